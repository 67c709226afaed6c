import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MonthlyReportRow, UtilityBalance } from '../../shared/api/utilities';
import { addMonths, vnToday } from '../../shared/dates';
import MonthlyReportPage from '../../web/src/features/utilities/reports/MonthlyReportPage';
import UtilityDetailPage from '../../web/src/features/utilities/reports/UtilityDetailPage';
import { NO_DATA } from '../../web/src/lib/format';
import { renderScreen, resetScreenState, signIn, stubApi, type Answer, type ApiCall } from './harness';

/**
 * The utility report screens (issue 12) through the app's real client with a stubbed fetch. The chart
 * library draws SVG sized by its container, which jsdom does not lay out: the tests read each chart's
 * figure (its accessible title and summary) and the table with every figure.
 */
beforeEach(() => signIn('staff'));
afterEach(resetScreenState);

const balance = (type: 'E' | 'W', month: string, o: Partial<UtilityBalance> = {}): UtilityBalance => ({
  building: 'GB',
  type,
  month,
  state_units: 1_000,
  state_amount: 2_500_000,
  state_unit_price: 2_500,
  rooms_units: 850,
  rooms_amount: 3_000_000,
  rooms_unit_price: 3_529.41,
  internal_units: 50,
  internal_amount: 125_000,
  prorated: false,
  period_note: null,
  compared_units: 900,
  loss_units: 100,
  loss_amount: 250_000,
  loss_rate: 10,
  loss_flag: false,
  ceiling_per_kwh: type === 'E' ? 3_500 : null,
  price_flag: false,
  ...o,
});
const reportRow = (month: string, e: Partial<UtilityBalance>, w: Partial<UtilityBalance>, saved = false): MonthlyReportRow => ({
  building: 'GB',
  month,
  electricity: balance('E', month, e),
  water: balance('W', month, {
    state_units: 200,
    rooms_units: 150,
    internal_units: 10,
    compared_units: 160,
    loss_units: 40,
    loss_rate: 20,
    loss_amount: 400_000,
    ...w,
  }),
  saved,
  saved_at: saved ? '2026-10-01T03:00:00.000Z' : null,
  saved_by: saved ? 'ketoan' : null,
});

const REPORT = {
  building: 'GB',
  rows: [
    reportRow('2026-08', { state_units: null, state_amount: null, state_unit_price: null, loss_units: null, loss_amount: null, loss_rate: null }, {}),
    reportRow('2026-09', {}, {}, true),
    reportRow(
      '2026-10',
      {
        state_units: 1_200,
        rooms_units: 880,
        internal_units: 60,
        compared_units: 940,
        loss_units: 260,
        loss_amount: 650_000,
        loss_rate: 21.67,
        loss_flag: true,
        price_flag: true,
        prorated: true,
        period_note: 'Kỳ hoá đơn 05/10–04/11: số phòng và nội bộ quy đổi theo 31 ngày',
      },
      { loss_flag: true },
    ),
  ],
};

const bodyRows = (table: HTMLElement) => [...table.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];
const cells = (tr: Element) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.replace(/\s/g, ' ').trim());
const text = (el: Element) => el.textContent?.replace(/\s/g, ' ') ?? '';
const click = async (el: Element) => act(async () => void fireEvent.click(el));

