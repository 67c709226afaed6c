import * as api from '../../shared/api/receipts';
import { operation } from '../platform/http/handler';
import { receiptsPage } from './model/receipt-pages';

/**
 * A page of a building's collected receipts of a date range (≤ 12 months), removed ones included: the
 * rent receipts' partitions (or the room's timeline) filtered on `kind`, oldest first.
 */
export const searchReceiptCollected = operation(api.searchReceiptCollected, async ({ query }) =>
  receiptsPage(query.building, query.from, query.to, query, query.room_id, 'collected'),
);
