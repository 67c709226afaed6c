import { describe, expect, it } from 'vitest';
import { COLUMN_WIDTH, columnKind, headerMinPx, layoutColumn, twoLineChars, type DataColumn } from '../../web/src/components/data-table/columns';

type Row = { slip_no: string; room_id: string; phone: string; customer_name: string; amount: number; date: string; at: string; note: string };
const col = (c: Partial<DataColumn<Row>> & { key: string }): DataColumn<Row> => ({ title: c.key, ...c });

describe('the column width rule of the shared table', () => {
  it('tells a column by what it holds', () => {
    expect(columnKind(col({ key: 'amount', dataIndex: 'amount', exportAs: 'number' }))).toBe('money');
    expect(columnKind(col({ key: 'date', dataIndex: 'date', exportAs: 'date' }))).toBe('date');
    expect(columnKind(col({ key: 'at', dataIndex: 'at', exportAs: 'datetime' }))).toBe('datetime');
    for (const key of ['slip_no', 'room_id', 'phone'] as const) expect(columnKind(col({ key, dataIndex: key }))).toBe('id');
    expect(columnKind(col({ key: 'customer_name', dataIndex: 'customer_name' }))).toBe('text');
    expect(columnKind(col({ key: 'actions', noExport: true }))).toBe('action');
    expect(columnKind(col({ key: 'voucher', kind: 'id' }))).toBe('id');
  });

  it('gives money one fixed width, right-aligned, whatever the screen wrote', () => {
    const c = layoutColumn(col({ key: 'amount', dataIndex: 'amount', exportAs: 'number', width: 130, align: 'left' }));
    expect(c).toMatchObject({ width: COLUMN_WIDTH.money, minWidth: COLUMN_WIDTH.money, align: 'right', ellipsis: false });
    expect(c.className).toContain('dt-col-money');
  });

  it('lets text take the room: no fixed width, no ellipsis, its own minimum kept', () => {
    const c = layoutColumn(col({ key: 'note', dataIndex: 'note', width: 160, ellipsis: true, minWidth: 220 }));
    expect(c).toMatchObject({ width: undefined, minWidth: 220, ellipsis: false });
    expect(c.className).toContain('dt-col-text');
  });

  it('keeps ids and buttons on one line, as wide as they are', () => {
    const c = layoutColumn(col({ key: 'slip_no', dataIndex: 'slip_no', width: 130, ellipsis: true }));
    expect(c).toMatchObject({ width: 1, ellipsis: false });
    expect(c.className).toContain('dt-col-id');
    expect(layoutColumn(col({ key: 'actions', noExport: true, fixed: 'right', width: 110 }))).toMatchObject({ width: 1, fixed: 'right' });
  });

  it('gives dates their fixed widths and keeps what the table needs (render, className, onCell)', () => {
    const render = () => 'x';
    const onCell = () => ({ title: 'mine', style: { color: 'red' } });
    const c = layoutColumn(col({ key: 'date', dataIndex: 'date', exportAs: 'date', render, onCell, className: 'mine' }));
    expect(c).toMatchObject({ width: COLUMN_WIDTH.date, render });
    // The screen's own cell props are kept; the rule adds the column's minimum (the header's two lines).
    expect(c.onCell!({} as Row)).toEqual({ title: 'mine', style: { minWidth: COLUMN_WIDTH.date, color: 'red' } });
    expect(c.className).toBe('mine dt-col dt-col-date');
    expect(c).not.toHaveProperty('exportAs');
    expect(c).not.toHaveProperty('value');
  });

  it('never lets a header take more than two lines: the column is at least the longer half of its title', () => {
    expect(twoLineChars('Còn phải thu')).toBe(8); // "Còn phải" / "thu"
    expect(twoLineChars('Ngày nhận phòng')).toBe(9); // "Ngày nhận" / "phòng"
    expect(twoLineChars('Diễn giải')).toBe(4);
    expect(twoLineChars('Tháng')).toBe(5);
    const slip = layoutColumn(col({ key: 'slip_no', dataIndex: 'slip_no', title: 'Số phiếu trả cọc đã duyệt' }));
    expect(slip.onHeaderCell!({})).toMatchObject({ style: { minWidth: headerMinPx('Số phiếu trả cọc đã duyệt') } });
    expect(slip.onCell!({} as Row)).toMatchObject({ style: { minWidth: headerMinPx('Số phiếu trả cọc đã duyệt') } });
    expect(headerMinPx('Số phiếu trả cọc đã duyệt')).toBeGreaterThan(headerMinPx('Diễn giải'));
  });

  it('pins the first column at the left (a button column never)', () => {
    expect(layoutColumn(col({ key: 'date', dataIndex: 'date', exportAs: 'date' }), true)).toMatchObject({ fixed: 'left' });
    expect(layoutColumn(col({ key: 'date', dataIndex: 'date', exportAs: 'date' }))).not.toHaveProperty('fixed');
    expect(layoutColumn(col({ key: 'actions', noExport: true }), true)).not.toHaveProperty('fixed');
  });
});
