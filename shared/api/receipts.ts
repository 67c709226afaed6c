import * as z from 'zod';
import { endpoint } from './endpoint';
import { buildingCode, isoDate, voucherDate, withinMonths } from './common';
import { positiveMoney, roomIdField, walletFitsBuilding, walletId, WALLET_BUILDING_MESSAGE } from './deposits';

/** What one receipt paid of one bill. */
export const receiptAllocation = z.object({ month: z.string(), bill_no: z.string(), amount: z.number().int() });

/** A rent receipt for a room (business rules §7, §9): Dr wallet / Cr 1311 on the room, oldest bills first. */
export const receipt = z.object({
  id: z.string(),
  receipt_no: z.string().describe('PT<building><YYMM>-NNN'),
  building: z.string(),
  room_id: z.string(),
  date: z.string(),
  wallet: z.number().int(),
  amount: z.number().int(),
  note: z.string().optional(),
  allocations: z.array(receiptAllocation).describe('the bills it paid, oldest first'),
  credit: z.number().int().describe('what it left as a credit on the room (paid beyond its open bills)'),
  created_at: z.string(),
  created_by: z.string(),
});
export type Receipt = z.infer<typeof receipt>;

export const createReceiptRoom = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['receipts', 'payments', 'ledger', 'logs'],
  path: '/api/receipt-rooms',
  status: 201,
  summary: 'Phiếu thu tiền phòng: trả các hoá đơn cũ nhất trước, phần thiếu vẫn còn nợ, phần thừa là tiền trả trước của phòng (Nợ ví / Có 1311)',
  body: z
    .strictObject({
      building: buildingCode,
      room_id: roomIdField,
      date: voucherDate,
      wallet: walletId,
      amount: positiveMoney,
      note: z.string().trim().max(500, 'Ghi chú tối đa 500 ký tự').optional(),
    })
    .refine((b) => walletFitsBuilding(b.wallet, b.building), { message: WALLET_BUILDING_MESSAGE, path: ['wallet'] }),
  response: receipt,
});

export const searchReceiptRooms = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/receipt-rooms/search',
  summary: 'Phiếu thu tiền phòng của một toà trong khoảng ngày (tối đa 12 tháng)',
  query: z
    .strictObject({ building: buildingCode, from: isoDate, to: isoDate, room_id: roomIdField.optional() })
    .superRefine((v, ctx) => withinMonths(12)(v, ctx)),
  response: z.array(receipt),
});

export const owedMonth = z.object({ month: z.string(), bill_no: z.string(), total: z.number().int(), paid: z.number().int(), owed: z.number().int() });

export const chargeRoomMonths = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/general/charge-rooms/months',
  summary: 'Các tháng phòng còn nợ tiền (sau khi trừ tiền trả trước), cũ nhất trước',
  query: z.strictObject({ building: buildingCode, room_id: roomIdField }),
  response: z.object({ months: z.array(owedMonth), owed: z.number().int(), credit: z.number().int() }),
});
