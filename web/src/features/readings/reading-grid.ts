import type { ReadingRow, ReadingTable } from '../../../../shared/api/readings';
import { amountOf, secondLook, SECOND_LOOK_TEXT, usageBetween, usageProblemText, type SecondLook } from '../../../../shared/readings/usage';

/**
 * What one row of the reading grid shows while a reading is typed: the value read from the text, the
 * usage and amount it gives, why it is refused (below the previous reading with no meter change
 * between) or worth a second look (a spike, an empty room). The server applies the same rules
 * (shared/readings/usage.ts) and has the last word.
 */
export interface GridLine {
  row: ReadingRow;
  /** What is in the cell: empty, or digits. */
  text: string;
  value: number | undefined;
  usage: number | null;
  amount: number | null;
  problem?: string;
  look?: SecondLook;
  /** Differs from what is stored: will be sent. */
  changed: boolean;
}

/** A meter reading typed in: digits only (spaces and separators a scanner or a paste brings are dropped). */
export function readingOfText(text: string): number | undefined {
  const digits = text.replace(/[\s.,]/g, '');
  return /^\d{1,8}$/.test(digits) ? Number(digits) : undefined;
}

export function gridLine(table: Pick<ReadingTable, 'price'>, row: ReadingRow, text: string): GridLine {
  const value = readingOfText(text);
  const base = { row, text, value, changed: value !== undefined && value !== row.current };
  if (text.trim() && value === undefined) return { ...base, usage: null, amount: null, problem: 'Chỉ số phải là số nguyên, tối đa 8 chữ số' };
  if (value === undefined) return { ...base, usage: null, amount: null };
  const u = usageBetween(row.previous ?? undefined, value, row.meter_changes);
  if (!u.ok) return { ...base, usage: null, amount: null, problem: usageProblemText(u) };
  return {
    ...base,
    usage: u.usage,
    amount: amountOf(table.price.mode, table.price.unit_price, u.usage, row.persons),
    look: secondLook(u.usage, row.average, row.room_status),
  };
}

/** The text a row's cell starts with: its stored reading, if any. */
export const initialText = (row: ReadingRow): string => (row.current === null ? '' : String(row.current));

export const lookText = (l: GridLine): string | undefined =>
  l.look === 'spike' ? `${SECOND_LOOK_TEXT.spike} (${l.row.average})` : l.look ? SECOND_LOOK_TEXT[l.look] : undefined;
