import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletBook } from '../../../../../shared/api/ledger/books';
import { call } from '../../../api/client';
import { callEveryPage } from '../../../api/every-page';
import { domainKey } from '../../../api/query-keys';
import type { WalletBook } from '../../../components/books/book-rows';

/** Which book the screens show: a wallet and a range of days (the pages are the server's business). */
export interface WalletBookQuery {
  wallet: number;
  from: string;
  to: string;
}

/**
 * The whole book of the range: the first page answers the range's opening, movements and closing with
 * its lines, and the rest of the lines follow page after page from its cursor (issue 23 §13: each read
 * the server answers is one bounded page). The lines arrive in the server's order, each with its
 * running balance, so the screens show the same rows as when the book came in one answer.
 */
async function wholeBook(q: WalletBookQuery, signal: AbortSignal): Promise<WalletBook> {
  const { items, cursor, ...range } = await call(walletBook, { query: q, signal });
  const rest = cursor ? await callEveryPage(walletBook, { query: { ...q, cursor }, signal }) : [];
  return { ...range, lines: [...items, ...rest] };
}

/** A wallet's book lives under the ledger's key: every write that posts money refreshes it. */
export const booksQueries = {
  wallet: (q: WalletBookQuery) =>
    queryOptions({
      queryKey: [...domainKey('ledger'), 'wallet-book', q] as const,
      queryFn: ({ signal }) => wholeBook(q, signal),
    }),
};

export const useWalletBook = (q: WalletBookQuery, enabled = true) => useQuery({ ...booksQueries.wallet(q), enabled });
