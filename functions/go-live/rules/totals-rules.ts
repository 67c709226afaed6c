import { CONTROL_CHOICES } from '../../../shared/go-live/sheets';
import { Findings, duplicates, vnMoney } from './context';
import { type Problem, type SheetRow, numberIn } from './sheet-rows';

export type ControlKey = 'stay_deposits' | 'pending_deposits' | 'debts' | 'prepaid' | 'wallets';
export type Sums = Record<ControlKey, number>;

/** The file's own totals, from the rows that passed their checks (pure). */
export function sumsOf(o: { stays: readonly SheetRow[]; deposits: readonly SheetRow[]; debts: readonly SheetRow[]; balances: readonly SheetRow[] }): Sums {
  const sum = (rows: readonly SheetRow[], key: string, keep: (r: SheetRow) => boolean = () => true) =>
    rows.filter(keep).reduce((s, r) => s + ((r.v[key] as number | undefined) ?? 0), 0);
  return {
    stay_deposits: sum(o.stays, 'deposit_held'),
    pending_deposits: sum(o.deposits, 'amount'),
    debts: sum(o.debts, 'amount', (r) => r.v.kind === 'debt'),
    prepaid: sum(o.debts, 'amount', (r) => r.v.kind === 'prepaid'),
    wallets: sum(o.balances, 'amount', (r) => r.v.kind === 'wallet'),
  };
}

/** Control totals (pure): each total the operator's books give must equal the sum of the rows read; each once. */
export function checkTotals(rows: readonly SheetRow[], sums: Sums): Problem[] {
  const f = new Findings('totals');
  const dup = duplicates(rows, (r) => String(r.v.what), f, 'what', 'Tổng');
  for (const r of rows) {
    if (dup.has(r.row)) continue;
    const key = r.v.what as ControlKey;
    const label = CONTROL_CHOICES.find((c) => c.value === key)?.label ?? key;
    const stated = numberIn(r.v.amount);
    if (stated !== sums[key])
      f.add(
        r.row,
        'amount',
        `Tổng không khớp: «${label}» theo sổ ${vnMoney(stated)}, các dòng đã nhập ${vnMoney(sums[key])} (chênh ${vnMoney(stated - sums[key])})`,
      );
  }
  return f.problems;
}
