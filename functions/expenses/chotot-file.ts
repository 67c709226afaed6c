import Papa from 'papaparse';
import { fold } from '../../shared/text/fold';
import { BadRequest } from '../platform/errors';
import { dateOfTime, typeOf, type ChototTransaction } from './chotot-items';

/**
 * The Chợ Tốt account's exported transaction file (CSV, UTF-8 with or without BOM, comma or semicolon,
 * a header row), read with papaparse. Columns by their header, English or Vietnamese: id (`Mã giao
 * dịch`), time (`Thời gian`), amount (`Số tiền`), type (`Loại`, optional: without it every line is
 * a spend), description (`Nội dung`, optional). A line that cannot be read is a 400 naming its line.
 */

const MAX_LINES = 20_000;

const COLUMNS = {
  id: ['id', 'ma giao dich', 'ma gd', 'transaction id'],
  time: ['time', 'thoi gian', 'ngay', 'ngay giao dich', 'date'],
  amount: ['amount', 'so tien', 'so tien (vnd)', 'so tien (d)'],
  type: ['type', 'loai', 'loai giao dich'],
  description: ['description', 'noi dung', 'mo ta', 'dien giai'],
} as const;
type Column = keyof typeof COLUMNS;

const refuse = (message: string) => new BadRequest(`Dữ liệu không hợp lệ: file: ${message}`, [{ path: 'file', message }]);

/** `150.000`, `150,000`, `-150000 đ` → 150000 (the sign says nothing: the type does). */
function amountOf(s: string): number | undefined {
  const digits = s.replace(/[^\d]/g, '');
  if (!digits || digits.length > 12 || /[.,]\d{1,2}$/.test(s.trim())) return undefined;
  return Number(digits);
}

export function parseChototFile(contentBase64: string): ChototTransaction[] {
  const text = Buffer.from(contentBase64, 'base64')
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: 'greedy', transformHeader: (h) => fold(h).trim() });
  if (!parsed.meta.fields?.length) throw refuse('Tệp không có dòng tiêu đề');
  const headers = parsed.meta.fields;
  const col = (c: Column) => headers.find((h) => (COLUMNS[c] as readonly string[]).includes(h));
  const missing = (['id', 'time', 'amount'] as const).filter((c) => !col(c));
  if (missing.length) throw refuse(`Thiếu cột ${missing.map((c) => ({ id: 'Mã giao dịch', time: 'Thời gian', amount: 'Số tiền' })[c]).join(', ')}`);
  if (parsed.data.length > MAX_LINES) throw refuse(`Tệp tối đa ${MAX_LINES} dòng`);
  const [id, time, amount, type, description] = [col('id')!, col('time')!, col('amount')!, col('type'), col('description')];
  return parsed.data.map((row, i) => {
    const line = i + 2; // the header is line 1
    const date = dateOfTime(row[time] ?? '');
    const money = amountOf(row[amount] ?? '');
    const kind = typeOf(type ? row[type] : undefined);
    const ref = (row[id] ?? '').trim();
    if (!ref) throw refuse(`Dòng ${line}: thiếu mã giao dịch`);
    if (!date) throw refuse(`Dòng ${line}: thời gian "${row[time] ?? ''}" không đọc được`);
    if (money === undefined) throw refuse(`Dòng ${line}: số tiền "${row[amount] ?? ''}" không đọc được`);
    if (!kind) throw refuse(`Dòng ${line}: loại giao dịch "${type ? row[type] : ''}" không rõ (chi tiêu hoặc nạp tiền)`);
    const text = description ? row[description]?.trim() : undefined;
    return { id: ref, date, amount: money, type: kind, ...(text ? { description: text } : {}) };
  });
}
