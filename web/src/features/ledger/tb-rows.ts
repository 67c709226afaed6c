import dayjs from 'dayjs';
import type { ResponseOf } from '../../../../shared/api/endpoint';
import type { trialBalance, TbRow } from '../../../../shared/api/ledger';
import { ISO_DATE } from '../../lib/format';

export type TrialBalance = ResponseOf<typeof trialBalance>;
export type TbMode = 'month' | 'range';

/** A row of the table: an account, or the totals row (bold, last). */
export interface TbDisplayRow extends TbRow {
  key: string;
  isTotal: boolean;
}

export const TB_AMOUNTS = ['opening_debit', 'opening_credit', 'period_debit', 'period_credit', 'closing_debit', 'closing_credit'] as const;

/** The dates a trial balance covers: the whole chosen month, or the chosen range. */
export function tbPeriod(mode: string, month: string, from: string, to: string): { from: string; to: string } {
  if (mode === 'range') return { from, to };
  const m = dayjs(`${month}-01`);
  return { from: m.startOf('month').format(ISO_DATE), to: m.endOf('month').format(ISO_DATE) };
}

/** The accounts in number order, then the server's totals as the last row. */
export function tbRows(tb: TrialBalance | undefined): TbDisplayRow[] {
  if (!tb) return [];
  const rows = [...tb.rows].sort((a, b) => a.account.localeCompare(b.account)).map((r) => ({ ...r, key: r.account, isTotal: false }));
  if (!rows.length) return [];
  return [...rows, { ...tb.totals, account: '', name: 'Tổng cộng', key: 'total', isTotal: true }];
}
