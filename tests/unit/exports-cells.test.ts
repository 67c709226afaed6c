import { describe, expect, it } from 'vitest';
import {
  BOM,
  cellText,
  exportCell,
  formatExportDate,
  formatExportDateTime,
  neutralizeFormula,
  safeFileName,
  sheetName,
  toCsv,
  toMatrix,
  type ExportColumn,
} from '../../shared/exports/cells';

/** A deposit-like row: money, a commission rate, a day and the instant it was written. */
interface Slip {
  room: string;
  note: string;
  amount: number;
  rate: number;
  day: string;
  at: string;
}

const columns: ExportColumn<Slip>[] = [
  { key: 'room', title: 'Phòng', field: 'room' },
  { key: 'note', title: 'Ghi chú', field: 'note' },
  { key: 'amount', title: 'Số tiền', field: 'amount', kind: 'money' },
  { key: 'rate', title: 'Tỷ lệ', field: 'rate', kind: 'rate' },
  { key: 'day', title: 'Ngày', field: 'day', kind: 'date' },
  { key: 'at', title: 'Lúc', field: 'at', kind: 'datetime' },
];
const slips: Slip[] = [
  { room: '101BN', note: 'Khách "quen", ở lâu', amount: 3500000, rate: 12.5, day: '2025-03-07', at: '2025-03-07T01:02:03Z' },
  { room: '=HYPERLINK("http://x")', note: '+1', amount: -200, rate: 0, day: '2025-03-08', at: '2025-03-08T23:00:00Z' },
];

describe('export cells (spec §9)', () => {
  it('write values with 2 decimals and rates with a percent sign', () => {
    expect(cellText(3_500_000, 'money')).toBe('3500000.00');
    expect(cellText(7, 'number')).toBe('7.00');
    expect(cellText(12.5, 'rate')).toBe('12.50%');
    expect(cellText(0, 'rate')).toBe('0.00%');
    expect(cellText(-200, 'money')).toBe('-200.00');
    expect(cellText('chữ', 'text')).toBe('chữ');
  });

  it('keep numbers as numbers, a non-number as its text, and nothing as empty', () => {
    expect(exportCell(1500, 'money')).toBe(1500);
    expect(exportCell('1500', 'number')).toBe(1500);
    expect(exportCell('abc', 'number')).toBe('abc');
    expect(exportCell(undefined, 'money')).toBe('');
    expect(exportCell(null)).toBe('');
    expect(exportCell({ a: 1 })).toBe('{"a":1}');
    expect(exportCell(42)).toBe('42');
  });

  it('write dates DD-MM-YYYY, and an instant as its day and time in Vietnam', () => {
    expect(formatExportDate('2025-03-07')).toBe('07-03-2025');
    expect(exportCell('2025-03-07', 'date')).toBe('07-03-2025');
    // 17:30 UTC is already the next day in Vietnam (UTC+7).
    expect(formatExportDate('2025-12-31T17:30:00.000Z')).toBe('01-01-2026');
    expect(formatExportDateTime('2025-12-31T17:30:05.000Z')).toBe('01-01-2026 00:30:05');
    expect(exportCell('2026-11-22T01:02:03Z', 'datetime')).toBe('22-11-2026 08:02:03');
    expect(exportCell('không phải ngày', 'date')).toBe('không phải ngày');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tcmd', '\r=1'])('neutralise a text cell starting like a formula: %j', (text) => {
    expect(neutralizeFormula(text)).toBe(`'${text}`);
  });

  it('leave harmless text alone', () => {
    expect(neutralizeFormula('Phòng 101')).toBe('Phòng 101');
    expect(neutralizeFormula('1-2')).toBe('1-2');
  });
});

describe('CSV', () => {
  const csv = toCsv(toMatrix(columns, slips));
  const lines = csv.split('\r\n');

  it('starts with a UTF-8 BOM, then the header row, and ends its lines with CRLF', () => {
    expect(csv.startsWith(BOM)).toBe(true);
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe(`${BOM}Phòng,Ghi chú,Số tiền,Tỷ lệ,Ngày,Lúc`);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('quotes as RFC 4180 and formats each kind', () => {
    expect(lines[1]).toBe('101BN,"Khách ""quen"", ở lâu",3500000.00,12.50%,07-03-2025,07-03-2025 08:02:03');
  });

  it('neutralises formula-like text but not real (negative) numbers', () => {
    expect(lines[2]).toBe(`"'=HYPERLINK(""http://x"")",'+1,-200.00,0.00%,08-03-2025,09-03-2025 06:00:00`);
  });

  it('takes a column value from a function when it has one', () => {
    const m = toMatrix<Slip>([{ key: 'x', title: 'X', value: (r) => `${r.room}!` }], slips);
    expect(m.rows.map((r) => r[0])).toEqual(['101BN!', '=HYPERLINK("http://x")!']);
  });
});

describe('names', () => {
  it('keep sheet names within Excel rules', () => {
    expect(sheetName('Báo cáo: tiền/phòng [tháng 3] chưa thu của tất cả toà')).toHaveLength(31);
    expect(sheetName('a/b')).toBe('a b');
    expect(sheetName('Lịch sử thao tác')).toBe('Lịch sử thao tác');
  });

  it('keep file names free of characters the OS refuses', () => {
    expect(safeFileName('nhat-ky-chung-BN-2026-11-01-2026-11-22')).toBe('nhat-ky-chung-BN-2026-11-01-2026-11-22');
    expect(safeFileName('a/b:c\u0007')).toBe('a-b-c');
    expect(safeFileName('  ')).toBe('export');
  });
});
