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
export const totalCell = (r: Pick<BalanceRow, 'isTotal'>) => ({ style: r.isTotal ? { fontWeight: 700, background: '#f0f5ff' } : {} });

/**
 * A balance column in đồng, exported as a number. `blankZero`: a row's 0 shows empty (a balance on
 * the other side, as Dư Nợ / Dư Có columns read), a total's still shows.
 */
export const balanceColumn = <T extends Pick<BalanceRow, 'isTotal'>>(key: keyof T & string, title: string, o: { blankZero?: boolean } = {}): DataColumn<T> => ({
  key,
  title,
  dataIndex: key,
  exportAs: 'number',
  kind: 'money',
  align: 'right',
  onCell: totalCell,
  render: (v: number, r: T) => (o.blankZero && !v && !r.isTotal ? '' : formatVnd(v)),
});
