import type { ResponseOf } from '../../../../shared/api/endpoint';
import type { chargeRoomMonths, Receipt } from '../../../../shared/api/receipts';
import { collectAccountOf, type BankSettings } from '../../../../shared/api/settings-bank';
import { buildingName } from '../../../../shared/catalog/buildings';
import { monthText, vnToday } from '../../../../shared/dates';
import { walletName } from '../../../../shared/catalog/wallets';
import { transferText, vietQrPayload } from '../../../../shared/payments/vietqr';
import { linesHtml, paperHtml, type Line, type Paper, type PaperLook } from '../../components/print/paper';
import { escapeHtml, openPrintWindow } from '../../components/print/print-window';
import { issuerOf } from '../../components/print/slip';
import { formatVnd } from '../../lib/format';
import { qrDataUrl } from './qr-image';

export type Owed = ResponseOf<typeof chargeRoomMonths>;

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

/** What the room owes outside its open months (a debit note, a removed receipt's spent credit). */
export const outsideBills = (owed: Owed): number => owed.owed - owed.months.reduce((sum, m) => sum + m.owed, 0);

/** What a room's QR says, or why there is none; nothing at all when the room owes nothing. */
export type QrBlock = { image: string; payload: string; lines: string[] } | { missing: string };

/**
 * The VietQR for what the room owes now (business rules §9): the building's collecting bank account,
 * the amount owed and `<code> T<MM><YY>` of its newest owed month (the bill the tenant has in hand).
 */
export function roomQr(building: string, roomId: string, owed: Owed, settings: BankSettings | undefined): QrBlock | undefined {
  if (owed.owed <= 0) return undefined;
  const found = collectAccountOf(settings, building);
  if ('missing' in found) return { missing: `Không in mã VietQR: ${found.missing}.` };
  // What is owed outside any bill (no month of its own) is named by this month.
  const month = owed.months.at(-1)?.month ?? vnToday().slice(0, 7);
  const text = transferText(building, roomId, month);
  const payload = vietQrPayload(found.account, owed.owed, text);
  return {
    image: qrDataUrl(payload),
    payload,
    lines: [
      `Quét mã để chuyển khoản ${formatVnd(owed.owed)}`,
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
const tenantLines = (tenant: string | undefined): Line[] => (tenant ? [['Khách thuê', tenant]] : []);

export interface ReceiptPrintData {
  receipt: Receipt;
  /** What the room owes as the slip is printed (after this receipt). */
  owed: Owed;
  settings: BankSettings | undefined;
  tenant?: string;
  clerk?: string;
}

/** The rent receipt (A5): the months it paid, the amount in digits and words, what is still owed and its QR. */
export function receiptHtml({ receipt: r, owed, settings, tenant, clerk }: ReceiptPrintData): string {
  const paid = r.allocations.map((a) => `${monthText(a.month)} (${formatVnd(a.amount)})`).join(', ');
  const lines: Line[] = [
    roomLine(r.building, r.room_id),
    ...tenantLines(tenant),
    ['Tháng thanh toán', paid || 'Chưa có hoá đơn: tiền trả trước'],
    ['Số tiền thu', formatVnd(r.amount), true],
    ['Hình thức nhận', walletName(r.wallet)],
    ...(r.credit > 0 ? [['Tiền trả trước để lại', formatVnd(r.credit)] as const] : []),
    ['Phòng còn nợ (lúc in)', owed.owed > 0 ? `${formatVnd(owed.owed)} (${owed.months.map((m) => monthText(m.month)).join(', ')})` : 'Không còn nợ', true],
    ...(r.note ? [['Ghi chú', r.note] as const] : []),
  ];
  const paper: Paper = {
    issuer: issuerOf(r.building),
    heading: 'PHIẾU THU TIỀN PHÒNG',
    number: r.receipt_no,
    date: r.date,
    stamp: r.status === 'removed' ? `Phiếu đã xoá${r.remove_reason ? `: ${r.remove_reason}` : ''}` : undefined,
    amountInWords: { label: 'Số tiền bằng chữ', amount: r.amount },
    signatures: [['Người nộp tiền', tenant], ['Người thu tiền', clerk ?? r.created_by]],
  };
  return slipPageHtml(paper, lines, r.status === 'removed' ? undefined : roomQr(r.building, r.room_id, owed, settings));
}

export interface NoticePrintData {
  building: string;
  roomId: string;
  owed: Owed;
  settings: BankSettings | undefined;
  /** `YYYY-MM-DD`: the day it is printed. */
  date: string;
  tenant?: string;
}

/** The payment notice (A5): every month the room owes, the total in digits and words, and the QR for all of it. */
export function noticeHtml({ building, roomId, owed, settings, date, tenant }: NoticePrintData): string {
  const lines: Line[] = [
    roomLine(building, roomId),
    ...tenantLines(tenant),
    ...owed.months.map((m): Line => [`Tháng ${monthText(m.month)}`, `${formatVnd(m.owed)}${m.paid > 0 ? ` (hoá đơn ${formatVnd(m.total)}, đã trả ${formatVnd(m.paid)})` : ''}`]),
    ...(outsideBills(owed) > 0 ? [['Nợ ngoài hoá đơn', formatVnd(outsideBills(owed))] as const] : []),
    ...(owed.credit > 0 ? [['Tiền trả trước còn lại', formatVnd(owed.credit)] as const] : []),
    ['Tổng số tiền phải trả', formatVnd(owed.owed), true],
  ];
  const paper: Paper = {
    issuer: issuerOf(building),
    heading: 'GIẤY BÁO TIỀN PHÒNG',
    date,
    amountInWords: { label: 'Số tiền bằng chữ', amount: owed.owed },
    terms: 'Chuyển khoản đúng nội dung ghi dưới mã để phiếu thu được ghi cho đúng phòng.',
    signatures: [['Người lập giấy báo']],
  };
  return slipPageHtml(paper, lines, roomQr(building, roomId, owed, settings));
}

export const printReceipt = (d: ReceiptPrintData) => openPrintWindow({ title: `Phiếu thu ${d.receipt.receipt_no}`, bodyHtml: receiptHtml(d), page: 'A5' });
export const printNotice = (d: NoticePrintData) => openPrintWindow({ title: `Giấy báo tiền phòng ${d.building}${d.roomId}`, bodyHtml: noticeHtml(d), page: 'A5' });
