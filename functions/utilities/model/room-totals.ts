import type { BuildingCode } from '../../../shared/catalog/buildings';
import type { DatedPrice } from '../../../shared/catalog/prices';
import { addMonths, monthsBetween } from '../../../shared/dates';
import type { MeterType } from '../../../shared/readings/usage';
import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';
import { MAX_TX_ITEMS, putItem, transact } from '../../platform/db/transact';
import { logger } from '../../platform/logger';
import { sheetsBetween, sheetVersions, type Sheet } from '../../readings';
import { chargeIfPriced, roomUsageFromSheets, TOTALS_LOOK_BACK } from './room-usage';

/**
 * A building's rooms' usage and amount of one type and month, for the loss, the monthly report and
 * the series (issue 23 §13): kept (`UTOTALS#<b>#<type>` / `<month>`) so those reads are a few small
 * items whatever the number of rooms, instead of every room's reading of seven months.
 *
 * A month's totals come from its own sheet and the TOTALS_LOOK_BACK months before it (where a room's
 * previous reading is looked for) at the month's price, and are kept with what they were made from:
 * each of those sheets' version and the price. A read takes them only while that still holds — the
 * sheets' heads (one Query of small items, written in the same transaction as every sheet: readings/
 * model/reading.ts) and the price read now — and otherwise makes them again from the sheets and keeps
 * them. So a saved reading, a meter change or a new price never leaves a stale total behind, whoever
 * wrote it, and a table older than the heads is only slower (no head: made again each time) until
 * `job:kept-figures` writes them.
 */

export interface RoomTotals {
  /** kWh or m³ of the rooms read that month; null when no room was read (a month not read is no figure, not 0). */
  units: number | null;
  amount: number | null;
}

/** What a month's totals were made from: `<month>:<version>` of each sheet of its window, and the price. */
interface Stamp {
  sheets: string;
  price: string;
}

const windowOf = (month: string) => [addMonths(month, -TOTALS_LOOK_BACK), month] as const;

const sheetsStamp = (versions: Iterable<[string, number]>, month: string): string => {
  const [lo, hi] = windowOf(month);
  return [...versions]
    .filter(([m]) => m >= lo && m <= hi)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([m, v]) => `${m}:${v}`)
    .join(',');
};

const priceStamp = (building: BuildingCode, type: MeterType, month: string, prices: readonly DatedPrice[]) =>
  JSON.stringify(chargeIfPriced(building, type, month, prices) ?? null);

/** Pure: the totals of `month` from the sheets of its window (any others given are left out), as balancesBetween sums them. */
export function totalsOfMonth(building: BuildingCode, type: MeterType, month: string, sheets: readonly Sheet[], prices: readonly DatedPrice[]): RoomTotals {
  const [lo, hi] = windowOf(month);
  const window = sheets.filter((s) => s.month >= lo && s.month <= hi);
  const rows = roomUsageFromSheets({ building, type, from: month, to: month, rooms: [], sheets: window, personsNow: new Map(), prices }).get(month);
  const read = [...(rows?.values() ?? [])].filter((u) => u.usage !== null);
  if (!read.length) return { units: null, amount: null };
  return { units: read.reduce((s, u) => s + (u.usage ?? 0), 0), amount: read.reduce((s, u) => s + (u.amount ?? 0), 0) };
}

const numberOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

async function keptTotals(building: BuildingCode, type: MeterType, from: string, to: string): Promise<Map<string, RoomTotals & Stamp>> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
    ExpressionAttributeValues: { ':pk': keys.roomTotalsOf(building, type), ':lo': from, ':hi': to },
    ConsistentRead: true,
  });
  return new Map(
    items.map((i) => [
      String(i.month),
      { units: numberOrNull(i.units), amount: numberOrNull(i.amount), sheets: String(i.sheets ?? ''), price: String(i.price ?? '') },
    ]),
  );
}

const totalsItem = (building: BuildingCode, type: MeterType, month: string, totals: RoomTotals, stamp: Stamp) => ({
  ...keys.roomTotals(building, type, month),
  entity: 'room_totals',
  building,
  type,
  month,
  ...totals,
  ...stamp,
});

/**
 * Keeps the totals made by a read. A failure costs only speed (the next read makes them again), so it
 * is logged, never the reader's error; two readers keeping the same month write what their own sheets
 * made, each checked again by the next read.
 */
async function keep(items: Record<string, unknown>[]): Promise<void> {
  try {
    for (let i = 0; i < items.length; i += MAX_TX_ITEMS) await transact(items.slice(i, i + MAX_TX_ITEMS).map((item) => putItem(item)));
  } catch (error) {
    logger.warn('room totals not kept', { error: error instanceof Error ? error.message : String(error) });
  }
}

/** A building's rooms' totals of one type for each month `from`..`to`: the kept ones that still hold, the others made again and kept. */
export async function roomTotalsBetween(
  building: BuildingCode,
  type: MeterType,
  from: string,
  to: string,
  pricesRead: Promise<readonly DatedPrice[]>,
): Promise<Map<string, RoomTotals>> {
  const [versions, kept, prices] = await Promise.all([sheetVersions(building, type, windowOf(from)[0], to), keptTotals(building, type, from, to), pricesRead]);
  const out = new Map<string, RoomTotals>();
  const stale: string[] = [];
  for (const month of monthsBetween(from, to)) {
    const k = kept.get(month);
    if (k && k.sheets === sheetsStamp(versions, month) && k.price === priceStamp(building, type, month, prices))
      out.set(month, { units: k.units, amount: k.amount });
    else stale.push(month);
  }
  if (!stale.length) return out;
  const sheets = await sheetsBetween(building, type, windowOf(stale[0]!)[0], stale.at(-1)!);
  const made = stale.map((month) => {
    const totals = totalsOfMonth(building, type, month, sheets, prices);
    out.set(month, totals);
    const stamp = {
      sheets: sheetsStamp(
        sheets.map((s) => [s.month, s.version] as [string, number]),
        month,
      ),
      price: priceStamp(building, type, month, prices),
    };
    return totalsItem(building, type, month, totals, stamp);
  });
  await keep(made);
  return out;
}
