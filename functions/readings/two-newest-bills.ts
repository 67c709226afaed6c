import * as api from '../../shared/api/readings';
import { operation } from '../platform/http/handler';
import { tableOf } from './model/reading';
import { newestRunFrom } from '../bills';

/**
 * A building's reading table of one month and type: each room's previous and current reading, usage
 * and amount, and whether the building has billed the month (or a later one), so the screen shows a
 * frozen month read-only before anyone types into it.
 */
export const getTwoNewestBills = operation(api.getTwoNewestBills, async ({ query }) => {
  const [table, billed] = await Promise.all([tableOf(query.building, query.type, query.month), newestRunFrom(query.building, query.month)]);
  return { ...table, billed_through: billed ?? null };
});
