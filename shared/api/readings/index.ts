import * as z from 'zod';
import { endpoint } from '../endpoint';
import { buildingCode, isoDate, isoMonth, pageOf, pageQuery, queryInt, voucherDate, withinMonths } from '../common';
import { FIRST_BOOK_DATE, vnToday } from '../../dates';
import { meterType } from './meter-type';

/**
 * Meter readings (bảng số điện / bảng số nước) and meter changes (thay đồng hồ), business rules §5:
 * one reading per room, month and type (E electricity, W water); a reading below the previous one is
 * refused unless the meter was changed in between; readings move no money (the monthly billing run
 * charges them) but every write is audited.
 */

export { meterType } from './meter-type';

/** A meter reading: a whole number of kWh or m³, at most 8 digits (a real meter has 5 or 6). */
export const readingValue = z
  .number({ error: 'Vui lòng nhập chỉ số' })
  .int('Chỉ số phải là số nguyên')
  .min(0, 'Chỉ số không được âm')
  .max(99_999_999, 'Chỉ số tối đa 8 chữ số');

/** The month of a reading table: from the first month of the books to this month. */
export const readingMonth = isoMonth.superRefine((m, ctx) => {
  if (m < FIRST_BOOK_DATE.slice(0, 7))
    ctx.addIssue({ code: 'custom', message: `Tháng không được trước ${FIRST_BOOK_DATE.slice(5, 7)}/${FIRST_BOOK_DATE.slice(0, 4)}` });
  else if (m > vnToday().slice(0, 7)) ctx.addIssue({ code: 'custom', message: 'Chưa thể nhập chỉ số cho tháng sau' });
});

const roomId = z.string({ error: 'Vui lòng chọn phòng' }).trim().min(1, 'Vui lòng chọn phòng').max(12, 'Số phòng tối đa 12 ký tự');

/** A meter change as the month's readings see it. */
export const meterSwap = z.object({ id: z.string(), date: isoDate, old_final: z.number().int(), new_start: z.number().int() });

/** One room of a month's reading table. */
export const readingRow = z.object({
  room_id: z.string(),
  floor: z.number().int(),
  room_status: z.number().int().describe('status of the room now (0 empty ... 4)'),
  previous: z.number().int().nullable().describe("the room's newest reading before the month (up to 13 months back)"),
  previous_month: isoMonth.nullable(),
  current: z.number().int().nullable().describe("the month's reading, null if not entered"),
  meter_changes: z.array(meterSwap).describe('meter changes between the previous reading and this month, oldest first'),
  usage: z.number().int().nullable().describe('kWh or m³; null without a previous reading or a current one'),
  persons: z.number().int().describe('occupants charged per person (water): as stored with the reading, else staying now'),
  amount: z.number().int().nullable().describe('đồng: usage × price, or persons × price for water per person'),
  average: z.number().nullable().describe('average usage of the three months before, for the second look'),
  entered_by: z.string().optional(),
  entered_at: z.string().optional(),
});
export type ReadingRow = z.infer<typeof readingRow>;

export const readingTable = z.object({
  building: buildingCode,
  month: isoMonth,
  type: meterType,
  /** The price the month is charged at (dated setting, on the month's last day). */
  price: z.object({ mode: z.enum(['per_kwh', 'per_m3', 'per_person']), unit_price: z.number().int() }),
  /** Version of the month's table: send it back when saving, so two people cannot overwrite each other. */
  version: z.number().int(),
  rows: z.array(readingRow),
  total_usage: z.number().int(),
  total_amount: z.number().int(),
  /**
   * The building's newest billing run of this month or later, if any (GET only): the month's readings
   * and meter changes are then what its bills were made from, and a change is refused (409 `period_locked`).
   */
  billed_through: isoMonth.nullable().optional(),
});
export type ReadingTable = z.infer<typeof readingTable>;

const tableQuery = z.strictObject({ building: buildingCode, month: readingMonth, type: meterType, ...pageQuery });

export const getTwoNewestBills = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/bills/get-two-newest-bills',
  summary: 'Bảng số điện/nước của một toà trong một tháng, từng trang phòng: chỉ số kỳ trước, chỉ số tháng, số dùng và tiền',
  query: tableQuery,
  /**
   * A page of the table's rows (rooms in key order; the screen sorts the whole table by floor and adds
   * up its totals) with what the month is for every page: price, the sheet's version as this page read
   * it and the building's billed month.
   */
  response: pageOf(readingRow).extend(readingTable.pick({ building: true, month: true, type: true, price: true, version: true, billed_through: true }).shape),
});

export const MAX_READINGS_PER_SAVE = 300;

