import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchAdjustments } from '../../../../../shared/api/receipts/adjustments';
import type { QueryOf } from '../../../../../shared/api/endpoint';
import { chargeRoomMonths } from '../../../../../shared/api/receipts';
import { call } from '../../../api/client';
import { domainKey } from '../../../api/query-keys';

export type AdjustmentSearch = QueryOf<typeof searchAdjustments>;
export type OwedMonthsQuery = QueryOf<typeof chargeRoomMonths>;

/** Adjustment notes and the room's owed months (receipts domain: a note refreshes both). */
export const adjustmentQueries = {
  search: (q: AdjustmentSearch) =>
    queryOptions({
      placeholderData: keepPreviousData,
      queryKey: [...domainKey('receipts'), 'adjustments', q] as const,
      queryFn: ({ signal }) => call(searchAdjustments, { query: q, signal }),
    }),
  owedMonths: (q: OwedMonthsQuery) =>
    queryOptions({
      queryKey: [...domainKey('receipts'), 'charge-room-months', q] as const,
      queryFn: ({ signal }) => call(chargeRoomMonths, { query: q, signal }),
    }),
};
