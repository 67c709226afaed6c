import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Input } from 'antd';
import { useMemo, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataColumn } from '../../web/src/components/data-table/columns';
import { DataTable } from '../../web/src/components/data-table/DataTable';
import type { ServerExport } from '../../web/src/components/data-table/server-export';
import { formatVnd } from '../../web/src/lib/format';
import { renderInApp, resetScreenState, signIn, stubApi } from './harness';

/**
 * Issue 23 §7, "export what the screen shows": whatever narrows the rows (the screen's search box, the
 * table's own filters and sort), the file holds exactly the rows shown, every page of them, in the order
 * shown; not the 240 rooms of the whole list, not only the page on screen.
 */

interface Room {
  key: string;
  building: string;
  room_id: string;
  rent: number;
}
const BUILDINGS = ['BN', 'GB', 'TT', 'XA', 'MA', 'MT'];
// 240 rooms: 40 a building, 101–120 and 201–220.
const ROOMS: Room[] = BUILDINGS.flatMap((building, b) =>
  Array.from({ length: 40 }, (_, i) => {
    const room_id = String(i < 20 ? 101 + i : 181 + i);
    return { key: `${building}#${room_id}`, building, room_id, rent: 3_000_000 + b * 100_000 + i * 1_000 };
  }),
);

const columns: DataColumn<Room>[] = [
  { key: 'building', title: 'Toà', dataIndex: 'building' },
  { key: 'room_id', title: 'Phòng', dataIndex: 'room_id' },
  { key: 'rent', title: 'Giá thuê', dataIndex: 'rent', exportAs: 'number', render: (v: number) => formatVnd(v) },
];

/** A list screen as the app writes them: a search box narrowing the rows it hands to the table. */
function RoomList({ cols = columns, serverExport }: { cols?: DataColumn<Room>[]; serverExport?: ServerExport }) {
  const [q, setQ] = useState('');
  const rows = useMemo(() => ROOMS.filter((r) => `${r.building}${r.room_id}`.toLowerCase().includes(q.toLowerCase())), [q]);
  return (
    <>
      <Input.Search aria-label="Tìm kiếm" onSearch={(v) => setQ(v.trim())} />
      <DataTable<Room> title="Phòng" fileName="phong" columns={cols} rows={rows} rowKey="key" serverExport={serverExport} />
    </>
  );
}

async function search(text: string) {
  const box = screen.getByRole('searchbox', { name: 'Tìm kiếm' });
  await act(async () => {
    fireEvent.change(box, { target: { value: text } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  });
}

/** The rows on screen, each as its cells' text. */
const shownRows = () =>
  [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));

/** Clicks Xuất CSV and reads the file the browser was handed: its data lines, split into cells. */
async function exportedCsv(): Promise<string[][]> {
  let blob: Blob | undefined;
  URL.createObjectURL = vi.fn((b: Blob) => ((blob = b), 'blob:x'));
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /Xuất CSV/ })));
  await waitFor(() => expect(blob).toBeDefined());
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob!);
  });
  const [, ...lines] = text.replace(/^\uFEFF/, '').split('\r\n');
  return lines.filter(Boolean).map((l) => l.split(','));
}

/** A CSV line in the screen's words: building, room, the rent as the table writes it. */
const asShown = ([building, room, rent]: string[]) => [building, room, formatVnd(Number(rent))];

afterEach(() => {
  resetScreenState();
  vi.restoreAllMocks();
});

