import type { DifferenceRow, ReceiptSummary, ReceiptSummaryRow } from '../../shared/api/receipts/reports';
import { summaryOf } from '../../shared/receipts/summary';
import type { ReceiptOther } from '../../shared/api/receipts/others';
import type { Receipt } from '../../shared/api/receipts';
import { receiptOtherAccountOf } from '../../shared/catalog/receipt-other-accounts';
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

/** A billed room's row: its bill not exactly paid (what it received in the month is shown, not counted). */
const billDifference = (b: BilledRoom) => b.total - (b.paid ?? 0);

/**
 * The rooms of the page whose receipts of the month a row can need: those without a bill (their
 * receipts are the difference) and those whose bill is not exactly paid (a row, showing what came in
 * the month). A room whose bill is settled is no row whatever it received, so its receipts are not read.
 */
export function roomsToRead(rooms: readonly string[], bills: readonly BilledRoom[]): string[] {
  const billOf = new Map(bills.map((b) => [b.room_id, b]));
  return rooms.filter((room) => {
    const b = billOf.get(room);
    return !b || billDifference(b) !== 0;
  });
}

/**
 * Which of `rooms` (a page of the building's rooms, in its order) have money for the month that differs
 * from their bill: a bill not exactly paid (total − paid, > 0 still owed), or receipts of the month
 * without a bill of it (negative). Rooms that match are left out; bills and receipts of other rooms are
 * not this page's. The whole list's total is the sum of `difference` over every page.
 */
export function receiptDifferences(
  rooms: readonly string[],
  bills: readonly BilledRoom[],
  receipts: readonly { room_id: string; amount: number; status?: string }[],
): DifferenceRow[] {
  const received = new Map<string, number>();
  for (const r of receipts) if (r.status !== 'removed') received.set(r.room_id, (received.get(r.room_id) ?? 0) + r.amount);
  const billOf = new Map(bills.map((b) => [b.room_id, b]));
  return rooms.flatMap((room_id): DifferenceRow[] => {
    const b = billOf.get(room_id);
    const got = received.get(room_id) ?? 0;
    const row: DifferenceRow = b
      ? { room_id, bill_no: b.bill_no, bill_total: b.total, paid: b.paid ?? 0, received_in_month: got, difference: billDifference(b) }
      : { room_id, bill_no: null, bill_total: 0, paid: got, received_in_month: got, difference: -got };
    return row.difference !== 0 ? [row] : [];
  });
}
