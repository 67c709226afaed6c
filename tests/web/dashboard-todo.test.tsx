import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Dashboard, DashboardBuilding } from '../../shared/api/rooms/dashboard';
import type { LogEntry } from '../../shared/api/logs';
import DashboardPage from '../../web/src/features/rooms/dashboard/DashboardPage';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';

// Issue 23, items 4, 6 and 10: the dashboard opens on BN with every building a choice, says what to do
// today (an overall block above the buildings, each figure linked to where it is done), counts today's
// actions instead of measuring a capped list, keeps the PCCC link in its card, and folds the buildings
// on a phone.

beforeEach(() => signIn('staff'));
afterEach(resetScreenState);

const today = dayjs().format('YYYY-MM-DD');
const month = today.slice(0, 7);
const prev = dayjs().subtract(1, 'month').format('YYYY-MM');
const inDays = (n: number) => dayjs().add(n, 'day').format('YYYY-MM-DD');
const ddmm = (d: string) => dayjs(d).format('DD-MM-YYYY');
const mmyyyy = (m: string) => `${m.slice(5)}/${m.slice(0, 4)}`;
const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');

const section = (building: DashboardBuilding['building'], over: Partial<DashboardBuilding> = {}): DashboardBuilding => ({
  building,
  rooms: 10,
  by_status: [0, 1, 2, 3, 4].map((status) => ({ status, count: status === 2 ? 10 : 0 })),
  leaving: [],
  relet: [],
  overdue_deposits: [],
  unpaid: { total: 0, stays: 0, oldest: [] },
  missing_readings: [
    { type: 'E', rooms: [] },
    { type: 'W', rooms: [] },
  ],
  open_repairs: [],
  leaving_week: [],
  refunds: { from: `${dayjs().subtract(11, 'month').format('YYYY-MM')}-01`, count: 0, total: 0, oldest: [] },
  timesheets: { count: 0, total: 0, months: [] },
  cards_to_collect: [],
  unbilled_months: [],
  cash: { wallet: building === 'MA' || building === 'MT' ? 10 : 6, balance: 0 },
  ...over,
});

/** BN with something of every kind to do. */
const busyBN = () =>
  section('BN', {
    leaving_week: [
      { room_id: '305', status: 3, expected_leave_date: today, days_left: 0 },
      { room_id: '401', status: 4, expected_leave_date: inDays(3), days_left: 3 },
    ],
    refunds: {
      from: `${dayjs().subtract(11, 'month').format('YYYY-MM')}-01`,
      count: 2,
      total: 2_371_680,
      oldest: [
        { id: 'RD1', room_id: '201', customer_name: 'Trần Thị Cũ', contract_no: 'HD-1', leave_date: `${prev}-16`, amount: 1_185_840 },
        { id: 'RD2', room_id: '202', customer_name: 'Lê Văn Đi', contract_no: 'HD-2', leave_date: `${month}-01`, amount: 1_185_840 },
      ],
    },
    timesheets: {
      count: 3,
      total: 1_650_000,
      months: [
        { book: 'ordinary', month: prev, count: 1, total: 550_000 },
        { book: 'pccc', month: prev, count: 1, total: 550_000 },
        { book: 'ordinary', month, count: 1, total: 550_000 },
      ],
    },
    cards_to_collect: [{ id: 'C1', room_id: '201', card_no: '12', tenant: 'Trần Thị Cũ', vehicle_type: 'motorbike', plate: '59X1-12345' }],
    unbilled_months: [prev],
    cash: { wallet: 6, balance: 12_345_000 },
    open_repairs: [
      { id: 'R1', book: 'ordinary', place: 'Hành lang tầng 2', description: 'Bóng đèn hỏng', reported_on: inDays(-21), days_open: 21 },
      { id: 'R2', book: 'pccc', place: 'Cầu thang', description: 'Bình chữa cháy hết hạn', reported_on: inDays(-9), days_open: 9 },
    ],
  });

const RECENT: LogEntry[] = Array.from({ length: 8 }, (_, n) => ({
  id: `01M825RSCBV80E0A4WWTCFC7${String(n).padStart(2, '0')}`,
  at: `${today}T03:00:0${n}.000Z`,
  action: 'deposit',
  actor: { user_id: 'u-ketoan', username: 'ketoan', name: 'Nguyễn Thị Kế Toán' },
  entity: 'deposit',
  entity_id: '01M825RB9J42PVFRQXQM55DTBP',
  building: 'BN',
  summary: `Nhận cọc CBN2611-00${n}`,
}));

function stubs(answer: (building: string) => DashboardBuilding[], extra: Partial<Dashboard> = {}) {
  return stubApi({
    'GET /api/dashboard': (c) => {
      const buildings = answer(c.query.get('building') ?? '');
      const wallets = [...new Set(buildings.map((b) => b.cash.wallet))];
      return {
        body: {
          today,
          month,
          buildings,
          cash: wallets.map((wallet) => ({ wallet, balance: buildings.find((b) => b.cash.wallet === wallet)!.cash.balance })),
          today_actions: 5187,
          ...extra,
        },
      };
    },
    'GET /api/logs': () => ({ body: { items: RECENT } }),
    'GET /api/deposits/search': () => ({ body: [] }),
    'GET /api/check-ins/search': () => ({ body: [] }),
    'GET /api/check-outs/search': () => ({ body: [] }),
  });
}

