import * as z from 'zod';
import { endpoint } from './endpoint';
import { buildingCode, isoMonth, nonNegativeMoney, pageOf, pageQuery, withinMonths } from './common';
import { addDays, VOUCHER_DAYS_AHEAD, vnToday } from '../dates';

export const latestPaymentLog = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/payments/latest-payment-log',
  summary: 'Kỳ tính tiền mới nhất: các ngày trước ngày đầu tháng này bị khoá sổ (null khi chưa có kỳ nào)',
  response: z.object({
    month: z
      .string()
      .regex(/^\d{4}-\d{2}$/)
      .nullable(),
  }),
});

/** A billed month: a real month, at most the month a voucher may be dated in (today + 31 days). */
export const billMonth = isoMonth.superRefine((m, ctx) => {
  const latest = addDays(vnToday(), VOUCHER_DAYS_AHEAD).slice(0, 7);
  if (m < '2019-10') ctx.addIssue({ code: 'custom', message: 'Tháng không được trước 10/2019' });
  else if (m > latest) ctx.addIssue({ code: 'custom', message: `Tháng không được sau ${latest.slice(5)}/${latest.slice(0, 4)}` });
});

const roomId = z.string({ error: 'Vui lòng chọn phòng' }).trim().min(1, 'Vui lòng chọn phòng').max(12);

export const BILL_LINE_KINDS = ['rent', 'electricity', 'water', 'internet', 'other', 'repair'] as const;
export const BILL_LINE_NAMES: Record<(typeof BILL_LINE_KINDS)[number], string> = {
  rent: 'Tiền phòng',
  electricity: 'Tiền điện',
  water: 'Tiền nước',
  internet: 'Internet',
  other: 'Khoản khác',
  repair: 'Sửa chữa do khách',
};
/** The kinds an edit of a bill may set: a repair charge comes only from its repair request and is kept as it is. */
export const EDITABLE_BILL_LINE_KINDS = ['rent', 'electricity', 'water', 'internet', 'other'] as const;

export const billLine = z.object({
  kind: z.enum(BILL_LINE_KINDS),
  label: z.string(),
  quantity: z.number().nullable().describe('days, kWh, m³ or persons; null for a fixed amount'),
  unit_price: z.number().int().nullable(),
  amount: z.number().int(),
  repair_ref: z.string().optional().describe('a repair charge: <book>:<request id> (posted Cr 7111, other income)'),
});
export type BillLine = z.infer<typeof billLine>;

export const BILL_STATUSES = ['open', 'paid'] as const;

/** One room's bill of one month (business rules §5), posted Dr 1311 (room) / Cr 5111 per line. */
export const bill = z.object({
  id: z.string().describe('<building>-<month>-<room>'),
  bill_no: z.string().describe('BT-<building><YYMM>-<room>'),
  building: buildingCode,
  month: z.string(),
  room_id: z.string(),
  date: z.string().describe('the last day of the month: the date the bill posts on'),
  stay_id: z.string(),
  contract_no: z.string(),
  customer_name: z.string(),
  lines: z.array(billLine),
  total: z.number().int(),
  status: z.enum(BILL_STATUSES),
  paid: z.number().int().optional().describe('paid so far by rent receipts (status paid once it reaches total)'),
  entry_id: z.string().optional(),
  version: z.number().int(),
  created_at: z.string(),
  created_by: z.string(),
  updated_at: z.string().optional(),
  update_reason: z.string().optional(),
});
export type Bill = z.infer<typeof bill>;

export const BILL_CHECKS = ['no_reading', 'bad_reading', 'no_rent', 'vacant_usage'] as const;
export const billCheck = z.object({ room_id: z.string(), kind: z.enum(BILL_CHECKS), message: z.string() });
export type BillCheck = z.infer<typeof billCheck>;

export const billRun = z.object({
  building: buildingCode,
  month: z.string(),
  room_count: z.number().int(),
  total: z.number().int(),
  created_at: z.string(),
  created_by: z.string(),
});
export type BillRun = z.infer<typeof billRun>;

export const runAnswer = z.object({
  building: buildingCode,
  month: z.string(),
  preview: z.boolean(),
  run: billRun.nullable().describe('the run record, once the month is run'),
  bills: z.array(bill).describe('preview: the bills the run would make; else every bill of the month'),
  pending: z.array(bill).describe('bills the run would still make (preview), after the ones already made'),
  checks: z.array(billCheck).describe('what blocks the run'),
  total: z.number().int(),
  remaining: z
    .number()
    .int()
    .describe('rooms the run has still to bill: a run of a large building answers before its time runs out, and is called again to go on'),
});
export type RunAnswer = z.infer<typeof runAnswer>;

