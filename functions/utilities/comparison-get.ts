import * as api from '../../shared/api/utilities';
import type { BuildingCode } from '../../shared/catalog/buildings';
import { compareNumbered } from '../../shared/text/collate';
import { rateOf } from './rules/analysis-rules';
import type { RoomUsageByMonth } from './model/room-usage';
import { operation } from '../platform/http/handler';
import { savedComparisons } from './model/saved-comparison';
import { buildingsOf, usageInMonths } from './usage-months';

/**
 * One type's figures of a room (or a building's rooms) in the two months. Issue 23 §4: a month without
 * a figure (not read yet) has no difference and no rate — never −100 % — and a rate needs a base (month
 * a above 0): both are then null, which the screen reads "chưa có số liệu".
 */
const side = (a: number | null, b: number | null) => {
  const difference = a === null || b === null ? null : b - a;
  return { a, b, difference, rate: difference === null || a === 0 ? null : rateOf(difference, a!) };
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

const usage = (u: RoomUsageByMonth, month: string, room: string) => u.get(month)?.get(room)?.usage ?? null;

/**
 * A building's total of one type, like for like: the rooms with a figure in both months, added up (a
 * room read in one month only, or not yet read this month, would read as a rise or a drop it is not);
 * every figure null when no room has both.
 */
function totalOf(u: RoomUsageByMonth, a: string, b: string) {
  let sumA: number | null = null;
  let sumB: number | null = null;
  for (const room of u.get(a)?.keys() ?? []) {
    const [x, y] = [usage(u, a, room), usage(u, b, room)];
    if (x === null || y === null) continue;
    sumA = (sumA ?? 0) + x;
    sumB = (sumB ?? 0) + y;
  }
  return side(sumA, sumB);
}

/** One building's rooms (every room of the building, plus any with a reading) and its totals. */
function buildingComparison(building: BuildingCode, a: string, b: string, electricity: RoomUsageByMonth, water: RoomUsageByMonth) {
  const rooms = new Set([
    ...(electricity.get(a)?.keys() ?? []),
    ...(electricity.get(b)?.keys() ?? []),
    ...(water.get(a)?.keys() ?? []),
    ...(water.get(b)?.keys() ?? []),
  ]);
  const rows = [...rooms].sort(compareNumbered).map((room_id) => ({
    building,
    room_id,
    ...comparisonOf(side(usage(electricity, a, room_id), usage(electricity, b, room_id)), side(usage(water, a, room_id), usage(water, b, room_id))),
  }));
  const total = { building, ...comparisonOf(totalOf(electricity, a, b), totalOf(water, a, b)) };
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
