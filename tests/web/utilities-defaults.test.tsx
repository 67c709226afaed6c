import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnalysisRow, MonthlyReportRow, UtilityBalance } from '../../shared/api/utilities';
import { BUILDING_CODES, buildingName, type BuildingCode } from '../../shared/catalog/buildings';
import { addMonths, lastDayOf, monthText, vnToday } from '../../shared/dates';
import ElectricityAnalysisPage from '../../web/src/features/utilities/analysis/ElectricityAnalysisPage';
import ComparisonPage from '../../web/src/features/utilities/reports/ComparisonPage';
import MonthlyReportPage from '../../web/src/features/utilities/reports/MonthlyReportPage';
import UtilityDetailPage from '../../web/src/features/utilities/reports/UtilityDetailPage';
import StateUtilitiesPage from '../../web/src/features/utilities/state/StateUtilitiesPage';
import { NO_DATA } from '../../web/src/lib/format';
import { renderScreen, resetScreenState, signIn, stubApi } from './harness';

/**
 * Issue 23 §4 and §6 on the utilities reports: the spec's toolbar defaults (building BN with "Tất cả toà
 * nhà", this month, page sizes 20/50/100/All) and an unfinished month shown honestly — "chưa có số liệu"
 * in one cell, never 0 or −100 % — with one percent format.
 */
beforeEach(() => signIn('staff'));
afterEach(resetScreenState);

const THIS = vnToday().slice(0, 7);
const LAST = addMonths(THIS, -1);
const PAGE_SIZES = ['20 / trang', '50 / trang', '100 / trang', 'Tất cả'];

const text = (el: Element) => el.textContent?.replace(/\s/g, ' ').trim() ?? '';
const bodyRows = () => [...document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];
const cells = (tr: Element) => [...tr.querySelectorAll('td')].map(text);
const click = async (el: Element) => act(async () => void fireEvent.click(el));

/** The one list open (opening a select closes the others). */
const openList = () => [...document.querySelectorAll('.ant-select-dropdown')].filter((d) => !d.classList.contains('ant-select-dropdown-hidden')).at(-1);
/** Opens the `i`th select named `label` and returns its list. */
async function open(label: string, i = 0): Promise<Element> {
  const box = screen.getAllByRole('combobox', { name: label })[i]!;
  if (box.getAttribute('aria-expanded') !== 'true') await act(async () => void fireEvent.mouseDown(box));
  await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
  return openList()!;
}
/** The choices of the `i`th select named `label`, as shown. */
const choices = async (label: string, i = 0): Promise<string[]> => [...(await open(label, i)).querySelectorAll('.ant-select-item-option')].map(text);
/** Picks `choice` in the select named `label`. */
async function choose(label: string, choice: string) {
  const list = await open(label);
  await click([...list.querySelectorAll('.ant-select-item-option')].find((o) => text(o) === choice)!);
}
/** The value a select shows. */
const shown = (label: string) => text(screen.getByRole('combobox', { name: label }).closest('.ant-select')!.querySelector('.ant-select-selection-item')!);

