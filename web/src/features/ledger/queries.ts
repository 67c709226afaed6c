import { queryOptions } from '@tanstack/react-query';
import { listJournal, trialBalance, walletAccount } from '../../../../shared/api/ledger';
import { searchDebts, type UnpaidStay } from '../../../../shared/api/ledger/debts';
import type { QueryOf, ResponseOf } from '../../../../shared/api/endpoint';
import { ACCOUNTS } from '../../../../shared/catalog/accounts';
import { WALLETS } from '../../../../shared/catalog/wallets';
import { call } from '../../api/client';
import { callEveryPage } from '../../api/every-page';
import { byRoomThenStay } from '../../../../shared/ledger/debt-totals';
import { domainKey } from '../../api/query-keys';

export type JournalQuery = Omit<QueryOf<typeof listJournal>, 'limit' | 'cursor'>;
type JournalLine = ResponseOf<typeof listJournal>['items'][number];

export type DebtsQuery = Omit<QueryOf<typeof searchDebts>, 'limit' | 'cursor'>;
/** The unpaid rent report of a building's month, every page: its rows (by room, then stay start) and their sum. */
export interface UnpaidRent {
  rows: UnpaidStay[];
  total: number;
}

/**
 * The unpaid rent report, every page: the server answers a page of a building's stay accounts at a
 * time (issue 23 §13), in key order; the screen lists and totals the whole month, so it reads page
 * after page, sorts the rows as the report always had them and sums the total itself.
 */
async function wholeDebts(q: DebtsQuery, signal: AbortSignal): Promise<UnpaidRent> {
  const rows = (await callEveryPage(searchDebts, { query: q, signal })).sort(byRoomThenStay);
  return { rows, total: rows.reduce((s, r) => s + r.unpaid, 0) };
}

/**
 * The journal of a range, every page: the server hands out at most 500 lines an answer (so no answer
 * grows with a busy month), and the screen, which totals and filters the whole range, asks page after page.
 */
const wholeJournal = (q: JournalQuery, signal: AbortSignal): Promise<JournalLine[]> => callEveryPage(listJournal, { query: q, signal });
export type TbQuery = QueryOf<typeof trialBalance>;
export type WalletAccount = ResponseOf<typeof walletAccount>;

/** The catalogue the web was built with: what the screens show until the server's copy arrives. */
export const BUILT_IN_CATALOGUE: WalletAccount = { wallets: [...WALLETS], accounts: [...ACCOUNTS] };

export const ledgerQueries = {
  all: () => domainKey('ledger'),
  journal: (q: JournalQuery) =>
    queryOptions({
      queryKey: [...ledgerQueries.all(), 'journal', q] as const,
      queryFn: ({ signal }) => wholeJournal(q, signal),
    }),
  trialBalance: (q: TbQuery) =>
    queryOptions({
      queryKey: [...ledgerQueries.all(), 'tb', q] as const,
      queryFn: ({ signal }) => call(trialBalance, { query: q, signal }),
    }),
  /** Unpaid rent of a building at the end of a month (/bao-cao-tien-phong-chua-thu). */
  debts: (q: DebtsQuery) =>
    queryOptions({
      queryKey: [...ledgerQueries.all(), 'debts', q] as const,
      queryFn: ({ signal }) => wholeDebts(q, signal),
    }),
  /**
   * Wallets and accounts. It hardly ever changes; if it cannot load, the built-in catalogue is just as
   * good, so a failure is only logged.
   */
  walletAccount: () =>
    queryOptions({
      queryKey: [...ledgerQueries.all(), 'wallet-account'] as const,
      queryFn: ({ signal }) => call(walletAccount, { signal }),
      placeholderData: BUILT_IN_CATALOGUE,
      staleTime: 60 * 60_000,
      meta: { silent: true },
      retry: false,
    }),
};
