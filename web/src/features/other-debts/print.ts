import type { OtherDebtBook, OtherDebtReceipt } from '../../../../shared/api/other-debts';
import { accountName } from '../../../../shared/catalog/accounts';
import { buildingName } from '../../../../shared/catalog/buildings';
import { walletName } from '../../../../shared/catalog/wallets';
import { issuerOf, printSlip, type SlipLayout } from '../../components/print/slip';
import { formatVnd } from '../../lib/format';
import { counterpartOf, kindText } from './books';
import { staffNameOf } from '../../app/app-data/staff-names';

/** The receipt (money in) or payment (money out) slip on A5, amount in words, signatures of both sides. */
export function otherDebtSlip(book: OtherDebtBook, r: OtherDebtReceipt, partnerName: string): SlipLayout {
  const inn = r.direction === 'in';
  const who = counterpartOf(book, r, partnerName);
  return {
    issuer: issuerOf(r.building),
    heading: inn ? 'PHIẾU THU' : 'PHIẾU CHI',
    number: r.receipt_no,
    date: r.date,
    lines: [
      [inn ? 'Người nộp tiền' : 'Người nhận tiền', who, true],
      ['Nội dung', kindText(r), true],
      ['Toà nhà', `${r.building} – ${buildingName(r.building)}`],
      [inn ? 'Ví nhận tiền' : 'Chi từ ví', walletName(r.wallet)],
      ['Tài khoản đối ứng', `${r.account} – ${accountName(r.account)}`],
      ['Số tiền', formatVnd(r.amount), true],
      ...(r.note ? [['Ghi chú', r.note] as const] : []),
    ],
    amountInWords: { label: 'Số tiền bằng chữ', amount: r.amount },
    signatures: [['Người lập phiếu', staffNameOf(r.updated_by ?? r.created_by)], ['Kế toán'], [inn ? 'Người nộp tiền' : 'Người nhận tiền', who]],
  };
}

export const printOtherDebt = (book: OtherDebtBook, r: OtherDebtReceipt, partnerName: string) =>
  printSlip(`${r.direction === 'in' ? 'Phiếu thu' : 'Phiếu chi'} ${r.receipt_no}`, otherDebtSlip(book, r, partnerName));
