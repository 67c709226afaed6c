import * as api from '../../shared/api/expenses/cash-slips';
import type { CashTransferSlip } from '../../shared/api/expenses/cash-slips';
import { operation } from '../platform/http/handler';
import { CASH_TRANSFERS } from './model/expense-slips';
import { slipPage, withoutEntry } from './model/money-slip';

/** Cash transfer slips of a date range (≤ 12 months: one Query per month, every building or one), oldest first, paged. */
export const searchCashTransferSlips = operation(api.searchCashTransferSlips, async ({ query }) =>
  slipPage<CashTransferSlip>(CASH_TRANSFERS, query, withoutEntry),
);
