import * as z from 'zod';
import { endpoint } from '../endpoint';
import { buildingCode, isoDate, voucherDate, withinMonths } from '../common';
import { positiveMoney, recordId, roomIdField, walletFitsBuilding, walletId, WALLET_BUILDING_MESSAGE } from '../deposits';
import { RECEIPT_OTHER_ACCOUNT_CODES } from '../../catalog/receipt-other-accounts';

/**
 * An other receipt (business rules §7): money received that is not rent (scrap, fines, parking,
 * services...), Dr wallet / Cr 7111 or 7112. Never removed: a wrong one is corrected by an edit
 * (reversal + new entry in one voucher), down to the right amount.
 */
export const RECEIPT_OTHER_STATUSES = ['active', 'removed'] as const;

export const receiptOther = z.object({
  id: z.string(),
  receipt_no: z.string().describe('PK<building><YYMM>-NNN'),
  building: z.string(),
  room_id: z.string().optional(),
  date: z.string(),
  wallet: z.number().int(),
  amount: z.number().int(),
  account: z.enum(RECEIPT_OTHER_ACCOUNT_CODES),
  payer: z.string(),
  note: z.string().optional(),
  version: z.number().int(),
  status: z.enum(RECEIPT_OTHER_STATUSES),
  created_at: z.string(),
  created_by: z.string(),
  updated_at: z.string().optional(),
  updated_by: z.string().optional(),
});
export type ReceiptOther = z.infer<typeof receiptOther>;

/** What staff enter for one receipt (without its building). */
export const receiptOtherFields = {
  date: voucherDate,
  wallet: walletId,
  amount: positiveMoney,
  account: z.enum(RECEIPT_OTHER_ACCOUNT_CODES, 'Chọn loại thu: 7111 hoặc 7112'),
  payer: z.string({ error: 'Vui lòng nhập người nộp tiền' }).trim().min(1, 'Vui lòng nhập người nộp tiền').max(100, 'Người nộp tiền tối đa 100 ký tự'),
  note: z.string().trim().max(500, 'Ghi chú tối đa 500 ký tự').optional(),
  room_id: roomIdField.optional(),
};
export const receiptOtherInput = z.strictObject(receiptOtherFields);
export type ReceiptOtherInput = z.infer<typeof receiptOtherInput>;

const version = z.number({ error: 'Thiếu phiên bản phiếu, vui lòng tải lại' }).int().min(1, 'Phiên bản phiếu không hợp lệ');

export const createReceiptOther = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['receipts', 'ledger', 'logs'],
  path: '/api/receipt-other',
  status: 201,
  summary: 'Phiếu thu khác (không phải tiền phòng): Nợ ví / Có 7111 hoặc 7112, số PK<toà><YYMM>-NNN',
  body: z
    .strictObject({ building: buildingCode, ...receiptOtherFields })
    .refine((b) => walletFitsBuilding(b.wallet, b.building), { message: WALLET_BUILDING_MESSAGE, path: ['wallet'] }),
  response: receiptOther,
});

export const searchReceiptOthers = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/receipt-other/search',
  summary: 'Phiếu thu khác của một toà trong khoảng ngày (tối đa 12 tháng), cũ nhất trước',
  query: z.strictObject({ building: buildingCode, from: isoDate, to: isoDate }).superRefine((v, ctx) => withinMonths(12)(v, ctx)),
  response: z.array(receiptOther),
});

export const updateReceiptOther = endpoint({
  method: 'PUT',
  access: 'staff',
  idempotent: true,
  affects: ['receipts', 'ledger', 'logs'],
  path: '/api/receipt-other/{id}',
  summary: 'Sửa phiếu thu khác: đảo bút toán cũ và ghi bút toán mới trong cùng một chứng từ (theo phiên bản phiếu)',
  params: z.strictObject({ id: recordId }),
  body: z.strictObject({ version, ...receiptOtherFields }),
  response: receiptOther,
});

/** Rows of one batch: a row with `id` (and its `version`) edits that receipt, one without creates one. */
export const MAX_RECEIPT_OTHER_ROWS = 20;

export const createOrEditReceiptOthers = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['receipts', 'ledger', 'logs'],
  path: '/api/receipt-other/createOrEditReceiptOthers',
  summary: 'Lập hoặc sửa nhiều phiếu thu khác của một toà (1–20 dòng, mỗi dòng một chứng từ; kiểm tra tất cả trước khi ghi)',
  body: z
    .strictObject({
      building: buildingCode,
      receipts: z
        .array(z.strictObject({ id: recordId.optional(), version: version.optional(), ...receiptOtherFields }))
        .min(1, 'Nhập ít nhất một phiếu thu')
        .max(MAX_RECEIPT_OTHER_ROWS, `Tối đa ${MAX_RECEIPT_OTHER_ROWS} phiếu thu một lần`),
    })
    .superRefine((b, ctx) => {
      const seen = new Set<string>();
      b.receipts.forEach((r, i) => {
        if (!walletFitsBuilding(r.wallet, b.building)) ctx.addIssue({ code: 'custom', path: ['receipts', i, 'wallet'], message: WALLET_BUILDING_MESSAGE });
        if (r.id && r.version === undefined)
          ctx.addIssue({ code: 'custom', path: ['receipts', i, 'version'], message: 'Thiếu phiên bản phiếu, vui lòng tải lại' });
        if (!r.id && r.version !== undefined) ctx.addIssue({ code: 'custom', path: ['receipts', i, 'version'], message: 'Phiếu mới không có phiên bản' });
        if (r.id && seen.has(r.id)) ctx.addIssue({ code: 'custom', path: ['receipts', i, 'id'], message: 'Một phiếu chỉ sửa một lần trong cùng yêu cầu' });
        if (r.id) seen.add(r.id);
      });
    }),
  response: z.object({ receipts: z.array(receiptOther) }),
});
