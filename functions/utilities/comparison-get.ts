import * as api from '../../shared/api/utilities';
import type { BuildingCode } from '../../shared/catalog/buildings';
import { compareNumbered } from '../../shared/text/collate';
import { rateOf } from './rules/analysis-rules';
import type { RoomUsageByMonth } from './model/room-usage';
import { operation } from '../platform/http/handler';
import { savedComparisons } from './model/saved-comparison';
import { buildingsOf, sumOf, usageInMonths } from './usage-months';

/** Missing usage counts as 0 in the arithmetic; the figures themselves stay null. */
const side = (a: number | null, b: number | null) => {
  const difference = (b ?? 0) - (a ?? 0);
  return { a, b, difference, rate: rateOf(difference, a ?? 0) };
};

function comparisonOf(e: ReturnType<typeof side>, w: ReturnType<typeof side>) {
  return {
    electricity_a: e.a,
    electricity_b: e.b,
    electricity_difference: e.difference,
    electricity_rate: e.rate,
    water_a: w.a,
    water_b: w.b,
    water_difference: w.difference,
    water_rate: w.rate,
  };
}

/** One building's rooms (every room of the building, plus any with a reading) and its totals. */
function buildingComparison(building: BuildingCode, a: string, b: string, electricity: RoomUsageByMonth, water: RoomUsageByMonth) {
  const rooms = new Set([
    ...(electricity.get(a)?.keys() ?? []),
    ...(electricity.get(b)?.keys() ?? []),
    ...(water.get(a)?.keys() ?? []),
    ...(water.get(b)?.keys() ?? []),
  ]);
  const usage = (u: RoomUsageByMonth, month: string, room: string) => u.get(month)?.get(room)?.usage ?? null;
  const rows = [...rooms].sort(compareNumbered).map((room_id) => ({
    building,
    room_id,
    ...comparisonOf(side(usage(electricity, a, room_id), usage(electricity, b, room_id)), side(usage(water, a, room_id), usage(water, b, room_id))),
  }));
  const total = {
    building,
    ...comparisonOf(
      side(sumOf(electricity.get(a), 'usage'), sumOf(electricity.get(b), 'usage')),
      side(sumOf(water.get(a), 'usage'), sumOf(water.get(b), 'usage')),
    ),
  };
  return { rows, total };
}

/**
 * So sánh điện nước: every room's electricity and water use in month a against month b (difference and
 * its rate of month a), per building and in total, from the reading tables' numbers (roomUsageByMonth:
 * one read of each building's sheets per type, or one per month when the months are far apart), with the
 * saved pairs of months.
 */
export const getComparison = operation(api.getComparison, async ({ query }) => {
  const { month_a: a, month_b: b } = query;
  const [perBuilding, saved] = await Promise.all([
    Promise.all(
      buildingsOf(query.building).map(async (building) => {
        const [electricity, water] = await Promise.all([usageInMonths(building, 'E', [a, b]), usageInMonths(building, 'W', [a, b])]);
        return buildingComparison(building, a, b, electricity, water);
      }),
    ),
    savedComparisons(),
  ]);
  return { month_a: a, month_b: b, rows: perBuilding.flatMap((p) => p.rows), buildings: perBuilding.map((p) => p.total), saved };
});
