import { infiniteQueryOptions } from '@tanstack/react-query';
import { listLogs, type LogEntry } from '../../../../shared/api/logs';
import type { LogAction } from '../../../../shared/catalog/log-actions';
import { call } from '../../api/client';

export interface LogFilters {
  from: string;
  to: string;
  action?: LogAction;
  actor?: string;
  q?: string;
}

/** Rows per request; "Tải thêm" asks for the next page with the server's cursor. */
export const LOGS_PAGE_LIMIT = 200;

export const logQueries = {
  all: () => ['logs'] as const,
  list: (f: LogFilters) =>
    infiniteQueryOptions({
      queryKey: [...logQueries.all(), 'list', f] as const,
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) =>
        call(listLogs, {
          query: { from: f.from, to: f.to, action: f.action, actor: f.actor || undefined, q: f.q || undefined, limit: LOGS_PAGE_LIMIT, cursor: pageParam },
          signal,
        }),
      getNextPageParam: (last) => last.cursor,
      select: (data) => ({ items: data.pages.flatMap((p) => p.items) as LogEntry[], hasMore: Boolean(data.pages.at(-1)?.cursor) }),
    }),
};
