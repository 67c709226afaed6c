import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listRepairmen, REPAIR_ENDPOINTS, type RepairBook, type RepairStatus } from '../../../../shared/api/repairs';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { call } from '../../api/client';
import { domainKey } from '../../api/query-keys';

export interface RequestQuery {
  building: BuildingCode;
  from: string;
  to: string;
  status?: RepairStatus;
}
export interface MonthQuery {
  building: BuildingCode;
  month: string;
}

/** The reads of the repairs domain (shared/api/repairs), each book under its own key. */
export const repairQueries = {
  all: () => domainKey('repairs'),
  requests: (book: RepairBook, q: RequestQuery) =>
    queryOptions({
      placeholderData: keepPreviousData,
      queryKey: [...repairQueries.all(), book, 'requests', q] as const,
      queryFn: ({ signal }) => call(REPAIR_ENDPOINTS[book].listRequests, { query: q, signal }),
    }),
  timesheets: (book: RepairBook, q: MonthQuery) =>
    queryOptions({
      placeholderData: keepPreviousData,
      queryKey: [...repairQueries.all(), book, 'timesheets', q] as const,
      queryFn: ({ signal }) => call(REPAIR_ENDPOINTS[book].timesheetsWithRequests, { query: q, signal }),
    }),
  totals: (book: RepairBook, q: MonthQuery) =>
    queryOptions({
      placeholderData: keepPreviousData,
      queryKey: [...repairQueries.all(), book, 'totals', q] as const,
      queryFn: ({ signal }) => call(REPAIR_ENDPOINTS[book].totalPaymentInMonth, { query: q, signal }),
    }),
  repairmen: () => queryOptions({ queryKey: [...repairQueries.all(), 'repairmen'] as const, queryFn: ({ signal }) => call(listRepairmen, { signal }) }),
};
