import { queryOptions } from '@tanstack/react-query';
import type { QueryOf } from '../../../../shared/api/endpoint';
import { getReadingControl } from '../../../../shared/api/readings/control';
import { call } from '../../api/client';
import { domainKey } from '../../api/query-keys';

export type ReadingControlQuery = QueryOf<typeof getReadingControl>;

/**
 * The month's control, under billing (readings saved refresh it). It also follows stays and the
 * billing run, which other domains write: asked again on every visit rather than kept for 30 s.
 */
export const readingControlQuery = (q: ReadingControlQuery) =>
  queryOptions({
    queryKey: [...domainKey('readings'), 'control', q] as const,
    queryFn: ({ signal }) => call(getReadingControl, { query: q, signal }),
    staleTime: 0,
  });
