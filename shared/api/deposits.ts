import * as z from 'zod';
import { endpoint } from './endpoint';
import { buildingCode, isoDate, isoMonth, money, nonNegativeMoney, pageOf, pageQuery, planDate, voucherDate, withinMonths } from './common';
import { monthsSpanned } from '../dates';
import { BUILDINGS } from '../catalog/buildings';
import { WALLET_IDS, walletOf } from '../catalog/wallets';
import { DEPOSIT_STATUSES } from '../catalog/deposits';

/** A ULID, as every record id is. */
export const recordId = z.string({ error: 'Vui lòng chọn phiếu' }).regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Mã phiếu không hợp lệ');

export const roomIdField = z
  .string({ error: 'Vui lòng nhập số phòng' })
  .trim()
  .regex(/^[0-9A-Za-z-]{1,12}$/, 'Số phòng chỉ gồm chữ, số và dấu gạch (tối đa 12 ký tự)');

export const positiveMoney = money.positive('Số tiền phải lớn hơn 0');

export const walletId = z
  .number({ error: 'Vui lòng chọn ví tiền' })
  .int('Ví tiền không hợp lệ')
  .refine((w) => WALLET_IDS.includes(w), 'Ví tiền không tồn tại');

/** A cash wallet belongs to one building: money of building X is not received into Y's cash box. */
export const walletFitsBuilding = (wallet: number, building: string): boolean => {
  const w = walletOf(wallet);
  if (!w || w.kind === 'bank') return true;
  return BUILDINGS.find((b) => b.code === building)?.cashWalletId === w.id;
};
export const WALLET_BUILDING_MESSAGE = 'Ví tiền mặt phải là quỹ tiền mặt của toà này';

export const PHONE_PATTERN = /^\+?[0-9][0-9 .]{7,14}$/;
const phone = z.string({ error: 'Vui lòng nhập số điện thoại' }).trim().regex(PHONE_PATTERN, 'Số điện thoại không hợp lệ');
const idNumber = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z]{6,20}$/, 'Số CCCD/hộ chiếu chỉ gồm chữ và số (6–20 ký tự)');
const customerName = z.string({ error: 'Vui lòng nhập tên khách' }).trim().min(1, 'Vui lòng nhập tên khách').max(100);
const note = z.string().max(500, 'Ghi chú tối đa 500 ký tự');

const MAX_MONTHS = 12;

/** A date range of at most twelve months, oldest first. */
const dateRange = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject({ from: isoDate, to: isoDate, ...shape }).superRefine((v, ctx) => withinMonths(MAX_MONTHS)(v as { from: string; to: string }, ctx));

export const depositStatus = z.enum(DEPOSIT_STATUSES, { error: 'Trạng thái cọc không hợp lệ' });

const closing = z.object({ date: isoDate, reason: z.string().optional(), amount: z.number().int(), at: z.string(), by: z.string() });

export const deposit = z.object({
  id: z.string(),
  slip_no: z.string(),
  building: z.string(),
  room_id: z.string(),
  customer_name: z.string(),
  /** Left out of what a guard (SECURITY) is answered, as id_number is. */
  phone: z.string().optional().describe('absent in answers to a guard (SECURITY)'),
  id_number: z.string().optional().describe('absent in answers to a guard (SECURITY)'),
  amount_agreed: z.number().int(),
  amount_paid: z.number().int(),
  /** Amount agreed − amount paid (the unpaid-deposit report lists the positive ones). */
  unpaid: z.number().int(),
  wallet: z.number().int(),
  agent_user_id: z.string(),
  agent_name: z.string(),
  date: z.string(),
  expected_move_in_date: z.string(),
  note: z.string().optional(),
  status: depositStatus,
  version: z.number().int(),
  /** The deposit this one was transferred from / to. */
  transferred_from: z.string().optional(),
  transferred_to: z.string().optional(),
  /** Written by the check-in. */
  checked_in_at: z.string().optional(),
  stay_id: z.string().optional(),
  cancelled: closing.optional().describe('forfeit: date, reason, amount forfeited'),
  deleted: closing.optional().describe('entry error: the reversal'),
  transferred: closing.optional().describe('moved to another room: amount carried over'),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.object({ user_id: z.string(), username: z.string() }),
});
export type Deposit = z.infer<typeof deposit>;

