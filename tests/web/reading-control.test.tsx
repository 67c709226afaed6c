import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ReadingControlPage, { controlLines } from '../../web/src/features/readings/ReadingControlPage';
import type { ReadingControl } from '../../shared/api/readings/control';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';

const row = (o: Partial<ReadingControl['rows'][number]> & Pick<ReadingControl['rows'][number], 'room_id' | 'type' | 'problem' | 'kind' | 'message'>) => ({
  floor: Number(o.room_id[0]),
  previous: null,
  previous_month: null,
  current: null,
  usage: null,
  average: null,
  ...o,
});

/** GB, 10/2026 before the run: 102 spiked, 103 unread, 101 read and not billed. */
const ANSWER: ReadingControl = {
  building: 'GB',
  month: '2026-10',
  run: null,
  rows: [
    row({
      room_id: '101',
      type: 'W',
      problem: 'unbilled',
      kind: 'not_run',
      message: 'Đã có chỉ số nước nhưng toà chưa tính tiền tháng 10/2026',
      previous: 50,
      previous_month: '2026-09',
      current: 60,
      usage: 10,
      average: 9.5,
    }),
    row({
      room_id: '102',
      type: 'E',
      problem: 'odd',
      kind: 'spike',
      message: 'Dùng 100 kWh, hơn 3 lần trung bình 3 tháng trước (10 kWh)',
      previous: 1_030,
      previous_month: '2026-09',
      current: 1_130,
      usage: 100,
      average: 10,
    }),
    row({
      room_id: '103',
      type: 'E',
      problem: 'missing',
      kind: 'no_reading',
      message: 'Phòng đang ở nhưng chưa có chỉ số điện tháng 10/2026',
      previous: 1_030,
      previous_month: '2026-09',
    }),
  ],
  counts: { missing: 1, odd: 1, unbilled: 1 },
};

beforeEach(() => signIn('staff'));
afterEach(resetScreenState);

const bodyRows = () => [...document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];
const cellTexts = (tr: Element) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.replace(/\s/g, ' '));

describe('reading control lines', () => {
  it('links each problem to the screen that fixes it, with the building and month', () => {
    const lines = controlLines(ANSWER, undefined);
    expect(lines.map((l) => l.fix.to)).toEqual([
      '/bang-tinh-tien?building=GB&month=2026-10',
      '/bang-so-dien?building=GB&month=2026-10',
      '/bang-so-dien?building=GB&month=2026-10',
    ]);
    expect(controlLines(ANSWER, 'missing').map((l) => l.room_id)).toEqual(['103']);
    expect(controlLines(undefined, undefined)).toEqual([]);
  });
});

describe('kiểm soát điện nước screen (/kiem-soat-dien-nuoc)', () => {
  it('asks for the building and month of the URL, shows counts, rows and fix links, and filters by problem', async () => {
    // The server answers a page of rooms at a time (key order, not the screen's): two pages here, the
    // second asked for with the first's cursor; the screen sorts the rows and counts over both.
    const [r101, r102, r103] = ANSWER.rows;
    const { rows: _rows, counts: _counts, ...head } = ANSWER;
    const api = stubApi({
      'GET /api/bills/control': (c) =>
        c.query.get('cursor') === 'p2' ? { body: { ...head, items: [r102] } } : { body: { ...head, items: [r103, r101], cursor: 'p2' } },
    });
    renderScreen(<ReadingControlPage />, '/kiem-soat-dien-nuoc?building=GB&month=2026-10');

    await screen.findByText('Phòng đang ở nhưng chưa có chỉ số điện tháng 10/2026');
    const calls = api.callsTo('GET', '/api/bills/control');
    // Every page at the server's default page size (no limit asked for).
    expect(calls.map((c) => Object.fromEntries(c.query))).toEqual([
      { building: 'GB', month: '2026-10' },
      { building: 'GB', month: '2026-10', cursor: 'p2' },
    ]);
    expect(screen.getByText('Tất cả (3)')).toBeTruthy();
    expect(screen.getByText('Thiếu chỉ số (1)')).toBeTruthy();
    expect(screen.getByText('Chỉ số bất thường (1)')).toBeTruthy();
    expect(screen.getByText('Chưa tính tiền (1)')).toBeTruthy();
    expect(screen.getByText(/Chưa tính tiền tháng này/)).toBeTruthy();

    const rows = bodyRows();
    expect(rows).toHaveLength(3);
    expect(cellTexts(rows[1]!)).toEqual([
      '102',
      'Điện',
      'Chỉ số bất thườngDùng 100 kWh, hơn 3 lần trung bình 3 tháng trước (10 kWh)',
      '1.030',
      '1.130',
      '100 kWh',
      '10',
      'Bảng số điện',
    ]);
    expect(cellTexts(rows[0]!)).toEqual([
      '101',
      'Nước',
      'Chưa tính tiềnĐã có chỉ số nước nhưng toà chưa tính tiền tháng 10/2026',
      '50',
      '60',
      '10 m³',
      '9,5',
      'Bảng tính tiền',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Bảng tính tiền' }).getAttribute('href')).toBe('/bang-tinh-tien?building=GB&month=2026-10');
    expect(within(rows[2]!).getByRole('link', { name: 'Bảng số điện' }).getAttribute('href')).toBe('/bang-so-dien?building=GB&month=2026-10');
    expect(cellTexts(rows[2]!).slice(3, 7)).toEqual(['1.030', '', '', '']);
    // Issue 24: the room number opens the room's page, in the building the answer is of.
    expect(within(rows[1]!).getByRole('link', { name: '102' }).getAttribute('href')).toBe('/phong/GB/102');

    fireEvent.click(screen.getByText('Thiếu chỉ số (1)'));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(cellTexts(bodyRows()[0]!)[0]).toBe('103');
    // The filter is the screen's own: no further question to the server.
    expect(api.callsTo('GET', '/api/bills/control')).toHaveLength(2);
  });

  it('defaults to BN and this month, and says when nothing needs a look', async () => {
    const api = stubApi({
      'GET /api/bills/control': () => ({
        body: {
          building: 'BN',
          month: '2026-10',
          run: { building: 'BN', month: '2026-10', room_count: 38, total: 1, created_at: '2026-11-01T02:00:00.000Z', created_by: 'ketoan' },
          items: [],
        },
      }),
    });
    renderScreen(<ReadingControlPage />, '/kiem-soat-dien-nuoc');

    expect(await screen.findByText('Không có phòng nào thiếu chỉ số, có chỉ số bất thường hay chưa tính tiền trong tháng này')).toBeTruthy();
    const now = new Date();
    const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    expect(Object.fromEntries(api.callsTo('GET', '/api/bills/control')[0]!.query)).toEqual({ building: 'BN', month });
    expect(screen.getByText(/Đã tính tiền lúc .*\(ketoan, 38 phòng\)/)).toBeTruthy();
    expect(bodyRows()).toHaveLength(0);
  });
});
