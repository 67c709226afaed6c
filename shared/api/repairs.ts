import * as z from 'zod';
import { endpoint } from './endpoint';
import { buildingCode, isoDate, isoMonth, nonNegativeMoney, voucherDate, withinMonths } from './common';
import { PHONE_PATTERN, recordId, roomIdField, walletFitsBuilding, walletId, WALLET_BUILDING_MESSAGE } from './deposits';

/**
 * Repairs (business rules §8): requests (building, room or common area, description, who reported it
 * and when; status not repaired → timesheet done → completed), the repairmen's timesheets (days or
 * hours, wage, materials, the requests they worked on; payment status not paid → paid) and the
 * repairmen. Two books kept apart: ordinary repairs and large fire-safety (PCCC) works, each with its
 * own paths and its own stored items. Paying a repairman's unpaid timesheets of a month is ONE
 * voucher (§7: Dr 8111 object `repairman:<id>` / Cr the wallet) that marks them paid.
 */

export const REPAIR_BOOKS = ['ordinary', 'pccc'] as const;
export type RepairBook = (typeof REPAIR_BOOKS)[number];
export const REPAIR_BOOK_TEXT: Record<RepairBook, string> = { ordinary: 'Sửa chữa', pccc: 'Sửa chữa PCCC lớn' };
/** The URL stem of each book's requests and timesheets (spec: /repair-… and /pccc-major-repair-…). */
export const REPAIR_BOOK_PATH: Record<RepairBook, { request: string; timesheet: string }> = {
  ordinary: { request: '/api/repair-request', timesheet: '/api/repair-timesheet' },
  pccc: { request: '/api/pccc-major-repair-request', timesheet: '/api/pccc-major-repair-timesheet' },
};

export const REPAIR_STATUSES = ['not_repaired', 'timesheet_done', 'completed'] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];
export const REPAIR_STATUS_TEXT: Record<RepairStatus, string> = { not_repaired: 'Chưa sửa', timesheet_done: 'Đã chấm công', completed: 'Hoàn thành' };
/** A request moves one step forward at a time; staying where it is (an edit of its fields) is allowed. */
export const repairStepAllowed = (from: RepairStatus, to: RepairStatus): boolean => {
  const a = REPAIR_STATUSES.indexOf(from);
  const b = REPAIR_STATUSES.indexOf(to);
  return b === a || b === a + 1;
};

