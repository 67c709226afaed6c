import * as z from 'zod';
import { endpoint } from '../endpoint';
import { buildingCode, isoDate, isoMonth } from '../common';
import { meterType } from '../readings/meter-type';
import { STAY_DEBT_STATUSES } from '../../catalog/receivables';
import { REPAIR_BOOKS } from '../repairs';
import { VEHICLE_TYPES } from '../customers/vehicles';

/**
 * The dashboard (/dashboard): what needs doing today, per building, from what the product already
 * keeps — rooms by status, the vacancy forecast (notices and re-let rooms), deposits past their
 * move-in date, unpaid rent, readings missing this month, repairs open too long. Each figure is the
 * same as the list it links to shows. One request, never a history walk: each building's room
 * statuses are one kept item, and only the rooms to act on are read (docs/table-design.md).
 *
 * Issue 23 (item 10): what a manager acts on today — refunds waiting to be paid, unpaid repair
 * timesheets, vehicle cards to collect, months not billed yet, the cash boxes' balances, rooms leaving
 * this week — each read from what its own screen reads, over a bounded window of months.
 */

/** Notices whose expected leave date falls within this many days from today (or has passed) count as leaving. */
export const LEAVING_WITHIN_DAYS = 30;
/** A repair request open this many days or more needs a look. */
export const REPAIR_OPEN_DAYS = 7;
/** The oldest debts shown per building. */
export const OLDEST_DEBTS = 5;
/** Rooms under notice whose expected leave date is within this many days from today (today included), or passed. */
export const LEAVING_WEEK_DAYS = 7;
/** Refunds waiting to be paid: the pending return deposits of check-outs in this many months back to this one (/bao-cao-tra-coc's range). */
export const REFUND_MONTHS = 12;
/** Unpaid repair timesheets: the timesheets of this many months back to this one (each book's monthly totals). */
export const TIMESHEET_MONTHS = 3;
/** Months not billed yet: the completed months of this window after the building's newest billing run. */
export const BILLING_MONTHS = 12;

