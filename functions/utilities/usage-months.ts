import { BUILDING_CODES, type BuildingCode } from '../../shared/catalog/buildings';
import { monthsSpanned } from '../../shared/dates';
import type { MeterType } from '../../shared/readings/usage';
import { roomUsageByMonth, type RoomUsageByMonth } from './model/room-usage';

/** Months closer than this are read with one Query of the range; further apart, one Query per month. */
const ONE_READ_SPAN = 13;

/**
 * The rooms' usage of a building and type in the months asked (any order, any distance apart), through
 * roomUsageByMonth: one read of the sheets when the months are close, else one per month, so two months
 * years apart never read the years between.
 */
export async function usageInMonths(building: BuildingCode, type: MeterType, months: readonly string[]): Promise<RoomUsageByMonth> {
  const sorted = [...new Set(months)].sort();
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  if (monthsSpanned(first, last) <= ONE_READ_SPAN) return roomUsageByMonth(building, type, first, last);
  const parts = await Promise.all(sorted.map((m) => roomUsageByMonth(building, type, m, m)));
  return new Map(parts.flatMap((p) => [...p]));
}

/** The buildings a request names: one, or every building in catalogue order. */
export const buildingsOf = (building: BuildingCode | undefined): BuildingCode[] => (building ? [building] : [...BUILDING_CODES]);
