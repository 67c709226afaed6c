import type { ReceiptSummary, ReceiptSummaryRow } from '../../shared/api/receipts/reports';
import { summaryOf } from '../../shared/receipts/summary';
import type { ReceiptOther } from '../../shared/api/receipts/others';
import type { Receipt } from '../../shared/api/receipts';
import { receiptOtherAccountOf } from '../../shared/catalog/receipt-other-accounts';
import { compareNumbered } from '../../shared/text/collate';
import { monthText } from '../../shared/dates';

/**
 * The receipt reads' rules, pure: the summary's rows and totals, and how a month's receipts differ
 * from its bills. The operations only read the records and hand them here.
 */

/** Rent and collected receipts alike (receipts written before collected ones existed carry no kind). */
export type RentSideReceipt = Receipt & { kind?: 'room' | 'collected'; collector?: string };

const withNote = (text: string, note?: string) => (note ? `${text} – ${note}` : text);

/** A rent or collected receipt's row of the summary. */
export function receiptRow(r: RentSideReceipt): ReceiptSummaryRow {
  const kind = r.kind ?? 'room';
  const months = r.allocations.map((a) => monthText(a.month)).join(', ');
  const text = `Tiền phòng ${r.room_id}${months ? ` tháng ${months}` : ' (trả trước)'}${kind === 'collected' && r.collector ? ` (người thu: ${r.collector})` : ''}`;
  return {
    id: r.id,
    date: r.date,
    receipt_no: r.receipt_no,
    kind,
    room_id: r.room_id,
    wallet: r.wallet,
    amount: r.amount,
    description: withNote(text, r.note),
  };
}

/** An other receipt's row of the summary. */
export const otherRow = (r: ReceiptOther): ReceiptSummaryRow => ({
  id: r.id,
  date: r.date,
  receipt_no: r.receipt_no,
  kind: 'other',
  ...(r.room_id ? { room_id: r.room_id } : {}),
  wallet: r.wallet,
  amount: r.amount,
  description: withNote(`${r.payer} – ${receiptOtherAccountOf(r.account)?.label ?? r.account}`, r.note),
});

/** Every live receipt as one row, by date then number, with totals per wallet (by id) and per kind (room, collected, other). */
export const receiptSummary = (receipts: readonly RentSideReceipt[], others: readonly ReceiptOther[]): ReceiptSummary =>
  summaryOf([...receipts.filter((r) => r.status !== 'removed').map(receiptRow), ...others.filter((r) => r.status !== 'removed').map(otherRow)]);

export interface BilledRoom {
  room_id: string;
  bill_no: string;
  total: number;
  paid?: number;
}

/**
 * A month's rooms whose money differs from their bill: each bill not exactly paid (total − paid, > 0
 * still owed), and each room whose receipts of the month came without a bill of it (negative). Rooms
 * that match are left out; room order.
 */
export function receiptDifferences(bills: readonly BilledRoom[], receipts: readonly { room_id: string; amount: number; status?: string }[]) {
  const received = new Map<string, number>();
  for (const r of receipts) if (r.status !== 'removed') received.set(r.room_id, (received.get(r.room_id) ?? 0) + r.amount);
  const billed = bills.map((b) => {
    const paid = b.paid ?? 0;
    const bill_no: string | null = b.bill_no;
    return { room_id: b.room_id, bill_no, bill_total: b.total, paid, received_in_month: received.get(b.room_id) ?? 0, difference: b.total - paid };
  });
  const withBill = new Set(bills.map((b) => b.room_id));
  const unbilled = [...received.entries()]
    .filter(([room]) => !withBill.has(room))
    .map(([room_id, amount]) => ({ room_id, bill_no: null, bill_total: 0, paid: amount, received_in_month: amount, difference: -amount }));
  const rows = [...billed, ...unbilled].filter((r) => r.difference !== 0).sort((a, b) => compareNumbered(a.room_id, b.room_id));
  return { rows, total_difference: rows.reduce((s, r) => s + r.difference, 0) };
}

/** Each room's newest receipt (by date, then when it was written). */
export function newestByRoom<R extends Pick<Receipt, 'room_id' | 'date' | 'created_at'>>(receipts: readonly R[]): Map<string, R> {
  const newest = new Map<string, R>();
  for (const r of receipts) {
    const seen = newest.get(r.room_id);
    if (!seen || `${r.date}#${r.created_at}` > `${seen.date}#${seen.created_at}`) newest.set(r.room_id, r);
  }
  return newest;
}
