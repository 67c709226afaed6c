import * as api from '../../shared/api/cash-slips';
import type { CashTransferSlip } from '../../shared/api/cash-slips';
import { operation } from '../lib/http/handler';
import { CASH_TRANSFERS } from '../core/records/expense-slips';
import { slipPage, withoutEntry } from '../core/records/money-slip';

/** Cash transfer slips of a date range (≤ 12 months: one Query per month, every building or one), oldest first, paged. */
export const searchCashTransferSlips = operation(api.searchCashTransferSlips, async ({ query }) => slipPage<CashTransferSlip>(CASH_TRANSFERS, query, withoutEntry));
