import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { createPayments, searchPayments, type Bill, type BillRun } from '../../../../shared/api/bills';
import { compareNumbered } from '../../../../shared/text/collate';
import { call } from '../../api/client';
import { domainKey } from '../../api/query-keys';

/** A list longer than this many pages is a server fault (a cursor that does not move on), not data. */
const MAX_PAGES = 1000;

/**
 * A building's bills of a month, whole: every page of the server's list (each a bounded read), the
 * bills in room order, their total added up, and the month's run (a page names the runs of the months
 * it read: one month here, so the same run on each page, kept once).
 */
async function monthBills(building: BuildingCode, month: string, signal?: AbortSignal): Promise<{ items: Bill[]; total: number; runs: BillRun[] }> {
  const items: Bill[] = [];
  const runs = new Map<string, BillRun>();
  let cursor: string | undefined;
  for (let n = 0; n < MAX_PAGES; n++) {
    // The server's own page (50 bills): the read the bench measures, the same at any building's size.
    const page = await call(searchPayments, { query: { building, month, ...(cursor ? { cursor } : {}) }, signal });
    items.push(...page.items);
    for (const r of page.runs) runs.set(r.month, r);
    if (!page.cursor) {
      items.sort((a, b) => compareNumbered(a.room_id, b.room_id));
      return { items, total: items.reduce((s, b) => s + b.total, 0), runs: [...runs.values()] };
    }
    if (page.cursor === cursor) break;
    cursor = page.cursor;
  }
  throw new Error(`${searchPayments.path}: the pages do not end`);
}

/** The billing run's reads, under the payments domain (a run or an edit refreshes them all). */
export const paymentQueries = {
  /** What the run would make for a building and month, and what blocks it (POST /api/payments with preview: writes nothing). */
  preview: (building: BuildingCode, month: string) =>
    queryOptions({
      placeholderData: keepPreviousData,
      queryKey: [...domainKey('bills'), 'preview', building, month] as const,
      queryFn: () => call(createPayments, { body: { building, month, preview: true } }),
    }),
  /** A building's bills of a month, with their total. */
  month: (building: BuildingCode, month: string) =>
    queryOptions({
      queryKey: [...domainKey('bills'), 'search', building, month] as const,
      queryFn: ({ signal }) => monthBills(building, month, signal),
    }),
};
