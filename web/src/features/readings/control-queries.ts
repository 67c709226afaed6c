import { queryOptions } from '@tanstack/react-query';
import type { QueryOf } from '../../../../shared/api/endpoint';
import { controlCounts, getReadingControl, type ControlRow, type ReadingControl } from '../../../../shared/api/readings/control';
import { compareNumbered } from '../../../../shared/text/collate';
import { call } from '../../api/client';
import { domainKey } from '../../api/query-keys';

export type ReadingControlQuery = Omit<QueryOf<typeof getReadingControl>, 'limit' | 'cursor'>;

/** A control longer than this many pages is a server fault (a cursor that does not move on), not data. */
const MAX_PAGES = 1000;

/**
 * The whole month's control as the screen shows it: every page of the server's (a page of rooms each,
 * read at the server's default page size), the rows in floor and room order (a room's rows, all on
 * one page, keep the server's order: electricity before water) and each problem counted over them
 * all. The run is the one the last page saw (a run made while the pages were read is shown).
 */
export async function wholeControl(q: ReadingControlQuery, signal?: AbortSignal): Promise<ReadingControl> {
  const rows: ControlRow[] = [];
  let run: ReadingControl['run'] = null;
  let cursor: string | undefined;
  for (let n = 0; n < MAX_PAGES; n++) {
    const page = await call(getReadingControl, { query: { ...q, ...(cursor ? { cursor } : {}) }, signal });
    rows.push(...page.items);
    run = page.run ?? run;
    if (!page.cursor) {
      // Array.prototype.sort is stable: a room's own rows stay in the server's order.
      rows.sort((a, b) => a.floor - b.floor || compareNumbered(a.room_id, b.room_id));
      return { building: page.building, month: page.month, run, rows, counts: controlCounts(rows) };
    }
    if (page.cursor === cursor) break;
    cursor = page.cursor;
  }
  throw new Error(`${getReadingControl.path}: the pages do not end`);
}

/**
 * The month's control, under billing (readings saved refresh it). It also follows stays and the
 * billing run, which other domains write: asked again on every visit rather than kept for 30 s.
 */
export const readingControlQuery = (q: ReadingControlQuery) =>
  queryOptions({
    queryKey: [...domainKey('readings'), 'control', q] as const,
    queryFn: ({ signal }) => wholeControl(q, signal),
    staleTime: 0,
  });
