import * as api from '../../shared/api/bills';
import { operation } from '../platform/http/handler';
import { billOut, billsOfMonth, runsBetween } from './model/bill';
import { monthsOf } from './rules/bill-rules';

/** A building's bills of one month, or of a range of at most 12 months: one Query per month, plus one for the runs. */
export const searchPayments = operation(api.searchPayments, async ({ query }) => {
  const from = query.month ?? query.from!;
  const to = query.month ?? query.to!;
  const [months, runs] = await Promise.all([
    Promise.all(monthsOf(from, to).map((m) => billsOfMonth(query.building, m))),
    runsBetween(query.building, from, to),
  ]);
  const items = months
    .flat()
    .filter((b) => !query.room_id || b.room_id === query.room_id)
    .map(billOut);
  return { items, total: items.reduce((s, b) => s + b.total, 0), runs };
});
