import { InputNumber, type InputNumberProps } from 'antd';
import { parseNumber } from '../../lib/parse-number';

const grouped = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });

/** How a typed amount shows: `4500000` → `4.500.000` (vi-VN grouping); empty stays empty. */
export const formatMoneyInput = (value: number | string | undefined): string => {
  if (value === undefined || value === null || value === '') return '';
  const n = typeof value === 'number' ? value : parseNumber(value);
  return n === undefined ? '' : grouped.format(n);
};

/**
 * What a typed amount means, by the spec's parse-number rule (§5): non-digits go, a comma is the
 * decimal point, nothing numeric → empty. A decimal survives so the form can refuse it as
 * "not whole đồng" instead of silently rounding someone's typo.
 */
export const parseMoneyInput = (text: string | undefined): number => parseNumber(text) as number;

/** An amount of đồng with thousands separators; the form receives a plain number. */
export function MoneyInput(props: Omit<InputNumberProps<number>, 'formatter' | 'parser'>) {
  return (
    <InputNumber<number>
      min={0}
      step={100_000}
      inputMode="numeric"
      suffix="đ"
      style={{ width: '100%' }}
      {...props}
      formatter={(v) => formatMoneyInput(v)}
      parser={parseMoneyInput}
    />
  );
}
