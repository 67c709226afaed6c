import type { JournalLine } from '../../../../shared/api/ledger';
import { fold } from '../../../../shared/text/fold';
import { journalObjectRef, voucherRef, type RecordRef } from '../../lib/record-links';
import { objectLabel } from './objects';
import { voucherTypeLabel } from './voucher-types';

/** A row of the journal table: a line of an entry, or the totals row at the end. */
export interface JournalRow extends Partial<Omit<JournalLine, 'debit' | 'credit'>> {
  key: string;
  debit: number;
  credit: number;
  isTotal: boolean;
  /** The first line of its entry: the entry's date and voucher show here only. */
  first: boolean;
  /** Every other entry is shaded, so the eye sees where one entry ends. */
  shade: boolean;
  /** The entry's voucher as people know it (slip or contract number), shared by its lines. */
  voucher?: RecordRef;
}

export interface JournalTotals {
  debit: number;
  credit: number;
  entries: number;
  lines: number;
}

/** Oldest first; within a day in the order they were posted (entry ids are ULIDs), then line order. */
export const sortLines = (lines: readonly JournalLine[]): JournalLine[] =>
  [...lines].sort((a, b) => a.date.localeCompare(b.date) || a.entry_id.localeCompare(b.entry_id) || a.line - b.line);

/** Lower case without Vietnamese marks, so "phong" finds "Phòng" and "dang" finds "Đặng". */
export { fold };

/**
 * Entries with at least one line that mentions `search` (object, voucher, description, account),
 * kept whole: an entry is only readable, and only balances, with all its lines.
 */
export function searchEntries(lines: readonly JournalLine[], search: string): JournalLine[] {
  const q = fold(search.trim());
  if (!q) return [...lines];
  const hit = new Set<string>();
  for (const l of lines) {
    const text = [
      l.object ?? '',
      objectLabel(l.object),
      journalObjectRef(l).text,
      l.voucher_no ?? '',
      l.voucher_id,
      voucherTypeLabel(l.voucher_type),
      l.description,
      l.account,
    ].join(' ');
    if (fold(text).includes(q)) hit.add(l.entry_id);
  }
  return lines.filter((l) => hit.has(l.entry_id));
}

export function journalTotals(lines: readonly JournalLine[]): JournalTotals {
  let debit = 0;
  let credit = 0;
  for (const l of lines) {
    debit += l.debit;
    credit += l.credit;
  }
  return { debit, credit, entries: new Set(lines.map((l) => l.entry_id)).size, lines: lines.length };
}

/**
 * Each entry's voucher: its number from any of its lines (lines posted before the server named it
 * carry it in their descriptions), else the voucher type's name.
 */
function entryVouchers(lines: readonly JournalLine[]): Map<string, RecordRef> {
  const byEntry = new Map<string, JournalLine[]>();
  for (const l of lines) byEntry.set(l.entry_id, [...(byEntry.get(l.entry_id) ?? []), l]);
  const out = new Map<string, RecordRef>();
  for (const [entry, ls] of byEntry) {
    const first = ls[0]!;
    out.set(entry, voucherRef({ ...first, voucher_no: ls.find((l) => l.voucher_no)?.voucher_no, description: ls.map((l) => l.description).join(' | ') }));
  }
  return out;
}

/** The table's rows: the lines in journal order, grouped by entry, and a last row with Σ Nợ and Σ Có. */
export function journalRows(lines: readonly JournalLine[]): JournalRow[] {
  const rows: JournalRow[] = [];
  const vouchers = entryVouchers(lines);
  let previous: string | undefined;
  let shade = true;
  for (const l of sortLines(lines)) {
    const first = l.entry_id !== previous;
    if (first) shade = !shade;
    previous = l.entry_id;
    rows.push({ ...l, key: `${l.entry_id}#${l.line}`, isTotal: false, first, shade, voucher: vouchers.get(l.entry_id) });
  }
  if (rows.length) {
    const t = journalTotals(lines);
    rows.push({ key: 'total', description: 'Tổng cộng', debit: t.debit, credit: t.credit, isTotal: true, first: true, shade: false });
  }
  return rows;
}
