import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Room } from '../../shared/api/rooms';
import type { Stay } from '../../shared/api/stays';
import { ACCOUNTS } from '../../shared/catalog/accounts';
import { WALLETS } from '../../shared/catalog/wallets';
import { docHtml } from '../../web/src/components/print/doc';
import { CheckInForm } from '../../web/src/features/stays/CheckInForm';
import { checkInSlip } from '../../web/src/features/stays/print';
import { refusal, renderScreen, resetScreenState, signIn, stubApi, type Answer, type ApiCall } from './harness';

const room = (room_id: string, status: number, v: Partial<Room> = {}): Room => ({
  building: 'GB',
  room_id,
  floor: 1,
  status,
  rent: 4_400_000,
  deposit: 4_000_000,
  max_occupants: 3,
  version: 1,
  updated_at: '2026-11-01T03:00:00.000Z',
  ...v,
});
const ROOMS = [room('101', 0), room('102', 1, { rent: 5_000_000 }), room('103', 2)];
const TODAY = dayjs().format('YYYY-MM-DD');
const DEPOSIT_DATE = dayjs().subtract(3, 'day').format('YYYY-MM-DD');
const DEPOSIT = {
  id: '01KDEPOSIT0000000000000102',
  slip_no: 'CGB2611-007',
  building: 'GB',
  room_id: '102',
  customer_name: 'Trần Thị Mai',
  phone: '0903123456',
  id_number: '079201001234',
  amount_agreed: 4_500_000,
  amount_paid: 4_500_000,
  unpaid: 0,
  wallet: 7,
  agent_user_id: 'u-bv1',
  agent_name: 'Trần Văn Bảo',
  date: DEPOSIT_DATE,
  expected_move_in_date: TODAY,
  status: 'active',
  version: 1,
  created_at: '2026-11-01T03:00:00.000Z',
  updated_at: '2026-11-01T03:00:00.000Z',
  created_by: { user_id: 'u-ketoan', username: 'ketoan' },
  held: 4_500_000,
};

const stayOf = (body: Record<string, unknown>): Stay =>
  ({
    ...body,
    id: '01KSTAY0000000000000000001',
    deposit_object: 'stay:01KSTAY0000000000000000001',
    rent_history: [{ from: body.start_date, rent: body.rent }],
    deposit_top_up: 0,
    occupants: (body.occupants as object[]).map((o, i) => ({ ...o, customer_id: `c${i}` })),
    status: 'active',
    version: 1,
    created_at: '2026-11-21T03:00:00.000Z',
    created_by: 'ketoan',
  }) as Stay;

/** The server's answer to the create: each test says it. */
let createCheckIn: ReturnType<typeof vi.fn<(call: ApiCall) => Answer>>;
let api: ReturnType<typeof stubApi>;
const answer = (body: unknown): Answer => ({ status: 201, body });

beforeEach(() => {
  signIn('staff');
  createCheckIn = vi.fn<(call: ApiCall) => Answer>();
  api = stubApi({
    'GET /api/rooms': () => ({ body: { items: ROOMS } }),
    'GET /api/wallet-account': () => ({ body: { wallets: [...WALLETS], accounts: [...ACCOUNTS] } }),
    'GET /api/deposits/deposit-status': (c) => ({ body: { items: c.query.get('room_id') === '102' ? [DEPOSIT] : [] } }),
    'POST /api/check-ins': (c) => createCheckIn(c),
  });
});
afterEach(resetScreenState);

function renderForm(roomId?: string) {
  const onCreated = vi.fn();
  renderScreen(<CheckInForm building="GB" roomId={roomId} onCreated={onCreated} />, '/phieu-thong-tin-nhan-phong');
  return { onCreated };
}

