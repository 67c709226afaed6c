import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bill, RunAnswer } from '../../shared/api/bills';
import BillingRunPage from '../../web/src/features/bills/BillingRunPage';
import { billSlipHtml } from '../../web/src/features/bills/print';
import { renderScreen, resetScreenState, signIn, stubApi, type Answer, type ApiCall } from './harness';

// A repair the tenant caused, on the room's bill (/bang-tinh-tien): its own column and total, its line
// on the printed bill, and kept as it is when the bill is edited (the edit sends the other lines only).

const REPAIR = {
  kind: 'repair' as const,
  label: 'Sửa chữa do khách: Vỡ kính cửa sổ',
  quantity: null,
  unit_price: null,
  amount: 350_000,
  repair_ref: 'ordinary:01K00000000000000000000RQ1',
};
const BILL: Bill = {
  id: 'GB-2026-10-101',
  bill_no: 'BT-GB2610-101',
  building: 'GB',
  month: '2026-10',
  room_id: '101',
  date: '2026-10-31',
  stay_id: 'S101',
  contract_no: 'HD-101',
  customer_name: 'Khách 101',
  lines: [
    { kind: 'rent', label: 'Tiền phòng', quantity: 31, unit_price: 3_000_000, amount: 3_000_000 },
    { kind: 'electricity', label: 'Tiền điện 50 kWh', quantity: 50, unit_price: 2_618, amount: 130_900 },
    REPAIR,
  ],
  total: 3_480_900,
  status: 'open',
  version: 1,
  created_at: '2026-11-01T03:00:00.000Z',
  created_by: 'ketoan',
};
const RUN: RunAnswer = {
  building: 'GB',
  month: '2026-10',
  preview: true,
  run: { building: 'GB', month: '2026-10', room_count: 1, total: BILL.total, created_at: BILL.created_at, created_by: 'ketoan' },
  bills: [BILL],
  pending: [],
  checks: [],
  total: BILL.total,
  remaining: 0,
};

let edit: ReturnType<typeof vi.fn<(c: ApiCall) => Answer>>;
beforeEach(() => {
  signIn('staff');
  edit = vi.fn<(c: ApiCall) => Answer>(() => ({ body: { ...BILL, version: 2 } }));
  stubApi({
    'POST /api/payments': () => ({ body: RUN }),
    'POST /api/payments/update-payment': (c) => edit(c),
    'GET /api/payments/latest-payment-log': () => ({ body: { month: '2026-10' } }),
    'GET /api/payments/search': () => ({ body: { items: [], runs: [] } }),
  });
});
afterEach(resetScreenState);

describe('a repair the tenant caused, on the bill screen', () => {
  it('has its own column and total, and an edit of the bill keeps it as it is', async () => {
    renderScreen(<BillingRunPage />, '/bang-tinh-tien?building=GB&month=2026-10');
    const row = (await screen.findByText('BT-GB2610-101')).closest('tr') as HTMLElement;
    expect(screen.getAllByText('Sửa chữa do khách').length).toBeGreaterThanOrEqual(2); // the totals and the column
    expect(within(row).getByText(/350\.000/)).toBeTruthy();

    await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Sửa' })));
    const dialog = await screen.findByRole('dialog');
    // Two editable lines; the repair shown apart, counted in the total.
    expect(within(dialog).queryByLabelText('Số tiền 3')).toBeNull();
    expect(within(dialog).getByText(/Sửa chữa do khách: Vỡ kính cửa sổ: 350\.000.*\(giữ nguyên\)/)).toBeTruthy();
    expect(within(dialog).getByText(/3\.480\.900/, { selector: 'b' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Số tiền 1'), { target: { value: '2900000' } });
    fireEvent.change(within(dialog).getByLabelText('Lý do sửa'), { target: { value: 'Giảm giá' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Lưu' })));
    await waitFor(() => expect(edit).toHaveBeenCalledTimes(1));
    const sent = edit.mock.calls[0]![0].body as { lines: { kind: string; amount: number }[] };
    expect(sent.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['rent', 2_900_000],
      ['electricity', 130_900],
    ]);
  });

  it('prints the charge as a line of its own on the bill', () => {
    const text = billSlipHtml(BILL)
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).toMatch(/Sửa chữa do khách: Vỡ kính cửa sổ: 350\.000\s₫ Tổng cộng: 3\.480\.900\s₫/);
  });
});
