import * as z from 'zod';
import { endpoint } from './endpoint';
import { buildingCode, isoDate, isoMonth, messageResponse, nonNegativeMoney, pageOf, pageQuery } from './common';
import { meterType, readingValue } from './readings';
import { roomIdField } from './deposits';
import { BUILDING_CODES } from '../catalog/buildings';
import { DEVICE_CODES } from '../catalog/devices';
import { daysBetween, FIRST_BOOK_DATE, lastDayOf, vnToday } from '../dates';
import { compareNumbered } from '../text/collate';

/**
 * Electricity and water beyond the rooms' readings (business rules §5, §6; spec §2 and §7): the state
 * utilities' bills per building and month, the internal consumers' readings (washing machines MG and
 * security BV, their cost an expense), the loss per building (state − (rooms + internal)), the
 * consumption analysis of every room with finalize, device assignments, notes and flags, comparisons
 * between two months and the monthly report. `type` E is electricity (kWh), W water (m³).
 */

/** A month these screens may show: from the first month of the books to this month. */
export const utilityMonth = isoMonth.superRefine((m, ctx) => {
  if (m < FIRST_BOOK_DATE.slice(0, 7))
    ctx.addIssue({ code: 'custom', message: `Tháng không được trước ${FIRST_BOOK_DATE.slice(5, 7)}/${FIRST_BOOK_DATE.slice(0, 4)}` });
  else if (m > vnToday().slice(0, 7)) ctx.addIssue({ code: 'custom', message: 'Không chọn tháng sau tháng hiện tại' });
});

/** Spec §2/§9: the analysis screens' month picker starts at 2025-06. */
export const ANALYSIS_FIRST_MONTH = '2025-06';
export const analysisMonth = utilityMonth.refine((m) => m >= ANALYSIS_FIRST_MONTH, `Tháng phân tích không được trước 06/2025`);

/** A range of months for the monthly report and charts: at most 24 months, oldest first. */
export const MAX_REPORT_MONTHS = 24;
const monthRange = z.strictObject({ building: buildingCode, from: utilityMonth, to: utilityMonth }).superRefine((q, ctx) => {
  if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['from'], message: 'Tháng bắt đầu phải trước tháng kết thúc' });
  else {
    const span = (Number(q.to.slice(0, 4)) - Number(q.from.slice(0, 4))) * 12 + Number(q.to.slice(5)) - Number(q.from.slice(5)) + 1;
    if (span > MAX_REPORT_MONTHS) ctx.addIssue({ code: 'custom', path: ['to'], message: `Khoảng thời gian tối đa ${MAX_REPORT_MONTHS} tháng` });
  }
});

const units = z.number().int().min(0, 'Số dùng không được âm').max(99_999_999, 'Số dùng tối đa 8 chữ số');
const version = z.number().int().min(0).optional().describe('the version the record was read at (0 or absent: new)');

// --- state bills (hoá đơn điện/nước nhà nước) ---

export const stateBill = z.object({
  building: buildingCode,
  type: meterType,
  month: isoMonth,
  units: z.number().int().describe('kWh or m³ on the state bill'),
  amount: z.number().int().describe('đồng, VAT included'),
  period_start: isoDate.describe("the state meter's reading period"),
  period_end: isoDate,
  note: z.string().optional(),
  version: z.number().int(),
  updated_by: z.string().optional(),
  updated_at: z.string().optional(),
});
export type StateBill = z.infer<typeof stateBill>;

export const listStateBills = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/state-electricity-water',
  summary: 'Hoá đơn điện, nước nhà nước của một toà (hoặc mọi toà) theo tháng, tối đa 24 tháng',
  query: z.strictObject({ building: buildingCode.optional(), type: meterType.optional(), from: utilityMonth, to: utilityMonth }).superRefine((q, ctx) => {
    if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['from'], message: 'Tháng bắt đầu phải trước tháng kết thúc' });
  }),
  response: z.object({ items: z.array(stateBill) }),
});

