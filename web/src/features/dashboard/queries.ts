import { queryOptions } from '@tanstack/react-query';
import { listLogs } from '../../../../shared/api/logs';
import { call } from '../../api/client';

export const dashboardQueries = {
  /** Today's activity, the dashboard's view of what happened (deposits, check-ins, everything). */
  todayActivity: (today: string) =>
    queryOptions({
      queryKey: ['logs', 'today', today],
      queryFn: ({ signal }) => call(listLogs, { query: { from: today, to: today, limit: 1000 }, signal }),
      refetchInterval: 60_000,
    }),
};
