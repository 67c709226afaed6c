import { describe, expect, it } from 'vitest';
import { adjustmentLines, adjustmentNo, planAdjustment } from '../../functions/core/records/adjustment-rules';

const bills = [
  { month: '2026-10', bill_no: 'B10', total: 3_000_000, paid: 500_000 },
  { month: '2026-09', bill_no: 'B09', total: 2_000_000, paid: 0 },
];

describe('room money adjustments (business rules §7: 5211 ↔ 1311)', () => {
  it('a credit note settles the open bills oldest first and leaves the rest a credit', () => {
    expect(planAdjustment('credit', 1_000_000, 0, bills)).toEqual({
      allocations: [{ month: '2026-09', bill_no: 'B09', amount: 1_000_000, paid: 1_000_000, status: 'open' }],
      credit: 0,
    });
    const all = planAdjustment('credit', 5_000_000, 0, bills);
    expect(all.allocations.map((a) => [a.month, a.amount, a.status])).toEqual([
      ['2026-09', 2_000_000, 'paid'],
      ['2026-10', 2_500_000, 'paid'],
    ]);
    expect(all.credit).toBe(500_000);
    expect(planAdjustment('credit', 300_000, 0, [])).toEqual({ allocations: [], credit: 300_000 });
  });

  it('a debit note settles no bill and uses up the standing credit first', () => {
    expect(planAdjustment('debit', 200_000, 500_000, bills)).toEqual({ allocations: [], credit: 300_000 });
    expect(planAdjustment('debit', 900_000, 500_000, bills)).toEqual({ allocations: [], credit: 0 });
  });

  it('posts Dr 5211 / Cr 1311 for a credit note and the reverse for a debit note, balanced, on the room', () => {
    const credit = adjustmentLines('credit', 100, 'room:GB-101', 'Phòng 101 (GB)');
    expect(credit).toEqual([
      { account_key: 'room_revenue_adjustment', debit: 100 },
      { account_key: 'customer_receivable', object: 'room:GB-101', object_name: 'Phòng 101 (GB)', credit: 100 },
    ]);
    const debit = adjustmentLines('debit', 100, 'room:GB-101', 'Phòng 101 (GB)');
    expect(debit).toEqual([
      { account_key: 'customer_receivable', object: 'room:GB-101', object_name: 'Phòng 101 (GB)', debit: 100 },
      { account_key: 'room_revenue_adjustment', credit: 100 },
    ]);
  });

  it('numbers DC<building><YYMM>-NNN', () => {
    expect(adjustmentNo('GB', '2026-11-20', 7)).toBe('DCGB2611-007');
  });
});
