import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Deposit } from '../../shared/api/deposits';
import type { LogEntry } from '../../shared/api/logs';
import DashboardPage from '../../web/src/features/rooms/dashboard/DashboardPage';
import LogsPage from '../../web/src/features/logs/LogsPage';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';

beforeEach(() => signIn('staff'));
afterEach(resetScreenState);

const today = dayjs().format('YYYY-MM-DD');
const nbsp = (s: string | null | undefined) => (s ?? '').replace(/\s/g, ' ');

const deposit = (n: number, status: Deposit['status'] = 'active'): Deposit => ({
  id: `01M825RB9J42PVFRQXQM55DT${String(n).padStart(2, '0')}`,
  slip_no: `CBN2611-${String(n).padStart(3, '0')}`,
  building: 'BN',
  room_id: `10${n}`,
  customer_name: `Khách ${n}`,
  amount_agreed: 3_500_000,
  amount_paid: 3_500_000,
  unpaid: 0,
  wallet: 6,
  agent_user_id: 'u-baove1',
  agent_name: 'Trần Văn Bảo',
  date: today,
  expected_move_in_date: today,
  status,
  version: 1,
  created_at: `${today}T02:00:00.000Z`,
  updated_at: `${today}T02:00:00.000Z`,
  created_by: { user_id: 'u-ketoan', username: 'ketoan' },
});

const log = (n: number, v: Partial<LogEntry>): LogEntry => ({
  id: `01M825RSCBV80E0A4WWTCFC7${String(n).padStart(2, '0')}`,
  at: `${today}T03:00:0${n}.000Z`,
  action: 'deposit',
  actor: { user_id: 'u-ketoan', username: 'ketoan', name: 'Nguyễn Thị Kế Toán' },
  entity: 'deposit',
  entity_id: '01M825RB9J42PVFRQXQM55DTBP',
  building: 'BN',
  summary: '',
  ...v,
});

/** Log lines as the server wrote them before it named records: ids, raw amounts and ISO dates. */
const OLD_LOGS: LogEntry[] = [
  log(1, { action: 'check_out', entity: 'check_out', summary: 'Trả phòng 101 (BN), HĐ HD-BN101-20260101: hoá đơn 1594900, trừ cọc 1594900, trả lại 0' }),
  log(2, { action: 'update', entity: 'room', entity_id: 'BN-305', summary: 'Báo trả phòng, dự kiến trả 2026-11-11: phòng 305 (BN)' }),
  log(3, { summary: 'Nhận cọc CBN2611-006 phòng 102 (BN) - Nguyễn Văn A' }),
];

/** The dashboard's figures with nothing to do; `today_actions`: the log lines written today as the server counts them (issue 23: counted, never a list's length). */
const board = (today_actions: number) => ({
  'GET /api/dashboard': () => ({ body: { today, month: today.slice(0, 7), buildings: [], cash: [], today_actions } }),
});

