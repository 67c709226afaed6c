import * as api from '../../shared/api/receipts';
import { operation } from '../platform/http/handler';
import { receiptsBetween } from './model/receipt';

/** A building's collected receipts of a date range (≤ 12 months: one Query per month), removed ones included. */
export const searchReceiptCollected = operation(api.searchReceiptCollected, async ({ query }) =>
  receiptsBetween(query.building, query.from, query.to, query.room_id, 'collected'),
);
