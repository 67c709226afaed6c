import type { BuildingCode } from './buildings';

/**
 * Utility prices are dated settings (business rules §5): the price of a day is the newest entry dated
 * on or before it for that building (or for all buildings; on the same date the building's own wins).
 * Until the settings screen exists these defaults apply: electricity at the legal resale ceiling,
 * EVN tier 3 (2,380 đ/kWh) + 10% VAT = 2,618 đ/kWh (a landlord may not charge more), and water
 * 100,000 đ per person per month.
 */
export type WaterPrice = { mode: 'per_person'; amount: number } | { mode: 'per_m3'; amount: number };

export interface DatedPrice {
  from: string;
  /** Absent: every building. */
  building?: BuildingCode;
  electricity_per_kwh: number;
  water: WaterPrice;
}

export const DEFAULT_PRICES: readonly DatedPrice[] = [
  { from: '2019-01-01', electricity_per_kwh: 2_618, water: { mode: 'per_person', amount: 100_000 } },
];

export function priceOn(building: BuildingCode, date: string, prices: readonly DatedPrice[] = DEFAULT_PRICES): DatedPrice {
  const applicable = prices
    .filter((p) => p.from <= date && (p.building === undefined || p.building === building))
    .sort((a, b) => (a.from === b.from ? (a.building ? 1 : 0) - (b.building ? 1 : 0) : a.from.localeCompare(b.from)));
  const found = applicable.at(-1);
  if (!found) throw new Error(`No utility price for ${building} on ${date}`);
  return found;
}
