import * as api from '../../shared/api/receipts';
import { operation } from '../platform/http/handler';
import { receiptsPage } from './model/receipt-pages';

/**
 * A page of a building's rent receipts of a date range (≤ 12 months), removed ones included: its
 * months one after the other (one Query each, from the cursor on), or one room's own timeline; oldest first.
 */
export const searchReceiptRooms = operation(api.searchReceiptRooms, async ({ query }) =>
  receiptsPage(query.building, query.from, query.to, query, query.room_id),
);
