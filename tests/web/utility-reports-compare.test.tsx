import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ComparisonPage from '../../web/src/features/utilities/reports/ComparisonPage';
import MonthEndFilesPage, { NO_FILES } from '../../web/src/features/exports/MonthEndFilesPage';
import { NO_DATA } from '../../web/src/lib/format';
import { renderScreen, resetScreenState, signIn, stubApi, type Answer, type ApiCall } from './harness';

/** So sánh điện nước and Báo cáo cuối tháng (issue 12) through the app's real client with a stubbed fetch. */
beforeEach(() => signIn('staff'));
afterEach(resetScreenState);

const text = (el: Element) => el.textContent?.replace(/\s/g, ' ').trim() ?? '';
const cells = (tr: Element) => [...tr.querySelectorAll('td')].map(text);
const click = async (el: Element) => act(async () => void fireEvent.click(el));

// As the server answers (issue 23 §4): no difference without both months, no rate without a base.
const difference = (a: number | null, b: number | null) => (a === null || b === null ? null : b - a);
const rate = (a: number | null, b: number | null) => (a === null || b === null || a === 0 ? null : Math.round(((b - a) / a) * 10_000) / 100);
const row = (building: string, room_id: string, ea: number | null, eb: number | null, wa: number | null, wb: number | null) => ({
  building,
  room_id,
  electricity_a: ea,
  electricity_b: eb,
  electricity_difference: difference(ea, eb),
  electricity_rate: rate(ea, eb),
  water_a: wa,
  water_b: wb,
  water_difference: difference(wa, wb),
  water_rate: rate(wa, wb),
});
const { room_id: _r, ...GB_TOTAL } = row('GB', '', 300, 360, 12, 10);
const COMPARISON = {
  month_a: '2026-09',
  month_b: '2026-10',
  rows: [row('GB', '101', 100, 150, 5, 4), row('GB', '102', 200, 210, 7, 6), row('GB', '103', null, 0, null, 0)],
  buildings: [GB_TOTAL],
  saved: [{ month_a: '2026-08', month_b: '2026-10', note: 'Mùa nóng', saved_at: '2026-11-02T02:00:00.000Z', saved_by: 'ketoan' }],
};

