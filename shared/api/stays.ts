import * as z from 'zod';
import { CHARGE_KINDS } from '../catalog/receivables';
import { endpoint } from './endpoint';
import { buildingCode, isoDate, money, nonNegativeMoney, pageOf, pageQuery, queryInt, voucherDate, withinMonths } from './common';
import { journalLine } from './ledger';
import { WALLET_IDS } from '../catalog/wallets';
import { walletFitsBuilding } from './deposits';
import { billLine } from './bills';
import { VEHICLE_TYPES, vehicle, type Vehicle } from './customers/vehicles';

/** Stays: check-in (a stay, its contract and customers), check-out with its final bill, deposit refunds. */

export const walletId = z
  .number({ error: 'Vui lòng chọn ví tiền' })
  .int('Ví tiền không hợp lệ')
  .refine((id) => WALLET_IDS.includes(id), 'Ví tiền không tồn tại');

const roomId = z.string({ error: 'Vui lòng chọn phòng' }).trim().min(1, 'Vui lòng chọn phòng').max(12);
const recordId = (what: string) =>
  z
    .string({ error: `Vui lòng chọn ${what}` })
    .trim()
    .min(1, `Vui lòng chọn ${what}`)
    .max(40);

/** A meter reading: a whole number of kWh or m³. */
export const meterReading = z.number({ error: 'Vui lòng nhập chỉ số' }).int('Chỉ số phải là số nguyên').min(0, 'Chỉ số không được âm');
export const readings = z.strictObject({ electricity: meterReading, water: meterReading });

export const occupantInput = z.strictObject({
  name: z.string({ error: 'Vui lòng nhập họ tên' }).trim().min(1, 'Vui lòng nhập họ tên').max(100),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 .-]{8,15}$/, 'Số điện thoại không hợp lệ')
    .optional(),
  id_number: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{6,20}$/, 'Số CCCD/hộ chiếu chỉ gồm chữ và số (6–20 ký tự)')
    .optional(),
  birth_date: isoDate.optional(),
  hometown: z.string().trim().max(200).optional(),
});
export type OccupantInput = z.infer<typeof occupantInput>;
export const occupant = occupantInput.extend({ customer_id: z.string() });
export type Occupant = z.infer<typeof occupant>;

// The vehicle shape lives in its own small file (the reads that show vehicles need not load this contract); re-exported here for the stay's screens.
export { VEHICLE_TYPES, vehicle, type Vehicle };

export const STAY_STATUSES = ['active', 'checked_out', 'removed'] as const;

export const stay = z.object({
  id: z.string(),
  building: buildingCode,
  room_id: z.string(),
  deposit_id: z.string().optional(),
  deposit_object: z.string().describe('ledger object holding the deposit money: deposit:<id> or stay:<id>'),
  contract_no: z.string(),
  start_date: isoDate,
  rent: z.number().int(),
  rent_history: z.array(z.object({ from: isoDate, rent: z.number().int() })),
  deposit_held: z.number().int(),
  deposit_top_up: z.number().int().describe('deposit money received at check-in itself'),
  wallet: z.number().int().optional(),
  occupants: z.array(occupant),
  vehicles: z.array(vehicle),
  start_readings: z.object({ electricity: z.number().int(), water: z.number().int() }),
  internet: z.boolean(),
  notice_days: z.number().int(),
  notes: z.string().optional(),
  status: z.enum(STAY_STATUSES),
  check_out_id: z.string().optional(),
  leave_date: isoDate.optional(),
  last_change_id: z.string().optional().describe('newest active change-of-information slip'),
  entry_id: z.string().optional(),
  version: z.number().int(),
  created_at: z.string(),
  created_by: z.string(),
});
export type Stay = z.infer<typeof stay>;