export const saveStateBill = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  // The month's internal sheet is re-valued at the bill in its save (reversal + new entry on 6428).
  affects: ['utilities', 'ledger', 'logs'],
  path: '/api/state-electricity-water',
  summary: 'Lưu (tạo hoặc sửa) hoá đơn điện/nước nhà nước của một toà trong một tháng và định giá lại điện/nước nội bộ tháng đó',
  body: z
    .strictObject({
      building: buildingCode,
      type: meterType,
      month: utilityMonth,
      units,
      amount: nonNegativeMoney.max(10_000_000_000, 'Số tiền tối đa 10 tỷ đồng'),
      period_start: isoDate,
      period_end: isoDate,
      note: z.string().trim().max(500, 'Ghi chú tối đa 500 ký tự').optional(),
      version,
    })
    .superRefine((b, ctx) => {
      if (b.period_start > b.period_end) ctx.addIssue({ code: 'custom', path: ['period_start'], message: 'Ngày đầu kỳ phải trước ngày cuối kỳ' });
      else if (b.period_end < `${b.month}-01` || b.period_start > lastDayOf(b.month))
        ctx.addIssue({ code: 'custom', path: ['period_end'], message: 'Kỳ hoá đơn phải có ngày trong tháng đã chọn' });
      else if (daysBetween(b.period_start, b.period_end) > 62) ctx.addIssue({ code: 'custom', path: ['period_end'], message: 'Kỳ hoá đơn tối đa 62 ngày' });
    }),
  response: stateBill,
});

/** One building's month, state against rooms + internal (business rules §5: loss = state − (rooms + internal)). */
export const utilityBalance = z.object({
  building: buildingCode,
  type: meterType,
  month: isoMonth,
  state_units: z.number().int().nullable().describe('null: no state bill entered'),
  state_amount: z.number().int().nullable(),
  state_unit_price: z.number().nullable().describe('state amount ÷ state units, 2 decimals (shown; figures use the exact ratio)'),
  // Issue 23 §4: a month no room was read in yet has no figure (null), not 0, and so no loss.
  rooms_units: z.number().int().nullable().describe("sum of the rooms' usage from the reading tables; null: no room read that month (yet)"),
  rooms_amount: z.number().int().nullable().describe('what the rooms were charged for it (đồng); null with rooms_units'),
  rooms_unit_price: z.number().nullable().describe('rooms_amount ÷ rooms_units, 2 decimals (null when per person or 0 units)'),
  internal_units: z.number().int(),
  internal_amount: z.number().int().describe('the internal use valued as posted (đồng)'),
  /** When the state period differs from the reading month, rooms + internal are scaled to the state period's days. */
  prorated: z.boolean(),
  period_note: z.string().nullable(),
  compared_units: z.number().nullable().describe('rooms + internal as compared (prorated when `prorated`), 2 decimals; null without room readings'),
  // Optional: a monthly report frozen before it existed is answered as saved.
  compared_amount: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe('rooms + internal as compared at the state price: state_amount − loss_amount (null without a state bill or room readings)'),
  loss_units: z.number().nullable().describe('state − compared; null without a state bill or room readings'),
  loss_amount: z
    .number()
    .int()
    .nullable()
    .describe('the exact loss (state − used × state days ÷ month days) × state amount ÷ state units, rounded once to đồng'),
  loss_rate: z.number().nullable().describe('loss_units ÷ state_units × 100, 2 decimals; 0 when the base is 0; null without a loss (no bill, no readings)'),
  loss_flag: z.boolean().describe('loss_rate above the loss threshold setting'),
  ceiling_per_kwh: z.number().int().nullable().describe('legal resale ceiling on the month’s last day (E only)'),
  price_flag: z.boolean().describe('E: rooms pay more per kWh than the ceiling'),
});
export type UtilityBalance = z.infer<typeof utilityBalance>;

export const combinedByBuilding = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/state-electricity-water/combined-by-building',
  summary: 'Hoá đơn điện và nước nhà nước của mọi toà trong một tháng, gộp theo toà',
  query: z.strictObject({ month: utilityMonth }),
  response: z.object({
    month: isoMonth,
    rows: z.array(z.object({ building: buildingCode, electricity: stateBill.nullable(), water: stateBill.nullable() })),
    totals: z.object({
      electricity_units: z.number().int(),
      electricity_amount: z.number().int(),
      water_units: z.number().int(),
      water_amount: z.number().int(),
    }),
  }),
});

export const compareByBuilding = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/state-electricity-water/compare-consumption-by-building',
  summary: 'So sánh điện/nước nhà nước với số dùng của phòng và nội bộ theo toà trong một tháng: thất thoát (số, tiền, %)',
  query: z.strictObject({ month: utilityMonth, type: meterType }),
  response: z.object({ month: isoMonth, type: meterType, loss_threshold: z.number(), rows: z.array(utilityBalance) }),
});

