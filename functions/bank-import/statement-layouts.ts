import type { StatementMapping } from '../../shared/api/bank-import';
import { BadRequest } from '../platform/errors';
import type { ParsedLine } from '../bank';
import { cellText, headerText, parseDate, parseMoney, type Cell } from './statement-values';

/**
 * The statement layouts of Vietcombank, ACB and MB, and the column mapping a person gives for any
 * other bank. Banks move their columns around between exports and print their headers in
 * Vietnamese (with or without diacritics) and English, so a layout is a set of header names per
 * field, found in whichever row holds them (the rows above are the account's details, where the
 * opening and closing balances are read when printed).
 */

type Field = 'date' | 'credit' | 'debit' | 'amount' | 'content' | 'reference' | 'balance' | 'counter_account' | 'counter_name';
export type LayoutName = 'vcb' | 'acb' | 'mb';

/** Fields are placed in this order, each on a column not yet taken (the specific names first). */
const ORDER: readonly Field[] = ['date', 'counter_name', 'counter_account', 'credit', 'debit', 'reference', 'balance', 'content', 'amount'];

const COMMON: Record<Field, readonly string[]> = {
  date: ['ngay giao dich', 'ngay gd', 'transaction date', 'ngay hach toan', 'thoi gian giao dich', 'ngay', 'date'],
  counter_name: ['ten tai khoan doi ung', 'ten tk doi ung', 'ten doi ung', 'ten nguoi chuyen', 'counter account name'],
  counter_account: ['so tai khoan doi ung', 'tai khoan doi ung', 'so tk doi ung', 'tk doi ung', 'counter account'],
  credit: ['so tien ghi co', 'ghi co', 'phat sinh co', 'tien gui vao', 'tien vao', 'credit', 'co'],
  debit: ['so tien ghi no', 'ghi no', 'phat sinh no', 'tien rut ra', 'tien ra', 'debit', 'no'],
  reference: [
    'so tham chieu',
    'so but toan',
    'ma giao dich',
    'so giao dich',
    'so gd',
    'ma gd',
    'so chung tu',
    'so ct',
    'reference',
    'ref no',
    'transaction no',
  ],
  balance: ['so du', 'balance'],
  content: ['noi dung giao dich', 'noi dung', 'mo ta giao dich', 'mo ta', 'dien giai', 'chi tiet giao dich', 'description', 'transaction details', 'details'],
  amount: ['so tien giao dich', 'so tien', 'amount'],
};

interface Layout {
  name: LayoutName;
  label: string;
  /** Headers only this bank prints, and its names in the rows above the table. */
  signature: readonly string[];
  banner: readonly string[];
}

export const LAYOUTS: readonly Layout[] = [
  { name: 'vcb', label: 'Vietcombank', signature: ['so tham chieu', 'so tien ghi co', 'so tien ghi no'], banner: ['vietcombank', 'ngoai thuong'] },
  { name: 'acb', label: 'ACB', signature: ['tien gui vao', 'tien rut ra', 'ngay hieu luc', 'so gd'], banner: ['acb', 'a chau'] },
  {
    name: 'mb',
    label: 'MB',
    signature: ['phat sinh co', 'phat sinh no', 'so but toan', 'tai khoan doi ung'],
    banner: ['mb bank', 'mbbank', 'quan doi', 'military'],
  },
];

/** A header names a field when it holds the name as whole words (one- or two-letter names only as the whole header). */
const names = (header: string, name: string) => (name.length <= 2 ? header === name : ` ${header} `.includes(` ${name} `));

type Columns = Partial<Record<Field, number>>;

/** The fields found in one row of headers. */
function columnsOf(row: readonly Cell[]): Columns {
  const headers = row.map(headerText);
  const taken = new Set<number>();
  const out: Columns = {};
  for (const field of ORDER) {
    if (field === 'amount' && (out.credit !== undefined || out.debit !== undefined)) continue;
    for (const name of COMMON[field]) {
      const at = headers.findIndex((h, i) => !taken.has(i) && h && names(h, name));
      if (at >= 0) {
        out[field] = at;
        taken.add(at);
        break;
      }
    }
  }
  return out;
}

const usable = (c: Columns) => c.date !== undefined && c.content !== undefined && (c.credit !== undefined || c.debit !== undefined || c.amount !== undefined);

const HEADER_ROWS = 40;

/** The header row (its index) and its columns: the first of the top rows that holds a date, a text and money. */
function findHeader(rows: readonly Cell[][]): { at: number; columns: Columns } | undefined {
  for (let at = 0; at < Math.min(rows.length, HEADER_ROWS); at++) {
    const columns = columnsOf(rows[at] ?? []);
    if (usable(columns)) return { at, columns };
  }
  return undefined;
}

/** Which bank printed the file: its own headers, then its name above the table. */
function detect(rows: readonly Cell[][], headerAt: number): Layout | undefined {
  const headers = (rows[headerAt] ?? []).map(headerText);
  const top = rows.slice(0, headerAt).flat().map(headerText).join(' | ');
  const score = (l: Layout) =>
    l.signature.filter((s) => headers.some((h) => names(h, s))).length * 2 + l.banner.filter((b) => ` ${top} `.includes(` ${b} `)).length;
  const ranked = LAYOUTS.map((l) => ({ l, s: score(l) })).sort((a, b) => b.s - a.s);
  return ranked[0]!.s > 0 && ranked[0]!.s !== ranked[1]!.s ? ranked[0]!.l : undefined;
}

const refuse = (path: string, message: string) => new BadRequest(message, [{ path, message }]);