describe('dashboard "today" figures (vouchers dated today, not log lines written today)', () => {
  it('writes its figures the Vietnamese way (1.234, not 1,234)', async () => {
    const history = Array.from({ length: 1234 }, (_, i) => log(i % 10, { id: `L${i}`, summary: `Nhận cọc CBN2605-${i}` }));
    stubApi({
      ...board(1234),
      'GET /api/logs': () => ({ body: { items: history } }),
      'GET /api/deposits/search': () => ({ body: [] }),
      'GET /api/check-ins/search': () => ({ body: [] }),
      'GET /api/check-outs/search': () => ({ body: [] }),
    });
    renderScreen(<DashboardPage />, '/dashboard');
    const figure = async (title: string) => (await screen.findByText(title)).closest('.ant-statistic')!.querySelector('.ant-statistic-content')!.textContent;
    await waitFor(async () => expect(await figure('Tổng thao tác hôm nay')).toBe('1.234'));
  });

  it('counts deposit slips, check-ins and check-outs dated today, whatever the log holds', async () => {
    // A first start writes six months of history today: hundreds of log lines, none of them today's slips.
    const history = Array.from({ length: 344 }, (_, i) => log(i % 10, { id: `L${i}`, summary: `Nhận cọc CBN2605-${i}` }));
    const api = stubApi({
      ...board(344),
      'GET /api/logs': () => ({ body: { items: history } }),
      'GET /api/deposits/search': () => ({ body: [deposit(1), deposit(2), deposit(3, 'deleted')] }),
      'GET /api/check-ins/search': () => ({ body: [] }),
      'GET /api/check-outs/search': () => ({ body: [] }),
    });
    renderScreen(<DashboardPage />, '/dashboard');

    const figure = async (title: string) => (await screen.findByText(title)).closest('.ant-statistic')!.querySelector('.ant-statistic-content')!.textContent;
    await waitFor(async () => expect(await figure('Đặt cọc hôm nay')).toBe('2'));
    expect(await figure('Nhận phòng hôm nay')).toBe('0');
    expect(await figure('Trả phòng hôm nay')).toBe('0');
    expect(await figure('Tổng thao tác hôm nay')).toBe('344');
    expect(Object.fromEntries(api.callsTo('GET', '/api/deposits/search')[0]!.query)).toEqual({ from: today, to: today });
    // Check-ins and check-outs are kept per building: every building is asked for today.
    expect(api.callsTo('GET', '/api/check-ins/search').map((c) => [c.query.get('building'), c.query.get('from'), c.query.get('to')])).toContainEqual([
      'GB',
      today,
      today,
    ]);
    expect(api.callsTo('GET', '/api/check-outs/search')).toHaveLength(6);
  });

  it("writes money and dates of today's activity for people", async () => {
    stubApi({
      'GET /api/logs': () => ({ body: { items: OLD_LOGS } }),
      'GET /api/deposits/search': () => ({ body: [] }),
      'GET /api/check-ins/search': () => ({ body: [] }),
      'GET /api/check-outs/search': () => ({ body: [] }),
    });
    renderScreen(<DashboardPage />, '/dashboard');
    const card = (await screen.findByText('Hoạt động hôm nay')).closest('.ant-card') as HTMLElement;
    await within(card).findByText(/hoá đơn/);
    expect(nbsp(card.textContent)).toContain('hoá đơn 1.594.900 ₫, trừ cọc 1.594.900 ₫');
    expect(nbsp(card.textContent)).toContain('dự kiến trả 11-11-2026');
    expect(card.textContent).not.toMatch(/2026-11-11|1594900/);
  });
});

describe('activity log (/logs): records as people know them', () => {
  it('shows slip and contract numbers with the room, linked, and summaries with vi-VN money and DD-MM-YYYY', async () => {
    stubApi({ 'GET /api/logs': () => ({ body: { items: OLD_LOGS } }) });
    renderScreen(<LogsPage />, '/logs');
    await screen.findByText(/Báo trả phòng, dự kiến trả 11-11-2026/);
    const rows = [...document.querySelectorAll('tbody tr.ant-table-row')] as HTMLElement[];
    const cell = (row: HTMLElement, header: string) => {
      const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
      return row.querySelectorAll('td')[headers.indexOf(header)] as HTMLElement;
    };
    const objects = rows.map((r) => cell(r, 'Đối tượng').textContent);
    expect(objects).toEqual(['HD-BN101-20260101 · Phòng 101 (BN)', 'Phòng 305 (BN)', 'CBN2611-006 · Phòng 102 (BN)']);
    for (const o of objects) expect(o).not.toMatch(/[0-9A-HJKMNP-TV-Z]{26}|deposit|check_out|stay ·/);
    expect(cell(rows[2]!, 'Đối tượng').querySelector('a')!.getAttribute('href')).toBe(
      '/bao-cao-nhan-coc?building=BN&from=2026-11-01&to=2026-11-30&q=CBN2611-006',
    );
    expect(cell(rows[1]!, 'Đối tượng').querySelector('a')!.getAttribute('href')).toBe('/phong/BN/305');
    expect(nbsp(cell(rows[0]!, 'Nội dung').textContent)).toBe(
      'Trả phòng 101 (BN), HĐ HD-BN101-20260101: hoá đơn 1.594.900 ₫, trừ cọc 1.594.900 ₫, trả lại 0 ₫',
    );
  });

  it('prefers the number and name the server gives a record', async () => {
    stubApi({ 'GET /api/logs': () => ({ body: { items: [log(1, { entity_no: 'CBN2611-009', entity_name: 'Nguyễn Văn B', summary: 'Nhận cọc' })] } }) });
    renderScreen(<LogsPage />, '/logs');
    expect(await screen.findByText('CBN2611-009 · Nguyễn Văn B')).toBeTruthy();
  });
});
