import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { QueryOf } from '../../../../shared/api/endpoint';
import { auditData, getTwoNewestBills, listMeterChanges, type ReadingChange, type ReadingTable } from '../../../../shared/api/readings';
import { compareNumbered } from '../../../../shared/text/collate';
import { call } from '../../api/client';
import { domainKey } from '../../api/query-keys';

export type ReadingTableQuery = Omit<QueryOf<typeof getTwoNewestBills>, 'limit' | 'cursor'>;
export type MeterChangeQuery = QueryOf<typeof listMeterChanges>;
export type ReadingAuditQuery = Omit<QueryOf<typeof auditData>, 'limit' | 'cursor'>;

/** Rows of the audit a page asks for at a time. */
export const AUDIT_PAGE = 200;

/** A table longer than this many pages is a server fault (a cursor that does not move on), not data. */
const MAX_PAGES = 1000;

/** The newer of two billed months (YYYY-MM), either possibly absent. */
const newer = (a?: string | null, b?: string | null) => (a && b ? (a > b ? a : b) : (a ?? b ?? null));

/**
 * The whole month's table, as the grid shows it: every page of the server's table (a page of rooms
 * each), the rows in floor and room order and the totals added up. The version is the oldest a page
 * was read at, so a save made between two pages' reads makes this table's own save a 409 `stale`
 * (reload) rather than overwrite what it never showed; the billed month is the newest any page saw.
 */
async function wholeTable(q: ReadingTableQuery, signal?: AbortSignal): Promise<ReadingTable> {
  let table: ReadingTable | undefined;
  let cursor: string | undefined;
  for (let n = 0; n < MAX_PAGES; n++) {
    const { items, cursor: next, ...page } = await call(getTwoNewestBills, { query: { ...q, ...(cursor ? { cursor } : {}) }, signal });
    table = table
      ? {
          ...table,
          rows: [...table.rows, ...items],
          version: Math.min(table.version, page.version),
          billed_through: newer(table.billed_through, page.billed_through),
        }
      : { ...page, billed_through: page.billed_through ?? null, rows: items, total_usage: 0, total_amount: 0 };
    if (!next) {
      const rows = table.rows.sort((a, b) => a.floor - b.floor || compareNumbered(a.room_id, b.room_id));
      return {
        ...table,
        rows,
        total_usage: rows.reduce((s, r) => s + (r.usage ?? 0), 0),
        total_amount: rows.reduce((s, r) => s + (r.amount ?? 0), 0),
      };
    }
    if (next === cursor) break;
    cursor = next;
  }
  throw new Error(`${getTwoNewestBills.path}: the pages do not end`);
}

/** Meter readings (billing: /bills/*) and meter changes (utilities: /meter-change), keyed by the domain that serves each. */
export const readingQueries = {
  table: (q: ReadingTableQuery) =>
    queryOptions({
      queryKey: [...domainKey('readings'), 'reading-table', q] as const,
      queryFn: ({ signal }) => wholeTable(q, signal),
    }),
  meterChanges: (q: MeterChangeQuery) =>
    queryOptions({
      placeholderData: keepPreviousData,
      queryKey: [...domainKey('utilities'), 'meter-changes', q] as const,
      queryFn: ({ signal }) => call(listMeterChanges, { query: q, signal }),
    }),
  /** Who changed which reading, newest first: pages of the server's list, 'Tải thêm' asks for the next. */
  audit: (q: ReadingAuditQuery) =>
    infiniteQueryOptions({
      queryKey: [...domainKey('readings'), 'audit', q] as const,
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) => call(auditData, { query: { ...q, limit: AUDIT_PAGE, cursor: pageParam }, signal }),
      getNextPageParam: (last) => last.cursor,
      select: (data) => ({ items: data.pages.flatMap((p) => p.items) as ReadingChange[], hasMore: Boolean(data.pages.at(-1)?.cursor) }),
    }),
};
