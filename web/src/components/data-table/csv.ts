import { cellText, neutralizeFormula, type Matrix } from './export-cells';

/** Excel reads a CSV as UTF-8 (and so shows Vietnamese correctly) only when it starts with a BOM. */
export const BOM = '\uFEFF';

const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** RFC 4180 CSV with a BOM and CRLF lines; text cells are neutralised against formula injection. */
export function toCsv({ headers, kinds, rows }: Matrix): string {
  const line = (cells: string[]) => cells.map(quote).join(',');
  const body = rows.map((r) => line(r.map((cell, i) => (typeof cell === 'number' ? cellText(cell, kinds[i]) : neutralizeFormula(cell)))));
  return BOM + [line(headers.map(neutralizeFormula)), ...body].join('\r\n') + '\r\n';
}
