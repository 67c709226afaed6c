import { describe, expect, it } from 'vitest';
import { addCharge, addPayment, EMPTY_ACCOUNT, figures, removePayment } from '../../functions/kernel/ledger/stay-account-rules';
import { stayStatement } from '../../functions/kernel/ledger/stay-statement';

const bill = (id: string, date: string, total: number) => ({ id, kind: 'bill' as const, no: `BT-${id}`, date, month: date.slice(0, 7), total });
const receipt = (id: string, date: string) => ({ id, no: `PT-${id}`, kind: 'receipt' as const, date });

describe('a stay account told line by line', () => {
  it('lists charges and whole payments by date, the running balance ending on the account figure', () => {
    let s = addCharge(EMPTY_ACCOUNT, bill('b1', '2026-09-30', 3_000_000));
    s = addPayment(s, receipt('r1', '2026-10-05'), 2_000_000).state;
    s = addCharge(s, bill('b2', '2026-10-31', 3_000_000));
    // One receipt paying the rest of b1 and all of b2, and leaving 500,000 ahead: one line of −4,500,000.
    s = addPayment(s, receipt('r2', '2026-10-31'), 4_500_000).state;
    const st = stayStatement(s);
    expect(st.lines.map((l) => [l.no, l.amount, l.balance])).toEqual([
      ['BT-b1', 3_000_000, 3_000_000],
      ['PT-r1', -2_000_000, 1_000_000],
      ['BT-b2', 3_000_000, 4_000_000],
      ['PT-r2', -4_500_000, -500_000],
    ]);
    expect(st.balance).toBe(figures(s).balance);
    expect(st).toMatchObject({ owed: 0, credit: 500_000, balance: -500_000 });
    expect(st.lines.find((l) => l.no === 'BT-b2')?.open).toBe(0);
  });

  it('forgets a removed payment, as the account does', () => {
    let s = addCharge(EMPTY_ACCOUNT, bill('b1', '2026-09-30', 1_000_000));
    s = addPayment(s, receipt('r1', '2026-10-05'), 400_000).state;
    s = removePayment(s, 'r1');
    const st = stayStatement(s);
    expect(st.lines.map((l) => l.no)).toEqual(['BT-b1']);
    expect(st).toMatchObject({ owed: 1_000_000, credit: 0, balance: 1_000_000 });
  });
});
