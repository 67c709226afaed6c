import { describe, expect, it } from 'vitest';
import type { DataColumn } from '../../web/src/components/data-table/columns';
import { BOM, toCsv } from '../../web/src/components/data-table/csv';
import { neutralizeFormula, toMatrix } from '../../web/src/components/data-table/export-cells';
import ExcelJS from 'exceljs';
import { toXlsx } from '../../shared/exports/xlsx';
import { sheetName } from '../../shared/exports/cells';
import { toCsv as serverCsv, toMatrix as serverMatrix, type ExportColumn } from '../../shared/exports/cells';

interface Row {
  room: string;
  note: string;
  amount: number;
  rate: number;
  day: string;
}

const columns: DataColumn<Row>[] = [
  { key: 'room', title: 'Phòng', dataIndex: 'room' },
  { key: 'note', title: 'Ghi chú', dataIndex: 'note' },
  { key: 'amount', title: 'Số tiền', dataIndex: 'amount', exportAs: 'number' },
  { key: 'rate', title: 'Tỷ lệ', dataIndex: 'rate', exportAs: 'rate' },
  { key: 'day', title: 'Ngày', dataIndex: 'day', exportAs: 'date' },
  { key: 'actions', title: 'Thao tác', noExport: true },
];

const rows: Row[] = [
  { room: '101BN', note: 'Khách "quen", ở lâu', amount: 3500000, rate: 12.5, day: '2025-03-07' },
  { room: '=HYPERLINK("http://x")', note: '+1', amount: -200, rate: 0, day: '2025-03-08' },
];

describe('CSV export', () => {
  it('starts with a UTF-8 BOM and keeps Vietnamese text intact', () => {
    const csv = toCsv(toMatrix(columns, rows));
    expect(csv.startsWith(BOM)).toBe(true);
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.split('\r\n')[0]).toBe(`${BOM}Phòng,Ghi chú,Số tiền,Tỷ lệ,Ngày`);
  });

  it('writes values with 2 decimals, rates with a percent sign, dates DD-MM-YYYY and quotes as RFC 4180', () => {
    const lines = toCsv(toMatrix(columns, rows)).split('\r\n');
    expect(lines[1]).toBe('101BN,"Khách ""quen"", ở lâu",3500000.00,12.50%,07-03-2025');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tcmd', '\r=1'])('neutralises a text cell starting like a formula: %j', (text) => {
    expect(neutralizeFormula(text)).toBe(`'${text}`);
  });

  it('leaves harmless text alone', () => {
    expect(neutralizeFormula('Phòng 101')).toBe('Phòng 101');
    expect(neutralizeFormula('1-2')).toBe('1-2');
  });

  it('neutralises formula-like text cells in the file but not real numbers', () => {
    const lines = toCsv(toMatrix(columns, rows)).split('\r\n');
    expect(lines[2]).toBe(`"'=HYPERLINK(""http://x"")",'+1,-200.00,0.00%,08-03-2025`);
  });

  it('leaves out columns marked noExport', () => {
    expect(toMatrix(columns, rows).headers).not.toContain('Thao tác');
  });

  it('is, byte for byte, the file the server writes for the same columns (one set of rules)', () => {
    const asServer: ExportColumn<Row>[] = columns.filter((c) => !c.noExport).map((c) => ({ key: c.key, title: c.title, field: c.dataIndex, kind: c.exportAs }));
    expect(toCsv(toMatrix(columns, rows))).toBe(serverCsv(serverMatrix(asServer, rows)));
  });
});

describe('Excel export', () => {
  it('is a ZIP package with a workbook whose sheet is named by the screen title', async () => {
    // The browser's rows through the one ExcelJS writer (the same the server uses), read back.
    const bytes = await toXlsx('Lịch sử thao tác', toMatrix(columns, rows));
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Lịch sử thao tác']);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getCell('C2').value).toBe(3500000);
    expect(sheet.getCell('C2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('D2').value).toBe(12.5);
    expect(sheet.getCell('D2').numFmt).toBe('0.00"%"');
    const texts = sheet
      .getSheetValues()
      .flat()
      .filter((v) => typeof v === 'string');
    expect(texts).toContain('Khách "quen", ở lâu');
  });

  it('keeps sheet names within Excel rules', () => {
    expect(sheetName('Báo cáo: tiền/phòng [tháng 3] chưa thu của tất cả toà')).toHaveLength(31);
    expect(sheetName('a/b')).toBe('a b');
  });
});
