import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COLUMN_WIDTH, headerMinPx, twoLineChars, type DataColumn } from '../../web/src/components/data-table/columns';
import { LaidTable, type LaidColumn } from '../../web/src/components/data-table/LaidTable';
import { formatDate, formatVnd } from '../../web/src/lib/format';
import { renderInApp } from './harness';

/**
 * Issue 23 §5: THE shared table lays every screen's columns out by one rule (columns.ts), a header in
 * two lines at most, the header and the first column sticky, sideways scrolling inside the table only.
 */
interface Row {
  id: string;
  date: string;
  customer_name: string;
  amount: number;
}
const ROWS: Row[] = [
  { id: '1', date: '2026-10-05', customer_name: 'Nguyễn Văn An', amount: 3_200_000 },
  { id: '2', date: '2026-10-06', customer_name: 'Trần Thị Bình', amount: 2_500_000 },
];
const COLUMNS: DataColumn<Row>[] = [
  { key: 'date', title: 'Ngày lập phiếu', dataIndex: 'date', exportAs: 'date', render: (v: string) => formatDate(v) },
  { key: 'customer_name', title: 'Tên khách thuê phòng', dataIndex: 'customer_name' },
  { key: 'amount', title: 'Số tiền', dataIndex: 'amount', exportAs: 'money', kind: 'money', render: (v: number) => formatVnd(v) },
];

const headerCells = () => [...document.querySelectorAll<HTMLElement>('.dt-table thead th')];
const firstRow = () => document.querySelector('.dt-table tbody tr.ant-table-row')!;

describe('LaidTable', () => {
  it('gives each header at least the width that sets its title in two lines (and money and dates their fixed widths)', () => {
    renderInApp(<LaidTable<Row> rowKey="id" columns={COLUMNS} dataSource={ROWS} pagination={false} />);
    expect(screen.getByText('Nguyễn Văn An')).toBeTruthy();
    const th = headerCells();
    expect(th.map((c) => c.textContent)).toEqual(['Ngày lập phiếu', 'Tên khách thuê phòng', 'Số tiền']);
    const expected = [
      Math.max(headerMinPx('Ngày lập phiếu'), COLUMN_WIDTH.date),
      headerMinPx('Tên khách thuê phòng'),
      Math.max(headerMinPx('Số tiền'), COLUMN_WIDTH.money),
    ];
    expect(th.map((c) => c.style.minWidth)).toEqual(expected.map((px) => `${px}px`));
    // "Tên khách thuê phòng" in two lines: "Tên khách" / "thuê phòng", 10 letters the longer.
    expect(twoLineChars('Tên khách thuê phòng')).toBe('thuê phòng'.length);
    // The rows' cells carry the same minimum: the header table takes the rows' widths.
    const td = [...firstRow().querySelectorAll<HTMLElement>('td')];
    expect(td.map((c) => c.style.minWidth)).toEqual(expected.map((px) => `${px}px`));
    expect(td.map((c) => c.textContent)).toEqual(['05-10-2026', 'Nguyễn Văn An', formatVnd(3_200_000)]);
    // Only text wraps: the class carries the column's kind (data-table.css).
    expect(td.map((c) => c.className.match(/dt-col-(\w+)/)?.[1])).toEqual(['date', 'text', 'money']);
  });

  it('pins the first column, keeps the header sticky and scrolls sideways inside the table', () => {
    renderInApp(<LaidTable<Row> rowKey="id" columns={COLUMNS} dataSource={ROWS} pagination={false} />);
    const pinned = (c: Element) => c.classList.contains('ant-table-cell-fix-left');
    expect(headerCells().map(pinned)).toEqual([true, false, false]);
    expect([...firstRow().querySelectorAll('td')].map(pinned)).toEqual([true, false, false]);
    // The header is a table of its own that sticks; the rows scroll in their own box.
    expect(document.querySelector('.dt-table .ant-table-header.ant-table-sticky-holder thead')).toBeTruthy();
    expect(document.querySelector('.dt-table .ant-table-body table')).toBeTruthy();
    expect((document.querySelector('.dt-table .ant-table-body table') as HTMLElement).style.tableLayout).toBe('auto');
  });

  it('lays out the columns of a header group by the same rule', () => {
    const grouped: LaidColumn<Row>[] = [COLUMNS[1]!, { key: 'money', title: 'Hoá đơn', children: [COLUMNS[0]!, COLUMNS[2]!] }];
    renderInApp(<LaidTable<Row> rowKey="id" columns={grouped} dataSource={ROWS} pagination={false} />);
    expect(headerCells().map((c) => c.textContent)).toEqual(['Tên khách thuê phòng', 'Hoá đơn', 'Ngày lập phiếu', 'Số tiền']);
    const td = [...firstRow().querySelectorAll<HTMLElement>('td')];
    expect(td.map((c) => c.className.match(/dt-col-(\w+)/)?.[1])).toEqual(['text', 'date', 'money']);
    expect(td.map((c) => c.classList.contains('ant-table-cell-fix-left'))).toEqual([true, false, false]);
  });
});
