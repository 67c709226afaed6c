import * as api from '../../shared/api/readings/control';
import { operation } from '../platform/http/handler';
import { billsOfMonth, inBatches, runOf, staysOfRoom } from '../bills';
import { tableOf } from './model/reading';
import { readingControlOf } from './reading-control-rules';

/**
 * Kiểm soát điện nước: a building's month of readings against its stays and bills. Reads the month's
 * electricity and water tables as the reading screens show them (rooms, who stays now, the sheets of
 * the month and the 16 before), the month's bills (one Query) and run (one Get), then the stays of
 * the rooms without a bill (their timelines, 8 at a time): O(rooms) requests, whatever the history.
 */
export const getReadingControl = operation(api.getReadingControl, async ({ query }) => {
  const { building, month } = query;
  const [e, w, bills, run] = await Promise.all([
    tableOf(building, 'E', month),
    tableOf(building, 'W', month),
    billsOfMonth(building, month),
    runOf(building, month),
  ]);
  const billed = new Set(bills.map((b) => b.room_id));
  const unbilled = e.rows.filter((r) => !billed.has(r.room_id));
  const stays = await inBatches(unbilled, 8, (r) => staysOfRoom(building, r.room_id));
  const control = readingControlOf({
    month,
    tables: { E: e, W: w },
    billed,
    stays: new Map(unbilled.map((r, i) => [r.room_id, stays[i]!])),
    run,
  });
  return { building, month, run: run ?? null, ...control };
});
