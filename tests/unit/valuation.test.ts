import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRounded, perUnit, shownPrice, valueOf, valueOfFraction, valueRows } from '../../shared/readings/valuation';

describe('valuing units at an exact price (issue 21 §6: round once, from exact values)', () => {
  it('rounds the exact product once, half away from zero, in integer arithmetic', () => {
    expect(valueOf(492, { amount: 17_690_578, units: 5_905 })).toBe(1_473_965);
    expect(divideRounded(5n, 2n)).toBe(3);
    expect(divideRounded(-5n, 2n)).toBe(-3);
    expect(divideRounded(7n, -2n)).toBe(-4);
    expect(valueOf(-492, { amount: 17_690_578, units: 5_905 })).toBe(-1_473_965);
    // 90,000,001 × 9,000,000,001 is past 2^53: a float product would lose the units digit, BigInt does not.
    expect(valueOf(90_000_001, { amount: 9_000_000_001, units: 100_000_000 })).toBe(8_100_000_091);
    expect(valueOf(10, perUnit(2_618))).toBe(26_180);
    expect(valueOf(10, { amount: 5, units: 0 })).toBe(0);
  });

  it('values a fraction of units (a period of other days) with one rounding', () => {
    // (1,000 × 31 − 850 × 30) ÷ 31 kWh at 3,000.3 đ
    expect(valueOfFraction(31_000 - 25_500, 31, { amount: 3_000_300, units: 1_000 })).toBe(532_311);
  });

  it('shows the price with 2 decimals, never used for a figure', () => {
    expect(shownPrice({ amount: 17_690_578, units: 5_905 })).toBe(2_995.86);
    expect(shownPrice({ amount: 5_001, units: 2 })).toBe(2_500.5);
    expect(shownPrice({ amount: 1, units: 0 })).toBe(0);
  });

  it('apportions rows by largest remainder so they add up to the total (421,963, not 421,964)', () => {
    const { rows, total } = valueRows([1, 1, 1, null], { amount: 5_001, units: 2 });
    expect(total).toBe(7_502);
    expect(rows).toEqual([2_501, 2_501, 2_500, null]);
    // The largest remainder takes the đồng, whatever its place.
    expect(valueRows([1, 2], { amount: 10_000, units: 3 })).toEqual({ rows: [3_333, 6_667], total: 10_000 });
    expect(valueRows([], { amount: 1, units: 1 })).toEqual({ rows: [], total: 0 });
    expect(valueRows([3, null], { amount: 1, units: 0 })).toEqual({ rows: [0, null], total: 0 });
  });

  it('for any usages and price: rows add up to the total, each within one đồng of its exact value', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }), { maxLength: 40 }),
        fc.integer({ min: 0, max: 5_000_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (usages, amount, units) => {
          const price = { amount, units };
          const { rows, total } = valueRows(usages, price);
          expect(rows.reduce<number>((s, r) => s + (r ?? 0), 0)).toBe(total);
          expect(total).toBe(
            valueOf(
              usages.reduce<number>((s, u) => s + (u ?? 0), 0),
              price,
            ),
          );
          usages.forEach((u, i) => {
            if (u === null) return expect(rows[i]).toBeNull();
            const exact = (BigInt(u) * BigInt(amount) * 2n) / BigInt(units); // twice the exact value, floored
            expect(Math.abs(2 * rows[i]! - Number(exact))).toBeLessThanOrEqual(2);
          });
        },
      ),
    );
  });
});