// --- internal use (điện/nước nội bộ) ---

export const internalRow = z.object({
  consumer_id: z.string(),
  name: z.string(),
  kind: z.enum(['MG', 'BV']),
  floor: z.number().int().nullable(),
  previous: z.number().int().nullable(),
  previous_month: isoMonth.nullable(),
  current: z.number().int().nullable(),
  usage: z.number().int().nullable(),
  amount: z.number().int().nullable().describe('usage at the exact unit cost, apportioned by largest remainder so the rows add up to total_amount (đồng)'),
  entered_by: z.string().optional(),
  entered_at: z.string().optional(),
});

export const internalSheet = z.object({
  building: buildingCode,
  type: meterType,
  month: isoMonth,
  /** What one kWh or m³ of internal use costs: the state bill's average price of the month, else the latest one before, else the rooms' price. */
  unit_cost: z.number().describe('đồng per unit, 2 decimals (shown; amounts use unit_cost_basis)'),
  unit_cost_source: z.enum(['state_bill', 'earlier_state_bill', 'room_price']),
  unit_cost_basis: z
    .object({ amount: z.number().int(), units: z.number().int() })
    .describe('the exact price: `amount` đồng for `units` units (the state bill itself, or the rooms’ price for 1)'),
  provisional: z.boolean().describe("valued before the month's own state bill: re-valued when that bill is saved"),
  version: z.number().int(),
  rows: z.array(internalRow),
  total_usage: z.number().int(),
  total_amount: z.number().int(),
  /** The expense voucher of the month's internal use (Dr 6428 / Cr 6323 or 6322), once saved. */
  voucher_id: z.string().nullable(),
});
export type InternalSheet = z.infer<typeof internalSheet>;

export const getInternalBill = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/internal-utility-bill',
  summary: 'Bảng số điện/nước nội bộ (máy giặt, bảo vệ) của một toà trong một tháng',
  query: z.strictObject({ building: buildingCode, type: meterType, month: utilityMonth }),
  response: internalSheet,
});

export const saveInternalBill = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['utilities', 'ledger', 'logs'],
  path: '/api/internal-utility-bill',
  summary: 'Lưu chỉ số điện/nước nội bộ của một toà trong một tháng và hạch toán chi phí dùng nội bộ',
  body: z
    .strictObject({
      building: buildingCode,
      type: meterType,
      month: utilityMonth,
      version,
      readings: z
        .array(z.strictObject({ consumer_id: z.string().trim().min(1, 'Vui lòng chọn thiết bị').max(20, 'Mã tối đa 20 ký tự'), value: readingValue }), {
          error: 'Vui lòng nhập chỉ số',
        })
        .min(1, 'Chưa nhập chỉ số nào')
        .max(50, 'Tối đa 50 chỉ số mỗi lần lưu'),
    })
    .superRefine((b, ctx) => {
      const seen = new Set<string>();
      b.readings.forEach((r, i) => {
        if (seen.has(r.consumer_id)) ctx.addIssue({ code: 'custom', path: ['readings', i, 'consumer_id'], message: `${r.consumer_id} được nhập hai lần` });
        seen.add(r.consumer_id);
      });
    }),
  response: internalSheet,
});

// --- consumption analysis (phân tích phải thu khách hàng điện / nước) ---

export const FLAG_CODES = ['empty_room', 'no_use', 'above_median', 'unexplained'] as const;
export type FlagCode = (typeof FLAG_CODES)[number];
export const FLAG_REVIEWS = ['confirmed', 'dismissed'] as const;