const roomsLoaded = () => waitFor(() => expect(api.callsTo('GET', '/api/rooms').length).toBeGreaterThan(0));
async function pick(name: string, optionText: string | RegExp) {
  await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name })));
  const dropdown = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1) as HTMLElement;
  const option = await within(dropdown).findByText(optionText, { selector: '.ant-select-item-option-content' });
  await act(async () => fireEvent.click(option));
}
const type = async (label: string, value: string) => act(async () => fireEvent.change(screen.getByLabelText(label), { target: { value } }));
const click = async (text: string) => act(async () => fireEvent.click(screen.getByText(text).closest('button')!));
const save = () => click('Lưu và in phiếu');
const helpOf = (field: string) => document.querySelector(`#check-in_${field}_help`)?.textContent ?? '';
const people = () => screen.queryAllByRole('group', { name: /^Người ở \d+$/ });
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

async function fillValid() {
  await roomsLoaded();
  await pick('Phòng', /^101 ·/);
  await waitFor(() => expect(value('Số hợp đồng')).toMatch(/^GB-101-\d{6}$/));
  await type('Họ tên người ở 1', '  Phạm Quốc Bảo ');
  await type('Số điện thoại người ở 1', '0988 777 666');
  await type('Chỉ số điện đầu', '1200');
  await type('Chỉ số nước đầu', '350');
}

describe('check-in form: occupants (/phieu-thong-tin-nhan-phong)', () => {
  it('starts with the contract holder, adds and removes people, and stops at the room limit', async () => {
    renderForm();
    await roomsLoaded();
    expect(people()).toHaveLength(1);
    expect(screen.getByText('Người ở 1 (người đứng hợp đồng)')).toBeTruthy();
    // The only occupant cannot be removed: a stay needs someone in it.
    expect((screen.getByRole('button', { name: 'Bỏ người ở 1' }) as HTMLButtonElement).disabled).toBe(true);

    await pick('Phòng', /^101 ·/);
    expect(await screen.findByText('Phòng tối đa 3 người')).toBeTruthy();
    await click('Thêm người ở');
    await click('Thêm người ở');
    expect(people()).toHaveLength(3);
    expect((screen.getByText('Thêm người ở').closest('button') as HTMLButtonElement).disabled).toBe(true);

    await type('Họ tên người ở 2', 'Lê Văn Hùng');
    await type('Họ tên người ở 3', 'Ngô Thị Lan');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Bỏ người ở 2' })));
    expect(people()).toHaveLength(2);
    // The rows close up: the third person is now the second.
    expect(value('Họ tên người ở 2')).toBe('Ngô Thị Lan');
    expect((screen.getByText('Thêm người ở').closest('button') as HTMLButtonElement).disabled).toBe(false);
  });

  it('validates in Vietnamese before asking the server, in the list rows too', async () => {
    renderForm();
    await roomsLoaded();
    await save();
    await waitFor(() => expect(helpOf('room_id')).toBe('Vui lòng chọn phòng'));
    expect(helpOf('contract_no')).toBe('Vui lòng nhập số hợp đồng');
    // The contract's words (zod-rules): its own where it has them, zod-vi's for a field it says nothing of.
    expect(helpOf('rent')).toBe('Vui lòng nhập số tiền');
    expect(helpOf('deposit_held')).toBe('Vui lòng nhập tiền cọc giữ');
    expect(helpOf('occupants_0_name')).toBe('Vui lòng nhập họ tên');
    expect(helpOf('start_readings_electricity')).toBe('Vui lòng nhập chỉ số');
    expect(helpOf('start_readings_water')).toBe('Vui lòng nhập chỉ số');

    await fillValid();
    await type('Số hợp đồng', 'HĐ 01');
    await click('Thêm người ở');
    await type('Họ tên người ở 2', 'Lê Văn Hùng');
    await type('Số điện thoại người ở 2', '12ab');
    await type('Số CCCD người ở 2', '12-34');
    await click('Thêm xe');
    await save();
    await waitFor(() => expect(helpOf('occupants_1_phone')).toBe('Số điện thoại không hợp lệ'));
    expect(helpOf('occupants_1_id_number')).toBe('Số CCCD/hộ chiếu chỉ gồm chữ và số (6–20 ký tự)');
    expect(helpOf('contract_no')).toBe('Số hợp đồng chỉ gồm chữ, số và / . _ - (tối đa 30 ký tự)');
    expect(helpOf('vehicles_0_plate')).toBe('Vui lòng nhập biển số xe');
    expect(createCheckIn).not.toHaveBeenCalled();
  });
});

