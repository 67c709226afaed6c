import type { PriceSettings } from '../../../shared/api/admin/prices';
import { DEFAULT_CEILINGS, DEFAULT_PRICES, type DatedPrice, type PriceCeiling } from '../../../shared/catalog/prices';
import { getItem } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { putItem, type TxItem } from '../../platform/db/transact';

/**
 * The price settings record: the dated utility prices and the dated electricity resale ceilings in
 * ONE item (`SETTINGS` / `PRICES`, a few hundred entries at most, a few KB), so whoever prices usage
 * (the reading tables, the billing run, a check-out) reads them with one GetItem. Every change puts
 * the whole item back on the version it read. Nothing stored yet: the catalogue's defaults, version 0.
 */

/** Bounds that keep the one item small; a real building changes prices a few times a year. */
export const MAX_PRICES = 300;
export const MAX_CEILINGS = 100;

const byDate = <T extends { from: string; building?: string }>(a: T, b: T) =>
  a.from.localeCompare(b.from) || (a.building ?? '').localeCompare(b.building ?? '');

/** Entries as stored: sorted, and with no absent `building` written as a null attribute. */
export const cleanPrice = (p: DatedPrice): DatedPrice => ({
  from: p.from,
  ...(p.building ? { building: p.building } : {}),
  electricity_per_kwh: p.electricity_per_kwh,
  water: { mode: p.water.mode, amount: p.water.amount },
});

export function settingsOf(item: Record<string, unknown> | undefined): PriceSettings {
  if (!item) return { prices: [...DEFAULT_PRICES].map(cleanPrice), ceilings: [...DEFAULT_CEILINGS], version: 0 };
  return {
    prices: ((item.prices as DatedPrice[] | undefined) ?? [])
      .map((p) => cleanPrice({ ...p, electricity_per_kwh: Number(p.electricity_per_kwh), water: { ...p.water, amount: Number(p.water.amount) } }))
      .sort(byDate),
    ceilings: ((item.ceilings as PriceCeiling[] | undefined) ?? []).map((c) => ({ from: c.from, per_kwh: Number(c.per_kwh) })).sort(byDate),
    version: Number(item.version ?? 0),
  };
}

/** The settings as stored now (strongly consistent: a write decides on them). */
export async function priceSettings(): Promise<PriceSettings> {
  return settingsOf(await getItem(keys.priceSettings));
}

/** Just the dated prices, for whoever prices usage. */
export async function storedPrices(): Promise<DatedPrice[]> {
  return (await priceSettings()).prices;
}

/** The settings written back whole, on the version they were read at (0: created now). */
export function putSettings(next: Omit<PriceSettings, 'version'>, readVersion: number, by: string, at: string): { item: TxItem; settings: PriceSettings } {
  const settings: PriceSettings = { prices: next.prices.map(cleanPrice).sort(byDate), ceilings: [...next.ceilings].sort(byDate), version: readVersion + 1 };
  const conflict = 'Bảng giá vừa được người khác thay đổi, vui lòng tải lại';
  const item = putItem(
    { ...keys.priceSettings, entity: 'price_settings', ...settings, updated_at: at, updated_by: by },
    readVersion === 0
      ? { expression: 'attribute_not_exists(PK)', conflict }
      : { expression: '#version = :v', names: { '#version': 'version' }, values: { ':v': readVersion }, conflict },
  );
  return { item: { ...item, field: 'version', code: 'stale' }, settings };
}
