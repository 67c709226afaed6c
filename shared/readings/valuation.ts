/**
 * How electricity and water are turned into đồng (issue 21 §6), in ONE place for the server, the
 * screens and their exports: a price is kept exact, as the bill that makes it (`amount` đồng for
 * `units` kWh or m³, e.g. a state bill's 17,690,578 đ for 5,905 kWh), never as a rounded đ/kWh;
 * a figure is rounded once, from the exact product, in integer arithmetic (BigInt: units × amount
 * passes 2^53 on a big bill); and rows valued together are apportioned by largest remainder, so they
 * add up to the total rounded from their exact sum. Half a đồng rounds away from zero.
 */

/** `amount` đồng for `units` units: the price as its bill states it. */
export interface Price {
  amount: number;
  units: number;
}

/** A price of whole đồng per unit (the rooms' price list). */
export const perUnit = (amount: number): Price => ({ amount, units: 1 });

/** The price per unit to show (2 decimals); never used to compute a figure. */
export const shownPrice = (p: Price): number => (p.units === 0 ? 0 : divideRounded(BigInt(p.amount) * 100n, BigInt(p.units)) / 100);

/** n ÷ d rounded to the nearest integer, half away from zero (d ≠ 0). */
export function divideRounded(n: bigint, d: bigint): number {
  if (d < 0n) return divideRounded(-n, -d);
  const negative = n < 0n;
  const a = negative ? -n : n;
  const q = (2n * a + d) / (2n * d);
  return Number(negative ? -q : q);
}

/** `units` valued at `price`, in đồng: round(units × amount ÷ price units). A price of 0 units values nothing. */
export function valueOf(units: number, price: Price): number {
  if (price.units === 0) return 0;
  return divideRounded(BigInt(units) * BigInt(price.amount), BigInt(price.units));
}

/**
 * A fraction of units (`numerator` ÷ `denominator`, e.g. usage scaled to another period's days) valued
 * at `price`, rounded once: round(numerator × amount ÷ (denominator × price units)).
 */
export function valueOfFraction(numerator: number, denominator: number, price: Price): number {
  if (price.units === 0 || denominator === 0) return 0;
  return divideRounded(BigInt(numerator) * BigInt(price.amount), BigInt(denominator) * BigInt(price.units));
}

/**
 * Rows of units valued together (null: no usage, no amount): the total is the sum of the units
 * valued once, and each row gets the floor of its exact value plus one đồng for the largest
 * remainders (ties to the first row) until the rows add up to that total.
 */
export function valueRows(usages: readonly (number | null)[], price: Price): { rows: (number | null)[]; total: number } {
  const total = valueOf(
    usages.reduce<number>((s, u) => s + (u ?? 0), 0),
    price,
  );
  if (price.units === 0) return { rows: usages.map((u) => (u === null ? null : 0)), total };
  const d = BigInt(price.units);
  const exact = usages.map((u) => (u === null ? null : BigInt(u) * BigInt(price.amount)));
  const rows = exact.map((e) => (e === null ? null : Number(floorDiv(e, d))));
  let left = total - rows.reduce<number>((s, r) => s + (r ?? 0), 0);
  const byRemainder = exact
    .map((e, i) => ({ i, r: e === null ? -1n : e - floorDiv(e, d) * d }))
    .filter((x) => x.r >= 0n)
    .sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  // Usages are never negative here, so the total is at least the sum of floors and the rest is < rows.
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    rows[i] = rows[i]! + 1;
    left--;
  }
  return { rows, total };
}

const floorDiv = (n: bigint, d: bigint): bigint => {
  const q = n / d;
  return n % d !== 0n && n < 0n !== d < 0n ? q - 1n : q;
};
