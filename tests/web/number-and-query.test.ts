import { describe, expect, it } from 'vitest';
import { parseNumber } from '../../web/src/lib/parse-number';
import { buildQueryString, withQuery } from '../../web/src/lib/query-string';
import { formatDate, formatDateTime, formatMonth, formatVnd, truncate } from '../../web/src/lib/format';

describe('parseNumber (spec §5)', () => {
  it.each([
    ['1.234.567', 1234567],
    ['1.234.567 ₫', 1234567],
    ['12,5', 12.5],
    ['3.500,75 đ', 3500.75],
    ['  42 ', 42],
    ['0', 0],
    [',5', 0.5],
    [7.25, 7.25],
  ])('reads %j as %j', (input, expected) => {
    expect(parseNumber(input)).toBe(expected);
  });

  it.each([['abc'], [''], ['   '], ['1,2,3'], [null], [undefined], [Number.NaN]])('yields nothing for %j', (input) => {
    expect(parseNumber(input as string)).toBeUndefined();
  });

  it('strips a minus sign, as it strips every non-digit', () => {
    expect(parseNumber('-15')).toBe(15);
  });
});

describe('buildQueryString (spec §5)', () => {
  it('omits empty values but keeps false and 0', () => {
    const qs = buildQueryString({ a: '', b: undefined, c: null, d: false, e: 0, f: 'BN', g: true });
    expect(qs).toBe('d=false&e=0&f=BN&g=true');
  });

  it('encodes Vietnamese text and repeats array keys', () => {
    expect(buildQueryString({ q: 'Nguyễn Văn A', ids: ['1', '2'] })).toBe('q=Nguy%E1%BB%85n+V%C4%83n+A&ids=1&ids=2');
  });

  it('leaves a bare path when nothing remains', () => {
    expect(withQuery('/api/logs', { q: '', x: undefined })).toBe('/api/logs');
    expect(withQuery('/api/logs', { limit: 0 })).toBe('/api/logs?limit=0');
  });
});

describe('formatting (spec §9)', () => {
  it('writes money as VND in vi-VN, empty as 0', () => {
    expect(formatVnd(1234567).replace(/\s/g, ' ')).toBe('1.234.567 ₫');
    expect(formatVnd(undefined).replace(/\s/g, ' ')).toBe('0 ₫');
    expect(formatVnd('').replace(/\s/g, ' ')).toBe('0 ₫');
  });

  it('writes dates as DD-MM-YYYY, the detailed form with seconds, months en-GB', () => {
    expect(formatDate('2025-03-07')).toBe('07-03-2025');
    expect(formatDateTime('2025-03-07T09:05:03')).toBe('07-03-2025 09:05:03');
    expect(formatMonth('2025-03-01')).toBe('03/2025');
    expect(formatDate(null)).toBe('');
  });

  it('cuts labels at 18 characters', () => {
    expect(truncate('Phân tích điện nước theo tháng', 18)).toBe('Phân tích điện nướ…');
    expect(truncate('Lịch sử thao tác', 18)).toBe('Lịch sử thao tác');
  });
});
