import * as z from 'zod';
import { endpoint } from '../endpoint';
import { buildingCode, isoDate, pageOf, pageQuery, voucherDate, withinMonths } from '../common';
import { positiveMoney, roomIdField } from '../deposits';
import { receiptAllocation, stayIdField } from './';

/**
 * A money adjustment of one stay (business rules §7, §9), never edited: a correction is a new note.
 * payment_adjustment: 5211 ↔ 1311 on the stay; credit lowers what the stay owes (Dr 5211 / Cr 1311,
 * paying its open items oldest first like a receipt), debit raises it (Dr 1311 / Cr 5211, a new open
 * item). return_deposit_adjustment: the stay's deposit held ↔ its 1311; credit applies part of the
 * deposit to its debt (Dr 5212 on the stay's deposit objects / Cr 1311), debit gives back what an
 * earlier note applied (Dr 1311 / Cr 5212, an open item again); a pending refund of the stay shrinks or
 * grows by the same amount. The stay is the room's current one unless `stay_id` names another.
 */
export const ADJUSTMENT_TYPES = ['payment_adjustment', 'return_deposit_adjustment'] as const;
export type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number];
export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;

export const adjustment = z.object({
  id: z.string(),
  adjustment_no: z.string().describe('DC<building><YYMM>-NNN'),
  type: z.enum(ADJUSTMENT_TYPES),
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  building: z.string(),
  room_id: z.string(),
  date: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  month: z.string().optional(),
  bill_no: z.string().optional(),
  stay_id: z.string().optional().describe('the stay whose money it moves (absent on notes from before receivables were kept per stay)'),
  contract_no: z.string().optional(),
  customer_name: z.string().optional(),
  deposit_held: z.number().int().optional().describe("return_deposit_adjustment: the stay's deposit held after the note"),
  refund: z
    .object({ id: z.string(), amount: z.number().int(), status: z.string() })
    .optional()
    .describe("return_deposit_adjustment: the stay's pending refund after the note (grown or shrunk by the amount)"),
  allocations: z.array(receiptAllocation).describe('a credit note: the open items of its stay it paid, oldest first'),
  left_credit: z.number().int().describe('a credit note: what it left unapplied, a credit on its stay; 0 for a debit note'),
  stay_credit: z.number().int().describe("the stay's standing credit after the note"),
  created_at: z.string(),
  created_by: z.string(),
});
export type Adjustment = z.infer<typeof adjustment>;

export const createAdjustment = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['receipts', 'bills', 'ledger', 'logs'],
  path: '/api/adjustment',
  status: 201,
  summary:
    'Phiếu điều chỉnh: tiền phòng giảm (Nợ 5211 / Có 1311) hoặc tăng (Nợ 1311 / Có 5211) số phòng còn nợ; trả cọc: trừ tiền cọc vào nợ phòng (Nợ 5212 / Có 1311, không quá cọc còn giữ) hoặc hoàn lại phần đã trừ (Nợ 1311 / Có 5212), phiếu trả cọc chờ chi đổi theo; không sửa, sai thì lập phiếu mới',
  body: z
    .strictObject({
      building: buildingCode,
      room_id: roomIdField,
      type: z.enum(ADJUSTMENT_TYPES, 'Loại phiếu điều chỉnh không hợp lệ'),
      direction: z.enum(ADJUSTMENT_DIRECTIONS, 'Chọn giảm (credit) hoặc tăng (debit)'),
      date: voucherDate,
      amount: positiveMoney,
      reason: z.string().trim().min(1, 'Nhập lý do điều chỉnh').max(500, 'Lý do tối đa 500 ký tự'),
      month: z
        .string()
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Tháng không hợp lệ (YYYY-MM)')
        .optional(),
      bill_no: z.string().trim().max(40, 'Số hoá đơn tối đa 40 ký tự').optional(),
      stay_id: stayIdField.optional(),
    })
    .superRefine((v, ctx) => {
      if (v.type === 'return_deposit_adjustment' && !v.stay_id)
        ctx.addIssue({ code: 'custom', path: ['stay_id'], message: 'Chọn lượt ở (hợp đồng) có tiền cọc cần điều chỉnh' });
    }),
  response: adjustment,
});

export const searchAdjustments = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/adjustment/search',
  summary: 'Phiếu điều chỉnh (tiền phòng, trả cọc) của một toà trong khoảng ngày (tối đa 12 tháng), cũ trước; từng trang (con trỏ)',
  query: z
    .strictObject({ building: buildingCode, from: isoDate, to: isoDate, room_id: roomIdField.optional(), ...pageQuery })
    .superRefine((v, ctx) => withinMonths(12)(v, ctx)),
  response: pageOf(adjustment),
});
