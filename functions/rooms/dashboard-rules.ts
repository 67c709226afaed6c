import { LEAVING_WITHIN_DAYS, OLDEST_DEBTS, REPAIR_OPEN_DAYS, type DashboardBuilding } from '../../shared/api/rooms/dashboard';
import { METER_TYPES } from '../../shared/readings/usage';
import type { BuildingCode } from '../../shared/catalog/buildings';
import { ROOM_STATUS } from '../../shared/catalog/room-status';
import { addDays, daysBetween, lastDayOf } from '../../shared/dates';
import { compareIso, compareNumbered } from '../../shared/text/collate';
import type { UnpaidStay } from '../../shared/api/ledger/debts';
import { byRoomThenStay } from '../../shared/ledger/debt-totals';
import type { Deposit } from '../../shared/api/deposits';
import type { RoomHolding } from './model/room-views';
import type { TodoFigure } from './dashboard-todo-rules';

/** What the dashboard read of one building (dashboard.ts); the figures are computed from it here, purely. */
export interface BuildingFacts {
  building: BuildingCode;
  /** The building's rooms: status, standing notice, the deposit each was last given. */
  rooms: RoomHolding[];
  /** Rooms someone stays in this month (dashboard-facts.ts: the occupied statuses, or who stays now). */
  occupied: ReadonlySet<string>;
  /** The deposits the rooms point at (`active_deposit_id`). */
  deposits: (Pick<Deposit, 'id' | 'room_id' | 'status' | 'customer_name' | 'date' | 'expected_move_in_date'> & { slip_no?: string })[];
  /** Who owes now: the unpaid rent report's total, rows and oldest debts (dashboard-facts.ts: kept, or from the report's rows). */
  unpaid: DashboardBuilding['unpaid'];
  /** This month's reading sheets' rooms, per type. */
  readings: Record<(typeof METER_TYPES)[number], ReadonlySet<string>>;
  repairs: { id: string; book: string; room_id?: string; common_area?: string; description: string; reported_on: string }[];
}

/** Rooms someone stays in this month from who stays now: moved in by the month's end (the reading control's rule for a month not billed yet). */
export function occupiedByStaying(staying: readonly { room_id: string; check_in_date: string }[], today: string): Set<string> {
  const lastDay = lastDayOf(today.slice(0, 7));
  return new Set(staying.filter((c) => c.check_in_date <= lastDay).map((c) => c.room_id));
}

const OCCUPIED: readonly number[] = [ROOM_STATUS.CHECKED_IN, ROOM_STATUS.NOTICE, ROOM_STATUS.NOTICE_AND_DEPOSIT];

/**
 * The same from the building's kept statuses (kernel/model/room-figures.ts): a tenant lives in the
 * room (status 2, 3, 4) and, for a check-in kept with its date, moved in by the month's end (a notice
 * can only follow a stay already begun).
 */
export function occupiedByStatus(statuses: ReadonlyMap<string, number>, checkIns: ReadonlyMap<string, string>, today: string): Set<string> {
  const lastDay = lastDayOf(today.slice(0, 7));
  return new Set(
    [...statuses].filter(([room, s]) => OCCUPIED.includes(s) && (s !== ROOM_STATUS.CHECKED_IN || (checkIns.get(room) ?? '') <= lastDay)).map(([room]) => room),
  );
}

const STATUSES = [ROOM_STATUS.EMPTY, ROOM_STATUS.DEPOSITED, ROOM_STATUS.CHECKED_IN, ROOM_STATUS.NOTICE, ROOM_STATUS.NOTICE_AND_DEPOSIT] as number[];

/**
 * The unpaid rent of the building now, from the unpaid rent report's own rows (kernel/ledger/stay-debts
 * `unpaidNow`: the stays' open accounts), so the figure is the report's total and each debt's oldest
 * month the report's: the oldest debts first (`oldestOf`), one per stay, with its tenant.
 */
export function unpaidOf(rows: readonly UnpaidStay[]): DashboardBuilding['unpaid'] {
  const owing = rows.filter((r) => r.unpaid > 0);
  return { total: owing.reduce((s, r) => s + r.unpaid, 0), stays: owing.length, oldest: oldestOf(owing) };
}

/**
 * The same from what is kept (kernel/ledger/owing-now.ts): the report's total and number of rows from
 * 1311's kept sides, the oldest debts from the first rows of the owing index.
 */
