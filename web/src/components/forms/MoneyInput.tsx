import { InputNumber, type InputNumberProps } from 'antd';
import { formatMoneyInput, parseMoneyInput } from '../../lib/money-input';

export { formatMoneyInput, parseMoneyInput };

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
