import ExcelJS from 'exceljs';
import { columnLetter, EXAMPLE_ROW, FIRST_DATA_ROW, GUIDE_TITLE, HEADER_ROW, LISTS_TITLE, SHEETS, type Column, type SheetDef, type SheetKey } from './sheets';

/** A cell as the sample or a test fills it: text, a number, an ISO date (`2025-06-01`) or nothing. */
export type FillValue = string | number | null | undefined;
export type FillRows = Partial<Record<SheetKey, Record<string, FillValue>[]>>;

/** Rows of each sheet that get the drop-down lists (an operator adds rows below at will; they are read all the same). */
const VALIDATED_ROWS = 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_FORMAT = 'dd/mm/yyyy';
const MONEY_FORMAT = '#,##0';

/** An ISO date as the Date ExcelJS writes as a date cell (UTC midnight: the date Excel shows). */
const dateCell = (iso: string) => new Date(`${iso}T00:00:00Z`);

function cellValue(column: Column, v: FillValue): ExcelJS.CellValue {
  if (v === null || v === undefined || v === '') return null;
  if (column.kind === 'date' && typeof v === 'string' && ISO_DATE.test(v)) return dateCell(v);
  return v;
}

/** Every distinct choice list of the workbook, numbered by its column on the lists sheet. */
function choiceLists(): { id: string; column: Column; range: string }[] {
  const out: { id: string; column: Column; range: string }[] = [];
  for (const def of SHEETS)
    for (const c of def.columns as readonly Column[]) {
      const id = listId(c);
      if (!c.choices || out.some((l) => l.id === id)) continue;
      const letter = columnLetter(out.length + 1);
      out.push({ id, column: c, range: `'${LISTS_TITLE}'!$${letter}$2:$${letter}$${c.choices.length + 1}` });
    }
  return out;
}
const listId = (c: Column) => c.choices?.map((x) => x.label).join('\u0001') ?? '';

/** The lists sheet: one column per choice list, which the drop-downs point at. */
function listsSheet(book: ExcelJS.Workbook, lists: ReturnType<typeof choiceLists>) {
  const sheet = book.addWorksheet(LISTS_TITLE);
  lists.forEach(({ column: c }, i) => {
    sheet.getCell(1, i + 1).value = c.header;
    sheet.getCell(1, i + 1).font = { bold: true };
    c.choices!.forEach((x, n) => (sheet.getCell(n + 2, i + 1).value = x.label));
    sheet.getColumn(i + 1).width = Math.max(12, ...c.choices!.map((x) => x.label.length + 2));
  });
}

function validationOf(c: Column, lists: Map<string, string>): ExcelJS.DataValidation | undefined {
  const common = { allowBlank: !c.required, showErrorMessage: true, errorTitle: c.header };
  if (c.choices) return { ...common, type: 'list', formulae: [lists.get(listId(c))], error: 'Chọn một giá trị trong danh sách' };
  if (c.kind === 'money' || c.kind === 'int')
    return { ...common, type: 'whole', operator: 'between', formulae: [c.min ?? 0, c.max ?? 9_999_999_999], error: 'Nhập số nguyên trong giới hạn cho phép' };
  if (c.kind === 'date') return { ...common, type: 'date', operator: 'greaterThan', formulae: [new Date(Date.UTC(1900, 0, 2))], error: 'Nhập một ngày' };
  return undefined;
}

function dataSheet(book: ExcelJS.Workbook, def: SheetDef, lists: Map<string, string>, rows: Record<string, FillValue>[]) {
  const sheet = book.addWorksheet(def.title, { views: [{ state: 'frozen', ySplit: EXAMPLE_ROW }] });
  const columns = def.columns;
  columns.forEach((c, i) => {
    const col = sheet.getColumn(i + 1);
    col.width = c.width ?? Math.max(10, c.header.length + 4);
    if (c.kind === 'money') col.numFmt = MONEY_FORMAT;
    if (c.kind === 'date') col.numFmt = DATE_FORMAT;
    // Room numbers, phones and IDs stay text: Excel would drop a phone's leading 0.
    if (c.kind === 'room' || c.kind === 'phone' || c.kind === 'id_number' || c.kind === 'month') col.numFmt = '@';
    const head = sheet.getCell(HEADER_ROW, i + 1);
    head.value = c.header;
    head.font = { bold: true };
    head.note = `${c.help}${c.required ? ' (bắt buộc)' : ''}`;
    const example = sheet.getCell(EXAMPLE_ROW, i + 1);
    example.value = cellValue(c, c.example);
    example.font = { italic: true, color: { argb: 'FF808080' } };
  });
  sheet.getCell(EXAMPLE_ROW, columns.length + 1).value = '← dòng ví dụ, không sửa; nhập từ dòng 3';
  sheet.getCell(EXAMPLE_ROW, columns.length + 1).font = { italic: true, color: { argb: 'FF808080' } };
  rows.forEach((r, n) => columns.forEach((c, i) => (sheet.getCell(FIRST_DATA_ROW + n, i + 1).value = cellValue(c, r[c.key]))));
  const last = FIRST_DATA_ROW + Math.max(VALIDATED_ROWS, rows.length) - 1;
  columns.forEach((c, i) => {
    const v = validationOf(c, lists);
    if (!v) return;
    for (let r = FIRST_DATA_ROW; r <= last; r++) sheet.getCell(r, i + 1).dataValidation = v;
  });
}

function guideSheet(book: ExcelJS.Workbook) {
  const sheet = book.addWorksheet(GUIDE_TITLE);
  sheet.columns = [
    { header: 'Trang', key: 'sheet', width: 18 },
    { header: 'Cột', key: 'column', width: 24 },
    { header: 'Bắt buộc', key: 'required', width: 10 },
    { header: 'Cách ghi', key: 'help', width: 70 },
    { header: 'Giá trị cho phép', key: 'allowed', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({ sheet: 'Chung', help: 'Mọi số dư, chỉ số và khoản nợ tính tại NGÀY CHUYỂN ĐỔI chọn khi tải tệp lên. Số tiền ghi bằng đồng, số nguyên.' });
  sheet.addRow({ sheet: 'Chung', help: 'Dòng 1 là tiêu đề, dòng 2 là ví dụ (không sửa), dữ liệu nhập từ dòng 3. Không đổi tên trang, không đổi thứ tự cột.' });
  sheet.addRow({ sheet: 'Chung', help: 'Tải tệp lên để chạy thử: hệ thống chỉ kiểm tra và cho biết sẽ tạo gì, chưa ghi gì.' });
  for (const def of SHEETS) {
    sheet.addRow({ sheet: def.title, help: def.help }).font = { bold: true };
    for (const c of def.columns as readonly Column[])
      sheet.addRow({
        sheet: def.title,
        column: c.header,
        required: c.required ? 'Có' : '',
        help: c.help,
        allowed: c.choices?.map((x) => x.label).join(', ') ?? '',
      });
  }
}

/**
 * The go-live workbook: the guide first, one sheet per kind with its headers, its example row and
 * drop-downs of the allowed values, the lists sheet last. `rows` fills data rows (the sample, tests).
 */
export async function goLiveWorkbook(rows: FillRows = {}): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Nhà trọ back-office';
  const lists = choiceLists();
  const ranges = new Map(lists.map((l) => [l.id, l.range]));
  guideSheet(book);
  for (const def of SHEETS) dataSheet(book, def as SheetDef, ranges, rows[def.key] ?? []);
  listsSheet(book, lists);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

export const GO_LIVE_FILE_NAME = 'nhap-du-lieu-ban-dau.xlsx';