describe('/so-sanh-dien-nuoc', () => {
  const side = (a: number | null, b: number | null) => ({
    a,
    b,
    d: a === null || b === null ? null : b - a,
    r: a === null || b === null || a === 0 ? null : Math.round(((b - a) / a) * 10_000) / 100,
  });
  const line = (building: BuildingCode, e: [number | null, number | null], w: [number | null, number | null]) => {
    const [x, y] = [side(...e), side(...w)];
    return {
      building,
      electricity_a: x.a,
      electricity_b: x.b,
      electricity_difference: x.d,
      electricity_rate: x.r,
      water_a: y.a,
      water_b: y.b,
      water_difference: y.d,
      water_rate: y.r,
    };
  };

  it('opens on BN, last month against this month, offers every building, and asks without a building for "Tất cả toà nhà"', async () => {
    const api = stubApi({
      'GET /api/electricity-water-comparison': (c) => ({
        body: { month_a: c.query.get('month_a'), month_b: c.query.get('month_b'), rows: [], buildings: [], saved: [] },
      }),
    });
    renderScreen(<ComparisonPage />, '/so-sanh-dien-nuoc');
    await waitFor(() => expect(api.callsTo('GET', '/api/electricity-water-comparison')).toHaveLength(1));
    expect(api.queryOf(api.callsTo('GET', '/api/electricity-water-comparison')[0]!)).toEqual({ month_a: LAST, month_b: THIS, building: 'BN' });
    expect(shown('Toà nhà')).toBe(`BN – ${buildingName('BN')}`);
    expect((await choices('Toà nhà'))[0]).toBe('Tất cả toà nhà');
    await choose('Toà nhà', 'Tất cả toà nhà');
    await waitFor(() => expect(api.callsTo('GET', '/api/electricity-water-comparison')).toHaveLength(2));
    expect(api.queryOf(api.callsTo('GET', '/api/electricity-water-comparison')[1]!)).toEqual({ month_a: LAST, month_b: THIS });
    // Both tables: the spec's four page sizes.
    expect(await choices('Số dòng mỗi trang', 0)).toEqual(PAGE_SIZES);
    expect(await choices('Số dòng mỗi trang', 1)).toEqual(PAGE_SIZES);
  });

  it('reads "chưa có số liệu" for a month not read yet, never −100 %, and says nothing can be compared', async () => {
    stubApi({
      'GET /api/electricity-water-comparison': () => ({
        body: {
          month_a: LAST,
          month_b: THIS,
          rows: [
            { ...line('BN', [100, null], [5, null]), room_id: '101' },
            { ...line('BN', [80, null], [4, null]), room_id: '102' },
          ],
          buildings: [line('BN', [null, null], [null, null])],
          saved: [],
        },
      }),
    });
    renderScreen(<ComparisonPage />, `/so-sanh-dien-nuoc?a=${LAST}&b=${THIS}`);
    await screen.findByText(`Tháng ${monthText(THIS)} ${NO_DATA} (chưa ghi chỉ số): chưa so sánh được`);
    await waitFor(() => expect(bodyRows().filter((tr) => cells(tr).length === 10)).toHaveLength(2));
    expect(cells(bodyRows().find((tr) => cells(tr)[1] === '101')!)).toEqual(['BN', '101', '100', NO_DATA, NO_DATA, NO_DATA, '5', NO_DATA, NO_DATA, NO_DATA]);
    const chart = screen.getByRole('figure', { name: /Biểu đồ tổng điện/ });
    expect(text(chart)).toContain(`Điện: ${NO_DATA} để so sánh, chưa phòng nào có chỉ số cả tháng ${monthText(LAST)} và tháng ${monthText(THIS)}`);
    expect(document.body.textContent).not.toMatch(/[-−]100/);
    expect(document.body.textContent).not.toMatch(/tăng nhiều nhất|giảm nhiều nhất/);
  });

  it('names the largest rise and drop over the rooms with data only, and counts the rooms left out', async () => {
    stubApi({
      'GET /api/electricity-water-comparison': () => ({
        body: {
          month_a: LAST,
          month_b: THIS,
          rows: [
            { ...line('BN', [300, 250], [10, 10]), room_id: '101' },
            { ...line('BN', [40, null], [2, null]), room_id: '102' },
            { ...line('GB', [100, 130], [5, 6]), room_id: '101' },
          ],
          // Like for like: BN's room 102 (not read this month) is not in BN's total.
          buildings: [line('BN', [300, 250], [10, 10]), line('GB', [100, 130], [5, 6])],
          saved: [],
        },
      }),
    });
    renderScreen(<ComparisonPage />, `/so-sanh-dien-nuoc?a=${LAST}&b=${THIS}&building=all`);
    const chart = await screen.findByRole('figure', { name: /Biểu đồ tổng điện/ });
    await waitFor(() =>
      expect(text(chart)).toContain(
        `Điện: 400 kWh tháng ${monthText(LAST)}, 380 kWh tháng ${monthText(THIS)} (chênh lệch -20 kWh); tăng nhiều nhất toà GB (30 kWh), giảm nhiều nhất toà BN (-50 kWh); không tính 1 phòng ${NO_DATA}`,
      ),
    );
    const totals = bodyRows().filter((tr) => cells(tr).length === 9);
    expect(totals.map(cells)).toEqual([
      ['BN', '300', '250', '-50', '-16,7%', '10', '10', '0', '0%'],
      ['GB', '100', '130', '30', '+30%', '5', '6', '1', '+20%'],
    ]);
  });
});

