import * as z from 'zod';
import { endpoint } from '../endpoint';
import { buildingCode, isoDate, isoMonth } from '../common';
import { meterType } from '../readings';
import { STAY_DEBT_STATUSES } from '../../catalog/receivables';

/**
 * The dashboard (/dashboard): what needs doing today, per building, from what the product already
 * keeps — rooms by status, the vacancy forecast (notices and re-let rooms), deposits past their
 * move-in date, unpaid rent, readings missing this month, repairs open too long. Each figure is the
 * same as the list it links to shows. One request, O(rooms) items read, never a history walk.
 */

/** Notices whose expected leave date falls within this many days from today (or has passed) count as leaving. */
export const LEAVING_WITHIN_DAYS = 30;
/** A repair request open this many days or more needs a look. */
export const REPAIR_OPEN_DAYS = 7;
/** The oldest debts shown per building. */
export const OLDEST_DEBTS = 5;

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
    total: z.number().int().describe('Σ of what the stays owe now (their open items): the unpaid rent report’s total for this month'),
    stays: z.number().int().describe('rows of the unpaid rent report: stays owing (departed tenants included), and rooms of old data'),
    rooms: z.number().int().describe('distinct rooms among them'),
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
      .describe(`the ${OLDEST_DEBTS} oldest debts: by oldest open item, then the larger first`),
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
});
export type DashboardBuilding = z.infer<typeof dashboardBuilding>;

export const dashboard = z.object({
  today: isoDate,
  month: isoMonth,
  buildings: z.array(dashboardBuilding),
});
export type Dashboard = z.infer<typeof dashboard>;

export const getDashboard = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/dashboard',
  summary:
    'Tổng quan: phòng theo trạng thái, phòng sắp trống, cọc quá hạn nhận phòng, tiền phòng chưa thu, chỉ số điện nước còn thiếu, sửa chữa mở quá 7 ngày — của một toà hoặc mọi toà',
  query: z.strictObject({ building: z.union([buildingCode, z.literal('all')], { error: 'Toà nhà không hợp lệ' }).default('all') }),
  response: dashboard,
});
