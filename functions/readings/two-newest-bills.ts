import * as api from '../../shared/api/readings';
import { operation } from '../platform/http/handler';
import { tablePage } from './model/reading-page';
import { newestRunFrom } from '../bills';

/**
 * A page of a building's reading table of one month and type (a page of its rooms: each room's
 * previous and current reading, usage and amount), with the month's price and sheet version, and
 * whether the building has billed the month (or a later one), so the screen shows a frozen month
 * read-only before anyone types into it. The screen reads every page, sorts by floor and adds up.
 */
export const getTwoNewestBills = operation(api.getTwoNewestBills, async ({ query }) => {
  const { building, type, month } = query;
  const [page, billed] = await Promise.all([tablePage(building, type, month, query), newestRunFrom(building, month)]);
  return {
    building,
    month,
    type,
    price: page.price,
    version: page.version,
    items: page.rows,
    ...(page.cursor ? { cursor: page.cursor } : {}),
    billed_through: billed ?? null,
  };
});