/** Spec §3 analysis row fields, plus the flag of "beyond the spec". */
export const analysisRow = z.object({
  building: buildingCode,
  room_id: z.string(),
  // Pages come in key order (issue 23 §13): whoever holds every page orders them by building, floor, room.
  floor: z.number().int().describe('the room’s floor: the rows are listed by building, floor, then room number'),
  customer_count: z.number().int(),
  devices: z.array(z.enum(DEVICE_CODES)),
  two_months_ago_consumption: z.number(),
  previous_month_consumption: z.number(),
  consumption: z.number(),
  average_consumption: z.number().describe('of the three months, 2 decimals'),
  two_month_difference: z.number().describe('consumption − previous month'),
  average_difference: z.number().describe('consumption − average, 2 decimals'),
  two_month_difference_rate: z.number().describe('% of the previous month, 2 decimals, 0 when the base is 0'),
  average_difference_rate: z.number().describe('% of the average, 2 decimals, 0 when the base is 0'),
  flag: z.enum(FLAG_CODES).nullable(),
  flag_reason: z.string().nullable(),
  flag_review: z.enum(FLAG_REVIEWS).nullable(),
  note: z.string().nullable(),
  // Issue 23 §4: the figures count it as 0 (§6, as the exports and finalize do); the screen reads "chưa có số liệu".
  unread: z.literal(true).optional().describe('the room has no usable reading of the month (yet); absent when it has one'),
});
export type AnalysisRow = z.infer<typeof analysisRow>;

/**
 * The order the analysis lists its rows in (buildings in catalogue order, then floor, then room
 * number): a page is in key order, so the screen and the export sort every page's rows with this.
 */
export const compareAnalysisRows = (a: Pick<AnalysisRow, 'building' | 'floor' | 'room_id'>, b: Pick<AnalysisRow, 'building' | 'floor' | 'room_id'>): number =>
  BUILDING_CODES.indexOf(a.building) - BUILDING_CODES.indexOf(b.building) || a.floor - b.floor || compareNumbered(a.room_id, b.room_id);

/** What the client sends back on finalize: the rows it showed (the server recomputes and compares). */
export const analysisRowInput = z
  .object({
    building: buildingCode,
    room_id: z.string().max(12),
    customer_count: z.number().int().min(0).max(50),
    devices: z.array(z.enum(DEVICE_CODES, { error: 'Thiết bị không hợp lệ' })).max(DEVICE_CODES.length),
    two_months_ago_consumption: z.number().min(0).max(99_999_999),
    previous_month_consumption: z.number().min(0).max(99_999_999),
    consumption: z.number().min(0).max(99_999_999),
    average_consumption: z.number(),
    two_month_difference: z.number(),
    average_difference: z.number(),
    two_month_difference_rate: z.number(),
    average_difference_rate: z.number(),
  })
  .loose(); // the screen's rows carry display fields (flag, note); only the spec's fields are compared

const analysisQuery = z.strictObject({ month: analysisMonth, date_start: isoDate, date_end: isoDate, ...pageQuery }).superRefine((q, ctx) => {
  if (q.date_start !== `${q.month}-01`) ctx.addIssue({ code: 'custom', path: ['date_start'], message: 'Ngày bắt đầu phải là ngày đầu tháng đã chọn' });
  if (q.date_end !== lastDayOf(q.month)) ctx.addIssue({ code: 'custom', path: ['date_end'], message: 'Ngày kết thúc phải là ngày cuối tháng đã chọn' });
});

export const analysisLog = z.object({
  month: isoMonth,
  type: meterType,
  date_start: isoDate,
  date_end: isoDate,
  finalized_at: z.string(),
  finalized_by: z.string(),
  /** 'system': by the month-end job because staff had not. */
  source: z.enum(['staff', 'system']),
  room_count: z.number().int(),
  totals: z.object({ two_months_ago: z.number(), previous_month: z.number(), current: z.number() }),
});
export type AnalysisLog = z.infer<typeof analysisLog>;

/** The Vietnam date a month's analysis was finalized on (`YYYY-MM-DD`). */
export const finalizedOn = (log: Pick<AnalysisLog, 'finalized_at'>): string => vnToday(Date.parse(log.finalized_at));

/**
 * A finalization made while its month was still running (on or before its last day, Vietnam date):
 * what finalize allowed before issue 21 item 4, and the only kind an admin may take back (unfinalize).
 */
export const finalizedEarly = (log: Pick<AnalysisLog, 'month' | 'finalized_at'>): boolean => finalizedOn(log) <= lastDayOf(log.month);

