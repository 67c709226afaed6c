import { BUILDING_CODES, type BuildingCode } from './buildings';

/**
 * Utility prices are dated settings (business rules §5): the price of a day is the newest entry dated
 * on or before it for that building (or for all buildings; on the same date the building's own wins).
 * They are stored in one settings item (functions/admin/model/prices.ts, edited on /admin); until an
 * admin stores any, these defaults apply: electricity at the legal resale ceiling, EVN tier 3
 * (2,380 đ/kWh) + 10% VAT = 2,618 đ/kWh (a landlord may not charge more), and water 100,000 đ per
 * person per month.
 */
export type WaterPrice = { mode: 'per_person'; amount: number } | { mode: 'per_m3'; amount: number };

export interface DatedPrice {
  from: string;
  /** Absent: every building. */
  building?: BuildingCode;
  electricity_per_kwh: number;
  water: WaterPrice;
}

export const DEFAULT_PRICES: readonly DatedPrice[] = [{ from: '2019-01-01', electricity_per_kwh: 2_618, water: { mode: 'per_person', amount: 100_000 } }];

/** The price in force for the building on the date, if any entry is dated by then. */
export function findPriceOn(building: BuildingCode, date: string, prices: readonly DatedPrice[]): DatedPrice | undefined {
  const applicable = prices
    .filter((p) => p.from <= date && (p.building === undefined || p.building === building))
    .sort((a, b) => (a.from === b.from ? (a.building ? 1 : 0) - (b.building ? 1 : 0) : a.from.localeCompare(b.from)));
  return applicable.at(-1);
}

export function priceOn(building: BuildingCode, date: string, prices: readonly DatedPrice[] = DEFAULT_PRICES): DatedPrice {
  const found = findPriceOn(building, date, prices);
  if (!found) throw new Error(`No utility price for ${building} on ${date}`);
  return found;
}

/** The legal electricity resale ceiling (đ/kWh, VAT included) from a date on: also a dated setting. */
export interface PriceCeiling {
  from: string;
  per_kwh: number;
}

export const DEFAULT_CEILINGS: readonly PriceCeiling[] = [{ from: '2019-01-01', per_kwh: 2_618 }];

/** The ceiling in force on the date: the newest dated on or before it. */
export function ceilingOn(date: string, ceilings: readonly PriceCeiling[]): PriceCeiling | undefined {
  return ceilings.filter((c) => c.from <= date).reduce<PriceCeiling | undefined>((a, c) => (!a || c.from > a.from ? c : a), undefined);
}

export interface CeilingBreach {
  /** The first day the price is charged above the ceiling. */
  date: string;
  building: BuildingCode;
  price: DatedPrice;
  ceiling: PriceCeiling;
}

/**
 * The first day any building would be charged more per kWh than the ceiling in force, or undefined.
 * Both are step functions that change only on an entry's date, so those dates are all there is to
 * check: a price dated before a lower ceiling is caught on the ceiling's date (it stays in force).
 */
export function ceilingBreach(prices: readonly DatedPrice[], ceilings: readonly PriceCeiling[]): CeilingBreach | undefined {
  const dates = [...new Set([...prices.map((p) => p.from), ...ceilings.map((c) => c.from)])].sort();
  for (const date of dates) {
    const ceiling = ceilingOn(date, ceilings);
    if (!ceiling) continue;
    for (const building of BUILDING_CODES) {
      const price = findPriceOn(building, date, prices);
      if (price && price.electricity_per_kwh > ceiling.per_kwh) return { date, building, price, ceiling };
    }
  }
  return undefined;
}

/** Who a price entry is for, in words. */
export const priceScope = (p: Pick<DatedPrice, 'building'>): string => (p.building ? `toà ${p.building}` : 'mọi toà');