describe('export = what is shown', () => {
  it('search "BN101" shows one room: the file has that one room, not the 240', async () => {
    renderInApp(<RoomList />);
    expect(screen.getByText('Tổng 240 dòng')).toBeTruthy();
    await search('BN101');
    await waitFor(() => expect(shownRows()).toHaveLength(1));
    const csv = await exportedCsv();
    expect(csv).toEqual([['BN', '101', '3000000.00']]);
    expect(csv.map(asShown)).toEqual(shownRows());
  });

  it('a search over more than one page: every page of it, not only the page on screen, nor the whole list', async () => {
    renderInApp(<RoomList />);
    await search('B');
    // BN and GB: 80 rooms, 20 on the first page.
    await waitFor(() => expect(screen.getByText('Tổng 80 dòng')).toBeTruthy());
    expect(shownRows()).toHaveLength(20);
    const csv = await exportedCsv();
    expect(csv).toHaveLength(80);
    expect(new Set(csv.map((c) => c[0]))).toEqual(new Set(['BN', 'GB']));
    // Its first lines are the page on screen, in the same order.
    expect(csv.slice(0, 20).map(asShown)).toEqual(shownRows());
  });

  it("follows the table's own filter and sort: the rows and the order shown", async () => {
    const filtered: DataColumn<Room>[] = [
      { ...columns[0]!, filters: BUILDINGS.map((b) => ({ text: b, value: b })), onFilter: (v, r) => r.building === v, filteredValue: ['TT'] },
      columns[1]!,
      { ...columns[2]!, sorter: (a, b) => a.rent - b.rent, sortOrder: 'descend' },
    ];
    renderInApp(<RoomList cols={filtered} />);
    await waitFor(() => expect(screen.getByText('Tổng 40 dòng')).toBeTruthy());
    const csv = await exportedCsv();
    expect(csv).toHaveLength(40);
    expect(csv.every((c) => c[0] === 'TT')).toBe(true);
    const rents = csv.map((c) => Number(c[2]));
    expect(rents).toEqual([...rents].sort((a, b) => b - a));
    expect(csv.slice(0, 20).map(asShown)).toEqual(shownRows());
  });

  it('follows a sort the user clicks in the header', async () => {
    const sortable: DataColumn<Room>[] = [columns[0]!, columns[1]!, { ...columns[2]!, sorter: (a, b) => a.rent - b.rent }];
    renderInApp(<RoomList cols={sortable} />);
    const header = screen.getAllByRole('columnheader').find((th) => th.textContent === 'Giá thuê')!;
    // Ascending, then descending: the most expensive rooms (MT) first.
    await act(async () => fireEvent.click(header));
    await act(async () => fireEvent.click(header));
    await waitFor(() => expect(shownRows()[0]![0]).toBe('MT'));
    const csv = await exportedCsv();
    expect(csv).toHaveLength(240);
    expect(csv.slice(0, 20).map(asShown)).toEqual(shownRows());
  });

  it('a list the server serves is asked for with the screen’s filters; narrowed in the table itself, it is written as shown', async () => {
    signIn();
    const api = stubApi({
      'POST /api/exports': () => ({ status: 201, body: { url: 'http://localhost/f.csv', expires_at: '2026-11-22T10:15:00.000Z', file_name: 'f.csv' } }),
    });
    const serverExport: ServerExport = { report: 'getElectricityAnalysis', params: { month: '2026-10', q: 'BN101', flagged: '' } };
    const view = renderInApp(<RoomList serverExport={serverExport} />);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Xuất CSV/ })));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    // The search goes with the request (the server keeps the same rows: shared/exports/views.ts); empty ones are left out.
    expect(api.callsTo('POST', '/api/exports').map((c) => c.body)).toEqual([
      { report: 'getElectricityAnalysis', params: { month: '2026-10', q: 'BN101' }, format: 'csv' },
    ]);
    view.unmount();
    vi.restoreAllMocks();

    const narrowed: DataColumn<Room>[] = [{ ...columns[0]!, onFilter: (v, r) => r.building === v, filteredValue: ['XA'] }, columns[1]!, columns[2]!];
    renderInApp(<RoomList cols={narrowed} serverExport={serverExport} />);
    const csv = await exportedCsv();
    expect(csv).toHaveLength(40);
    expect(csv.every((c) => c[0] === 'XA')).toBe(true);
    expect(api.callsTo('POST', '/api/exports')).toHaveLength(1);
  });
});
