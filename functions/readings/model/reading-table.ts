import type { ReadingRow, ReadingTable } from '../../../shared/api/readings';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import { priceOn, type DatedPrice } from '../../../shared/catalog/prices';
import { addMonths, lastDayOf, monthText } from '../../../shared/dates';
import { compareNumbered } from '../../../shared/text/collate';
import { amountOf, averageUsage, usageBetween, usageProblemText, type ChargeMode, type MeterType, type UsageResult } from '../../../shared/readings/usage';
import type { FieldError } from '../../platform/errors';
import type { SheetStorage } from './sheet-pieces';

/**
 * The month tables of meter readings as pure functions of the stored sheets (one per building, type
 * and month, see reading.ts): previous readings, meter changes in between, usage, amount, three-month
 * average, and the checks a save and a meter change must pass. No I/O here: unit-tested as is.
 */

export interface StoredReading {
  value: number;
  /** Occupants when the reading was entered (water charged per person). */
  persons: number;
  at: string;
  by: string;
}

export interface SheetSwap {
  id: string;
  date: string;
  old_final: number;
  new_start: number;
}

export interface Sheet {
  building: BuildingCode;
  type: MeterType;
  month: string;
  rooms: Record<string, StoredReading>;
  /** At most one meter change per room in a month. */
  meter_changes: Record<string, SheetSwap>;
  /** 0: not stored yet. Every write of the month (readings or meter changes) moves it on by one. */
  version: number;
  updated_at?: string;
  updated_by?: string;
  /** How the sheet read was stored (its pieces' versions): set by the reads, used by the next write of it. */
  storage?: SheetStorage;
}

export const emptySheet = (building: BuildingCode, type: MeterType, month: string): Sheet => ({
  building,
  type,
  month,
  rooms: {},
  meter_changes: {},
  version: 0,
});

/** How far a previous reading is looked for, and a later one checked against (months). */
export const LOOK_BACK = 13;
export const LOOK_AHEAD = 13;
/** The months whose usage makes the average shown beside a room. */
export const AVERAGE_MONTHS = 3;

export interface Point {
  value: number;
  month: string;
}

const own = <T>(record: Record<string, T>, key: string): T | undefined => (Object.hasOwn(record, key) ? record[key] : undefined);
export const readingOf = (s: Sheet | undefined, room: string) => (s ? own(s.rooms, room) : undefined);
export const swapOf = (s: Sheet | undefined, room: string) => (s ? own(s.meter_changes, room) : undefined);

/**
 * The room's newest reading before `month` and the meter changes after it up to `month` (oldest
 * first): a change in the previous reading's own month happened before that reading was taken.
 */
export function lookBack(sheets: readonly Sheet[], room: string, month: string): { previous?: Point; swaps: SheetSwap[] } {
  const swaps: SheetSwap[] = [];
  const floor = addMonths(month, -LOOK_BACK);
  const older = sheets.filter((s) => s.month <= month && s.month >= floor).sort((a, b) => (a.month < b.month ? 1 : -1));
  for (const s of older) {
    const reading = s.month < month ? readingOf(s, room) : undefined;
    if (reading) return { previous: { value: reading.value, month: s.month }, swaps: swaps.reverse() };
    const swap = swapOf(s, room);
    if (swap) swaps.push(swap);
  }
  return { swaps: swaps.reverse() };
}

/** The room's earliest reading after `month` and the meter changes after `month` up to it. */
export function lookAhead(sheets: readonly Sheet[], room: string, month: string): { next?: Point; swaps: SheetSwap[] } {
  const swaps: SheetSwap[] = [];
  const ceiling = addMonths(month, LOOK_AHEAD);
  const later = sheets.filter((s) => s.month > month && s.month <= ceiling).sort((a, b) => (a.month < b.month ? -1 : 1));
  for (const s of later) {
    const swap = swapOf(s, room);
    if (swap) swaps.push(swap);
    const reading = readingOf(s, room);
    if (reading) return { next: { value: reading.value, month: s.month }, swaps };
  }
  return { swaps };
}

/** The room's usage in `month` as stored (null: no reading that month, or no previous one). */
export function usageIn(sheets: readonly Sheet[], room: string, month: string): UsageResult & { previous?: Point; swaps: SheetSwap[] } {
  const current = readingOf(
    sheets.find((s) => s.month === month),
    room,
  );
  const back = lookBack(sheets, room, month);
  if (!current) return { ok: true, usage: null, ...back };
  return { ...usageBetween(back.previous?.value, current.value, back.swaps), ...back };
}

