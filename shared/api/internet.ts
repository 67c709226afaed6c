import * as z from 'zod';
import { endpoint } from './endpoint';
import { buildingCode, isoDate, LIST_PAGE, nonNegativeMoney, queryInt, voucherDate } from './common';
import { roomIdField } from './deposits';

/**
 * Internet service per room (business rules §8): provider, account and monthly price, registered for
 * one room of a building from a start date. Status machine: active → cut (e.g. unpaid) → active
 * (activate), and active or cut → cancelled (final). Change-room moves a running service to another
 * room of the same building. Every change is dated and kept in `history`, so the billing run can ask
 * what the room's internet cost in a month (functions/internet/model/internet.ts, `internetPriceFor`).
 * No money moves here: the price goes onto the monthly bill.
 */

export const INTERNET_STATUSES = ['active', 'cut', 'cancelled'] as const;
export type InternetStatus = (typeof INTERNET_STATUSES)[number];
/** Statuses in staff's words (screen tags, exports, messages). */
export const INTERNET_STATUS_TEXT: Record<InternetStatus, string> = { active: 'Đang dùng', cut: 'Đã cắt', cancelled: 'Đã huỷ' };

/** What happened to a service on a date; each history line is the service's state from that date on. */
export const INTERNET_EVENTS = ['registered', 'cut', 'activated', 'cancelled', 'room_changed'] as const;
export type InternetEvent = (typeof INTERNET_EVENTS)[number];

/** The status changes (and the room change) staff can make, by the status they start from; in the order the screen offers them. */
export const INTERNET_ACTIONS = {
  activate: { from: ['cut'], to: 'active', event: 'activated' },
  cut: { from: ['active'], to: 'cut', event: 'cut' },
  change_room: { from: ['active', 'cut'], to: undefined, event: 'room_changed' },
  cancel: { from: ['active', 'cut'], to: 'cancelled', event: 'cancelled' },
} as const satisfies Record<string, { from: readonly InternetStatus[]; to: InternetStatus | undefined; event: InternetEvent }>;
export type InternetAction = keyof typeof INTERNET_ACTIONS;

/** May `action` be taken on a service in `status`? (the server refuses it otherwise: 409 `state`) */
export const allows = (action: InternetAction, status: InternetStatus): boolean => (INTERNET_ACTIONS[action].from as readonly string[]).includes(status);

export const internetHistoryLine = z.object({
  date: isoDate.describe('from this day on (the day itself included) the service is as this line says'),
  event: z.enum(INTERNET_EVENTS),
  status: z.enum(INTERNET_STATUSES),
  room_id: z.string(),
  monthly_price: z.number().int(),
  reason: z.string().optional(),
  at: z.string(),
  by: z.string(),
});
export type InternetHistoryLine = z.infer<typeof internetHistoryLine>;

export const internetService = z.object({
  id: z.string(),
  building: buildingCode,
  room_id: z.string(),
  provider: z.string(),
  account: z.string(),
  monthly_price: z.number().int().describe('the price now, integer đồng a month'),
  start_date: isoDate,
  status: z.enum(INTERNET_STATUSES),
  status_date: isoDate.describe('date of the newest change'),
  notes: z.string().optional(),
  history: z.array(internetHistoryLine).describe('oldest first'),
  version: z.number().int(),
  created_at: z.string(),
  created_by: z.string(),
  updated_at: z.string(),
});
export type InternetService = z.infer<typeof internetService>;

const serviceId = z.string({ error: 'Vui lòng chọn dịch vụ internet' }).regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Mã dịch vụ internet không hợp lệ');
const version = z
  .number({ error: 'Thiếu phiên bản dữ liệu, vui lòng tải lại' })
  .int()
  .min(1)
  .describe('the version the caller saw: a change made meanwhile is a 409');
const reason = z.string().trim().max(300, 'Lý do tối đa 300 ký tự').optional();
const text = (missing: string, max: number) => z.string({ error: missing }).trim().min(1, missing).max(max, `Tối đa ${max} ký tự`);

/** The screen's page ("Tải thêm" asks for the next): the spec's 50, so a read costs the same at any size (issue 23 §13). */
export const INTERNET_PAGE_LIMIT = LIST_PAGE;

export const listInternet = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/internet',
  summary: 'Dịch vụ internet của một toà (hoặc mọi toà), mới đăng ký trước, lọc theo trạng thái và phòng; phân trang bằng con trỏ',
  query: z.strictObject({
    building: buildingCode.optional(),
    status: z.enum(INTERNET_STATUSES, { error: 'Trạng thái không hợp lệ' }).optional(),
    room_id: roomIdField.optional(),
    limit: queryInt(1, 1000).default(INTERNET_PAGE_LIMIT),
    cursor: z.string().max(2048).optional(),
  }),
  response: z.object({ items: z.array(internetService), cursor: z.string().optional() }),
});

const writes = { access: 'staff', idempotent: true, affects: ['internet', 'logs'] } as const;

export const createInternet = endpoint({
  method: 'POST',
  ...writes,
  path: '/api/internet',
  summary: 'Đăng ký internet cho một phòng (nhà cung cấp, tài khoản, giá tháng, ngày bắt đầu); mỗi phòng một dịch vụ đang dùng',
  status: 201,
  body: z.strictObject({
    building: buildingCode,
    room_id: roomIdField,
    provider: text('Vui lòng nhập nhà cung cấp', 100),
    account: text('Vui lòng nhập tài khoản internet', 100),
    monthly_price: nonNegativeMoney,
    start_date: voucherDate,
    notes: z.string().trim().max(500, 'Ghi chú tối đa 500 ký tự').optional(),
  }),
  response: internetService,
});

/** Every change names the service (building + id), the version it saw and the day it takes effect. */
const change = z.strictObject({ building: buildingCode, id: serviceId, version, date: voucherDate, reason });

export const changeInternetRoom = endpoint({
  method: 'POST',
  ...writes,
  path: '/api/internet/change-room-id',
  summary: 'Chuyển dịch vụ internet sang phòng khác cùng toà từ một ngày (phòng mới chưa có internet đang dùng)',
  body: change.extend({ room_id: roomIdField }),
  response: internetService,
});

export const activateInternet = endpoint({
  method: 'POST',
  ...writes,
  path: '/api/internet/activate',
  summary: 'Mở lại internet đã cắt từ một ngày (có thể kèm giá tháng mới)',
  body: change.extend({ monthly_price: nonNegativeMoney.optional() }),
  response: internetService,
});

export const cutInternet = endpoint({
  method: 'POST',
  ...writes,
  path: '/api/internet/cut-internet',
  summary: 'Cắt internet đang dùng từ một ngày (ví dụ chưa đóng tiền)',
  body: change,
  response: internetService,
});

export const cancelInternet = endpoint({
  method: 'POST',
  ...writes,
  path: '/api/internet/cancel-internet-room',
  summary: 'Huỷ hẳn dịch vụ internet của phòng từ một ngày (không mở lại được; phòng được đăng ký dịch vụ mới)',
  body: change,
  response: internetService,
});
