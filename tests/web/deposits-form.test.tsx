import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deposit } from '../../shared/api/deposits';
import type { Room } from '../../shared/api/rooms';
import { ACCOUNTS } from '../../shared/catalog/accounts';
import { WALK_IN, WALK_IN_NAME } from '../../shared/catalog/deposits';
import { WALLETS } from '../../shared/catalog/wallets';
import { slipHtml } from '../../web/src/components/print/slip';
import { DepositForm } from '../../web/src/features/deposits/DepositForm';
import { depositSlip } from '../../web/src/features/deposits/print';
import { refusal, renderScreen, resetScreenState, signIn, stubApi, type Answer, type ApiCall } from './harness';

const room = (room_id: string, status: number, v: Partial<Room> = {}): Room => ({
  building: 'BN',
  room_id,
  floor: Number(room_id[0]),
  status,
  rent: 4_000_000,
  deposit: 3_500_000,
  max_occupants: 3,
  version: 1,
  updated_at: '2025-07-01T03:00:00.000Z',
  ...v,
});
const ROOMS = [room('101', 0), room('102', 1), room('103', 2), room('104', 3, { deposit: 4_200_000 }), room('105', 4)];
const AGENT = { user_id: 'u-bv1', username: 'baove1', name: 'Trần Văn Bảo' };
const TODAY = dayjs().format('YYYY-MM-DD');

const created = (body: Record<string, unknown>): Deposit => ({
  ...(body as Omit<Deposit, 'id'>),
  id: '01K0AAAAAAAAAAAAAAAAAAAAAA',
  slip_no: 'CBN2507-001',
  unpaid: (body.amount_agreed as number) - (body.amount_paid as number),
  agent_name: AGENT.name,
  status: 'active',
  version: 1,
  created_at: '2025-07-01T03:00:00.000Z',
  updated_at: '2025-07-01T03:00:00.000Z',
  created_by: { user_id: 'u-ketoan', username: 'ketoan' },
});

/** The server's answer to the create: each test says it. */
let createDeposit: ReturnType<typeof vi.fn<(call: ApiCall) => Answer>>;
let api: ReturnType<typeof stubApi>;
const answer = (body: unknown): Answer => ({ status: 201, body });

beforeEach(() => {
  signIn('staff');
  createDeposit = vi.fn<(call: ApiCall) => Answer>();
  api = stubApi({
    'GET /api/rooms': () => ({ body: { items: ROOMS } }),
    'GET /api/wallet-account': () => ({ body: { wallets: [...WALLETS], accounts: [...ACCOUNTS] } }),
    'GET /api/users': () => ({ body: [AGENT] }),
    // This month is billed: everything before its first day is locked.
    'GET /api/payments/latest-payment-log': () => ({ body: { month: dayjs().format('YYYY-MM') } }),
    'POST /api/deposits': (c) => createDeposit(c),
  });
});
afterEach(resetScreenState);

function renderForm() {
  const onCreated = vi.fn();
  const onPrint = vi.fn();
  renderScreen(<DepositForm building="BN" onCreated={onCreated} onPrint={onPrint} />, '/bao-cao-nhan-coc');
  return { onCreated, onPrint };
}

const combo = (name: string) => screen.getByRole('combobox', { name });
async function openSelect(name: string) {
  await act(async () => fireEvent.mouseDown(combo(name)));
  const dropdowns = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')];
  return dropdowns.at(-1) as HTMLElement;
}
async function pick(name: string, optionText: string | RegExp) {
  const dropdown = await openSelect(name);
  const option = await within(dropdown).findByText(optionText, { selector: '.ant-select-item-option-content' });
  await act(async () => fireEvent.click(option));
}
async function type(label: string, value: string) {
  await act(async () => fireEvent.change(screen.getByLabelText(label), { target: { value } }));
}
async function typeDate(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await act(async () => {
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
  });
  await act(async () => fireEvent.change(input, { target: { value } }));
  await act(async () => fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 }));
}
const save = async () => act(async () => fireEvent.click(screen.getByText('Lưu và in phiếu').closest('button')!));
const helpOf = (field: string) => document.querySelector(`#deposit_${field}_help`)?.textContent ?? '';

