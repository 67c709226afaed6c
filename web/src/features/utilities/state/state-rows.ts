import type { UtilityBalance } from '../../../../../shared/api/utilities';

/** The totals row of the state screen: sums of every building, the loss rate over the buildings with a state bill. */
export interface StateTotals {
  state_units: number;
  state_amount: number;
  rooms_units: number;
  rooms_amount: number;
  internal_units: number;
  internal_amount: number;
  compared_units: number;
  loss_units: number;
  loss_amount: number;
  /** Σ loss ÷ Σ state units of the billed buildings × 100, 2 decimals; 0 when nothing is billed. */
  loss_rate: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function stateTotals(rows: readonly UtilityBalance[]): StateTotals {
  const sum = (pick: (r: UtilityBalance) => number | null) => rows.reduce((s, r) => s + (pick(r) ?? 0), 0);
  const state_units = sum((r) => r.state_units);
  const loss_units = round2(sum((r) => r.loss_units));
  return {
    state_units,
    state_amount: sum((r) => r.state_amount),
    rooms_units: sum((r) => r.rooms_units),
    rooms_amount: sum((r) => r.rooms_amount),
    internal_units: sum((r) => r.internal_units),
    internal_amount: sum((r) => r.internal_amount),
    compared_units: round2(sum((r) => r.compared_units)),
    loss_units,
    loss_amount: sum((r) => r.loss_amount),
    loss_rate: state_units > 0 ? round2((loss_units / state_units) * 100) : 0,
  };
}
