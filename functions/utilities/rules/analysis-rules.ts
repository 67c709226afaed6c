import type { AnalysisRow, FlagCode, UtilitySettings } from '../../../shared/api/utilities';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import { DEVICES, PER_PERSON, type DeviceCode } from '../../../shared/catalog/devices';
import { addMonths } from '../../../shared/dates';
import { compareNumbered } from '../../../shared/text/collate';
import { METER_UNITS, type MeterType } from '../../../shared/readings/usage';
import { readingOf, usageIn, type Sheet } from '../../readings';

/**
 * The consumption analysis (business rules §6) as pure functions of the stored reading sheets: each
 * room's use in M, M−1 and M−2, their average, the differences and rates, and the one flag that applies
 * ("beyond the spec"). No I/O here: unit-tested as is; consumption-analysis.ts reads and writes.
 */

/** The months before M whose sheets the analysis reads: M−3's use (the median) needs a previous reading. */
export const ANALYSIS_LOOK_BACK = 6;

/** Half away from zero to 2 decimals, immune to binary fractions (1.005 → 1.01); never −0. */
export function round2(x: number): number {
  const r = (Math.sign(x) * Math.round(Math.abs(x) * 100 + 1e-9)) / 100;
  return r === 0 ? 0 : r;
}

/** A difference as a % of its base, 2 decimals; 0 when the base is 0 (business rules §6). */
export const rateOf = (difference: number, base: number): number => (base === 0 ? 0 : round2((difference / base) * 100));

export type Figures = Pick<
  AnalysisRow,
  | 'two_months_ago_consumption'
  | 'previous_month_consumption'
  | 'consumption'
  | 'average_consumption'
  | 'two_month_difference'
  | 'average_difference'
  | 'two_month_difference_rate'
  | 'average_difference_rate'
>;

/** The spec's figures from the three months' use (M−2, M−1, M). */
export function figuresOf(twoMonthsAgo: number, previous: number, current: number): Figures {
  const average = (twoMonthsAgo + previous + current) / 3;
  const twoMonth = current - previous;
  const vsAverage = current - average;
  return {
    two_months_ago_consumption: twoMonthsAgo,
    previous_month_consumption: previous,
    consumption: current,
    average_consumption: round2(average),
    two_month_difference: round2(twoMonth),
    average_difference: round2(vsAverage),
    two_month_difference_rate: rateOf(twoMonth, previous),
    average_difference_rate: rateOf(vsAverage, average),
  };
}

/** A room's use in a month from the sheets (meter changes counted); missing or unreadable counts as 0. */
export function consumptionIn(sheets: readonly Sheet[], room: string, month: string): number {
  const u = usageIn(sheets, room, month);
  return u.ok ? (u.usage ?? 0) : 0;
}