export const electricWaterCount = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['readings', 'logs'],
  path: '/api/bills/electric-water-count',
  summary: 'Lưu chỉ số điện/nước của một toà trong một tháng và tính số dùng, tiền của từng phòng',
  body: z
    .strictObject({
      building: buildingCode,
      month: readingMonth,
      type: meterType,
      version: z.number().int().min(0).optional().describe('the version the table was read at'),
      readings: z
        .array(z.strictObject({ room_id: roomId, value: readingValue }), { error: 'Vui lòng nhập chỉ số' })
        .min(1, 'Chưa nhập chỉ số nào')
        .max(MAX_READINGS_PER_SAVE, `Tối đa ${MAX_READINGS_PER_SAVE} phòng mỗi lần lưu`),
    })
    .superRefine((b, ctx) => {
      const seen = new Set<string>();
      b.readings.forEach((r, i) => {
        if (seen.has(r.room_id)) ctx.addIssue({ code: 'custom', path: ['readings', i, 'room_id'], message: `Phòng ${r.room_id} được nhập hai lần` });
        seen.add(r.room_id);
      });
    }),
  response: readingTable,
});

export const startReading = z.object({
  value: z.number().int(),
  month: isoMonth,
  source: z.enum(['reading', 'meter_change']).describe("the month's reading, or the start of a meter fitted since"),
});

export const getBillsForCheckIn = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/bills/get-bills-for-check-in',
  summary: 'Chỉ số đầu của lượt ở: chỉ số điện, nước mới nhất của phòng tại một ngày',
  query: z.strictObject({ building: buildingCode, room_id: roomId, date: isoDate }),
  response: z.object({ building: buildingCode, room_id: z.string(), date: isoDate, electricity: startReading.nullable(), water: startReading.nullable() }),
});

export const readingChange = z.object({
  id: z.string(),
  at: z.string().describe('ISO time of the change'),
  actor: z.object({ user_id: z.string(), username: z.string() }),
  building: buildingCode,
  type: meterType,
  month: isoMonth,
  room_id: z.string(),
  before: z.number().int().nullable().describe('null: first entry'),
  after: z.number().int(),
});
export type ReadingChange = z.infer<typeof readingChange>;

export const auditData = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/bills/audit-data',
  summary: 'Ai đã nhập hoặc sửa chỉ số nào, khi nào, từ bao nhiêu thành bao nhiêu (mới nhất trước, phân trang)',
  query: z
    .strictObject({
      building: buildingCode,
      from: isoDate,
      to: isoDate,
      type: meterType.optional(),
      room_id: roomId.optional(),
      limit: queryInt(1, 1000).default(200),
      cursor: z.string().max(2048).optional(),
    })
    .superRefine(withinMonths(12)),
  response: z.object({ items: z.array(readingChange), cursor: z.string().optional() }),
});

// --- meter changes (utilities) ---

export const meterChange = z.object({
  id: z.string(),
  building: buildingCode,
  type: meterType,
  room_id: z.string(),
  month: isoMonth,
  date: isoDate,
  old_final: z.number().int(),
  new_start: z.number().int(),
  reason: z.string(),
  version: z.number().int(),
  created_at: z.string(),
  created_by: z.string(),
  updated_at: z.string().optional(),
  updated_by: z.string().optional(),
});
export type MeterChange = z.infer<typeof meterChange>;

const reason = z.string({ error: 'Vui lòng nhập lý do' }).trim().min(1, 'Vui lòng nhập lý do').max(300, 'Lý do tối đa 300 ký tự');
/** A meter is changed on a day that has come: not before the books, not in the future. */
const swapDate = voucherDate.refine((d) => d <= vnToday(), 'Ngày thay đồng hồ không được sau hôm nay');
const swapFields = { date: swapDate, old_final: readingValue, new_start: readingValue, reason };
const idParams = z.strictObject({ id: z.string().trim().min(1).max(40) });
const version = z.number({ error: 'Thiếu phiên bản phiếu, vui lòng tải lại' }).int().min(1);

export const listMeterChanges = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/meter-change',
  summary: 'Các lần thay đồng hồ điện/nước của một toà trong khoảng ngày (cũ trước)',
  query: z.strictObject({ building: buildingCode, type: meterType, from: isoDate, to: isoDate, room_id: roomId.optional() }).superRefine(withinMonths(24)),
  response: z.array(meterChange),
});

export const createMeterChange = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['utilities', 'readings', 'logs'],
  path: '/api/meter-change',
  summary: 'Thay đồng hồ: chỉ số cuối đồng hồ cũ, chỉ số đầu đồng hồ mới, ngày, lý do (một lần mỗi phòng, loại, tháng)',
  status: 201,
  body: z.strictObject({ building: buildingCode, type: meterType, room_id: roomId, ...swapFields }),
  response: meterChange,
});

export const updateMeterChange = endpoint({
  method: 'PUT',
  access: 'staff',
  idempotent: true,
  affects: ['utilities', 'readings', 'logs'],
  path: '/api/meter-change/{id}',
  summary: 'Sửa lần thay đồng hồ (ngày trong cùng tháng, chỉ số, lý do)',
  params: idParams,
  body: z.strictObject({ ...swapFields, version }),
  response: meterChange,
});

export const deleteMeterChange = endpoint({
  method: 'DELETE',
  access: 'staff',
  idempotent: true,
  affects: ['utilities', 'readings', 'logs'],
  path: '/api/meter-change/{id}',
  summary: 'Xoá lần thay đồng hồ nhập sai (kèm lý do)',
  params: idParams,
  body: z.strictObject({ reason, version }),
  response: meterChange,
});