export const createCheckIn = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['stays', 'deposits', 'rooms', 'customers', 'ledger', 'logs'],
  path: '/api/check-ins',
  summary: 'Nhận phòng: tạo lượt ở, hợp đồng và khách hàng; chuyển phiếu cọc (nếu có) sang đã nhận phòng',
  status: 201,
  body: z
    .strictObject({
      building: buildingCode,
      room_id: roomId,
      deposit_id: recordId('phiếu cọc').optional(),
      contract_no: z
        .string({ error: 'Vui lòng nhập số hợp đồng' })
        .trim()
        .regex(/^[0-9A-Za-z/._-]{1,30}$/, 'Số hợp đồng chỉ gồm chữ, số và / . _ - (tối đa 30 ký tự)'),
      start_date: voucherDate,
      rent: nonNegativeMoney,
      deposit_held: nonNegativeMoney.optional().describe('required without a deposit; with one, defaults to the money it holds'),
      wallet: walletId.optional().describe('where deposit money received at check-in goes'),
      occupants: z.array(occupantInput, { error: 'Vui lòng nhập người ở' }).min(1, 'Cần ít nhất một người ở').max(20, 'Tối đa 20 người ở'),
      vehicles: z.array(vehicle).max(20, 'Tối đa 20 xe').default([]),
      start_readings: readings,
      internet: z.boolean({ error: 'Vui lòng chọn có/không dùng internet' }),
      notice_days: z.number().int('Số ngày báo trước phải là số nguyên').min(0).max(365).default(30),
      notes: z.string().max(500).optional(),
    })
    .superRefine((b, ctx) => {
      if (!b.deposit_id && b.deposit_held === undefined) ctx.addIssue({ code: 'custom', path: ['deposit_held'], message: 'Vui lòng nhập tiền cọc giữ' });
      if (!b.deposit_id && (b.deposit_held ?? 0) > 0 && b.wallet === undefined)
        ctx.addIssue({ code: 'custom', path: ['wallet'], message: 'Vui lòng chọn ví nhận tiền cọc' });
      if (b.wallet !== undefined && !walletFitsBuilding(b.wallet, b.building))
        ctx.addIssue({ code: 'custom', path: ['wallet'], message: 'Ví tiền mặt phải là quỹ tiền mặt của toà này' });
      b.occupants.forEach((o, i) => {
        if (o.birth_date && o.birth_date >= b.start_date)
          ctx.addIssue({ code: 'custom', path: ['occupants', i, 'birth_date'], message: 'Ngày sinh phải trước ngày nhận phòng' });
      });
    }),
  response: stay,
});

const dateRange = {
  from: isoDate.optional(),
  to: isoDate.optional(),
};
/** A search reads one partition per month, so the range is bounded. */
export const boundedRange = withinMonths(24);

export const searchCheckIns = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/check-ins/search',
  summary: 'Tìm phiếu nhận phòng: theo toà và khoảng ngày nhận phòng, hoặc mọi lượt ở của một phòng',
  query: z
    .strictObject({
      building: buildingCode,
      ...dateRange,
      room_id: roomId.optional(),
      status: z.enum(STAY_STATUSES, { error: 'Trạng thái không hợp lệ' }).optional(),
      q: z.string().trim().max(50).optional().describe('part of a name, phone, ID number or contract number'),
    })
    .superRefine(boundedRange)
    .refine((v) => !!v.from || !!v.room_id, { message: 'Chọn khoảng ngày hoặc phòng', path: ['from'] }),
  response: z.array(stay),
});

export const removeCheckIn = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['stays', 'deposits', 'rooms', 'customers', 'ledger', 'logs'],
  path: '/api/check-ins/remove',
  summary: 'Xoá phiếu nhận phòng nhập sai (chỉ khi phòng đang ở và chưa trả phòng): đảo bút toán, trả phiếu cọc về hiệu lực',
  body: z.strictObject({ id: recordId('phiếu nhận phòng'), reason: z.string().trim().max(300).optional() }),
  response: stay,
});

export const RETURN_DEPOSIT_STATUSES = ['pending', 'returned', 'cancelled'] as const;
export const returnDeposit = z.object({
  id: z.string(),
  check_out_id: z.string(),
  stay_id: z.string(),
  building: buildingCode,
  room_id: z.string(),
  contract_no: z.string(),
  customer_name: z.string(),
  phone: z.string().optional(),
  leave_date: isoDate,
  amount: z.number().int(),
  deposit_object: z.string(),
  parts: z.array(z.object({ object: z.string(), amount: z.number().int() })).describe('refund per ledger object'),
  status: z.enum(RETURN_DEPOSIT_STATUSES),
  wallet: z.number().int().optional(),
  returned_date: isoDate.optional(),
  returned_by: z.string().optional(),
  entry_id: z.string().optional(),
  version: z.number().int(),
  created_at: z.string(),
});
export type ReturnDeposit = z.infer<typeof returnDeposit>;

