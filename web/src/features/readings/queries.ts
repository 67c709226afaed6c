import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { QueryOf } from '../../../../shared/api/endpoint';
import { getTwoNewestBills, listMeterChanges } from '../../../../shared/api/readings';
import { call } from '../../api/client';
import { domainKey } from '../../api/query-keys';

export type ReadingTableQuery = QueryOf<typeof getTwoNewestBills>;
export type MeterChangeQuery = QueryOf<typeof listMeterChanges>;

/** Meter readings (billing: /bills/*) and meter changes (utilities: /meter-change), keyed by the domain that serves each. */
export const readingQueries = {
  table: (q: ReadingTableQuery) =>
    queryOptions({
      queryKey: [...domainKey('billing'), 'reading-table', q] as const,
      queryFn: ({ signal }) => call(getTwoNewestBills, { query: q, signal }),
    }),
  meterChanges: (q: MeterChangeQuery) =>
    queryOptions({
      placeholderData: keepPreviousData,
      queryKey: [...domainKey('utilities'), 'meter-changes', q] as const,
      queryFn: ({ signal }) => call(listMeterChanges, { query: q, signal }),
    }),
};
