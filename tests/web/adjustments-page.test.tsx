import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Adjustment } from '../../shared/api/receipts/adjustments';
import type { Room } from '../../shared/api/rooms';
import type { Stay } from '../../shared/api/stays';
import type { Owed } from '../../web/src/lib/stay-debt';
import AdjustmentsPage from '../../web/src/features/receipts/adjustments/AdjustmentsPage';
import { adjustmentSlip } from '../../web/src/features/receipts/adjustments/print';
import { slipHtml } from '../../web/src/components/print/slip';
import { moneyInWords } from '../../web/src/lib/money-words';
import { refusal, renderScreen, resetScreenState, signIn, stubApi, type Answer, type ApiCall } from './harness';

const AT = '2026-11-20T03:00:00.000Z';
const note = (id: string, over: Partial<Adjustment>): Adjustment => ({
  id,
  adjustment_no: `DCBN2611-00${id.slice(-1)}`,
  type: 'payment_adjustment',
  direction: 'credit',
  building: 'BN',
  room_id: '101',
  date: '2026-11-20',
  amount: 500_000,
  reason: 'Giảm giá do sửa chữa',
  allocations: [{ month: '2026-10', bill_no: 'BT-BN2610-101', amount: 500_000 }],
  left_credit: 0,
  stay_credit: 0,
  created_at: AT,
  created_by: 'ketoan',
  ...over,
});
const NOTES = [
  note('01K00000000000000000000001', {}),
  note('01K00000000000000000000002', {
    type: 'return_deposit_adjustment',
    room_id: '102',
    amount: 1_500_000,
    stay_id: 'STAY102',
    contract_no: 'HD-102',
    deposit_held: 1_500_000,
    reason: 'Trừ cọc vào tiền phòng tháng 10',
    allocations: [],
  }),
];
const room = (room_id: string, status = 2): Room => ({
  building: 'BN',
  room_id,
  floor: 1,
  status,
  rent: 3_000_000,
  deposit: 3_000_000,
  max_occupants: 3,
  version: 1,
  updated_at: AT,
});
const stay = (id: string, status: Stay['status'], start_date: string, contract_no: string, name: string): Stay => ({
  id,
  building: 'BN',
  room_id: '102',
  deposit_object: `stay:${id}`,
  contract_no,
  start_date,
  rent: 3_000_000,
  rent_history: [{ from: start_date, rent: 3_000_000 }],
  deposit_held: 3_000_000,
  deposit_top_up: 3_000_000,
  occupants: [{ customer_id: `C-${id}`, name, phone: '0912345678', id_number: '079000000001', birth_date: '1995-01-01', hometown: 'Huế' }] as Stay['occupants'],
  vehicles: [],
  start_readings: { electricity: 1_000, water: 50 },
  internet: false,
  notice_days: 30,
  status,
  ...(status === 'checked_out' ? { leave_date: '2025-12-31', check_out_id: 'CO1' } : {}),
  version: 1,
  created_at: AT,
  created_by: 'ketoan',
});

/** Room 102: its current tenant owes October; the one who left in 2025 still owes 250.000 of the final bill. */
const OWED_102: Owed = {
  stay: { stay_id: 'STAY102', contract_no: 'HD-102', customer_name: 'Lê Văn Cọc', phone: '0912345678', start_date: '2026-09-05', status: 'active' },
  months: [{ id: 'BN-2026-10-102', kind: 'bill', month: '2026-10', date: '2026-10-01', bill_no: 'BT-BN2610-102', total: 3_200_000, paid: 0, owed: 3_200_000 }],
  owed: 3_200_000,
  credit: 0,
  balance: 3_200_000,
  stays: [
    {
      stay_id: 'OLD',
      contract_no: 'HD-OLD',
      customer_name: 'Khách Cũ',
      start_date: '2025-01-05',
      leave_date: '2025-12-31',
      status: 'checked_out',
      months: [{ id: 'CO1', kind: 'final_bill', month: '2025-12', date: '2025-12-31', bill_no: 'HD-OLD', total: 900_000, paid: 650_000, owed: 250_000 }],
      owed: 250_000,
      credit: 0,
      balance: 250_000,
    },
  ],
};

