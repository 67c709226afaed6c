import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { receiptNo } from '../../functions/receipts/rules/receipt-rules';
import {
  addCharge,
  addPayment,
  EMPTY_ACCOUNT,
  figures,
  owedAt,
  removeCharge,
  removePayment,
  retotalCharge,
  type AccountState,
  type PaymentRef,
} from '../../functions/kernel/ledger/stay-account-rules';

const bill = (month: string, total: number) => ({ id: `B${month}`, kind: 'bill' as const, no: `BT-${month}`, date: `${month}-28`, month, total });
const pay = (id: string, date: string): PaymentRef => ({ id, no: id, kind: 'receipt', date });
const withBills = (...bills: [string, number][]) => bills.reduce<AccountState>((s, [m, t]) => addCharge(s, bill(m, t)), EMPTY_ACCOUNT);

describe('a stay’s open items', () => {
  it('a payment pays the oldest items first and may span several; a partial one leaves the rest owed', () => {
    const r = addPayment(withBills(['2026-10', 3_000_000], ['2026-09', 2_000_000]), pay('R1', '2026-11-02'), 2_500_000);
    expect(r.allocations.map((a) => [a.no, a.amount])).toEqual([
      ['BT-2026-09', 2_000_000],
      ['BT-2026-10', 500_000],
    ]);
    expect(r.left_credit).toBe(0);
    expect(figures(r.state)).toMatchObject({ owed: 2_500_000, credit: 0, balance: 2_500_000 });
    expect(figures(r.state).oldest?.no).toBe('BT-2026-10');
  });

  it('what a payment leaves is ITS credit, and the next charge is paid from it at once', () => {
    const r = addPayment(withBills(['2026-10', 1_000_000]), pay('R1', '2026-10-30'), 1_300_000);
    expect(r.left_credit).toBe(300_000);
    const next = addCharge(r.state, bill('2026-11', 1_000_000));
    expect(figures(next)).toMatchObject({ owed: 700_000, credit: 0 });
    expect(next.charges[1]!.paid_by).toEqual([{ id: 'R1', no: 'R1', kind: 'receipt', date: '2026-10-30', amount: 300_000 }]);
  });

  it('a second receipt reports only what it left, not the stay’s running credit', () => {
    const a = addPayment(EMPTY_ACCOUNT, pay('R1', '2026-11-01'), 1_000_000);
    const b = addPayment(a.state, pay('R2', '2026-11-02'), 395_000);
    expect(b.left_credit).toBe(395_000);
    expect(figures(b.state).credit).toBe(1_395_000);
  });

  it('removing a payment undoes exactly what it paid, its credit applied later included', () => {
    const r1 = addPayment(withBills(['2026-09', 1_000_000]), pay('R1', '2026-09-30'), 1_500_000);
    const billed = addCharge(r1.state, bill('2026-10', 800_000)); // 500,000 of R1's credit pays it
    const r2 = addPayment(billed, pay('R2', '2026-10-31'), 300_000);
    const undone = removePayment(r2.state, 'R1');
    expect(undone.charges.map((c) => [c.no, c.paid])).toEqual([
      ['BT-2026-09', 0],
      ['BT-2026-10', 300_000],
    ]);
    expect(figures(undone)).toMatchObject({ owed: 1_500_000, credit: 0 });
  });

  it('removing a charge gives what paid it back to its payers, which pay what else is open', () => {
    const s = addPayment(withBills(['2026-09', 500_000], ['2026-10', 500_000]), pay('R1', '2026-10-31'), 700_000).state;
    const gone = removeCharge(s, 'B2026-09');
    expect(figures(gone)).toMatchObject({ owed: 0, credit: 200_000 });
  });

  it('a bill corrected down gives the excess back as credit; up, the rest is owed', () => {
    const s = addPayment(withBills(['2026-10', 1_000_000]), pay('R1', '2026-10-31'), 1_000_000).state;
    expect(figures(retotalCharge(s, 'B2026-10', 900_000))).toMatchObject({ owed: 0, credit: 100_000 });
    expect(figures(retotalCharge(s, 'B2026-10', 1_200_000))).toMatchObject({ owed: 200_000, credit: 0 });
  });

  it('a past month’s debt sits on the newest charges dated up to then', () => {
    const s = withBills(['2026-08', 1_000_000], ['2026-09', 1_000_000], ['2026-10', 1_000_000]);
    expect(owedAt(s.charges, 1_500_000, '2026-09-30').map((x) => [x.charge.no, x.owed])).toEqual([
      ['BT-2026-08', 500_000],
      ['BT-2026-09', 1_000_000],
    ]);
  });

  it('numbers PT<building><YYMM>-NNN', () => expect(receiptNo('GB', '2026-11-22', 7)).toBe('PTGB2611-007'));
});

