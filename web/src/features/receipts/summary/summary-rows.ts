import { RECEIPT_KIND_LABELS, type ReceiptKind, type ReceiptSummary } from '../../../../../shared/api/receipts/reports';
import { walletName } from '../../../../../shared/catalog/wallets';

/** A receipt of the summary, or the totals row (bold, last, so exports and prints carry the total). */
export interface SummaryRow {
  key: string;
  id: string;
  /** An other receipt: the one kind edited from this screen. */
  other: boolean;
  date: string;
  receipt_no: string;
  kind: string;
  room_id: string;
  wallet: string;
  amount: number;
  description: string;
  isTotal: boolean;
}

export const kindLabel = (kind: ReceiptKind) => RECEIPT_KIND_LABELS[kind];

/** The server's rows in its order (by date, then number), with the server's total as the last row. */
export function summaryRows(s: ReceiptSummary | undefined): SummaryRow[] {
  if (!s?.rows.length) return [];
  const rows = s.rows.map((r): SummaryRow => ({
    key: `${r.kind}-${r.id}`,
    id: r.id,
    other: r.kind === 'other',
    date: r.date,
    receipt_no: r.receipt_no,
    kind: kindLabel(r.kind),
    room_id: r.room_id ?? '',
    wallet: walletName(r.wallet),
    amount: r.amount,
    description: r.description,
    isTotal: false,
  }));
  const total: SummaryRow = {
    key: 'total',
    id: '',
    other: false,
    date: '',
    receipt_no: 'Tổng cộng',
    kind: '',
    room_id: '',
    wallet: '',
    amount: s.totals.total,
    description: `${rows.length} phiếu thu`,
    isTotal: true,
  };
  return [...rows, total];
}
