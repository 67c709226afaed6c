import { describe, expect, it } from 'vitest';
import { allocate, owedMonths, receiptNo } from '../../functions/core/records/receipt-rules';

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
    expect(owedMonths(1_600_000, bills)).toEqual({ months: [{ month: '2026-10', bill_no: 'B10', total: 3_000_000, paid: 100_000, owed: 2_900_000 }], owed: 2_900_000, credit: 0 });
  });
  it('numbers PT<building><YYMM>-NNN', () => expect(receiptNo('GB', '2026-11-22', 7)).toBe('PTGB2611-007'));
});