/**
 * A reading checked both ways: against the room's reading before (and meter changes since), and as
 * the "previous" of the room's next reading, which must still be reachable from it.
 */
export function readingProblem(sheets: readonly Sheet[], room: string, month: string, value: number): string | undefined {
  const back = lookBack(sheets, room, month);
  const before = usageBetween(back.previous?.value, value, back.swaps);
  if (!before.ok) return usageProblemText(before);
  const ahead = lookAhead(sheets, room, month);
  if (!ahead.next && !ahead.swaps.length) return undefined;
  const after = usageBetween(value, ahead.next?.value, ahead.swaps);
  if (after.ok) return undefined;
  if (after.problem === 'old_below_previous') {
    const swap = ahead.swaps[after.swap ?? 0]!;
    return `Chỉ số lớn hơn chỉ số cuối đồng hồ cũ (${swap.old_final}) khi thay đồng hồ ngày ${swap.date}`;
  }
  return `Chỉ số lớn hơn chỉ số tháng ${monthText(ahead.next!.month)} (${ahead.next!.value})`;
}

/** The problems of a save, each on its room's field (`readings.<i>.value`). */
export function readingProblems(sheets: readonly Sheet[], month: string, readings: readonly { room_id: string; value: number }[]): FieldError[] {
  return readings.flatMap((r, i) => {
    const problem = readingProblem(sheets, r.room_id, month, r.value);
    return problem ? [{ path: `readings.${i}.value`, message: `Phòng ${r.room_id}: ${problem}` }] : [];
  });
}

/** The sheets as they would be with the room's meter change of `month` replaced (or removed). */
function withSwap(sheets: readonly Sheet[], room: string, month: string, swap: SheetSwap | undefined): Sheet[] {
  const out = sheets.filter((s) => s.month !== month);
  const base = sheets.find((s) => s.month === month);
  const { [room]: _old, ...others } = base?.meter_changes ?? {};
  // Building and type do not matter to the checks: only months, readings and changes do.
  if (base || swap) out.push({ ...(base ?? emptySheet('BN', 'E', month)), meter_changes: swap ? { ...others, [room]: swap } : others });
  return out;
}

/**
 * A meter change checked against the room's readings around it: the old meter's final reading not
 * below the reading before, and the next reading (this month's, else the next one taken) not below the
 * new meter's start. `swap` undefined: the change is being removed, and the readings must still hold.
 */
export function swapProblem(
  sheets: readonly Sheet[],
  room: string,
  month: string,
  swap: SheetSwap | undefined,
): { field: string; message: string } | undefined {
  const changed = withSwap(sheets, room, month, swap);
  const back = lookBack(changed, room, month);
  const reading = readingOf(
    changed.find((s) => s.month === month),
    room,
  );
  const ahead = reading ? { next: { value: reading.value, month }, swaps: [] } : lookAhead(changed, room, month);
  const chain = [...back.swaps, ...ahead.swaps];
  const r = usageBetween(back.previous?.value, ahead.next?.value, chain);
  if (r.ok) return undefined;
  if (r.problem === 'old_below_previous') {
    const at = chain[r.swap ?? 0]!;
    return at === swap
      ? { field: 'old_final', message: `Chỉ số cuối đồng hồ cũ nhỏ hơn chỉ số kỳ trước (${r.floor})` }
      : { field: 'date', message: `Lần thay đồng hồ ngày ${at.date} có chỉ số cuối đồng hồ cũ nhỏ hơn ${r.floor}` };
  }
  const next = ahead.next!;
  if (!swap)
    return {
      field: 'id',
      message: `Phòng ${room} đã có chỉ số tháng ${monthText(next.month)} (${next.value}) nhỏ hơn ${r.floor}: hãy sửa chỉ số trước khi xoá lần thay đồng hồ`,
    };
  return {
    field: 'new_start',
    message: `Chỉ số tháng ${monthText(next.month)} (${next.value}) nhỏ hơn chỉ số ${chain.at(-1) === swap ? 'đầu đồng hồ mới' : 'kỳ trước'} (${r.floor})`,
  };
}

