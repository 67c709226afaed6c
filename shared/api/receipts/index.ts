import * as z from 'zod';
import { endpoint } from '../endpoint';
import { buildingCode, isoDate, pageOf, pageQuery, voucherDate, withinMonths } from '../common';
import { positiveMoney, recordId, roomIdField, walletFitsBuilding, walletId, WALLET_BUILDING_MESSAGE } from '../deposits';
import { CHARGE_KINDS, STAY_DEBT_STATUSES } from '../../catalog/receivables';

/** What one payment paid of one open item of its stay (a monthly bill, a final bill, a debit note…). */
export const receiptAllocation = z.object({
  month: z.string(),
  bill_no: z.string().describe("the open item's number: BT-… for a monthly bill, the contract for a final bill, DC… for a note"),
  amount: z.number().int(),
  kind: z.enum(CHARGE_KINDS).optional(),
});

/** Which stay a payment is for: the room's current tenant unless staff choose a departed one. */
export const stayIdField = z
  .string({ error: 'Vui lòng chọn lượt thuê' })
  .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Mã lượt thuê không hợp lệ')
  .describe('the stay (lượt thuê) the money is for; default: the room’s current stay');

export const RECEIPT_KINDS = ['room', 'collected'] as const;
export const RECEIPT_STATUSES = ['active', 'removed'] as const;

/**
 * A rent receipt for a room (business rules §7, §9): Dr wallet / Cr 1311 on the room, oldest bills
 * first. `kind: 'collected'`: the money was collected in the field by `collector` and handed in to the
 * wallet (same posting and settlement, its own number series). Corrected by an edit (reversal + new
 * entry, `version` + 1) or removed (a reversing entry, `status: 'removed'`), never edited in place.
 */
export const receipt = z.object({
  id: z.string(),
  receipt_no: z.string().describe('PT<building><YYMM>-NNN (room) or TH<building><YYMM>-NNN (collected)'),
  kind: z.enum(RECEIPT_KINDS),
  collector: z.string().optional().describe('who collected the money in the field (collected receipts)'),
  building: z.string(),
  room_id: z.string(),
  date: z.string(),
  wallet: z.number().int(),
  amount: z.number().int(),
  note: z.string().optional(),
  stay_id: z.string().optional().describe('the stay it was paid for (absent on receipts from before receivables were kept per stay)'),
  contract_no: z.string().optional(),
  customer_name: z.string().optional(),
  allocations: z.array(receiptAllocation).describe('the open items of its stay it paid, oldest first'),
  left_credit: z.number().int().describe('what THIS receipt left unapplied (its amount − its allocations), a credit on its stay'),
  stay_credit: z.number().int().optional().describe("the stay's whole standing credit right after this receipt"),
  version: z.number().int().describe('1 when created, + 1 on each edit or the removal'),
  status: z.enum(RECEIPT_STATUSES),
  created_at: z.string(),
  created_by: z.string(),
  updated_at: z.string().optional(),
  updated_by: z.string().optional(),
  removed_at: z.string().optional(),
  removed_by: z.string().optional(),
  remove_reason: z.string().optional(),
});
export type Receipt = z.infer<typeof receipt>;

const receiptNote = z.string().trim().max(500, 'Ghi chú tối đa 500 ký tự').optional();
const versionField = z.number({ error: 'Thiếu phiên bản phiếu' }).int('Phiên bản không hợp lệ').min(1, 'Phiên bản không hợp lệ');
const collectorField = z.string({ error: 'Vui lòng nhập người thu' }).trim().min(1, 'Vui lòng nhập người thu').max(100, 'Người thu tối đa 100 ký tự');
const idParams = z.strictObject({ id: recordId });
/** A new receipt of a room; its wallet must be able to take the building's money (`walletFits`). */
const newReceipt = z.strictObject({
  building: buildingCode,
  room_id: roomIdField,
  stay_id: stayIdField.optional(),
  date: voucherDate,
  wallet: walletId,
  amount: positiveMoney,
  note: receiptNote,
});
const walletFits: [(b: { wallet: number; building: string }) => boolean, { message: string; path: string[] }] = [
  (b) => walletFitsBuilding(b.wallet, b.building),
  { message: WALLET_BUILDING_MESSAGE, path: ['wallet'] },
];
/** A building's receipts of a date range (≤ 12 months: its months in order), optionally one room's: a page at a time (issue 23 §13). */
const receiptSearch = z
  .strictObject({ building: buildingCode, from: isoDate, to: isoDate, room_id: roomIdField.optional(), ...pageQuery })
  .superRefine((v, ctx) => withinMonths(12)(v, ctx));

