import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchCashTransferSlips, searchReceiptCash } from '../../../../shared/api/expenses/cash-slips';
import { getChototSettings } from '../../../../shared/api/expenses/chotot';
import type { Endpoint } from '../../../../shared/api/endpoint';
import { listDisbursements } from '../../../../shared/api/expenses';
import { getPayees } from '../../../../shared/api/expenses/payees';
import { call } from '../../api/client';
import { domainKey } from '../../api/query-keys';

export interface RangeQuery {
  building: string;
  from: string;
  to: string;
}

type Paged = typeof listDisbursements | typeof searchCashTransferSlips | typeof searchReceiptCash;
type ItemOf<E extends Paged> = Awaited<ReturnType<typeof call<E>>>['items'][number];

/** Every page of a paged list (a screen shows a month or a few: a handful of pages at most). */
async function allPages<E extends Paged>(endpoint: E, query: Record<string, string>, signal: AbortSignal): Promise<ItemOf<E>[]> {
  const out: ItemOf<E>[] = [];
  let cursor: string | undefined;
  do {
    const page = await call(endpoint as Endpoint as typeof listDisbursements, {
      query: { ...query, limit: 500, ...(cursor ? { cursor } : {}) } as never,
      signal,
    });
    out.push(...(page.items as ItemOf<E>[]));
    cursor = page.cursor;
  } while (cursor);
  return out;
}

/** The reads of the expenses domain (shared/api/expenses, cash-slips, settings-payees, chotot). */
export const expenseQueries = {
  all: () => domainKey('expenses'),
  payees: () => queryOptions({ queryKey: [...expenseQueries.all(), 'payees'] as const, queryFn: ({ signal }) => call(getPayees, { signal }) }),
  chotot: () => queryOptions({ queryKey: [...expenseQueries.all(), 'chotot-settings'] as const, queryFn: ({ signal }) => call(getChototSettings, { signal }) }),
  disbursements: (q: RangeQuery) =>
    queryOptions({
      placeholderData: keepPreviousData,
      queryKey: [...expenseQueries.all(), 'disbursements', q] as const,
      queryFn: ({ signal }) => allPages(listDisbursements, { ...q }, signal),
    }),
  cashTransfers: (q: RangeQuery) =>
    queryOptions({
      placeholderData: keepPreviousData,
      queryKey: [...expenseQueries.all(), 'cash-transfers', q] as const,
      queryFn: ({ signal }) => allPages(searchCashTransferSlips, { ...q }, signal),
    }),
  receiptsCash: (q: RangeQuery) =>
    queryOptions({
      placeholderData: keepPreviousData,
      queryKey: [...expenseQueries.all(), 'receipt-cash', q] as const,
      queryFn: ({ signal }) => allPages(searchReceiptCash, { ...q }, signal),
    }),
};
