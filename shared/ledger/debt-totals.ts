import type { DebtSummaryRow, DebtSummaryTotals } from '../api/ledger/debts';
import { compareIso, compareNumbered } from '../text/collate';

/**
 * The debt summary's whole-list figures (/bang-tong-hop-cong-no, pure). GET /api/debt answers a page
 * of stays at a time (issue 23 §13), so the totals and the order are no longer the server's to give:
 * whoever holds every page (the screen, the month-end file, the server's whole-list read) puts them in
 * this order and sums them here, so all of them show the same figures to the đồng.
 */

const TOTAL_KEYS = ['opening', 'increase', 'decrease', 'closing', 'opening_debit', 'opening_credit', 'closing_debit', 'closing_credit'] as const;

/** The rows' sums: each side summed on its own (Dư Nợ = Σ stays owing, Dư Có = Σ stays paid ahead). */
export const debtTotals = (rows: readonly DebtSummaryRow[]): DebtSummaryTotals =>
  Object.fromEntries(TOTAL_KEYS.map((k) => [k, rows.reduce((s, r) => s + r[k], 0)])) as DebtSummaryTotals;

/** By room (numbered), the room of old data first, then the stays by start date: the order the summary's rows always had. */
export const byRoomThenStay = <T extends { room_id: string; stay_id: string | null; start_date?: string }>(a: T, b: T) =>
  compareNumbered(a.room_id, b.room_id) ||
  (a.stay_id === null ? -1 : 0) - (b.stay_id === null ? -1 : 0) ||
  compareIso(a.start_date ?? '', b.start_date ?? '') ||
  compareIso(a.stay_id ?? '', b.stay_id ?? '');