const balance = (building: BuildingCode, month: string, o: Partial<UtilityBalance> = {}): UtilityBalance => ({
  building,
  type: 'E',
  month,
  state_units: 1_000,
  state_amount: 3_000_000,
  state_unit_price: 3_000,
  rooms_units: 850,
  rooms_amount: 2_500_000,
  rooms_unit_price: 2_941.18,
  internal_units: 50,
  internal_amount: 150_000,
  prorated: false,
  period_note: null,
  compared_units: 900,
  compared_amount: 2_700_000,
  loss_units: 100,
  loss_amount: 300_000,
  loss_rate: 10,
  loss_flag: false,
  ceiling_per_kwh: 3_500,
  price_flag: false,
  ...o,
});
/** A month no room was read in, with no state bill: what the server answers for it. */
const EMPTY: Partial<UtilityBalance> = {
  state_units: null,
  state_amount: null,
  state_unit_price: null,
  rooms_units: null,
  rooms_amount: null,
  rooms_unit_price: null,
  internal_units: 0,
  internal_amount: 0,
  compared_units: null,
  compared_amount: null,
  loss_units: null,
  loss_amount: null,
  loss_rate: null,
};

describe('/dien-nuoc-nha-nuoc', () => {
  it('opens on this month; a building without a bill or without readings reads "chưa có số liệu" for its loss, in one cell, never 0 %', async () => {
    const rows = [
      balance('BN', THIS, { loss_rate: 12.5, loss_units: 125, loss_amount: 375_000 }),
      balance('GB', THIS, { ...EMPTY, rooms_units: 400, rooms_amount: 1_200_000, compared_units: 400 }),
      balance('XA', THIS, {
        rooms_units: null,
        rooms_amount: null,
        rooms_unit_price: null,
        compared_units: null,
        compared_amount: null,
        loss_units: null,
        loss_amount: null,
        loss_rate: null,
      }),
    ];
    const api = stubApi({
      'GET /api/state-electricity-water/compare-consumption-by-building': () => ({ body: { month: THIS, type: 'E', loss_threshold: 10, rows } }),
      'GET /api/state-electricity-water': () => ({ body: { items: [] } }),
    });
    renderScreen(<StateUtilitiesPage />, '/dien-nuoc-nha-nuoc');
    expect((await screen.findByTestId('loss-rate-BN')).textContent).toBe('12,5%');
    expect(api.queryOf(api.callsTo('GET', '/api/state-electricity-water/compare-consumption-by-building')[0]!)).toEqual({ month: THIS, type: 'E' });
    const rowOf = (b: string) => screen.getAllByRole('row').find((tr) => tr.querySelector('td')?.textContent === b) as HTMLElement;
    for (const b of ['GB', 'XA']) {
      const loss = rowOf(b).querySelector('td[colspan="3"]')!;
      expect(text(loss)).toBe(NO_DATA);
      expect(screen.queryByTestId(`loss-rate-${b}`)).toBeNull();
      expect(text(rowOf(b))).not.toMatch(/%/);
    }
    // XA has its bill but no readings: the rooms' figures read "chưa có số liệu" too, not 0.
    expect(within(rowOf('XA')).getAllByText(NO_DATA).length).toBeGreaterThanOrEqual(3);
    expect(within(rowOf('XA')).queryByText('Chưa nhập')).toBeNull();
    // The totals: the loss rate of the one building with a loss.
    expect(screen.getByTestId('loss-rate-total').textContent).toBe('12,5%');
  });

  it('totals with no loss anywhere read "chưa có số liệu", not 0 %', async () => {
    stubApi({
      'GET /api/state-electricity-water/compare-consumption-by-building': () => ({
        body: { month: THIS, type: 'E', loss_threshold: 10, rows: BUILDING_CODES.map((b) => balance(b, THIS, EMPTY)) },
      }),
      'GET /api/state-electricity-water': () => ({ body: { items: [] } }),
    });
    renderScreen(<StateUtilitiesPage />, `/dien-nuoc-nha-nuoc?month=${THIS}`);
    expect(text(await screen.findByTestId('loss-rate-total'))).toBe(NO_DATA);
    expect(document.querySelector('.ant-table-summary')!.textContent).not.toMatch(/%/);
  });
});

const reportRow = (building: BuildingCode, month: string, e: Partial<UtilityBalance> = {}): MonthlyReportRow => ({
  building,
  month,
  electricity: balance(building, month, e),
  water: balance(building, month, { ...e, type: 'W' }),
  saved: false,
  saved_at: null,
  saved_by: null,
});

