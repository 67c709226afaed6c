import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { debtSummary } from '../../../../shared/api/ledger/debts';
import type { QueryOf } from '../../../../shared/api/endpoint';
import {
  gamDebtReport,
  getPartnerSettings,
  loanDebtReport,
  partnerDebtReport,
  searchPartnerReceipts,
  searchReceiptEarnings,
  searchReceiptGam,
  searchReceiptLoans,
  type OtherDebtBook,
} from '../../../../shared/api/other-debts';
import { call } from '../../api/client';
import { domainKey } from '../../api/query-keys';

export type BookSearch = QueryOf<typeof searchReceiptGam>;

/** Each book's search (the four share one contract shape). */
export const BOOK_SEARCH = { gam: searchReceiptGam, partner: searchPartnerReceipts, loan: searchReceiptLoans, earning: searchReceiptEarnings } as const;

/** The reads of the other-debts domain (shared/api/other-debts) and the ledger's debt summary. */
export const otherDebtQueries = {
  all: () => domainKey('other-debts'),
  /**
   * The three debt reports of one month end, asked at once (spec §2: data comes from three debt
   * reports). Spec §8: a failure is only logged, no error dialog; the screen keeps what it showed.
   */
  reports: (lastDateOfMonth: string) =>
    queryOptions({
      placeholderData: keepPreviousData,
      meta: { silent: true },
      queryKey: [...otherDebtQueries.all(), 'debt-reports', lastDateOfMonth] as const,
      queryFn: async ({ signal }) => {
        const query = { lastDateOfMonth };
        const [gam, partner, loans] = await Promise.all([
          call(gamDebtReport, { query, signal }),
          call(partnerDebtReport, { query, signal }),
          call(loanDebtReport, { query, signal }),
        ]);
        return { gam, partner, loans };
      },
    }),
  /** The partner's display name (business rules §1: a setting). */
  partner: () =>
    queryOptions({
      queryKey: [...otherDebtQueries.all(), 'partner-settings'] as const,
      queryFn: ({ signal }) => call(getPartnerSettings, { signal }),
      staleTime: 10 * 60_000,
    }),
  /** One book's receipts of a range (every building, or one). */
  search: (book: OtherDebtBook, q: BookSearch) =>
    queryOptions({
      placeholderData: keepPreviousData,
      queryKey: [...otherDebtQueries.all(), 'search', book, q] as const,
      queryFn: ({ signal }) => call(BOOK_SEARCH[book], { query: q, signal }),
    }),
};

/** 1311 per room of a building and month (/bang-tong-hop-cong-no), a ledger read. */
export const debtSummaryQuery = (q: QueryOf<typeof debtSummary>) =>
  queryOptions({
    placeholderData: keepPreviousData,
    queryKey: [...domainKey('ledger'), 'debt-summary', q] as const,
    queryFn: ({ signal }) => call(debtSummary, { query: q, signal }),
  });
