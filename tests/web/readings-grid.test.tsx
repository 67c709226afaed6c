import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReadingRow, ReadingTable } from '../../shared/api/readings';
import { gridLine, readingOfText } from '../../web/src/features/readings/reading-grid';
import ElectricReadingsPage from '../../web/src/features/readings/ElectricReadingsPage';
import { refusal, renderScreen, resetScreenState, signIn, stubApi, type ApiCall } from './harness';

const MONTH = dayjs().format('YYYY-MM');
const row = (room_id: string, previous: number | null, o: Partial<ReadingRow> = {}): ReadingRow => ({
  room_id,
  floor: Number(room_id[0]),
  room_status: 2,
  previous,
  previous_month: previous === null ? null : dayjs().subtract(1, 'month').format('YYYY-MM'),
  current: null,
  meter_changes: [],
  usage: null,
  persons: 2,
  amount: null,
  average: 50,
  ...o,
});
/** Four rooms: an ordinary one, one with a meter change this month, an empty room, a room never read. */
const TABLE: ReadingTable = {
  building: 'BN',
  month: MONTH,
  type: 'E',
  price: { mode: 'per_kwh', unit_price: 2_618 },
  version: 3,
  rows: [
    row('101', 1000),
    row('102', 5000, { meter_changes: [{ id: 'mc1', date: `${MONTH}-05`, old_final: 5040, new_start: 0 }] }),
    row('103', 200, { room_status: 0 }),
    row('201', null),
  ],
  total_usage: 0,
  total_amount: 0,
};

/** The table as GET answers it, a page of rooms (here: the whole table in one page, or the rows given). */
const page = ({ rows, total_usage: _u, total_amount: _a, ...month }: ReadingTable, o: { rows?: ReadingRow[]; cursor?: string } = {}) => ({
  ...month,
  items: o.rows ?? rows,
  ...(o.cursor ? { cursor: o.cursor } : {}),
});

let api: ReturnType<typeof stubApi>;
let save: ReturnType<typeof vi.fn<(c: ApiCall) => { status?: number; body: unknown }>>;
beforeEach(() => {
  signIn('staff');
  save = vi.fn((c: ApiCall) => ({
    body: {
      ...TABLE,
      version: 4,
      rows: TABLE.rows.map((r) => ({
        ...r,
        current: (c.body as { readings: { room_id: string; value: number }[] }).readings.find((x) => x.room_id === r.room_id)?.value ?? r.current,
      })),
    },
  }));
  api = stubApi({
    'GET /api/bills/get-two-newest-bills': () => ({ body: page(TABLE) }),
    'POST /api/bills/electric-water-count': (c) => save(c),
    'GET /api/payments/latest-payment-log': () => ({ body: { month: null } }),
    'GET /api/bills/audit-data': () => ({
      body: {
        items: [
          {
            id: 'a1#101',
            at: `${MONTH}-02T03:00:00.000Z`,
            actor: { user_id: 'u1', username: 'ketoan' },
            building: 'BN',
            type: 'E',
            month: MONTH,
            room_id: '101',
            before: 1000,
            after: 1010,
          },
          {
            id: 'a0#101',
            at: `${MONTH}-01T03:00:00.000Z`,
            actor: { user_id: 'u1', username: 'ketoan' },
            building: 'BN',
            type: 'E',
            month: MONTH,
            room_id: '101',
            before: null,
            after: 1000,
          },
        ],
      },
    }),
  });
});
afterEach(resetScreenState);

const cell = (room: string) => screen.getByLabelText(`Chỉ số phòng ${room}`) as HTMLInputElement;
const typeIn = (room: string, text: string) => fireEvent.change(cell(room), { target: { value: text } });
const key = (room: string, k: string) => fireEvent.keyDown(cell(room), { key: k });
const rowOf = (room: string) => cell(room).closest('tr') as HTMLElement;

