import type { BillCheck, BillLine } from '../../../shared/api/bills';
import { BILL_LINE_NAMES } from '../../../shared/api/bills';
import { addDays, addMonths, daysBetween, daysInMonth, lastDayOf } from '../../../shared/dates';
import type { LineInput } from '../../kernel/ledger/entry';

/** Pure rules of the monthly bill (business rules §5, §7); the check-out's final bill uses the rent rules too. */

/** Round to the nearest 1,000 đ (halves up), integers only. */
export const round1000 = (numerator: number, denominator: number): number => Math.floor((numerator * 2 + denominator * 1000) / (denominator * 2000)) * 1000;

export interface RentStep {
  from: string;
  rent: number;
}

/** The rent in force on `date`: the newest entry of the history dated on or before it. */
export function rentOn(history: readonly RentStep[], date: string): number {
  let best: RentStep | undefined;
  for (const h of history) if (h.from <= date && (!best || h.from >= best.from)) best = h;
  return best?.rent ?? history[0]?.rent ?? 0;
}

/** Rent of the days `from` (counted) to `to` (not counted), at every rent in force, to the nearest 1,000 đ over the month's days. */
export function rentOfDays(history: readonly RentStep[], from: string, to: string, month: string) {
  const dim = daysInMonth(month);
  const days = Math.max(0, daysBetween(from, to));
  const cuts = [...new Set(history.map((h) => h.from).filter((d) => d > from && d < to))].sort();
  // One rent over the whole month is billed as it is, not rounded.
  if (days === dim && !cuts.length) return { days, daysInMonth: dim, amount: rentOn(history, from) };
  let rentDays = 0;
  let cursor = from;
  for (const cut of [...cuts, to]) {
    rentDays += rentOn(history, cursor) * Math.max(0, daysBetween(cursor, cut));
    cursor = cut;
  }
  return { days, daysInMonth: dim, amount: round1000(rentDays, dim) };
}

/** What the run needs of a stay. */
export interface StayLine {
  id: string;
  start_date: string;
  leave_date?: string;
  status: string;
  rent: number;
  rent_history: readonly RentStep[];
  contract_no: string;
  customer_name: string;
}

/**
 * The stay month M bills: not removed, started by M's last day, and not left by then (a stay that
 * leaves within M is billed by its check-out's final bill, from the 1st of M to its leave date).
 */
export function billableStay<S extends StayLine>(stays: readonly S[], month: string): S | undefined {
  const last = lastDayOf(month);
  return stays
    .filter((s) => s.status !== 'removed' && s.start_date <= last && (!s.leave_date || s.leave_date > last))
    .sort((a, b) => (a.start_date < b.start_date ? 1 : -1))[0];
}

/** Whether anyone stayed in the room on some day of M (a stay that left within M counts). */
export const occupiedIn = (stays: readonly StayLine[], month: string) =>
  stays.some((s) => s.status !== 'removed' && s.start_date <= lastDayOf(month) && (!s.leave_date || s.leave_date > `${month}-01`));

/** A room's meter row of the month, as the reading table gives it. */
export interface MeterRow {
  current: number | null;
  usage: number | null;
  amount: number | null;
  persons: number;
}

export interface RoomInput {
  room_id: string;
  stays: readonly StayLine[];
  electricity?: MeterRow;
  water?: MeterRow;
  water_mode: 'per_person' | 'per_m3';
  electricity_price: number;
  water_price: number;
  internet: number;
}

export interface PlannedBill {
  room_id: string;
  stay?: StayLine;
  lines: BillLine[];
  total: number;
  checks: BillCheck[];
}

