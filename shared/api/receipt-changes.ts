import * as z from 'zod';
import { endpoint } from './endpoint';
import { buildingCode, isoDate, nonNegativeMoney, voucherDate } from './common';
import { boundedRange, occupant, occupantInput, vehicle } from './stays';

/**
 * Change-of-information slips (phiếu thay đổi thông tin): occupants in/out, a rent change from a date,
 * a new vehicle list, on a running stay. Cancel or delete puts the stay back as it was before the slip.
 * Room transfer is not done by a slip: it is a check-out and a new check-in.
 */

export const RECEIPT_CHANGE_STATUSES = ['active', 'cancelled', 'deleted'] as const;

export const receiptChange = z.object({
  id: z.string(),
  stay_id: z.string(),
  building: buildingCode,
  room_id: z.string(),
  contract_no: z.string(),
  customer_name: z.string().describe('the tenant who signs the slip: the first occupant once the change is made'),
  date: isoDate,
  occupants_in: z.array(occupant),
  occupants_out: z.array(occupant),
  rent: z.object({ from: isoDate, amount: z.number().int(), previous: z.number().int() }).optional(),
  vehicles: z.object({ before: z.array(vehicle), after: z.array(vehicle) }).optional(),
  notes: z.string().optional(),
  status: z.enum(RECEIPT_CHANGE_STATUSES),
  reason: z.string().optional().describe('why it was cancelled or deleted'),
  version: z.number().int(),
  created_at: z.string(),
  created_by: z.string(),
});
export type ReceiptChange = z.infer<typeof receiptChange>;

export const createReceiptChange = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['receipt-changes', 'stays', 'rooms', 'customers', 'logs'],
  path: '/api/receipt-changes',
  summary: 'Phiếu thay đổi thông tin: người vào/ra, đổi tiền phòng từ một ngày, đổi danh sách xe',
  status: 201,
  body: z
    .strictObject({
      stay_id: z.string({ error: 'Vui lòng chọn lượt ở' }).trim().min(1, 'Vui lòng chọn lượt ở').max(40),
      date: voucherDate,
      occupants_in: z.array(occupantInput).max(20, 'Tối đa 20 người').default([]),
      occupants_out: z.array(z.string().trim().min(1).max(40)).max(20).default([]).describe('customer ids leaving'),
      rent: z.strictObject({ amount: nonNegativeMoney, from: voucherDate }).optional(),
      vehicles: z.array(vehicle).max(20, 'Tối đa 20 xe').optional().describe('the new full list'),
      new_room_id: z.string().optional(),
      notes: z.string().max(500).optional(),
    })
    .superRefine((b, ctx) => {
      if (b.new_room_id !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['new_room_id'],
          message: 'Phiếu thay đổi thông tin không chuyển phòng: hãy làm phiếu trả phòng rồi nhận phòng mới',
        });
      if (!b.occupants_in.length && !b.occupants_out.length && !b.rent && !b.vehicles)
        ctx.addIssue({ code: 'custom', path: ['date'], message: 'Phiếu chưa có thay đổi nào' });
      if (new Set(b.occupants_out).size !== b.occupants_out.length)
        ctx.addIssue({ code: 'custom', path: ['occupants_out'], message: 'Một người được chọn ra hai lần' });
      b.occupants_in.forEach((o, i) => {
        if (o.birth_date && o.birth_date >= b.date)
          ctx.addIssue({ code: 'custom', path: ['occupants_in', i, 'birth_date'], message: 'Ngày sinh phải trước ngày vào ở' });
      });
    }),
  response: receiptChange,
});

export const searchReceiptChanges = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/receipt-changes/search',
  summary: 'Sổ theo dõi thay đổi thông tin: phiếu của một toà theo khoảng ngày (xoá rồi thì chỉ khi lọc)',
  query: z
    .strictObject({
      building: buildingCode,
      from: isoDate,
      to: isoDate,
      room_id: z.string().trim().min(1).max(12).optional(),
      status: z.enum(RECEIPT_CHANGE_STATUSES, { error: 'Trạng thái không hợp lệ' }).optional(),
    })
    .superRefine(boundedRange),
  response: z.array(receiptChange),
});

const undoBody = z.strictObject({
  id: z.string({ error: 'Vui lòng chọn phiếu thay đổi' }).trim().min(1).max(40),
  reason: z.string().trim().max(300).optional(),
});

export const cancelReceiptChange = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['receipt-changes', 'stays', 'rooms', 'customers', 'logs'],
  path: '/api/receipt-changes/cancel',
  summary: 'Huỷ phiếu thay đổi thông tin (giữ phiếu, trạng thái đã huỷ) và khôi phục thông tin lượt ở trước phiếu',
  body: undoBody,
  response: receiptChange,
});

export const deleteReceiptChange = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['receipt-changes', 'stays', 'rooms', 'customers', 'logs'],
  path: '/api/receipt-changes/delete',
  summary: 'Xoá phiếu thay đổi thông tin nhập sai (đánh dấu đã xoá) và khôi phục thông tin lượt ở trước phiếu',
  body: undoBody,
  response: receiptChange,
});
