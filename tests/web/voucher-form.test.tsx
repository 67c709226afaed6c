import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeposit, type Deposit } from '../../shared/api/deposits';
import { FormProblem } from '../../web/src/components/forms/FormProblem';
import { useVoucherForm } from '../../web/src/components/forms/use-voucher-form';
import { customerQueries } from '../../web/src/features/customers/queries';
import { ledgerQueries } from '../../web/src/features/ledger/queries';
import { refusal, renderScreen, resetScreenState, signIn, stubApi, type Answer, type ApiCall } from './harness';

/** What a deposit form would send; only the room changes between submissions here. */
const body = (room_id: string) => ({
  building: 'BN' as const,
  room_id,
  customer_name: 'Nguyễn Văn An',
  phone: '0912345678',
  amount_agreed: 3_500_000,
  amount_paid: 3_500_000,
  wallet: 6,
  agent_user_id: 'u-bv1',
  date: '2026-11-22',
  expected_move_in_date: '2026-11-29',
});
const created = (b: ReturnType<typeof body>): Deposit => ({
  ...b,
  id: '01K0AAAAAAAAAAAAAAAAAAAAAA',
  slip_no: 'CBN2611-001',
  unpaid: 0,
  agent_name: 'Trần Văn Bảo',
  status: 'active',
  version: 1,
  created_at: '2026-11-22T03:00:00.000Z',
  updated_at: '2026-11-22T03:00:00.000Z',
  created_by: { user_id: 'u-ketoan', username: 'ketoan' },
});

/** The smallest voucher form: a room, a date and an amount, submitted as a deposit. */
function DepositLikeForm({ onSuccess }: { onSuccess: (d: Deposit) => void }) {
  const [form] = Form.useForm<{ room_id: string }>();
  const voucher = useVoucherForm({ form, endpoint: createDeposit, fields: ['room_id', 'date', 'amount_paid'], onSuccess });
  return (
    <Form form={form} name="v" initialValues={{ room_id: '101' }} onFinish={(v) => voucher.submit(body(v.room_id))}>
      <FormProblem voucher={voucher} />
      <Form.Item name="room_id" label="Phòng">
        <Input aria-label="Phòng" />
      </Form.Item>
      <Form.Item name="date" label="Ngày">
        <Input aria-label="Ngày" />
      </Form.Item>
      <Form.Item name="amount_paid" label="Số tiền">
        <Input aria-label="Số tiền" />
      </Form.Item>
      <Button htmlType="submit">Lưu</Button>
    </Form>
  );
}

const PERIOD = { from: '2026-11-01', to: '2026-11-30' };
/** Reads a deposit affects (the journal and the trial balance) and one it does not (customers). */
function Reports() {
  useQuery(ledgerQueries.journal(PERIOD));
  useQuery(ledgerQueries.trialBalance(PERIOD));
  useQuery(customerQueries.list({ building: 'BN', status: 'staying' }));
  return null;
}

let create: ReturnType<typeof vi.fn<(call: ApiCall) => Answer>>;
let api: ReturnType<typeof stubApi>;
const totals = { opening_debit: 0, opening_credit: 0, period_debit: 0, period_credit: 0, closing_debit: 0, closing_credit: 0 };

beforeEach(() => {
  signIn('staff');
  create = vi.fn<(call: ApiCall) => Answer>((c) => ({ status: 201, body: created(c.body as ReturnType<typeof body>) }));
  api = stubApi({
    'POST /api/deposits': (c) => create(c),
    'GET /api/journal': () => ({ body: { items: [] } }),
    'GET /api/journal/tb': () => ({ body: { rows: [], totals, balanced: true } }),
    'GET /api/customers': () => ({ body: { items: [] } }),
  });
});
afterEach(resetScreenState);

