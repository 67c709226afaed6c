import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { QueryOf } from '../../../../../shared/api/endpoint';
import { receiptRoomAndOther } from '../../../../../shared/api/receipts/reports';
import { call } from '../../../api/client';
import { domainKey } from '../../../api/query-keys';

export type ReceiptSummaryQuery = QueryOf<typeof receiptRoomAndOther>;

/** The receipt reads of the receipts domain (shared/api/receipt-reports). */
export const receiptSummaryQueries = {
  all: () => domainKey('receipts'),
  /** A building's receipts of a range with their totals; the last answer stays on screen while the next loads. */
  summary: (q: ReceiptSummaryQuery) =>
    queryOptions({
      placeholderData: keepPreviousData,
      queryKey: [...receiptSummaryQueries.all(), 'receipt-room-and-other', q] as const,
      queryFn: ({ signal }) => call(receiptRoomAndOther, { query: q, signal }),
    }),
};
