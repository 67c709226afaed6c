import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listCustomers, searchContracts, searchCustomers } from '../../../../shared/api/customers';
import type { QueryOf } from '../../../../shared/api/endpoint';
import { call } from '../../api/client';
import { domainKey } from '../../api/query-keys';

export type CustomerList = QueryOf<typeof listCustomers>;
export type CustomerSearch = QueryOf<typeof searchCustomers>;
export type ContractSearch = QueryOf<typeof searchContracts>;

const report = { placeholderData: keepPreviousData } as const;

/** Customers and contracts are written by check-ins, change slips and check-outs (features/stays). */
export const customerQueries = {
  all: () => domainKey('customers'),
  list: (q: CustomerList) =>
    queryOptions({ ...report, queryKey: [...customerQueries.all(), 'list', q] as const, queryFn: ({ signal }) => call(listCustomers, { query: q, signal }) }),
  search: (q: CustomerSearch) =>
    queryOptions({
      ...report,
      queryKey: [...customerQueries.all(), 'search', q] as const,
      queryFn: ({ signal }) => call(searchCustomers, { query: q, signal }),
    }),
  contracts: (q: ContractSearch) =>
    queryOptions({
      ...report,
      queryKey: [...customerQueries.all(), 'contracts', q] as const,
      queryFn: ({ signal }) => call(searchContracts, { query: q, signal }),
    }),
};