export const createDeposit = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['deposits', 'rooms', 'ledger', 'logs'],
  path: '/api/deposits',
  summary: 'Nhận cọc giữ phòng: số phiếu C{toà}{YYMM}-{NNN}, phòng sang "Đã cọc", ghi Nợ ví / Có 5112',
  status: 201,
  body: z
    .strictObject({
      building: buildingCode,
      room_id: roomIdField,
      customer_name: customerName,
      phone,
      id_number: idNumber.optional(),
      amount_agreed: positiveMoney,
      amount_paid: nonNegativeMoney,
      wallet: walletId,
      agent_user_id: z.string({ error: 'Vui lòng chọn người dẫn phòng' }).min(1, 'Vui lòng chọn người dẫn phòng').max(100),
      date: voucherDate,
      expected_move_in_date: planDate,
      note: note.optional(),
    })
    .refine((v) => v.amount_paid <= v.amount_agreed, { message: 'Số tiền đã đóng không được lớn hơn số tiền cọc thoả thuận', path: ['amount_paid'] })
    .refine((v) => v.expected_move_in_date >= v.date, { message: 'Ngày dự kiến vào ở phải từ ngày cọc trở đi', path: ['expected_move_in_date'] })
    .refine((v) => walletFitsBuilding(v.wallet, v.building), { message: WALLET_BUILDING_MESSAGE, path: ['wallet'] }),
  response: deposit,
});

export const searchDeposits = endpoint({
  method: 'GET',
  access: 'user',
  path: '/api/deposits/search',
  summary: 'Tìm phiếu cọc theo toà, khoảng ngày cọc, trạng thái, phòng, từ khoá (tên, điện thoại, số phiếu)',
  query: dateRange({
    building: buildingCode.optional(),
    status: depositStatus.optional(),
    room_id: roomIdField.optional(),
    q: z.string().trim().max(100).optional(),
  }),
  response: z.array(deposit),
});

export const searchCancelledDeposits = endpoint({
  method: 'GET',
  access: 'user',
  path: '/api/deposits/search/cancelled',
  summary: 'Phiếu cọc khách huỷ (mất cọc) theo khoảng ngày cọc',
  query: dateRange({
    building: buildingCode.optional(),
    room_id: roomIdField.optional(),
    q: z.string().trim().max(100).optional(),
  }),
  response: z.array(deposit),
});

export const depositWithHeld = deposit.extend({
  /** Deposit held on the ledger: Σ credit − Σ debit over 5112 + 5212 for `deposit:<id>`. */
  held: z.number().int(),
});

export const depositStatusOf = endpoint({
  method: 'GET',
  access: 'user',
  path: '/api/deposits/deposit-status',
  summary: 'Cọc đang giữ phòng của một toà (từng trang phòng) hoặc một phòng, với số tiền cọc đang giữ theo sổ cái',
  /**
   * A building's answer is paged by its ROOMS (issue 23 §13): a page holds the active deposits of
   * `limit` rooms, so it may hold fewer deposits than that, even none, and still carry a cursor. With
   * `room_id`, that room's deposits on one page, without a cursor.
   */
  query: z.strictObject({ building: buildingCode, room_id: roomIdField.optional(), ...pageQuery }),
  response: pageOf(depositWithHeld),
});

export const cancelDeposit = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['deposits', 'rooms', 'ledger', 'logs'],
  path: '/api/deposits/cancel',
  summary: 'Khách huỷ cọc (mất cọc): phòng trả lại trạng thái trước, ghi Nợ 5212 / Có 7111 số cọc đang giữ',
  body: z.strictObject({ id: recordId, date: voucherDate, reason: note.optional() }),
  response: deposit,
});

export const deleteDeposit = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['deposits', 'rooms', 'ledger', 'logs'],
  path: '/api/deposits/delete',
  summary: 'Xoá phiếu cọc nhập sai: bút toán đảo ngày của phiếu, phòng trả lại trạng thái trước',
  body: z.strictObject({ id: recordId, reason: note.optional() }),
  response: deposit,
});

