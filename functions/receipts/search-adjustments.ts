import * as api from '../../shared/api/receipts/adjustments';
import { operation } from '../platform/http/handler';
import { adjustmentsPage } from './model/adjustment';

/**
 * A page of a building's room money adjustments of a date range (≤ 12 months), oldest first: its months
 * one after the other (one bounded Query each, from the cursor on), or one room's own timeline.
 */
export const searchAdjustments = operation(api.searchAdjustments, async ({ query }) =>
  adjustmentsPage(query.building, query.from, query.to, query, query.room_id),
);
