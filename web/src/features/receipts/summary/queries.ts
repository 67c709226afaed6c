import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { QueryOf } from '../../../../../shared/api/endpoint';
import { receiptRoomAndOther } from '../../../../../shared/api/receipts/reports';
import { summaryOf } from '../../../../../shared/receipts/summary';
import { callEveryPage } from '../../../api/every-page';
import { domainKey } from '../../../api/query-keys';

/** The summary's filters: the screen reads every page of them (limit and cursor are the pages'). */
export type ReceiptSummaryQuery = Omit<QueryOf<typeof receiptRoomAndOther>, 'limit' | 'cursor'>;

/** The receipt reads of the receipts domain (shared/api/receipt-reports). */
export const receiptSummaryQueries = {
  all: () => domainKey('receipts'),
  /**
   * A building's receipts of a range with their totals, read page after page; the last answer stays
   * on screen while the next loads.
   */
  summary: (q: ReceiptSummaryQuery) =>
    queryOptions({
      placeholderData: keepPreviousData,
      queryKey: [...receiptSummaryQueries.all(), 'receipt-room-and-other', q] as const,
      queryFn: async ({ signal }) => summaryOf(await callEveryPage(receiptRoomAndOther, { query: q, signal })),
    }),
};