export const createPayments = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['bills', 'ledger', 'logs', 'rooms'],
  path: '/api/payments',
  summary:
    'Bảng tính tiền tháng của một toà: xem trước (preview) hoặc tạo hoá đơn từng phòng đang ở (tiền phòng, điện, nước, internet); ghi kỳ tính tiền và khoá sổ các ngày trước tháng. Chạy lại không tạo thêm gì',
  body: z.strictObject({
    building: buildingCode,
    month: billMonth,
    preview: z.boolean().default(false),
  }),
  response: runAnswer,
});

const editLine = z.strictObject({
  kind: z.enum(EDITABLE_BILL_LINE_KINDS, { error: 'Loại khoản không hợp lệ' }),
  label: z.string({ error: 'Vui lòng nhập nội dung' }).trim().min(1, 'Vui lòng nhập nội dung').max(100),
  quantity: z.number().min(0).nullable().default(null),
  unit_price: nonNegativeMoney.nullable().default(null),
  amount: nonNegativeMoney,
});

export const updatePayment = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['bills', 'ledger', 'logs', 'rooms'],
  path: '/api/payments/update-payment',
  summary:
    'Sửa hoá đơn tháng của một phòng khi chưa thu tiền: bút toán đảo và bút toán mới (không sửa tại chỗ); các khoản sửa chữa do khách gây ra được giữ nguyên',
  body: z
    .strictObject({
      building: buildingCode,
      month: billMonth,
      room_id: roomId,
      version: z.number({ error: 'Thiếu phiên bản hoá đơn' }).int(),
      lines: z.array(editLine, { error: 'Vui lòng nhập các khoản' }).min(1, 'Cần ít nhất một khoản').max(20, 'Tối đa 20 khoản'),
      reason: z.string({ error: 'Vui lòng nhập lý do sửa' }).trim().min(1, 'Vui lòng nhập lý do sửa').max(300),
    })
    .refine((b) => b.lines.reduce((s, l) => s + l.amount, 0) > 0, { message: 'Tổng hoá đơn phải lớn hơn 0', path: ['lines'] }),
  response: bill,
});

export const findPayment = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/payments/find',
  summary: 'Hoá đơn tháng của một phòng',
  query: z.strictObject({ building: buildingCode, month: isoMonth, room_id: roomId }),
  response: bill,
});

const monthRange = withinMonths(12);

export const searchPayments = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/payments/search',
  summary: 'Hoá đơn tháng của một toà: một tháng, hoặc từ tháng đến tháng (tối đa 12 tháng), từng trang',
  query: z
    .strictObject({
      building: buildingCode,
      month: isoMonth.optional(),
      from: isoMonth.optional(),
      to: isoMonth.optional(),
      room_id: roomId.optional(),
      ...pageQuery,
    })
    .superRefine((q, ctx) => {
      if (!q.month && !q.from) ctx.addIssue({ code: 'custom', path: ['month'], message: 'Vui lòng chọn tháng hoặc khoảng tháng' });
      else if (!q.month) monthRange({ from: q.from && `${q.from}-01`, to: q.to && `${q.to}-01` }, ctx);
    }),
  // A page of the bills (months in order, each month's rooms in key order); `runs`: the runs of the
  // months this page read (a month split over two pages is on both). The whole list's total and order
  // are the client's, once it holds every page.
  response: pageOf(bill).extend({ runs: z.array(billRun) }),
});

export const searchCheckoutPayments = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/payments/checkout-payment/search',
  summary: 'Hoá đơn cuối lập khi trả phòng của một toà trong một tháng (theo ngày trả phòng)',
  query: z.strictObject({ building: buildingCode, month: isoMonth, room_id: roomId.optional() }),
  // Its own shape (not stays.ts's): the app loads this contract at sign-in, the stays contracts only with their screens.
  response: z.array(
    z.object({
      id: z.string(),
      stay_id: z.string(),
      building: buildingCode,
      room_id: z.string(),
      contract_no: z.string(),
      customer_name: z.string(),
      leave_date: z.string(),
      status: z.enum(['done', 'cancelled']),
      bill: z.object({
        rent_days: z.number().int(),
        days_in_month: z.number().int(),
        rent: z.number().int(),
        electricity: z.number().int(),
        water: z.number().int(),
        total: z.number().int(),
      }),
      deposit_applied: z.number().int(),
      receivable: z.number().int().describe('the final bill not covered by the deposit, left on 1311'),
    }),
  ),
});
