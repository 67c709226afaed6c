import { queryOptions } from '@tanstack/react-query';
import type { QueryOf } from '../../../../../shared/api/endpoint';
import { getComparison, getMonthlyReport, getUtilitySeries } from '../../../../../shared/api/utilities';
import { call } from '../../../api/client';
import { domainKey } from '../../../api/query-keys';

/**
 * The reads of the utility report screens, under the 'utilities' domain: a state bill, an internal
 * sheet, a saved month or comparison (every utilities write) refreshes them.
 */
const key = (...rest: unknown[]) => [...domainKey('utilities'), 'reports', ...rest] as const;

export const reportQueries = {
  /** One building's months (the report reads one building a request; "Tất cả toà nhà" asks each). */
  monthly: (q: QueryOf<typeof getMonthlyReport>) =>
    queryOptions({ queryKey: key('monthly', q), queryFn: ({ signal }) => call(getMonthlyReport, { query: q, signal }).then((r) => r.rows) }),
  /** One building's (or room's) 12 months. */
  series: (q: QueryOf<typeof getUtilitySeries>) =>
    queryOptions({ queryKey: key('series', q), queryFn: ({ signal }) => call(getUtilitySeries, { query: q, signal }).then((r) => r.months) }),
  comparison: (q: QueryOf<typeof getComparison>) =>
    queryOptions({ queryKey: key('comparison', q), queryFn: ({ signal }) => call(getComparison, { query: q, signal }) }),
};
