import * as z from 'zod';
import { endpoint } from '../endpoint';
import { buildingCode, isoDate, voucherDate, withinMonths } from '../common';
import { walletFitsBuilding, walletId, WALLET_BUILDING_MESSAGE } from '../deposits';
import { pageQuery, slipAmount } from './';
import { WALLETS } from '../../catalog/wallets';

/**
 * Two slips that move cash without an expense (business rules §7): the cash transfer slip (a cash box
 * pays into another cash box or a bank account: Dr wallet to / Cr wallet from, numbered
 * CT<building><YYMM>-NNN) and the general cash receipt (money into any wallet against capital, other
 * income, payables or earlier profit: Dr wallet / Cr account, numbered TM<building><YYMM>-NNN).
 */

export const CASH_WALLET_IDS = WALLETS.filter((w) => w.kind === 'cash').map((w) => w.id);

const note = z.string().trim().max(500, 'Ghi chú tối đa 500 ký tự').optional();

export const cashTransferSlip = z.object({
  id: z.string(),
  slip_no: z.string().describe('CT<building><YYMM>-NNN'),
  building: z.string(),
  date: z.string(),
  from_wallet: z.number().int(),
  to_wallet: z.number().int(),
  amount: z.number().int(),
  note: z.string().optional(),
  created_at: z.string(),
  created_by: z.string(),
});
export type CashTransferSlip = z.infer<typeof cashTransferSlip>;

export const createCashTransferSlip = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['expenses', 'ledger', 'logs'],
  path: '/api/cash-transfer-slip',
  status: 201,
  summary: 'Phiếu chuyển tiền từ quỹ tiền mặt của toà sang quỹ tiền mặt khác hoặc tài khoản ngân hàng: Nợ ví nhận / Có ví chuyển, số CT<toà><YYMM>-NNN',
  body: z
    .strictObject({
      building: buildingCode,
      date: voucherDate,
      from_wallet: walletId.refine((w) => CASH_WALLET_IDS.includes(w), 'Ví chuyển phải là quỹ tiền mặt'),
      to_wallet: walletId,
      amount: slipAmount,
      note,
    })
    .superRefine((b, ctx) => {
      if (!walletFitsBuilding(b.from_wallet, b.building)) ctx.addIssue({ code: 'custom', path: ['from_wallet'], message: WALLET_BUILDING_MESSAGE });
      if (b.to_wallet === b.from_wallet) ctx.addIssue({ code: 'custom', path: ['to_wallet'], message: 'Ví nhận phải khác ví chuyển' });
    }),
  response: cashTransferSlip,
});

export const searchCashTransferSlips = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/cash-transfer-slip/search',
  summary: 'Phiếu chuyển tiền mặt trong khoảng ngày (tối đa 12 tháng, mỗi tháng một lần đọc), mọi toà hoặc một toà, cũ nhất trước, theo trang',
  query: z.strictObject({ from: isoDate, to: isoDate, building: buildingCode.optional(), ...pageQuery }).superRefine(withinMonths(12)),
  response: z.object({ items: z.array(cashTransferSlip), cursor: z.string().optional() }),
});

/** The accounts a general cash receipt may credit (finance-contracts: H2 → H3). */
export const RECEIPT_CASH_ACCOUNT_KEYS = ['equity', 'other_income', 'other_income_2', 'payable', 'pension', 'undistributed_prev'] as const;
export type ReceiptCashAccountKey = (typeof RECEIPT_CASH_ACCOUNT_KEYS)[number];

export const receiptCash = z.object({
  id: z.string(),
  receipt_no: z.string().describe('TM<building><YYMM>-NNN'),
  building: z.string(),
  date: z.string(),
  wallet: z.number().int(),
  amount: z.number().int(),
  account_key: z.enum(RECEIPT_CASH_ACCOUNT_KEYS),
  account: z.string().describe('its accounting number'),
  payer: z.string().optional(),
  note: z.string().optional(),
  created_at: z.string(),
  created_by: z.string(),
});
export type ReceiptCash = z.infer<typeof receiptCash>;

export const createReceiptCash = endpoint({
  method: 'POST',
  access: 'staff',
  idempotent: true,
  affects: ['expenses', 'ledger', 'logs'],
  path: '/api/receipt-cash',
  status: 201,
  summary: 'Phiếu thu tiền (vốn, thu nhập khác, phải trả, lợi nhuận kỳ trước) vào một ví: Nợ ví / Có tài khoản, số TM<toà><YYMM>-NNN',
  body: z
    .strictObject({
      building: buildingCode,
      date: voucherDate,
      wallet: walletId,
      amount: slipAmount,
      account_key: z.enum(RECEIPT_CASH_ACCOUNT_KEYS, 'Chọn tài khoản ghi Có: 4111, 7111, 7112, 3311, 3388 hoặc 4211'),
      payer: z.string().trim().min(1, 'Vui lòng nhập người nộp tiền').max(120, 'Người nộp tiền tối đa 120 ký tự').optional(),
      note,
    })
    .refine((b) => walletFitsBuilding(b.wallet, b.building), { message: WALLET_BUILDING_MESSAGE, path: ['wallet'] }),
  response: receiptCash,
});

export const searchReceiptCash = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/receipt-cash/search',
  summary: 'Phiếu thu tiền (TM) của một toà trong khoảng ngày (tối đa 12 tháng, mỗi tháng một lần đọc), cũ nhất trước, theo trang',
  query: z.strictObject({ building: buildingCode, from: isoDate, to: isoDate, ...pageQuery }).superRefine(withinMonths(12)),
  response: z.object({ items: z.array(receiptCash), cursor: z.string().optional() }),
});