async function fillValid() {
  await waitFor(() => expect(api.callsTo('GET', '/api/rooms').length).toBeGreaterThan(0));
  await pick('Phòng', /^101 ·/);
  await type('Họ tên khách', '  Nguyễn Văn An ');
  await type('Số điện thoại', '0912 345 678');
  await pick('Người dẫn phòng', 'Trần Văn Bảo');
  await typeDate('Ngày dự kiến vào ở', dayjs().add(7, 'day').format('DD-MM-YYYY'));
}

describe('deposit form (/bao-cao-nhan-coc)', () => {
  it('offers only rooms whose status allows a deposit (0 empty, 3 under notice)', async () => {
    renderForm();
    await waitFor(() => expect(api.callsTo('GET', '/api/rooms').length).toBeGreaterThan(0));
    const dropdown = await openSelect('Phòng');
    await within(dropdown).findByText(/^101 ·/);
    const options = [...dropdown.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
    expect(options).toEqual([expect.stringMatching(/^101 · 4\.000\.000\s₫ · Trống$/), expect.stringMatching(/^104 · 4\.000\.000\s₫ · Báo trả$/)]);
  });

  it('disables the dates the edit lock closed', async () => {
    renderForm();
    await waitFor(() => expect(api.callsTo('GET', '/api/payments/latest-payment-log').length).toBeGreaterThan(0));
    await act(async () => {
      fireEvent.mouseDown(screen.getByLabelText('Ngày cọc'));
      fireEvent.click(screen.getByLabelText('Ngày cọc'));
    });
    const first = dayjs().startOf('month');
    const cell = (d: dayjs.Dayjs) => document.querySelector(`.ant-picker-dropdown td[title="${d.format('YYYY-MM-DD')}"]`);
    await waitFor(() => expect(cell(first)).not.toBeNull());
    expect(cell(first)!.classList.contains('ant-picker-cell-disabled')).toBe(false);
    // The day before may sit in this month's grid or only in the previous month's.
    if (!cell(first.subtract(1, 'day'))) await act(async () => fireEvent.click(document.querySelector('.ant-picker-dropdown .ant-picker-header-prev-btn')!));
    expect(cell(first.subtract(1, 'day'))?.classList.contains('ant-picker-cell-disabled')).toBe(true);
  });

  it('validates in Vietnamese before asking the server', async () => {
    renderForm();
    await save();
    // The contract's words (zod-rules): its own where it has them, zod-vi's for a field it says nothing of.
    await waitFor(() => expect(helpOf('room_id')).toBe('Vui lòng nhập số phòng'));
    expect(helpOf('customer_name')).toBe('Vui lòng nhập tên khách');
    expect(helpOf('phone')).toBe('Vui lòng nhập số điện thoại');
    expect(helpOf('amount_agreed')).toBe('Vui lòng nhập số tiền');
    expect(helpOf('agent_user_id')).toBe('Vui lòng chọn người dẫn phòng');
    expect(helpOf('expected_move_in_date')).toBe('Vui lòng chọn ngày');

    await type('Số điện thoại', '12ab');
    await type('Số CCCD / hộ chiếu', '12-34');
    await type('Tiền cọc thoả thuận', '3.000.000');
    await type('Số tiền đã nhận', '3.500.000');
    await save();
    await waitFor(() => expect(helpOf('phone')).toBe('Số điện thoại không hợp lệ'));
    expect(helpOf('id_number')).toBe('Số CCCD/hộ chiếu chỉ gồm chữ và số (6–20 ký tự)');
    expect(helpOf('amount_paid')).toBe('Số tiền đã đóng không được lớn hơn số tiền cọc thoả thuận');
    expect(createDeposit).not.toHaveBeenCalled();
  });

  it('fills the room deposit, writes the amount in words and sends whole đồng, ISO dates and an Idempotency-Key', async () => {
    createDeposit.mockImplementation(({ body }) => answer(created(body as Record<string, unknown>)));
    const { onPrint, onCreated } = renderForm();
    await fillValid();
    expect((screen.getByLabelText('Tiền cọc thoả thuận') as HTMLInputElement).value).toBe('3.500.000');
    expect((screen.getByLabelText('Số tiền đã nhận') as HTMLInputElement).value).toBe('3.500.000');
    expect(screen.getByText('Ba triệu năm trăm nghìn đồng')).toBeTruthy();
    await type('Số tiền đã nhận', '1.000.000');
    expect(await screen.findByText(/Một triệu đồng · còn phải đóng 2\.500\.000/)).toBeTruthy();
    await save();

    await waitFor(() => expect(createDeposit).toHaveBeenCalledOnce());
    const { body, headers } = createDeposit.mock.calls[0]![0];
    expect(body).toEqual({
      building: 'BN',
      room_id: '101',
      customer_name: 'Nguyễn Văn An',
      phone: '0912 345 678',
      amount_agreed: 3_500_000,
      amount_paid: 1_000_000,
      wallet: 6,
      agent_user_id: 'u-bv1',
      date: TODAY,
      expected_move_in_date: dayjs().add(7, 'day').format('YYYY-MM-DD'),
    });
    expect(headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(onPrint).toHaveBeenCalledOnce());
    expect(onPrint.mock.calls[0]![0]).toMatchObject({ slip_no: 'CBN2507-001', room_id: '101' });
    expect(onCreated).toHaveBeenCalledOnce();
    // Ready for the next slip: the customer is cleared, building and date stay.
    await waitFor(() => expect((screen.getByLabelText('Họ tên khách') as HTMLInputElement).value).toBe(''));
  });

  it("puts the server's 400 field errors on their fields and keeps the key for a retry of the same slip", async () => {
    createDeposit.mockReturnValue(
      refusal(400, 'Dữ liệu không hợp lệ: agent_user_id: Người dẫn phòng phải là một tài khoản bảo vệ (SECURITY)', {
        errors: [
          { path: 'agent_user_id', message: 'Người dẫn phòng phải là một tài khoản bảo vệ (SECURITY)' },
          { path: 'body.phone', message: 'Số điện thoại đã bị chặn' },
        ],
      }),
    );
    renderForm();
    await fillValid();
    await save();
    await waitFor(() => expect(helpOf('agent_user_id')).toBe('Người dẫn phòng phải là một tài khoản bảo vệ (SECURITY)'));
    expect(helpOf('phone')).toBe('Số điện thoại đã bị chặn');
    // The one error dialog shows it too.
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Lỗi'));

    await save();
    await waitFor(() => expect(createDeposit).toHaveBeenCalledTimes(2));
    const [first, second] = createDeposit.mock.calls.map((c) => c[0].headers?.['Idempotency-Key']);
    expect(second).toBe(first);
  });

  it('shows a 409 above the form and on the room, and a changed slip gets a new key', async () => {
    createDeposit.mockReturnValue(
      refusal(409, 'Phòng 101 (BN) đang ở trạng thái "Đã cọc, chưa vào ở", không thể nhận cọc', { code: 'state', field: 'room_id' }),
    );
    renderForm();
    await fillValid();
    await save();
    await waitFor(() =>
      expect(document.querySelector('.ant-form .ant-alert-error')?.textContent).toContain(
        'Phòng 101 (BN) đang ở trạng thái "Đã cọc, chưa vào ở", không thể nhận cọc',
      ),
    );
    // The field's message is antd's own render, which may come a frame after the alert's.
    await waitFor(() => expect(helpOf('room_id')).toBe('Phòng 101 (BN) đang ở trạng thái "Đã cọc, chưa vào ở", không thể nhận cọc'));

    createDeposit.mockReturnValue(refusal(409, 'Kỳ đã khoá sổ', { code: 'period_locked', field: 'date' }));
    await pick('Phòng', /^104 ·/);
    await save();
    await waitFor(() => expect(helpOf('date')).toBe('Kỳ đã khoá sổ'));
    expect(document.querySelector('.ant-form .ant-alert-error')?.textContent).toContain('Kỳ đã khoá sổ');
    const [first, second] = createDeposit.mock.calls.map((c) => c[0].headers?.['Idempotency-Key']);
    expect(second).not.toBe(first);
  });
});

describe('deposit form: who showed the room (issue 23, item 2)', () => {
  it('offers "Khách tự đến" first, finds a name typed without accents, and sends walk-in', async () => {
    createDeposit.mockImplementation(({ body }) => answer(created(body as Record<string, unknown>)));
    renderForm();
    await waitFor(() => expect(api.callsTo('GET', '/api/users').length).toBeGreaterThan(0));
    const dropdown = await openSelect('Người dẫn phòng');
    await within(dropdown).findByText('Trần Văn Bảo');
    const options = () => [...dropdown.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
    expect(options()).toEqual([WALK_IN_NAME, 'Trần Văn Bảo']);
    // Typed text filters, accents or not.
    await act(async () => fireEvent.change(combo('Người dẫn phòng'), { target: { value: 'tran van' } }));
    await waitFor(() => expect(options()).toEqual(['Trần Văn Bảo']));
    await act(async () => fireEvent.change(combo('Người dẫn phòng'), { target: { value: 'khach tu' } }));
    await waitFor(() => expect(options()).toEqual([WALK_IN_NAME]));
    await act(async () => fireEvent.click(within(dropdown).getByText(WALK_IN_NAME, { selector: '.ant-select-item-option-content' })));

    await pick('Phòng', /^101 ·/);
    await type('Họ tên khách', 'Nguyễn Văn An');
    await type('Số điện thoại', '0912345678');
    await typeDate('Ngày dự kiến vào ở', dayjs().add(7, 'day').format('DD-MM-YYYY'));
    await save();
    await waitFor(() => expect(createDeposit).toHaveBeenCalledOnce());
    expect(createDeposit.mock.calls[0]![0].body).toMatchObject({ agent_user_id: WALK_IN });
  });

  it('never carries the agent over to the next slip', async () => {
    createDeposit.mockImplementation(({ body }) => answer(created(body as Record<string, unknown>)));
    const { onCreated } = renderForm();
    await fillValid();
    const agentShown = () => combo('Người dẫn phòng').closest('.ant-select')!.querySelector('.ant-select-selection-item')?.textContent ?? '';
    expect(agentShown()).toBe('Trần Văn Bảo');
    await save();
    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    await waitFor(() => expect(agentShown()).toBe(''));
    // Saving again without choosing is refused on the agent.
    await save();
    await waitFor(() => expect(helpOf('agent_user_id')).toBe('Vui lòng chọn người dẫn phòng'));
    expect(createDeposit).toHaveBeenCalledOnce();
  });
});

describe('deposit slip print (A5)', () => {
  it('carries number, date DD-MM-YYYY, customer, room, amounts, words, agent and signatures', () => {
    const d = created({
      building: 'BN',
      room_id: '101',
      customer_name: 'Nguyễn Văn <An>',
      phone: '0912345678',
      amount_agreed: 3_500_000,
      amount_paid: 3_500_000,
      wallet: 6,
      agent_user_id: 'u-bv1',
      date: '2025-07-05',
      expected_move_in_date: '2025-07-12',
    });
    const html = slipHtml(depositSlip(d, 'Nguyễn Thị Kế Toán'));
    expect(html).toContain('PHIẾU NHẬN CỌC GIỮ PHÒNG');
    expect(html).toContain('CBN2507-001');
    expect(html).toContain('Ngày 05 tháng 07 năm 2025');
    expect(html).toContain('Nguyễn Văn &lt;An&gt;');
    expect(html).toContain('101 – Nhà Bình Nguyên');
    expect(html).toContain('Ba triệu năm trăm nghìn đồng');
    expect(html).toContain('Tiền mặt BN');
    expect(html).toContain('Trần Văn Bảo');
    expect(html).toMatch(/Người nộp tiền.*Người dẫn phòng.*Người nhận tiền/s);
    expect(html).toContain('Nguyễn Thị Kế Toán');
  });
});
