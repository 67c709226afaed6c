import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeposit, type Deposit } from '../../shared/api/deposits';
import { FormProblem } from '../../web/src/components/forms/FormProblem';
import { useVoucherForm } from '../../web/src/components/forms/use-voucher-form';
import { ReceiptCashForm } from '../../web/src/features/expenses/CashSlipForms';
import { DATE_FORMAT } from '../../web/src/lib/format';
import { refusal, renderScreen, resetScreenState, signIn, stubApi, type Answer, type ApiCall } from './harness';

const body = (room_id: string, note?: string) => ({
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
  ...(note ? { note } : {}),
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

interface Values {
  room_id?: string;
  expected_move_in_date?: Dayjs;
  building?: string;
  note?: string;
}

/** A deposit-like slip with each kind of field: text, date, select, textarea; the room is required. */
function SlipForm() {
  const [form] = Form.useForm<Values>();
  const voucher = useVoucherForm({
    form,
    endpoint: createDeposit,
    fields: ['room_id', 'expected_move_in_date', 'building', 'note'],
    onSuccess: () => form.resetFields(),
  });
  return (
    <Form<Values> {...voucher.formProps} form={form} name="k" initialValues={{ building: 'BN' }} onFinish={(v) => voucher.submit(body(v.room_id!, v.note))}>
      <FormProblem voucher={voucher} />
      <Form.Item name="room_id" label="Phòng" rules={[{ required: true, message: 'Chọn phòng' }]}>
        <Input aria-label="Phòng" />
      </Form.Item>
      <Form.Item name="expected_move_in_date" label="Ngày dự kiến vào ở">
        <DatePicker aria-label="Ngày dự kiến vào ở" format={DATE_FORMAT} />
      </Form.Item>
      <Form.Item name="building" label="Toà">
        <Select
          aria-label="Toà"
          showSearch
          optionFilterProp="label"
          options={[
            { value: 'BN', label: 'BN' },
            { value: 'GB', label: 'GB' },
          ]}
        />
      </Form.Item>
      <Form.Item name="note" label="Ghi chú">
        <Input.TextArea aria-label="Ghi chú" />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        Lưu
      </Button>
    </Form>
  );
}

let create: ReturnType<typeof vi.fn<(call: ApiCall) => Answer>>;
beforeEach(() => {
  signIn('staff');
  create = vi.fn<(call: ApiCall) => Answer>((c) => ({ status: 201, body: created(c.body as ReturnType<typeof body>) }));
  stubApi({
    'POST /api/deposits': (c) => create(c),
    'POST /api/receipt-cash': (c) => {
      create(c);
      const b = c.body as { building: string; date: string; wallet: number; amount: number; account_key: 'equity' };
      return {
        status: 201,
        body: { id: 'r1', receipt_no: 'TMBN2611-001', account: '411', created_at: '2026-11-26T03:00:00.000Z', created_by: 'ketoan', ...b },
      };
    },
  });
});
afterEach(resetScreenState);

/** The control a label names (an antd select puts the label on its box too). */
const field = (label: string) => screen.getAllByLabelText(label).find((el) => el.matches('input, textarea'))!;
/** A key on the focused field; false when something (our handler) kept the browser from its default (submitting). */
const press = (el: Element, init: KeyboardEventInit) => {
  let allowed = true;
  act(() => {
    allowed = fireEvent.keyDown(el, init);
  });
  return allowed;
};
const enter = (el: Element, init: KeyboardEventInit = {}) => press(el, { key: 'Enter', code: 'Enter', keyCode: 13, ...init });
const type = (label: string, value: string) => act(async () => fireEvent.change(field(label), { target: { value } }));
const settle = () => act(async () => new Promise((r) => setTimeout(r, 20)));

describe('the keyboard of a voucher form', () => {
  it('Enter in a text input and in a date input moves to the next field and sends nothing', async () => {
    renderScreen(<SlipForm />);
    await type('Phòng', '101');
    field('Phòng').focus();
    expect(enter(field('Phòng'))).toBe(false);
    expect(document.activeElement).toBe(field('Ngày dự kiến vào ở'));

    await type('Ngày dự kiến vào ở', '29-11-2026');
    expect(enter(document.activeElement!)).toBe(false);
    await settle();
    expect(document.activeElement).toBe(field('Toà'));
    expect((field('Ngày dự kiến vào ở') as HTMLInputElement).value).toBe('29-11-2026');
    expect(create).not.toHaveBeenCalled();
  });

  it('Enter in a closed select moves on; in its open list it picks the option (typed text included)', async () => {
    renderScreen(<SlipForm />);
    field('Toà').focus();
    await type('Toà', 'GB');
    expect(field('Toà').getAttribute('aria-expanded')).toBe('true');
    enter(field('Toà'));
    await settle();
    expect(document.activeElement).toBe(field('Toà'));
    await waitFor(() => expect(document.querySelector('.ant-select-selection-item')?.textContent).toBe('GB'));
    enter(field('Toà'));
    expect(document.activeElement).toBe(field('Ghi chú'));
    expect(create).not.toHaveBeenCalled();
  });

  it('Enter in a textarea keeps making lines (the field keeps the key)', async () => {
    renderScreen(<SlipForm />);
    field('Ghi chú').focus();
    expect(enter(field('Ghi chú'))).toBe(true);
    expect(document.activeElement).toBe(field('Ghi chú'));
    expect(create).not.toHaveBeenCalled();
  });

  it('Ctrl+Enter (or ⌘+Enter) from any field saves once, then focus is on the first field for the next slip', async () => {
    renderScreen(<SlipForm />);
    await type('Phòng', '101');
    field('Ghi chú').focus();
    expect(enter(field('Ghi chú'), { ctrlKey: true })).toBe(false);
    enter(field('Ghi chú'), { ctrlKey: true, repeat: true });
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(document.activeElement).toBe(field('Phòng')));
    expect((field('Phòng') as HTMLInputElement).value).toBe('');

    await type('Phòng', '102');
    enter(field('Toà'), { metaKey: true });
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
  });

  it("after the rules refuse, focus is on the first invalid field; after the server's refusal, on the field it names", async () => {
    renderScreen(<SlipForm />);
    field('Ghi chú').focus();
    enter(field('Ghi chú'), { ctrlKey: true });
    await waitFor(() => expect(document.activeElement).toBe(field('Phòng')));
    expect(create).not.toHaveBeenCalled();

    create.mockReturnValue(refusal(409, 'Ngày dự kiến vào ở phải sau ngày cọc', { field: 'expected_move_in_date' }));
    await type('Phòng', '101');
    const save = screen.getByText('Lưu').closest('button')!;
    save.focus();
    await act(async () => fireEvent.click(save));
    // The one error dialog shows the refusal; closing it leaves the user on the field to correct.
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Đóng' })));
    await waitFor(() => expect(document.activeElement).toBe(field('Ngày dự kiến vào ở')));
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('the button saves by Enter on it (the browser presses it), not by Enter in a field', async () => {
    renderScreen(<SlipForm />);
    await type('Phòng', '101');
    const button = screen.getByText('Lưu').closest('button')!;
    expect(enter(button)).toBe(true);
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
  });
});

describe('an example feature form (Phiếu thu tiền): the same keys', () => {
  it('Enter in its date goes on and saves nothing; Ctrl+Enter saves once', async () => {
    const onClose = vi.fn();
    renderScreen(<ReceiptCashForm building="BN" onClose={onClose} />);
    const date = await screen.findByLabelText('Ngày');
    date.focus();
    expect(enter(date)).toBe(false);
    await settle();
    expect(document.activeElement).toBe(field('Vào ví'));
    expect(create).not.toHaveBeenCalled();

    await type('Số tiền', '500000');
    enter(field('Số tiền'), { ctrlKey: true });
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
