import type { DataColumn } from '../../components/data-table/columns';
import { formatVnd } from '../../lib/format';

/** A row of a balance report (opening, increase, decrease, closing), or one of its summary rows (bold). */
export interface BalanceRow {
  isTotal: boolean;
  opening: number;
  increase: number;
  decrease: number;
  closing: number;
}

/** Summary rows stand out: bold on a light background, in every column. */
export const totalCell = (r: BalanceRow) => ({ style: r.isTotal ? { fontWeight: 700, background: '#f0f5ff' } : {} });

/** A balance column in đồng, exported as a number. */
export const balanceColumn = <T extends BalanceRow>(key: 'opening' | 'increase' | 'decrease' | 'closing', title: string): DataColumn<T> => ({
  key,
  title,
  dataIndex: key,
  exportAs: 'number',
  kind: 'money',
  align: 'right',
  onCell: totalCell,
  render: (v: number) => formatVnd(v),
});
