import { SHEETS, type SheetKey } from '../../shared/go-live/sheets';
import { BadRequest } from '../platform/errors';
import type { RawCell } from './rules/cells';
import type { RawSheet } from './rules/sheet-rows';

const badFile = (message: string) => new BadRequest(message, [{ path: 'content_base64', message }], 'content_base64');

/** An xlsx cell's value as text, number or date (rich text, formulas and links by what they show). */
function cellOf(v: unknown): RawCell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || v instanceof Date) return v;
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'object') {
    const o = v as { richText?: { text: string }[]; result?: unknown; text?: unknown };
    if (o.richText) return o.richText.map((t) => t.text).join('');
    if ('result' in o) return cellOf(o.result);
    if (o.text !== undefined) return cellOf(o.text);
  }
  return null;
}

/**
 * The go-live sheets of a workbook, by key (a sheet the file lacks is absent): every row's cells from
 * column A. Anything but an .xlsx is refused as a bad request: the dry run reads the template only.
 */
export async function workbookSheets(file: Buffer): Promise<Map<SheetKey, RawSheet | undefined>> {
  if (!(file.length > 4 && file[0] === 0x50 && file[1] === 0x4b)) throw badFile('Chỉ đọc được tệp .xlsx theo mẫu');
  // Loaded only here: the template route does not read workbooks.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw badFile('Không đọc được tệp .xlsx (tệp hỏng hoặc có mật khẩu)');
  }
  const out = new Map<SheetKey, RawSheet | undefined>();
  for (const def of SHEETS) {
    const sheet = book.getWorksheet(def.title);
    if (!sheet) {
      out.set(def.key, undefined);
      continue;
    }
    const rows: RawSheet = new Map();
    sheet.eachRow({ includeEmpty: false }, (row, n) => rows.set(n, (row.values as unknown[]).slice(1).map(cellOf)));
    out.set(def.key, rows);
  }
  return out;
}
