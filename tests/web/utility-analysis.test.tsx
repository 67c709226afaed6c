import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisLog, AnalysisRow } from '../../shared/api/utilities';
import { DEVICES } from '../../shared/catalog/devices';
import { toCsv, toMatrix } from '../../shared/exports/cells';
import { EXPORT_REPORTS } from '../../shared/exports/catalogue';
import { columnsOf } from '../../shared/exports/report';
import { lastDayOf } from '../../shared/dates';
import ElectricityAnalysisPage from '../../web/src/features/utilities/analysis/ElectricityAnalysisPage';
import WaterAnalysisPage from '../../web/src/features/utilities/analysis/WaterAnalysisPage';
import { refusal, renderScreen, resetScreenState, signIn, stubApi, type Answer, type ApiCall } from './harness';

/**
 * A month that is over (finalize needs one): last month, opened through the URL. The screen itself opens
 * on this month (issue 23 §4), checked in utilities-defaults.test.tsx.
 */
const MONTH = dayjs().subtract(1, 'month').format('YYYY-MM');
const label = (m: string) => `${m.slice(5, 7)}/${m.slice(0, 4)}`;
const TWO_AGO = dayjs(`${MONTH}-01`).subtract(2, 'month').format('YYYY-MM');
const PREVIOUS = dayjs(`${MONTH}-01`).subtract(1, 'month').format('YYYY-MM');
const PERIOD = { month: MONTH, date_start: `${MONTH}-01`, date_end: lastDayOf(MONTH) };
const E = '/api/electricity-consumption-analysis';

