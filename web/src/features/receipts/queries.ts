import { queryOptions } from '@tanstack/react-query';
import type { QueryOf } from '../../../../shared/api/endpoint';
import { chargeRoomMonths, searchReceiptRooms } from '../../../../shared/api/receipts';
import { getBankWallets } from '../../../../shared/api/admin/bank-wallets';
import { call } from '../../api/client';
import { callEveryPage } from '../../api/every-page';
import { domainKey } from '../../api/query-keys';

/** The list's filters: the screen reads every page of them (limit and cursor are the pages'). */
export type ReceiptSearch = Omit<QueryOf<typeof searchReceiptRooms>, 'limit' | 'cursor'>;
export type OwedQuery = QueryOf<typeof chargeRoomMonths>;

/** Rent receipts and what a room still owes: both change with every receipt, bill and adjustment (domain `receipts`). */
export const receiptQueries = {
  all: () => domainKey('receipts'),
  /** A building's rent receipts of a range, every page of them (oldest first: the screen sorts them newest first). */
  search: (q: ReceiptSearch) =>
    queryOptions({
      queryKey: [...receiptQueries.all(), 'rooms', q] as const,
      queryFn: ({ signal }) => callEveryPage(searchReceiptRooms, { query: q, signal }),
    }),
  owed: (q: OwedQuery) =>
    queryOptions({ queryKey: [...receiptQueries.all(), 'owed', q] as const, queryFn: ({ signal }) => call(chargeRoomMonths, { query: q, signal }) }),
};

/** The bank-wallet settings (admin domain): the account each building's VietQR names. */
export const bankWalletQueries = {
  settings: () =>
    queryOptions({
      queryKey: [...domainKey('admin'), 'bank-wallets'] as const,
      queryFn: ({ signal }) => call(getBankWallets, { signal }),
      staleTime: 5 * 60_000,
    }),
};
