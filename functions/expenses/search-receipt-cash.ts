import * as api from '../../shared/api/expenses/cash-slips';
import type { ReceiptCash } from '../../shared/api/expenses/cash-slips';
import { operation } from '../platform/http/handler';
import { RECEIPTS_CASH } from './model/expense-slips';
import { slipPage, withoutEntry } from './model/money-slip';

/** A building's general cash receipts of a date range (≤ 12 months: one Query per month), oldest first, paged. */
export const searchReceiptCash = operation(api.searchReceiptCash, async ({ query }) => slipPage<ReceiptCash>(RECEIPTS_CASH, query, withoutEntry));
