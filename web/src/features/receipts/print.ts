import type { Receipt } from '../../../../shared/api/receipts';
import { collectAccountOf, type BankSettings } from '../../../../shared/api/admin/bank-wallets';
import { buildingName } from '../../../../shared/catalog/buildings';
import { vnToday } from '../../../../shared/dates';
import { walletName } from '../../../../shared/catalog/wallets';
import { transferText, vietQrPayload } from '../../../../shared/payments/vietqr';
import { linesHtml, paperHtml, type Line, type Paper, type PaperLook } from '../../components/print/paper';
import { escapeHtml, openPrintWindow } from '../../components/print/print-window';
import { issuerOf } from '../../components/print/slip';
import { formatVnd } from '../../lib/format';
import { qrDataUrl } from './qr-image';
import { amountDue, itemText, paidItemName, type StayOwed } from '../../lib/stay-debt';
import { staffNameOf } from '../../app/app-data/staff-names';

export type { Owed, StayOwed } from '../../lib/stay-debt';

/** The A5 slip's look (components/print/slip.ts) with room for the QR block beside its caption. */
const RECEIPT_LOOK: PaperLook = {
  cls: 'slip',
  box: 'max-width: 128mm; margin: 0 auto; ',
  heading: { size: 17, margin: 10 },
  labelWidth: '42%',
  termsMargin: 6,
  signsMargin: 12,
  signSpace: 52,
  extra: `  .slip .qr { display: flex; gap: 10px; align-items: center; margin: 8px 0; border: 1px dashed #888; padding: 6px; }
  .slip .qr img { width: 34mm; height: 34mm; flex: none; }
  .slip .qr p { margin: 0 0 2px; font-size: 12px; }
  .slip .no-qr { margin: 8px 0; font-size: 12px; font-style: italic; }`,
};

/** What a stay's QR says, or why there is none; nothing at all when the stay owes nothing. */
export type QrBlock = { image: string; payload: string; lines: string[] } | { missing: string };

/**
 * The VietQR for what a stay of the room owes now (business rules §9): the building's collecting bank
 * account, the stay's balance (owed − credit: the same amount every view shows) and `<code> T<MM><YY>`
 * of its newest open item (the bill the tenant has in hand).
 */
export function roomQr(building: string, roomId: string, owed: StayOwed, settings: BankSettings | undefined): QrBlock | undefined {
  const due = amountDue(owed);
  if (due <= 0) return undefined;
  const found = collectAccountOf(settings, building);
  if ('missing' in found) return { missing: `Không in mã VietQR: ${found.missing}.` };
  const month = owed.months.at(-1)?.month ?? vnToday().slice(0, 7);
  const text = transferText(building, roomId, month);
  const payload = vietQrPayload(found.account, due, text);
  return {
    image: qrDataUrl(payload),
    payload,
    lines: [
      `Quét mã để chuyển khoản ${formatVnd(due)}`,
      `${found.account.bank_name} · STK ${found.account.account_no}`,
      `Chủ tài khoản: ${found.account.holder}`,
      `Nội dung: ${text}`,
    ],
  };
}

const qrHtml = (qr: QrBlock | undefined): string => {
  const e = escapeHtml;
  if (!qr) return '';
  if ('missing' in qr) return `<div class="no-qr">${e(qr.missing)}</div>`;
  return `<div class="qr"><img src="${qr.image}" alt="Mã VietQR chuyển khoản"><div>${qr.lines.map((l, i) => `<p>${i === 0 ? `<b>${e(l)}</b>` : e(l)}</p>`).join('')}</div></div>`;
};

const slipPageHtml = (paper: Paper, lines: readonly Line[], qr: QrBlock | undefined) => paperHtml(RECEIPT_LOOK, paper, linesHtml(lines) + qrHtml(qr));

const roomLine = (building: string, roomId: string): Line => ['Phòng', `${roomId} – ${buildingName(building)}`, true];
const tenantLines = (tenant: string | undefined, contract: string | undefined): Line[] => [
  ...(tenant ? [['Khách thuê', tenant] as const] : []),
  ...(contract ? [['Hợp đồng', contract] as const] : []),
];
/** What a stay still owes, item by item, in one line (`Không còn nợ` when nothing). */
const owedText = (owed: StayOwed): string =>
  amountDue(owed) > 0 ? `${formatVnd(amountDue(owed))}${owed.months.length ? ` (${owed.months.map(itemText).join(', ')})` : ''}` : 'Không còn nợ';

