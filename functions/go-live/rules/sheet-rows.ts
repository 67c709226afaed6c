import { EXAMPLE_ROW, FIRST_DATA_ROW, HEADER_ROW, MAX_ROWS_PER_SHEET, type Column, type SheetDef, type SheetKey } from '../../../shared/go-live/sheets';
import { readCell, type CellValue, type RawCell } from './cells';

/** A mistake found in the file: where (sheet key, Excel row, column key; null for the whole file) and why, in Vietnamese. */
export interface Problem {
  sheet: SheetKey | null;
  row: number | null;
  column: string | null;
  message: string;
}

/** A data row read by its columns' kinds: its Excel row number and its values by column key. */
export interface SheetRow {
  row: number;
  v: Record<string, CellValue>;
}

/**
 * A cell's value as its column's kind reads it (cells.ts: a date or text column gives text, a number
 * column a whole number; an empty optional cell undefined), so the rules say which kind they expect.
 */
export const textIn = (x: CellValue): string => (typeof x === 'string' ? x : '');
export const optionalText = (x: CellValue): string | undefined => (typeof x === 'string' ? x : undefined);
export const numberIn = (x: CellValue): number => (typeof x === 'number' ? x : 0);
export const optionalNumber = (x: CellValue): number | undefined => (typeof x === 'number' ? x : undefined);

/** A sheet as the workbook holds it: every row's cells, 1-based row numbers, cells from column A. */
export type RawSheet = Map<number, RawCell[]>;

const same = (c: Column, raw: RawCell | undefined): boolean => {
  const a = readCell({ ...c, required: false }, raw ?? null);
  const b = readCell({ ...c, required: false }, c.example);
  return JSON.stringify(a) === JSON.stringify(b);
};

/**
 * The rows of one sheet (pure): its headers must be the template's, in order (else the sheet is not
 * read); the example row must be left as it is (data written there would be lost); each filled row is
 * read cell by cell, and a row with a cell that cannot be read is reported and left out of the checks
 * that follow, so one mistake is reported once.
 */
export function sheetRows(def: SheetDef, sheet: RawSheet | undefined): { rows: SheetRow[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const at = (row: number | null, column: string | null, message: string) => problems.push({ sheet: def.key, row, column, message });
  if (!sheet) {
    at(null, null, `Thiếu trang «${def.title}»: hãy dùng tệp mẫu tải về`);
    return { rows: [], problems };
  }
  const header = sheet.get(HEADER_ROW) ?? [];
  def.columns.forEach((c, i) => {
    const h = typeof header[i] === 'string' ? (header[i] as string).trim() : header[i];
    if (h !== c.header) at(HEADER_ROW, c.key, `Cột ${i + 1} phải là «${c.header}»: không đổi tên hay thứ tự cột`);
  });
  if (problems.length) return { rows: [], problems };
  const example = sheet.get(EXAMPLE_ROW) ?? [];
  if (def.columns.some((c, i) => !same(c, example[i]))) at(EXAMPLE_ROW, null, 'Dòng 2 là dòng ví dụ, không được đọc: hãy để nguyên và nhập dữ liệu từ dòng 3');

  const rows: SheetRow[] = [];
  const numbers = [...sheet.keys()].filter((n) => n >= FIRST_DATA_ROW).sort((a, b) => a - b);
  let filled = 0;
  for (const n of numbers) {
    const cells = sheet.get(n)!.slice(0, def.columns.length);
    if (cells.every((x) => x === null || x === undefined || (typeof x === 'string' && x.trim() === ''))) continue;
    if (++filled > MAX_ROWS_PER_SHEET) {
      at(n, null, `Mỗi trang tối đa ${MAX_ROWS_PER_SHEET.toLocaleString('vi-VN')} dòng`);
      break;
    }
    const v: Record<string, CellValue> = {};
    let ok = true;
    def.columns.forEach((c, i) => {
      const r = readCell(c, cells[i] ?? null);
      if ('error' in r) {
        ok = false;
        at(n, c.key, r.error);
      } else v[c.key] = r.value;
    });
    if (ok) rows.push({ row: n, v });
  }
  return { rows, problems };
}