describe('/phan-tich-dien-nuoc-theo-thang', () => {
  it('offers every building: asks each, lists them with their building, an empty month as one compact line; page sizes 20/50/100/All', async () => {
    const api = stubApi({
      'GET /api/water-electricity-monthly-report': (c) => {
        const b = c.query.get('building') as BuildingCode;
        // GB was read in October only; the other buildings in neither month.
        return { body: { building: b, rows: [reportRow(b, '2026-09', EMPTY), reportRow(b, '2026-10', b === 'GB' ? {} : EMPTY)] } };
      },
    });
    renderScreen(<MonthlyReportPage />, '/phan-tich-dien-nuoc-theo-thang?from=2026-09&to=2026-10');
    await waitFor(() => expect(api.callsTo('GET', '/api/water-electricity-monthly-report')).toHaveLength(1));
    expect(api.queryOf(api.callsTo('GET', '/api/water-electricity-monthly-report')[0]!)).toMatchObject({ building: 'BN' });
    expect(shown('Toà nhà')).toBe(`BN – ${buildingName('BN')}`);
    expect(await choices('Số dòng mỗi trang')).toEqual(PAGE_SIZES);
    expect(shown('Số dòng mỗi trang')).toBe('20 / trang');

    await choose('Toà nhà', 'Tất cả toà nhà');
    await waitFor(() => expect(api.callsTo('GET', '/api/water-electricity-monthly-report')).toHaveLength(1 + BUILDING_CODES.length - 1));
    expect(
      api
        .callsTo('GET', '/api/water-electricity-monthly-report')
        .map((c) => c.query.get('building'))
        .sort(),
    ).toEqual([...BUILDING_CODES].sort());
    await waitFor(() => expect(bodyRows()).toHaveLength(BUILDING_CODES.length * 2));
    expect([...document.querySelectorAll('thead th')].slice(0, 2).map(text)).toEqual(['Toà', 'Tháng']);
    const gb = bodyRows().filter((tr) => cells(tr)[0] === 'GB');
    // September: nothing read, no bill — one cell, no save button.
    expect(cells(gb[0]!)).toEqual(['GB', '09/2026', NO_DATA]);
    expect(within(gb[0]!).queryByRole('button')).toBeNull();
    expect(cells(gb[1]!).slice(0, 4)).toEqual(['GB', '10/2026', '1.000', '3.000.000 ₫']);
    expect(within(gb[1]!).getByRole('button', { name: 'Lưu tháng 10/2026 toà GB' })).toBeTruthy();
    const chart = screen.getByRole('figure', { name: /tất cả toà nhà/ });
    expect(text(chart)).toContain(`2 tháng (1 tháng ${NO_DATA}): nhà nước 1.000 kWh`);
  });
});

const seriesMonth = (month: string, units: number | null) => ({
  month,
  electricity_units: units,
  electricity_amount: units === null ? null : units * 3_000,
  water_units: units === null ? null : 5,
  water_amount: units === null ? null : 90_000,
  electricity_internal: units === null ? 0 : 10,
  electricity_state: null,
  water_internal: units === null ? 0 : 1,
  water_state: null,
});

describe('/phan-tich-dien-nuoc-chi-tiet', () => {
  it('opens on BN and this month; "Tất cả toà nhà" adds up every building month by month, an empty month in one line', async () => {
    const api = stubApi({
      'GET /api/utility-series': (c) => {
        const b = c.query.get('building');
        const units = b === 'BN' ? 100 : b === 'GB' ? 50 : null;
        return { body: { building: b, room_id: null, months: [seriesMonth('2026-09', null), seriesMonth('2026-10', units)] } };
      },
    });
    renderScreen(<UtilityDetailPage />, '/phan-tich-dien-nuoc-chi-tiet');
    await waitFor(() => expect(api.callsTo('GET', '/api/utility-series')).toHaveLength(1));
    expect(api.queryOf(api.callsTo('GET', '/api/utility-series')[0]!)).toEqual({ building: 'BN', to: THIS });
    expect((screen.getByLabelText('Đến tháng') as HTMLInputElement).value).toBe(monthText(THIS));
    expect(shown('Toà nhà')).toBe(`BN – ${buildingName('BN')}`);
    expect(await choices('Số dòng mỗi trang')).toEqual(PAGE_SIZES);

    await choose('Toà nhà', 'Tất cả toà nhà');
    await waitFor(() => expect(api.callsTo('GET', '/api/utility-series')).toHaveLength(BUILDING_CODES.length));
    expect(screen.queryByRole('combobox', { name: 'Phòng' })).toBeNull();
    await screen.findByRole('figure', { name: 'Biểu đồ điện 12 tháng – tất cả toà nhà' });
    await waitFor(() => expect(cells(bodyRows()[1]!)[1]).toBe('150'));
    expect(cells(bodyRows()[0]!)).toEqual(['09/2026', NO_DATA]);
    // BN 100 + GB 50 kWh, 10 kWh of internal use each; the other buildings had nothing.
    expect(cells(bodyRows()[1]!)).toEqual(['10/2026', '150', '450.000 ₫', '20', NO_DATA, '10', '180.000 ₫', '2', NO_DATA]);
  });
});

