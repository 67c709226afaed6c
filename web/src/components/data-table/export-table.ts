import type { ExportFormat } from '../../../../shared/api/exports';
import { notify } from '../../api/notify';
import type { DataColumn } from './columns';
import { toCsv } from './csv';
import { downloadBlob, safeFileName } from './download';
import { NO_DATA_TEXT, NO_DATA_TITLE, toMatrix } from './export-cells';
import { exportOnServer, type ServerExport } from './server-export';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Exports rows as CSV; no rows → the 'Cảnh báo' warning instead (spec §5). Returns whether it exported. */
export function exportCsv<T>(fileName: string, columns: readonly DataColumn<T>[], rows: readonly T[]): boolean {
  if (!rows.length) {
    notify.warning(NO_DATA_TITLE, NO_DATA_TEXT);
    return false;
  }
  downloadBlob(new Blob([toCsv(toMatrix(columns, rows))], { type: 'text/csv;charset=utf-8' }), `${safeFileName(fileName)}.csv`);
  return true;
}

/**
 * Exports rows as a real .xlsx whose sheet is named by the screen title, written by ExcelJS (the same
 * writer as the server's), loaded in its own chunk on the first export only.
 */
export async function exportXlsx<T>(fileName: string, title: string, columns: readonly DataColumn<T>[], rows: readonly T[]): Promise<boolean> {
  if (!rows.length) {
    notify.warning(NO_DATA_TITLE, NO_DATA_TEXT);
    return false;
  }
  const { toXlsx } = await import('../../../../shared/exports/xlsx');
  const bytes = await toXlsx(title, toMatrix(columns, rows));
  downloadBlob(new Blob([bytes as BlobPart], { type: XLSX_MIME }), `${safeFileName(fileName)}.xlsx`);
  return true;
}

export interface TableExport<T> {
  title: string;
  fileName: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  /** The list as the server serves it; without it the browser writes the rows it holds. */
  serverExport?: ServerExport;
}

/**
 * The table's export buttons: a list the server serves is rendered there (every page, the server's
 * file rules, a signed link); a list the browser assembles is written from the rows it shows.
 */
export async function exportTable<T>(t: TableExport<T>, format: ExportFormat): Promise<boolean> {
  if (!t.rows.length) {
    notify.warning(NO_DATA_TITLE, NO_DATA_TEXT);
    return false;
  }
  if (t.serverExport) return exportOnServer(t.serverExport, format);
  return format === 'csv' ? exportCsv(t.fileName, t.columns, t.rows) : exportXlsx(t.fileName, t.title, t.columns, t.rows);
}