export const dashboardBuilding = z.object({
  building: buildingCode,
  rooms: z.number().int(),
  by_status: z.array(z.object({ status: z.number().int(), count: z.number().int() })).describe('statuses 0–4, each once'),
  leaving: z
    .array(z.object({ room_id: z.string(), notice_date: isoDate, expected_leave_date: isoDate }))
    .describe(`rooms given notice (status 3) expected to leave within ${LEAVING_WITHIN_DAYS} days or already due, soonest first`),
  relet: z
    .array(z.object({ room_id: z.string(), expected_leave_date: isoDate.optional() }))
    .describe('rooms given notice whose next tenant has already paid a deposit (status 4)'),
  overdue_deposits: z
    .array(
      z.object({
        room_id: z.string(),
        deposit_id: z.string(),
        slip_no: z.string().optional(),
        customer_name: z.string(),
        date: isoDate,
        expected_move_in_date: isoDate,
        days_late: z.number().int(),
      }),
    )
    .describe('deposits still holding a room whose expected move-in date has passed, oldest first'),
  unpaid: z.object({
    total: z
      .number()
      .int()
      .describe(
        'Σ of what the stays owe now (their open items, future-dated ones included): the unpaid rent report’s total for this month, read from 1311’s kept sides',
      ),
    stays: z
      .number()
      .int()
      .describe('rows of the unpaid rent report: stays owing (departed tenants included), and rooms of old data; no count of rooms: nothing keeps it'),
    oldest: z
      .array(
        z.object({
          room_id: z.string(),
          stay_id: z.string().nullable().describe('null: a room of old data (its 1311 still on the room object)'),
          customer_name: z.string().optional(),
          contract_no: z.string().optional(),
          status: z.enum(STAY_DEBT_STATUSES).nullable().describe('checked_out: a departed tenant who still owes'),
          unpaid: z.number().int(),
          oldest_month: isoMonth.nullable().describe('month of its oldest open item, as the unpaid rent report shows it'),
        }),
      )
      .describe(`the ${OLDEST_DEBTS} oldest debts: by oldest open item, then the larger first, then by room (the owing index’s order)`),
  }),
  missing_readings: z
    .array(z.object({ type: meterType, rooms: z.array(z.string()) }))
    .describe('rooms someone stays in without this month’s reading, per meter type (E, W)'),
  open_repairs: z
    .array(
      z.object({
        id: z.string(),
        book: z.string(),
        room_id: z.string().optional(),
        place: z.string(),
        description: z.string(),
        reported_on: isoDate,
        days_open: z.number().int(),
      }),
    )
    .describe(`repair requests not completed, reported ${REPAIR_OPEN_DAYS} days ago or more, oldest first`),
  leaving_week: z
    .array(z.object({ room_id: z.string(), status: z.number().int(), expected_leave_date: isoDate, days_left: z.number().int() }))
    .describe(`rooms under notice (status 3 or 4) expected to leave within ${LEAVING_WEEK_DAYS} days (today included) or already due, soonest first`),
  refunds: z
    .object({
      from: isoDate.describe('the first leave date read (the window’s first day)'),
      count: z.number().int(),
      total: z.number().int(),
      oldest: z.array(
        z.object({ id: z.string(), room_id: z.string(), customer_name: z.string(), contract_no: z.string(), leave_date: isoDate, amount: z.number().int() }),
      ),
    })
    .describe(
      `refunds waiting to be paid: the pending return deposits of check-outs of the last ${REFUND_MONTHS} months, as /bao-cao-tra-coc lists them; the ${OLDEST_DEBTS} oldest`,
    ),
  timesheets: z
    .object({
      count: z.number().int(),
      total: z.number().int(),
      months: z.array(z.object({ book: z.enum(REPAIR_BOOKS), month: isoMonth, count: z.number().int(), total: z.number().int() })),
    })
    .describe(
      `repair timesheets not paid yet of the last ${TIMESHEET_MONTHS} months, per book and month (each the unpaid of that month’s totals per repairman)`,
    ),
  cards_to_collect: z
    .array(
      z.object({
        id: z.string(),
        room_id: z.string(),
        card_no: z.string(),
        tenant: z.string(),
        vehicle_type: z.enum(VEHICLE_TYPES),
        plate: z.string().optional(),
      }),
    )
    .describe('vehicle cards still out that no vehicle of a stay running now holds (the tenant left or changed vehicle), as /the-xe lists them'),
  unbilled_months: z
    .array(isoMonth)
    .describe(`completed months (before this one) after the building’s newest billing run, within the last ${BILLING_MONTHS} months, oldest first`),
  cash: z
    .object({ wallet: z.number().int(), balance: z.number().int() })
    .describe('the building’s cash box (MA and MT share one): its book’s balance at the end of today'),
});
export type DashboardBuilding = z.infer<typeof dashboardBuilding>;

export const dashboard = z.object({
  today: isoDate,
  month: isoMonth,
  buildings: z.array(dashboardBuilding),
  cash: z
    .array(z.object({ wallet: z.number().int(), balance: z.number().int() }))
    .describe('the cash boxes of the buildings asked, each once (wallets 6–10 for all): the books’ balances at the end of today'),
  today_actions: z.number().int().describe('log lines written today (every building): a kept count, never a capped list'),
});
export type Dashboard = z.infer<typeof dashboard>;

export const getDashboard = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/dashboard',
  summary:
    'Tổng quan: phòng theo trạng thái, phòng sắp trống, trả phòng trong tuần, cọc quá hạn nhận phòng, tiền phòng chưa thu, chỉ số điện nước còn thiếu, sửa chữa mở quá 7 ngày, cọc chờ trả, công sửa chữa chưa trả, thẻ xe cần thu, tháng chưa tính tiền, quỹ tiền mặt, số thao tác hôm nay — của một toà hoặc mọi toà',
  query: z.strictObject({ building: z.union([buildingCode, z.literal('all')], { error: 'Toà nhà không hợp lệ' }).default('all') }),
  response: dashboard,
});