function show(onSuccess = vi.fn()) {
  renderScreen(
    <>
      <DepositLikeForm onSuccess={onSuccess} />
      <Reports />
    </>,
  );
  return onSuccess;
}
const save = () => act(async () => fireEvent.click(screen.getByText('Lưu').closest('button')!));
const type = (label: string, value: string) => act(async () => fireEvent.change(screen.getByLabelText(label), { target: { value } }));
const helpOf = (field: string) => document.querySelector(`#v_${field}_help`)?.textContent ?? '';
const problem = () => document.querySelector('.ant-form .ant-alert-error')?.textContent ?? '';
const keys = () => create.mock.calls.map(([c]) => c.headers['Idempotency-Key']);

describe('useVoucherForm', () => {
  it("puts a refusal on the field the server names (a 409 about 'room_id' lands on the room) and above the form", async () => {
    create.mockReturnValue(refusal(409, 'Phòng 101 (BN) đang ở trạng thái "Đã cọc, chưa vào ở", không thể nhận cọc', { code: 'state', field: 'room_id' }));
    show();
    await save();
    await waitFor(() => expect(helpOf('room_id')).toBe('Phòng 101 (BN) đang ở trạng thái "Đã cọc, chưa vào ở", không thể nhận cọc'));
    expect(problem()).toContain('không thể nhận cọc');
    expect(helpOf('date')).toBe('');

    // A locked period names its date field: the same words on another field, decided by `field` alone.
    create.mockReturnValue(refusal(409, 'Kỳ đã khoá sổ', { code: 'period_locked', field: 'date' }));
    await save();
    await waitFor(() => expect(helpOf('date')).toBe('Kỳ đã khoá sổ'));
  });

  it("puts a 400's errors on the inputs their paths name and what has no input above the form", async () => {
    create.mockReturnValue(
      refusal(400, 'Dữ liệu không hợp lệ', {
        errors: [
          { path: 'body.amount_paid', message: 'Số tiền đã đóng không được lớn hơn số tiền cọc thoả thuận' },
          { path: 'date', message: 'Ngày không hợp lệ' },
          { path: 'colour', message: 'Thao tác này không nhận trường colour' },
        ],
      }),
    );
    show();
    await save();
    await waitFor(() => expect(helpOf('amount_paid')).toBe('Số tiền đã đóng không được lớn hơn số tiền cọc thoả thuận'));
    expect(helpOf('date')).toBe('Ngày không hợp lệ');
    expect(helpOf('room_id')).toBe('');
    expect(problem()).toBe('Thao tác này không nhận trường colour');
  });

  it('sends the same Idempotency-Key when one submission is retried, and a new one for the next submission', async () => {
    create.mockReturnValue(refusal(409, 'Có người khác đang thao tác trên cùng dữ liệu, vui lòng thử lại'));
    const onSuccess = show();
    await save();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    // The same slip again: a retry of the same submission.
    await save();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(keys()[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys()[1]).toBe(keys()[0]);

    // Another room: another submission.
    create.mockImplementation((c) => ({ status: 201, body: created(c.body as ReturnType<typeof body>) }));
    await type('Phòng', '104');
    await save();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(keys()[2]).not.toBe(keys()[1]);

    // Taken: the same slip once more is a new deposit, so a new key.
    await save();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(2));
    expect(new Set(keys()).size).toBe(3);
  });

  it('refetches the reads of the domains the write affects: a deposit refreshes the journal and the trial balance, not the customers', async () => {
    const onSuccess = show();
    await waitFor(() => expect(api.callsTo('GET', '/api/journal')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET', '/api/journal/tb')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET', '/api/customers')).toHaveLength(1));
    expect(createDeposit.affects).toEqual(expect.arrayContaining(['ledger']));
    expect(createDeposit.affects).not.toContain('customers');

    await save();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    await waitFor(() => expect(api.callsTo('GET', '/api/journal')).toHaveLength(2));
    await waitFor(() => expect(api.callsTo('GET', '/api/journal/tb')).toHaveLength(2));
    expect(api.callsTo('GET', '/api/customers')).toHaveLength(1);
  });
});
