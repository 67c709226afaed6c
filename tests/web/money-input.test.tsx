import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { MoneyInput } from '../../web/src/components/forms/MoneyInput';
import { formatMoneyInput, parseMoneyInput } from '../../web/src/lib/money-input';

describe('money input text (spec §5: a comma is the decimal point, nothing numeric yields nothing)', () => {
  it.each([
    ['12,5', 12.5],
    ['1.234,5', 1234.5],
    ['4.500.000 đ', 4_500_000],
    ['4500000', 4_500_000],
  ])('reads %j as %j', (text, n) => {
    expect(parseMoneyInput(text)).toBe(n);
  });

  it('reads abc as nothing', () => {
    expect(parseMoneyInput('abc')).toBeUndefined();
  });

  it('shows the value the input holds (a plain decimal string) without changing the amount', () => {
    expect(formatMoneyInput('12.5')).toBe('12,5');
    expect(formatMoneyInput('1234.5')).toBe('1.234,5');
    expect(formatMoneyInput('4500000')).toBe('4.500.000');
    expect(formatMoneyInput(4_500_000)).toBe('4.500.000');
    expect(formatMoneyInput('')).toBe('');
    expect(formatMoneyInput(undefined)).toBe('');
  });

  it('never changes an amount between parse and format', () => {
    for (const text of ['12,5', '1.234,5', '4.500.000 đ', '0', '1.594.900']) {
      const n = parseMoneyInput(text);
      expect(parseMoneyInput(formatMoneyInput(String(n)))).toBe(n);
    }
  });
});

const WHOLE_DONG = 'Số tiền phải là số nguyên (đồng)';
const REQUIRED = 'Vui lòng nhập số tiền';

/** A money field as the voucher forms have it: required, whole đồng. */
function MoneyForm({ onValue }: { onValue: (v: unknown) => void }) {
  return (
    <Form onValuesChange={(_, all: { amount?: unknown }) => onValue(all.amount)}>
      <Form.Item
        label="Số tiền"
        name="amount"
        rules={[
          {
            validator: (_: unknown, v: unknown) =>
              v === undefined || v === null
                ? Promise.reject(new Error(REQUIRED))
                : typeof v === 'number' && Number.isInteger(v)
                  ? Promise.resolve()
                  : Promise.reject(new Error(WHOLE_DONG)),
          },
        ]}
      >
        <MoneyInput aria-label="Số tiền" />
      </Form.Item>
    </Form>
  );
}

async function typeInto(text: string) {
  let value: unknown;
  render(<MoneyForm onValue={(v) => (value = v)} />);
  const input = screen.getByLabelText<HTMLInputElement>('Số tiền');
  await act(async () => {
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
  });
  await act(async () => {
    fireEvent.blur(input);
  });
  return { input, value: () => value };
}

describe('MoneyInput in a form', () => {
  it('keeps 12,5 as typed and refuses it with the field message', async () => {
    const { input, value } = await typeInto('12,5');
    expect(input.value).toBe('12,5');
    expect(value()).toBe(12.5);
    expect(await screen.findByText(WHOLE_DONG)).toBeTruthy();
  });

  it('keeps 1.234,5 as typed (never 12.345) and refuses it', async () => {
    const { input, value } = await typeInto('1.234,5');
    expect(input.value).toBe('1.234,5');
    expect(value()).toBe(1234.5);
    expect(await screen.findByText(WHOLE_DONG)).toBeTruthy();
  });

  it('takes 4.500.000 đ as 4 500 000 đồng', async () => {
    const { input, value } = await typeInto('4.500.000 đ');
    expect(input.value).toBe('4.500.000');
    expect(value()).toBe(4_500_000);
    expect(screen.queryByText(WHOLE_DONG)).toBeNull();
  });

  it('yields nothing for abc', async () => {
    const { input, value } = await typeInto('abc');
    expect(input.value).toBe('');
    expect(value() ?? null).toBeNull();
  });
});
