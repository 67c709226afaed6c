import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { createPayments, searchPayments } from '../../../../shared/api/bills';
import { call } from '../../api/client';
import { domainKey } from '../../api/query-keys';

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
      queryFn: ({ signal }) => call(searchPayments, { query: { building, month }, signal }),
    }),
};
