import { act, fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Dashboard, DashboardBuilding } from '../../shared/api/rooms/dashboard';
import DashboardPage from '../../web/src/features/rooms/dashboard/DashboardPage';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';

beforeEach(() => signIn('staff'));
afterEach(resetScreenState);

const today = dayjs().format('YYYY-MM-DD');
const month = today.slice(0, 7);
const daysAgo = (n: number) => dayjs().subtract(n, 'day').format('YYYY-MM-DD');
const monthStart = (d: string) => `${d.slice(0, 7)}-01`;

const section = (building: DashboardBuilding['building'], over: Partial<DashboardBuilding> = {}): DashboardBuilding => ({
  building,
  rooms: 10,
  by_status: [
    { status: 0, count: 2 },
    { status: 1, count: 1 },
    { status: 2, count: 5 },
    { status: 3, count: 1 },
    { status: 4, count: 1 },
  ],
  leaving: [{ room_id: '305', notice_date: today, expected_leave_date: dayjs().add(9, 'day').format('YYYY-MM-DD') }],
  relet: [{ room_id: '401' }],
  overdue_deposits: [
    {
      room_id: '102',
      deposit_id: 'D1',
      slip_no: 'CBN2609-001',
      customer_name: 'Nguyễn Văn Cọc',
      date: daysAgo(81),
      expected_move_in_date: daysAgo(78),
      days_late: 78,
    },
  ],
  unpaid: {
    total: 4_520_000,
    stays: 3,
    // Oldest first, one per stay: the departed tenant of 201 before the one living there now.
    oldest: [
      { room_id: '201', stay_id: 'S1', customer_name: 'Trần Thị Cũ', contract_no: 'HD-1', status: 'checked_out', unpaid: 292_826, oldest_month: '2026-09' },
      { room_id: '202', stay_id: 'S2', customer_name: 'Lê Văn Nợ', status: 'active', unpaid: 2_707_174, oldest_month: '2026-10' },
      { room_id: '201', stay_id: 'S3', customer_name: 'Phạm Mới', status: 'active', unpaid: 1_520_000, oldest_month: '2026-11' },
    ],
  },
  missing_readings: [
    { type: 'E', rooms: ['101', '103'] },
    { type: 'W', rooms: ['103'] },
  ],
  open_repairs: [{ id: 'R1', book: 'ordinary', place: 'Hành lang tầng 2', description: 'Bóng đèn hỏng', reported_on: daysAgo(21), days_open: 21 }],
  // What to do today (issue 23): nothing waiting unless a test says so.
  leaving_week: [],
  refunds: { from: `${month}-01`, count: 0, total: 0, oldest: [] },
  timesheets: { count: 0, total: 0, months: [] },
  cards_to_collect: [],
  unbilled_months: [],
  cash: { wallet: building === 'MA' || building === 'MT' ? 10 : 6, balance: 0 },
  ...over,
});

const stubs = (answer: (building: string) => Omit<Dashboard, 'cash' | 'today_actions'>) =>
  stubApi({
    'GET /api/dashboard': (c) => ({ body: { cash: [], today_actions: 0, ...answer(c.query.get('building') ?? '') } }),
    'GET /api/logs': () => ({ body: { items: [] } }),
    'GET /api/deposits/search': () => ({ body: [] }),
    'GET /api/check-ins/search': () => ({ body: [] }),
    'GET /api/check-outs/search': () => ({ body: [] }),
  });

const figureLink = (card: HTMLElement, title: string) => within(card).getByRole('link', { name: title }).getAttribute('href');

