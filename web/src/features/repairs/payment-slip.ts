import { REPAIR_BOOK_TEXT, type RepairPayment } from '../../../../shared/api/repairs';
import { accountOf } from '../../../../shared/catalog/accounts';
import { walletOf } from '../../../../shared/catalog/wallets';
import { linesHtml, paperHtml, type Line } from '../../components/print/paper';
import { openPrintWindow } from '../../components/print/print-window';
import { issuerOf } from '../../components/print/slip';
import { TT02_CORNER, TT02_LOOK, tt02Accounts } from '../../components/print/tt02';
import { formatMonth, formatNumber, formatVnd } from '../../lib/format';
import { staffNameOf } from '../../app/app-data/staff-names';

/**
 * The repair payment as an expense slip (PHIẾU CHI, Mẫu số 02-TT, Circular 200/2014/TT-BTC): Nợ 8111
 * (Sửa chữa) / Có the wallet's account, the repairman receiving the money, what it pays (the month's
 * wages and materials, how many timesheets), the amount in digits and words, five signatures.
 */
export function repairPaymentHtml(p: RepairPayment): string {
  const debit = accountOf('repair')!;
  const credit = walletOf(p.wallet);
  const lines: Line[] = [
    ['Họ và tên người nhận tiền', p.repairman_name, true],
    [
      'Lý do chi',
      `Trả tiền ${REPAIR_BOOK_TEXT[p.book].toLowerCase()} tháng ${formatMonth(`${p.month}-01`)} (${formatNumber(p.timesheet_ids.length)} bảng chấm công)`,
    ],
    ['Tiền công', formatVnd(p.wage)],
    ['Tiền vật tư', formatVnd(p.materials)],
    ['Chi từ', credit?.name ?? String(p.wallet)],
    ['Số tiền', formatVnd(p.amount), true],
    ['Kèm theo', `${formatNumber(p.timesheet_ids.length)} bảng chấm công`],
  ];
  return (
    TT02_CORNER +
    paperHtml(
      TT02_LOOK,
      {
        issuer: issuerOf(p.building),
        heading: 'PHIẾU CHI',
        number: p.slip_no,
        date: p.date,
        amountInWords: { label: 'Viết bằng chữ', amount: p.amount },
        terms: 'Đã nhận đủ số tiền (viết bằng chữ) ở trên.',
        signatures: [['Giám đốc'], ['Kế toán trưởng'], ['Thủ quỹ'], ['Người lập phiếu', staffNameOf(p.created_by)], ['Người nhận tiền', p.repairman_name]],
      },
      tt02Accounts(debit.accounting_account, credit?.accounting_account ?? '') + linesHtml(lines),
    )
  );
}

export const printRepairPayment = (p: RepairPayment) => openPrintWindow({ title: `Phiếu chi ${p.slip_no}`, bodyHtml: repairPaymentHtml(p), page: 'A5' });
