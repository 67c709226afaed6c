import { queryOptions } from '@tanstack/react-query';
import type { QueryOf } from '../../../../../shared/api/endpoint';
import { getInternalBill } from '../../../../../shared/api/utilities';
import { call } from '../../../api/client';
import { domainKey } from '../../../api/query-keys';

export type InternalSheetQuery = QueryOf<typeof getInternalBill>;

/** The internal consumers' reading sheets (utilities domain: a save refreshes them, the ledger and the log). */
export const internalQueries = {
  sheet: (q: InternalSheetQuery) =>
    queryOptions({
      queryKey: [...domainKey('utilities'), 'internal-sheet', q] as const,
      queryFn: ({ signal }) => call(getInternalBill, { query: q, signal }),
    }),
};
