import * as api from '../../shared/api/receipt-reports';
import type { ReceiptSummaryRow } from '../../shared/api/receipt-reports';
import { RECEIPT_KINDS } from '../../shared/api/receipt-reports';
import type { ReceiptOther } from '../../shared/api/receipt-others';
import { receiptOtherAccountOf } from '../../shared/catalog/receipt-other-accounts';
import { operation } from '../lib/http/handler';
import { receiptOthersBetween } from '../core/records/receipt-other';
import { liveReceiptsBetween, type RentSideReceipt } from './receipt-reads';

const period = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
const withNote = (text: string, note?: string) => (note ? `${text} – ${note}` : text);

function receiptRow(r: RentSideReceipt): ReceiptSummaryRow {
  const kind = r.kind ?? 'room';
  const months = r.allocations.map((a) => period(a.month)).join(', ');
  const text = `Tiền phòng ${r.room_id}${months ? ` tháng ${months}` : ' (trả trước)'}${kind === 'collected' && r.collector ? ` (người thu: ${r.collector})` : ''}`;
  return { id: r.id, date: r.date, receipt_no: r.receipt_no, kind, room_id: r.room_id, wallet: r.wallet, amount: r.amount, description: withNote(text, r.note) };
}

const otherRow = (r: ReceiptOther): ReceiptSummaryRow => ({
  id: r.id,
  date: r.date,
  receipt_no: r.receipt_no,
  kind: 'other',
  ...(r.room_id ? { room_id: r.room_id } : {}),
  wallet: r.wallet,
  amount: r.amount,
  description: withNote(`${r.payer} – ${receiptOtherAccountOf(r.account)?.label ?? r.account}`, r.note),
});

/** Sums of `amount` by a key, in the order `order` gives (the keys that occur only). */
function totalsBy<K extends string | number>(rows: readonly ReceiptSummaryRow[], keyOf: (r: ReceiptSummaryRow) => K, order: (a: K, b: K) => number) {
  const sums = new Map<K, number>();
  for (const r of rows) sums.set(keyOf(r), (sums.get(keyOf(r)) ?? 0) + r.amount);
  return [...sums.entries()].sort(([a], [b]) => order(a, b));
}

/**
 * The receipt summary of a building (/bang-tong-hop-phieu-thu-tien): every receipt of the range —
 * rent and collected receipts (the RCPT records, whatever their kind, removed ones left out) and other
 * receipts — by date, with totals per wallet and per kind. One Query per month and record type.
 */
export const receiptRoomAndOther = operation(api.receiptRoomAndOther, async ({ query }) => {
  const [receipts, others] = await Promise.all([liveReceiptsBetween(query.building, query.from, query.to), receiptOthersBetween(query.building, query.from, query.to)]);
  const rows = [
    ...receipts.map(receiptRow),
    ...others.filter((r) => r.status !== 'removed').map(otherRow),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.receipt_no.localeCompare(b.receipt_no));
  return {
    rows,
    totals: {
      by_wallet: totalsBy(rows, (r) => r.wallet, (a, b) => a - b).map(([wallet, amount]) => ({ wallet, amount })),
      by_kind: totalsBy(rows, (r) => r.kind, (a, b) => RECEIPT_KINDS.indexOf(a) - RECEIPT_KINDS.indexOf(b)).map(([kind, amount]) => ({ kind, amount })),
      total: rows.reduce((s, r) => s + r.amount, 0),
    },
  };
});
