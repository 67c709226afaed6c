import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDashboard } from '../../../../../shared/api/rooms/dashboard';
import { listLogs } from '../../../../../shared/api/logs';
import { call } from '../../../api/client';
import { ALL } from '../../../components/filters/filter-defaults';
import { useEachBuilding } from '../../../components/filters/use-each-building';
import { depositQueries } from '../../deposits/queries';
import { stayQueries } from '../../stays/queries';
import type { TodayFigures } from './TodayStats';

/** The lines of today's activity the dashboard lists. */
export const RECENT_LINES = 8;

/** The dashboard keeps itself current while it is open. */
const live = { refetchInterval: 60_000 } as const;

export const dashboardQueries = {
  /**
   * Today's latest activity, the few lines the dashboard shows (deposits, check-ins, everything). How
   * many there were is counted by the server (the figures' `today_actions`), not this list's length.
   */
  todayActivity: (today: string) =>
    queryOptions({
      queryKey: ['logs', 'today', today],
      queryFn: ({ signal }) => call(listLogs, { query: { from: today, to: today, limit: RECENT_LINES }, signal }),
      ...live,
    }),
  /** The figures of one building or all (one request, GET /api/dashboard); under `rooms`, the domain that serves it. */
  figures: (building: string) =>
    queryOptions({
      queryKey: ['rooms', 'dashboard', building],
      queryFn: ({ signal }) => call(getDashboard, { query: { building: building as 'all' }, signal }),
      ...live,
    }),
};

/**
 * Today's vouchers by their own date, from the lists that show them (deposit slips, check-ins,
 * check-outs of every building): not log lines by when they were written, which a first start (the
 * demo history) or an evening's catch-up of last week's slips would count as today's.
 */
export function useTodayFigures(today: string, actions: number | undefined): TodayFigures {
  const deposits = useQuery({ ...depositQueries.search({ from: today, to: today }), ...live });
  const checkIns = useEachBuilding(ALL, (building) => ({ ...stayQueries.checkIns({ building, from: today, to: today }), ...live }));
  const checkOuts = useEachBuilding(ALL, (building) => ({ ...stayQueries.checkOuts({ building, from: today, to: today, status: 'done' }), ...live }));
  return {
    deposits: deposits.data?.filter((d) => d.status !== 'deleted').length,
    checkIns: checkIns.pending ? undefined : checkIns.rows.filter((s) => s.status !== 'removed').length,
    checkOuts: checkOuts.pending ? undefined : checkOuts.rows.length,
    actions,
  };
}