const chargeLine = z.strictObject({
  label: z.string({ error: 'Vui lòng nhập nội dung' }).trim().min(1, 'Vui lòng nhập nội dung').max(100),
  amount: money.positive('Số tiền phải lớn hơn 0'),
});

export const checkOutBill = z.object({
  rent_from: isoDate.describe('first day counted: the later of the stay start and the first day of the leave month'),
  rent_days: z.number().int(),
  days_in_month: z.number().int(),
  monthly_rent: z.number().int(),
  rent: z.number().int(),
  electricity_kwh: z.number().int(),
  electricity_price: z.number().int(),
  electricity: z.number().int(),
  water_mode: z.enum(['per_person', 'per_m3']),
  water_units: z.number().int().describe('persons or m³'),
  water_price: z.number().int(),
  water: z.number().int(),
  other_charges: z.array(z.object({ label: z.string(), amount: z.number().int() })),
  credits: z.array(z.object({ label: z.string(), amount: z.number().int() })),
  repair_charges: z
    .array(billLine)
    .optional()
    .describe("repairs the tenant caused that were waiting for the room's bill (kind repair, 'Sửa chữa do khách: …', Cr 7111), as a monthly bill carries them"),
  total: z.number().int(),
});
export type CheckOutBill = z.infer<typeof checkOutBill>;

export const checkOut = z.object({
  id: z.string(),
  stay_id: z.string(),
  building: buildingCode,
  room_id: z.string(),
  contract_no: z.string(),
  customer_name: z.string(),
  leave_date: isoDate,
  notice_date: isoDate.optional().describe("from the request, else the room's standing notice"),
  room_notice: z.record(z.string(), z.unknown()).optional().describe('the notice the room held, put back if the check-out is cancelled'),
  notice_given_days: z.number().int(),
  notice_days: z.number().int(),
  start_readings: z.object({ electricity: z.number().int(), water: z.number().int() }),
  final_readings: z.object({ electricity: z.number().int(), water: z.number().int() }),
  bill: checkOutBill,
  deposit_object: z.string(),
  deposit_held: z.number().int(),
  deposit_parts: z
    .array(z.object({ object: z.string(), held: z.number().int(), applied: z.number().int(), forfeited: z.number().int(), refund: z.number().int() }))
    .describe("per ledger object: the deposit's, and the stay's own for additional receipts"),
  deposit_applied: z.number().int(),
  forfeited: z.number().int(),
  forfeit_waived: z.boolean(),
  waive_reason: z.string().optional(),
  refund: z.number().int(),
  receivable: z
    .number()
    .int()
    .describe("what the stay still owes after the deposit paid its open items: the departed stay's own debt on 1311, collectable later"),
  settled_items: z
    .array(
      z.object({
        id: z.string(),
        kind: z.enum(CHARGE_KINDS),
        bill_no: z.string(),
        month: z.string(),
        owed: z.number().int().describe('open at check-out, after the stay’s own credits'),
        deposit_applied: z.number().int(),
        left: z.number().int().describe('still owed after the deposit'),
      }),
    )
    .optional()
    .describe('every open item of the stay at check-out (its earlier bills, notes, the final bill) and what the deposit paid of each, oldest first'),
  credit_used: z.number().int().optional().describe("the stay's own credits (paid ahead) that paid the final bill"),
  return_deposit_id: z.string().optional(),
  customer_ids: z.array(z.string()).describe('the occupants this check-out closed'),
  room_status_before: z.number().int(),
  room_status_after: z.number().int(),
  status: z.enum(['done', 'cancelled']),
  notes: z.string().optional(),
  entry_id: z.string().optional(),
  version: z.number().int(),
  created_at: z.string(),
  created_by: z.string(),
  cancelled_at: z.string().optional(),
});
export type CheckOut = z.infer<typeof checkOut>;

