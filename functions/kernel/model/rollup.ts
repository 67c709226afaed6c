import type { Item } from '../../platform/db/items';

/*
 * The rollup entity (account × building, account × object × wallet, account × building by day): its
 * month and day attributes and what it is about, read from the item only here.
 */

/** Monthly totals live in attributes named by month: `d_2026_11` (debit) and `c_2026_11` (credit). */
export const debitField = (month: string) => `d_${month.replace('-', '_')}`;
export const creditField = (month: string) => `c_${month.replace('-', '_')}`;

/** Reads the month attributes of a rollup item back as `{ 'YYYY-MM': {debit, credit} }`. */
export function monthlyTotals(item: Item): Map<string, { debit: number; credit: number }> {
  const out = new Map<string, { debit: number; credit: number }>();
  for (const [k, v] of Object.entries(item)) {
    const m = /^([dc])_(\d{4})_(\d{2})$/.exec(k);
    if (!m) continue;
    const month = `${m[2]}-${m[3]}`;
    const t = out.get(month) ?? { debit: 0, credit: 0 };
    if (m[1] === 'd') t.debit += Number(v);
    else t.credit += Number(v);
    out.set(month, t);
  }
  return out;
}

/** Net (debit − credit) of every month before `month`, and up to and including it. */
export function sumBefore(item: Item, month: string, inclusive = false) {
  let debit = 0;
  let credit = 0;
  for (const [m, t] of monthlyTotals(item)) {
    if (m < month || (inclusive && m === month)) {
      debit += t.debit;
      credit += t.credit;
    }
  }
  return { debit, credit };
}

/** Daily totals of a day-rollup item: `d_05` (debit on the 5th) and `c_05`. */
export const dayDebitField = (date: string) => `d_${date.slice(8, 10)}`;
export const dayCreditField = (date: string) => `c_${date.slice(8, 10)}`;

/** Net of the days of a day-rollup item before `day` (`DD`), or up to and including it. */
export function sumDays(item: Item, day: string, inclusive: boolean) {
  let debit = 0;
  let credit = 0;
  for (const [k, v] of Object.entries(item)) {
    const m = /^([dc])_(\d{2})$/.exec(k);
    if (!m || !(m[2]! < day || (inclusive && m[2] === day))) continue;
    if (m[1] === 'd') debit += Number(v);
    else credit += Number(v);
  }
  return { debit, credit };
}

/** The account a rollup item sums. */
export const rollupAccount = (i: Item): string => String(i.account);
/** The object a rollup item sums ('' for an account × building rollup). */
export const rollupObject = (i: Item): string => String(i.object ?? '');
/** The building of an account or day rollup (`<account>#<building>`). */
export const rollupBuilding = (i: Item): string => String(i.building);