/** The readings a meter change of `month` sits between: the one before, and this month's or the next. */
export function swapNeighbours(sheets: readonly Sheet[], room: string, month: string): Point[] {
  const back = lookBack(sheets, room, month);
  const reading = readingOf(
    sheets.find((s) => s.month === month),
    room,
  );
  const next = reading ? { value: reading.value, month } : lookAhead(sheets, room, month).next;
  return [back.previous, next].filter((p): p is Point => !!p);
}

/**
 * The months whose sheets a write relied on besides its own: from the oldest previous reading to the
 * newest next one. The transaction checks each is unchanged (or still absent).
 */
export function reliedMonths(month: string, points: readonly (Point | undefined)[]): string[] {
  const months = points.filter((p): p is Point => !!p).map((p) => p.month);
  if (!months.length) return [];
  const lo = months.reduce((a, b) => (b < a ? b : a), month);
  const hi = months.reduce((a, b) => (b > a ? b : a), month);
  const out: string[] = [];
  for (let m = lo; m <= hi; m = addMonths(m, 1)) if (m !== month) out.push(m);
  return out;
}

export interface RoomLine {
  room_id: string;
  floor: number;
  status: number;
}

export function chargeOf(building: BuildingCode, type: MeterType, month: string, prices?: readonly DatedPrice[]): { mode: ChargeMode; unit_price: number } {
  const p = priceOn(building, lastDayOf(month), prices);
  if (type === 'E') return { mode: 'per_kwh', unit_price: p.electricity_per_kwh };
  return { mode: p.water.mode, unit_price: p.water.amount };
}

/**
 * The month's table: every room of the building in floor order with its previous reading, the
 * month's reading, meter changes in between, usage, amount and the three-month average before.
 */
export function readingTable(input: {
  building: BuildingCode;
  type: MeterType;
  month: string;
  rooms: readonly RoomLine[];
  sheets: readonly Sheet[];
  /** Occupants staying now, by room: for rooms whose reading did not store them. */
  personsNow: ReadonlyMap<string, number>;
  prices?: readonly DatedPrice[];
}): ReadingTable {
  const { building, type, month, sheets } = input;
  const sheet = sheets.find((s) => s.month === month);
  const price = chargeOf(building, type, month, input.prices);
  const rooms = [...input.rooms].sort((a, b) => a.floor - b.floor || compareNumbered(a.room_id, b.room_id));
  const rows: ReadingRow[] = rooms.map((room) => {
    const current = readingOf(sheet, room.room_id);
    const u = usageIn(sheets, room.room_id, month);
    const usage = u.ok ? u.usage : null;
    const persons = current?.persons ?? input.personsNow.get(room.room_id) ?? 0;
    const history = Array.from({ length: AVERAGE_MONTHS }, (_, i) => {
      const h = usageIn(sheets, room.room_id, addMonths(month, -1 - i));
      return h.ok ? h.usage : null;
    });
    return {
      room_id: room.room_id,
      floor: room.floor,
      room_status: room.status,
      previous: u.previous?.value ?? null,
      previous_month: u.previous?.month ?? null,
      current: current?.value ?? null,
      meter_changes: u.swaps.map((s) => ({ id: s.id, date: s.date, old_final: s.old_final, new_start: s.new_start })),
      usage,
      persons,
      amount: current ? amountOf(price.mode, price.unit_price, usage, persons) : null,
      average: averageUsage(history),
      ...(current ? { entered_by: current.by, entered_at: current.at } : {}),
    };
  });
  return {
    building,
    month,
    type,
    price,
    version: sheet?.version ?? 0,
    rows,
    total_usage: rows.reduce((s, r) => s + (r.usage ?? 0), 0),
    total_amount: rows.reduce((s, r) => s + (r.amount ?? 0), 0),
  };
}

/**
 * The room's meter at a date (the start readings of a stay): a month's reading is taken on its last
 * day, so the newest reading taken by then, unless a meter was fitted since (then the new one's start).
 */
export function startReadingAt(
  sheets: readonly Sheet[],
  room: string,
  date: string,
): { value: number; month: string; source: 'reading' | 'meter_change' } | null {
  const month = date.slice(0, 7);
  const lastTaken = date >= lastDayOf(month) ? month : addMonths(month, -1);
  const back = lookBack(sheets, room, addMonths(lastTaken, 1));
  const fitted = back.swaps.filter((s) => s.date <= date).at(-1);
  if (fitted) return { value: fitted.new_start, month: fitted.date.slice(0, 7), source: 'meter_change' };
  return back.previous ? { ...back.previous, source: 'reading' } : null;
}
