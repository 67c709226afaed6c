import * as api from '../../shared/api/receipts/adjustments';
import { operation } from '../platform/http/handler';
import { adjustmentsBetween } from './model/adjustment';

/** A building's room money adjustments of a date range (≤ 12 months: one Query per month), oldest first. */
export const searchAdjustments = operation(api.searchAdjustments, async ({ query }) => adjustmentsBetween(query.building, query.from, query.to, query.room_id));