/** One pair of operations per type: /electricity-consumption-analysis (E) and /water-consumption-analysis (W). */
const analysisEndpoints = (type: 'E' | 'W', stem: string, noun: string) => ({
  get: endpoint({
    method: 'GET',
    access: 'staff',
    path: `/api/${stem}`,
    summary: `Phân tích tiêu thụ ${noun} của mọi phòng trong một tháng (3 tháng, trung bình, chênh lệch, tỷ lệ, cờ bất thường), từng trang phòng; tháng đã chốt trả kết quả đã lưu`,
    query: analysisQuery,
    // A page of rooms (all buildings, key order); month, type and finalized are the whole month's, on every page.
    response: pageOf(analysisRow).extend({ month: isoMonth, type: z.literal(type), finalized: z.boolean() }),
  }),
  log: endpoint({
    method: 'GET',
    access: 'staff',
    path: `/api/${stem}/log`,
    summary: `Tháng đã chốt báo cáo phân tích ${noun} chưa: nhật ký chốt, hoặc null`,
    query: z.strictObject({ month: analysisMonth }),
    response: z.object({ data: analysisLog.nullable() }),
  }),
  finalize: endpoint({
    method: 'POST',
    access: 'staff',
    idempotent: true,
    affects: ['utilities', 'logs'],
    path: `/api/${stem}/finalize`,
    summary: `Chốt báo cáo phân tích ${noun} của một tháng: lưu các dòng và thiết bị; sau đó tháng chỉ còn đọc`,
    body: z.strictObject({
      month: analysisMonth,
      date_start: isoDate,
      date_end: isoDate,
      analyses: z
        .array(analysisRowInput, { error: 'Thiếu dữ liệu phân tích' })
        .min(1, 'Chưa có dữ liệu phân tích: hãy lấy dữ liệu trước')
        .max(2000, 'Tối đa 2000 dòng'),
    }),
    response: messageResponse,
  }),
  unfinalize: endpoint({
    method: 'POST',
    access: 'admin',
    idempotent: true,
    affects: ['utilities', 'logs'],
    path: `/api/${stem}/unfinalize`,
    summary: `Bỏ chốt báo cáo phân tích ${noun} đã chốt trước khi tháng kết thúc (chỉ quản trị, có lý do): xoá nhật ký chốt và các dòng đã lưu, mở lại thiết bị; tháng chốt sau khi kết thúc không bỏ chốt được`,
    body: z.strictObject({
      month: analysisMonth,
      reason: z.string({ error: 'Vui lòng nhập lý do bỏ chốt' }).trim().min(1, 'Vui lòng nhập lý do bỏ chốt').max(300, 'Lý do tối đa 300 ký tự'),
    }),
    response: messageResponse,
  }),
  notes: endpoint({
    method: 'PUT',
    access: 'staff',
    idempotent: true,
    affects: ['utilities'],
    path: `/api/${stem}/notes`,
    summary: `Ghi chú và xác nhận/bỏ qua cờ bất thường của một phòng trong phân tích ${noun} (được cả sau khi chốt)`,
    body: z.strictObject({
      month: analysisMonth,
      building: buildingCode,
      room_id: roomIdField,
      note: z.string().trim().max(500, 'Ghi chú tối đa 500 ký tự').nullable().optional(),
      flag_review: z.enum(FLAG_REVIEWS, { error: 'Chỉ xác nhận hoặc bỏ qua cờ' }).nullable().optional(),
    }),
    response: messageResponse,
  }),
});

export const electricityAnalysis = analysisEndpoints('E', 'electricity-consumption-analysis', 'điện');
export const waterAnalysis = analysisEndpoints('W', 'water-consumption-analysis', 'nước');

export const roomDevices = z.object({ building: buildingCode, room_id: z.string(), devices: z.array(z.enum(DEVICE_CODES)) });

export const getAnalysisDevices = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/utility-consumption-analysis-device',
  summary: 'Thiết bị của từng phòng trong một tháng (gán ở tháng đó, hoặc mang từ tháng trước), từng trang phòng',
  query: z.strictObject({ month: analysisMonth, ...pageQuery }),
  response: pageOf(roomDevices).extend({ month: isoMonth }),
});

export const putAnalysisDevices = endpoint({
  method: 'PUT',
  access: 'staff',
  idempotent: true,
  affects: ['utilities', 'logs'],
  path: '/api/utility-consumption-analysis-device',
  summary: 'Gán thiết bị cho một phòng trong một tháng (bị từ chối khi tháng đã chốt)',
  body: z.strictObject({
    month: analysisMonth,
    building: buildingCode,
    room_id: roomIdField,
    devices: z
      .array(z.enum(DEVICE_CODES, { error: 'Thiết bị không hợp lệ' }), { error: 'Vui lòng chọn thiết bị' })
      .max(DEVICE_CODES.length, 'Quá nhiều thiết bị')
      .refine((d) => new Set(d).size === d.length, 'Thiết bị bị chọn hai lần'),
  }),
  response: messageResponse,
});