const cardTitled = async (title: RegExp) => (await screen.findByText(title, { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;
const figureValue = (card: HTMLElement, title: string) =>
  within(card).getByRole('link', { name: title }).querySelector('.ant-statistic-content-value')?.textContent;
const figureLink = (card: HTMLElement, title: string) => within(card).getByRole('link', { name: title }).getAttribute('href');

describe('/dashboard defaults (spec §9: building BN, with "Tất cả toà nhà")', () => {
  it('opens on BN, offers every building, and asks for all of them when chosen', async () => {
    const api = stubs((b) => (b === 'all' ? [section('BN'), section('GB')] : [section(b as DashboardBuilding['building'])]));
    const { router } = renderScreen(<DashboardPage />, '/dashboard');
    await cardTitled(/^BN – Nhà Bình Nguyên$/);
    expect(api.callsTo('GET', '/api/dashboard').map((c) => c.query.get('building'))).toEqual(['BN']);
    const select = screen.getByRole('combobox', { name: 'Toà nhà' });
    expect(select.closest('.ant-select')!.querySelector('.ant-select-selection-item')!.textContent).toBe('BN – Nhà Bình Nguyên');
    await act(async () => fireEvent.mouseDown(select));
    const dropdown = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1) as HTMLElement;
    await act(async () => fireEvent.click(await within(dropdown).findByText('Tất cả toà nhà', { selector: '.ant-select-item-option-content' })));
    await cardTitled(/^GB – /);
    expect(api.callsTo('GET', '/api/dashboard').at(-1)!.query.get('building')).toBe('all');
    expect(router.state.location.search).toBe('?building=all');
    expect(text(await cardTitled(/^Việc cần làm/))).toContain('Việc cần làm – Tất cả toà nhà');
  });
});

describe('/dashboard: what to do today', () => {
  it('counts today’s actions (5.187, not the 8 lines listed) and shows the overall block above the building', async () => {
    stubs(() => [busyBN()]);
    renderScreen(<DashboardPage />, '/dashboard');
    const stat = async (title: string) => (await screen.findByText(title)).closest('.ant-statistic')!.querySelector('.ant-statistic-content')!.textContent;
    await waitFor(async () => expect(await stat('Tổng thao tác hôm nay')).toBe('5.187'));

    const overall = await cardTitled(/^Việc cần làm – BN – Nhà Bình Nguyên$/);
    const bn = await cardTitled(/^BN – Nhà Bình Nguyên$/);
    // Above the building's block.
    expect(overall.compareDocumentPosition(bn) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // One building in scope: each overall figure links to that building's screen.
    expect(figureValue(overall, 'Trả phòng trong 7 ngày')).toBe('2');
    expect(figureLink(overall, 'Trả phòng trong 7 ngày')).toBe('/phieu-bao-tra-phong?building=BN');
    expect(figureValue(overall, 'Cọc chờ trả')).toMatch(/^2\.371\.680\s₫$/);
    expect(figureValue(overall, 'Công sửa chữa chưa trả')).toMatch(/^1\.650\.000\s₫$/);
    expect(figureValue(overall, 'Thẻ xe cần thu')).toBe('1');
    expect(figureValue(overall, 'Tháng chưa tính tiền')).toBe('1');
    expect(figureLink(overall, 'Tháng chưa tính tiền')).toBe(`/bang-tinh-tien?building=BN&month=${prev}`);
    expect(figureValue(overall, 'Quỹ tiền mặt')).toMatch(/^12\.345\.000\s₫$/);
    expect(figureLink(overall, 'Quỹ tiền mặt')).toBe(`/so-tien-mat?wallet=6&from=${month}-01&to=${today}`);
    expect(figureValue(overall, 'Sửa chữa mở quá 7 ngày')).toBe('2');
  });

  it('lists each new figure of a building with its rows, each linked to where it is done', async () => {
    stubs(() => [busyBN()]);
    renderScreen(<DashboardPage />, '/dashboard');
    const bn = await cardTitled(/^BN – Nhà Bình Nguyên$/);
    const from = `${dayjs().subtract(11, 'month').format('YYYY-MM')}-01`;
    expect(figureLink(bn, 'Trả phòng trong 7 ngày')).toBe('/phieu-bao-tra-phong?building=BN');
    expect(figureLink(bn, 'Cọc chờ trả (2 phiếu)')).toBe(`/bao-cao-tra-coc?building=BN&from=${from}&to=${today}&status=pending`);
    expect(figureLink(bn, 'Công sửa chữa chưa trả (3 bảng)')).toBe(`/phieu-sua-chua-va-cham-cong?building=BN&month=${prev}&tab=totals`);
    expect(figureLink(bn, 'Thẻ xe cần thu')).toBe('/the-xe?building=BN');
    expect(figureLink(bn, 'Tháng chưa tính tiền')).toBe(`/bang-tinh-tien?building=BN&month=${prev}`);
    expect(figureLink(bn, 'Quỹ tiền mặt BN')).toBe(`/so-tien-mat?wallet=6&from=${month}-01&to=${today}`);
    const t = text(bn);
    expect(t).toContain(`Phòng 305: trả ${ddmm(today)} (hôm nay)`);
    expect(t).toContain(`Phòng 401: trả ${ddmm(inDays(3))} (còn 3 ngày), đã có cọc mới`);
    expect(t).toContain(`Phòng 201 – Trần Thị Cũ: 1.185.840 ₫ (trả phòng ${ddmm(`${prev}-16`)})`);
    expect(t).toContain('Phòng 201: thẻ số 12 – Xe máy 59X1-12345 (Trần Thị Cũ)');
    expect(t).toContain(mmyyyy(prev));
    expect(t).toMatch(/12\.345\.000\s₫/);
    // Each month of unpaid timesheets opens that month of its own book, on the month's totals (where it is paid).
    const money = (m: string, book = '') => new RegExp(`^${book}Tháng ${mmyyyy(m).replace('/', '\\/')}: 550\\.000\\s₫ \\(1 bảng\\)$`);
    expect(
      within(bn)
        .getByRole('link', { name: money(prev, 'PCCC lớn – ') })
        .getAttribute('href'),
    ).toBe(`/phieu-sua-chua-va-cham-cong-pccc-lon?building=BN&month=${prev}&tab=totals`);
    expect(
      within(bn)
        .getByRole('link', { name: money(month) })
        .getAttribute('href'),
    ).toBe(`/phieu-sua-chua-va-cham-cong?building=BN&month=${month}&tab=totals`);
  });

  it('keeps the PCCC repairs link inside its figure’s card', async () => {
    stubs(() => [busyBN()]);
    renderScreen(<DashboardPage />, '/dashboard');
    const bn = await cardTitled(/^BN – Nhà Bình Nguyên$/);
    const repairs = within(bn).getByRole('link', { name: 'Sửa chữa mở quá 7 ngày' }).closest('.ant-card') as HTMLElement;
    const pccc = within(bn).getByRole('link', { name: 'Xem phiếu sửa chữa PCCC lớn' });
    expect(repairs.contains(pccc)).toBe(true);
  });

  it('with every building: totals over them, a line per building with something to do, a line per cash box', async () => {
    stubs(() => [
      busyBN(),
      section('MA', { cards_to_collect: [], cash: { wallet: 10, balance: 1_000_000 } }),
      section('MT', { cash: { wallet: 10, balance: 1_000_000 } }),
    ]);
    renderScreen(<DashboardPage />, '/dashboard?building=all');
    const overall = await cardTitled(/^Việc cần làm – Tất cả toà nhà$/);
    const card = (title: string) => within(overall).getByText(title).closest('.ant-card') as HTMLElement;
    expect(text(card('Thẻ xe cần thu'))).toContain('BN: 1 thẻ');
    expect(text(card('Thẻ xe cần thu'))).not.toContain('MA:');
    expect(within(card('Thẻ xe cần thu')).getByRole('link', { name: 'BN: 1 thẻ' }).getAttribute('href')).toBe('/the-xe?building=BN');
    // Wallet 10 is MA's and MT's: counted once.
    const cash = card('Quỹ tiền mặt');
    expect(cash.querySelector('.ant-statistic-content-value')!.textContent).toMatch(/^13\.345\.000\s₫$/);
    expect(
      within(cash)
        .getByRole('link', { name: /^Tiền mặt MA-MT: 1\.000\.000\s₫$/ })
        .getAttribute('href'),
    ).toBe(`/so-tien-mat?wallet=10&from=${month}-01&to=${today}`);
    expect(text(card('Tháng chưa tính tiền'))).toContain(`BN: ${mmyyyy(prev)}`);
  });
});

describe('/dashboard on a phone (390 px)', () => {
  const wide = window.matchMedia;
  afterEach(() => {
    window.matchMedia = wide;
  });

  it('folds each building’s detail into a line, opened on demand; the overall block stays', async () => {
    // A phone: only the `xs` query (max-width 575px) matches.
    window.matchMedia = (query: string) => ({ ...wide(query), matches: /max-width:\s*575/.test(query), media: query });
    stubs(() => [busyBN(), section('GB')]);
    renderScreen(<DashboardPage />, '/dashboard?building=all');
    await cardTitled(/^Việc cần làm – Tất cả toà nhà$/);
    const header = await screen.findByText(/^BN – Nhà Bình Nguyên · 10 phòng/);
    // No building card: the building is a folded line.
    expect([...document.querySelectorAll('.ant-card-head-title')].map((t) => t.textContent).filter((t) => /^(BN|GB) – /.test(t ?? ''))).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Cọc chờ trả (2 phiếu)' })).toBeNull();
    await act(async () => fireEvent.click(header));
    expect((await screen.findByRole('link', { name: 'Cọc chờ trả (2 phiếu)' })).getAttribute('href')).toContain('/bao-cao-tra-coc?building=BN');
  });
});
