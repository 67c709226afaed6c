import type { UnpaidStay } from '../api/ledger/debts';
import { daysBetween } from '../dates';

/**
 * The unpaid report's age buckets (issue 24 "Reminders"): what a stay owes split by how old each open
 * item is at the report's date (the same date its `age_days` counts to): 0–30, 31–60, 61–90 and more
 * than 90 days. Read from the row's own open items, so the buckets add up to the row's figure; what no
 * open item explains (a room of old data, kept before receivables were kept per stay, has no items) is
 * counted in the oldest bucket, where a manager looks first.
 */
export const AGE_BUCKETS = [
  { key: 'd0_30', title: '0–30 ngày', upTo: 30 },
  { key: 'd31_60', title: '31–60 ngày', upTo: 60 },
  { key: 'd61_90', title: '61–90 ngày', upTo: 90 },
  { key: 'over_90', title: 'Trên 90 ngày', upTo: Infinity },
] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number]['key'];
export type Aging = Record<AgeBucket, number>;

export const NO_AGING: Aging = { d0_30: 0, d31_60: 0, d61_90: 0, over_90: 0 };

const bucketOf = (days: number): AgeBucket => AGE_BUCKETS.find((b) => days <= b.upTo)!.key;

/** One row's buckets: each open item by its date's age at `end`; the rest (no item) in the oldest. */
export function agingOf(items: readonly Pick<UnpaidStay['months'][number], 'date' | 'owed'>[], unpaid: number, end: string): Aging {
  const out = { ...NO_AGING };
  for (const i of items) out[bucketOf(Math.max(0, daysBetween(i.date, end)))] += i.owed;
  out.over_90 += unpaid - items.reduce((s, i) => s + i.owed, 0);
  return out;
}

/** Σ of the rows' buckets (the report's totals row). */
export const agingTotals = (rows: readonly Aging[]): Aging =>
  rows.reduce((s, r) => ({ d0_30: s.d0_30 + r.d0_30, d31_60: s.d31_60 + r.d31_60, d61_90: s.d61_90 + r.d61_90, over_90: s.over_90 + r.over_90 }), {
    ...NO_AGING,
  });
