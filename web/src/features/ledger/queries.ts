import { queryOptions } from '@tanstack/react-query';
import { listJournal, trialBalance, walletAccount } from '../../../../shared/api/ledger';
import type { QueryOf, ResponseOf } from '../../../../shared/api/endpoint';
import { ACCOUNTS } from '../../../../shared/catalog/accounts';
import { WALLETS } from '../../../../shared/catalog/wallets';
import { call } from '../../api/client';

export type JournalQuery = QueryOf<typeof listJournal>;
export type TbQuery = QueryOf<typeof trialBalance>;
export type WalletAccount = ResponseOf<typeof walletAccount>;

/** The catalogue the web was built with: what the screens show until the server's copy arrives. */
export const BUILT_IN_CATALOGUE: WalletAccount = { wallets: [...WALLETS], accounts: [...ACCOUNTS] };

export const ledgerQueries = {
  all: () => ['ledger'] as const,
  journal: (q: JournalQuery) =>
    queryOptions({
      queryKey: [...ledgerQueries.all(), 'journal', q] as const,
      queryFn: ({ signal }) => call(listJournal, { query: q, signal }),
    }),
  trialBalance: (q: TbQuery) =>
    queryOptions({
      queryKey: [...ledgerQueries.all(), 'tb', q] as const,
      queryFn: ({ signal }) => call(trialBalance, { query: q, signal }),
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
