import { describe, expect, it } from 'vitest';
import { allocate, owedMonths, receiptNo, resettle, unsettle } from '../../functions/core/records/receipt-rules';

const bills = [
  { month: '2026-10', bill_no: 'B10', total: 3_000_000, paid: 0 },
  { month: '2026-09', bill_no: 'B09', total: 2_000_000, paid: 500_000 },
];

describe('receipt allocation', () => {
  it('pays the oldest bill first and may span several; a partial payment leaves the rest owed', () => {
    const r = allocate(2_000_000, 0, bills);
    expect(r.allocations).toEqual([
      { month: '2026-09', bill_no: 'B09', amount: 1_500_000, paid: 2_000_000, status: 'paid' },
      { month: '2026-10', bill_no: 'B10', amount: 500_000, paid: 500_000, status: 'open' },
    ]);
    expect(r.credit).toBe(0);
  });
  it('keeps an overpayment as credit, and the credit pays the next bill', () => {
    const r = allocate(5_000_000, 0, bills);
    expect(r.credit).toBe(500_000);
    expect(allocate(100_000, r.credit, [{ month: '2026-11', bill_no: 'B11', total: 1_000_000, paid: 0 }])).toEqual({
      allocations: [{ month: '2026-11', bill_no: 'B11', amount: 600_000, paid: 600_000, status: 'open' }],
      credit: 0,
    });
  });
  it('no open bills: all is credit', () => expect(allocate(700, 50, [])).toEqual({ allocations: [], credit: 750 }));
  it('owed months after the credit', () => {
    expect(owedMonths(1_600_000, bills)).toEqual({ months: [{ month: '2026-10', bill_no: 'B10', total: 3_000_000, paid: 100_000, owed: 2_900_000 }], owed: 2_900_000, credit: 0, outside_bills: 0 });
  });
  it('owed outside any bill (a negative credit) is owed too, and the next receipt pays it before the bills', () => {
    const open = [{ month: '2026-11', bill_no: 'B11', total: 1_000_000, paid: 0 }];
    expect(owedMonths(-300_000, open)).toEqual({ months: [{ month: '2026-11', bill_no: 'B11', total: 1_000_000, paid: 0, owed: 1_000_000 }], owed: 1_300_000, credit: 0, outside_bills: 300_000 });
    expect(allocate(200_000, -300_000, open)).toEqual({ allocations: [], credit: -100_000 });
    expect(allocate(500_000, -300_000, open)).toEqual({ allocations: [{ month: '2026-11', bill_no: 'B11', amount: 200_000, paid: 200_000, status: 'open' }], credit: 0 });
  });
  it('numbers PT<building><YYMM>-NNN', () => expect(receiptNo('GB', '2026-11-22', 7)).toBe('PTGB2611-007'));
});

describe('receipt corrections (unsettle, resettle)', () => {
  // Sep and Oct paid in full, Nov half paid, 300,000 standing credit... impossible together with an
  // open bill after a receipt, but unsettle must not care: it only takes money back.
  const paid = [
    { month: '2026-09', bill_no: 'B09', total: 2_000_000, paid: 2_000_000 },
    { month: '2026-10', bill_no: 'B10', total: 3_000_000, paid: 3_000_000 },
    { month: '2026-11', bill_no: 'B11', total: 1_000_000, paid: 0 },
  ];

  it('takes the amount off the credit first, then from the newest paid bills backwards', () => {
    const r = unsettle(3_800_000, 300_000, paid);
    expect(r.credit).toBe(0);
    expect(r.short).toBe(0);
    expect(r.bills.map((b) => [b.month, b.paid])).toEqual([
      ['2026-09', 1_500_000],
      ['2026-10', 0],
      ['2026-11', 0],
    ]);
  });

  it('says what neither the credit nor the bills held', () => {
    expect(unsettle(1_000_000, 200_000, [])).toMatchObject({ short: 800_000, credit: -800_000 });
    expect(unsettle(100_000, 200_000, paid)).toMatchObject({ credit: 100_000, short: 0 });
  });

  it('a removal re-opens the bills it paid, newest first, and writes only the bills that moved', () => {
    const r = resettle(3_500_000, 0, 0, paid);
    expect(r.credit).toBe(0);
    expect(r.allocations).toEqual([]);
    expect(r.bills).toEqual([
      { month: '2026-09', bill_no: 'B09', paid: 1_500_000, status: 'open' },
      { month: '2026-10', bill_no: 'B10', paid: 0, status: 'open' },
    ]);
  });

  it('an edit takes the old amount back and pays the new one oldest first, each bill once in its final state', () => {
    // receipt of 2,500,000 had paid Sep in full and 500,000 of Oct; corrected to 5,400,000
    const before = [
      { month: '2026-09', bill_no: 'B09', total: 2_000_000, paid: 2_000_000 },
      { month: '2026-10', bill_no: 'B10', total: 3_000_000, paid: 500_000 },
      { month: '2026-11', bill_no: 'B11', total: 1_000_000, paid: 0 },
    ];
    const r = resettle(2_500_000, 5_400_000, 0, before);
    expect(r.allocations.map((a) => [a.month, a.amount])).toEqual([
      ['2026-09', 2_000_000],
      ['2026-10', 3_000_000],
      ['2026-11', 400_000],
    ]);
    expect(r.credit).toBe(0);
    expect(r.bills).toEqual([
      { month: '2026-10', bill_no: 'B10', paid: 3_000_000, status: 'paid' },
      { month: '2026-11', bill_no: 'B11', paid: 400_000, status: 'open' },
    ]);
    // lowered below what it paid: the bills it leaves owe again, the newest first
    const lower = resettle(2_500_000, 1_000_000, 0, before);
    expect(lower.bills).toEqual([
      { month: '2026-09', bill_no: 'B09', paid: 1_000_000, status: 'open' },
      { month: '2026-10', bill_no: 'B10', paid: 0, status: 'open' },
    ]);
    // raised beyond every bill: the rest is the room's credit
    expect(resettle(2_500_000, 7_000_000, 0, before).credit).toBe(1_000_000);
  });

  it('numbers collected receipts TH<building><YYMM>-NNN', () => expect(receiptNo('GB', '2026-11-22', 12, 'collected')).toBe('THGB2611-012'));
});
