import type { CashTransferSlip, ReceiptCash } from '../../../shared/api/expenses/cash-slips';
import type { DisbursementInput } from '../../../shared/api/expenses';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import { walletName } from '../../../shared/catalog/wallets';
import { keys } from '../../platform/db/keys';
import type { EntryInput } from '../../kernel/ledger/entry';
import type { SlipSeries } from './money-slip';

/**
 * The three finance slips of the expenses domain (business rules §7) — their storage series and their
 * postings, pure: an expense slip Dr the category's expense account (object `payee:<name>`) / Cr the
 * wallet; a cash transfer slip Dr the receiving wallet / Cr the paying cash box; a general cash receipt
 * Dr the wallet / Cr the account chosen (object `payer:<name>` when given).
 */

export const DISBURSEMENTS: SlipSeries = {
  entity: 'disbursement',
  counterEntity: 'disbursement_counter',
  prefix: 'PC',
  noun: 'Phiếu chi',
  key: keys.disbursement,
  monthPk: keys.disbursementsOf,
  counterKey: keys.disbursementCounter,
};

export const CASH_TRANSFERS: SlipSeries = {
  entity: 'cash_transfer_slip',
  counterEntity: 'cash_transfer_counter',
  prefix: 'CT',
  noun: 'Phiếu chuyển tiền',
  key: keys.cashTransfer,
  monthPk: keys.cashTransfersOf,
  counterKey: keys.cashTransferCounter,
};

export const RECEIPTS_CASH: SlipSeries = {
  entity: 'receipt_cash',
  counterEntity: 'receipt_cash_counter',
  prefix: 'TM',
  noun: 'Phiếu thu',
  key: keys.receiptCash,
  monthPk: keys.receiptCashOf,
  counterKey: keys.receiptCashCounter,
};

/** The ledger object of a payee (its balances in the rollups per object). */
export const payeeObject = (name: string) => `payee:${name}`;

export function disbursementPosting(building: BuildingCode, id: string, slipNo: string, input: DisbursementInput): EntryInput {
  return {
    date: input.date,
    building,
    voucher_type: 'disbursement',
    voucher_id: id,
    voucher_no: slipNo,
    description: `Chi ${slipNo}: ${input.payee} – ${input.description}`,
    lines: [
      { account_key: input.category, debit: input.amount, object: payeeObject(input.payee), object_name: input.payee },
      { wallet: input.wallet, credit: input.amount },
    ],
  };
}

export function cashTransferPosting(s: Omit<CashTransferSlip, 'created_at' | 'created_by'>): EntryInput {
  return {
    date: s.date,
    building: s.building as BuildingCode,
    voucher_type: 'cash_transfer_slip',
    voucher_id: s.id,
    voucher_no: s.slip_no,
    description: `Chuyển tiền ${s.slip_no}: ${walletName(s.from_wallet)} → ${walletName(s.to_wallet)}${s.note ? ` – ${s.note}` : ''}`,
    lines: [
      { wallet: s.to_wallet, debit: s.amount },
      { wallet: s.from_wallet, credit: s.amount },
    ],
  };
}

export function receiptCashPosting(r: Omit<ReceiptCash, 'created_at' | 'created_by'>): EntryInput {
  return {
    date: r.date,
    building: r.building as BuildingCode,
    voucher_type: 'receipt_cash',
    voucher_id: r.id,
    voucher_no: r.receipt_no,
    description: `Thu ${r.receipt_no}${r.payer ? `: ${r.payer}` : ''}${r.note ? ` – ${r.note}` : ''}`,
    lines: [
      { wallet: r.wallet, debit: r.amount },
      { account_key: r.account_key, credit: r.amount, ...(r.payer ? { object: `payer:${r.payer}`, object_name: r.payer } : {}) },
    ],
  };
}
