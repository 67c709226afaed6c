import type { ColumnType } from 'antd/es/table';
import type { CSSProperties } from 'react';
import type { ExportKind } from '../../../../shared/exports/cells';

/** How a column's value is written in exports and prints (spec §9: 2 decimals, rates with %): the server's kinds. */
export type { ExportKind };

export interface DataColumn<T> extends Omit<ColumnType<T>, 'title' | 'dataIndex'> {
  key: string;
  title: string;
  /** Field of the row; or use `value`. */
  dataIndex?: keyof T & string;
  /** The raw value for export and print, when it is not just `row[dataIndex]`. */
  value?: (row: T) => unknown;
  exportAs?: ExportKind;
  /** Leave out of exports (action buttons and the like). */
  noExport?: boolean;
  /** What the column holds, which sets its width (`layoutColumn`); by default from `exportAs`. */
  kind?: ColumnKind;
}

/**
 * THE rule for column widths, the same in every table (checked in a browser at 1440 and 1280 px):
 * - `text` (names, descriptions, notes, status tags; the default) takes the room the other columns
 *   leave and wraps between words, never narrower than its longest word or its `minWidth`;
 * - `money` (amounts, and counts) has one fixed width, is right-aligned and stays on one line;
 * - `id` (slip, contract and room numbers, phones, accounts, user names; guessed from field names
 *   like `slip_no`, `room_id`, `phone`) and `action` (the row's buttons) stay on one line, exactly
 *   as wide as they are;
 * - `date` and `datetime` have one fixed width each, on one line.
 * A `width` written on a column no longer decides anything: the table lays out by content, as wide as
 * its card, and scrolls sideways only when even that cannot fit. Headers wrap.
 */
export type ColumnKind = 'text' | 'money' | 'id' | 'action' | 'date' | 'datetime';

export const COLUMN_WIDTH = { money: 96, date: 88, datetime: 140 } as const;
/** Dense cells, so a 14-column list fits beside the menu at 1440 px; the widths above are for 13 px. */
export const TABLE_THEME = { components: { Table: { cellFontSizeSM: 13, cellPaddingInlineSM: 6 } } };

/**
 * A header takes two lines at most: its column is never narrower than the longer half of its title,
 * split between words. The header sits in a table of its own above the rows (it sticks while they
 * scroll) and takes the rows' widths, so the rows' cells carry that minimum too. The average width of
 * a semibold Vietnamese letter at 13 px, and a cell's padding and border.
 */
const HEADER_CHAR_PX = 9;
const CELL_PAD_PX = 18;

/** The narrowest a title can be set in two lines: its longer half, split between words (or its longest word). */
export function twoLineChars(title: string): number {
  const words = title.split(/\s+/).filter(Boolean);
  let best = title.length;
  for (let i = 1; i < words.length; i++) best = Math.min(best, Math.max(words.slice(0, i).join(' ').length, words.slice(i).join(' ').length));
  return Math.max(best, ...words.map((w) => w.length), 0);
}

export const headerMinPx = (title: string) => Math.ceil(twoLineChars(title) * HEADER_CHAR_PX + CELL_PAD_PX);

/** Fields that hold identifiers people read as one token. */
const ID_FIELD = /(^|_)(no|id|phone|code|username|account|cccd|plate)$/;

export function columnKind<T>(c: DataColumn<T>): ColumnKind {
  if (c.kind) return c.kind;
  if (c.exportAs === 'number' || c.exportAs === 'money' || c.exportAs === 'rate') return 'money';
  if (c.exportAs === 'date' || c.exportAs === 'datetime') return c.exportAs;
  if (c.noExport) return 'action';
  return ID_FIELD.test(c.dataIndex ?? c.key) ? 'id' : 'text';
}

/** A column as antd's table takes it, laid out by the rule above (its class sets the wrapping). */
export function layoutColumn<T>(c: DataColumn<T>, first = false): ColumnType<T> {
  const { noExport: _n, exportAs: _e, value: _v, kind: _k, ...col } = c;
  const kind = columnKind(c);
  // The first column names the row (a date, a slip, a room): it stays at the left while the table
  // scrolls sideways, so a row's far columns are still read against it.
  const pinned = first && kind !== 'action' ? { fixed: 'left' as const } : {};
  const floor = kind === 'money' || kind === 'date' || kind === 'datetime' ? COLUMN_WIDTH[kind] : 0;
  const min = Math.max(headerMinPx(c.title), floor, typeof c.minWidth === 'number' ? c.minWidth : 0);
  // The screen's own cell props, with the column's minimum added (header and rows alike).
  const withMin =
    <A extends unknown[]>(cell?: (...args: A) => { style?: CSSProperties }) =>
    (...args: A) => {
      const own = cell?.(...args) ?? {};
      return { ...own, style: { minWidth: min, ...own.style } };
    };
  const laid = {
    ...col,
    ...pinned,
    className: [col.className, `dt-col dt-col-${kind}`].filter(Boolean).join(' '),
    ellipsis: false,
    onCell: withMin(col.onCell),
    onHeaderCell: withMin(col.onHeaderCell),
  };
  switch (kind) {
    case 'money':
      return { ...laid, width: min, minWidth: min, align: 'right' };
    case 'date':
    case 'datetime':
      return { ...laid, width: min, minWidth: min };
    case 'id':
    case 'action':
      // 1 px: as wide as the content on one line (or its header on two), never handed the spare room.
      return { ...laid, width: 1, minWidth: undefined };
    default:
      return { ...laid, width: undefined, minWidth: min };
  }
}

export const rawValue = <T>(column: DataColumn<T>, row: T): unknown =>
  column.value ? column.value(row) : column.dataIndex ? (row as Record<string, unknown>)[column.dataIndex] : undefined;
