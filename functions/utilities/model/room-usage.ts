import type { BuildingCode } from '../../../shared/catalog/buildings';
import { findPriceOn, type DatedPrice } from '../../../shared/catalog/prices';
import { addMonths, lastDayOf, monthsBetween } from '../../../shared/dates';
import { amountOf, type MeterType } from '../../../shared/readings/usage';
import { storedPrices } from '../../admin';
import { roomsAndPersons, sheetsBetween } from '../../readings';
import { chargeOf, LOOK_BACK, readingOf, usageIn, type Sheet } from '../../readings';

/**
 * Every room's usage, amount and occupants month by month, the same numbers the reading tables show
 * (`readingTable` in reading-table.ts): usage from the stored sheets (meter changes included), amount
 * at the building's price of the month, persons as stored with the reading (else who stays now, as the
 * table does). ONE Query of the building's sheets for the whole range plus the look-back months a
 * previous reading may come from: O(months), never the history.
 */

/** The rooms' charge of a month, or undefined when no price is dated by then (its usage is then not priced). */
export const chargeIfPriced = (building: BuildingCode, type: MeterType, month: string, prices: readonly DatedPrice[] | undefined) =>
  !prices || findPriceOn(building, lastDayOf(month), prices) ? chargeOf(building, type, month, prices) : undefined;

export interface RoomMonthUsage {
  usage: number | null;
  amount: number | null;
  persons: number;
}

export type RoomUsageByMonth = Map<string, Map<string, RoomMonthUsage>>;

/** Pure: the months `from`..`to` of the sheets given, for the rooms named (plus any room with a reading). */
export function roomUsageFromSheets(input: {
  building: BuildingCode;
  type: MeterType;
  from: string;
  to: string;
  rooms: readonly string[];
  sheets: readonly Sheet[];
  personsNow: ReadonlyMap<string, number>;
  prices?: readonly DatedPrice[];
}): RoomUsageByMonth {
  const { building, type, sheets } = input;
  const roomIds = new Set(input.rooms);
  for (const s of sheets) for (const room of Object.keys(s.rooms)) roomIds.add(room);
  const out: RoomUsageByMonth = new Map();
  for (const month of monthsBetween(input.from, input.to)) {
    const sheet = sheets.find((s) => s.month === month);
    const price = chargeIfPriced(building, type, month, input.prices);
    const rows = new Map<string, RoomMonthUsage>();
    for (const room of roomIds) {
      const current = readingOf(sheet, room);
      const u = usageIn(sheets, room, month);
      const usage = u.ok ? u.usage : null;
      const persons = current?.persons ?? input.personsNow.get(room) ?? 0;
      rows.set(room, { usage, amount: current && price ? amountOf(price.mode, price.unit_price, usage, persons) : null, persons });
    }
    out.set(month, rows);
  }
  return out;
}

/**
 * The months a building's totals look back for a room's previous reading (the loss, the monthly
 * report): as the consumption analysis does. A room unread for longer (empty for half a year) counts
 * no usage in those totals, rather than half a year's in one month; the reading table still bills it.
 */
export const TOTALS_LOOK_BACK = 6;

/** A building's rooms' usage of one type for each month `from`..`to` (oldest first): see above. */
export async function roomUsageByMonth(building: BuildingCode, type: MeterType, from: string, to: string): Promise<RoomUsageByMonth> {
  const [{ rooms, persons }, sheets, prices] = await Promise.all([
    roomsAndPersons(building),
    sheetsBetween(building, type, addMonths(from, -LOOK_BACK), to),
    storedPrices(),
  ]);
  return roomUsageFromSheets({ building, type, from, to, rooms: rooms.map((r) => r.room_id), sheets, personsNow: persons, prices });
}
