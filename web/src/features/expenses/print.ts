import type { Disbursement } from '../../../../shared/api/expenses';
import { accountOf } from '../../../../shared/catalog/accounts';
import { walletOf } from '../../../../shared/catalog/wallets';
import { linesHtml, paperHtml, type Line, type Paper, type PaperLook } from '../../components/print/paper';
import { escapeHtml, openPrintWindow } from '../../components/print/print-window';
import { issuerOf } from '../../components/print/slip';
import { formatVnd } from '../../lib/format';

/** The A5 slip's look with the 02-TT form's corner (form number and the circular that sets it) and its Nợ/Có block. */
const TT02_LOOK: PaperLook = {
  cls: 'slip',
  box: 'max-width: 138mm; margin: 0 auto; ',
  heading: { size: 18, margin: 6 },
  labelWidth: '36%',
  termsMargin: 6,
  signsMargin: 12,
  signSpace: 52,
  extra: `  .form-no { max-width: 138mm; margin: 0 auto; text-align: right; font-size: 11px; }
  .slip .accounts { float: right; font-size: 12px; margin-top: -28px; text-align: left; }
  .slip table.signs td { font-size: 11px; }`,
};

export interface DisbursementPrint {
  slip: Disbursement;
  /** The payee's bank details, when the list has them. */
  payeeBank?: string;
  clerk?: string;
}

/**
 * The expense slip as the accounting regime prints it (Mẫu số 02-TT, Circular 200/2014/TT-BTC):
 * PHIẾU CHI, its number and date, Nợ (the expense account) / Có (the wallet's account), who receives
 * the money and why, the amount in digits and in words, and the five signatures.
 */
export function disbursementHtml({ slip: d, payeeBank, clerk }: DisbursementPrint): string {
  const e = escapeHtml;
  const debit = accountOf(d.category);
  const credit = walletOf(d.wallet);
  const lines: Line[] = [
    ['Họ và tên người nhận tiền', d.payee, true],
    ...(payeeBank ? [['Tài khoản nhận', payeeBank] as const] : []),
    ['Lý do chi', d.description],
    ['Khoản chi', debit ? `${debit.accounting_account} – ${debit.text}` : d.account],
    ['Chi từ', credit?.name ?? String(d.wallet)],
    ['Số tiền', formatVnd(d.amount), true],
    ['Kèm theo', '…… chứng từ gốc'],
  ];
  const paper: Paper = {
    issuer: issuerOf(d.building),
    heading: 'PHIẾU CHI',
    number: d.slip_no,
    date: d.date,
    amountInWords: { label: 'Viết bằng chữ', amount: d.amount },
    terms: 'Đã nhận đủ số tiền (viết bằng chữ) ở trên.',
    signatures: [['Giám đốc'], ['Kế toán trưởng'], ['Thủ quỹ'], ['Người lập phiếu', clerk ?? d.created_by], ['Người nhận tiền', d.payee]],
  };
  const accounts = `<div class="accounts">Nợ: <b>${e(debit?.accounting_account ?? d.account)}</b><br>Có: <b>${e(credit?.accounting_account ?? '')}</b></div>`;
  const corner = '<div class="form-no"><b>Mẫu số 02-TT</b><br><i>(Ban hành theo Thông tư số 200/2014/TT-BTC ngày 22/12/2014 của Bộ Tài chính)</i></div>';
  return corner + paperHtml(TT02_LOOK, paper, accounts + linesHtml(lines));
}

export const printDisbursement = (p: DisbursementPrint) => openPrintWindow({ title: `Phiếu chi ${p.slip.slip_no}`, bodyHtml: disbursementHtml(p), page: 'A5' });
