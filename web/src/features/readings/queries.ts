import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { QueryOf } from '../../../../shared/api/endpoint';
import { auditData, getTwoNewestBills, listMeterChanges, type ReadingChange } from '../../../../shared/api/readings';
import { call } from '../../api/client';
import { domainKey } from '../../api/query-keys';

export type ReadingTableQuery = QueryOf<typeof getTwoNewestBills>;
export type MeterChangeQuery = QueryOf<typeof listMeterChanges>;
export type ReadingAuditQuery = Omit<QueryOf<typeof auditData>, 'limit' | 'cursor'>;

/** Rows of the audit a page asks for at a time. */
export const AUDIT_PAGE = 200;

/** Meter readings (billing: /bills/*) and meter changes (utilities: /meter-change), keyed by the domain that serves each. */
export const readingQueries = {
  table: (q: ReadingTableQuery) =>
    queryOptions({
      queryKey: [...domainKey('readings'), 'reading-table', q] as const,
      queryFn: ({ signal }) => call(getTwoNewestBills, { query: q, signal }),
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