let api: ReturnType<typeof stubApi>;
let post: ReturnType<typeof vi.fn<(c: ApiCall) => Answer>>;
beforeEach(() => {
  signIn('staff');
  post = vi.fn<(c: ApiCall) => Answer>((c) => ({
    status: 201,
    body: note('01K00000000000000000000003', { ...(c.body as object), adjustment_no: 'DCBN2611-003' }),
  }));
  api = stubApi({
    'GET /api/adjustment/search': () => ({ body: { items: NOTES } }),
    'GET /api/payments/latest-payment-log': () => ({ body: { month: null } }),
    'GET /api/rooms': () => ({ body: { items: [room('101'), room('102')] } }),
    'GET /api/general/charge-rooms/months': () => ({ body: OWED_102 }),
    'GET /api/check-ins/search': () => ({
      body: [stay('OLD', 'checked_out', '2025-01-05', 'HD-OLD', 'Khách Cũ'), stay('STAY102', 'active', '2026-09-05', 'HD-102', 'Lê Văn Cọc')],
    }),
    'POST /api/adjustment': (c) => post(c),
  });
});
afterEach(resetScreenState);

async function pick(label: string, optionText: string | RegExp) {
  await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: label })));
  const dropdown = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1) as HTMLElement;
  const option = await within(dropdown).findByText(optionText, { selector: '.ant-select-item-option-content' });
  await act(async () => fireEvent.click(option));
}
const click = async (el: HTMLElement) => act(async () => fireEvent.click(el));