export const PAYMENT_STATUSES = ['not_paid', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_TEXT: Record<PaymentStatus, string> = { not_paid: 'Chưa thanh toán', paid: 'Đã thanh toán' };

const text = (missing: string, max: number) => z.string({ error: missing }).trim().min(1, missing).max(max, `Tối đa ${max} ký tự`);
const version = z.number({ error: 'Thiếu phiên bản dữ liệu, vui lòng tải lại' }).int().min(1, 'Phiên bản không hợp lệ');
const idParams = z.strictObject({ id: recordId });

// --- requests ---

export const repairRequest = z.object({
  id: z.string(),
  book: z.enum(REPAIR_BOOKS),
  building: buildingCode,
  room_id: z.string().optional(),
  common_area: z.string().optional(),
  description: z.string(),
  reported_by: z.string(),
  reported_on: isoDate,
  status: z.enum(REPAIR_STATUSES),
  timesheet_ids: z.array(z.string()).describe('the timesheets that worked on it, oldest first'),
  completed_on: isoDate.optional(),
  tenant_caused: z.boolean().optional().describe("caused by the tenant: charge_amount goes on the room's next monthly bill"),
  charge_amount: z.number().int().optional().describe('đồng charged to the room (tenant_caused only)'),
  charged_bill_id: z.string().optional().describe('the bill that carries the charge, once a billing run took it'),
  charged_bill_no: z.string().optional(),
  charged_month: z.string().optional(),
  version: z.number().int(),
  created_at: z.string(),
  created_by: z.string(),
  updated_at: z.string().optional(),
  updated_by: z.string().optional(),
});
export type RepairRequest = z.infer<typeof repairRequest>;

/** The most a tenant is charged for one repair (đồng). */
export const MAX_REPAIR_CHARGE = 100_000_000;
/** The bill line of a charge (business rules §7: Dr 1311 room / Cr 7111, other income). */
export const repairChargeLabel = (description: string) => `Sửa chữa do khách: ${description}`.slice(0, 100);

const requestFields = {
  room_id: roomIdField.optional(),
  common_area: z.string().trim().min(1, 'Vui lòng nhập khu vực chung').max(200, 'Khu vực chung tối đa 200 ký tự').optional(),
  description: text('Vui lòng nhập nội dung cần sửa', 1000),
  reported_by: text('Vui lòng nhập người báo', 120),
  reported_on: voucherDate,
  tenant_caused: z.boolean({ error: 'Khách gây ra phải là có hoặc không' }).default(false),
  charge_amount: nonNegativeMoney
    .positive('Số tiền tính cho khách phải lớn hơn 0')
    .max(MAX_REPAIR_CHARGE, 'Số tiền tính cho khách tối đa 100.000.000 đ')
    .optional(),
};
const ROOM_OR_AREA = 'Chọn phòng hoặc nhập khu vực chung (chỉ một trong hai)';
const roomOrArea = (b: { room_id?: string; common_area?: string; tenant_caused: boolean; charge_amount?: number }, ctx: z.RefinementCtx) => {
  if (!b.room_id === !b.common_area) ctx.addIssue({ code: 'custom', path: [b.room_id ? 'common_area' : 'room_id'], message: ROOM_OR_AREA });
  // A charge goes on a room's bill: only a room's repair caused by its tenant carries an amount.
  if (b.tenant_caused && !b.room_id) ctx.addIssue({ code: 'custom', path: ['tenant_caused'], message: 'Chỉ sửa chữa của một phòng mới tính được cho khách' });
  if (b.tenant_caused && b.charge_amount === undefined)
    ctx.addIssue({ code: 'custom', path: ['charge_amount'], message: 'Vui lòng nhập số tiền tính cho khách' });
  if (!b.tenant_caused && b.charge_amount !== undefined)
    ctx.addIssue({ code: 'custom', path: ['charge_amount'], message: 'Chỉ nhập số tiền khi khách gây ra' });
};

const requestList = z
  .strictObject({
    building: buildingCode.optional(),
    from: isoDate,
    to: isoDate,
    status: z.enum(REPAIR_STATUSES, { error: 'Trạng thái không hợp lệ' }).optional(),
  })
  .superRefine(withinMonths(12));
const requestCreate = z.strictObject({ building: buildingCode, ...requestFields }).superRefine(roomOrArea);
const requestEdit = z
  .strictObject({ version, status: z.enum(REPAIR_STATUSES, { error: 'Trạng thái không hợp lệ' }), ...requestFields })
  .superRefine(roomOrArea);

// --- timesheets ---

export const repairTimesheet = z.object({
  id: z.string(),
  book: z.enum(REPAIR_BOOKS),
  building: buildingCode,
  repairman_id: z.string(),
  repairman_name: z.string(),
  date: isoDate,
  days: z.number().optional().describe('days worked (steps of 0.5)'),
  hours: z.number().optional().describe('hours worked, when counted by the hour'),
  wage: z.number().int().describe('labour, integer đồng'),
  materials: z.number().int().describe('materials bought, integer đồng'),
  total: z.number().int().describe('wage + materials'),
  request_ids: z.array(z.string()),
  note: z.string().optional(),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_id: z.string().optional(),
  payment_no: z.string().optional(),
  paid_on: isoDate.optional(),
  version: z.number().int(),
  created_at: z.string(),
  created_by: z.string(),
  updated_at: z.string().optional(),
  updated_by: z.string().optional(),
});
export type RepairTimesheet = z.infer<typeof repairTimesheet>;

export const MAX_TIMESHEET_REQUESTS = 20;
const timesheetFields = {
  repairman_id: z.string({ error: 'Vui lòng chọn thợ sửa chữa' }).regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Thợ sửa chữa không hợp lệ'),
  date: voucherDate,
  days: z
    .number({ error: 'Số ngày công phải là số' })
    .positive('Số ngày công phải lớn hơn 0')
    .max(31, 'Tối đa 31 ngày công')
    .multipleOf(0.5, 'Ngày công tính theo nửa ngày (0,5)')
    .optional(),
  hours: z
    .number({ error: 'Số giờ công phải là số' })
    .positive('Số giờ công phải lớn hơn 0')
    .max(248, 'Tối đa 248 giờ công')
    .multipleOf(0.5, 'Giờ công tính theo nửa giờ (0,5)')
    .optional(),
  wage: nonNegativeMoney.max(1_000_000_000, 'Tiền công tối đa 1.000.000.000 đ'),
  materials: nonNegativeMoney.max(1_000_000_000, 'Tiền vật tư tối đa 1.000.000.000 đ'),
  note: z.string().trim().max(500, 'Ghi chú tối đa 500 ký tự').optional(),
};
const workAndMoney = (b: { days?: number; hours?: number; wage: number; materials: number }, ctx: z.RefinementCtx) => {
  if (b.days === undefined && b.hours === undefined) ctx.addIssue({ code: 'custom', path: ['days'], message: 'Nhập số ngày công hoặc số giờ công' });
  if (b.days !== undefined && b.hours !== undefined)
    ctx.addIssue({ code: 'custom', path: ['hours'], message: 'Chỉ nhập ngày công hoặc giờ công, không cả hai' });
  if (b.wage + b.materials <= 0) ctx.addIssue({ code: 'custom', path: ['wage'], message: 'Tiền công và vật tư không được cùng bằng 0' });
};
const timesheetCreate = z
  .strictObject({
    building: buildingCode,
    ...timesheetFields,
    request_ids: z.array(recordId).max(MAX_TIMESHEET_REQUESTS, `Tối đa ${MAX_TIMESHEET_REQUESTS} phiếu sửa chữa một bảng chấm công`).default([]),
  })
  .superRefine(workAndMoney)
  .superRefine((b, ctx) => {
    if (new Set(b.request_ids).size !== b.request_ids.length)
      ctx.addIssue({ code: 'custom', path: ['request_ids'], message: 'Một phiếu sửa chữa chỉ chọn một lần' });
  });
const timesheetEdit = z.strictObject({ version, ...timesheetFields }).superRefine(workAndMoney);
const monthQuery = z.strictObject({ month: isoMonth, building: buildingCode.optional() });

export const timesheetWithRequests = repairTimesheet.extend({
  requests: z.array(repairRequest),
  payment_version: z.number().int().optional().describe('a paid timesheet: the version of its payment as read with it, what a cancel of that payment sends'),
});
export type TimesheetWithRequests = z.infer<typeof timesheetWithRequests>;

export const repairmanTotal = z.object({
  building: buildingCode,
  repairman_id: z.string(),
  repairman_name: z.string(),
  timesheets: z.number().int(),
  days: z.number(),
  hours: z.number(),
  wage: z.number().int(),
  materials: z.number().int(),
  total: z.number().int(),
  paid: z.number().int(),
  unpaid: z.number().int(),
});
export type RepairmanTotal = z.infer<typeof repairmanTotal>;

// --- payment ---

export const repairPayment = z.object({
  id: z.string(),
  book: z.enum(REPAIR_BOOKS),
  slip_no: z.string().describe('SC<building><YYMM>-NNN (PCCC: SP…)'),
  building: buildingCode,
  month: isoMonth,
  date: isoDate,
  wallet: z.number().int(),
  repairman_id: z.string(),
  repairman_name: z.string(),
  amount: z.number().int(),
  wage: z.number().int(),
  materials: z.number().int(),
  timesheet_ids: z.array(z.string()),
  status: z.enum(['active', 'reversed']).describe('reversed: its entry reversed, its timesheets unpaid again'),
  version: z.number().int(),
  created_at: z.string(),
  created_by: z.string(),
  reversed_at: z.string().optional(),
  reversed_by: z.string().optional(),
});
export type RepairPayment = z.infer<typeof repairPayment>;

const payBody = z
  .strictObject({
    month: isoMonth,
    repairman_id: timesheetFields.repairman_id,
    building: buildingCode,
    wallet: walletId,
    date: voucherDate,
  })
  .refine((b) => walletFitsBuilding(b.wallet, b.building), { message: WALLET_BUILDING_MESSAGE, path: ['wallet'] });

/** A paid voucher can hold this many timesheets (one DynamoDB transaction). */
export const MAX_PAID_TIMESHEETS = 60;

// --- the endpoints of one book ---

const writes = (extra: readonly ('ledger' | 'expenses')[] = []) => ({ access: 'staff', idempotent: true, affects: ['repairs', 'logs', ...extra] }) as const;

function bookEndpoints<B extends RepairBook>(book: B) {
  const p = REPAIR_BOOK_PATH[book];
  const word = book === 'pccc' ? ' (PCCC lớn)' : '';
  return {
    listRequests: endpoint({
      method: 'GET',
      access: 'staff',
      path: p.request,
      summary: `Phiếu sửa chữa${word} theo ngày báo (tối đa 12 tháng, mỗi toà-tháng một lần đọc), lọc theo toà và trạng thái`,
      query: requestList,
      response: z.object({ items: z.array(repairRequest) }),
    }),
    createRequest: endpoint({
      method: 'POST',
      ...writes(),
      status: 201,
      path: p.request,
      summary: `Lập phiếu sửa chữa${word}: toà, phòng hoặc khu vực chung, nội dung, người báo, ngày báo; trạng thái Chưa sửa. Khách gây ra (tenant_caused) với số tiền: hoá đơn tháng kế tiếp của phòng có khoản 'Sửa chữa do khách' (Nợ 1311 / Có 7111), tính một lần`,
      body: requestCreate,
      response: repairRequest,
    }),
    updateRequest: endpoint({
      method: 'PUT',
      ...writes(),
      path: `${p.request}/{_id}`,
      params: z.strictObject({ _id: recordId }),
      summary: `Sửa phiếu sửa chữa${word} theo phiên bản; trạng thái chỉ đi tới từng bước Chưa sửa → Đã chấm công → Hoàn thành; khoản tính cho khách không đổi được sau khi đã lên hoá đơn`,
      body: requestEdit,
      response: repairRequest,
    }),
    listTimesheets: endpoint({
      method: 'GET',
      access: 'staff',
      path: p.timesheet,
      summary: `Bảng chấm công sửa chữa${word} của một tháng (một toà hoặc mọi toà)`,
      query: monthQuery,
      response: z.object({ items: z.array(repairTimesheet) }),
    }),
    createTimesheet: endpoint({
      method: 'POST',
      ...writes(),
      status: 201,
      path: p.timesheet,
      summary: `Chấm công thợ sửa chữa${word}: ngày hoặc giờ công, tiền công, vật tư, các phiếu sửa chữa đã làm (chuyển sang Đã chấm công); Chưa thanh toán`,
      body: timesheetCreate,
      response: repairTimesheet,
    }),
    updateTimesheet: endpoint({
      method: 'PUT',
      ...writes(),
      path: `${p.timesheet}/{id}`,
      params: idParams,
      summary: `Sửa bảng chấm công${word} chưa thanh toán, theo phiên bản (đã thanh toán thì không sửa được)`,
      body: timesheetEdit,
      response: repairTimesheet,
    }),
    timesheetsWithRequests: endpoint({
      method: 'GET',
      access: 'staff',
      path: `${p.timesheet}/with-repair-request`,
      summary: `Bảng chấm công${word} của một tháng kèm các phiếu sửa chữa đã làm`,
      query: monthQuery,
      response: z.object({ items: z.array(timesheetWithRequests) }),
    }),
    totalPaymentInMonth: endpoint({
      method: 'GET',
      access: 'staff',
      path: `${p.timesheet}/total-payment-in-month`,
      summary: `Tổng tiền sửa chữa${word} của một tháng theo thợ và toà: ngày/giờ công, tiền công, vật tư, đã và chưa thanh toán`,
      query: monthQuery,
      response: z.object({ items: z.array(repairmanTotal) }),
    }),
    payTimesheets: endpoint({
      method: 'POST',
      ...writes(['ledger', 'expenses']),
      status: 201,
      path: `${p.timesheet}/pay`,
      summary: `Thanh toán${word} các bảng chấm công chưa thanh toán của một thợ trong tháng ở một toà: một phiếu chi Nợ 8111 (thợ) / Có ví, đánh dấu đã thanh toán cùng giao dịch`,
      body: payBody,
      response: repairPayment,
    }),
    cancelPayment: endpoint({
      method: 'POST',
      ...writes(['ledger', 'expenses']),
      path: `${p.timesheet}/pay/cancel`,
      summary: `Huỷ phiếu chi thanh toán sửa chữa${word}: đảo bút toán trên ngày của phiếu, các bảng chấm công trở lại Chưa thanh toán (để sửa rồi thanh toán lại)`,
      body: z.strictObject({ payment_id: recordId, version }),
      response: repairPayment,
    }),
  };
}

const ordinary = bookEndpoints('ordinary');
const pccc = bookEndpoints('pccc');
export const REPAIR_ENDPOINTS = { ordinary, pccc } as const;

export const listRepairRequests = ordinary.listRequests;
export const createRepairRequest = ordinary.createRequest;
export const updateRepairRequest = ordinary.updateRequest;
export const listRepairTimesheets = ordinary.listTimesheets;
export const createRepairTimesheet = ordinary.createTimesheet;
export const updateRepairTimesheet = ordinary.updateTimesheet;
export const repairTimesheetsWithRequests = ordinary.timesheetsWithRequests;
export const repairTotalPaymentInMonth = ordinary.totalPaymentInMonth;
export const payRepairTimesheets = ordinary.payTimesheets;
export const cancelRepairPayment = ordinary.cancelPayment;

export const listPcccRepairRequests = pccc.listRequests;
export const createPcccRepairRequest = pccc.createRequest;
export const updatePcccRepairRequest = pccc.updateRequest;
export const listPcccRepairTimesheets = pccc.listTimesheets;
export const createPcccRepairTimesheet = pccc.createTimesheet;
export const updatePcccRepairTimesheet = pccc.updateTimesheet;
export const pcccRepairTimesheetsWithRequests = pccc.timesheetsWithRequests;
export const pcccRepairTotalPaymentInMonth = pccc.totalPaymentInMonth;
export const payPcccRepairTimesheets = pccc.payTimesheets;
export const cancelPcccRepairPayment = pccc.cancelPayment;

// --- repairmen ---

export const repairman = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().optional(),
  daily_wage: z.number().int(),
  active: z.boolean(),
  timesheet_count: z.number().int().describe('timesheets written for them: one with any cannot be deleted'),
  version: z.number().int(),
  created_at: z.string(),
  created_by: z.string(),
  updated_at: z.string().optional(),
  updated_by: z.string().optional(),
});
export type Repairman = z.infer<typeof repairman>;