describe('/dashboard figures', () => {
  it('loads every building in one request and links each figure to the screen that lists it, with the filters in the URL', async () => {
    const api = stubs(() => ({ today, month, buildings: [section('BN'), section('MA', { overdue_deposits: [] })] }));
    // Every building is a choice ("Tất cả toà nhà"); the default is BN (issue 23: dashboard-todo.test.tsx).
    renderScreen(<DashboardPage />, '/dashboard?building=all');
    const bn = (await screen.findByText(/^BN – /)).closest('.ant-card') as HTMLElement;
    expect(api.callsTo('GET', '/api/dashboard')).toHaveLength(1);
    expect(Object.fromEntries(api.callsTo('GET', '/api/dashboard')[0]!.query)).toEqual({ building: 'all' });

    expect(figureLink(bn, 'Sắp trống trong 30 ngày')).toBe('/phieu-bao-tra-phong?building=BN');
    expect(figureLink(bn, 'Báo trả đã có cọc mới')).toBe('/theo-doi-tinh-trang-phong?building=BN&status=4');
    expect(figureLink(bn, 'Cọc quá hạn nhận phòng')).toBe(`/theo-doi-coc?building=BN&status=active&from=${monthStart(daysAgo(81))}&to=${today}`);
    expect(figureLink(bn, 'Tiền phòng chưa thu (3 lượt thuê)')).toBe(`/bao-cao-tien-phong-chua-thu?building=BN&month=${month}`);
    expect(figureLink(bn, `Thiếu chỉ số tháng ${dayjs().format('MM/YYYY')}`)).toBe(`/kiem-soat-dien-nuoc?building=BN&month=${month}&problem=missing`);
    // Rooms, not meters: 101 lacks its electricity reading, 103 both; two rooms to read.
    expect(
      within(bn)
        .getByRole('link', { name: `Thiếu chỉ số tháng ${dayjs().format('MM/YYYY')}` })
        .querySelector('.ant-statistic-content-value')?.textContent,
    ).toBe('2');
    expect(figureLink(bn, 'Sửa chữa mở quá 7 ngày')).toBe(`/phieu-sua-chua-va-cham-cong?building=BN&from=${monthStart(daysAgo(21))}&to=${today}`);
    const statusLinks = within(bn)
      .getAllByRole('link')
      .filter((a) => a.querySelector('.ant-tag'));
    expect(statusLinks.map((a) => [a.getAttribute('href')!.slice(-1), a.textContent])).toEqual([
      ['0', 'Trống: 2'],
      ['1', 'Đã cọc, chưa vào ở: 1'],
      ['2', 'Đang ở: 5'],
      ['3', 'Báo trả phòng: 1'],
      ['4', 'Báo trả, đã có cọc mới: 1'],
    ]);

    const text = (bn.textContent ?? '').replace(/\s/g, ' ');
    expect(text).toContain('4.520.000 ₫');
    expect(text).toContain('Phòng 201 – Trần Thị Cũ (đã trả phòng): 292.826 ₫ từ tháng 09/2026');
    expect(text.indexOf('Trần Thị Cũ')).toBeLessThan(text.indexOf('Lê Văn Nợ'));
    expect(text.indexOf('Lê Văn Nợ')).toBeLessThan(text.indexOf('Phòng 201 – Phạm Mới: 1.520.000 ₫ từ tháng 11/2026'));
    expect(text).toContain(`Phòng 102 – Nguyễn Văn Cọc: hẹn ${dayjs(daysAgo(78)).format('DD-MM-YYYY')} (trễ 78 ngày)`);
    // A line about one room opens the room's page (issue 24).
    const lineLink = (start: string) =>
      [...bn.querySelectorAll('.dashboard-figure-rows a')].find((a) => a.textContent?.startsWith(start))?.getAttribute('href');
    expect(lineLink('Phòng 102 – Nguyễn Văn Cọc')).toBe('/phong/BN/102');
    expect(lineLink('Phòng 201 – Trần Thị Cũ')).toBe('/phong/BN/201');
    expect(text).toContain('Điện: 101, 103');
    expect(text).toContain('Hành lang tầng 2: Bóng đèn hỏng (21 ngày)');
    // MA's deposit link with none overdue opens this month.
    const ma = (await screen.findByText(/^MA – /)).closest('.ant-card') as HTMLElement;
    expect(figureLink(ma, 'Cọc quá hạn nhận phòng')).toBe(`/theo-doi-coc?building=MA&status=active&from=${month}-01&to=${today}`);
  });

  it('asks for the building kept in the URL, and for another when one is chosen', async () => {
    const api = stubs((b) => ({ today, month, buildings: [section(b as DashboardBuilding['building'])] }));
    const { router } = renderScreen(<DashboardPage />, '/dashboard?building=MA');
    await screen.findByText(/^MA – /);
    expect(api.callsTo('GET', '/api/dashboard')[0]!.query.get('building')).toBe('MA');
    await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Toà nhà' })));
    const dropdown = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1) as HTMLElement;
    await act(async () => fireEvent.click(await within(dropdown).findByText(/^XA – /, { selector: '.ant-select-item-option-content' })));
    await screen.findByText(/^XA – /, { selector: '.ant-card-head-title' });
    expect(api.callsTo('GET', '/api/dashboard').at(-1)!.query.get('building')).toBe('XA');
    expect(router.state.location.search).toBe('?building=XA');
  });
});