export const transferDeposit = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['deposits', 'rooms', 'ledger', 'logs'],
  path: '/api/deposits/transfer',
  summary: 'Chuyển cọc sang phòng khác (mọi toà): phiếu mới số mới, ghi Nợ 5212 (cọc cũ) / Có 5112 (cọc mới)',
  body: z.strictObject({
    id: recordId,
    date: voucherDate,
    building: buildingCode,
    room_id: roomIdField,
    expected_move_in_date: planDate.optional(),
    note: note.optional(),
  }),
  response: z.object({ from: deposit, to: deposit }),
});

export const commissionRow = z.object({
  deposit_id: z.string(),
  slip_no: z.string(),
  building: z.string(),
  room_id: z.string(),
  customer_name: z.string(),
  agent_user_id: z.string(),
  agent_name: z.string(),
  deposit_date: z.string(),
  checked_in_at: z.string(),
  stay_id: z.string().optional(),
  rent: z.number().int(),
  amount: z.number().int(),
});

export const listCommissions = endpoint({
  method: 'GET',
  access: 'user',
  path: '/api/commissions',
  summary: 'Tiền dẫn phòng: cọc đã nhận phòng trong tháng, theo người dẫn (mặc định 50% tiền phòng), từng trang',
  /** A page of the rows in key order (building, month of the deposit, date); the whole list's order and total are the reader's. */
  query: z.strictObject({ month: isoMonth, building: buildingCode.optional(), agent_user_id: z.string().min(1).optional(), ...pageQuery }),
  response: pageOf(commissionRow),
});

export const receiptWrongFormat = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/general/receipt-wrong-format',
  summary: 'Phiếu cọc sai định dạng: số phiếu không đúng C{toà}{YYMM}-{NNN} hoặc thiếu/sai trường bắt buộc',
  query: dateRange({ building: buildingCode.optional() }),
  response: z.array(
    z.object({
      deposit_id: z.string(),
      slip_no: z.string(),
      building: z.string(),
      room_id: z.string(),
      date: z.string(),
      customer_name: z.string(),
      status: z.string(),
      problems: z.array(z.string()),
    }),
  ),
});

export const receiptContinuous = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/general/receipt-continuous',
  summary: 'Dãy số phiếu cọc theo toà và tháng, theo thứ tự, kèm các số bị nhảy',
  query: z
    .strictObject({ from: isoMonth, to: isoMonth, building: buildingCode.optional() })
    .refine((v) => v.from <= v.to, { message: 'Tháng bắt đầu phải trước tháng kết thúc', path: ['from'] })
    .refine((v) => monthsSpanned(v.from, v.to) <= MAX_MONTHS, { message: `Khoảng thời gian tối đa ${MAX_MONTHS} tháng`, path: ['to'] }),
  response: z.array(
    z.object({
      building: z.string(),
      month: z.string(),
      /** Numbers handed out by the counter (a failed write still used its number). */
      issued: z.number().int(),
      slips: z.array(
        z.object({
          seq: z.number().int(),
          slip_no: z.string(),
          deposit_id: z.string(),
          date: z.string(),
          room_id: z.string(),
          customer_name: z.string(),
          status: z.string(),
        }),
      ),
      gaps: z.array(z.number().int()),
    }),
  ),
});

/** Additional deposit receipt (ledger): more deposit money for a deposit or a stay's deposit object. */
export const additionalDepositReceipt = z.object({
  id: z.string(),
  object: z.string(),
  building: z.string(),
  room_id: z.string(),
  date: z.string(),
  amount: z.number().int(),
  wallet: z.number().int(),
  note: z.string().optional(),
  entry_id: z.string(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const createOrEditAdditionalDeposit = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['deposits', 'stays', 'ledger', 'logs'],
  path: '/api/additional-deposit-receipt/createOrEditReceipts',
  summary: 'Thu cọc bổ sung (tạo mới, hoặc sửa khi có id): ghi Nợ ví / Có 5212 cho đối tượng cọc',
  status: 201,
  body: z.strictObject({
    id: recordId.optional(),
    object: z
      .string({ error: 'Vui lòng chọn phiếu cọc hoặc lượt ở' })
      .regex(/^(deposit|stay):[0-9A-HJKMNP-TV-Z]{26}$/, 'Đối tượng phải có dạng deposit:<mã> hoặc stay:<mã>'),
    date: voucherDate,
    amount: positiveMoney,
    wallet: walletId,
    note: note.optional(),
  }),
  response: additionalDepositReceipt,
});
