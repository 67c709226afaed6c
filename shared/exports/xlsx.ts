import ExcelJS from 'exceljs';
import { safeCell, sheetName, type ExportKind, type Matrix } from './cells';

/** Spec §9: values with 2 decimals, rates with a percent sign (the value stays a number Excel can sum). */
const NUMBER_FORMATS: Partial<Record<ExportKind, string>> = {
  money: '#,##0.00',
  number: '#,##0.00',
  rate: '0.00"%"',
};

/**
 * A real .xlsx written by ExcelJS: one sheet named by the screen title, a bold frozen header row,
 * numbers as numbers with their format, text neutralised like the CSV's. One writer for the server's
 * exports and the browser's (which loads it, and ExcelJS, only when someone exports).
 */
export async function toXlsx(title: string, { headers, kinds, rows }: Matrix): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Nhà trọ back-office';
  const sheet = workbook.addWorksheet(sheetName(title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((h, i) => ({
    header: safeCell(h) as string,
    key: String(i),
    width: Math.min(60, Math.max(10, h.length + 4)),
    style: NUMBER_FORMATS[kinds[i]!] ? { numFmt: NUMBER_FORMATS[kinds[i]!] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  // An empty value is an empty cell, not a cell holding empty text.
  for (const row of rows) sheet.addRow(row.map((cell) => (cell === '' ? null : safeCell(cell))));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