describe('/phieu-dieu-chinh', () => {
  it('lists the notes of the building and period in the URL, filters by type, and prints one on A5 with the amount in words', async () => {
    renderScreen(<AdjustmentsPage />, '/phieu-dieu-chinh?building=BN&from=2026-11-01&to=2026-11-30');
    expect(await screen.findByText('DCBN2611-001')).toBeTruthy();
    expect(api.queryOf(api.callsTo('GET', '/api/adjustment/search')[0]!)).toEqual({ building: 'BN', from: '2026-11-01', to: '2026-11-30' });
    const row = screen.getByText('DCBN2611-002').closest('tr') as HTMLElement;
    expect(within(row).getByText('Trừ tiền cọc vào tiền phòng phải thu')).toBeTruthy();
    expect(within(row).getByText('HD-102')).toBeTruthy();
    expect(screen.getByText(/Phải thu tăng\/giảm:/).textContent).toMatch(/-2\.000\.000/);

    await pick('Loại phiếu điều chỉnh', 'Điều chỉnh trả cọc');
    await waitFor(() => expect(screen.queryByText('DCBN2611-001')).toBeNull());
    expect(screen.getByText('DCBN2611-002')).toBeTruthy();

    const written: string[] = [];
    const win = { document: { open: vi.fn(), write: (s: string) => written.push(s), close: vi.fn() }, focus: vi.fn(), print: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    await click(screen.getByRole('button', { name: 'In phiếu DCBN2611-002' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(written.join('')).toContain('size: A5');
    expect(written.join('')).toContain('PHIẾU ĐIỀU CHỈNH TRẢ CỌC');
    expect(written.join('')).toContain(moneyInWords(1_500_000));
    open.mockRestore();
  });

  it('reads every page of the period (the next asked with the cursor) and counts and totals them together', async () => {
    api = stubApi({
      'GET /api/adjustment/search': (c) => (c.query.get('cursor') === 'p2' ? { body: { items: [NOTES[1]!] } } : { body: { items: [NOTES[0]!], cursor: 'p2' } }),
      'GET /api/payments/latest-payment-log': () => ({ body: { month: null } }),
      'GET /api/rooms': () => ({ body: { items: [room('101'), room('102')] } }),
    });
    renderScreen(<AdjustmentsPage />, '/phieu-dieu-chinh?building=BN&from=2026-11-01&to=2026-11-30');
    expect(await screen.findByText('DCBN2611-002')).toBeTruthy();
    expect(screen.getByText('DCBN2611-001')).toBeTruthy();
    expect(api.callsTo('GET', '/api/adjustment/search').map((c) => api.queryOf(c))).toEqual([
      { building: 'BN', from: '2026-11-01', to: '2026-11-30' },
      { building: 'BN', from: '2026-11-01', to: '2026-11-30', cursor: 'p2' },
    ]);
    expect(screen.getByText(/Số phiếu:/).textContent).toMatch(/^Số phiếu:\s*2$/);
    expect(screen.getByText(/Phải thu tăng\/giảm:/).textContent).toMatch(/-2\.000\.000/);
  });

  it('makes a deposit note: the room’s owed months as context, its current stay picked, one Idempotency-Key', async () => {
    renderScreen(<AdjustmentsPage />, '/phieu-dieu-chinh?building=BN');
    await click(await screen.findByRole('button', { name: /Lập phiếu điều chỉnh/ }));
    const dialog = await screen.findByRole('dialog');
    await click(within(dialog).getByText('Điều chỉnh trả cọc'));
    expect(within(dialog).getByText('Trừ tiền cọc vào tiền phòng phải thu')).toBeTruthy();
    expect(within(dialog).getByText('Hoàn lại tiền cọc đã trừ')).toBeTruthy();
    await pick('Phòng', /^102/);
    expect(await within(dialog).findByText('Phòng 102 – Lê Văn Cọc (HĐ HD-102) còn nợ 3.200.000 ₫', { exact: false })).toBeTruthy();
    expect(within(dialog).getByText(/BT-BN2610-102/)).toBeTruthy();
    expect(await within(dialog).findByText(/HĐ HD-102 · Lê Văn Cọc · đang ở/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Số tiền'), { target: { value: '1500000' } });
    fireEvent.change(within(dialog).getByLabelText('Lý do điều chỉnh'), { target: { value: 'Trừ cọc vào tiền phòng tháng 10' } });
    await click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const sent = post.mock.calls[0]![0];
    expect(sent.body).toMatchObject({
      building: 'BN',
      room_id: '102',
      type: 'return_deposit_adjustment',
      direction: 'credit',
      amount: 1_500_000,
      stay_id: 'STAY102',
      reason: 'Trừ cọc vào tiền phòng tháng 10',
    });
    expect(sent.headers['Idempotency-Key']).toBeTruthy();
  });

  it('makes a rent note for the current stay by default, or for a departed tenant picked by name: their items shown, their stay sent', async () => {
    renderScreen(<AdjustmentsPage />, '/phieu-dieu-chinh?building=BN');
    await click(await screen.findByRole('button', { name: /Lập phiếu điều chỉnh/ }));
    const dialog = await screen.findByRole('dialog');
    await pick('Phòng', /^102/);
    // The server's default stay (the tenant living there) is the one shown, with what it owes.
    expect(await within(dialog).findByText(/HĐ HD-102 · Lê Văn Cọc · đang ở · còn nợ 3\.200\.000/)).toBeTruthy();
    expect(await within(dialog).findByText(/Phòng 102 – Lê Văn Cọc \(HĐ HD-102\) còn nợ 3\.200\.000/)).toBeTruthy();
    await pick('Lượt ở', /HĐ HD-OLD · Khách Cũ · đã trả phòng 31-12-2025 · còn nợ 250\.000/);
    expect(await within(dialog).findByText(/Phòng 102 – Khách Cũ \(HĐ HD-OLD\) còn nợ 250\.000/)).toBeTruthy();
    expect(within(dialog).getByText(/Hoá đơn trả phòng HD-OLD: còn 250\.000/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Số tiền'), { target: { value: '250000' } });
    fireEvent.change(within(dialog).getByLabelText('Lý do điều chỉnh'), { target: { value: 'Xoá nợ khách cũ' } });
    await click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![0].body).toMatchObject({ room_id: '102', type: 'payment_adjustment', direction: 'credit', amount: 250_000, stay_id: 'OLD' });
  });

  it('places the server’s refusal (more than the deposit held) on the amount', async () => {
    post.mockImplementation(() =>
      refusal(409, 'Tiền cọc còn giữ của phòng 101 (BN), HĐ HD-101 là 1.000.000 đ: không thể trừ 1.500.000 đ', { field: 'amount' }),
    );
    renderScreen(<AdjustmentsPage />, '/phieu-dieu-chinh?building=BN');
    await click(await screen.findByRole('button', { name: /Lập phiếu điều chỉnh/ }));
    const dialog = await screen.findByRole('dialog');
    await click(within(dialog).getByText('Điều chỉnh trả cọc'));
    await pick('Phòng', /^102/);
    await within(dialog).findByText(/HĐ HD-102 · Lê Văn Cọc · đang ở/);
    fireEvent.change(within(dialog).getByLabelText('Số tiền'), { target: { value: '1500000' } });
    fireEvent.change(within(dialog).getByLabelText('Lý do điều chỉnh'), { target: { value: 'Trừ cọc' } });
    await click(within(dialog).getByRole('button', { name: 'Lưu' }));
    // on the amount's own form item (and above the form, as every refusal)
    await waitFor(() => {
      const placed = within(dialog).getAllByText(/là 1\.000\.000 đ: không thể trừ/);
      expect(placed.some((p) => p.closest('.ant-form-item')?.querySelector('[aria-label="Số tiền"]'))).toBe(true);
    });
  });

  it('prints the note’s words from the amount', () => {
    const html = slipHtml(adjustmentSlip(NOTES[0]!));
    expect(html).toContain('PHIẾU ĐIỀU CHỈNH TIỀN PHÒNG');
    expect(html).toContain('Giảm tiền phòng phải thu');
    expect(html).toContain(moneyInWords(500_000));
  });
});
