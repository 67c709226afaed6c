import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildEntry } from '../../functions/kernel/ledger/entry';
import { entryItems, keptEntryItems } from '../../functions/kernel/ledger/posting';
import { balanceAt, sideDeltas, sidesBefore, sideDays, trajectoryOf } from '../../functions/kernel/ledger/kept-sides-rules';

/** Days of two months and the start of a third: enough for deltas to land in a later month than the move. */
const DAYS = ['2026-09-03', '2026-09-15', '2026-09-30', '2026-10-01', '2026-10-09', '2026-10-31', '2026-11-02'];
const posting = fc.record({ date: fc.constantFrom(...DAYS), net: fc.integer({ min: -5, max: 5 }).map((n) => n * 100_000) });

/** An object rollup as posting.ts writes it: month sums and day nets. */
function rollupOf(postings: readonly { date: string; net: number }[]) {
  const item: Record<string, number> = {};
  for (const p of postings) {
    const m = p.date.slice(0, 7).replace('-', '_');
    const side = p.net >= 0 ? 'd' : 'c';
    item[`${side}_${m}`] = (item[`${side}_${m}`] ?? 0) + Math.abs(p.net);
    const y = `y_${p.date.replace(/-/g, '_')}`;
    item[y] = (item[y] ?? 0) + p.net;
  }
  return item;
}
const exact = (postings: readonly { date: string; net: number }[], t: string) => postings.filter((p) => p.date <= t).reduce((s, p) => s + p.net, 0);

describe('kept sides of 1311 (pure)', () => {
  it('a balance read from the rollup equals the sum of the postings up to the day', () => {
    fc.assert(
      fc.property(fc.array(posting, { maxLength: 12 }), fc.constantFrom(...DAYS), (ps, t) => {
        expect(balanceAt(trajectoryOf(rollupOf(ps)), t)).toBe(exact(ps, t));
      }),
    );
  });

  it("a move's deltas, summed up to any day, are the change of Σ owed, Σ paid ahead and the number owing at that day's end", () => {
    fc.assert(
      fc.property(fc.array(posting, { maxLength: 12 }), fc.array(posting, { minLength: 1, maxLength: 3 }), (before, move) => {
        const moves = new Map<string, number>();
        for (const m of move) moves.set(m.date, (moves.get(m.date) ?? 0) + m.net);
        const deltas = sideDeltas(trajectoryOf(rollupOf(before)), moves);
        const after = [...before, ...move];
        for (const t of DAYS) {
          const b = exact(before, t);
          const a = exact(after, t);
          const upTo = deltas.filter((d) => d.date <= t);
          const sum = (f: 'p' | 'n' | 'o') => upTo.reduce((s, d) => s + d[f], 0);
          expect(sum('p'), `Σ owed at ${t}`).toBe(Math.max(0, a) - Math.max(0, b));
          expect(sum('n'), `Σ paid ahead at ${t}`).toBe(Math.max(0, -a) - Math.max(0, -b));
          expect(sum('o'), `owing at ${t}`).toBe((a > 0 ? 1 : 0) - (b > 0 ? 1 : 0));
        }
      }),
    );
  });

  it('reads the month fields before a month and the day fields before a day', () => {
    const account = { p_2026_09: 500, n_2026_09: 100, o_2026_09: 2, p_2026_10: -200, d_2026_09: 999, p_01: 7 };
    expect(sidesBefore(account, '2026-10')).toEqual({ debit: 500, credit: 100, owing: 2 });
    expect(sidesBefore(account, '2026-10', true)).toEqual({ debit: 300, credit: 100, owing: 2 });
    const day = { p_03: 50, n_03: 10, o_03: 1, p_15: 20, d_03: 999 };
    expect(sideDays(day, '15', false)).toEqual({ debit: 50, credit: 10, owing: 1 });
    expect(sideDays(day, '15', true)).toEqual({ debit: 70, credit: 10, owing: 1 });
  });
});

describe('the writes of a 1311 posting (posting.ts)', () => {
  process.env.TABLE_NAME ??= 'unit-table';
  const object = 'stay:BN-101:01JSTAY0000000000000000000';
  const bill = (date: string, amount: number) =>
    buildEntry(
      {
        date,
        building: 'BN',
        voucher_type: 'test',
        voucher_id: 'V1',
        description: 'Phát sinh',
        lines: [
          { account_key: 'customer_receivable', object, debit: amount },
          { account_key: 'room_revenue', credit: amount },
        ],
      },
      '2026-11-01T00:00:00Z',
    );
  const update = (items: ReturnType<typeof entryItems>, pk: string, sk: string) =>
    items.find((i) => i.op.Update?.Key?.PK === pk && i.op.Update.Key.SK === sk)?.op.Update;
  const added = (u: NonNullable<ReturnType<typeof update>>) => {
    const out: Record<string, unknown> = {};
    for (const m of u.UpdateExpression!.matchAll(/#(x\d+) :(x\d+)/g)) out[u.ExpressionAttributeNames![`#${m[1]}`]!] = u.ExpressionAttributeValues![`:${m[2]}`];
    return out;
  };

  it('a raw write keeps the day net and write count, and marks the building stale', () => {
    const items = entryItems(bill('2026-10-05', 300_000));
    const o = update(items, 'ROLLUP#OBJ#1311', `${object}#-`)!;
    expect(added(o)).toEqual({ y_2026_10_05: 300_000, kv: 1 });
    expect(o.ConditionExpression).toBeUndefined();
    const a = update(items, 'ROLLUP#ACCT', '1311#BN')!;
    expect(Object.values(a.ExpressionAttributeNames!)).toContain('kept_stale');
  });

  it("a read write pins the object and moves the sides, also on a later month's day rollup", () => {
    // The stay owed 200,000 from Sep 20 and paid 500,000 on Nov 3 (300,000 ahead). A back-dated charge
    // of 400,000 on Oct 5 makes it owe 600,000 from Oct 5 and 100,000 from Nov 3.
    const read = { object, kv: 4, d_2026_09: 200_000, y_2026_09_20: 200_000, c_2026_11: 500_000, y_2026_11_03: -500_000 };
    const items = keptEntryItems([bill('2026-10-05', 400_000)], new Map([[object, read]]));
    const o = update(items, 'ROLLUP#OBJ#1311', `${object}#-`)!;
    expect(o.ConditionExpression).toBe('kv = :kv');
    expect(o.ExpressionAttributeValues![':kv']).toBe(4);
    const a = update(items, 'ROLLUP#ACCT', '1311#BN')!;
    expect(added(a)).toEqual({ p_2026_10: 400_000, p_2026_11: -300_000, n_2026_11: -300_000, o_2026_11: 1 });
    expect(added(update(items, 'ROLLUP#DAY#2026-10', '1311#BN')!)).toEqual({ p_05: 400_000 });
    expect(added(update(items, 'ROLLUP#DAY#2026-11', '1311#BN')!)).toEqual({ p_03: -300_000, n_03: -300_000, o_03: 1 });
  });
});
