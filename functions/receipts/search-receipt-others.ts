import * as api from '../../shared/api/receipts/others';
import { operation } from '../platform/http/handler';
import { receiptOthersBetween } from './model/receipt-other';

/** A building's other receipts of a date range (≤ 12 months: one Query per month), oldest first. */
export const searchReceiptOthers = operation(api.searchReceiptOthers, async ({ query }) => receiptOthersBetween(query.building, query.from, query.to));
