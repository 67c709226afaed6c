import { infiniteQueryOptions, queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { listBankTransactions, possibleInternalTransfers, type BankTransaction } from '../../../../shared/api/bank';
import type { Endpoint, ResponseOf } from '../../../../shared/api/endpoint';
import { call } from '../../api/client';
import { notify } from '../../api/notify';
import { domainKey, invalidateAffected } from '../../api/query-keys';
import { useVoucherAction } from '../../components/forms/use-voucher-action';
import { booksQueries } from '../ledger/books/queries';
import type { BankStatus } from './types';

/** Lines per request of the statement; "Tải thêm" asks for the next page with the server's cursor. */
export const BANK_PAGE_LIMIT = 200;

export interface BankRange {
  wallet: number;
  from: string;
  to: string;
}

/** The bank domain's reads (shared/api/bank.ts): statement lines and transfer pairs. */
export const bankQueries = {
  all: () => domainKey('bank'),
  /** The statement lines of a range, newest first, page after page on demand. */
  lines: (q: BankRange & { status: BankStatus | 'all' | 'review' }) =>
    infiniteQueryOptions({
      queryKey: [...bankQueries.all(), 'lines', q] as const,
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) =>
        call(listBankTransactions, { query: { ...q, limit: BANK_PAGE_LIMIT, ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
      getNextPageParam: (last) => last.cursor,
      select: (data) => ({ items: data.pages.flatMap((p) => p.items) as BankTransaction[], hasMore: Boolean(data.pages.at(-1)?.cursor) }),
    }),
  /** Pairs of lines that look like one transfer between our accounts: where a transfer suggestion finds both lines' versions. */
  transferPairs: (q: { from: string; to: string }) =>
    queryOptions({
      queryKey: [...bankQueries.all(), 'transfer-pairs', q] as const,
      queryFn: ({ signal }) => call(possibleInternalTransfers, { query: q, signal }),
    }),
};

/** Every wallet book (the ledger's key of booksQueries), whatever its wallet and range. */
const ALL_BOOKS = booksQueries.wallet({ wallet: 2, from: '', to: '' }).queryKey.slice(0, -1);

/**
 * After a bank write: the reads of every domain the contract names (`affects`), and in any case the
 * bank lines and the wallet books, since each write changes a line's state or the wallet.
 */
export async function refreshAfter(client: QueryClient, endpoint: Pick<Endpoint, 'affects'>): Promise<void> {
  await Promise.all([
    invalidateAffected(client, endpoint),
    client.invalidateQueries({ queryKey: bankQueries.all() }),
    client.invalidateQueries({ queryKey: ALL_BOOKS }),
  ]);
}

/**
 * One bank write of a button (match, unmatch, ignore, a transfer), sent with the line versions shown:
 * it says what it did, then refreshes. A refusal (409 of a line changed meanwhile, a locked period)
 * reaches the one error dialog with the server's message; a click again after a lost answer is the
 * same intent (same Idempotency-Key).
 */
export function useBankWrite<E extends Endpoint>(endpoint: E, done: (result: ResponseOf<E>) => string) {
  const client = useQueryClient();
  return useVoucherAction({
    endpoint,
    onSuccess: async (result) => {
      notify.success(done(result));
      await refreshAfter(client, endpoint);
    },
  });
}