describe('check-in form: the server', () => {
  it('sends trimmed people, ISO dates, money received with its wallet and an Idempotency-Key', async () => {
    createCheckIn.mockImplementation(({ body }) => answer(stayOf(body as Record<string, unknown>)));
    const { onCreated } = renderForm();
    await fillValid();
    // An empty room: the default deposit is taken now, into the building's cash box.
    expect(value('Giá thuê')).toBe('4.400.000');
    expect(value('Tiền cọc giữ')).toBe('4.000.000');
    expect(screen.getByText(/Bốn triệu đồng · thu thêm khi nhận phòng 4\.000\.000/)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Ví nhận tiền cọc' })).toBeTruthy();
    await save();

    await waitFor(() => expect(createCheckIn).toHaveBeenCalledOnce());
    const { body, headers } = createCheckIn.mock.calls[0]![0];
    expect(body).toEqual({
      building: 'GB',
      room_id: '101',
      contract_no: `GB-101-${dayjs().format('YYMMDD')}`,
      start_date: TODAY,
      rent: 4_400_000,
      deposit_held: 4_000_000,
      wallet: 7,
      occupants: [{ name: 'Phạm Quốc Bảo', phone: '0988 777 666' }],
      vehicles: [],
      start_readings: { electricity: 1200, water: 350 },
      internet: false,
      notice_days: 30,
    });
    expect(headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    expect(onCreated.mock.calls[0]![0]).toMatchObject({ room_id: '101', contract_no: `GB-101-${dayjs().format('YYMMDD')}` });
    // Ready for the next slip.
    await waitFor(() => expect(value('Họ tên người ở 1')).toBe(''));
  });

  it('preselects the active deposit of a deposited room, with its money and its customer', async () => {
    createCheckIn.mockImplementation(({ body }) => answer(stayOf(body as Record<string, unknown>)));
    const { onCreated } = renderForm('102');
    await waitFor(() => expect(value('Họ tên người ở 1')).toBe('Trần Thị Mai'));
    expect(screen.getByText(/^CGB2611-007 · Trần Thị Mai/)).toBeTruthy();
    await waitFor(() => expect(value('Tiền cọc giữ')).toBe('4.500.000'));
    expect(value('Giá thuê')).toBe('5.000.000');
    expect(value('Số CCCD người ở 1')).toBe('079201001234');
    // Nothing more is received: no wallet to choose.
    expect(screen.queryByRole('combobox', { name: 'Ví nhận tiền cọc' })).toBeNull();
    await type('Chỉ số điện đầu', '10');
    await type('Chỉ số nước đầu', '0');
    await save();

    await waitFor(() => expect(createCheckIn).toHaveBeenCalledOnce());
    const { body } = createCheckIn.mock.calls[0]![0] as { body: Record<string, unknown> };
    expect(body).toMatchObject({ room_id: '102', deposit_id: DEPOSIT.id, deposit_held: 4_500_000, rent: 5_000_000 });
    expect(body).not.toHaveProperty('wallet');
    expect(body.occupants).toEqual([{ name: 'Trần Thị Mai', phone: '0903123456', id_number: '079201001234' }]);
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ room_id: '102' }), 'CGB2611-007'));
  });

  it("puts the server's 400 on the very row and input it names, the rest above the form, and retries with the same key", async () => {
    createCheckIn.mockReturnValue(
      refusal(400, 'Dữ liệu không hợp lệ: occupants.1.phone: Số điện thoại không hợp lệ', {
        errors: [
          { path: 'occupants.1.phone', message: 'Số điện thoại không hợp lệ' },
          { path: 'body.start_readings.water', message: 'Chỉ số phải là số nguyên' },
          { path: 'occupants', message: 'Tối đa 2 người' },
          { path: 'extra', message: 'Thao tác này không nhận trường extra' },
        ],
      }),
    );
    renderForm();
    await fillValid();
    await click('Thêm người ở');
    await type('Họ tên người ở 2', 'Lê Văn Hùng');
    await type('Số điện thoại người ở 2', '0911 222 333');
    await save();

    await waitFor(() => expect(helpOf('occupants_1_phone')).toBe('Số điện thoại không hợp lệ'));
    expect(helpOf('occupants_0_phone')).toBe('');
    expect(helpOf('start_readings_water')).toBe('Chỉ số phải là số nguyên');
    // The list's own error shows under the list.
    expect(screen.getByText('Tối đa 2 người')).toBeTruthy();
    expect(document.querySelector('.ant-form .ant-alert-error')?.textContent).toContain('Thao tác này không nhận trường extra');
    // …and the one error dialog has it all.
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Lỗi'));

    await save();
    await waitFor(() => expect(createCheckIn).toHaveBeenCalledTimes(2));
    const [first, second] = createCheckIn.mock.calls.map((c) => c[0].headers?.['Idempotency-Key']);
    expect(second).toBe(first);
  });

  it('shows a 409 above the form and on the field it is about', async () => {
    createCheckIn.mockReturnValue(refusal(409, 'Số hợp đồng GB-101-A1 đã có ở toà GB', { code: 'duplicate', field: 'contract_no' }));
    renderForm();
    await fillValid();
    await type('Số hợp đồng', 'GB-101-A1');
    await save();
    await waitFor(() => expect(helpOf('contract_no')).toBe('Số hợp đồng GB-101-A1 đã có ở toà GB'));
    expect(document.querySelector('.ant-form .ant-alert-error')?.textContent).toContain('Số hợp đồng GB-101-A1 đã có ở toà GB');

    createCheckIn.mockReturnValue(
      refusal(409, 'Phòng 101 (GB) đang ở trạng thái "Đã cọc, chưa vào ở", hãy chọn phiếu cọc của phòng khi nhận phòng', { code: 'state', field: 'room_id' }),
    );
    await type('Số hợp đồng', 'GB-101-A2');
    await save();
    await waitFor(() => expect(helpOf('room_id')).toContain('hãy chọn phiếu cọc của phòng'));
    const [first, second] = createCheckIn.mock.calls.map((c) => c[0].headers?.['Idempotency-Key']);
    // A changed form is a new submission.
    expect(second).not.toBe(first);
  });
});

