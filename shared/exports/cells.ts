/**
 * How a table becomes a file (spec §9): the one set of rules the server's exports and the web's
 * prints both follow. Pure: no DOM, no Node, no clock.
 */

/** How a column's value is written: money and numbers with 2 decimals, rates with %, dates DD-MM-YYYY. */
export type ExportKind = 'text' | 'number' | 'money' | 'rate' | 'date' | 'datetime';

export type Cell = string | number;

/** One column of an export: the header people read and where its value comes from. */
export interface ExportColumn<T> {
  key: string;
  /** Header text (Vietnamese), as the screen's table shows it. */
  title: string;
  /** Field of the row; or use `value`. */
  field?: keyof T & string;
  /** The raw value when it is not just `row[field]` (a label, a name, a sum). */
  value?: (row: T) => unknown;
  kind?: ExportKind;
}

export interface Matrix {
  headers: string[];
  kinds: ExportKind[];
  rows: Cell[][];
}

/** Excel reads a CSV as UTF-8 (and so shows Vietnamese correctly) only when it starts with a BOM. */
export const BOM = '\uFEFF';

/**
 * A spreadsheet runs text that starts with = + - @ (or a tab/CR hiding one) as a formula; a leading
 * apostrophe makes it plain text again (OWASP "CSV injection").
 */
export const neutralizeFormula = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const NUMERIC: ReadonlySet<ExportKind> = new Set(['number', 'money', 'rate']);
export const isNumericKind = (kind: ExportKind | undefined): boolean => NUMERIC.has(kind ?? 'text');

const toNumber = (v: unknown): number | undefined => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
};

/** Vietnam is UTC+7 all year: an instant's wall-clock time there is the UTC time seven hours on. */
const VN_OFFSET_MS = 7 * 3600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** `2025-03-07` → `07-03-2025`; an instant (`…T…Z`) is first taken to its day in Vietnam. */
export function formatExportDate(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return `${day[3]}-${day[2]}-${day[1]}`;
  const t = Date.parse(value);
  if (Number.isNaN(t)) return value;
  const d = new Date(t + VN_OFFSET_MS);
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
}

/** An instant as `DD-MM-YYYY HH:mm:ss` in Vietnam (spec §9's detailed form). */
export function formatExportDateTime(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${formatExportDate(value)} 00:00:00`;
  const t = Date.parse(value);
  if (Number.isNaN(t)) return value;
  const d = new Date(t + VN_OFFSET_MS);
  return `${formatExportDate(value)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** One value as it goes into a file: numbers as numbers, everything else as text. */
export function exportCell(value: unknown, kind: ExportKind = 'text'): Cell {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'number':
    case 'money':
    case 'rate':
      return toNumber(value) ?? String(value);
    case 'date':
      return formatExportDate(String(value));
    case 'datetime':
      return formatExportDateTime(String(value));
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** How a cell reads as text (CSV, print): 2 decimals, rates with a percent sign. */
export function cellText(cell: Cell, kind: ExportKind = 'text'): string {
  if (typeof cell === 'number') return kind === 'rate' ? `${cell.toFixed(2)}%` : cell.toFixed(2);
  return cell;
}

export const columnValue = <T>(column: ExportColumn<T>, row: T): unknown =>
  column.value ? column.value(row) : column.field ? (row as Record<string, unknown>)[column.field] : undefined;

export function toMatrix<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): Matrix {
  return {
    headers: columns.map((c) => c.title),
    kinds: columns.map((c) => c.kind ?? 'text'),
    rows: rows.map((row) => columns.map((c) => exportCell(columnValue(c, row), c.kind))),
  };
}

/** What a cell holds in a file: numbers as they are, text neutralised against formula injection. */
export const safeCell = (cell: Cell): Cell => (typeof cell === 'number' ? cell : neutralizeFormula(cell));

const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** RFC 4180 CSV with a BOM and CRLF lines; text cells are neutralised against formula injection. */
export function toCsv({ headers, kinds, rows }: Matrix): string {
  const line = (cells: string[]) => cells.map(quote).join(',');
  const body = rows.map((r) => line(r.map((cell, i) => (typeof cell === 'number' ? cellText(cell, kinds[i]) : neutralizeFormula(cell)))));
  return BOM + [line(headers.map(neutralizeFormula)), ...body].join('\r\n') + '\r\n';
}

/** Excel refuses sheet names over 31 characters or with []:*?/\ in them. */
export const sheetName = (title: string): string =>
  title
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31) || 'Sheet1';

/** A file name without characters the OS refuses; Vietnamese letters stay. */
export const safeFileName = (name: string): string =>
  [...name]
    .filter((c) => c.charCodeAt(0) >= 0x20)
    .join('')
    .replace(/[\\/:*?"<>|]+/g, '-')
    .trim() || 'export';
