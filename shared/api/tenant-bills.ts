import * as z from 'zod';
import { endpoint } from './endpoint';
import { BILL_LINE_KINDS } from './bills';
import { buildingCode, isoMonth, pageOf } from './common';

/**
 * Bills the tenant opens (issue 24): a signed, expiring link per stay that shows what the stay owes now
 * and a VietQR for exactly that, read by a page outside the staff application with no login.
 */

/** How long a link lives after it is issued (days). */
export const LINK_DAYS = 90;

/** The path of the tenant's page for a token: the web serves its own small entry there (web/tenant.html). */
export const tenantBillPath = (token: string) => `/t/${token}`;

export const issueTenantBillLink = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['tenant-bills', 'logs'],
  path: '/api/tenant-bills/links',
  status: 201,
  summary:
    'Tạo (hoặc tạo lại) liên kết xem hoá đơn cho một lượt thuê: token ký HMAC, hết hạn sau 90 ngày; tạo lại thì các liên kết cũ của lượt thuê hết hiệu lực',
  body: z.strictObject({
    stay_id: z.string({ error: 'Thiếu lượt thuê' }).trim().min(1, 'Thiếu lượt thuê').max(40, 'Mã lượt thuê tối đa 40 ký tự'),
  }),
  response: z.object({
    stay_id: z.string(),
    token: z.string(),
    path: z.string().describe('/t/<token>: the web origin in front of it makes the link the tenant opens'),
    version: z.number().int().describe('the issue number: a link of an earlier issue answers 404'),
    issued_at: z.string(),
    expires_at: z.string(),
  }),
});

const tenantBillLine = z.object({
  kind: z.enum(BILL_LINE_KINDS),
  label: z.string(),
  quantity: z.number().nullable(),
  unit_price: z.number().int().nullable(),
  amount: z.number().int(),
});

export const tenantBill = z.object({
  building: z.string(),
  building_name: z.string(),
  room_id: z.string(),
  /** The open items, oldest first: what each is, its total, what is paid of it and what is left. */
  bills: z.array(
    z.object({
      no: z.string(),
      label: z.string(),
      month: z.string(),
      date: z.string(),
      total: z.number().int(),
      paid: z.number().int(),
      owed: z.number().int(),
      lines: z.array(tenantBillLine).describe('a monthly bill’s lines; empty for other items'),
    }),
  ),
  /** Payments received on those open items and the stay's unapplied credit, newest first. */
  payments: z.array(z.object({ no: z.string(), label: z.string(), date: z.string(), amount: z.number().int() })),
  credit: z.number().int(),
  /** What the stay owes now: its open items less its credit (its 1311 balance), never below 0. */
  total: z.number().int(),
  paid: z.boolean().describe('Đã thanh toán: nothing is owed'),
  qr: z
    .object({ payload: z.string(), amount: z.number().int(), text: z.string(), bank_name: z.string(), account_no: z.string(), holder: z.string() })
    .optional()
    .describe('VietQR for exactly the total, with the transfer text the bank matching reads'),
  qr_missing: z
    .string()
    .optional()
    .describe(
      'why there is no QR while something is owed: no collecting bank account set, or the tenant has left (their transfer by room code would pay the next tenant)',
    ),
  expires_at: z.string(),
});
export type TenantBill = z.infer<typeof tenantBill>;

export const readTenantBill = endpoint({
  method: 'GET',
  // Signed by its token (HMAC): an unknown, altered, expired or superseded token is a 404 like a missing one.
  access: 'public',
  path: '/api/t/{token}',
  summary:
    'Hoá đơn của một lượt thuê cho khách (không đăng nhập, token ký HMAC): phòng, các khoản còn mở, tiền đã nhận, tổng phải trả và mã VietQR; token sai, hết hạn hoặc đã thay trả 404',
  params: z.strictObject({ token: z.string().max(4096) }),
  response: tenantBill,
});

/** A batch issues at most this many links a request: each new one is a write of the same transaction (DynamoDB: 100 items). */
export const LINK_BATCH_MAX = 50;

const stayId = z.string({ error: 'Thiếu lượt thuê' }).trim().min(1, 'Thiếu lượt thuê').max(40, 'Mã lượt thuê tối đa 40 ký tự');

/** A stay's link as the send screens list it: who to send it to, the link, and when it was last sent. */
export const sendLink = z.object({
  stay_id: z.string(),
  room_id: z.string(),
  customer_name: z.string(),
  phone: z.string().describe("the stay's first occupant's phone, '' when none"),
  token: z.string(),
  path: z.string().describe('/t/<token>'),
  version: z.number().int(),
  issued_at: z.string(),
  expires_at: z.string(),
  reused: z.boolean().describe('true: the still-valid link issued before (unchanged, earlier copies keep working); false: issued now'),
  sent_at: z.string().optional().describe('when staff last marked this issue of the link sent (Đã gửi)'),
  sent_by: z.string().optional(),
});
export type SendLink = z.infer<typeof sendLink>;

export const issueTenantBillLinks = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['tenant-bills', 'logs'],
  path: '/api/tenant-bills/links/batch',
  summary:
    'Liên kết hoá đơn cho mọi lượt thuê của một toà có hoá đơn tháng đó hoặc đang còn nợ, từng trang: liên kết còn hạn được giữ nguyên (không tạo lại), lượt thuê chưa có hoặc đã hết hạn được tạo mới',
  body: z.strictObject({
    building: buildingCode,
    month: isoMonth,
    limit: z
      .number({ error: 'Số dòng mỗi trang phải là một số' })
      .int('Số dòng mỗi trang phải là số nguyên')
      .min(1, 'Số dòng mỗi trang tối thiểu là 1')
      .max(LINK_BATCH_MAX, `Số dòng mỗi trang tối đa ${LINK_BATCH_MAX}`)
      .default(LINK_BATCH_MAX),
    cursor: z.string().max(2048, 'Con trỏ trang không hợp lệ').optional(),
  }),
  // The month's billed stays (in room order), then the building's other owing stays (in their key
  // order): each stay once, a stay ended and settled never (its links are revoked).
  response: pageOf(sendLink),
});

export const markTenantBillSent = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['tenant-bills', 'logs'],
  path: '/api/tenant-bills/links/sent',
  summary: 'Ghi nhận đã gửi liên kết hoá đơn (lần tạo đang hiển thị) cho khách: thời điểm và người gửi',
  body: z.strictObject({
    stay_id: stayId,
    version: z.number({ error: 'Thiếu lần tạo liên kết' }).int('Lần tạo liên kết không hợp lệ').min(1, 'Lần tạo liên kết không hợp lệ'),
  }),
  response: z.object({ stay_id: z.string(), version: z.number().int(), sent_at: z.string(), sent_by: z.string() }),
});
