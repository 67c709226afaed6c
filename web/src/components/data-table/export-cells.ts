import { formatDate, formatDateTime } from '../../lib/format';
import { rawValue, type DataColumn, type ExportKind } from './columns';

/** The warning for an export with nothing to export (spec §5). */
export const NO_DATA_TITLE = 'Cảnh báo';
export const NO_DATA_TEXT = 'Không có dữ liệu để xuất. Vui lòng tải dữ liệu trước.';

export type Cell = string | number;

/**
 * A spreadsheet runs text that starts with = + - @ (or a tab/CR hiding one) as a formula; a leading
 * apostrophe makes it plain text again (OWASP "CSV injection").
 */
export const neutralizeFormula = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const toNumber = (v: unknown): number | undefined => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
};

/** One value as it goes into a file: numbers as numbers, everything else as text. */
export function exportCell(value: unknown, kind: ExportKind = 'text'): Cell {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'number':
    case 'rate':
      return toNumber(value) ?? String(value);
    case 'date':
      return formatDate(value as string);
    case 'datetime':
      return formatDateTime(value as string);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** How a cell reads as text (CSV, print): 2 decimals, rates with a percent sign. */
export function cellText(cell: Cell, kind: ExportKind = 'text'): string {
  if (typeof cell === 'number') return kind === 'rate' ? `${cell.toFixed(2)}%` : cell.toFixed(2);
  return cell;
}

export interface Matrix {
  headers: string[];
  kinds: ExportKind[];
  rows: Cell[][];
}

export function toMatrix<T>(columns: readonly DataColumn<T>[], rows: readonly T[]): Matrix {
  const cols = columns.filter((c) => !c.noExport);
  return {
    headers: cols.map((c) => c.title),
    kinds: cols.map((c) => c.exportAs ?? 'text'),
    rows: rows.map((row) => cols.map((c) => exportCell(rawValue(c, row), c.exportAs))),
  };
}