const row = (o: Partial<AnalysisRow> & Pick<AnalysisRow, 'building' | 'room_id'>): AnalysisRow => ({
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

const ROWS: AnalysisRow[] = [
  row({ building: 'BN', room_id: '101' }),
  row({
    building: 'BN',
    room_id: '102',
    customer_count: 0,
    devices: [],
    two_months_ago_consumption: 0,
    previous_month_consumption: 0,
    consumption: 40.5,
    average_consumption: 13.5,
    two_month_difference: 40.5,
    average_difference: 27,
    two_month_difference_rate: 0,
    average_difference_rate: 200,
    flag: 'empty_room',
    flag_reason: 'Phòng không có người ở nhưng dùng 40,5 kWh (ngưỡng 5 kWh)',
  }),
  row({
    building: 'GB',
    room_id: '201',
    devices: ['ML', 'MG'],
    consumption: 300,
    flag: 'above_median',
    flag_reason: 'Dùng 300 kWh, hơn 150% trung vị 3 tháng trước (120 kWh)',
    flag_review: 'dismissed',
  }),
];

const LOG: AnalysisLog = {
  ...PERIOD,
  type: 'E',
  finalized_at: `${MONTH}-28T03:00:00.000Z`,
  finalized_by: 'ketoan',
  source: 'staff',
  room_count: 3,
  totals: { two_months_ago: 200, previous_month: 240, current: 490.5 },
};

let api: ReturnType<typeof stubApi>;
let log: AnalysisLog | null;
let analysis: (c: ApiCall) => Answer;

function stub(extra: Record<string, (c: ApiCall) => Answer> = {}) {
  api = stubApi({
    [`GET ${E}/log`]: () => ({ body: { data: log } }),
    [`GET ${E}`]: (c) => analysis(c),
    'GET /api/utility-consumption-analysis-device': () => ({ body: { month: MONTH, items: [{ building: 'BN', room_id: '101', devices: ['TL', 'BD'] }] } }),
    'GET /api/devices': () => ({ body: { items: DEVICES } }),
    ...extra,
  });
}

beforeEach(() => {
  signIn('staff');
  log = null;
  analysis = () => ({ body: { month: MONTH, type: 'E', finalized: Boolean(log), items: ROWS } });
});
afterEach(resetScreenState);

const bodyRows = () => [...document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];
const rowOf = (room: string) => bodyRows().find((tr) => tr.querySelectorAll('td')[1]?.textContent === room)!;
const cells = (tr: Element) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.replace(/\s/g, ' '));
const fetchButton = () => screen.getByRole('button', { name: /Lấy dữ liệu/ });
const finalizeButton = () => screen.getAllByRole('button', { name: /chốt báo cáo/i }).find((b) => !b.closest('.ant-popover'))!;
const confirmDialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-confirm-title' })).closest('.ant-modal-confirm') as HTMLElement;
const closeDialog = (box: HTMLElement) => fireEvent.click(within(box).getByRole('button', { name: 'Đóng' }));
/** 'Chốt báo cáo', then the same in the confirmation. */
async function finalizeNow() {
  fireEvent.click(finalizeButton());
  fireEvent.click(await screen.findByText('Chốt báo cáo', { selector: '.ant-popconfirm-buttons button span' }));
}

async function openAndFetch() {
  renderScreen(<ElectricityAnalysisPage />, `/phan-tich-phai-thu-khach-hang-dien?month=${MONTH}`);
  await waitFor(() => expect(fetchButton()).toHaveProperty('disabled', false));
  fireEvent.click(fetchButton());
  await waitFor(() => expect(bodyRows()).toHaveLength(3));
}

describe('/phan-tich-phai-thu-khach-hang-dien: an open month', () => {
  it('asks whether the month is finalized and stays empty until Lấy dữ liệu; the dates follow the month', async () => {
    stub();
    renderScreen(<ElectricityAnalysisPage />, `/phan-tich-phai-thu-khach-hang-dien?month=${MONTH}`);
    await waitFor(() => expect(api.callsTo('GET', `${E}/log`)).toHaveLength(1));
    expect(api.queryOf(api.callsTo('GET', `${E}/log`)[0]!)).toEqual({ month: MONTH });
    await waitFor(() => expect(fetchButton()).toHaveProperty('disabled', false));
    expect(screen.getByText('Chưa có thông tin')).toBeTruthy();
    expect(api.callsTo('GET', E)).toHaveLength(0);
    expect(api.callsTo('GET', '/api/utility-consumption-analysis-device')).toHaveLength(0);

    const start = screen.getByLabelText('Ngày bắt đầu') as HTMLInputElement;
    const end = screen.getByLabelText('Ngày kết thúc') as HTMLInputElement;
    expect([start.disabled, end.disabled]).toEqual([true, true]);
    expect(start.value).toBe(dayjs(PERIOD.date_start).format('DD-MM-YYYY'));
    expect(end.value).toBe(dayjs(PERIOD.date_end).format('DD-MM-YYYY'));
    expect((screen.getByLabelText('Tháng') as HTMLInputElement).value).toBe(label(MONTH));
    expect(finalizeButton()).toHaveProperty('disabled', true);

    fireEvent.click(fetchButton());
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(api.queryOf(api.callsTo('GET', E)[0]!)).toEqual(PERIOD);
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers.slice(0, 12)).toEqual([
      'Toà',
      'Phòng',
      'Số người',
      'Thiết bị',
      `Tháng ${label(TWO_AGO)}`,
      `Tháng ${label(PREVIOUS)}`,
      `Tháng ${label(MONTH)}`,
      'Trung bình',
      'Chênh lệch 2 tháng',
      'Chênh lệch so với TB',
      'Tỷ lệ chênh lệch 2 tháng',
      'Tỷ lệ chênh lệch so với TB',
    ]);
    expect(cells(rowOf('101')).slice(0, 12)).toEqual(['BN', '101', '2', 'TL', '100', '120', '150', '123,33', '30', '26,67', '+25%', '+21,6%']);
    // The card: each month's total over every room.
    expect(screen.getByText(`Tháng ${label(TWO_AGO)}`, { selector: '.ant-statistic-title' }).closest('.ant-statistic')?.textContent).toContain('200');
    expect(screen.getByText(`Tháng ${label(MONTH)}`, { selector: '.ant-statistic-title' }).closest('.ant-statistic')?.textContent).toContain('490,5');
    expect(finalizeButton()).toHaveProperty('disabled', false);
  });

  it('edits a room’s devices in a popup of checkboxes: Hoàn Thành with the server’s message, Lỗi with a refusal', async () => {
    const put = vi.fn((_c: ApiCall): Answer => ({ body: { message: 'Đã cập nhật thiết bị phòng 101 toà BN' } }));
    stub({ 'PUT /api/utility-consumption-analysis-device': (c) => put(c) });
    await openAndFetch();

    fireEvent.click(within(rowOf('101')).getByRole('button', { name: 'Sửa thiết bị phòng 101 toà BN' }));
    const modal = await screen.findByRole('dialog');
    expect((within(modal).getByRole('checkbox', { name: 'TL – Tủ lạnh' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(modal).getByRole('checkbox', { name: 'ML – Máy lạnh' }));
    // Later answers carry the new assignment, as the server's would.
    analysis = () => ({
      body: { month: MONTH, type: 'E', finalized: false, items: ROWS.map((r) => (r.room_id === '101' ? { ...r, devices: ['TL', 'ML'] } : r)) },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Lưu' }));
    const done = await confirmDialog('Hoàn Thành');
    expect(done.textContent).toContain('Đã cập nhật thiết bị phòng 101 toà BN');
    expect(put.mock.calls[0]![0].body).toEqual({ month: MONTH, building: 'BN', room_id: '101', devices: ['TL', 'ML'] });
    expect(put.mock.calls[0]![0].headers['Idempotency-Key']).toBeTruthy();
    await waitFor(() => expect(cells(rowOf('101'))[3]).toBe('TLML'));
    closeDialog(done);

    put.mockImplementationOnce(() => refusal(409, 'Tháng này đã chốt báo cáo'));
    fireEvent.click(within(rowOf('102')).getByRole('button', { name: 'Sửa thiết bị phòng 102 toà BN' }));
    const second = await screen.findByRole('dialog');
    fireEvent.click(within(second).getByRole('checkbox', { name: 'MQ – Máy quạt' }));
    fireEvent.click(within(second).getByRole('button', { name: 'Lưu' }));
    const error = await confirmDialog('Lỗi');
    expect(error.textContent).toContain('Tháng này đã chốt báo cáo');
  });

  it('finalizes with the rows shown, then shows the month locked', async () => {
    const post = vi.fn((_c: ApiCall): Answer => {
      log = LOG;
      return { body: { message: `Đã chốt báo cáo phân tích điện tháng ${label(MONTH)}` } };
    });
    stub({ [`POST ${E}/finalize`]: (c) => post(c) });
    await openAndFetch();
    // The search narrows the view only: finalize still sends every room.
    fireEvent.change(screen.getByLabelText('Tìm kiếm'), { target: { value: 'GB' } });
    fireEvent.keyDown(screen.getByLabelText('Tìm kiếm'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));

    await finalizeNow();
    const done = await confirmDialog('Hoàn Thành');
    expect(done.textContent).toContain(`Đã chốt báo cáo phân tích điện tháng ${label(MONTH)}`);
    expect(post.mock.calls[0]![0].body).toEqual({ ...PERIOD, analyses: ROWS });

    await waitFor(() => expect(finalizeButton().textContent).toContain('Đã chốt báo cáo'));
    expect(finalizeButton()).toHaveProperty('disabled', true);
    expect(fetchButton()).toHaveProperty('disabled', true);
    expect(within(rowOf('201')).getByRole('button', { name: 'Sửa thiết bị phòng 201 toà GB' })).toHaveProperty('disabled', true);
  });

  it('shows Lỗi with the refusal when finalize is refused, and stays open', async () => {
    stub({ [`POST ${E}/finalize`]: () => refusal(409, 'Số liệu đã thay đổi từ lúc lấy dữ liệu, vui lòng lấy dữ liệu lại', { field: 'analyses' }) });
    await openAndFetch();
    await finalizeNow();
    const error = await confirmDialog('Lỗi');
    expect(error.textContent).toContain('Số liệu đã thay đổi từ lúc lấy dữ liệu, vui lòng lấy dữ liệu lại');
    expect(finalizeButton().textContent).not.toContain('Đã chốt');
    expect(fetchButton()).toHaveProperty('disabled', false);
  });

  it('keeps Chốt báo cáo off for the month still running, saying from which day (the server refuses it too)', async () => {
    stub();
    const now = dayjs().format('YYYY-MM');
    renderScreen(<ElectricityAnalysisPage />, `/phan-tich-phai-thu-khach-hang-dien?month=${now}`);
    await waitFor(() => expect(fetchButton()).toHaveProperty('disabled', false));
    fireEvent.click(fetchButton());
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(finalizeButton()).toHaveProperty('disabled', true);
    expect(screen.getByText(`Tháng chưa kết thúc: chốt được từ ngày ${dayjs(`${now}-01`).add(1, 'month').format('DD-MM-YYYY')}`)).toBeTruthy();
  });

  it('only logs a failed fetch: no dialog, the table unchanged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stub();
    await openAndFetch();
    analysis = () => refusal(400, 'Tháng phân tích không được trước 06/2025', { field: 'month' });
    fireEvent.click(fetchButton());
    await waitFor(() => expect(api.callsTo('GET', E)).toHaveLength(2));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(bodyRows()).toHaveLength(3);
    expect(screen.queryByText('Lỗi')).toBeNull();
    warn.mockRestore();
  });
});

describe('/phan-tich-phai-thu-khach-hang-dien: a finalized month', () => {
  it('loads the saved rows and the device assignments, locked', async () => {
    log = LOG;
    stub();
    renderScreen(<ElectricityAnalysisPage />, `/phan-tich-phai-thu-khach-hang-dien?month=${MONTH}`);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(api.queryOf(api.callsTo('GET', E)[0]!)).toEqual(PERIOD);
    expect(api.queryOf(api.callsTo('GET', '/api/utility-consumption-analysis-device')[0]!)).toEqual({ month: MONTH });
    // The device fetch's assignment of BN 101.
    await waitFor(() => expect(cells(rowOf('101'))[3]).toBe('TLBD'));
    expect(finalizeButton().textContent).toContain('Đã chốt báo cáo');
    expect(finalizeButton()).toHaveProperty('disabled', true);
    expect(fetchButton()).toHaveProperty('disabled', true);
    expect(within(rowOf('101')).getByRole('button', { name: 'Sửa thiết bị phòng 101 toà BN' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/Đã chốt lúc .* \(ketoan\)/)).toBeTruthy();
  });
});

describe('/phan-tich-phai-thu-khach-hang-dien: the server’s pages (issue 23 §13)', () => {
  it('reads every page of the rows and the devices at the default size and lists the rows by building, floor and room', async () => {
    log = LOG;
    // Pages come in key order (GB's room before BN's here): the screen orders them as the server used to.
    const pages: Record<string, { items: AnalysisRow[]; cursor?: string }> = {
      first: { items: [ROWS[2]!, ROWS[1]!], cursor: 'page-2' },
      'page-2': { items: [ROWS[0]!] },
    };
    analysis = (c) => ({ body: { month: MONTH, type: 'E', finalized: true, ...pages[api.queryOf(c).cursor ?? 'first']! } });
    stub({
      'GET /api/utility-consumption-analysis-device': (c) => ({
        body: api.queryOf(c).cursor
          ? { month: MONTH, items: [{ building: 'BN', room_id: '101', devices: ['TL', 'BD'] }] }
          : { month: MONTH, items: [{ building: 'GB', room_id: '201', devices: ['MQ'] }], cursor: 'devices-2' },
      }),
    });
    renderScreen(<ElectricityAnalysisPage />, `/phan-tich-phai-thu-khach-hang-dien?month=${MONTH}`);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(api.callsTo('GET', E).map((c) => api.queryOf(c))).toEqual([PERIOD, { ...PERIOD, cursor: 'page-2' }]);
    expect(bodyRows().map((tr) => cells(tr).slice(0, 2))).toEqual([
      ['BN', '101'],
      ['BN', '102'],
      ['GB', '201'],
    ]);
    await waitFor(() => expect(api.callsTo('GET', '/api/utility-consumption-analysis-device')).toHaveLength(2));
    expect(api.queryOf(api.callsTo('GET', '/api/utility-consumption-analysis-device')[1]!)).toEqual({ month: MONTH, cursor: 'devices-2' });
    // Each page's devices reach their room.
    await waitFor(() => expect(cells(rowOf('101'))[3]).toBe('TLBD'));
    expect(cells(rowOf('201'))[3]).toBe('MQ');
  });
});

describe('/phan-tich-phai-thu-khach-hang-dien: Bỏ chốt (issue 21 item 4)', () => {
  const unlockButton = () => screen.queryAllByRole('button', { name: /Bỏ chốt/ }).find((b) => !b.closest('.ant-modal'));
  // 23:59:59 of the month's last day in Vietnam (still inside the month) and 00:00 of the 1st after it.
  const LAST_SECOND = `${lastDayOf(MONTH)}T16:59:59.000Z`;
  const AFTER_END = `${lastDayOf(MONTH)}T17:00:00.000Z`;
  async function openFinalized(role: 'admin' | 'staff', finalized_at: string, extra: Record<string, (c: ApiCall) => Answer> = {}) {
    signIn(role);
    log = { ...LOG, finalized_at };
    stub(extra);
    renderScreen(<ElectricityAnalysisPage />, `/phan-tich-phai-thu-khach-hang-dien?month=${MONTH}`);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(finalizeButton().textContent).toContain('Đã chốt báo cáo');
  }

  it('shows nothing new to staff on a month finalized before it ended', async () => {
    await openFinalized('staff', LAST_SECOND);
    expect(unlockButton()).toBeUndefined();
  });

  it('shows nothing new to an admin on a month finalized once it had ended', async () => {
    await openFinalized('admin', AFTER_END);
    expect(unlockButton()).toBeUndefined();
  });

  it('lets an admin take back a month finalized before it ended: the reason asked in a dialog sent by its OK button only, then the month open again', async () => {
    const post = vi.fn((_c: ApiCall): Answer => {
      log = null;
      return { body: { message: 'Đã bỏ chốt báo cáo phân tích điện' } };
    });
    await openFinalized('admin', LAST_SECOND, { [`POST ${E}/unfinalize`]: (c) => post(c) });
    const logReads = api.callsTo('GET', `${E}/log`).length;
    fireEvent.click(unlockButton()!);
    const modal = await screen.findByRole('dialog');
    expect(modal.textContent).toContain(`trước khi tháng ${label(MONTH)} kết thúc`);
    const reason = within(modal).getByLabelText('Lý do');
    // Enter in the reason sends nothing; OK with no reason is refused on the form.
    fireEvent.keyDown(reason, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(within(modal).getByRole('button', { name: 'Bỏ chốt' }));
    // In the contract's words (its unfinalize body's reason).
    expect(await within(modal).findByText('Vui lòng nhập lý do bỏ chốt')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(reason, { target: { value: '  Chốt nhầm giữa tháng  ' } });
    fireEvent.keyDown(reason, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await new Promise((r) => setTimeout(r, 50));
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(within(modal).getByRole('button', { name: 'Bỏ chốt' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![0].body).toEqual({ month: MONTH, reason: 'Chốt nhầm giữa tháng' });
    expect(post.mock.calls[0]![0].headers['Idempotency-Key']).toBeTruthy();
    expect(await screen.findByText('Đã bỏ chốt báo cáo phân tích điện')).toBeTruthy();

    // The log is asked for again: the month is open, its table empty until Lấy dữ liệu.
    await waitFor(() => expect(api.callsTo('GET', `${E}/log`).length).toBeGreaterThan(logReads));
    await waitFor(() => expect(finalizeButton().textContent).not.toContain('Đã chốt'));
    expect(unlockButton()).toBeUndefined();
    expect(fetchButton()).toHaveProperty('disabled', false);
  });
});

describe('flags (beyond the spec)', () => {
  it('shows each flag with its reason, filters to flagged rows, records a review and a note, and the share confirmed', async () => {
    // The server keeps what it is told: later answers carry the review and the note.
    let rows = ROWS;
    analysis = () => ({ body: { month: MONTH, type: 'E', finalized: false, items: rows } });
    const notes = vi.fn((c: ApiCall): Answer => {
      const { building, room_id, month: _month, ...patch } = c.body as { building: string; room_id: string; month: string };
      rows = rows.map((r) => (r.building === building && r.room_id === room_id ? { ...r, ...patch } : r));
      return { body: { message: 'Đã lưu' } };
    });
    stub({ [`PUT ${E}/notes`]: (c) => notes(c) });
    await openAndFetch();
    expect(screen.getByLabelText('Tỷ lệ cờ đã xác nhận').textContent).toBe('0/1 cờ đã xác nhận');
    expect(within(rowOf('102')).getByText('Phòng trống vẫn dùng')).toBeTruthy();
    fireEvent.mouseOver(within(rowOf('102')).getByText('Phòng trống vẫn dùng'));
    expect(await screen.findByText('Phòng không có người ở nhưng dùng 40,5 kWh (ngưỡng 5 kWh)')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Chỉ dòng bất thường' }));
    await waitFor(() => expect(bodyRows().map((tr) => cells(tr)[1])).toEqual(['102', '201']));

    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận cờ phòng 102 toà BN' }));
    await waitFor(() => expect(notes).toHaveBeenCalledTimes(1));
    expect(notes.mock.calls[0]![0].body).toEqual({ month: MONTH, building: 'BN', room_id: '102', flag_review: 'confirmed' });
    await waitFor(() => expect(screen.getByLabelText('Tỷ lệ cờ đã xác nhận').textContent).toBe('1/2 cờ đã xác nhận'));

    fireEvent.click(screen.getByRole('button', { name: 'Ghi chú phòng 102 toà BN' }));
    const modal = await screen.findByRole('dialog');
    fireEvent.change(within(modal).getByLabelText('Ghi chú'), { target: { value: 'Bình nóng lạnh để quên' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(notes).toHaveBeenCalledTimes(2));
    expect(notes.mock.calls[1]![0].body).toEqual({ month: MONTH, building: 'BN', room_id: '102', note: 'Bình nóng lạnh để quên' });
  });
});

describe('export (spec §5, §9)', () => {
  it('warns Cảnh báo before the rows are fetched, then exports on the server with the month’s period', async () => {
    stub({
      'POST /api/exports': () => ({
        status: 201,
        body: { url: 'http://localhost/file.csv', expires_at: '2026-11-22T10:15:00.000Z', file_name: `${MONTH}-ptptkh-dien.csv` },
      }),
    });
    renderScreen(<ElectricityAnalysisPage />, `/phan-tich-phai-thu-khach-hang-dien?month=${MONTH}`);
    await waitFor(() => expect(fetchButton()).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: /Xuất CSV/ }));
    const warning = await confirmDialog('Cảnh báo');
    expect(warning.textContent).toContain('Không có dữ liệu để xuất. Vui lòng tải dữ liệu trước.');
    expect(api.callsTo('POST', '/api/exports')).toHaveLength(0);
    closeDialog(warning);

    fireEvent.click(fetchButton());
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: /Xuất CSV/ }));
    await waitFor(() => expect(api.callsTo('POST', '/api/exports')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/exports')[0]!.body).toEqual({ report: 'getElectricityAnalysis', params: PERIOD, format: 'csv' });
  });

  it('names the files <month>-ptptkh-dien / -nuoc, the sheet by the screen title, values with 2 decimals and rates with %', () => {
    const e = EXPORT_REPORTS.getElectricityAnalysis;
    const w = EXPORT_REPORTS.getWaterAnalysis;
    expect(e.fileName(PERIOD)).toBe(`${MONTH}-ptptkh-dien`);
    expect(w.fileName(PERIOD)).toBe(`${MONTH}-ptptkh-nuoc`);
    expect([e.title, w.title]).toEqual(['Phân tích phải thu khách hàng điện', 'Phân tích phải thu khách hàng nước']);
    const rows = e.rows({ month: MONTH, type: 'E', finalized: false, items: ROWS }, PERIOD);
    const csv = toCsv(toMatrix(columnsOf(e, PERIOD), rows)).split('\r\n');
    expect(csv[0]).toBe(
      `\uFEFFToà,Phòng,Số người,Thiết bị,Tháng ${label(TWO_AGO)},Tháng ${label(PREVIOUS)},Tháng ${label(MONTH)},Trung bình,Chênh lệch 2 tháng,Chênh lệch so với TB,Tỷ lệ chênh lệch 2 tháng,Tỷ lệ chênh lệch so với TB,Cờ bất thường,Xử lý cờ,Ghi chú`,
    );
    expect(csv[1]).toBe('BN,101,2.00,TL,100.00,120.00,150.00,123.33,30.00,26.67,25.00%,21.62%,,,');
    expect(csv[3]).toContain('"ML, MG"');
    expect(csv[3]).toContain('Vượt trung vị 3 tháng: Dùng 300 kWh');
    expect(csv[3]).toContain('Đã bỏ qua');
  });
});

describe('/phan-tich-phai-thu-khach-hang-nuoc', () => {
  it('is the same screen for water: its own operations', async () => {
    const W = '/api/water-consumption-analysis';
    const apiW = stubApi({
      [`GET ${W}/log`]: () => ({ body: { data: null } }),
      [`GET ${W}`]: () => ({ body: { month: MONTH, type: 'W', finalized: false, items: [row({ building: 'MA', room_id: '301', consumption: 12 })] } }),
    });
    renderScreen(<WaterAnalysisPage />, `/phan-tich-phai-thu-khach-hang-nuoc?month=${MONTH}`);
    expect(await screen.findByText('Tổng tiêu thụ nước 3 tháng (m³)')).toBeTruthy();
    await waitFor(() => expect(fetchButton()).toHaveProperty('disabled', false));
    fireEvent.click(fetchButton());
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(apiW.queryOf(apiW.callsTo('GET', W)[0]!)).toEqual(PERIOD);
    expect(apiW.callsTo('GET', E)).toHaveLength(0);
  });
});