describe('phân tích điện nước theo tháng (/phan-tich-dien-nuoc-theo-thang)', () => {
  let api: ReturnType<typeof stubApi>;
  let post: ReturnType<typeof vi.fn<(c: ApiCall) => Answer>>;
  let del: ReturnType<typeof vi.fn<(c: ApiCall) => Answer>>;
  beforeEach(() => {
    post = vi.fn<(c: ApiCall) => Answer>(() => ({ body: reportRow('2026-10', {}, {}, true) }));
    del = vi.fn<(c: ApiCall) => Answer>(() => ({ body: { message: 'Đã bỏ bản đã lưu tháng 09/2026 toà GB' } }));
    api = stubApi({
      'GET /api/water-electricity-monthly-report': () => ({ body: REPORT }),
      'POST /api/water-electricity-monthly-report': (c) => post(c),
      'DELETE /api/water-electricity-monthly-report/GB/2026-09': (c) => del(c),
    });
  });

  it('asks for the building and range of the URL and shows each month: chart, figures, loss flags, saved months', async () => {
    renderScreen(<MonthlyReportPage />, '/phan-tich-dien-nuoc-theo-thang?building=GB&from=2026-08&to=2026-10');
    const chart = await screen.findByRole('figure', { name: /Biểu đồ điện nhà nước, phòng, nội bộ và thất thoát – toà GB/ });
    expect(api.queryOf(api.callsTo('GET', '/api/water-electricity-monthly-report')[0]!)).toEqual({ building: 'GB', from: '2026-08', to: '2026-10' });
    // Loss over the two months with a state bill: (100 + 260) ÷ 2,200 = 16.36 %.
    await waitFor(() =>
      expect(text(chart)).toContain(
        '3 tháng: nhà nước 2.200 kWh, phòng 2.580 kWh, nội bộ 160 kWh; thất thoát 360 kWh (16,4%) trong 2 tháng có hoá đơn nhà nước và chỉ số phòng; vượt ngưỡng thất thoát: 10/2026',
      ),
    );
    // The chart library is loaded on demand by the figure (its own chunk), and draws in it.
    await waitFor(() => expect(chart.querySelector('.recharts-responsive-container')).not.toBeNull());

    const table = document.body;
    const rows = bodyRows(table);
    expect(rows.map((r) => cells(r)[0])).toEqual(['08/2026', '09/2026', '10/2026']);
    expect(cells(rows[0]!).slice(1, 4)).toEqual(['Chưa nhập', '', '850']);
    expect(cells(rows[1]!).slice(0, 13)).toEqual([
      '09/2026',
      '1.000',
      '2.500.000 ₫',
      '850',
      '3.000.000 ₫',
      '50',
      '900',
      '100',
      '250.000 ₫',
      '10%',
      '2.500',
      '3.529,41',
      'Đã lưu',
    ]);
    expect(cells(rows[2]!).slice(6, 13)).toEqual(['940 (quy đổi)', '260', '650.000 ₫', '21,7%Vượt ngưỡng', '2.500', '3.529,41Vượt giá trần', 'Số hiện tại']);
    expect(within(rows[1]!).getByRole('button', { name: 'Bỏ lưu tháng 09/2026' })).toBeTruthy();
    expect(within(rows[2]!).getByRole('button', { name: 'Lưu tháng 10/2026' })).toBeTruthy();

    // Water is the same screen on the same answer.
    await click(screen.getByText('Nước'));
    await screen.findByRole('figure', { name: /Biểu đồ nước/ });
    expect(cells(bodyRows(document.body)[1]!).slice(1, 2)).toEqual(['200']);
    expect(api.callsTo('GET', '/api/water-electricity-monthly-report')).toHaveLength(1);
  });

  it('saves and unsaves a month after a confirm, then reads the report again', async () => {
    renderScreen(<MonthlyReportPage />, '/phan-tich-dien-nuoc-theo-thang?building=GB&from=2026-08&to=2026-10');
    await click(await screen.findByRole('button', { name: 'Lưu tháng 10/2026' }));
    expect(post).not.toHaveBeenCalled();
    await click(await screen.findByText('Lưu', { selector: '.ant-popconfirm-buttons button span' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![0].body).toEqual({ building: 'GB', month: '2026-10' });
    expect(post.mock.calls[0]![0].headers['Idempotency-Key']).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/api/water-electricity-monthly-report')).toHaveLength(2));

    await click(screen.getByRole('button', { name: 'Bỏ lưu tháng 09/2026' }));
    await click(await screen.findByText('Bỏ lưu', { selector: '.ant-popconfirm-buttons button span' }));
    await waitFor(() => expect(del).toHaveBeenCalledTimes(1));
    expect(del.mock.calls[0]![0].method).toBe('DELETE');
    expect(del.mock.calls[0]![0].body).toEqual({ saved_at: '2026-10-01T03:00:00.000Z' });
    await screen.findByText('Đã bỏ bản đã lưu tháng 09/2026 toà GB');
    await waitFor(() => expect(api.callsTo('GET', '/api/water-electricity-monthly-report')).toHaveLength(3));
  });

  it('defaults to BN and the last 12 months, and refuses a range over 24 months without asking', async () => {
    const month = vnToday().slice(0, 7);
    const view = renderScreen(<MonthlyReportPage />, '/phan-tich-dien-nuoc-theo-thang');
    await waitFor(() => expect(api.callsTo('GET', '/api/water-electricity-monthly-report')).toHaveLength(1));
    expect(api.queryOf(api.callsTo('GET', '/api/water-electricity-monthly-report')[0]!)).toEqual({ building: 'BN', from: addMonths(month, -11), to: month });
    view.unmount();

    renderScreen(<MonthlyReportPage />, '/phan-tich-dien-nuoc-theo-thang?building=GB&from=2024-01&to=2026-10');
    await screen.findByText('Khoảng thời gian tối đa 24 tháng');
    expect(screen.queryByRole('figure')).toBeNull();
    expect(api.callsTo('GET', '/api/water-electricity-monthly-report')).toHaveLength(1);
  });
});

const seriesMonth = (month: string, o: Record<string, number | null> = {}) => ({
  month,
  electricity_units: 100,
  electricity_amount: 350_000,
  water_units: 5,
  water_amount: 90_000,
  electricity_internal: null,
  electricity_state: null,
  water_internal: null,
  water_state: null,
  ...o,
});

describe('phân tích điện nước chi tiết (/phan-tich-dien-nuoc-chi-tiet)', () => {
  it('asks for the room and month of the URL and shows its 12 months as charts and a table', async () => {
    const months = Array.from({ length: 12 }, (_, i) => addMonths('2025-11', i));
    const api = stubApi({
      'GET /api/utility-series': () => ({
        body: {
          building: 'GB',
          room_id: '101',
          months: months.map((m, i) =>
            seriesMonth(
              m,
              i === 0
                ? { electricity_units: null, electricity_amount: null, water_units: null, water_amount: null }
                : m === '2026-07'
                  ? { electricity_units: 240, electricity_amount: 840_000 }
                  : {},
            ),
          ),
        },
      }),
    });
    renderScreen(<UtilityDetailPage />, '/phan-tich-dien-nuoc-chi-tiet?building=GB&room=101&month=2026-10');
    const electricity = await screen.findByRole('figure', { name: 'Biểu đồ điện 12 tháng – phòng 101 toà GB' });
    expect(api.queryOf(api.callsTo('GET', '/api/utility-series')[0]!)).toEqual({ building: 'GB', room_id: '101', to: '2026-10' });
    // 10 months of 100 kWh and one of 240: 1,240 kWh over 11 months read.
    await waitFor(() =>
      expect(text(electricity)).toContain('Điện: 1.240 kWh trong 11 tháng có số (trung bình 112,73 kWh/tháng), tiền 4.340.000 ₫; cao nhất 07/2026 với 240 kWh'),
    );
    expect(text(screen.getByRole('figure', { name: 'Biểu đồ nước 12 tháng – phòng 101 toà GB' }))).toContain('Nước: 55 m³ trong 11 tháng có số');

    const rows = bodyRows(document.body);
    expect(rows).toHaveLength(12);
    // Issue 23 §4: a month without readings is one "chưa có số liệu" line, not a row of blanks.
    expect(cells(rows[0]!)).toEqual(['11/2025', NO_DATA]);
    expect(cells(rows[8]!)).toEqual(['07/2026', '240', '840.000 ₫', '5', '90.000 ₫']);
  });

  it('shows a whole building with its internal use and state bills when no room is chosen', async () => {
    const api = stubApi({
      'GET /api/utility-series': () => ({
        body: {
          building: 'BN',
          room_id: null,
          months: [
            seriesMonth('2026-10', { electricity_units: 9_000, electricity_internal: 300, electricity_state: 10_000, water_internal: 20, water_state: 700 }),
          ],
        },
      }),
    });
    renderScreen(<UtilityDetailPage />, '/phan-tich-dien-nuoc-chi-tiet?month=2026-10');
    await screen.findByRole('figure', { name: 'Biểu đồ điện 12 tháng – toà BN – Nhà Bình Nguyên' });
    expect(api.queryOf(api.callsTo('GET', '/api/utility-series')[0]!)).toEqual({ building: 'BN', to: '2026-10' });
    await waitFor(() => expect(bodyRows(document.body)).toHaveLength(1));
    expect(screen.getAllByRole('columnheader').map(text)).toEqual([
      'Tháng',
      'Điện phòng (kWh)',
      'Tiền điện',
      'Điện nội bộ (kWh)',
      'Điện nhà nước (kWh)',
      'Nước phòng (m³)',
      'Tiền nước',
      'Nước nội bộ (m³)',
      'Nước nhà nước (m³)',
    ]);
    expect(cells(bodyRows(document.body)[0]!)).toEqual(['10/2026', '9.000', '350.000 ₫', '300', '10.000', '5', '90.000 ₫', '20', '700']);
  });
});
