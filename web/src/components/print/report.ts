import type { DataColumn } from '../data-table/columns';
import { toMatrix } from '../data-table/export-cells';
import { escapeHtml, openPrintWindow } from './print-window';
import { tableHtml } from './table-html';
import { formatDateTime } from '../../lib/format';

/**
 * A report on A4 landscape (journal, trial balance, books, debts): the shared table printout, with the period under the title and
 * the last row (the totals) in bold, as an accountant files it.
 */
export function printLedgerReport<T>(title: string, caption: string, columns: readonly DataColumn<T>[], rows: readonly T[], emptyText: string) {
  const body =
    `<style>tbody tr:last-child td { font-weight: bold; } .caption { text-align: center; margin: -6px 0 10px; } .printed { text-align: right; font-size: 10px; margin-top: 6px; }</style>` +
    tableHtml(title, toMatrix(columns, rows), emptyText).replace('</h1>', `</h1><div class="caption">${escapeHtml(caption)}</div>`) +
    `<div class="printed">In lúc ${escapeHtml(formatDateTime(new Date()))}</div>`;
  return openPrintWindow({ title, bodyHtml: body, page: 'A4', landscape: true });
}
