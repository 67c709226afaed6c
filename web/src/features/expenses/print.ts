import type { Disbursement } from '../../../../shared/api/expenses';
import { accountOf } from '../../../../shared/catalog/accounts';
import { walletOf } from '../../../../shared/catalog/wallets';
import { linesHtml, paperHtml, type Line, type Paper } from '../../components/print/paper';
import { openPrintWindow } from '../../components/print/print-window';
import { TT02_CORNER, TT02_LOOK, tt02Accounts } from '../../components/print/tt02';
import { issuerOf } from '../../components/print/slip';
import { formatVnd } from '../../lib/format';
import { staffNameOf } from '../../app/app-data/staff-names';

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
    signatures: [['Giám đốc'], ['Kế toán trưởng'], ['Thủ quỹ'], ['Người lập phiếu', clerk ?? staffNameOf(d.created_by)], ['Người nhận tiền', d.payee]],
  };
  return TT02_CORNER + paperHtml(TT02_LOOK, paper, tt02Accounts(debit?.accounting_account ?? d.account, credit?.accounting_account ?? '') + linesHtml(lines));
}

export const printDisbursement = (p: DisbursementPrint) => openPrintWindow({ title: `Phiếu chi ${p.slip.slip_no}`, bodyHtml: disbursementHtml(p), page: 'A5' });