/** The bill of one room for month M, or the checks that block it (a room nobody stayed in bills nothing). */
export function planBill(month: string, r: RoomInput): PlannedBill {
  const checks: BillCheck[] = [];
  const stay = billableStay(r.stays, month);
  const e = r.electricity;
  const w = r.water;
  if (!stay) {
    const used = (e?.usage ?? 0) > 0 || (w?.usage ?? 0) > 0;
    if (used && !occupiedIn(r.stays, month))
      checks.push({ room_id: r.room_id, kind: 'vacant_usage', message: `Phòng ${r.room_id} trống nhưng có số điện/nước dùng trong tháng` });
    return { room_id: r.room_id, lines: [], total: 0, checks };
  }
  const first = `${month}-01`;
  const from = stay.start_date > first ? stay.start_date : first;
  const history = stay.rent_history.length ? stay.rent_history : [{ from: stay.start_date, rent: stay.rent }];
  const rent = rentOfDays(history, from, addDays(lastDayOf(month), 1), month);
  if (rentOn(history, from) <= 0) checks.push({ room_id: r.room_id, kind: 'no_rent', message: `Phòng ${r.room_id} chưa có giá thuê` });
  // Water per person needs no meter: persons × price, pro-rated by the days like the rent.
  const perPerson = r.water_mode === 'per_person';
  const persons = w?.persons ?? 0;
  const waterAmount = perPerson ? round1000(r.water_price * persons * rent.days, rent.daysInMonth) : (w?.amount ?? 0);
  const metered: [string, MeterRow | undefined, string][] = [
    ['electricity', e, 'điện'],
    ...(perPerson ? [] : [['water', w, 'nước'] as [string, MeterRow | undefined, string]]),
  ];
  for (const [kind, row, name] of metered) {
    if (!row || row.current === null)
      checks.push({ room_id: r.room_id, kind: 'no_reading', message: `Phòng ${r.room_id} đang ở nhưng chưa có chỉ số ${name} tháng này` });
    else if (row.usage === null || row.amount === null)
      checks.push({ room_id: r.room_id, kind: 'bad_reading', message: `Phòng ${r.room_id}: chỉ số ${name} không tính được lượng dùng (${kind})` });
  }
  const lines: BillLine[] = [
    {
      kind: 'rent',
      label: rent.days === rent.daysInMonth ? BILL_LINE_NAMES.rent : `${BILL_LINE_NAMES.rent} ${rent.days}/${rent.daysInMonth} ngày`,
      quantity: rent.days,
      unit_price: rentOn(history, from),
      amount: rent.amount,
    },
    {
      kind: 'electricity',
      label: `${BILL_LINE_NAMES.electricity} ${e?.usage ?? 0} kWh`,
      quantity: e?.usage ?? 0,
      unit_price: r.electricity_price,
      amount: e?.amount ?? 0,
    },
    {
      kind: 'water',
      label: perPerson ? `${BILL_LINE_NAMES.water} ${persons} người` : `${BILL_LINE_NAMES.water} ${w?.usage ?? 0} m³`,
      quantity: perPerson ? persons : (w?.usage ?? 0),
      unit_price: r.water_price,
      amount: waterAmount,
    },
    ...(r.internet > 0 ? [{ kind: 'internet' as const, label: BILL_LINE_NAMES.internet, quantity: null, unit_price: null, amount: r.internet }] : []),
  ];
  return { room_id: r.room_id, stay, lines, total: lines.reduce((s, l) => s + l.amount, 0), checks };
}

/** The number people know a bill by: BT-<building><YYMM>-<room> (bảng tính tiền), one per room and month. */
export const billNo = (building: string, month: string, roomId: string) => `BT-${building}${month.slice(2, 4)}${month.slice(5, 7)}-${roomId}`;
export const billId = (building: string, month: string, roomId: string) => `${building}-${month}-${roomId}`;

/**
 * The bill's journal lines (business rules §7): Dr 1311 (object: the stay) for the total, Cr 5111 per
 * line item — except a repair the tenant caused, Cr 7111: making good a damage is not rent or a service
 * sold (5111) but other income, set against the repair's own cost in 8111. Zero lines post nothing.
 */
export function billLines(
  lines: readonly BillLine[],
  month: string,
  stay: { account_key: string; object: string; object_name: string },
  roomLabel: string,
): LineInput[] {
  const total = lines.reduce((s, l) => s + l.amount, 0);
  const period = `${month.slice(5, 7)}/${month.slice(0, 4)}`;
  if (total <= 0) return [];
  return [
    { ...stay, debit: total, description: `Hoá đơn tháng ${period} ${roomLabel}` },
    ...lines
      .filter((l) => l.amount > 0)
      .map((l): LineInput => ({
        account_key: l.kind === 'repair' ? 'other_income' : 'room_revenue',
        credit: l.amount,
        description: `${l.label} tháng ${period} - ${roomLabel}`,
      })),
  ];
}

/** The months of a range, for a search (`from`..`to`, both `YYYY-MM`). */
export function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) out.push(m);
  return out;
}
