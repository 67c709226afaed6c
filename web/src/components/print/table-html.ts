import { cellText, type Matrix } from '../data-table/export-cells';
import { escapeHtml } from './print-window';

/** A table's matrix as printable HTML, with a heading. */
export function tableHtml(title: string, { headers, kinds, rows }: Matrix, emptyText: string): string {
  const head = `<tr>${headers.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr>`;
  const body = rows.length
    ? rows
        .map((r) => `<tr>${r.map((c, i) => `<td${typeof c === 'number' ? ' class="num"' : ''}>${escapeHtml(cellText(c, kinds[i]))}</td>`).join('')}</tr>`)
        .join('')
    : `<tr><td colspan="${headers.length}" style="text-align:center">${escapeHtml(emptyText)}</td></tr>`;
  return `<h1>${escapeHtml(title)}</h1><table><thead>${head}</thead><tbody>${body}</tbody></table>`;
}