/** A mapped column: its letter (`C`, `AB`) or its header text in the header row. */
function mappedColumn(header: readonly Cell[], field: string, given: string): number {
  if (/^[A-Z]{1,2}$/.test(given)) return [...given].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
  const wanted = headerText(given);
  const at = header.findIndex((h) => headerText(h) === wanted);
  const loose = at >= 0 ? at : header.findIndex((h) => headerText(h).includes(wanted));
  if (loose < 0) throw refuse(`mapping.${field}`, `Không thấy cột "${given}" ở dòng tiêu đề`);
  return loose;
}

function mappedColumns(rows: readonly Cell[][], m: StatementMapping): { at: number; columns: Columns } {
  const at = m.header_row - 1;
  const header = rows[at];
  if (!header) throw refuse('mapping.header_row', `Tệp chỉ có ${rows.length} dòng`);
  const columns: Columns = {};
  for (const field of ['date', 'amount', 'credit', 'debit', 'content', 'reference', 'balance', 'counter_account', 'counter_name'] as const) {
    const given = m[field];
    if (given !== undefined) columns[field] = mappedColumn(header, field, given);
  }
  return { at, columns };
}

const OPENING = ['so du dau ky', 'so du dau', 'opening balance', 'beginning balance'];
const CLOSING = ['so du cuoi ky', 'so du cuoi', 'closing balance', 'ending balance'];

/** A balance printed on a labelled row (above, inside or below the table): in the balance column, after the label, or in the label's own text. */
function labelledBalance(row: readonly Cell[], labels: readonly string[], balanceAt: number | undefined): number | undefined {
  const at = row.findIndex((c) => typeof c === 'string' && labels.some((l) => ` ${headerText(c)} `.includes(` ${l} `)));
  if (at < 0) return undefined;
  const inColumn = balanceAt !== undefined && balanceAt !== at ? parseMoney(row[balanceAt] ?? null) : undefined;
  if (inColumn !== undefined) return inColumn;
  for (const c of row.slice(at + 1)) {
    const v = parseMoney(c);
    if (v !== undefined) return v;
  }
  const inText = /[:：]\s*([-+(]?[\d.,]+\)?)/.exec(String(row[at]));
  return inText ? parseMoney(inText[1]!) : undefined;
}

export const MAX_STATEMENT_LINES = 10_000;

export interface ParsedStatement {
  layout: LayoutName | 'mapping';
  lines: (ParsedLine & { raw: string })[];
  opening?: number;
  closing?: number;
}

/**
 * The lines of a statement in file order: each row below the headers with a date and money (rows
 * without a date — sub-headers, totals, the balance rows — are not lines), and the opening and
 * closing balances where the file prints them.
 */
export function parseStatement(rows: readonly Cell[][], layout: 'auto' | LayoutName | 'mapping', mapping?: StatementMapping): ParsedStatement {
  let found: { at: number; columns: Columns } | undefined;
  let name: ParsedStatement['layout'];
  if (layout === 'mapping') {
    found = mappedColumns(rows, mapping!);
    name = 'mapping';
  } else {
    found = findHeader(rows);
    if (!found) throw refuse('layout', `Không thấy dòng tiêu đề (ngày, nội dung, số tiền) trong ${HEADER_ROWS} dòng đầu: hãy tự chọn cột (layout mapping)`);
    const detected = detect(rows, found.at);
    if (layout === 'auto' && !detected) throw refuse('layout', 'Không nhận ra mẫu sao kê của ngân hàng nào: hãy chọn mẫu hoặc tự chọn cột');
    name = layout === 'auto' ? detected!.name : layout;
  }
  const c = found.columns;
  const lines: ParsedStatement['lines'] = [];
  let opening: number | undefined;
  let closing: number | undefined;
  rows.forEach((row, i) => {
    if (i === found.at) return;
    const date = i > found.at && c.date !== undefined ? parseDate(row[c.date] ?? null) : undefined;
    if (!date) {
      opening ??= labelledBalance(row, OPENING, c.balance);
      closing ??= labelledBalance(row, CLOSING, c.balance);
      return;
    }
    const money = (at: number | undefined) => (at === undefined ? undefined : parseMoney(row[at] ?? null));
    const signed = c.amount !== undefined ? (money(c.amount) ?? 0) : Math.abs(money(c.credit) ?? 0) - Math.abs(money(c.debit) ?? 0);
    if (!signed) return;
    const text = (at: number | undefined) => (at === undefined ? '' : cellText(row[at] ?? null));
    const balance = money(c.balance);
    // Vietcombank prints the reference under the date in one cell ("31/10/2026\n5243.65937").
    const underDate = c.reference === undefined && typeof row[c.date!] === 'string' ? String(row[c.date!]).split(/\r?\n/).slice(1).join(' ').trim() : '';
    const reference = text(c.reference) || underDate;
    lines.push({
      date,
      direction: signed > 0 ? 'in' : 'out',
      amount: Math.abs(signed),
      content: text(c.content).slice(0, 1000),
      ...(reference ? { reference: reference.slice(0, 100) } : {}),
      ...(text(c.counter_account) ? { counter_account: text(c.counter_account).slice(0, 50) } : {}),
      ...(text(c.counter_name) ? { counter_name: text(c.counter_name).slice(0, 120) } : {}),
      ...(balance !== undefined ? { balance } : {}),
      row: i + 1,
      raw: JSON.stringify(row.map(cellText)).slice(0, 4000),
    });
  });
  if (!lines.length) throw refuse('content_base64', 'Không có dòng giao dịch nào dưới dòng tiêu đề');
  if (lines.length > MAX_STATEMENT_LINES) throw refuse('content_base64', `Tối đa ${MAX_STATEMENT_LINES.toLocaleString('vi-VN')} dòng một lần nhập`);
  return { layout: name, lines, ...(opening !== undefined ? { opening } : {}), ...(closing !== undefined ? { closing } : {}) };
}