describe('check-in information slip (A4)', () => {
  it('lists the room, contract, money in words, every occupant and vehicle, and signatures', () => {
    const stay = stayOf({
      building: 'GB',
      room_id: '101',
      contract_no: 'GB-101-A1',
      start_date: '2026-11-01',
      rent: 4_400_000,
      deposit_held: 4_400_000,
      occupants: [{ name: 'Trần Thị <Mai>', phone: '0903 123 456', birth_date: '1998-05-12', hometown: 'Nghệ An' }, { name: 'Lê Văn Hùng' }],
      vehicles: [{ type: 'motorbike', plate: '59X1-123.45' }],
      start_readings: { electricity: 1200, water: 350 },
      internet: true,
      notice_days: 30,
    });
    const html = docHtml(checkInSlip(stay, { depositSlipNo: 'CGB2611-001', clerk: 'Nguyễn Thị Kế Toán' }));
    expect(html).toContain('PHIẾU THÔNG TIN NHẬN PHÒNG');
    expect(html).toContain('Ngày 01 tháng 11 năm 2026');
    expect(html).toContain('101 – Nhà Gia Bảo');
    expect(html).toContain('Bốn triệu bốn trăm nghìn đồng');
    expect(html).toContain('CGB2611-001');
    expect(html).toContain('Trần Thị &lt;Mai&gt;');
    expect(html).toContain('12-05-1998');
    expect(html).toContain('Người ở (2)');
    expect(html).toContain('Xe máy');
    expect(html).toContain('59X1-123.45');
    expect(html).toMatch(/Khách thuê.*Người lập phiếu/s);
  });
});