describe('/phan-tich-phai-thu-khach-hang-dien', () => {
  const MONTH = dayjs().format('YYYY-MM');
  const row = (o: Partial<AnalysisRow> & Pick<AnalysisRow, 'room_id'>): AnalysisRow => ({
    building: 'BN',
    floor: Number(o.room_id.charAt(0)),
    customer_count: 2,
    devices: ['TL'],
    two_months_ago_consumption: 100,
    previous_month_consumption: 120,
    consumption: 150,
    average_consumption: 123.33,
    two_month_difference: 30,
    average_difference: 26.67,
    two_month_difference_rate: 25,
    average_difference_rate: 21.62,
    flag: null,
    flag_reason: null,
    flag_review: null,
    note: null,
    ...o,
  });
  // What the server answers for a room without this month's reading: its figures count it as 0 (§6).
  const unread = (room_id: string) =>
    row({
      room_id,
      unread: true,
      consumption: 0,
      average_consumption: 73.33,
      two_month_difference: -120,
      average_difference: -73.33,
      two_month_difference_rate: -100,
      average_difference_rate: -100,
    });

  async function openAndFetch(rows: AnalysisRow[]) {
    const api = stubApi({
      'GET /api/electricity-consumption-analysis/log': () => ({ body: { data: null } }),
      'GET /api/electricity-consumption-analysis': () => ({ body: { month: MONTH, type: 'E', finalized: false, items: rows } }),
    });
    renderScreen(<ElectricityAnalysisPage />, '/phan-tich-phai-thu-khach-hang-dien');
    const fetchButton = () => screen.getByRole('button', { name: /Lấy dữ liệu/ });
    await waitFor(() => expect(fetchButton()).toHaveProperty('disabled', false));
    fireEvent.click(fetchButton());
    await waitFor(() => expect(bodyRows()).toHaveLength(rows.length));
    return api;
  }
  const card = (month: string) => text(screen.getByText(`Tháng ${monthText(month)}`, { selector: '.ant-statistic-title' }).closest('.ant-statistic')!);

  it('opens on this month; a room not read yet reads "chưa có số liệu" in one cell for its use, differences and rates, never −100 %', async () => {
    const api = await openAndFetch([row({ room_id: '101' }), unread('102')]);
    expect(api.queryOf(api.callsTo('GET', '/api/electricity-consumption-analysis/log')[0]!)).toEqual({ month: MONTH });
    expect(api.queryOf(api.callsTo('GET', '/api/electricity-consumption-analysis')[0]!)).toEqual({
      month: MONTH,
      date_start: `${MONTH}-01`,
      date_end: lastDayOf(MONTH),
    });
    expect((screen.getByLabelText('Tháng') as HTMLInputElement).value).toBe(monthText(MONTH));
    const [read, notRead] = bodyRows();
    expect(cells(read!).slice(0, 12)).toEqual(['BN', '101', '2', 'TL', '100', '120', '150', '123,33', '30', '26,67', '+25%', '+21,6%']);
    expect(cells(notRead!).slice(0, 7)).toEqual(['BN', '102', '2', 'TL', '100', '120', NO_DATA]);
    expect(notRead!.querySelector('td[colspan="6"]')).not.toBeNull();
    expect(text(notRead!)).not.toMatch(/100%/);
    // The card: this month's total over the rooms read, and how many are missing.
    expect(card(MONTH)).toContain('150');
    expect(card(MONTH)).toContain(`(1 phòng ${NO_DATA})`);
  });

  it('says a month no room was read in has no data: the card and a note, not a total of 0', async () => {
    await openAndFetch([unread('101'), unread('102')]);
    expect(screen.getByText(`Tháng ${monthText(MONTH)} ${NO_DATA}: chưa phòng nào có chỉ số điện tháng này`)).toBeTruthy();
    expect(card(MONTH)).toBe(`Tháng ${monthText(MONTH)}${NO_DATA}`);
    expect(card(addMonths(MONTH, -1))).toContain('240');
  });
});