export const unpaidFromKept = (k: { total: number; stays: number; oldest: readonly UnpaidStay[] }): DashboardBuilding['unpaid'] => ({
  total: k.total,
  stays: k.stays,
  oldest: oldestOf(k.oldest.filter((r) => r.unpaid > 0)),
});

/**
 * The `OLDEST_DEBTS` oldest of the rows (given in the report's order, by room then stay): by their
 * oldest open item's date, the larger debt first, then by room; a room of old data (no items) last.
 * The owing index keeps its items in this same order (kernel/ledger/owing-order.ts).
 */
function oldestOf(owing: readonly UnpaidStay[]): DashboardBuilding['unpaid']['oldest'] {
  const since = (r: UnpaidStay) => r.months[0]?.date ?? '9999-12-31';
  return [...owing]
    .sort((a, b) => compareIso(since(a), since(b)) || b.unpaid - a.unpaid || compareNumbered(a.room_id, b.room_id) || byRoomThenStay(a, b))
    .slice(0, OLDEST_DEBTS)
    .map((r) => ({
      room_id: r.room_id,
      stay_id: r.stay_id,
      ...(r.customer_name ? { customer_name: r.customer_name } : {}),
      ...(r.contract_no ? { contract_no: r.contract_no } : {}),
      status: r.status,
      unpaid: r.unpaid,
      oldest_month: r.oldest_month,
    }));
}

export function buildingFigures(f: BuildingFacts, today: string): Omit<DashboardBuilding, TodoFigure> {
  const rooms = [...f.rooms].sort((a, b) => compareNumbered(a.room_id, b.room_id));

  const horizon = addDays(today, LEAVING_WITHIN_DAYS);
  const leaving = rooms
    .filter((r) => r.status === ROOM_STATUS.NOTICE && r.notice?.expected_leave_date && r.notice.expected_leave_date <= horizon)
    .map((r) => ({ room_id: r.room_id, notice_date: r.notice!.date, expected_leave_date: r.notice!.expected_leave_date! }))
    .sort((a, b) => compareIso(a.expected_leave_date, b.expected_leave_date) || compareNumbered(a.room_id, b.room_id));
  const relet = rooms
    .filter((r) => r.status === ROOM_STATUS.NOTICE_AND_DEPOSIT)
    .map((r) => ({ room_id: r.room_id, ...(r.notice?.expected_leave_date ? { expected_leave_date: r.notice.expected_leave_date } : {}) }));

  const holding = new Set(
    rooms.filter((r) => [ROOM_STATUS.DEPOSITED, ROOM_STATUS.NOTICE_AND_DEPOSIT].includes(r.status as never)).map((r) => r.active_deposit_id),
  );
  const overdue_deposits = f.deposits
    .filter((d) => holding.has(d.id) && d.status === 'active' && d.expected_move_in_date < today)
    .map((d) => ({
      room_id: d.room_id,
      deposit_id: d.id,
      ...(d.slip_no ? { slip_no: d.slip_no } : {}),
      customer_name: d.customer_name,
      date: d.date,
      expected_move_in_date: d.expected_move_in_date,
      days_late: daysBetween(d.expected_move_in_date, today),
    }))
    .sort((a, b) => compareIso(a.expected_move_in_date, b.expected_move_in_date) || compareNumbered(a.room_id, b.room_id));

  const inOrder = rooms.map((r) => r.room_id).filter((id) => f.occupied.has(id));
  const missing_readings = METER_TYPES.map((type) => ({ type, rooms: inOrder.filter((id) => !f.readings[type].has(id)) }));

  const open_repairs = f.repairs
    .map((r) => ({
      id: r.id,
      book: r.book,
      ...(r.room_id ? { room_id: r.room_id } : {}),
      place: r.room_id ? `Phòng ${r.room_id}` : (r.common_area ?? ''),
      description: r.description,
      reported_on: r.reported_on,
      days_open: daysBetween(r.reported_on, today),
    }))
    .filter((r) => r.days_open >= REPAIR_OPEN_DAYS);

  return {
    building: f.building,
    rooms: rooms.length,
    by_status: STATUSES.map((status) => ({ status, count: rooms.filter((r) => r.status === status).length })),
    leaving,
    relet,
    overdue_deposits,
    unpaid: f.unpaid,
    missing_readings,
    open_repairs,
  };
}
