import { fold } from '../../shared/text/fold';

/** One cell of a statement as read from the file: text, a number, a date (xlsx), or nothing. */
export type Cell = string | number | Date | null;

/** Header text as compared: no diacritics, lower case, only letters, digits and single spaces. */
export const headerText = (c: Cell) =>
  fold(c instanceof Date ? '' : String(c ?? ''))
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export const cellText = (c: Cell): string => {
  if (c === null || c === undefined) return '';
  if (c instanceof Date) return c.toISOString().slice(0, 10);
  return String(c).replace(/\s+/g, ' ').trim();
};

/**
 * Money as banks print it, to whole đồng: `1,234,567`, `1.234.567`, `1.234.567,00`, `1,234,567.00`,
 * `-500`, `(500)`, `+200,000 VND`. A separator used more than once, or followed by exactly three
 * digits, groups thousands; the last of two different separators is the decimal one.
 */
export function parseMoney(c: Cell): number | undefined {
  if (typeof c === 'number') return Number.isFinite(c) ? Math.round(c) : undefined;
  if (typeof c !== 'string') return undefined;
  let s = c.replace(/\s|VND|VNĐ|đ|Đ/gi, '');
  if (!s || s === '-') return undefined;
  let sign = 1;
  if (/^\(.*\)$/.test(s)) {
    sign = -1;
    s = s.slice(1, -1);
  }
  if (s.startsWith('-')) {
    sign = -sign;
    s = s.slice(1);
  } else if (s.startsWith('+')) s = s.slice(1);
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return undefined;
  const dots = s.split('.').length - 1;
  const commas = s.split(',').length - 1;
  let decimal: string | undefined;
  if (dots && commas) decimal = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
  else if (dots === 1 && !/\.\d{3}$/.test(s)) decimal = '.';
  else if (commas === 1 && !/,\d{3}$/.test(s)) decimal = ',';
  const [whole, fraction = ''] = decimal
    ? [s.slice(0, s.lastIndexOf(decimal)).replace(/[.,]/g, ''), s.slice(s.lastIndexOf(decimal) + 1)]
    : [s.replace(/[.,]/g, '')];
  const value = Number(`${whole || '0'}.${fraction || '0'}`);
  return Number.isFinite(value) ? sign * Math.round(value) : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');
const real = (y: number, m: number, d: number) => {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d ? `${y}-${pad(m)}-${pad(d)}` : undefined;
};

/**
 * A statement date: an xlsx date (its calendar day), an Excel serial number, or text written day
 * first as Vietnamese banks do (`05/11/2026`, `05-11-2026 14:30`, `5/11/26`) or ISO (`2026-11-05`).
 */
export function parseDate(c: Cell): string | undefined {
  if (c instanceof Date) return Number.isNaN(c.getTime()) ? undefined : real(c.getUTCFullYear(), c.getUTCMonth() + 1, c.getUTCDate());
  if (typeof c === 'number') {
    if (c < 20000 || c > 80000) return undefined; // 1954..2119 as Excel serials
    const t = new Date(Date.UTC(1899, 11, 30) + Math.floor(c) * 86_400_000);
    return real(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
  }
  if (typeof c !== 'string') return undefined;
  const s = c.trim();
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T].*)?$/.exec(s);
  if (iso) return real(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const vn = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})(?:\s.*)?$/.exec(s);
  if (!vn) return undefined;
  const year = vn[3]!.length === 2 ? 2000 + Number(vn[3]) : Number(vn[3]);
  return real(year, Number(vn[2]), Number(vn[1]));
}
