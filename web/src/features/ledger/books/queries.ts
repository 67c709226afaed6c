import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletBook } from '../../../../../shared/api/ledger/books';
import type { QueryOf } from '../../../../../shared/api/endpoint';
import { call } from '../../../api/client';
import { domainKey } from '../../../api/query-keys';

export type WalletBookQuery = QueryOf<typeof walletBook>;

/** A wallet's book lives under the ledger's key: every write that posts money refreshes it. */
export const booksQueries = {
  wallet: (q: WalletBookQuery) =>
    queryOptions({
      queryKey: [...domainKey('ledger'), 'wallet-book', q] as const,
      queryFn: ({ signal }) => call(walletBook, { query: q, signal }),
    }),
};

export const useWalletBook = (q: WalletBookQuery, enabled = true) => useQuery({ ...booksQueries.wallet(q), enabled });
