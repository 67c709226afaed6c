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
}

export const rawValue = <T,>(column: DataColumn<T>, row: T): unknown =>
  column.value ? column.value(row) : column.dataIndex ? (row as Record<string, unknown>)[column.dataIndex] : undefined;
