import type { Item } from '../../platform/db/items';
import { monthlyTotals } from '../model/rollup';
import { parseReceivableObject } from './stay-debts-rules';

/*
 * 1311 on both sides, kept (pure). Dư Nợ = Σ of the objects owing (a stay; a room of old data), Dư Có
 * = Σ of those paid ahead, at the end of any day. These are not sums of postings, so they cannot be
 * ADDed from a line alone: a voucher moving object s by δ on day D changes Σpos at every day t ≥ D by
 * max(0, b(t) + δ) − max(0, b(t)), b being s's balance. That change is constant between s's posting
 * days, so the voucher's transaction — which knows s's days from its object rollup (`y_YYYY_MM_DD`,
 * the net of each day) — writes it as deltas at those days, next to the lines' own sums:
 *
 * - account rollup `1311#<building>`: `p_YYYY_MM` / `n_YYYY_MM` / `o_YYYY_MM` = change of Σpos /
 *   Σneg / number of objects owing at that month's end from the previous month's end;
 * - day rollup of the month `1311#<building>`: `p_DD` / `n_DD` / `o_DD` = change at that day's end from
 *   the previous day's end (the 1st: from the previous month's end).
 *
 * So the sides at the end of a day are Σ of the month fields before its month plus that month's day
 * fields up to the day: items the trial balance reads anyway.
 */

export const RECEIVABLE = '1311';

/** The fields the sides are kept in: Σ positive balances, Σ negative ones (as a positive amount), objects owing. */
export const SIDE_FIELDS = ['p', 'n', 'o'] as const;
export type SideField = (typeof SIDE_FIELDS)[number];

export const sideMonthField = (f: SideField, month: string) => `${f}_${month.replace('-', '_')}`;
export const sideDayField = (f: SideField, date: string) => `${f}_${date.slice(8, 10)}`;
/** An object rollup's net (debit − credit) of one day. */
export const objectDayField = (date: string) => `y_${date.replace(/-/g, '_')}`;
/** An object rollup's count of writes: a voucher that read the object's days writes on it (a retried plan when it moved meanwhile). */
export const OBJECT_VERSION = 'kv';
/** On a 1311 account rollup: a line reached it without the kept sides (a write that did not read the object's days). */
export const SIDES_STALE = 'kept_stale';

/** The 1311 objects whose balances the sides sum (what receivable-sides.ts reads): their building, or undefined. */
export const sideBuilding = (account: string, object: string | undefined): string | undefined =>
  account === RECEIVABLE && object ? parseReceivableObject(object)?.building : undefined;

/** An object's balances by day, from its object rollup: months (complete) and the days of each month. */
export interface Trajectory {
  months: Map<string, number>;
  days: Map<string, number>;
}

export function trajectoryOf(item: Item | undefined): Trajectory {
  const months = new Map<string, number>();
  const days = new Map<string, number>();
  if (!item) return { months, days };
  for (const [m, t] of monthlyTotals(item)) months.set(m, t.debit - t.credit);
  for (const [k, v] of Object.entries(item)) {
    const m = /^y_(\d{4})_(\d{2})_(\d{2})$/.exec(k);
    if (m) days.set(`${m[1]}-${m[2]}-${m[3]}`, Number(v));
  }
  return { months, days };
}

/** The balance at the end of `date`: the months before its month, and its month's days up to it. */
export function balanceAt(t: Trajectory, date: string): number {
  const month = date.slice(0, 7);
  let b = 0;
  for (const [m, n] of t.months) if (m < month) b += n;
  for (const [d, n] of t.days) if (d.slice(0, 7) === month && d <= date) b += n;
  return b;
}

/** The trajectory with `moves` (date → net) added. */
export function withMoves(t: Trajectory, moves: ReadonlyMap<string, number>): Trajectory {
  const months = new Map(t.months);
  const days = new Map(t.days);
  for (const [d, n] of moves) {
    months.set(d.slice(0, 7), (months.get(d.slice(0, 7)) ?? 0) + n);
    days.set(d, (days.get(d) ?? 0) + n);
  }
  return { months, days };
}

const sideValues = (b: number): Record<SideField, number> => ({ p: Math.max(0, b), n: Math.max(0, -b), o: b > 0 ? 1 : 0 });

/** A change of the sides at the end of `date` from the end of the day before. */
export interface SideDelta {
  date: string;
  p: number;
  n: number;
  o: number;
}

/**
 * What moving one object by `moves` (date → net) does to the sides, as deltas at the days they change:
 * from the first moved day on, at each day the object's balance changes before or after the move.
 */
export function sideDeltas(before: Trajectory, moves: ReadonlyMap<string, number>): SideDelta[] {
  if (!moves.size) return [];
  const after = withMoves(before, moves);
  const first = [...moves.keys()].sort()[0]!;
  const days = [...new Set([...moves.keys(), ...[...before.days.keys()].filter((d) => d >= first)])].sort();
  const out: SideDelta[] = [];
  let prev = { p: 0, n: 0, o: 0 };
  for (const date of days) {
    const was = sideValues(balanceAt(before, date));
    const now = sideValues(balanceAt(after, date));
    const change = { p: now.p - was.p, n: now.n - was.n, o: now.o - was.o };
    const d = { date, p: change.p - prev.p, n: change.n - prev.n, o: change.o - prev.o };
    if (d.p || d.n || d.o) out.push(d);
    prev = change;
  }
  return out;
}

/** The sides at the end of a day, from what the kept fields sum to. */
export interface KeptSides {
  debit: number;
  credit: number;
  owing: number;
}

/** Σ of an account rollup's side fields for the months before `month` (or up to and including it). */
export function sidesBefore(item: Item, month: string, inclusive = false): KeptSides {
  const out = { debit: 0, credit: 0, owing: 0 };
  for (const [k, v] of Object.entries(item)) {
    const m = /^([pno])_(\d{4})_(\d{2})$/.exec(k);
    if (!m) continue;
    const at = `${m[2]}-${m[3]}`;
    if (at < month || (inclusive && at === month)) add(out, m[1] as SideField, Number(v));
  }
  return out;
}

/** Σ of a day rollup's side fields for the days before `day` (`DD`), or up to and including it. */
export function sideDays(item: Item, day: string, inclusive: boolean): KeptSides {
  const out = { debit: 0, credit: 0, owing: 0 };
  for (const [k, v] of Object.entries(item)) {
    const m = /^([pno])_(\d{2})$/.exec(k);
    if (!m || !(m[2]! < day || (inclusive && m[2] === day))) continue;
    add(out, m[1] as SideField, Number(v));
  }
  return out;
}

function add(s: KeptSides, f: SideField, v: number) {
  if (f === 'p') s.debit += v;
  else if (f === 'n') s.credit += v;
  else s.owing += v;
}

export const plus = (a: KeptSides, b: KeptSides): KeptSides => ({ debit: a.debit + b.debit, credit: a.credit + b.credit, owing: a.owing + b.owing });