export const listDevices = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/devices',
  summary: 'Danh mục thiết bị điện của phòng: TL, ML, MG, MQ, BD, BG, AD',
  response: z.object({ items: z.array(z.object({ code: z.enum(DEVICE_CODES), name: z.string(), kwh: z.number(), m3: z.number() })) }),
});

// --- the monthly report (báo cáo điện nước theo tháng) ---

export const monthlyReportRow = z.object({
  building: buildingCode,
  month: isoMonth,
  electricity: utilityBalance,
  water: utilityBalance,
  /** A frozen copy (POST or the month-end job) rather than figures computed now. */
  saved: z.boolean(),
  saved_at: z.string().nullable(),
  saved_by: z.string().nullable(),
});
export type MonthlyReportRow = z.infer<typeof monthlyReportRow>;

export const getMonthlyReport = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/water-electricity-monthly-report',
  summary: 'Báo cáo điện nước theo tháng của một toà: nhà nước, thu của phòng, nội bộ, thất thoát; tháng đã lưu trả bản đã lưu',
  query: monthRange,
  response: z.object({ building: buildingCode, rows: z.array(monthlyReportRow) }),
});

export const saveMonthlyReport = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['utilities', 'logs'],
  path: '/api/water-electricity-monthly-report',
  summary: 'Lưu (chốt số) báo cáo điện nước của một toà trong một tháng',
  body: z.strictObject({ building: buildingCode, month: utilityMonth }),
  response: monthlyReportRow,
});

export const deleteMonthlyReport = endpoint({
  method: 'DELETE',
  access: 'staff',
  idempotent: true,
  affects: ['utilities', 'logs'],
  path: '/api/water-electricity-monthly-report/{a}/{b}',
  summary: 'Bỏ bản đã lưu của báo cáo điện nước (a: toà, b: tháng YYYY-MM); báo cáo lại tính theo số hiện tại',
  params: z.strictObject({ a: buildingCode, b: isoMonth }),
  /** The saved copy as read (its `saved_at`): a copy saved again since is not dropped unseen (409). */
  body: z.strictObject({ saved_at: z.string({ error: 'Thiếu thời điểm lưu của báo cáo' }).min(1, 'Thiếu thời điểm lưu của báo cáo').max(40) }),
  response: messageResponse,
});

// --- comparisons between two months (so sánh điện nước) ---

// Issue 23 §4: a month not read yet has no difference and no rate (null: "chưa có số liệu"), never −100 %.
const difference = z.number().nullable().describe('b − a; null when either month has no figure');
const changeRate = z.number().nullable().describe('% of month a, 2 decimals; null when either month has no figure or month a is 0 (no base)');

export const comparisonRow = z.object({
  building: buildingCode,
  room_id: z.string(),
  electricity_a: z.number().nullable().describe('null: no figure that month (not read yet)'),
  electricity_b: z.number().nullable(),
  electricity_difference: difference,
  electricity_rate: changeRate,
  water_a: z.number().nullable(),
  water_b: z.number().nullable(),
  water_difference: difference,
  water_rate: changeRate,
});

export const savedComparison = z.object({ month_a: isoMonth, month_b: isoMonth, note: z.string().nullable(), saved_at: z.string(), saved_by: z.string() });

const comparisonMonths = z.strictObject({ month_a: utilityMonth, month_b: utilityMonth, building: buildingCode.optional() }).superRefine((q, ctx) => {
  if (q.month_a === q.month_b) ctx.addIssue({ code: 'custom', path: ['month_b'], message: 'Hãy chọn hai tháng khác nhau' });
});

export const getComparison = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/electricity-water-comparison',
  summary: 'So sánh số dùng điện, nước từng phòng giữa hai tháng (và tổng theo toà); kèm các cặp tháng đã lưu',
  query: comparisonMonths,
  response: z.object({
    month_a: isoMonth,
    month_b: isoMonth,
    rows: z.array(comparisonRow),
    buildings: z
      .array(comparisonRow.omit({ room_id: true }))
      .describe('per building and type, like for like: the rooms with a figure in both months, added up; null when no room has both'),
    saved: z.array(savedComparison).describe('newest first, at most 50'),
  }),
});

