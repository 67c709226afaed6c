import type { ReceiptChange } from '../../../../shared/api/receipt-changes';
import type { CheckOut, Stay } from '../../../../shared/api/stays';
import { buildingName } from '../../../../shared/catalog/buildings';
import { walletName } from '../../../../shared/catalog/wallets';
import { escapeHtml, openPrintWindow, type PageSize } from '../../components/print/print-window';
import { formatDate, formatDateTime, formatNumber, formatVnd } from '../../lib/format';
import { moneyInWords } from '../../lib/money-words';
import { issuerOf } from '../deposits/print';
import { billRows } from './bill-rows';
import { vehicleText } from './choices';

/** A part of a printed document: label/value lines, a bordered table, or a paragraph. */
export type DocSection =
  | { kind: 'lines'; title?: string; lines: readonly (readonly [label: string, value: string, strong?: boolean])[] }
  | { kind: 'table'; title?: string; headers: readonly string[]; rows: readonly (readonly string[])[]; numeric?: readonly number[]; strongRows?: readonly number[]; empty?: string }
  | { kind: 'text'; title?: string; text: string };

/** A full-page document (A4): the deposit slips' look (deposits/print), with room for lists of people and money. */
export interface DocLayout {
  issuer: string;
  heading: string;
  number?: string;
  /** `YYYY-MM-DD`; printed DD-MM-YYYY. */
  date: string;
  stamp?: string;
  sections: readonly DocSection[];
  amountInWords?: { label: string; amount: number };
  terms?: string;
  signatures: readonly (readonly [title: string, name?: string])[];
}

const DOC_CSS = `
  .doc { font-size: 13px; line-height: 1.45; }
  .doc .top { display: flex; justify-content: space-between; gap: 8px; font-size: 12px; }
  .doc h1 { font-size: 18px; margin: 12px 0 2px; letter-spacing: .5px; }
  .doc .date { text-align: center; font-style: italic; margin-bottom: 10px; }
  .doc .stamp { text-align: center; color: #c00; font-weight: bold; margin-bottom: 6px; }
  .doc h2 { font-size: 13px; margin: 10px 0 4px; text-transform: uppercase; }
  .doc table.lines td { border: none; padding: 1px 0; }
  .doc table.lines td.label { width: 34%; white-space: nowrap; padding-right: 6px; }
  .doc table.grid tr.strong td { font-weight: bold; }
  .doc .words { margin: 6px 0; }
  .doc .terms { font-size: 11px; font-style: italic; margin: 8px 0; }
  .doc table.signs { margin-top: 14px; table-layout: fixed; }
  .doc table.signs td { border: none; text-align: center; vertical-align: top; font-weight: bold; }
  .doc table.signs i { font-weight: normal; font-size: 11px; }
  .doc .space { height: 64px; }
  .doc .signed { font-weight: normal; }
  .doc .printed { margin-top: 10px; font-size: 10px; text-align: right; color: #555; }
`;

function sectionHtml(s: DocSection): string {
  const e = escapeHtml;
  const title = s.title ? `<h2>${e(s.title)}</h2>` : '';
  if (s.kind === 'text') return `${title}<p>${e(s.text)}</p>`;
  if (s.kind === 'lines')
    return `${title}<table class="lines"><tbody>${s.lines
      .map(([label, value, strong]) => `<tr><td class="label">${e(label)}:</td><td>${strong ? `<b>${e(value)}</b>` : e(value)}</td></tr>`)
      .join('')}</tbody></table>`;
  const head = `<tr>${s.headers.map((h) => `<th>${e(h)}</th>`).join('')}</tr>`;
  const body = s.rows.length
    ? s.rows
        .map(
          (r, i) =>
            `<tr${s.strongRows?.includes(i) ? ' class="strong"' : ''}>${r.map((c, j) => `<td${s.numeric?.includes(j) ? ' class="num"' : ''}>${e(c)}</td>`).join('')}</tr>`,
        )
        .join('')
    : `<tr><td colspan="${s.headers.length}" style="text-align:center">${e(s.empty ?? 'Không có')}</td></tr>`;
  return `${title}<table class="grid"><thead>${head}</thead><tbody>${body}</tbody></table>`;
}

