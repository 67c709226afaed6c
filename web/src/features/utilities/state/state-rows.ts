import type { UtilityBalance } from '../../../../../shared/api/utilities';

/**
 * The totals row of the state screen: sums of every building; a figure no building has (no bill, no
 * readings, no loss) is null — "chưa có số liệu", not 0 (issue 23 §4).
 */
export interface StateTotals {
  state_units: number | null;
  state_amount: number | null;
  rooms_units: number | null;
  rooms_amount: number | null;
  internal_units: number;
  internal_amount: number;
  compared_units: number | null;
  loss_units: number | null;
  loss_amount: number | null;
  /** Σ loss ÷ Σ state units of the buildings with a loss (billed and read) × 100, 2 decimals; null when none has a loss. */
  loss_rate: number | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function stateTotals(rows: readonly UtilityBalance[]): StateTotals {
  const sum = (pick: (r: UtilityBalance) => number | null, of: readonly UtilityBalance[] = rows) =>
    of.some((r) => pick(r) !== null) ? round2(of.reduce((s, r) => s + (pick(r) ?? 0), 0)) : null;
  const lossy = rows.filter((r) => r.loss_units !== null);
  const loss_units = sum((r) => r.loss_units);
  const base = sum((r) => r.state_units, lossy);
  return {
    state_units: sum((r) => r.state_units),
    state_amount: sum((r) => r.state_amount),
    rooms_units: sum((r) => r.rooms_units),
    rooms_amount: sum((r) => r.rooms_amount),
    internal_units: rows.reduce((s, r) => s + r.internal_units, 0),
    internal_amount: rows.reduce((s, r) => s + r.internal_amount, 0),
    compared_units: sum((r) => r.compared_units),
    loss_units,
    loss_amount: sum((r) => r.loss_amount),
    // As each building's (the server's): 0 over a base of 0.
    loss_rate: loss_units === null ? null : base ? round2((loss_units / base) * 100) : 0,
  };
}