export const saveComparison = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['utilities'],
  path: '/api/electricity-water-comparison',
  summary: 'Lưu một cặp tháng so sánh (kèm ghi chú) để mở lại nhanh',
  body: z
    .strictObject({
      month_a: utilityMonth,
      month_b: utilityMonth,
      note: z.string().trim().max(200, 'Ghi chú tối đa 200 ký tự').optional(),
    })
    .refine((b) => b.month_a !== b.month_b, { path: ['month_b'], message: 'Hãy chọn hai tháng khác nhau' }),
  response: savedComparison,
});

export const deleteComparison = endpoint({
  method: 'DELETE',
  access: 'staff',
  idempotent: true,
  affects: ['utilities'],
  path: '/api/electricity-water-comparison/{a}/{b}',
  summary: 'Xoá một cặp tháng so sánh đã lưu (a, b: tháng YYYY-MM); saved_at: lúc lưu như đã đọc (đã lưu lại từ đó: 409)',
  params: z.strictObject({ a: isoMonth, b: isoMonth }),
  body: z.strictObject({ saved_at: z.string({ error: 'Thiếu thời điểm lưu của cặp tháng' }).min(1, 'Thiếu thời điểm lưu của cặp tháng').max(40) }),
  response: messageResponse,
});

// --- one room or building over 12 months (phân tích chi tiết) and the month-end files ---

export const getUtilitySeries = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/utility-series',
  summary: 'Số dùng và tiền điện, nước của một phòng (hoặc cả toà) 12 tháng đến tháng đã chọn',
  query: z.strictObject({ building: buildingCode, room_id: roomIdField.optional(), to: utilityMonth }),
  response: z.object({
    building: buildingCode,
    room_id: z.string().nullable(),
    months: z.array(
      z.object({
        month: isoMonth,
        electricity_units: z.number().int().nullable(),
        electricity_amount: z.number().int().nullable(),
        water_units: z.number().int().nullable(),
        water_amount: z.number().int().nullable(),
        /** Building only: internal use and the state bill's units, for the stacked chart. */
        electricity_internal: z.number().int().nullable(),
        electricity_state: z.number().int().nullable(),
        water_internal: z.number().int().nullable(),
        water_state: z.number().int().nullable(),
      }),
    ),
  }),
});

// --- settings of the flags and the loss threshold ---

export const utilitySettings = z.object({
  /** Loss above this % of the state bill is flagged. */
  loss_threshold: z.number().min(0).max(100),
  /** A room's use above its own 3-month median by more than this % is flagged. */
  median_excess: z.number().min(0).max(1000),
  /** A room's use above what its devices and headcount explain by more than this % is flagged. */
  explained_excess: z.number().min(0).max(1000),
  /** Use below this many kWh (or m³ ÷ 10) in an empty room is not flagged (a light left on). */
  empty_room_tolerance: z.number().min(0).max(1000),
  version: z.number().int(),
});
export type UtilitySettings = z.infer<typeof utilitySettings>;
export const DEFAULT_UTILITY_SETTINGS: Omit<UtilitySettings, 'version'> = {
  loss_threshold: 10,
  median_excess: 50,
  explained_excess: 100,
  empty_room_tolerance: 5,
};

export const getUtilitySettings = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/settings/utilities',
  summary: 'Ngưỡng cảnh báo thất thoát và cờ bất thường điện nước',
  response: utilitySettings,
});

export const putUtilitySettings = endpoint({
  method: 'PUT',
  access: 'admin',
  idempotent: true,
  affects: ['utilities', 'logs'],
  path: '/api/settings/utilities',
  summary: 'Sửa ngưỡng cảnh báo thất thoát và cờ bất thường điện nước',
  body: z.strictObject({
    loss_threshold: z.number({ error: 'Vui lòng nhập ngưỡng' }).min(0, 'Không được âm').max(100, 'Tối đa 100%'),
    median_excess: z.number({ error: 'Vui lòng nhập ngưỡng' }).min(0, 'Không được âm').max(1000, 'Tối đa 1000%'),
    explained_excess: z.number({ error: 'Vui lòng nhập ngưỡng' }).min(0, 'Không được âm').max(1000, 'Tối đa 1000%'),
    empty_room_tolerance: z.number({ error: 'Vui lòng nhập ngưỡng' }).min(0, 'Không được âm').max(1000, 'Tối đa 1000'),
    version: z.number().int().min(0),
  }),
  response: utilitySettings,
});
