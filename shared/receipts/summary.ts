import { RECEIPT_KINDS, type ReceiptSummary, type ReceiptSummaryRow } from '../api/receipts/reports';

/** Sums of `amount` by a key, in the order `order` gives (the keys that occur only). */
function totalsBy<K extends string | number>(rows: readonly ReceiptSummaryRow[], keyOf: (r: ReceiptSummaryRow) => K, order: (a: K, b: K) => number) {
  const sums = new Map<K, number>();
  for (const r of rows) sums.set(keyOf(r), (sums.get(keyOf(r)) ?? 0) + r.amount);
  return [...sums.entries()].sort(([a], [b]) => order(a, b));
}

/**
 * The receipt summary (/bang-tong-hop-phieu-thu-tien) of a list of rows: by date then number, with
 * totals per wallet (by id) and per kind (room, collected, other). One rule for the server's rules and
 * the screen, which builds it from every page of the rows (GET /api/general/receipt-room-and-other).
 */
export function summaryOf(all: readonly ReceiptSummaryRow[]): ReceiptSummary {
  const rows = [...all].sort((a, b) => a.date.localeCompare(b.date) || a.receipt_no.localeCompare(b.receipt_no));
  return {
    rows,
    totals: {
      by_wallet: totalsBy(
        rows,
        (r) => r.wallet,
        (a, b) => a - b,
      ).map(([wallet, amount]) => ({ wallet, amount })),
      by_kind: totalsBy(
        rows,
        (r) => r.kind,
        (a, b) => RECEIPT_KINDS.indexOf(a) - RECEIPT_KINDS.indexOf(b),
      ).map(([kind, amount]) => ({ kind, amount })),
      total: rows.reduce((s, r) => s + r.amount, 0),
    },
  };
}
