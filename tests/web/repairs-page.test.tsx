import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OrdinaryRepairsPage from '../../web/src/features/repairs/OrdinaryRepairsPage';
import PcccRepairsPage from '../../web/src/features/repairs/PcccRepairsPage';
import { daysOpen } from '../../web/src/features/repairs/RepairsPage';
import { refusal, renderScreen, resetScreenState, signIn, stubApi } from './harness';

// A whole screen with its dialogs renders slowly in jsdom on a busy 2-core machine.

const TODAY = dayjs().format('YYYY-MM-DD');
const URL = '/phieu-sua-chua-va-cham-cong?building=XA&from=2026-10-01&to=2026-10-31&month=2026-10';
const PCCC_URL = '/phieu-sua-chua-va-cham-cong-pccc-lon?building=XA&from=2026-10-01&to=2026-10-31&month=2026-10';

const REQUEST = {
  id: '01K00000000000000000000RQ1',
  book: 'ordinary',
  building: 'XA',
  room_id: '101',
  description: 'Vòi nước rò rỉ',
  reported_by: 'Khách phòng 101',
  reported_on: '2026-10-03',
  status: 'not_repaired',
  timesheet_ids: [],
  version: 1,
  created_at: '2026-10-03T02:00:00Z',
  created_by: 'ketoan',
};
const DONE = {
  ...REQUEST,
  id: '01K00000000000000000000RQ2',
  room_id: undefined,
  common_area: 'Cầu thang tầng 2',
  description: 'Thay bóng đèn',
  status: 'completed',
  completed_on: '2026-10-06',
};
const MAN = {
  id: '01K00000000000000000000MN1',
  name: 'Thợ Hùng',
  phone: '0903123456',
  daily_wage: 400_000,
  active: true,
  timesheet_count: 1,
  version: 1,
  created_at: '2026-09-01T00:00:00Z',
  created_by: 'ketoan',
};
const IDLE = { ...MAN, id: '01K00000000000000000000MN2', name: 'Thợ Nghỉ', active: false, timesheet_count: 0 };
const SHEET = {
  id: '01K00000000000000000000TS1',
  book: 'ordinary',
  building: 'XA',
  repairman_id: MAN.id,
  repairman_name: MAN.name,
  date: '2026-10-04',
  days: 1.5,
  wage: 600_000,
  materials: 150_000,
  total: 750_000,
  request_ids: [REQUEST.id],
  payment_status: 'not_paid',
  version: 1,
  created_at: '2026-10-04T02:00:00Z',
  created_by: 'ketoan',
  requests: [REQUEST],
};
const TOTAL = {
  building: 'XA',
  repairman_id: MAN.id,
  repairman_name: MAN.name,
  timesheets: 1,
  days: 1.5,
  hours: 0,
  wage: 600_000,
  materials: 150_000,
  total: 750_000,
  paid: 0,
  unpaid: 750_000,
};
const PAYMENT = {
  id: '01K00000000000000000000PY1',
  book: 'ordinary',
  slip_no: 'SCXA2610-001',
  building: 'XA',
  month: '2026-10',
  date: TODAY,
  wallet: 9,
  repairman_id: MAN.id,
  repairman_name: MAN.name,
  amount: 750_000,
  wage: 600_000,
  materials: 150_000,
  timesheet_ids: [SHEET.id],
  status: 'active',
  version: 1,
  created_at: '2026-10-31T02:00:00Z',
  created_by: 'ketoan',
};

const reads = (prefix: string) => ({
  [`GET /api/${prefix}-request`]: (c: { query: URLSearchParams }) => ({
    body: { items: c.query.get('status') === 'completed' ? [DONE] : c.query.get('status') ? [REQUEST] : [REQUEST, DONE] },
  }),
  [`GET /api/${prefix}-timesheet/with-repair-request`]: () => ({ body: { items: [SHEET] } }),
  [`GET /api/${prefix}-timesheet/total-payment-in-month`]: () => ({ body: { items: [TOTAL] } }),
  'GET /api/repairman': () => ({ body: { items: [MAN, IDLE] } }),
  // October open: the vouchers may be dated in it whatever day the test runs
  'GET /api/payments/latest-payment-log': () => ({ body: { month: '2026-09' } }),
});
const READS = reads('repair');