export function median(values: readonly number[]): number {
  if (!values.length) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export type FlagSettings = Pick<UtilitySettings, 'median_excess' | 'explained_excess' | 'empty_room_tolerance'>;

/** What the persons and devices of a room explain in a month (kWh for E, m³ for W). */
export function expectedUse(type: MeterType, persons: number, devices: readonly DeviceCode[]): number {
  const perPerson = type === 'E' ? PER_PERSON.kwh : PER_PERSON.m3;
  const ofDevices = devices.reduce((sum, code) => sum + (DEVICES.find((d) => d.code === code)?.[type === 'E' ? 'kwh' : 'm3'] ?? 0), 0);
  return persons * perPerson + ofDevices;
}

const num = (n: number) => round2(n).toLocaleString('vi-VN', { maximumFractionDigits: 2 });

/**
 * The first flag that applies, in this order (issue 21 §7: a flag must be one staff can act on):
 * - use in a room empty at both ends of the month (its previous reading's persons and its own) above a
 *   tolerance: a light left on is not flagged, nor a tenant who left during the month;
 * - no use at all in a room lived in all month: a broken or frozen meter, or a reading not taken;
 * - use above the room's own median by more than `median_excess` %, the median of those of M−1..M−3
 *   lived in all month by as many persons as now (`history`): a month a tenant moved in or out, or
 *   another household, is no baseline;
 * - use above what its persons and devices explain by more than `explained_excess` %: water once
 *   someone is registered (persons explain water), electricity once its devices are listed (a room
 *   without any is not yet surveyed: headcount alone would flag every air-con).
 * A zero base flags nothing.
 */
export function flagOf(
  input: {
    type: MeterType;
    consumption: number;
    customer_count: number;
    devices: readonly DeviceCode[];
    history: readonly number[];
    /** The persons of the previous month's reading (who stayed when the month began); unknown: as many as now. */
    personsBefore?: number;
  },
  settings: FlagSettings,
): { flag: FlagCode | null; flag_reason: string | null } {
  const { type, consumption: c, customer_count: persons } = input;
  const before = input.personsBefore ?? persons;
  const unit = METER_UNITS[type];
  const tolerance = type === 'E' ? settings.empty_room_tolerance : settings.empty_room_tolerance / 10;
  if (persons === 0 && before === 0 && c > tolerance)
    return { flag: 'empty_room', flag_reason: `Phòng không có người ở nhưng dùng ${num(c)} ${unit} (cho phép ${num(tolerance)} ${unit})` };
  if (persons > 0 && before > 0 && c === 0)
    return { flag: 'no_use', flag_reason: `${persons} người ở cả tháng nhưng không dùng ${unit} nào: đồng hồ có thể hỏng, đứng hoặc chưa được ghi` };
  const med = median(input.history);
  if (med > 0 && c > med * (1 + settings.median_excess / 100))
    return {
      flag: 'above_median',
      flag_reason: `Dùng ${num(c)} ${unit}, cao hơn ${num(((c - med) / med) * 100)}% so với trung vị 3 tháng trước (${num(med)} ${unit}); ngưỡng ${num(settings.median_excess)}%`,
    };
  // A room nobody has listed devices for is unknown, not bare: headcount alone would flag every air-con.
  const expected = expectedUse(type, persons, input.devices);
  const surveyed = type === 'W' ? persons > 0 : input.devices.length > 0;
  if (surveyed && expected > 0 && c > expected * (1 + settings.explained_excess / 100))
    return {
      flag: 'unexplained',
      flag_reason: `Dùng ${num(c)} ${unit}, cao hơn ${num(((c - expected) / expected) * 100)}% so với mức ước tính ${num(expected)} ${unit} theo ${persons} người${input.devices.length ? ' và thiết bị' : ''}; ngưỡng ${num(settings.explained_excess)}%`,
    };
  return { flag: null, flag_reason: null };
}

export interface AnalysisRoom {
  room_id: string;
  floor: number;
}

export interface RoomNote {
  note: string | null;
  flag_review: AnalysisRow['flag_review'];
}

/**
 * One building's rows of month M, rooms in floor order. `sheets`: the building's sheets of the type
 * from M−6 to M; customer_count: the persons stored with the month's reading, else `personsNow` (only
 * given for the current month), else 0.
 */
export function analysisRows(input: {
  building: BuildingCode;
  type: MeterType;
  month: string;
  rooms: readonly AnalysisRoom[];
  sheets: readonly Sheet[];
  personsNow?: ReadonlyMap<string, number>;
  devicesOf: (room: string) => DeviceCode[];
  notes: ReadonlyMap<string, RoomNote>;
  settings: FlagSettings;
}): AnalysisRow[] {
  const { building, type, month, sheets } = input;
  const sheet = sheets.find((s) => s.month === month);
  const rooms = [...input.rooms].sort((a, b) => a.floor - b.floor || compareNumbered(a.room_id, b.room_id));
  return rooms.map((room) => {
    const use = (back: number) => consumptionIn(sheets, room.room_id, addMonths(month, -back));
    const [current, previous, twoAgo, threeAgo] = [use(0), use(1), use(2), use(3)];
    const customer_count = readingOf(sheet, room.room_id)?.persons ?? input.personsNow?.get(room.room_id) ?? 0;
    // Who stayed at the end of M−k (its reading), so at the start of M−k+1; M−4's is within the sheets read.
    const personsAt = (back: number) =>
      back === 0
        ? customer_count
        : (readingOf(
            sheets.find((s) => s.month === addMonths(month, -back)),
            room.room_id,
          )?.persons ?? 0);
    const baseline = [1, 2, 3]
      .filter((k) => personsAt(k) === customer_count && personsAt(k + 1) > 0 && customer_count > 0)
      .map((k) => [previous, twoAgo, threeAgo][k - 1]!);
    const devices = input.devicesOf(room.room_id);
    const note = input.notes.get(room.room_id);
    // The figures count a month without a reading as 0 (§6); the screen says the room has no data instead.
    const read = usageIn(sheets, room.room_id, month);
    return {
      building,
      room_id: room.room_id,
      floor: room.floor,
      ...(read.ok && read.usage !== null ? {} : { unread: true as const }),
      customer_count,
      devices,
      ...figuresOf(twoAgo, previous, current),
      ...flagOf({ type, consumption: current, customer_count, devices, history: baseline, personsBefore: personsAt(1) }, input.settings),
      flag_review: note?.flag_review ?? null,
      note: note?.note ?? null,
    };
  });
}

/** The spec's fields a finalize compares (the client's rows against the server's recomputed ones). */
export const SPEC_FIELDS = [
  'customer_count',
  'two_months_ago_consumption',
  'previous_month_consumption',
  'consumption',
  'average_consumption',
  'two_month_difference',
  'average_difference',
  'two_month_difference_rate',
  'average_difference_rate',
] as const;

/** How the screen names each compared field (a 409 says which one moved). */
const FIELD_NAMES: Record<(typeof SPEC_FIELDS)[number], string> = {
  customer_count: 'số người',
  two_months_ago_consumption: 'tiêu thụ 2 tháng trước',
  previous_month_consumption: 'tiêu thụ tháng trước',
  consumption: 'tiêu thụ tháng này',
  average_consumption: 'tiêu thụ trung bình',
  two_month_difference: 'chênh lệch 2 tháng',
  average_difference: 'chênh lệch so với trung bình',
  two_month_difference_rate: 'tỷ lệ chênh lệch 2 tháng',
  average_difference_rate: 'tỷ lệ chênh lệch so với trung bình',
};

type Comparable = Pick<AnalysisRow, 'building' | 'room_id' | 'devices' | (typeof SPEC_FIELDS)[number]>;

const sameDevices = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * The first room whose row the client showed differs from the server's (a room missing on either
 * side, a figure, the persons or the devices), described in Vietnamese; undefined when all agree.
 */
export function firstDifference(client: readonly Comparable[], server: readonly Comparable[]): string | undefined {
  const key = (r: Comparable) => `${r.building}#${r.room_id}`;
  const theirs = new Map(client.map((r) => [key(r), r]));
  if (theirs.size !== client.length) return 'Một phòng xuất hiện hai lần';
  for (const row of server) {
    const c = theirs.get(key(row));
    if (!c) return `Thiếu phòng ${row.room_id} toà ${row.building}`;
    const field = SPEC_FIELDS.find((f) => Math.abs(Number(c[f]) - row[f]) > 0.005);
    // In the screen's number format (179,33), not the wire's (179.33): issue 23 §6.
    if (field) return `Phòng ${row.room_id} toà ${row.building}: ${FIELD_NAMES[field]} là ${num(row[field])}, không phải ${num(Number(c[field]))}`;
    if (!sameDevices(c.devices, row.devices)) return `Phòng ${row.room_id} toà ${row.building}: thiết bị đã thay đổi`;
    theirs.delete(key(row));
  }
  const extra = theirs.values().next().value;
  return extra ? `Không có phòng ${extra.room_id} toà ${extra.building}` : undefined;
}
