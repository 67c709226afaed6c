import { describe, expect, it } from 'vitest';
import { pairTransfers, type TransferLine } from '../../functions/bank/rules/transfer-pairs';
import { addDays, daysBetween } from '../../shared/dates';

const line = (id: string, wallet: number, date: string, amount: number): TransferLine => ({ id, wallet, date, amount });

/** The pairing as it was first written: every outgoing line against every incoming one. */
function everyAgainstEvery(outs: TransferLine[], ins: TransferLine[], daysApart: number): [string, string][] {
  const candidates = outs.flatMap((o) =>
    ins
      .filter((i) => i.wallet !== o.wallet && i.amount === o.amount && Math.abs(daysBetween(o.date, i.date)) <= daysApart)
      .map((i) => ({ o, i, gap: Math.abs(daysBetween(o.date, i.date)) })),
  );
  candidates.sort((a, b) => a.gap - b.gap || a.o.date.localeCompare(b.o.date) || a.o.id.localeCompare(b.o.id));
  const used = new Set<string>();
  const chosen: [string, string][] = [];
  for (const { o, i } of candidates) {
    if (used.has(o.id) || used.has(i.id)) continue;
    used.add(o.id);
    used.add(i.id);
    chosen.push([o.id, i.id]);
  }
  return chosen;
}

/** A small seeded generator, so a failure names the same lines every run. */
function rng(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

describe('possible internal transfers (pairTransfers)', () => {
  it('pairs an outgoing line with an incoming one of the same amount on another wallet, closest dates first, each line once', () => {
    const outs = [line('o1', 2, '2026-11-03', 5_000_000), line('o2', 2, '2026-11-04', 5_000_000), line('o3', 3, '2026-11-10', 700_000)];
    const ins = [
      line('i1', 3, '2026-11-04', 5_000_000), // 1 day after o1, 0 after o2: o2 takes it
      line('i2', 4, '2026-11-05', 5_000_000), // then o1 (2 days) is left with this one
      line('i3', 3, '2026-11-10', 700_000), // same wallet as o3: never its pair
      line('i4', 2, '2026-11-13', 700_000), // 3 days apart: too far
    ];
    expect(pairTransfers(outs, ins, 2)).toEqual([
      ['o2', 'i1'],
      ['o1', 'i2'],
    ]);
    expect(pairTransfers([], ins, 2)).toEqual([]);
  });

  it('chooses what every-against-every chose, on random months of several wallets', () => {
    const rand = rng(7);
    const pick = (n: number) => Math.floor(rand() * n);
    for (let round = 0; round < 20; round++) {
      const make = (p: string, n: number) =>
        Array.from({ length: n }, (_, k) => line(`${p}${String(k).padStart(3, '0')}`, 2 + pick(3), addDays('2026-11-01', pick(20)), (1 + pick(8)) * 100_000));
      const outs = make('o', 40 + pick(40));
      const ins = make('i', 40 + pick(40));
      expect(pairTransfers(outs, ins, 2)).toEqual(everyAgainstEvery(outs, ins, 2));
    }
  });

  it('meets each outgoing line with the incoming lines of its own amount only, not every incoming line (issue 23 §13)', () => {
    // Each line counts how often its amount is read: every-against-every reads outs × ins of them.
    let reads = 0;
    const counted = (id: string, wallet: number, amount: number): TransferLine => {
      const l = line(id, wallet, '2026-11-10', 0);
      Object.defineProperty(l, 'amount', {
        get: () => {
          reads++;
          return amount;
        },
      });
      return l;
    };
    const outs = Array.from({ length: 300 }, (_, k) => counted(`o${k}`, 2, 1_000 + k));
    const ins = Array.from({ length: 300 }, (_, k) => counted(`i${k}`, 3, 1_000 + k));
    expect(pairTransfers(outs, ins, 2)).toHaveLength(300);
    expect(reads).toBeLessThanOrEqual(outs.length + ins.length);
    reads = 0;
    everyAgainstEvery(outs, ins, 2);
    expect(reads).toBeGreaterThan(outs.length * ins.length);
  });
});
