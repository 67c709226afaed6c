import { BILLING_MONTHS, LEAVING_WEEK_DAYS, OLDEST_DEBTS, REFUND_MONTHS, TIMESHEET_MONTHS, type DashboardBuilding } from '../../shared/api/rooms/dashboard';
import { plateKey, type VehicleCard } from '../../shared/api/customers/vehicle-cards';
import type { RepairBook, RepairmanTotal, RepairTimesheet } from '../../shared/api/repairs';
import type { Stay } from '../../shared/api/stays';
import type { PendingRefund } from '../stays';
import type { CardToCollect } from '../customers';
import { ROOM_STATUS } from '../../shared/catalog/room-status';
import { addDays, addMonths, daysBetween, monthsBetween } from '../../shared/dates';
import { compareIso, compareNumbered } from '../../shared/text/collate';
import type { RoomHolding } from './model/room-views';

/**
 * What a manager acts on today (issue 23, item 10), computed purely from what dashboard-todo.ts read
 * with each owning screen's own reads: the figure is what that screen lists, never a figure derived
 * another way.
 */

/** The windows the dashboard reads (each a few month partitions, never the history). */
export const todoWindows = (today: string) => {
  const month = today.slice(0, 7);
  return {
    /** Return deposits by leave date: from the first day of REFUND_MONTHS months back (this one included) through today. */
    refunds: { from: `${addMonths(month, -(REFUND_MONTHS - 1))}-01`, to: today },
    timesheetMonths: Array.from({ length: TIMESHEET_MONTHS }, (_, i) => addMonths(month, i - (TIMESHEET_MONTHS - 1))),
    billingFrom: addMonths(month, -(BILLING_MONTHS - 1)),
  };
};

export interface TodoFacts {
  /** The building's rooms (status, notice): the same read as the notice screen's room states. */
  rooms: RoomHolding[];
  /** Pending return deposits of the refund window (/bao-cao-tra-coc, status pending). */
  refunds: PendingRefund[];
  /** Each book's timesheets of each month of the window (what its monthly totals are made of). */
  timesheets: { book: RepairBook; month: string; sheets: RepairTimesheet[]; totals: RepairmanTotal[] }[];
  /** The cards out and the running stays they were issued to (those of /the-xe's running stays that can hold them). */
  cardsOut: VehicleCard[];
  stays: Pick<Stay, 'id' | 'vehicles'>[];
  /** The cards kept while to collect (the same rule, kept on write), by room and number: when there, the figure is these. */
  cardsKept?: CardToCollect[];
  /** The building's newest billing run within the billing window, if any. */
  newestRun?: string;
  cash: { wallet: number; balance: number };
}

const UNDER_NOTICE: readonly number[] = [ROOM_STATUS.NOTICE, ROOM_STATUS.NOTICE_AND_DEPOSIT];

/** Rooms under notice (3, or 4 with a new deposit waiting) due to leave within the week or already due: the notice screen's rows, soonest first. */
export function leavingWeek(rooms: readonly RoomHolding[], today: string): DashboardBuilding['leaving_week'] {
  const horizon = addDays(today, LEAVING_WEEK_DAYS - 1);
  return rooms
    .filter((r) => UNDER_NOTICE.includes(r.status) && r.notice?.expected_leave_date && r.notice.expected_leave_date <= horizon)
    .map((r) => ({
      room_id: r.room_id,
      status: r.status,
      expected_leave_date: r.notice!.expected_leave_date!,
      days_left: daysBetween(today, r.notice!.expected_leave_date!),
    }))
    .sort((a, b) => compareIso(a.expected_leave_date, b.expected_leave_date) || compareNumbered(a.room_id, b.room_id));
}

