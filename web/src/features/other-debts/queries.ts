import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { debtSummary, type DebtSummaryRow, type DebtSummaryTotals } from '../../../../shared/api/ledger/debts';
import { byRoomThenStay, debtTotals } from '../../../../shared/ledger/debt-totals';
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
import { callEveryPage } from '../../api/every-page';
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

export type DebtSummaryQuery = Omit<QueryOf<typeof debtSummary>, 'limit' | 'cursor'>;
/** The debt summary of a building's month, every page: its rows (by room, then stay start) and their totals. */
export interface DebtSummary {
  rows: DebtSummaryRow[];
  totals: DebtSummaryTotals;
}

/**
 * 1311 per stay of a building and month (/bang-tong-hop-cong-no), a ledger read. The server answers a
 * page of the building's stays at a time (issue 23 §13), in key order; the screen lists and totals the
 * whole month, so it reads page after page (the server's default page), sorts the rows as the summary
 * always had them and sums the totals with the shared function (the month-end file sums the same way).
 */
export const debtSummaryQuery = (q: DebtSummaryQuery) =>
  queryOptions({
    placeholderData: keepPreviousData,
    queryKey: [...domainKey('ledger'), 'debt-summary', q] as const,
    queryFn: async ({ signal }): Promise<DebtSummary> => {
      const rows = (await callEveryPage(debtSummary, { query: q, signal })).sort(byRoomThenStay);
      return { rows, totals: debtTotals(rows) };
    },
  });
