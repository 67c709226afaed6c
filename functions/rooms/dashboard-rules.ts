import { LEAVING_WITHIN_DAYS, OLDEST_DEBTS, REPAIR_OPEN_DAYS, type DashboardBuilding } from '../../shared/api/dashboard';
import { METER_TYPES } from '../../shared/readings/usage';
import type { BuildingCode } from '../../shared/catalog/buildings';
import { ROOM_STATUS } from '../../shared/catalog/room-status';
import { addDays, daysBetween, lastDayOf } from '../../shared/dates';
import { compareIso, compareNumbered } from '../../shared/text/collate';
import { monthlyTotals, sumBefore } from '../core/ledger/rollup-fields';

/** What the dashboard read of one building (dashboard-reads.ts); the figures are computed from it here, purely. */
export interface BuildingFacts {
  building: BuildingCode;
  /** The building's room items as stored (status, `notice`, `active_deposit_id`). */
  rooms: Record<string, unknown>[];
  /** Who stays now: one line per customer (`room_id`, `check_in_date`). */
  staying: { room_id: string; check_in_date: string }[];
  /** The deposits the rooms point at (`active_deposit_id`). */
  deposits: Record<string, unknown>[];
  /** The building's room objects of `ROLLUP#OBJ#1311`. */
  debts: Record<string, unknown>[];
  /** This month's reading sheets' rooms, per type. */
  readings: Record<(typeof METER_TYPES)[number], ReadonlySet<string>>;
  repairs: { id: string; book: string; room_id?: string; common_area?: string; description: string; reported_on: string }[];
}

const STATUSES = [ROOM_STATUS.EMPTY, ROOM_STATUS.DEPOSITED, ROOM_STATUS.CHECKED_IN, ROOM_STATUS.NOTICE, ROOM_STATUS.NOTICE_AND_DEPOSIT] as number[];

/**
 * The unpaid rent of the building's rooms at `month`, as the unpaid rent report counts it (closing 1311
 * per room object, owing when positive), and each debt's oldest month: receipts settle the oldest
 * debits first, so what is owed is the newest debits — walking the room's months back until they cover
 * the balance names the oldest one still owed.
 */
export function unpaidOf(building: BuildingCode, items: readonly Record<string, unknown>[], month: string): DashboardBuilding['unpaid'] {
  const prefix = `room:${building}-`;
  const byObject = new Map<string, Record<string, unknown>[]>();
  for (const i of items) {
    const object = String(i.object);
    if (object.startsWith(prefix)) byObject.set(object, [...(byObject.get(object) ?? []), i]);
  }
  const owing = [...byObject].flatMap(([object, parts]) => {
    const unpaid = parts.reduce((s, i) => {
      const { debit, credit } = sumBefore(i, month, true);
      return s + debit - credit;
    }, 0);
    if (unpaid <= 0) return [];
    const debits = new Map<string, number>();
    for (const p of parts) for (const [m, t] of monthlyTotals(p)) if (m <= month) debits.set(m, (debits.get(m) ?? 0) + t.debit);
    let left = unpaid;
    let oldest: string | null = null;
    for (const m of [...debits.keys()].sort().reverse()) {
      if (left <= 0) break;
      if (debits.get(m)! > 0) {
        oldest = m;
        left -= debits.get(m)!;
      }
    }
    return [{ room_id: object.slice(prefix.length), unpaid, oldest_month: oldest }];
  });
  const oldest = [...owing]
    .sort((a, b) => compareIso(a.oldest_month ?? '', b.oldest_month ?? '') || b.unpaid - a.unpaid || compareNumbered(a.room_id, b.room_id))
    .slice(0, OLDEST_DEBTS);
  return { total: owing.reduce((s, r) => s + r.unpaid, 0), rooms: owing.length, oldest };
}

export function buildingFigures(f: BuildingFacts, today: string): DashboardBuilding {
  const month = today.slice(0, 7);
  const rooms = [...f.rooms].sort((a, b) => compareNumbered(String(a.room_id), String(b.room_id)));
  const statusOf = (r: Record<string, unknown>) => Number(r.status);
  const notice = (r: Record<string, unknown>) => (r.notice ?? undefined) as { date: string; expected_leave_date?: string } | undefined;

  const horizon = addDays(today, LEAVING_WITHIN_DAYS);
  const leaving = rooms
    .filter((r) => statusOf(r) === ROOM_STATUS.NOTICE && notice(r)?.expected_leave_date && notice(r)!.expected_leave_date! <= horizon)
    .map((r) => ({ room_id: String(r.room_id), notice_date: notice(r)!.date, expected_leave_date: notice(r)!.expected_leave_date! }))
    .sort((a, b) => compareIso(a.expected_leave_date, b.expected_leave_date) || compareNumbered(a.room_id, b.room_id));
  const relet = rooms
    .filter((r) => statusOf(r) === ROOM_STATUS.NOTICE_AND_DEPOSIT)
    .map((r) => ({ room_id: String(r.room_id), ...(notice(r)?.expected_leave_date ? { expected_leave_date: notice(r)!.expected_leave_date! } : {}) }));

  const holding = new Set(rooms.filter((r) => [ROOM_STATUS.DEPOSITED, ROOM_STATUS.NOTICE_AND_DEPOSIT].includes(statusOf(r) as never)).map((r) => String(r.active_deposit_id)));
  const overdue_deposits = f.deposits
    .filter((d) => holding.has(String(d.id)) && d.status === 'active' && String(d.expected_move_in_date) < today)
    .map((d) => ({
      room_id: String(d.room_id),
      deposit_id: String(d.id),
      ...(d.slip_no ? { slip_no: String(d.slip_no) } : {}),
      customer_name: String(d.customer_name ?? ''),
      date: String(d.date),
      expected_move_in_date: String(d.expected_move_in_date),
      days_late: daysBetween(String(d.expected_move_in_date), today),
    }))
    .sort((a, b) => compareIso(a.expected_move_in_date, b.expected_move_in_date) || compareNumbered(a.room_id, b.room_id));

  // Staying this month: someone stays now and moved in by the month's end (the reading control's rule for a month not billed yet).
  const staying = new Set(f.staying.filter((c) => c.check_in_date <= lastDayOf(month)).map((c) => c.room_id));
  const inOrder = rooms.map((r) => String(r.room_id)).filter((id) => staying.has(id));
  const missing_readings = METER_TYPES.map((type) => ({ type, rooms: inOrder.filter((id) => !f.readings[type].has(id)) }));

  const open_repairs = f.repairs.map((r) => ({
    id: r.id,
    book: r.book,
    ...(r.room_id ? { room_id: r.room_id } : {}),
    place: r.room_id ? `Phòng ${r.room_id}` : (r.common_area ?? ''),
    description: r.description,
    reported_on: r.reported_on,
    days_open: daysBetween(r.reported_on, today),
  })).filter((r) => r.days_open >= REPAIR_OPEN_DAYS);

  return {
    building: f.building,
    rooms: rooms.length,
    by_status: STATUSES.map((status) => ({ status, count: rooms.filter((r) => statusOf(r) === status).length })),
    leaving,
    relet,
    overdue_deposits,
    unpaid: unpaidOf(f.building, f.debts, month),
    missing_readings,
    open_repairs,
  };
}