/** Random sequences of charges, payments and their removals: the invariants hold after every step. */
describe('stay account invariants (property)', () => {
  type Step =
    | { t: 'charge'; amount: number }
    | { t: 'pay'; amount: number }
    | { t: 'unpay'; pick: number }
    | { t: 'uncharge'; pick: number }
    | { t: 'retotal'; pick: number; amount: number };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ t: fc.constant('charge' as const), amount: fc.integer({ min: 1, max: 5_000_000 }) }),
    fc.record({ t: fc.constant('pay' as const), amount: fc.integer({ min: 1, max: 5_000_000 }) }),
    fc.record({ t: fc.constant('unpay' as const), pick: fc.nat() }),
    fc.record({ t: fc.constant('uncharge' as const), pick: fc.nat() }),
    fc.record({ t: fc.constant('retotal' as const), pick: fc.nat(), amount: fc.integer({ min: 0, max: 5_000_000 }) }),
  );

  it('Σ open − credits = Σ charges − Σ payments; no open item beside a credit; each payment spent at most its amount', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let s = EMPTY_ACCOUNT;
        const charges = new Map<string, number>();
        const payments = new Map<string, number>();
        steps.forEach((x, i) => {
          const date = `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
          if (x.t === 'charge') {
            s = addCharge(s, { id: `C${i}`, kind: 'debit_note', no: `C${i}`, date, month: date.slice(0, 7), total: x.amount });
            charges.set(`C${i}`, x.amount);
          } else if (x.t === 'pay') {
            const r = addPayment(s, pay(`P${i}`, date), x.amount);
            expect(r.allocations.reduce((a, b) => a + b.amount, 0) + r.left_credit).toBe(x.amount);
            s = r.state;
            payments.set(`P${i}`, x.amount);
          } else if (x.t === 'unpay' && payments.size) {
            const id = [...payments.keys()][x.pick % payments.size]!;
            s = removePayment(s, id);
            payments.delete(id);
          } else if (x.t === 'uncharge' && charges.size) {
            const id = [...charges.keys()][x.pick % charges.size]!;
            s = removeCharge(s, id);
            charges.delete(id);
          } else if (x.t === 'retotal' && charges.size) {
            const id = [...charges.keys()][x.pick % charges.size]!;
            s = retotalCharge(s, id, x.amount);
            charges.set(id, x.amount);
          }
          const f = figures(s);
          const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
          expect(f.balance).toBe(sum(charges) - sum(payments));
          expect(f.owed > 0 && f.credit > 0).toBe(false);
          for (const c of s.charges) {
            expect(c.paid).toBe(c.paid_by.reduce((a, p) => a + p.amount, 0));
            expect(c.paid).toBeLessThanOrEqual(c.total);
          }
          for (const [id, amount] of payments) {
            const spent = s.charges
              .flatMap((c) => c.paid_by)
              .filter((p) => p.id === id)
              .reduce((a, p) => a + p.amount, 0);
            const left = s.credits.find((c) => c.id === id)?.left ?? 0;
            expect(spent + left).toBe(amount);
          }
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('where a stay account is indexed', () => {
  const info = {
    stay_id: '01STAY',
    building: 'MA',
    room_id: '301',
    contract_no: 'HD1',
    customer_name: 'An',
    start_date: '2026-09-01',
    stay_status: 'checked_out',
  };
  it('open while its balance is not nil; settled by the date of the last voucher that moved it; nowhere before anything moved it', async () => {
    const { accountItem, latestDate } = await import('../../functions/kernel/model/stay-account');
    const owing = withBills(['2026-10', 1_000_000]);
    expect(accountItem(info, owing, 1, latestDate(owing))).toMatchObject({ GSI1PK: 'AROPEN#MA', GSI1SK: '301#2026-09-01#01STAY', balance: 1_000_000 });
    const settled = addPayment(owing, pay('R1', '2026-11-03'), 1_000_000).state;
    expect(latestDate(settled)).toBe('2026-11-03');
    expect(accountItem(info, settled, 2, latestDate(settled))).toMatchObject({
      GSI1PK: 'ARDONE#MA',
      GSI1SK: '2026-11-03#301#01STAY',
      last_posted: '2026-11-03',
    });
    expect(accountItem(info, EMPTY_ACCOUNT, 1)).not.toHaveProperty('GSI1PK');
  });
});
