import type { Column } from '../../../shared/go-live/sheets';
import { isoDate } from '../../../shared/api/common';

/** A cell as the workbook reader hands it over: text, a number, a date, or nothing. */
export type RawCell = string | number | Date | null;
export type CellValue = string | number | undefined;
export type CellResult = { value: CellValue } | { error: string };

const PHONE = /^0\d{9}$/;
const ID_NUMBER = /^(\d{9}|\d{12}|[A-Z]\d{7,8})$/;
const ROOM = /^[0-9A-Za-z-]{1,12}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const text = (raw: RawCell): string => (raw instanceof Date ? raw.toISOString().slice(0, 10) : String(raw)).trim();
/** A phone as typed: spaces, dots and dashes dropped; +84 read as the leading 0. */
const digitsOf = (s: string) => s.replace(/[\s.-]/g, '').replace(/^\+84/, '0');

/** An amount typed as text with thousands separators (`3.500.000`, `3,500,000`, `3 500 000`). */
function numberOf(raw: RawCell): number | undefined {
  if (typeof raw === 'number') return raw;
  if (raw instanceof Date || raw === null) return undefined;
  const s = raw.trim();
  if (/^-?\d{1,3}([.,\s]\d{3})+$/.test(s)) return Number(s.replace(/[.,\s]/g, ''));
  if (/^-?\d+([.,]\d+)?$/.test(s)) return Number(s.replace(',', '.'));
  return undefined;
}

/** A date cell (Excel date, `dd/mm/yyyy` or `yyyy-mm-dd`) as an ISO date that exists. */
function dateOf(raw: RawCell): string | undefined {
  let iso: string | undefined;
  if (raw instanceof Date) iso = raw.toISOString().slice(0, 10);
  else if (typeof raw === 'string') {
    const s = raw.trim();
    const vn = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
    iso = vn ? `${vn[3]}-${vn[2]!.padStart(2, '0')}-${vn[1]!.padStart(2, '0')}` : s;
  }
  return iso !== undefined && isoDate.safeParse(iso).success ? iso : undefined;
}

function inBounds(n: number, c: Column, what: string): string | undefined {
  if (c.min !== undefined && n < c.min)
    return c.min === 1 && c.kind === 'money' ? `${what} phải lớn hơn 0` : `${what} tối thiểu ${c.min.toLocaleString('vi-VN')}`;
  if (c.max !== undefined && n > c.max) return `${what} tối đa ${c.max.toLocaleString('vi-VN')}`;
  return undefined;
}

/**
 * One cell read by its column's kind (pure): the value, or why it cannot be read. Money is an integer
 * number of đồng within the column's bounds; a 10-digit number starting with 0 in the ID column is a
 * phone; a 9- or 12-digit number in the phone column is an ID.
 */
export function readCell(c: Column, raw: RawCell): CellResult {
  if (raw === null || (typeof raw === 'string' && raw.trim() === '')) return c.required ? { error: `Thiếu ${c.header.toLowerCase()}` } : { value: undefined };
  switch (c.kind) {
    case 'text': {
      const s = text(raw);
      return c.max !== undefined && s.length > c.max ? { error: `Tối đa ${c.max} ký tự` } : { value: s };
    }
    case 'room': {
      const s = text(raw).toUpperCase();
      return ROOM.test(s) ? { value: s } : { error: 'Số phòng chỉ gồm chữ, số và dấu gạch (tối đa 12 ký tự)' };
    }
    case 'int':
    case 'money':
    case 'decimal': {
      const n = numberOf(raw);
      const what = c.kind === 'money' ? 'Số tiền' : 'Giá trị';
      if (n === undefined || !Number.isFinite(n)) return { error: `${what} phải là một số` };
      if (c.kind !== 'decimal' && !Number.isInteger(n)) return { error: c.kind === 'money' ? 'Số tiền phải là số nguyên (đồng)' : 'Phải là số nguyên' };
      const bad = inBounds(n, c, what);
      return bad ? { error: bad } : { value: n };
    }
    case 'date': {
      const d = dateOf(raw);
      return d ? { value: d } : { error: 'Ngày không hợp lệ (dd/mm/yyyy)' };
    }
    case 'month': {
      const s =
        raw instanceof Date
          ? raw.toISOString().slice(0, 7)
          : text(raw).replace(/^(\d{1,2})[/-](\d{4})$/, (_m, mm: string, y: string) => `${y}-${mm.padStart(2, '0')}`);
      return MONTH.test(s) ? { value: s } : { error: 'Tháng phải có dạng YYYY-MM' };
    }
    case 'choice': {
      const s = text(raw);
      const hit = c.choices?.find((x) => x.label.toLowerCase() === s.toLowerCase() || x.value.toLowerCase() === s.toLowerCase());
      return hit ? { value: hit.value } : { error: `Giá trị không có trong danh sách: ${s}` };
    }
    case 'phone': {
      const s = digitsOf(text(raw));
      if (PHONE.test(s)) return { value: s };
      if (ID_NUMBER.test(s)) return { error: 'Đây là số CCCD/CMND, không phải số điện thoại' };
      return { error: 'Số điện thoại phải có 10 số, bắt đầu bằng 0' };
    }
    case 'id_number': {
      const s = text(raw).toUpperCase().replace(/\s/g, '');
      if (PHONE.test(digitsOf(s))) return { error: 'Đây là số điện thoại, không phải số CCCD' };
      return ID_NUMBER.test(s) ? { value: s } : { error: 'Số CCCD 12 số, CMND 9 số hoặc hộ chiếu (1 chữ và 7–8 số)' };
    }
  }
}
