import * as api from '../../shared/api/readings/control';
import { operation } from '../platform/http/handler';
import { inBatches, runOf, staysOfRoom } from '../bills';
import { controlPage } from './model/control-page';
import { readingControlOf } from './reading-control-rules';

/**
 * Kiểm soát điện nước, a page of the building's rooms at a time (issue 23 §13): the page's rooms'
 * electricity and water tables of the month, their bills of the month (model/control-page.ts) and the
 * month's run (one Get), then the stays of the page's rooms without a bill (their timelines, 8 at a
 * time): at most `limit` rooms' requests, whatever the size of the building or its history. The rows
 * are the page's rooms' (floor order within the page); the screen reads every page, sorts and counts.
 */
export const getReadingControl = operation(api.getReadingControl, async ({ query }) => {
  const { building, month } = query;
  const [page, run] = await Promise.all([controlPage(building, month, query), runOf(building, month)]);
  const unbilled = page.tables.E.rows.filter((r) => !page.billed.has(r.room_id));
  const stays = await inBatches(unbilled, 8, (r) => staysOfRoom(building, r.room_id));
  const { rows } = readingControlOf({
    month,
    tables: page.tables,
    billed: page.billed,
    stays: new Map(unbilled.map((r, i) => [r.room_id, stays[i]!])),
    run,
  });
  return { building, month, run: run ?? null, items: rows, ...(page.cursor ? { cursor: page.cursor } : {}) };
});