/** Refunds waiting to be paid: how many, how much, the oldest first (by leave date). */
export function refundsOf(pending: readonly PendingRefund[], from: string): DashboardBuilding['refunds'] {
  const rows = pending.filter((r) => r.status === 'pending');
  const oldest = [...rows]
    .sort((a, b) => compareIso(a.leave_date, b.leave_date) || compareNumbered(a.room_id, b.room_id))
    .slice(0, OLDEST_DEBTS)
    .map((r) => ({ id: r.id, room_id: r.room_id, customer_name: r.customer_name, contract_no: r.contract_no, leave_date: r.leave_date, amount: r.amount }));
  return { from, count: rows.length, total: rows.reduce((s, r) => s + r.amount, 0), oldest };
}

/** Timesheets not paid yet, per book and month: each month's unpaid is the unpaid of that month's totals per repairman (the screen's "Tổng tiền tháng"). */
export function timesheetsOf(months: TodoFacts['timesheets']): DashboardBuilding['timesheets'] {
  const rows = months
    .map((m) => ({
      book: m.book,
      month: m.month,
      count: m.sheets.filter((s) => s.payment_status !== 'paid').length,
      total: m.totals.reduce((s, t) => s + t.unpaid, 0),
    }))
    .filter((m) => m.count > 0)
    .sort((a, b) => compareIso(a.month, b.month) || a.book.localeCompare(b.book));
  return { count: rows.reduce((s, m) => s + m.count, 0), total: rows.reduce((s, m) => s + m.total, 0), months: rows };
}

/**
 * Cards still out that no vehicle of a stay running now holds: /the-xe matches each running stay's
 * vehicle to the card out of that stay with the same type and plate (plates compared as `plateKey`);
 * the cards left over are the ones to collect.
 */
export function cardsToCollect(out: readonly VehicleCard[], stays: TodoFacts['stays']): DashboardBuilding['cards_to_collect'] {
  const held = new Set<string>();
  for (const s of stays)
    for (const v of s.vehicles) {
      const card = out.find((c) => c.stay_id === s.id && c.vehicle_type === v.type && plateKey(c.plate) === plateKey(v.plate));
      if (card) held.add(card.id);
    }
  return out.filter((c) => !held.has(c.id)).map(cardRow);
}

const cardRow = (c: Pick<VehicleCard, 'id' | 'room_id' | 'card_no' | 'tenant' | 'vehicle_type' | 'plate'>): DashboardBuilding['cards_to_collect'][number] => ({
  id: c.id,
  room_id: c.room_id,
  card_no: c.card_no,
  tenant: c.tenant,
  vehicle_type: c.vehicle_type,
  ...(c.plate ? { plate: c.plate } : {}),
});

/**
 * Completed months (before this one) the building has not billed: those after its newest run; with no
 * run in the window, every completed month of the window. Runs only move forward (the edit lock), so
 * a month before the newest run is not waiting for one.
 */
export function unbilledMonths(newestRun: string | undefined, today: string): string[] {
  const month = today.slice(0, 7);
  const { billingFrom } = todoWindows(today);
  const start = newestRun && newestRun >= billingFrom ? addMonths(newestRun, 1) : billingFrom;
  const last = addMonths(month, -1);
  return start > last ? [] : monthsBetween(start, last);
}

/** The figures of this file; dashboard-rules.ts `buildingFigures` makes the others. */
export type TodoFigure = 'leaving_week' | 'refunds' | 'timesheets' | 'cards_to_collect' | 'unbilled_months' | 'cash';

export function todoFigures(f: TodoFacts, today: string): Pick<DashboardBuilding, TodoFigure> {
  return {
    leaving_week: leavingWeek(f.rooms, today),
    refunds: refundsOf(f.refunds, todoWindows(today).refunds.from),
    timesheets: timesheetsOf(f.timesheets),
    cards_to_collect: f.cardsKept ? f.cardsKept.map(cardRow) : cardsToCollect(f.cardsOut, f.stays),
    unbilled_months: unbilledMonths(f.newestRun, today),
    cash: f.cash,
  };
}
