import type { Deposit } from '../../../../shared/api/deposits';
import { buildingName } from '../../../../shared/catalog/buildings';
import { walletName } from '../../../../shared/catalog/wallets';
import { escapeHtml, openPrintWindow } from '../../components/print/print-window';
import { formatDate, formatDateTime, formatVnd } from '../../lib/format';
import { moneyInWords } from '../../lib/money-words';
import { depositStatusLabel } from './DepositStatusTag';

/** One printed slip (A5): heading, number and date, label/value lines, amount in words, signatures. */
export interface SlipLayout {
  /** Building line at the top left. */
  issuer: string;
  heading: string;
  number?: string;
  /** `YYYY-MM-DD`; printed DD-MM-YYYY. */
  date: string;
  /** A red line under the heading (a reprint of a closed slip says what became of it). */
  stamp?: string;
  lines: readonly (readonly [label: string, value: string, strong?: boolean])[];
  /** "Số tiền bằng chữ". */
  amountInWords?: { label: string; amount: number };
  terms?: string;
  /** Signature boxes: title, and the name printed under the space. */
  signatures: readonly (readonly [title: string, name?: string])[];
}

/** Slips ignore the shared table borders: their lines are text, not a grid. */
const SLIP_CSS = `
  .slip { max-width: 128mm; margin: 0 auto; font-size: 13px; line-height: 1.45; }
  .slip .top { display: flex; justify-content: space-between; gap: 8px; font-size: 12px; }
  .slip h1 { font-size: 17px; margin: 10px 0 2px; letter-spacing: .5px; }
  .slip .date { text-align: center; font-style: italic; margin-bottom: 10px; }
  .slip .stamp { text-align: center; color: #c00; font-weight: bold; margin-bottom: 6px; }
  .slip table.lines td { border: none; padding: 1px 0; }
  .slip table.lines td.label { width: 42%; white-space: nowrap; padding-right: 6px; }
  .slip .words { margin: 6px 0; }
  .slip .terms { font-size: 11px; font-style: italic; margin: 6px 0; }
  .slip table.signs { margin-top: 12px; table-layout: fixed; }
  .slip table.signs td { border: none; text-align: center; vertical-align: top; font-weight: bold; }
  .slip table.signs i { font-weight: normal; font-size: 11px; }
  .slip .space { height: 52px; }
  .slip .signed { font-weight: normal; }
  .slip .printed { margin-top: 10px; font-size: 10px; text-align: right; color: #555; }
`;

export function slipHtml(s: SlipLayout, printedAt: Date = new Date()): string {
  const e = escapeHtml;
  const lines = s.lines
    .map(([label, value, strong]) => `<tr><td class="label">${e(label)}:</td><td>${strong ? `<b>${e(value)}</b>` : e(value)}</td></tr>`)
    .join('');
  const words = s.amountInWords
    ? `<div class="words">${e(s.amountInWords.label)}: <i><b>${e(moneyInWords(s.amountInWords.amount))}</b></i></div>`
    : '';
  const signs = s.signatures
    .map(([title, name]) => `<td>${e(title)}<br><i>(Ký, ghi rõ họ tên)</i><div class="space"></div><div class="signed">${e(name ?? '')}</div></td>`)
    .join('');
  return (
    `<style>${SLIP_CSS}</style><div class="slip">` +
    `<div class="top"><div><b>${e(s.issuer)}</b></div>${s.number ? `<div>Số: <b>${e(s.number)}</b></div>` : ''}</div>` +
    `<h1>${e(s.heading)}</h1><div class="date">Ngày ${e(formatDate(s.date))}</div>` +
    (s.stamp ? `<div class="stamp">${e(s.stamp)}</div>` : '') +
    `<table class="lines"><tbody>${lines}</tbody></table>${words}` +
    (s.terms ? `<div class="terms">${e(s.terms)}</div>` : '') +
    `<table class="signs"><tr>${signs}</tr></table>` +
    `<div class="printed">In lúc ${e(formatDateTime(printedAt))}</div></div>`
  );
}

export const issuerOf = (building: string): string => `${buildingName(building)} (${building})`;

export const DEPOSIT_TERMS =
  'Khách không đến nhận phòng đúng ngày dự kiến hoặc huỷ cọc thì không được hoàn lại tiền cọc. Tiền cọc được trừ vào tiền cọc phòng khi nhận phòng.';

/** The deposit slip (phiếu nhận cọc) as handed to the customer. */
export function depositSlip(d: Deposit, clerk?: string): SlipLayout {
  return {
    issuer: issuerOf(d.building),
    heading: 'PHIẾU NHẬN CỌC GIỮ PHÒNG',
    number: d.slip_no,
    date: d.date,
    stamp: d.status === 'active' || d.status === 'checked_in' ? undefined : `Phiếu đã ${depositStatusLabel(d.status).toLocaleLowerCase('vi')}`,
    lines: [
      ['Họ tên khách', d.customer_name, true],
      ['Số điện thoại', d.phone],
      ['Số CCCD / hộ chiếu', d.id_number ?? ''],
      ['Phòng', `${d.room_id} – ${buildingName(d.building)}`, true],
      ['Ngày dự kiến vào ở', formatDate(d.expected_move_in_date)],
      ['Tiền cọc thoả thuận', formatVnd(d.amount_agreed)],
      ['Số tiền đã nhận', formatVnd(d.amount_paid), true],
      ['Còn phải đóng', formatVnd(d.unpaid)],
      ['Hình thức nhận', walletName(d.wallet)],
      ['Người dẫn phòng', d.agent_name],
      ...(d.note ? [['Ghi chú', d.note] as const] : []),
    ],
    amountInWords: { label: 'Số tiền đã nhận bằng chữ', amount: d.amount_paid },
    terms: DEPOSIT_TERMS,
    signatures: [['Người nộp tiền', d.customer_name], ['Người dẫn phòng', d.agent_name], ['Người nhận tiền', clerk ?? d.created_by.username]],
  };
}

export const printDepositSlip = (d: Deposit, clerk?: string) =>
  openPrintWindow({ title: `Phiếu cọc ${d.slip_no}`, bodyHtml: slipHtml(depositSlip(d, clerk)), page: 'A5' });

/** The receipt of more deposit money on a deposit (phiếu thu cọc bổ sung). */
export function additionalReceiptSlip(
  r: { id: string; date: string; amount: number; wallet: number; note?: string },
  d: Pick<Deposit, 'slip_no' | 'building' | 'room_id' | 'customer_name'>,
  clerk?: string,
): SlipLayout {
  return {
    issuer: issuerOf(d.building),
    heading: 'PHIẾU THU CỌC BỔ SUNG',
    date: r.date,
    lines: [
      ['Họ tên khách', d.customer_name, true],
      ['Phòng', `${d.room_id} – ${buildingName(d.building)}`, true],
      ['Theo phiếu cọc', d.slip_no],
      ['Số tiền thu', formatVnd(r.amount), true],
      ['Hình thức nhận', walletName(r.wallet)],
      ...(r.note ? [['Ghi chú', r.note] as const] : []),
    ],
    amountInWords: { label: 'Số tiền bằng chữ', amount: r.amount },
    signatures: [['Người nộp tiền', d.customer_name], ['Người nhận tiền', clerk]],
  };
}
