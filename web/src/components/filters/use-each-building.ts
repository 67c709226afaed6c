import { useQueries, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Endpoint } from '../../../../shared/api/endpoint';
import { BUILDING_CODES, type BuildingCode } from '../../../../shared/catalog/buildings';
import { asBuilding } from './filter-defaults';

export interface EachBuilding<T> {
  rows: T[];
  fetching: boolean;
  /** Nothing has answered yet. */
  pending: boolean;
}

/** Module-level, so the combined answer only changes when an answer does. */
function concat<T>(results: UseQueryResult<T[]>[]): EachBuilding<T> {
  return {
    rows: results.flatMap((r) => r.data ?? []),
    fetching: results.some((r) => r.isFetching),
    pending: results.some((r) => r.isPending),
  };
}

/**
 * The stays and customers reports read one building per request (their partitions are per building).
 * "Tất cả toà nhà" asks each building and shows the answers together.
 */
export function useEachBuilding<T, K extends QueryKey = QueryKey>(
  filter: string,
  make: (building: BuildingCode) => UseQueryOptions<T[], Error, T[], K>,
  enabled = true,
): EachBuilding<T> {
  const one = asBuilding(filter);
  return useQueries({
    queries: (one ? [one] : BUILDING_CODES).map((b) => ({ ...make(b), enabled })),
    combine: concat<T>,
  });
}

/**
 * What the server would refuse in a report's filters, checked with the endpoint's own query schema
 * (the contract), so the screen says it before asking and in the same words.
 */
export function queryProblem(endpoint: Endpoint, query: unknown): string | undefined {
  if (!endpoint.query) return undefined;
  const r = (endpoint.query as z.ZodType).safeParse(query);
  return r.success ? undefined : r.error.issues[0]?.message;
}
