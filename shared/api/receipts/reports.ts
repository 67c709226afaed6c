import * as z from 'zod';
import { endpoint } from '../endpoint';
import { buildingCode, isoDate, pageOf, pageQuery, withinMonths } from '../common';
import { roomIdField } from '../deposits';
import { billMonth } from '../bills';

/** The kinds of money a receipt summary lists: rent receipts, collected receipts, other receipts. */
export const RECEIPT_KINDS = ['room', 'collected', 'other'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];
export const RECEIPT_KIND_LABELS: Record<ReceiptKind, string> = {
  room: 'Thu tiền phòng',
  collected: 'Thu tiền',
  other: 'Thu khác',
};

export const receiptSummaryRow = z.object({
  id: z.string(),
  date: z.string(),
  receipt_no: z.string(),
  kind: z.enum(RECEIPT_KINDS),
  room_id: z.string().optional(),
  wallet: z.number().int(),
  amount: z.number().int(),
  description: z.string(),
});
export type ReceiptSummaryRow = z.infer<typeof receiptSummaryRow>;

/** The whole range's summary: its rows sorted and totalled (what the screen makes of every page). */
export const receiptSummary = z.object({
  rows: z.array(receiptSummaryRow).describe('by date, then number'),
  totals: z.object({
    by_wallet: z.array(z.object({ wallet: z.number().int(), amount: z.number().int() })),
    by_kind: z.array(z.object({ kind: z.enum(RECEIPT_KINDS), amount: z.number().int() })),
    total: z.number().int(),
  }),
});
export type ReceiptSummary = z.infer<typeof receiptSummary>;

/**
 * The summary of a building's range, a page of rows at a time (issue 23 §13): the rent receipts month
 * after month, then the collected receipts, then the other receipts, each month by date. The
 * screen reads every page, then sorts the rows (by date, then number) and totals them (`ReceiptSummary`).
 */
export const receiptRoomAndOther = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/general/receipt-room-and-other',
  summary:
    'Bảng tổng hợp phiếu thu tiền của một toà (tiền phòng, thu tiền, thu khác) trong khoảng ngày (tối đa 12 tháng), từng trang: phiếu thu tiền phòng rồi phiếu thu khác, theo tháng',
  query: z.strictObject({ building: buildingCode, from: isoDate, to: isoDate, ...pageQuery }).superRefine((v, ctx) => withinMonths(12)(v, ctx)),
  response: pageOf(receiptSummaryRow),
});

export const newestReceipt = z.object({
  id: z.string(),
  receipt_no: z.string(),
  kind: z.enum(['room', 'collected']),
  date: z.string(),
  wallet: z.number().int(),
  amount: z.number().int(),
});
export type NewestReceipt = z.infer<typeof newestReceipt>;

/**
 * Each room's newest receipt, a page of the building's rooms at a time (issue 23 §13), in the rooms' key
 * order: a screen that shows every room reads every page and sorts them. With `room_id`, that room only
 * (one row, no cursor).
 */
export const receiptNewest = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/general/receipt-newest/search',
  summary: 'Phiếu thu tiền phòng mới nhất của từng phòng trong toà (trong 12 tháng gần đây), để biết lần trả gần nhất; từng trang phòng',
  query: z.strictObject({ building: buildingCode, room_id: roomIdField.optional(), ...pageQuery }),
  response: pageOf(z.object({ room_id: z.string(), newest: newestReceipt.nullable() })),
});

export const differenceRow = z.object({
  room_id: z.string(),
  bill_no: z.string().nullable().describe('null: the room paid in the month without a bill of it'),
  bill_total: z.number().int(),
  paid: z.number().int().describe("paid of the month's bill; without a bill, what the room's receipts of the month came to"),
  received_in_month: z.number().int().describe("the room's receipts dated in the month"),
  difference: z.number().int().describe('bill_total − paid: > 0 still owed, < 0 paid without a bill'),
});

export type DifferenceRow = z.infer<typeof differenceRow>;

/**
 * The month's rooms whose money differs from their bill, a page of the building's rooms at a time
 * (issue 23 §13): each page answers the rows of its rooms that differ (so a page may hold fewer rows
 * than `limit`, or none, and still have a cursor), in the rooms' key order. The whole list's total
 * (what `total_difference` was) is the sum of `difference` over every page: the reader's to make.
 */
export const differenceReceipt = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/difference-receipt',
  summary: 'Các phòng có số tiền thu khác hoá đơn của tháng (còn nợ, hoặc đã thu mà không có hoá đơn), từng trang phòng; tổng chênh lệch là tổng các trang',
  query: z.strictObject({ building: buildingCode, month: billMonth, ...pageQuery }),
  response: pageOf(differenceRow).extend({ month: z.string() }),
});
