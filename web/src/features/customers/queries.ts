import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listCustomers, searchContracts, searchCustomers, type Contract, type Customer } from '../../../../shared/api/customers';
import type { QueryOf } from '../../../../shared/api/endpoint';
import { getCustomerFile } from '../../../../shared/api/customers/file';
import { call } from '../../api/client';
import { callEveryPage } from '../../api/every-page';
import { compareIso, compareNumbered, compareVietnamese } from '../../../../shared/text/collate';
import { CUSTOMER_FILE_KEY, domainKey } from '../../api/query-keys';

/** The list's filters: the screen reads every page of them (limit and cursor are the pages'). */
export type CustomerList = Omit<QueryOf<typeof listCustomers>, 'limit' | 'cursor'>;
export type CustomerSearch = QueryOf<typeof searchCustomers>;
/** The contracts' filters: the screen reads every page of them (limit and cursor are the pages'). */
export type ContractSearch = Omit<QueryOf<typeof searchContracts>, 'limit' | 'cursor'>;

const report = { placeholderData: keepPreviousData } as const;

/** Pages come in key order (room, then the customer's id): the list reads by room, moving-in day and name, as the server used to answer it. */
const byRoomThenName = (a: Customer, b: Customer) =>
  compareNumbered(a.room_id, b.room_id) || compareIso(a.check_in_date, b.check_in_date) || compareVietnamese(a.name, b.name);

/** Pages come in key order (room, or start date): the list reads by start date and number, as the server used to answer it. */
const byStartThenNo = (a: Contract, b: Contract) => compareIso(a.start_date, b.start_date) || compareNumbered(a.contract_no, b.contract_no);

/** Customers and contracts are written by check-ins, change slips and check-outs (features/stays). */
export const customerQueries = {
  all: () => domainKey('customers'),
  list: (q: CustomerList) =>
    queryOptions({
      ...report,
      queryKey: [...customerQueries.all(), 'list', q] as const,
      queryFn: async ({ signal }) => (await callEveryPage(listCustomers, { query: q, signal })).sort(byRoomThenName),
    }),
  /** The tenant page: one customer's documents, stay and account (issue 24), refreshed after any write that changes it (api/query-keys.ts). */
  file: (id: string) =>
    queryOptions({
      queryKey: [...CUSTOMER_FILE_KEY, id] as const,
      queryFn: ({ signal }) => call(getCustomerFile, { params: { id }, signal }),
    }),
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
      queryFn: async ({ signal }) => (await callEveryPage(searchContracts, { query: q, signal })).sort(byStartThenNo),
    }),
};
