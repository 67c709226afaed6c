import type { ColumnType } from 'antd/es/table';
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

/** Fields that hold identifiers people read as one token. */
const ID_FIELD = /(^|_)(no|id|phone|code|username|account|cccd|plate)$/;

export function columnKind<T>(c: DataColumn<T>): ColumnKind {
  if (c.kind) return c.kind;
  if (c.exportAs === 'number' || c.exportAs === 'rate') return 'money';
  if (c.exportAs === 'date' || c.exportAs === 'datetime') return c.exportAs;
  if (c.noExport) return 'action';
  return ID_FIELD.test(c.dataIndex ?? c.key) ? 'id' : 'text';
}

/** A column as antd's table takes it, laid out by the rule above (its class sets the wrapping). */
export function layoutColumn<T>(c: DataColumn<T>): ColumnType<T> {
  const { noExport: _n, exportAs: _e, value: _v, kind: _k, ...col } = c;
  const kind = columnKind(c);
  const laid = { ...col, className: [col.className, `dt-col dt-col-${kind}`].filter(Boolean).join(' '), ellipsis: false };
  switch (kind) {
    case 'money':
      return { ...laid, width: COLUMN_WIDTH.money, minWidth: COLUMN_WIDTH.money, align: 'right' };
    case 'date':
    case 'datetime':
      return { ...laid, width: COLUMN_WIDTH[kind], minWidth: COLUMN_WIDTH[kind] };
    case 'id':
    case 'action':
      // 1 px: as wide as the content on one line, and never handed the spare room.
      return { ...laid, width: 1, minWidth: undefined };
    default:
      return { ...laid, width: undefined };
  }
}

export const rawValue = <T>(column: DataColumn<T>, row: T): unknown =>
  column.value ? column.value(row) : column.dataIndex ? (row as Record<string, unknown>)[column.dataIndex] : undefined;