describe('the reading grid’s rules as typed', () => {
  it('reads digits (dropping separators), and computes usage, amount, refusals and second looks like the server', () => {
    expect(readingOfText('1.234')).toBe(1234);
    expect(readingOfText(' 12 ')).toBe(12);
    expect(readingOfText('12a')).toBeUndefined();
    const [r101, r102, r103, r201] = TABLE.rows;
    expect(gridLine(TABLE, r101!, '1010')).toMatchObject({ value: 1010, usage: 10, amount: 26_180, changed: true });
    expect(gridLine(TABLE, r101!, '999').problem).toMatch(/nhỏ hơn chỉ số kỳ trước \(1000\)/);
    expect(gridLine(TABLE, r102!, '30')).toMatchObject({ usage: 40 + 30 });
    expect(gridLine(TABLE, r103!, '205').look).toBe('empty_room');
    expect(gridLine(TABLE, r101!, '1151').look).toBe('spike');
    expect(gridLine(TABLE, r201!, '77')).toMatchObject({ usage: null, amount: null, changed: true });
    expect(gridLine(TABLE, r201!, 'x').problem).toBeTruthy();
  });
});

describe('/bang-so-dien: a whole building from the keyboard', () => {
  it('moves with Enter and the arrows, shows usage as it is typed, marks a reading below the previous, confirms a spike and saves once', async () => {
    renderScreen(<ElectricReadingsPage />, `/bang-so-dien?building=BN&month=${MONTH}`);
    await screen.findByLabelText('Chỉ số phòng 101');
    expect(screen.getAllByLabelText(/^Chỉ số phòng/).map((e) => e.getAttribute('aria-label'))).toEqual([
      'Chỉ số phòng 101',
      'Chỉ số phòng 102',
      'Chỉ số phòng 103',
      'Chỉ số phòng 201',
    ]);

    act(() => cell('101').focus());
    typeIn('101', '1010');
    expect(within(rowOf('101')).getByTestId('usage-101').textContent).toBe('10');
    key('101', 'Enter');
    expect(document.activeElement).toBe(cell('102'));

    // Below the previous reading, but the meter was changed this month: (5040 − 5000) + (30 − 0).
    typeIn('102', '30');
    expect(screen.getByTestId('usage-102').textContent).toBe('70');
    key('102', 'ArrowDown');
    expect(document.activeElement).toBe(cell('103'));
    key('103', 'ArrowUp');
    expect(document.activeElement).toBe(cell('102'));
    key('102', 'ArrowDown');

    // The empty room has usage: a second look. Then a reading below the previous one is marked and stops the save.
    typeIn('103', '199');
    expect(within(rowOf('103')).getByText(/nhỏ hơn chỉ số kỳ trước \(200\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lưu bảng số' }));
    expect(await screen.findByText(/Còn 1 phòng có chỉ số không hợp lệ: 103/)).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(cell('103'));
    typeIn('103', '205');
    expect(within(rowOf('103')).getByText('Phòng trống nhưng có số dùng')).toBeTruthy();
    key('103', 'Enter');
    typeIn('201', '77');
    key('201', 'Enter');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Lưu bảng số' }));

    fireEvent.click(screen.getByRole('button', { name: 'Lưu bảng số' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Phòng trống nhưng có số dùng/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vẫn lưu' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const sent = save.mock.calls[0]![0];
    expect(sent.body).toEqual({
      building: 'BN',
      month: MONTH,
      type: 'E',
      version: 3,
      readings: [
        { room_id: '101', value: 1010 },
        { room_id: '102', value: 30 },
        { room_id: '103', value: 205 },
        { room_id: '201', value: 77 },
      ],
    });
    expect(sent.headers['Idempotency-Key']).toBeTruthy();
    // The reading table is read again after the save (the contract says billing is affected).
    await waitFor(() => expect(api.callsTo('GET', '/api/bills/get-two-newest-bills').length).toBeGreaterThanOrEqual(2));
  });

  it('shows who changed which reading, from what to what', async () => {
    renderScreen(<ElectricReadingsPage />, `/bang-so-dien?building=BN&month=${MONTH}`);
    fireEvent.click(await screen.findByRole('button', { name: /Lịch sử sửa chỉ số/ }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Nhập mới')).toBeTruthy();
    expect(within(drawer).getByText('1.010')).toBeTruthy();
    expect(Object.fromEntries(api.callsTo('GET', '/api/bills/audit-data')[0]!.query)).toMatchObject({ building: 'BN', type: 'E', limit: '200' });
  });

  it('puts the server’s refusal on the room it names', async () => {
    save.mockImplementation(() =>
      refusal(400, 'Phòng 101: Chỉ số lớn hơn chỉ số tháng sau', {
        errors: [{ path: 'readings.0.value', message: 'Phòng 101: Chỉ số lớn hơn chỉ số tháng sau (1005)' }],
      }),
    );
    renderScreen(<ElectricReadingsPage />, `/bang-so-dien?building=BN&month=${MONTH}`);
    await screen.findByLabelText('Chỉ số phòng 101');
    typeIn('101', '1010');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu bảng số' }));
    expect(await within(rowOf('101')).findByText('Phòng 101: Chỉ số lớn hơn chỉ số tháng sau (1005)')).toBeTruthy();
    typeIn('101', '1004');
    expect(within(rowOf('101')).queryByText(/tháng sau/)).toBeNull();
  });

  it('shows a billed month’s refusal (409 period_locked) above the grid, word for word', async () => {
    const m = dayjs().format('MM-YYYY');
    const locked = `Kỳ ${m} của toà BN đã tính tiền: chỉ số và lần thay đồng hồ đến hết tháng ${m} đã khoá, không sửa được tháng ${m} (tiền sai thì lập phiếu điều chỉnh)`;
    save.mockImplementation(() => refusal(409, locked, { code: 'period_locked', field: 'month' }));
    renderScreen(<ElectricReadingsPage />, `/bang-so-dien?building=BN&month=${MONTH}`);
    await screen.findByLabelText('Chỉ số phòng 101');
    typeIn('101', '1010');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu bảng số' }));
    await waitFor(() => expect(document.querySelector('.ant-alert-error')?.textContent).toContain(locked));
  });

  it('reads the table a page of rooms at a time and shows it whole, in floor order, saved on the oldest version a page was read at', async () => {
    const [r101, r102, r103, r201] = TABLE.rows;
    const pages = stubApi({
      // Pages come in the rooms' key order, not the grid's; a save landed between the two reads.
      'GET /api/bills/get-two-newest-bills': (c) =>
        c.query.get('cursor') === 'c1'
          ? { body: page({ ...TABLE, version: 4 }, { rows: [r103!, r201!] }) }
          : { body: page(TABLE, { rows: [r102!, r101!], cursor: 'c1' }) },
      'POST /api/bills/electric-water-count': (c) => save(c),
      'GET /api/payments/latest-payment-log': () => ({ body: { month: null } }),
    });
    renderScreen(<ElectricReadingsPage />, `/bang-so-dien?building=BN&month=${MONTH}`);
    await screen.findByLabelText('Chỉ số phòng 201');
    expect(screen.getAllByLabelText(/^Chỉ số phòng/).map((e) => e.getAttribute('aria-label'))).toEqual([
      'Chỉ số phòng 101',
      'Chỉ số phòng 102',
      'Chỉ số phòng 103',
      'Chỉ số phòng 201',
    ]);
    const reads = pages.callsTo('GET', '/api/bills/get-two-newest-bills').map((c) => Object.fromEntries(c.query));
    expect(reads).toEqual([
      { building: 'BN', month: MONTH, type: 'E' },
      { building: 'BN', month: MONTH, type: 'E', cursor: 'c1' },
    ]);
    typeIn('101', '1010');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu bảng số' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0].body).toMatchObject({ version: 3, readings: [{ room_id: '101', value: 1010 }] });
  });

  it('shows a month its building has billed read-only, saying so, before anyone types', async () => {
    stubApi({
      'GET /api/bills/get-two-newest-bills': () => ({ body: page({ ...TABLE, billed_through: MONTH }) }),
      'GET /api/payments/latest-payment-log': () => ({ body: { month: null } }),
    });
    renderScreen(<ElectricReadingsPage />, `/bang-so-dien?building=BN&month=${MONTH}`);
    expect(await screen.findByText(`Kỳ ${dayjs().format('MM-YYYY')} của toà BN đã tính tiền: chỉ xem, không sửa được chỉ số tháng này`)).toBeTruthy();
    expect(cell('101').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Lưu bảng số' })).toBeNull();
  });
});
