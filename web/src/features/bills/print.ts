import type { Bill } from '../../../../shared/api/bills';
import { issuerOf, slipHtml } from '../../components/print/slip';
import { openPrintWindow } from '../../components/print/print-window';
import { formatNumber, formatVnd } from '../../lib/format';
import { moneyInWords } from '../../lib/money-words';
import { monthText } from '../../../../shared/dates';

/** One room's bill as an A5 slip: the shared slip paper, one line per item, the total in words. */
export const billSlipHtml = (b: Bill, printedAt?: Date) =>
  slipHtml(
    {
      issuer: issuerOf(b.building),
      heading: `HOÁ ĐƠN TIỀN PHÒNG THÁNG ${monthText(b.month)}`,
      number: b.bill_no,
      date: b.date,
      lines: [
        ['Phòng', `${b.room_id} (${b.building})`, true],
        ['Khách thuê', b.customer_name || '—'],
        ['Hợp đồng', b.contract_no],
        ...b.lines.map(
          (l) =>
            [
              l.quantity !== null && l.unit_price !== null && l.kind !== 'rent' ? `${l.label} × ${formatNumber(l.unit_price)}` : l.label,
              formatVnd(l.amount),
            ] as const,
        ),
        ['Tổng cộng', formatVnd(b.total), true],
        // The words right under the figure they spell (issue 23), before what is already paid.
        ['Bằng chữ', moneyInWords(b.total)],
        // Paid already (the room's credit at the run, or receipts since): what is left to pay.
        ...(b.paid
          ? ([
              ['Đã trả', formatVnd(b.paid)],
              ['Còn phải trả', formatVnd(b.total - b.paid), true],
            ] as const)
          : []),
      ],
      terms: `Nội dung chuyển khoản: ${b.building}${b.room_id} T${b.month.slice(5, 7)}${b.month.slice(2, 4)}`,
      signatures: [['Người lập'], ['Khách thuê']],
    },
    printedAt,
  );

/** Every bill of a building on A4 sheets, two A5 bills a sheet (top and bottom half). */
export function billsSheetHtml(bills: readonly Bill[], printedAt?: Date): string {
  const style = `<style>.half { height: 136mm; overflow: hidden; box-sizing: border-box; padding-top: 4mm; } .half + .half { border-top: 1px dashed #999; } .sheet { page-break-after: always; } .sheet:last-child { page-break-after: auto; }</style>`;
  const sheets: string[] = [];
  for (let i = 0; i < bills.length; i += 2)
    sheets.push(
      `<div class="sheet">${bills
        .slice(i, i + 2)
        .map((b) => `<div class="half">${billSlipHtml(b, printedAt)}</div>`)
        .join('')}</div>`,
    );
  return style + sheets.join('');
}

export const printBills = (title: string, bills: readonly Bill[]) => openPrintWindow({ title, bodyHtml: billsSheetHtml(bills), page: 'A4' });