export interface ReceiptPrintData {
  receipt: Receipt;
  /** What the receipt's stay owes as the slip is printed (after this receipt). */
  owed: StayOwed;
  settings: BankSettings | undefined;
  /** Who paid, when the receipt does not say (receipts from before stays). */
  tenant?: string;
  clerk?: string;
}

/**
 * The rent receipt (A5): the items it paid, the amount in digits and words, what THIS receipt left
 * as credit (never the stay's running credit, which is printed apart and labelled), what the stay
 * still owes and its QR.
 */
export function receiptHtml({ receipt: r, owed, settings, tenant, clerk }: ReceiptPrintData): string {
  const paid = r.allocations.map((a) => `${paidItemName(a)} (${formatVnd(a.amount)})`).join(', ');
  const payer = r.customer_name || tenant;
  const lines: Line[] = [
    roomLine(r.building, r.room_id),
    ...tenantLines(payer, r.contract_no),
    ['Đã thanh toán', paid || 'Chưa có khoản nợ: tiền trả trước'],
    ['Số tiền thu', formatVnd(r.amount), true],
    ['Hình thức nhận', walletName(r.wallet)],
    ...(r.left_credit > 0 ? [['Tiền trả trước để lại', formatVnd(r.left_credit)] as const] : []),
    ...(r.stay_credit !== undefined && r.stay_credit > r.left_credit ? [['Tiền trả trước của lượt thuê', formatVnd(r.stay_credit)] as const] : []),
    ['Còn nợ (lúc in)', owedText(owed), true],
    ...(r.note ? [['Ghi chú', r.note] as const] : []),
  ];
  const paper: Paper = {
    issuer: issuerOf(r.building),
    heading: 'PHIẾU THU TIỀN PHÒNG',
    number: r.receipt_no,
    date: r.date,
    stamp: r.status === 'removed' ? `Phiếu đã xoá${r.remove_reason ? `: ${r.remove_reason}` : ''}` : undefined,
    amountInWords: { label: 'Số tiền bằng chữ', amount: r.amount },
    signatures: [
      ['Người nộp tiền', payer],
      ['Người thu tiền', clerk ?? staffNameOf(r.created_by)],
    ],
  };
  return slipPageHtml(paper, lines, r.status === 'removed' ? undefined : roomQr(r.building, r.room_id, owed, settings));
}

export interface NoticePrintData {
  building: string;
  roomId: string;
  /** The stay the notice asks (its tenant, contract and open items). */
  owed: StayOwed;
  settings: BankSettings | undefined;
  /** `YYYY-MM-DD`: the day it is printed. */
  date: string;
}

/** The payment notice (A5): every open item of the stay, the total in digits and words, and the QR for all of it. */
export function noticeHtml({ building, roomId, owed, settings, date }: NoticePrintData): string {
  const due = amountDue(owed);
  const lines: Line[] = [
    roomLine(building, roomId),
    ...tenantLines(owed.stay?.customer_name, owed.stay?.contract_no),
    ...owed.months.map((m): Line => [itemText(m), `${formatVnd(m.owed)}${m.paid > 0 ? ` (tổng ${formatVnd(m.total)}, đã trả ${formatVnd(m.paid)})` : ''}`]),
    ...(owed.credit > 0 ? [['Tiền trả trước còn lại', formatVnd(owed.credit)] as const] : []),
    ['Tổng số tiền phải trả', formatVnd(due), true],
  ];
  const paper: Paper = {
    issuer: issuerOf(building),
    heading: 'GIẤY BÁO TIỀN PHÒNG',
    date,
    amountInWords: { label: 'Số tiền bằng chữ', amount: due },
    terms: 'Chuyển khoản đúng nội dung ghi dưới mã để phiếu thu được ghi cho đúng phòng.',
    signatures: [['Người lập giấy báo']],
  };
  return slipPageHtml(paper, lines, roomQr(building, roomId, owed, settings));
}

export const printReceipt = (d: ReceiptPrintData) => openPrintWindow({ title: `Phiếu thu ${d.receipt.receipt_no}`, bodyHtml: receiptHtml(d), page: 'A5' });
export const printNotice = (d: NoticePrintData) =>
  openPrintWindow({ title: `Giấy báo tiền phòng ${d.building}${d.roomId}`, bodyHtml: noticeHtml(d), page: 'A5' });
