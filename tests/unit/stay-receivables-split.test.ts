import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newAccount, type Account } from '../../functions/kernel/model/stay-account';
import { addPayment, chargesMoved, figures } from '../../functions/kernel/ledger/stay-account-rules';
import { splitRoom, type OldBill, type OldCheckOut } from '../../functions/jobs/stay-receivables-split';

const ref = { id: 'MIG1', no: 'SDCS-BN-101', date: '2026-11-26' };
const stay = (id: string, start: string, leave?: string): Account =>
  newAccount({
    stay_id: id,
    building: 'BN',
    room_id: '101',
    contract_no: `HD-${id}`,
    customer_name: id,
    start_date: start,
    ...(leave ? { leave_date: leave } : {}),
    stay_status: leave ? 'checked_out' : 'active',
  });
const bill = (month: string, stayId: string, total: number, paid: number): OldBill => ({
  id: `BN-${month}-101`,
  bill_no: `BT-${month}`,
  month,
  date: `${month}-28`,
  stay_id: stayId,
  total,
  paid,
});
const out = (id: string, stayId: string, leave: string, receivable: number): OldCheckOut => ({
  id,
  stay_id: stayId,
  contract_no: `HD-${stayId}`,
  leave_date: leave,
  receivable,
});

const A = stay('A', '2025-01-01', '2025-12-31');
const B = stay('B', '2026-01-05', '2026-06-30');
const C = stay('C', '2026-07-01');

describe('splitting a room balance over its stays', () => {
  it('what bills do not explain pays the newest final bill first, capped; the rest opens on the newest stay', () => {
    const r = splitRoom({
      balance: 1_000_000 + 700_000,
      accounts: [C, A, B],
      bills: [bill('2026-08', 'C', 2_000_000, 1_000_000), bill('2026-05', 'B', 500_000, 500_000)],
      checkOuts: [out('CO-A', 'A', '2025-12-31', 400_000), out('CO-B', 'B', '2026-06-30', 500_000)],
      ref,
    });
    expect(r).toMatchObject({ openBills: 1_000_000, finalBills: 700_000, rest: 0 });
    const by = new Map(r.stays.map((s) => [s.account.stay_id, s]));
    expect(by.get('B')!.next.charges.map((c) => [c.id, c.total, c.paid])).toEqual([['CO-B', 500_000, 0]]);
    expect(by.get('A')!.next.charges.map((c) => [c.id, c.total, c.paid])).toEqual([['CO-A', 400_000, 200_000]]);
    expect(by.get('C')!.amount).toBe(1_000_000);
  });

  it('a negative rest is a credit of the newest stay that pays its open bills, which the bill items then follow', () => {
    const r = splitRoom({ balance: 300_000 - 500_000, accounts: [A, C], bills: [bill('2026-08', 'A', 300_000, 0)], checkOuts: [], ref });
    expect(r.rest).toBe(-500_000);
    const c = r.stays.find((s) => s.account.stay_id === 'C')!;
    expect(figures(c.next)).toMatchObject({ owed: 0, credit: 500_000 });
    const a = r.stays.find((s) => s.account.stay_id === 'A')!;
    expect(a.amount).toBe(300_000);
    // Bills are charged as their items stand: nothing moved unless a credit paid them.
    expect(chargesMoved(a.before, a.next)).toEqual([]);

    const paid = splitRoom({ balance: 300_000 - 500_000, accounts: [C], bills: [bill('2026-08', 'C', 300_000, 100_000)], checkOuts: [], ref });
    const only = paid.stays[0]!;
    expect(figures(only.next)).toMatchObject({ owed: 0, credit: 200_000, balance: -200_000 });
    expect(chargesMoved(only.before, only.next).map((c) => [c.id, c.paid])).toEqual([['BN-2026-08-101', 300_000]]);
  });

  it('charges already on an account (the new code) are not charged again; its credits pay what the migration adds', () => {
    const withCredit: Account = { ...C, version: 2, state: addPayment(C.state, { id: 'R1', no: 'PT1', kind: 'receipt', date: '2026-11-20' }, 250_000).state };
    // The receipt's 250,000 is already on the stay's object; the room holds the bill alone.
    const r = splitRoom({ balance: 1_000_000, accounts: [withCredit], bills: [bill('2026-08', 'C', 1_000_000, 0)], checkOuts: [], ref });
    const c = r.stays[0]!;
    expect(c.amount).toBe(1_000_000);
    expect(figures(c.next)).toMatchObject({ owed: 750_000, credit: 0, balance: 750_000 });
    expect(chargesMoved(c.before, c.next).map((x) => [x.id, x.paid])).toEqual([['BN-2026-08-101', 250_000]]);
  });

  it('always moves exactly the room balance, and paid = Σ paid_by on every charge', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5_000_000, max: 9_000_000 }),
        fc.array(
          fc.record({
            total: fc.integer({ min: 1, max: 3_000_000 }),
            paidPart: fc.double({ min: 0, max: 1, noNaN: true }),
            who: fc.constantFrom('A', 'B', 'C', 'X'),
          }),
          { maxLength: 6 },
        ),
        fc.array(fc.integer({ min: 0, max: 2_000_000 }), { maxLength: 2 }),
        (balance, bills, receivables) => {
          const r = splitRoom({
            balance,
            accounts: [A, B, C],
            bills: bills.map((b, i) => ({ ...bill(`2026-0${i + 1}`, b.who, b.total, Math.floor(b.total * b.paidPart)) })),
            checkOuts: receivables.map((x, i) => out(`CO${i}`, i ? 'B' : 'A', i ? '2026-06-30' : '2025-12-31', x)),
            ref,
          });
          expect(r.stays.reduce((s, x) => s + x.amount, 0)).toBe(balance);
          for (const s of r.stays) {
            for (const c of s.next.charges) expect(c.paid_by.reduce((x, p) => x + p.amount, 0)).toBe(c.paid);
            const f = figures(s.next);
            expect(f.owed === 0 || f.credit === 0).toBe(true);
          }
        },
      ),
    );
  });
});