const repairmanFields = {
  name: text('Vui lòng nhập tên thợ', 120),
  phone: z.string().trim().regex(PHONE_PATTERN, 'Số điện thoại không hợp lệ').optional(),
  daily_wage: nonNegativeMoney.max(100_000_000, 'Tiền công một ngày tối đa 100.000.000 đ'),
  active: z.boolean({ error: 'Vui lòng chọn đang làm hoặc ngừng' }),
};

export const listRepairmen = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/repairman',
  summary: 'Danh sách thợ sửa chữa (một lần đọc), đang làm trước',
  query: z.strictObject({ active: z.enum(['true', 'false'], { error: 'active là true hoặc false' }).optional() }),
  response: z.object({ items: z.array(repairman) }),
});

export const createRepairman = endpoint({
  method: 'POST',
  ...writes(),
  status: 201,
  path: '/api/repairman',
  summary: 'Thêm thợ sửa chữa: tên, điện thoại, tiền công một ngày, đang làm',
  body: z.strictObject(repairmanFields),
  response: repairman,
});

export const updateRepairman = endpoint({
  method: 'PUT',
  ...writes(),
  path: '/api/repairman/{id}',
  params: idParams,
  summary: 'Sửa thợ sửa chữa theo phiên bản (ngừng làm: active = false)',
  body: z.strictObject({ version, ...repairmanFields }),
  response: repairman,
});

export const deleteRepairman = endpoint({
  method: 'DELETE',
  ...writes(),
  path: '/api/repairman/{id}',
  params: idParams,
  summary: 'Xoá thợ sửa chữa chưa có bảng chấm công nào, theo phiên bản (đã có: 409, hãy cho ngừng làm)',
  body: z.strictObject({ version }),
  response: z.object({ message: z.string() }),
});