export const createCheckOut = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['stays', 'deposits', 'rooms', 'customers', 'ledger', 'logs'],
  path: '/api/check-outs',
  summary: 'Trả phòng: hoá đơn cuối (tiền phòng theo ngày, điện nước, phí khác), trừ cọc, mất cọc nếu báo trước không đủ',
  status: 201,
  body: z
    .strictObject({
      stay_id: recordId('lượt ở'),
      leave_date: voucherDate,
      final_readings: readings,
      notice_date: voucherDate.optional().describe("day the tenant gave notice; default: the room's notice (/room-states/update); none = no notice"),
      waive_forfeit: z.boolean().default(false),
      waive_reason: z.string().trim().max(300).optional(),
      other_charges: z.array(chargeLine).max(10, 'Tối đa 10 khoản phí').default([]),
      credits: z.array(chargeLine).max(10, 'Tối đa 10 khoản giảm trừ').default([]),
      notes: z.string().max(500).optional(),
    })
    .superRefine((b, ctx) => {
      if (b.waive_forfeit && !b.waive_reason) ctx.addIssue({ code: 'custom', path: ['waive_reason'], message: 'Vui lòng nhập lý do miễn mất cọc' });
      if (b.notice_date && b.notice_date > b.leave_date)
        ctx.addIssue({ code: 'custom', path: ['notice_date'], message: 'Ngày báo trả phải trước ngày trả phòng' });
    }),
  response: checkOut.extend({
    return_deposit: returnDeposit.optional(),
    vehicle_cards_out: z
      .array(z.object({ id: z.string(), card_no: z.string(), plate: z.string().optional(), vehicle_type: z.enum(VEHICLE_TYPES) }))
      .optional()
      .describe('vehicle cards the stay still held at check-out (/the-xe): to be collected'),
  }),
});

export const searchCheckOuts = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/check-outs/search',
  summary: 'Báo cáo trả phòng: phiếu trả phòng của một toà theo khoảng ngày trả',
  query: z
    .strictObject({
      building: buildingCode,
      from: isoDate,
      to: isoDate,
      room_id: roomId.optional(),
      status: z.enum(['done', 'cancelled'], { error: 'Trạng thái không hợp lệ' }).optional(),
    })
    .superRefine(boundedRange),
  response: z.array(checkOut),
});

export const cancelCheckOut = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['stays', 'deposits', 'rooms', 'customers', 'ledger', 'logs'],
  path: '/api/check-outs/cancel-check-out',
  summary: 'Huỷ trả phòng: đảo bút toán, khôi phục lượt ở và trạng thái phòng (không được nếu đã trả cọc)',
  body: z.strictObject({ id: recordId('phiếu trả phòng'), reason: z.string().trim().max(300).optional() }),
  response: checkOut,
});

export const searchReturnDeposits = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/return-deposits/search',
  summary: 'Báo cáo trả cọc: khoản trả cọc của một toà theo ngày trả phòng (chờ trả, đã trả)',
  query: z
    .strictObject({
      building: buildingCode,
      from: isoDate,
      to: isoDate,
      status: z.enum(RETURN_DEPOSIT_STATUSES, { error: 'Trạng thái không hợp lệ' }).optional(),
    })
    .superRefine(boundedRange),
  response: z.array(returnDeposit),
});

export const updateReturnDeposit = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['stays', 'ledger', 'logs'],
  path: '/api/return-deposits/update-return-deposit',
  summary: 'Chi trả cọc cho khách: chờ trả → đã trả, ghi ví và ngày chi',
  body: z.strictObject({
    id: recordId('phiếu trả cọc'),
    wallet: walletId,
    date: voucherDate,
    version: z.number().int().min(1).optional().describe('the version the screen showed; refused if it changed'),
  }),
  response: returnDeposit,
});

/**
 * The deposit money's cash and bank lines a page at a time (issue 23 §13), read from the wallets' books
 * month after month: a request examines a bounded number of book lines, so a page may be short, even
 * empty, and still carry a cursor. In key order (month, wallet, then date, entry, line): the screen
 * reads every page, sorts the whole list by date and totals it (Thu vào = Σ debit, Chi ra = Σ credit).
 */
export const searchCashDeposits = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/general/cash/deposit/search',
  summary: 'Tiền mặt / ngân hàng của tiền cọc: các dòng quỹ của phiếu cọc, nhận phòng, trả cọc trong khoảng ngày',
  query: z
    .strictObject({
      from: isoDate,
      to: isoDate,
      building: buildingCode.optional(),
      wallet: queryInt(2, 10).optional(),
      ...pageQuery,
    })
    .superRefine(boundedRange),
  response: pageOf(journalLine),
});
