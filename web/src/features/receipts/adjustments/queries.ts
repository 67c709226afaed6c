import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchAdjustments } from '../../../../../shared/api/receipts/adjustments';
import type { QueryOf } from '../../../../../shared/api/endpoint';
import { chargeRoomMonths } from '../../../../../shared/api/receipts';
import { call } from '../../../api/client';
import { callEveryPage } from '../../../api/every-page';
import { domainKey } from '../../../api/query-keys';

export type AdjustmentSearch = Omit<QueryOf<typeof searchAdjustments>, 'limit' | 'cursor'>;
export type OwedMonthsQuery = QueryOf<typeof chargeRoomMonths>;

/** Adjustment notes and the room's owed months (receipts domain: a note refreshes both). */
export const adjustmentQueries = {
  search: (q: AdjustmentSearch) =>
    queryOptions({
      placeholderData: keepPreviousData,
      queryKey: [...domainKey('receipts'), 'adjustments', q] as const,
      // The server answers a page at a time (issue 23 §13); the screen filters, sorts and totals the whole period.
      queryFn: ({ signal }) => callEveryPage(searchAdjustments, { query: q, signal }),
    }),
  owedMonths: (q: OwedMonthsQuery) =>
    queryOptions({
      queryKey: [...domainKey('receipts'), 'charge-room-months', q] as const,
      queryFn: ({ signal }) => call(chargeRoomMonths, { query: q, signal }),
    }),
};