export const createReceiptRoom = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['receipts', 'bills', 'ledger', 'logs'],
  path: '/api/receipt-rooms',
  status: 201,
  summary: 'Phiếu thu tiền phòng: trả các hoá đơn cũ nhất trước, phần thiếu vẫn còn nợ, phần thừa là tiền trả trước của phòng (Nợ ví / Có 1311)',
  body: newReceipt.refine(...walletFits),
  response: receipt,
});

export const searchReceiptRooms = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/receipt-rooms/search',
  summary: 'Phiếu thu tiền phòng của một toà trong khoảng ngày (tối đa 12 tháng), cả phiếu đã xoá, từng trang (cũ trước)',
  query: receiptSearch,
  response: pageOf(receipt),
});

/** One open item of a stay: what it is, its total, what was paid of it and what is still owed. */
export const owedMonth = z.object({
  id: z.string(),
  kind: z.enum(CHARGE_KINDS),
  month: z.string(),
  date: z.string(),
  bill_no: z.string(),
  total: z.number().int(),
  paid: z.number().int(),
  owed: z.number().int(),
});

/** A stay as the collection views name it: tenant, phone, contract, dates. */
export const stayRef = z.object({
  stay_id: z.string(),
  contract_no: z.string(),
  customer_name: z.string(),
  phone: z.string().optional(),
  start_date: z.string(),
  leave_date: z.string().optional(),
  status: z.enum(STAY_DEBT_STATUSES),
});

/** What one stay owes: its open items oldest first, their sum, its unapplied credit and balance = owed − credit (= its 1311). */
export const stayDebt = stayRef.extend({
  months: z.array(owedMonth),
  owed: z.number().int(),
  credit: z.number().int().describe('paid beyond every open item, kept for its next charge (≥ 0)'),
  balance: z.number().int().describe("owed − credit: the stay's 1311 in the journal"),
});
export type StayDebt = z.infer<typeof stayDebt>;

export const chargeRoomMonths = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/general/charge-rooms/months',
  summary:
    'Công nợ của phòng theo lượt thuê: lượt thuê đang ở (hoặc lượt được chọn) với các khoản còn nợ, cũ nhất trước; kèm các lượt thuê đã trả phòng còn nợ hoặc còn tiền trả trước',
  query: z.strictObject({ building: buildingCode, room_id: roomIdField, stay_id: stayIdField.optional() }),
  response: z.object({
    stay: stayRef
      .nullable()
      .describe('whose money a receipt of the room is by default (the current stay), or the one asked for; null: the room never had a tenant'),
    months: z.array(owedMonth).describe("that stay's open items, oldest first"),
    owed: z.number().int(),
    credit: z.number().int(),
    balance: z.number().int(),
    stays: z.array(stayDebt).describe("the room's other stays whose balance is not nil (departed tenants who owe or paid ahead), newest first"),
  }),
});

/** The fields an edit replaces (the room and the building stay): date, wallet, amount, note. */
const editFields = { version: versionField, date: voucherDate, wallet: walletId, amount: positiveMoney, note: receiptNote };

export const removeReceiptRoom = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['receipts', 'bills', 'ledger', 'logs'],
  path: '/api/receipt-rooms/remove',
  summary: 'Xoá phiếu thu tiền phòng (hoặc phiếu thu hộ): bút toán đảo ngày của phiếu, các hoá đơn đã trả lại thành còn nợ',
  body: z.strictObject({
    id: recordId,
    version: versionField,
    reason: z.string({ error: 'Vui lòng nhập lý do xoá' }).trim().min(1, 'Vui lòng nhập lý do xoá').max(500, 'Lý do tối đa 500 ký tự'),
  }),
  response: receipt,
});

