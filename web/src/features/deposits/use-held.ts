import { useQueries } from '@tanstack/react-query';
import { BUILDING_CODES, type BuildingCode } from '../../../../shared/catalog/buildings';
import { depositQueries } from './queries';

/** Module-level, so the combined answer only changes when an answer does. */
const heldById = (results: readonly { data?: readonly { id: string; held: number }[]; isFetching: boolean }[]) => ({
  byId: new Map(results.flatMap((r) => (r.data ?? []).map((x) => [x.id, x.held] as const))),
  fetching: results.some((r) => r.isFetching),
});

/**
 * What the ledger holds for each active deposit of a building, or of every building (one
 * deposit-status call each), by deposit id.
 */
export function useHeldDeposits(building: BuildingCode | undefined, enabled: boolean) {
  return useQueries({
    queries: (building ? [building] : BUILDING_CODES).map((b) => ({ ...depositQueries.held(b), enabled })),
    combine: heldById,
  });
}
