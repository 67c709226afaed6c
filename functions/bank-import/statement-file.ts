import Papa from 'papaparse';
import { BadRequest } from '../platform/errors';
import type { Cell } from './statement-values';

/** Every row of a statement file as cells: the first sheet with data of an .xlsx, or a .csv in any delimiter. */
export async function statementRows(file: Buffer): Promise<Cell[][]> {
  if (file.length > 4 && file[0] === 0x50 && file[1] === 0x4b) return xlsxRows(file); // 'PK': an .xlsx is a zip
  const utf16 = file[0] === 0xff && file[1] === 0xfe;
  // .xls (BIFF) or another binary: every bank offers .xlsx or .csv as well.
  if (!utf16 && file.includes(0)) throw badFile('Chỉ đọc được tệp .xlsx hoặc .csv (hãy lưu sao kê dưới dạng .xlsx)');
  return csvRows(decodeText(file));
}

const badFile = (message: string) => new BadRequest(message, [{ path: 'content_base64', message }]);

/** UTF-8 (with or without its BOM) or UTF-16LE with its BOM, as Excel saves "Unicode text". */
function decodeText(file: Buffer): string {
  if (file[0] === 0xff && file[1] === 0xfe) return file.subarray(2).toString('utf16le');
  const text = file.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function csvRows(text: string): Cell[][] {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', delimitersToGuess: [',', ';', '\t', '|'] });
  if (!parsed.data.length) throw badFile('Tệp sao kê không có dòng nào');
  return parsed.data.map((row) => row.map((c) => (c.trim() === '' ? null : c)));
}

/** An xlsx cell's value as text, number or date (rich text, formulas and links by what they show). */
function cellOf(v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || v instanceof Date) return v;
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'object') {
    const o = v as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (o.richText) return o.richText.map((t) => t.text).join('');
    if ('result' in o) return cellOf(o.result);
    if (o.text !== undefined) return cellOf(o.text);
  }
  return null;
}

async function xlsxRows(file: Buffer): Promise<Cell[][]> {
  // Loaded only here: most calls of this Lambda never read a workbook.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw badFile('Không đọc được tệp .xlsx (tệp hỏng hoặc có mật khẩu)');
  }
  const sheet = book.worksheets.find((s) => s.actualRowCount > 0);
  if (!sheet) throw badFile('Tệp sao kê không có dòng nào');
  const rows: Cell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const values = row.values as unknown[]; // 1-based: values[0] is empty
    rows[n - 1] = values.slice(1).map(cellOf);
  });
  for (let i = 0; i < rows.length; i++) rows[i] ??= [];
  return rows;
}
