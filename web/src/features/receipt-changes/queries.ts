import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '../../../../shared/api/endpoint';
import { searchReceiptChanges, type createReceiptChange } from '../../../../shared/api/receipt-changes';
import { call } from '../../api/client';
import { domainKey } from '../../api/query-keys';

export type ReceiptChangeSearch = QueryOf<typeof searchReceiptChanges>;
export type NewReceiptChange = BodyOf<typeof createReceiptChange>;

/** The change-of-information slips (shared/api/receipt-changes). */
export const receiptChangeQueries = {
  all: () => domainKey('receipt-changes'),
  /** Keeps the last answer on screen while the next filter loads. */
  search: (q: ReceiptChangeSearch) =>
    queryOptions({
      placeholderData: keepPreviousData,
      queryKey: [...receiptChangeQueries.all(), 'search', q] as const,
      queryFn: ({ signal }) => call(searchReceiptChanges, { query: q, signal }),
    }),
};
