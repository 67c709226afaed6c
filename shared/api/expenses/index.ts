import * as z from 'zod';
import { endpoint } from '../endpoint';
import { buildingCode, isoDate, queryInt, voucherDate, withinMonths } from '../common';
import { positiveMoney, recordId, walletFitsBuilding, walletId, WALLET_BUILDING_MESSAGE } from '../deposits';
import { ACCOUNTS } from '../../catalog/accounts';

/**
 * Expense slips (phiếu chi, business rules §7): Dr the category's expense account (object
 * `payee:<name>`) / Cr the wallet paid from, numbered PC<building><YYMM>-NNN. Never removed: a wrong
 * slip is edited (reversal + new entry in one voucher).
 */

/** Accounts of expenses that have a voucher of their own: commissions (8112), loan interest (6351) and internal utility use (6428, posted by the internal readings). */
const OWN_VOUCHER_ACCOUNTS = ['8112', '6351', '6428'];

/** The categories an expense slip may book: the catalogue's expense keys (632x, 6411, 8111, 8113). */
export const DISBURSEMENT_CATEGORIES = ACCOUNTS.filter((a) => a.category === 'expense' && !OWN_VOUCHER_ACCOUNTS.includes(a.accounting_account)).map(
  (a) => a.key,
) as [string, ...string[]];

/** The advertising category, which the Chợ Tốt import proposes. */
export const ADVERTISING_CATEGORY = 'advertising';

/** An amount of one slip: 1 đ .. 10 tỷ. */
export const MAX_SLIP_AMOUNT = 10_000_000_000;
export const slipAmount = positiveMoney.max(MAX_SLIP_AMOUNT, 'Số tiền một phiếu tối đa 10.000.000.000 đ');

export const payeeName = z
  .string({ error: 'Vui lòng chọn người nhận tiền' })
  .trim()
  .min(1, 'Vui lòng chọn người nhận tiền')
  .max(120, 'Tên người nhận tối đa 120 ký tự');

export const disbursement = z.object({
  id: z.string(),
  slip_no: z.string().describe('PC<building><YYMM>-NNN'),
  building: z.string(),
  date: z.string(),
  wallet: z.number().int(),
  amount: z.number().int(),
  category: z.string().describe('expense account key (shared/catalog/accounts.ts)'),
  account: z.string().describe('its accounting number'),
  payee: z.string(),
  description: z.string(),
  reference: z.string().optional().describe('where the slip came from, e.g. a Chợ Tốt transaction id'),
  version: z.number().int(),
  status: z.enum(['active']),
  created_at: z.string(),
  created_by: z.string(),
  updated_at: z.string().optional(),
  updated_by: z.string().optional(),
});
export type Disbursement = z.infer<typeof disbursement>;

/** What staff enter for one slip (without its building). */
export const disbursementFields = {
  date: voucherDate,
  wallet: walletId,
  amount: slipAmount,
  category: z.enum(DISBURSEMENT_CATEGORIES, 'Chọn khoản chi (632x, 6411, 8111, 8113; tiền dẫn phòng và lãi vay có phiếu riêng)'),
  payee: payeeName,
  description: z.string({ error: 'Vui lòng nhập nội dung chi' }).trim().min(1, 'Vui lòng nhập nội dung chi').max(500, 'Nội dung chi tối đa 500 ký tự'),
  reference: z.string().trim().min(1).max(100, 'Mã tham chiếu tối đa 100 ký tự').optional(),
};
export const disbursementInput = z.strictObject(disbursementFields);
export type DisbursementInput = z.infer<typeof disbursementInput>;

const version = z.number({ error: 'Thiếu phiên bản phiếu, vui lòng tải lại' }).int().min(1, 'Phiên bản phiếu không hợp lệ');

export const createDisbursement = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['expenses', 'ledger', 'logs'],
  path: '/api/disbursement',
  status: 201,
  summary: 'Phiếu chi: Nợ tài khoản chi phí theo khoản chi (đối tượng người nhận) / Có ví, số PC<toà><YYMM>-NNN',
  body: z
    .strictObject({ building: buildingCode, ...disbursementFields })
    .refine((b) => walletFitsBuilding(b.wallet, b.building), { message: WALLET_BUILDING_MESSAGE, path: ['wallet'] }),
  response: disbursement,
});

/** A page of a list: its rows and, when more follow, the cursor of the next page. */
export const pageQuery = {
  limit: queryInt(1, 500).default(200),
  cursor: z.string().max(2048).optional(),
};

export const listDisbursements = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/disbursement',
  summary: 'Phiếu chi của một toà trong khoảng ngày (tối đa 12 tháng, mỗi tháng một lần đọc), cũ nhất trước, theo trang',
  query: z.strictObject({ building: buildingCode, from: isoDate, to: isoDate, ...pageQuery }).superRefine(withinMonths(12)),
  response: z.object({ items: z.array(disbursement), cursor: z.string().optional() }),
});

export const MAX_DISBURSEMENT_ROWS = 50;

export const createOrEditDisbursements = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['expenses', 'ledger', 'logs'],
  path: '/api/disbursement/createOrEditDisbursements',
  summary: `Lập hoặc sửa nhiều phiếu chi của một toà (1–${MAX_DISBURSEMENT_ROWS} dòng, mỗi dòng một chứng từ; sửa = đảo bút toán cũ và ghi bút toán mới; kiểm tra tất cả trước khi ghi)`,
  body: z
    .strictObject({
      building: buildingCode,
      disbursements: z
        .array(z.strictObject({ id: recordId.optional(), version: version.optional(), ...disbursementFields }))
        .min(1, 'Nhập ít nhất một phiếu chi')
        .max(MAX_DISBURSEMENT_ROWS, `Tối đa ${MAX_DISBURSEMENT_ROWS} phiếu chi một lần`),
    })
    .superRefine((b, ctx) => {
      const seen = new Set<string>();
      const refs = new Set<string>();
      b.disbursements.forEach((r, i) => {
        if (!walletFitsBuilding(r.wallet, b.building)) ctx.addIssue({ code: 'custom', path: ['disbursements', i, 'wallet'], message: WALLET_BUILDING_MESSAGE });
        if (r.id && r.version === undefined)
          ctx.addIssue({ code: 'custom', path: ['disbursements', i, 'version'], message: 'Thiếu phiên bản phiếu, vui lòng tải lại' });
        if (!r.id && r.version !== undefined) ctx.addIssue({ code: 'custom', path: ['disbursements', i, 'version'], message: 'Phiếu mới không có phiên bản' });
        if (r.id && seen.has(r.id)) ctx.addIssue({ code: 'custom', path: ['disbursements', i, 'id'], message: 'Một phiếu chỉ sửa một lần trong cùng yêu cầu' });
        if (r.id) seen.add(r.id);
        if (r.reference && refs.has(r.reference))
          ctx.addIssue({ code: 'custom', path: ['disbursements', i, 'reference'], message: 'Một giao dịch chỉ lập một phiếu chi' });
        if (r.reference) refs.add(r.reference);
      });
    }),
  response: z.object({ disbursements: z.array(disbursement) }),
});