const click = async (el: HTMLElement) => act(async () => fireEvent.click(el));
const dialog = (title: RegExp) => screen.getAllByRole('dialog').find((d) => title.test(d.textContent ?? '')) ?? screen.getByRole('dialog');
const type = async (el: HTMLElement, value: string) => act(async () => fireEvent.change(el, { target: { value } }));
async function pick(within_: HTMLElement, label: string, optionText: string | RegExp) {
  await act(async () => fireEvent.mouseDown(within(within_).getByRole('combobox', { name: label })));
  const dropdown = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1) as HTMLElement;
  const option = await within(dropdown).findByText(optionText, { selector: '.ant-select-item-option-content' });
  await act(async () => fireEvent.click(option));
}

beforeEach(() => signIn('staff'));
afterEach(resetScreenState);

describe('repairs screen (/phieu-sua-chua-va-cham-cong)', () => {
  it('lists the building’s requests of the range and filters them by the status tabs', async () => {
    const api = stubApi(READS);
    renderScreen(<OrdinaryRepairsPage />, URL);
    await screen.findByText('Vòi nước rò rỉ');
    expect(screen.getByText('Cầu thang tầng 2')).toBeTruthy();
    expect(api.queryOf(api.callsTo('GET', '/api/repair-request')[0]!)).toEqual({ building: 'XA', from: '2026-10-01', to: '2026-10-31' });
    // Issue 24: a room's request links its room number to the room's page; a common area has no room to open.
    expect(screen.getByRole('link', { name: '101' }).getAttribute('href')).toBe('/phong/XA/101');
    expect(screen.getByText('Cầu thang tầng 2').closest('td')!.querySelector('a')).toBeNull();
    await click(screen.getByRole('tab', { name: 'Hoàn thành' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/repair-request').some((c) => c.query.get('status') === 'completed')).toBe(true));
    await waitFor(() => expect(screen.queryByText('Vòi nước rò rỉ')).toBeNull());
    // a completed request is no longer edited
    expect(screen.queryByRole('button', { name: /Sửa phiếu Cầu thang/ })).toBeNull();
  });

  it('says how many days an open request has waited; a completed one no longer waits (issue 23 §9)', async () => {
    expect(daysOpen({ status: 'not_repaired', reported_on: '2026-10-03' }, '2026-10-13')).toBe(10);
    expect(daysOpen({ status: 'timesheet_done', reported_on: '2026-10-03' }, '2026-10-03')).toBe(0);
    expect(daysOpen({ status: 'completed', reported_on: '2026-10-03' }, '2026-10-13')).toBeUndefined();
    stubApi(READS);
    renderScreen(<OrdinaryRepairsPage />, URL);
    const row = (await screen.findByText('Vòi nước rò rỉ')).closest('tr')!;
    expect(within(row).getByText(`${daysOpen({ status: 'not_repaired', reported_on: REQUEST.reported_on })!.toLocaleString('vi-VN')} ngày`)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Số ngày chờ' })).toBeTruthy();
  });

  it('opens the tab the address names (the dashboard sends unpaid timesheets to the month’s totals), and keeps a tab chosen', async () => {
    stubApi(READS);
    const { router } = renderScreen(<OrdinaryRepairsPage />, `${URL}&tab=totals`);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Tổng tiền tháng' }).getAttribute('aria-selected')).toBe('true'));
    await click(screen.getByRole('tab', { name: 'Chấm công' }));
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('timesheets');
  });

  it('reports a repair: refuses what is missing, posts with the building', async () => {
    const api = stubApi({
      ...READS,
      'POST /api/repair-request': () => ({ status: 201, body: { ...REQUEST, id: '01K00000000000000000000RQ9', room_id: '203', description: 'Hỏng khoá cửa' } }),
    });
    renderScreen(<OrdinaryRepairsPage />, URL);
    await screen.findByText('Vòi nước rò rỉ');
    await click(screen.getByRole('button', { name: /Báo sửa chữa/ }));
    const d = () => dialog(/Báo sửa chữa – toà XA/);
    await click(within(d()).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(document.querySelector('#repair_request_description_help')?.textContent).toBe('Vui lòng nhập nội dung cần sửa'));
    expect(api.callsTo('POST', '/api/repair-request')).toHaveLength(0);
    await type(within(d()).getByLabelText('Phòng'), '203');
    await type(within(d()).getByLabelText('Nội dung cần sửa'), 'Hỏng khoá cửa');
    await type(within(d()).getByLabelText('Người báo'), 'Bảo vệ');
    await click(within(d()).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/repair-request')).toHaveLength(1));
    const sent = api.callsTo('POST', '/api/repair-request')[0]!;
    expect(sent.body).toEqual({ building: 'XA', room_id: '203', description: 'Hỏng khoá cửa', reported_by: 'Bảo vệ', reported_on: TODAY });
    expect(sent.headers['Idempotency-Key']).toBeTruthy();
    await screen.findByText('Đã lập phiếu sửa chữa phòng 203');
  });

  it('opened on a room (the room page’s “Báo sửa chữa”), opens the new request with the room filled in; closing drops the room from the address', async () => {
    const api = stubApi({
      ...READS,
      'POST /api/repair-request': () => ({ status: 201, body: { ...REQUEST, id: '01K00000000000000000000RQ9', room_id: '305', description: 'Hỏng điều hoà' } }),
    });
    const { router } = renderScreen(<OrdinaryRepairsPage />, `${URL}&room=305`);
    const d = () => dialog(/Báo sửa chữa – toà XA/);
    await waitFor(() => expect((within(d()).getByLabelText('Phòng') as HTMLInputElement).value).toBe('305'));
    await type(within(d()).getByLabelText('Nội dung cần sửa'), 'Hỏng điều hoà');
    await type(within(d()).getByLabelText('Người báo'), 'Khách phòng 305');
    await click(within(d()).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/repair-request')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/repair-request')[0]!.body).toEqual({
      building: 'XA',
      room_id: '305',
      description: 'Hỏng điều hoà',
      reported_by: 'Khách phòng 305',
      reported_on: TODAY,
    });
    await screen.findByText('Đã lập phiếu sửa chữa phòng 305');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('room')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks a repair as caused by the tenant with the amount for the room’s next bill; a billed one shows its bill and is kept', async () => {
    const CHARGED = {
      ...REQUEST,
      tenant_caused: true,
      charge_amount: 350_000,
      charged_bill_id: 'XA-2026-10-101',
      charged_bill_no: 'BT-XA2610-101',
      charged_month: '2026-10',
    };
    const api = stubApi({
      ...READS,
      'GET /api/repair-request': () => ({ body: { items: [CHARGED, DONE] } }),
      'POST /api/repair-request': () => ({
        status: 201,
        body: { ...REQUEST, id: '01K00000000000000000000RQ9', room_id: '203', tenant_caused: true, charge_amount: 250_000 },
      }),
    });
    renderScreen(<OrdinaryRepairsPage />, URL);
    // the list says which bill took the charge
    await screen.findByText(/350\.000.*đã vào hoá đơn BT-XA2610-101/);
    await click(screen.getByRole('button', { name: /Báo sửa chữa/ }));
    const d = () => dialog(/Báo sửa chữa – toà XA/);
    await type(within(d()).getByLabelText('Phòng'), '203');
    await type(within(d()).getByLabelText('Nội dung cần sửa'), 'Vỡ kính cửa sổ');
    await type(within(d()).getByLabelText('Người báo'), 'Bảo vệ');
    expect(within(d()).queryByLabelText('Số tiền tính cho khách')).toBeNull();
    await click(within(d()).getByRole('switch', { name: 'Khách gây ra' }));
    await click(within(d()).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(document.querySelector('#repair_request_charge_amount_help')?.textContent).toBe('Vui lòng nhập số tiền tính cho khách'));
    expect(api.callsTo('POST', '/api/repair-request')).toHaveLength(0);
    await type(within(d()).getByLabelText('Số tiền tính cho khách'), '250000');
    await click(within(d()).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/repair-request')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/repair-request')[0]!.body).toEqual({
      building: 'XA',
      room_id: '203',
      description: 'Vỡ kính cửa sổ',
      reported_by: 'Bảo vệ',
      reported_on: TODAY,
      tenant_caused: true,
      charge_amount: 250_000,
    });
    // a request whose charge a bill took: shown with its bill, the switch and amount locked
    await click(await screen.findByRole('button', { name: 'Sửa phiếu Phòng 101' }));
    const e = () => dialog(/Sửa phiếu sửa chữa/);
    expect(within(e()).getByText(/Đã tính 350\.000.*vào hoá đơn BT-XA2610-101/)).toBeTruthy();
    expect((within(e()).getByRole('switch', { name: 'Khách gây ra' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves a request one step with its version; the server’s refusal shows on the status', async () => {
    const api = stubApi({
      ...READS,
      'PUT /api/repair-request/01K00000000000000000000RQ1': () =>
        refusal(409, 'Không chuyển được phiếu sửa chữa từ "Chưa sửa" sang "Đã chấm công"', { code: 'state', field: 'status' }),
    });
    renderScreen(<OrdinaryRepairsPage />, URL);
    await click(await screen.findByRole('button', { name: 'Sửa phiếu Phòng 101' }));
    const d = () => dialog(/Sửa phiếu sửa chữa/);
    // only the status it has and the next one are offered
    await act(async () => fireEvent.mouseDown(within(d()).getByRole('combobox', { name: 'Trạng thái' })));
    const dropdown = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1) as HTMLElement;
    const option = { selector: '.ant-select-item-option-content' };
    await within(dropdown).findByText('Đã chấm công', option);
    expect(within(dropdown).queryByText('Hoàn thành', option)).toBeNull();
    await act(async () => fireEvent.click(within(dropdown).getByText('Đã chấm công', option)));
    await click(within(d()).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/repair-request/01K00000000000000000000RQ1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/repair-request/01K00000000000000000000RQ1')[0]!.body).toEqual({
      room_id: '101',
      description: 'Vòi nước rò rỉ',
      reported_by: 'Khách phòng 101',
      reported_on: '2026-10-03',
      status: 'timesheet_done',
      version: 1,
    });
    await waitFor(() => expect(document.querySelector('#repair_request_status_help')?.textContent).toMatch(/Không chuyển được/));
  });

  it('writes a timesheet: active repairmen only, the wage proposed from days × daily wage, the open requests linked', async () => {
    const api = stubApi({ ...READS, 'POST /api/repair-timesheet': () => ({ status: 201, body: { ...SHEET, requests: undefined } }) });
    renderScreen(<OrdinaryRepairsPage />, URL);
    await screen.findByText('Vòi nước rò rỉ');
    await click(screen.getByRole('tab', { name: 'Chấm công' }));
    await screen.findByText('750.000 ₫');
    expect(screen.getByText('Phòng 101: Vòi nước rò rỉ')).toBeTruthy();
    await click(screen.getByRole('button', { name: /Chấm công/ }));
    const d = () => dialog(/Chấm công – toà XA/);
    await act(async () => fireEvent.mouseDown(within(d()).getByRole('combobox', { name: 'Thợ sửa chữa' })));
    const dropdown = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1) as HTMLElement;
    const option = { selector: '.ant-select-item-option-content' };
    await within(dropdown).findByText(/Thợ Hùng/, option);
    expect(within(dropdown).queryByText(/Thợ Nghỉ/, option)).toBeNull();
    await act(async () => fireEvent.click(within(dropdown).getByText(/Thợ Hùng/, option)));
    await type(within(d()).getByLabelText('Số ngày công'), '1.5');
    await act(async () => fireEvent.blur(within(d()).getByLabelText('Số ngày công')));
    await waitFor(() => expect((within(d()).getByLabelText('Tiền công') as HTMLInputElement).value).toBe('600.000'));
    await type(within(d()).getByLabelText('Tiền vật tư'), '150.000');
    await pick(d(), 'Phiếu sửa chữa đã làm', 'Phòng 101: Vòi nước rò rỉ');
    await click(within(d()).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/repair-timesheet')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/repair-timesheet')[0]!.body).toEqual({
      building: 'XA',
      repairman_id: MAN.id,
      date: TODAY,
      days: 1.5,
      wage: 600_000,
      materials: 150_000,
      request_ids: [REQUEST.id],
    });
  });

  it('pays a repairman’s month as one voucher and prints its 02-TT slip; a refusal stays in the dialog', async () => {
    let refuse = true;
    const api = stubApi({
      ...READS,
      'POST /api/repair-timesheet/pay': () =>
        refuse ? refusal(409, 'Quỹ Tiền mặt XA không đủ tiền: số dư là 100.000 đ', { code: 'cash_floor', field: 'amount' }) : { status: 201, body: PAYMENT },
    });
    const doc = { open: vi.fn(), write: vi.fn(), close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue({ document: doc, focus: vi.fn(), print: vi.fn() } as unknown as Window);
    renderScreen(<OrdinaryRepairsPage />, URL);
    await screen.findByText('Vòi nước rò rỉ');
    await click(screen.getByRole('tab', { name: 'Tổng tiền tháng' }));
    await click(await screen.findByRole('button', { name: 'Thanh toán Thợ Hùng' }));
    const d = () => dialog(/Thanh toán sửa chữa – Thợ Hùng/);
    await click(within(d()).getByRole('button', { name: 'Thanh toán' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/repair-timesheet/pay')).toHaveLength(1));
    await waitFor(() => expect(within(d()).getByText(/không đủ tiền/)).toBeTruthy());
    refuse = false;
    await click(within(d()).getByRole('button', { name: 'Thanh toán' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/repair-timesheet/pay')).toHaveLength(2));
    const [first, second] = api.callsTo('POST', '/api/repair-timesheet/pay');
    expect(second!.body).toEqual({ month: '2026-10', repairman_id: MAN.id, building: 'XA', wallet: 9, date: TODAY });
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
    await screen.findByText('Đã thanh toán SCXA2610-001: 750.000 ₫ cho Thợ Hùng');
    expect(open).toHaveBeenCalledTimes(1);
    const html = String(doc.write.mock.calls[0]![0]);
    expect(html).toContain('Mẫu số 02-TT');
    expect(html).toContain('PHIẾU CHI');
    expect(html).toContain('SCXA2610-001');
    expect(html).toMatch(/Nợ: <b>8111<\/b><br>Có: <b>1114<\/b>/);
    expect(html).toContain('Bảy trăm năm mươi nghìn đồng');
    open.mockRestore();
  });

  it('prints the month’s timesheets on A4 with their total', async () => {
    stubApi(READS);
    const doc = { open: vi.fn(), write: vi.fn(), close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue({ document: doc, focus: vi.fn(), print: vi.fn() } as unknown as Window);
    renderScreen(<OrdinaryRepairsPage />, URL);
    await screen.findByText('Vòi nước rò rỉ');
    await click(screen.getByRole('tab', { name: 'Chấm công' }));
    await screen.findByText('750.000 ₫');
    await click(screen.getByRole('button', { name: /In bảng chấm công/ }));
    const html = String(doc.write.mock.calls[0]![0]);
    expect(html).toContain('BẢNG CHẤM CÔNG SỬA CHỮA');
    expect(html).toContain('Tổng cộng');
    expect(html).toContain('Thợ Hùng');
    expect(html).toContain('Phòng 101: Vòi nước rò rỉ');
    open.mockRestore();
  });

  it('cancels the payment of a paid timesheet (the server reverses it) on the payment version shown, instead of editing it', async () => {
    // The payment's version as read with the month's timesheets (not the timesheet's own version, nor a constant).
    const paid = { ...SHEET, payment_status: 'paid', payment_id: PAYMENT.id, payment_no: PAYMENT.slip_no, paid_on: TODAY, version: 2, payment_version: 3 };
    const api = stubApi({
      ...READS,
      'GET /api/repair-timesheet/with-repair-request': () => ({ body: { items: [paid] } }),
      'POST /api/repair-timesheet/pay/cancel': () => ({ body: { ...PAYMENT, status: 'reversed', version: 4 } }),
    });
    renderScreen(<OrdinaryRepairsPage />, URL);
    await screen.findByText('Vòi nước rò rỉ');
    await click(screen.getByRole('tab', { name: 'Chấm công' }));
    await screen.findByText('Đã thanh toán SCXA2610-001');
    expect(screen.queryByRole('button', { name: /Sửa chấm công/ })).toBeNull();
    await click(screen.getByRole('button', { name: 'Huỷ thanh toán SCXA2610-001' }));
    await click(await screen.findByRole('button', { name: 'Huỷ phiếu chi' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/repair-timesheet/pay/cancel')).toHaveLength(1));
    const sent = api.callsTo('POST', '/api/repair-timesheet/pay/cancel')[0]!;
    expect(sent.body).toEqual({ payment_id: PAYMENT.id, version: 3 });
    expect(sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await screen.findByText('Đã huỷ phiếu chi SCXA2610-001: các bảng chấm công trở lại Chưa thanh toán');
  });

  it('manages repairmen: add one, and only one without timesheets can be deleted', async () => {
    const api = stubApi({
      ...READS,
      'POST /api/repairman': () => ({ status: 201, body: { ...IDLE, id: '01K00000000000000000000MN3', name: 'Thợ Mới', active: true } }),
    });
    renderScreen(<OrdinaryRepairsPage />, URL);
    await screen.findByText('Vòi nước rò rỉ');
    await click(screen.getByRole('tab', { name: 'Thợ sửa chữa' }));
    await screen.findByText('Thợ Nghỉ');
    expect(screen.queryByRole('button', { name: 'Xoá thợ Thợ Hùng' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Xoá thợ Thợ Nghỉ' })).toBeTruthy();
    await click(screen.getByRole('button', { name: /Thêm thợ/ }));
    const d = () => dialog(/Thêm thợ sửa chữa/);
    await type(within(d()).getByLabelText('Tên thợ'), 'Thợ Mới');
    await type(within(d()).getByLabelText('Tiền công một ngày'), '350.000');
    await click(within(d()).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/repairman')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/repairman')[0]!.body).toEqual({ name: 'Thợ Mới', daily_wage: 350_000, active: true });
  });
});

describe('PCCC repairs screen (/phieu-sua-chua-va-cham-cong-pccc-lon)', () => {
  it('reads and writes the PCCC book’s own paths only', async () => {
    const api = stubApi(reads('pccc-major-repair'));
    renderScreen(<PcccRepairsPage />, PCCC_URL);
    await screen.findByText('Vòi nước rò rỉ');
    expect(screen.getByText('Phiếu sửa chữa và chấm công PCCC lớn')).toBeTruthy();
    await click(screen.getByRole('tab', { name: 'Tổng tiền tháng' }));
    await screen.findByRole('button', { name: 'Thanh toán Thợ Hùng' });
    expect(api.calls.filter((c) => c.path.startsWith('/api/repair-'))).toHaveLength(0);
    expect(api.callsTo('GET', '/api/pccc-major-repair-timesheet/total-payment-in-month')).toHaveLength(1);
  });
});
