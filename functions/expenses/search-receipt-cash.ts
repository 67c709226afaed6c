import * as api from '../../shared/api/cash-slips';
import type { ReceiptCash } from '../../shared/api/cash-slips';
import { operation } from '../lib/http/handler';
import { RECEIPTS_CASH } from '../core/records/expense-slips';
import { slipPage, withoutEntry } from '../core/records/money-slip';

/** A building's general cash receipts of a date range (≤ 12 months: one Query per month), oldest first, paged. */
export const searchReceiptCash = operation(api.searchReceiptCash, async ({ query }) => slipPage<ReceiptCash>(RECEIPTS_CASH, query, withoutEntry));