export const updateReceiptRoom = endpoint({
  method: 'PUT',
  access: 'staff',
  idempotent: true,
  affects: ['receipts', 'bills', 'ledger', 'logs'],
  path: '/api/receipt-rooms/{id}',
  summary: 'Sửa phiếu thu tiền phòng (ngày, ví, số tiền, ghi chú): bút toán đảo phiếu cũ và bút toán mới trong một chứng từ',
  params: idParams,
  body: z.strictObject(editFields),
  response: receipt,
});

/** One row of a batch: without `id` a new receipt, with `id` and `version` an edit of that receipt. */
const batchRow = z.strictObject({
  id: recordId.optional(),
  version: versionField.optional(),
  room_id: roomIdField,
  stay_id: stayIdField.optional(),
  date: voucherDate,
  wallet: walletId,
  amount: positiveMoney,
  note: receiptNote,
});
export const MAX_BATCH_RECEIPTS = 20;

export const createOrEditReceiptRooms = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['receipts', 'bills', 'ledger', 'logs'],
  path: '/api/receipt-rooms/createOrEditReceiptRooms',
  summary: 'Tạo hoặc sửa nhiều phiếu thu tiền phòng của một toà (tối đa 20): mỗi dòng một chứng từ',
  body: z
    .strictObject({
      building: buildingCode,
      receipts: z
        .array(batchRow, { error: 'Vui lòng nhập danh sách phiếu thu' })
        .min(1, 'Vui lòng nhập ít nhất một phiếu thu')
        .max(MAX_BATCH_RECEIPTS, `Tối đa ${MAX_BATCH_RECEIPTS} phiếu thu một lần`),
    })
    .superRefine((b, ctx) => {
      const seen = new Set<string>();
      b.receipts.forEach((r, i) => {
        if ((r.id === undefined) !== (r.version === undefined))
          ctx.addIssue({
            code: 'custom',
            path: ['receipts', i, r.id ? 'version' : 'id'],
            message: r.id ? 'Thiếu phiên bản của phiếu cần sửa' : 'Thiếu mã phiếu cần sửa',
          });
        if (r.id && seen.has(r.id)) ctx.addIssue({ code: 'custom', path: ['receipts', i, 'id'], message: 'Một phiếu chỉ được sửa một lần trong một yêu cầu' });
        if (r.id) seen.add(r.id);
        if (!walletFitsBuilding(r.wallet, b.building)) ctx.addIssue({ code: 'custom', path: ['receipts', i, 'wallet'], message: WALLET_BUILDING_MESSAGE });
      });
    }),
  response: z.object({ receipts: z.array(receipt) }),
});

export const createReceiptCollected = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['receipts', 'bills', 'ledger', 'logs'],
  path: '/api/receipt-collected',
  status: 201,
  summary: 'Phiếu thu hộ tiền phòng: tiền nhân viên/bảo vệ thu tại phòng rồi nộp vào ví (Nợ ví / Có 1311, trả các hoá đơn cũ nhất trước)',
  body: newReceipt.extend({ collector: collectorField }).refine(...walletFits),
  response: receipt,
});

export const searchReceiptCollected = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/receipt-collected/search',
  summary: 'Phiếu thu hộ tiền phòng của một toà trong khoảng ngày (tối đa 12 tháng), cả phiếu đã xoá, từng trang (cũ trước)',
  query: receiptSearch,
  response: pageOf(receipt),
});

export const updateReceiptCollected = endpoint({
  method: 'PUT',
  access: 'staff',
  idempotent: true,
  affects: ['receipts', 'bills', 'ledger', 'logs'],
  path: '/api/receipt-collected/{id}',
  summary: 'Sửa phiếu thu hộ (ngày, ví, số tiền, người thu, ghi chú): bút toán đảo phiếu cũ và bút toán mới trong một chứng từ',
  params: idParams,
  body: z.strictObject({ ...editFields, collector: collectorField }),
  response: receipt,
});