describe('so sánh điện nước (/so-sanh-dien-nuoc)', () => {
  let api: ReturnType<typeof stubApi>;
  let post: ReturnType<typeof vi.fn<(c: ApiCall) => Answer>>;
  let del: ReturnType<typeof vi.fn<(c: ApiCall) => Answer>>;
  beforeEach(() => {
    post = vi.fn<(c: ApiCall) => Answer>((c) => ({
      body: { ...(c.body as object), note: 'So với tháng trước', saved_at: '2026-11-23T01:00:00.000Z', saved_by: 'ketoan' },
    }));
    del = vi.fn<(c: ApiCall) => Answer>(() => ({ body: { message: 'Đã xoá so sánh 08/2026 – 10/2026' } }));
    api = stubApi({
      'GET /api/electricity-water-comparison': (c) => ({ body: { ...COMPARISON, month_a: c.query.get('month_a'), month_b: c.query.get('month_b') } }),
      'POST /api/electricity-water-comparison': (c) => post(c),
      'DELETE /api/electricity-water-comparison/2026-08/2026-10': (c) => del(c),
    });
  });

  it('asks for the two months and building of the URL and shows rooms, building totals, their chart and the saved pairs', async () => {
    renderScreen(<ComparisonPage />, '/so-sanh-dien-nuoc?a=2026-09&b=2026-10&building=GB');
    const chart = await screen.findByRole('figure', { name: 'Biểu đồ tổng điện theo toà, tháng 09/2026 và 10/2026' });
    expect(api.queryOf(api.callsTo('GET', '/api/electricity-water-comparison')[0]!)).toEqual({ month_a: '2026-09', month_b: '2026-10', building: 'GB' });
    await waitFor(() =>
      expect(text(chart)).toContain('Điện: 300 kWh tháng 09/2026, 360 kWh tháng 10/2026 (chênh lệch 60 kWh); tăng nhiều nhất toà GB (60 kWh)'),
    );
    expect(text(screen.getByRole('figure', { name: /Biểu đồ tổng nước/ }))).toContain('Nước: 12 m³ tháng 09/2026, 10 m³ tháng 10/2026 (chênh lệch -2 m³)');

    await waitFor(() => expect(screen.getByText('102')).toBeTruthy());
    // The rooms' table has 10 columns, the buildings' 9.
    const roomRows = [...document.querySelectorAll('tbody tr.ant-table-row')].filter((tr) => cells(tr).length === 10);
    // Issue 23 §4, §6: one percent format (signed for a change), and a month without a figure reads "chưa có số liệu".
    expect(roomRows.map(cells)).toEqual([
      ['GB', '101', '100', '150', '50', '+50%', '5', '4', '-1', '-20%'],
      ['GB', '102', '200', '210', '10', '+5%', '7', '6', '-1', '-14,3%'],
      ['GB', '103', NO_DATA, '0', NO_DATA, NO_DATA, NO_DATA, '0', NO_DATA, NO_DATA],
    ]);
    // Issue 24: a room number opens the room's page; the buildings' totals have no room to link.
    expect(roomRows[0]!.querySelector('a')!.getAttribute('href')).toBe('/phong/GB/101');
    const totals = [...document.querySelectorAll('tbody tr.ant-table-row')].filter((tr) => cells(tr).length === 9);
    expect(totals.map(cells)).toEqual([['GB', '300', '360', '60', '+20%', '12', '10', '-2', '-16,7%']]);
    expect(screen.getByText('Mùa nóng')).toBeTruthy();
  });

  it('opens a saved pair, deletes it after a confirm, and saves the pair on screen with a note', async () => {
    renderScreen(<ComparisonPage />, '/so-sanh-dien-nuoc?a=2026-09&b=2026-10');
    await click(await screen.findByRole('button', { name: 'Mở so sánh 08/2026 – 10/2026' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/electricity-water-comparison')).toHaveLength(2));
    // No building in the URL: the default one, BN (spec §9).
    expect(api.queryOf(api.callsTo('GET', '/api/electricity-water-comparison')[1]!)).toEqual({ month_a: '2026-08', month_b: '2026-10', building: 'BN' });
    await screen.findByRole('figure', { name: 'Biểu đồ tổng điện theo toà, tháng 08/2026 và 10/2026' });

    await click(screen.getByRole('button', { name: 'Xoá so sánh 08/2026 – 10/2026' }));
    expect(del).not.toHaveBeenCalled();
    await click(await screen.findByText('Xoá', { selector: '.ant-popconfirm-buttons button span' }));
    await waitFor(() => expect(del).toHaveBeenCalledTimes(1));
    expect(del.mock.calls[0]![0].body).toEqual({ saved_at: '2026-11-02T02:00:00.000Z' });
    await screen.findByText('Đã xoá so sánh 08/2026 – 10/2026');

    await click(screen.getByText('Lưu cặp tháng').closest('button')!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Ghi chú'), { target: { value: '  So với tháng trước  ' } });
    await click(within(dialog).getByText('Lưu').closest('button')!);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![0].body).toEqual({ month_a: '2026-08', month_b: '2026-10', note: 'So với tháng trước' });
    expect(post.mock.calls[0]![0].headers['Idempotency-Key']).toBeTruthy();
    await screen.findByText('Đã lưu so sánh tháng 08/2026 với tháng 10/2026');
  });

  it('asks nothing for the same month twice', async () => {
    renderScreen(<ComparisonPage />, '/so-sanh-dien-nuoc?a=2026-10&b=2026-10');
    await screen.findByText('Hãy chọn hai tháng khác nhau');
    expect(api.callsTo('GET', '/api/electricity-water-comparison')).toHaveLength(0);
  });
});

describe('báo cáo cuối tháng (/bao-cao-cuoi-thang)', () => {
  const FUTURE = new Date(Date.now() + 3_600_000).toISOString();
  const PAST = new Date(Date.now() - 60_000).toISOString();
  it('lists the month’s files with their size and links until when they work, and says when there are none', async () => {
    const api = stubApi({
      'GET /api/month-end-files': (c) =>
        c.query.get('month') === '2026-10'
          ? {
              body: {
                month: '2026-10',
                closed_at: '2026-10-31T18:00:00.000Z',
                files: [
                  {
                    name: 'can-doi-phat-sinh-2026-10.xlsx',
                    title: 'Bảng cân đối phát sinh',
                    format: 'xlsx',
                    size: 48_300,
                    url: 'https://exports.example/month-end/2026-10/tb.xlsx?sig=1',
                    expires_at: FUTURE,
                  },
                  {
                    name: 'phan-tich-dien-2026-10.csv',
                    title: 'Phân tích phải thu khách hàng điện',
                    format: 'csv',
                    size: 2_400_000,
                    url: 'https://exports.example/month-end/2026-10/e.csv?sig=2',
                    expires_at: PAST,
                  },
                ],
              },
            }
          : { body: { month: c.query.get('month'), closed_at: null, files: [] } },
    });
    const view = renderScreen(<MonthEndFilesPage />, '/bao-cao-cuoi-thang?month=2026-10');
    const link = await screen.findByRole('link', { name: 'Tải Bảng cân đối phát sinh (Excel)' });
    expect(api.queryOf(api.callsTo('GET', '/api/month-end-files')[0]!)).toEqual({ month: '2026-10' });
    expect(link.getAttribute('href')).toBe('https://exports.example/month-end/2026-10/tb.xlsx?sig=1');
    const rows = [...document.querySelectorAll('tbody tr.ant-table-row')];
    expect(cells(rows[0]!).slice(0, 3)).toEqual(['Bảng cân đối phát sinh', 'Excel', '47,2 KB']);
    expect(cells(rows[0]!)[3]).toContain('Đường dẫn dùng được đến');
    expect(cells(rows[1]!).slice(0, 3)).toEqual(['Phân tích phải thu khách hàng điện', 'CSV', '2,3 MB']);
    expect(cells(rows[1]!)[3]).toContain('Đường dẫn đã hết hạn');
    expect(screen.queryByRole('link', { name: /Phân tích phải thu/ })).toBeNull();
    expect(screen.getByText(/Tháng 10\/2026 đã chốt lúc/)).toBeTruthy();

    await click(screen.getByText('Lấy đường dẫn mới').closest('button')!);
    await waitFor(() => expect(api.callsTo('GET', '/api/month-end-files')).toHaveLength(2));
    view.unmount();

    renderScreen(<MonthEndFilesPage />, '/bao-cao-cuoi-thang?month=2026-09');
    await screen.findByText(NO_FILES);
    expect(api.queryOf(api.callsTo('GET', '/api/month-end-files')[2]!)).toEqual({ month: '2026-09' });
  });
});
