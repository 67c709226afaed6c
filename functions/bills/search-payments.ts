import * as api from '../../shared/api/bills';
import { operation } from '../platform/http/handler';
import { billOut } from './model/bill';
import { billsPage } from './model/bill-page';
import { monthsOf } from './rules/bill-rules';

/**
 * A page of a building's bills of one month, or of a range of at most 12 months: the months'
 * partitions in order from the cursor, each in key order (a bounded Query with Limit, one room's key
 * only when `room_id` is given), and the runs of the months the page read. The whole list's order
 * and total are the client's (it reads every page).
 */
export const searchPayments = operation(api.searchPayments, async ({ query }) => {
  const from = query.month ?? query.from!;
  const to = query.month ?? query.to!;
  const page = await billsPage(query.building, monthsOf(from, to), query);
  return { items: page.items.map(billOut), ...(page.cursor ? { cursor: page.cursor } : {}), runs: page.runs };
});
