import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { search } from '../../../../shared/api/search';
import { call } from '../../api/client';
import { domainKey } from '../../api/query-keys';

/** The header search: one read per query typed (debounced by the box), kept a minute. */
export const searchQueries = {
  all: () => domainKey('search'),
  find: (q: string) =>
    queryOptions({
      queryKey: [...searchQueries.all(), q] as const,
      queryFn: ({ signal }) => call(search, { query: { q }, signal }),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
};
