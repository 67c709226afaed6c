import { queryOptions } from '@tanstack/react-query';
import type { QueryOf } from '../../../../../shared/api/endpoint';
import { compareByBuilding, listStateBills } from '../../../../../shared/api/utilities';
import { call } from '../../../api/client';
import { domainKey } from '../../../api/query-keys';

export type CompareQuery = QueryOf<typeof compareByBuilding>;
export type StateBillsQuery = QueryOf<typeof listStateBills>;

/** The state bills and their comparison with rooms + internal use (utilities domain: a bill saved refreshes both). */
export const stateQueries = {
  compare: (q: CompareQuery) =>
    queryOptions({
      queryKey: [...domainKey('utilities'), 'state-compare', q] as const,
      queryFn: ({ signal }) => call(compareByBuilding, { query: q, signal }),
    }),
  bills: (q: StateBillsQuery) =>
    queryOptions({
      queryKey: [...domainKey('utilities'), 'state-bills', q] as const,
      queryFn: ({ signal }) => call(listStateBills, { query: q, signal }),
    }),
};