export function docHtml(d: DocLayout, printedAt: Date = new Date()): string {
  const e = escapeHtml;
  const words = d.amountInWords ? `<div class="words">${e(d.amountInWords.label)}: <i><b>${e(moneyInWords(d.amountInWords.amount))}</b></i></div>` : '';
  const signs = d.signatures
    .map(([title, name]) => `<td>${e(title)}<br><i>(Ký, ghi rõ họ tên)</i><div class="space"></div><div class="signed">${e(name ?? '')}</div></td>`)
    .join('');
  return (
    `<style>${DOC_CSS}</style><div class="doc">` +
    `<div class="top"><div><b>${e(d.issuer)}</b></div>${d.number ? `<div>Số: <b>${e(d.number)}</b></div>` : ''}</div>` +
    `<h1>${e(d.heading)}</h1><div class="date">Ngày ${e(formatDate(d.date))}</div>` +
    (d.stamp ? `<div class="stamp">${e(d.stamp)}</div>` : '') +
    d.sections.map(sectionHtml).join('') +
    words +
    (d.terms ? `<div class="terms">${e(d.terms)}</div>` : '') +
    `<table class="signs"><tr>${signs}</tr></table>` +
    `<div class="printed">In lúc ${e(formatDateTime(printedAt))}</div></div>`
  );
}

export const printDoc = (title: string, d: DocLayout, page: PageSize = 'A4') => openPrintWindow({ title, bodyHtml: docHtml(d), page });

const roomLine = (building: string, roomId: string) => `${roomId} – ${buildingName(building)}`;
const occupantRows = (occupants: Stay['occupants']) =>
  occupants.map((o, i) => [String(i + 1), o.name, o.phone ?? '', o.id_number ?? '', formatDate(o.birth_date), o.hometown ?? '']);
const OCCUPANT_HEADERS = ['STT', 'Họ tên', 'Số điện thoại', 'Số CCCD / hộ chiếu', 'Ngày sinh', 'Quê quán'];
const vehicleRows = (vehicles: Stay['vehicles']) => vehicles.map((v, i) => [String(i + 1), vehicleText({ type: v.type }), v.plate ?? '']);

export const CHECK_IN_TERMS =
  'Khách thuê đã kiểm tra phòng, đồng hồ điện nước và đồng ý với các thông tin trên. Tiền phòng đóng theo tháng; ' +
  'khi trả phòng phải báo trước đúng số ngày ghi trên phiếu, báo trước không đủ thì không được hoàn tiền cọc.';

/** The check-in information slip (phiếu thông tin nhận phòng), A4, signed by tenant and clerk. */
export function checkInSlip(s: Stay, extra: { depositSlipNo?: string; clerk?: string } = {}): DocLayout {
  return {
    issuer: issuerOf(s.building),
    heading: 'PHIẾU THÔNG TIN NHẬN PHÒNG',
    number: s.contract_no,
    date: s.start_date,
    stamp: s.status === 'removed' ? 'Phiếu đã xoá' : undefined,
    sections: [
      {
        kind: 'lines',
        title: 'Thông tin phòng',
        lines: [
          ['Phòng', roomLine(s.building, s.room_id), true],
          ['Hợp đồng số', s.contract_no, true],
          ['Ngày nhận phòng', formatDate(s.start_date)],
          ['Giá thuê phòng', `${formatVnd(s.rent)} / tháng`, true],
          ['Tiền cọc giữ', formatVnd(s.deposit_held), true],
          ...(extra.depositSlipNo ? [['Theo phiếu cọc', extra.depositSlipNo] as const] : []),
          ...(s.deposit_top_up > 0 ? [['Thu thêm cọc khi nhận phòng', `${formatVnd(s.deposit_top_up)} (${walletName(s.wallet)})`] as const] : []),
          ['Internet', s.internet ? 'Có sử dụng' : 'Không sử dụng'],
          ['Số ngày báo trước khi trả phòng', `${s.notice_days} ngày`],
          ['Chỉ số điện đầu', `${formatNumber(s.start_readings.electricity)} kWh`],
          ['Chỉ số nước đầu', `${formatNumber(s.start_readings.water)} m³`],
          ...(s.notes ? [['Ghi chú', s.notes] as const] : []),
        ],
      },
      { kind: 'table', title: `Người ở (${s.occupants.length})`, headers: OCCUPANT_HEADERS, rows: occupantRows(s.occupants) },
      { kind: 'table', title: 'Phương tiện', headers: ['STT', 'Loại xe', 'Biển số'], rows: vehicleRows(s.vehicles), empty: 'Không có xe' },
    ],
    amountInWords: { label: 'Tiền cọc giữ bằng chữ', amount: s.deposit_held },
    terms: CHECK_IN_TERMS,
    signatures: [['Khách thuê', s.occupants[0]?.name], ['Người lập phiếu', extra.clerk ?? s.created_by]],
  };
}

export const printCheckInSlip = (s: Stay, extra?: Parameters<typeof checkInSlip>[1]) =>
  printDoc(`Phiếu thông tin nhận phòng ${s.room_id} (${s.building})`, checkInSlip(s, extra));

