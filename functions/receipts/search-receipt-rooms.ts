import * as api from '../../shared/api/receipts';
import { operation } from '../platform/http/handler';
import { receiptsBetween } from './model/receipt';

/** A building's rent receipts of a date range (≤ 12 months: one Query per month), oldest first. */
export const searchReceiptRooms = operation(api.searchReceiptRooms, async ({ query }) => receiptsBetween(query.building, query.from, query.to, query.room_id));
