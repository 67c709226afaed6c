import { infiniteQueryOptions } from '@tanstack/react-query';
import { INTERNET_PAGE_LIMIT, listInternet, type InternetService, type InternetStatus } from '../../../../shared/api/internet';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { call } from '../../api/client';
import { domainKey } from '../../api/query-keys';

export interface InternetFilters {
  /** Undefined: every building. */
  building?: BuildingCode;
  status?: InternetStatus;
  room_id?: string;
}

/** The internet services (shared/api/internet): pages of the server's list, "Tải thêm" asks for the next. */
export const internetQueries = {
  all: () => domainKey('internet'),
  list: (f: InternetFilters) =>
    infiniteQueryOptions({
      queryKey: [...internetQueries.all(), 'list', f] as const,
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) => call(listInternet, { query: { ...f, limit: INTERNET_PAGE_LIMIT, cursor: pageParam }, signal }),
      getNextPageParam: (last) => last.cursor,
      select: (data) => ({ items: data.pages.flatMap((p) => p.items) as InternetService[], hasMore: Boolean(data.pages.at(-1)?.cursor) }),
    }),
};