/** The deposit-refund calculation at check-out (bảng tính tiền trả cọc), A4. */
export function refundSheet(co: CheckOut, clerk?: string): DocLayout {
  const rows = billRows(co);
  const money = (r: (typeof rows)[number]) => (r.amount < 0 ? `− ${formatVnd(-r.amount)}` : formatVnd(r.amount));
  const table = (section: 'bill' | 'deposit') => {
    const part = rows.filter((r) => r.section === section);
    return { rows: part.map((r) => [r.label, r.detail ?? '', money(r)]), strong: part.flatMap((r, i) => (r.strong ? [i] : [])) };
  };
  const bill = table('bill');
  const deposit = table('deposit');
  const final = co.receivable > 0 ? { label: 'Khách còn phải trả bằng chữ', amount: co.receivable } : { label: 'Số tiền hoàn trả bằng chữ', amount: co.refund };
  return {
    issuer: issuerOf(co.building),
    heading: 'BẢNG TÍNH TIỀN TRẢ CỌC',
    number: co.contract_no,
    date: co.leave_date,
    stamp: co.status === 'cancelled' ? 'Phiếu trả phòng đã huỷ' : undefined,
    sections: [
      {
        kind: 'lines',
        lines: [
          ['Khách thuê', co.customer_name, true],
          ['Phòng', roomLine(co.building, co.room_id), true],
          ['Hợp đồng số', co.contract_no],
          ['Ngày trả phòng', formatDate(co.leave_date), true],
          ['Ngày báo trả', co.notice_date ? `${formatDate(co.notice_date)} (${co.notice_given_days}/${co.notice_days} ngày)` : 'Không báo trước'],
          ['Chỉ số điện', `${formatNumber(co.start_readings.electricity)} → ${formatNumber(co.final_readings.electricity)}`],
          ['Chỉ số nước', `${formatNumber(co.start_readings.water)} → ${formatNumber(co.final_readings.water)}`],
          ...(co.notes ? [['Ghi chú', co.notes] as const] : []),
        ],
      },
      { kind: 'table', title: 'Hoá đơn trả phòng', headers: ['Khoản', 'Diễn giải', 'Số tiền'], rows: bill.rows, numeric: [2], strongRows: bill.strong },
      { kind: 'table', title: 'Quyết toán tiền cọc', headers: ['Khoản', 'Diễn giải', 'Số tiền'], rows: deposit.rows, numeric: [2], strongRows: deposit.strong },
    ],
    amountInWords: final,
    signatures: [['Khách thuê', co.customer_name], ['Người lập bảng', clerk ?? co.created_by]],
  };
}

export const printRefundSheet = (co: CheckOut, clerk?: string) => printDoc(`Bảng tính tiền trả cọc ${co.room_id} (${co.building})`, refundSheet(co, clerk));

/** The change-of-information slip (phiếu thay đổi thông tin), A4. */
export function changeSlip(c: ReceiptChange, clerk?: string): DocLayout {
  const sections: DocSection[] = [
    {
      kind: 'lines',
      lines: [
        ['Phòng', roomLine(c.building, c.room_id), true],
        ['Hợp đồng số', c.contract_no],
        ['Khách thuê', c.customer_name],
        ['Ngày thay đổi', formatDate(c.date), true],
        ...(c.rent ? [['Giá thuê mới', `${formatVnd(c.rent.amount)} / tháng từ ngày ${formatDate(c.rent.from)} (trước: ${formatVnd(c.rent.previous)})`, true] as const] : []),
        ...(c.notes ? [['Ghi chú', c.notes] as const] : []),
      ],
    },
  ];
  if (c.occupants_in.length) sections.push({ kind: 'table', title: 'Người vào ở', headers: OCCUPANT_HEADERS, rows: occupantRows(c.occupants_in) });
  if (c.occupants_out.length) sections.push({ kind: 'table', title: 'Người rời đi', headers: OCCUPANT_HEADERS, rows: occupantRows(c.occupants_out) });
  if (c.vehicles)
    sections.push(
      { kind: 'table', title: 'Xe trước thay đổi', headers: ['STT', 'Loại xe', 'Biển số'], rows: vehicleRows(c.vehicles.before), empty: 'Không có xe' },
      { kind: 'table', title: 'Xe sau thay đổi', headers: ['STT', 'Loại xe', 'Biển số'], rows: vehicleRows(c.vehicles.after), empty: 'Không có xe' },
    );
  return {
    issuer: issuerOf(c.building),
    heading: 'PHIẾU THAY ĐỔI THÔNG TIN',
    number: c.contract_no,
    date: c.date,
    stamp: c.status === 'cancelled' ? 'Phiếu đã huỷ' : c.status === 'deleted' ? 'Phiếu đã xoá' : undefined,
    sections,
    signatures: [['Khách thuê', c.customer_name], ['Người lập phiếu', clerk ?? c.created_by]],
  };
}

export const printChangeSlip = (c: ReceiptChange, clerk?: string) => printDoc(`Phiếu thay đổi thông tin ${c.room_id} (${c.building})`, changeSlip(c, clerk));
