import { describe, expect, it } from 'vitest';
import { adjustmentLines, adjustmentNo, depositAdjustmentLines, planDepositMove, refundPartsAfter } from '../../functions/receipts/rules/adjustment-rules';

describe('room money adjustments (business rules §7: 5211 ↔ 1311)', () => {
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

describe('deposit notes (return_deposit_adjustment: 5212 on the stay ↔ 1311 on the room)', () => {
  const held = [
    { object: 'deposit:D', amount: 1_000_000 },
    { object: 'stay:S', amount: 500_000 },
  ];

  it('a credit note applies deposit held object by object, never beyond what is held', () => {
    expect(planDepositMove('credit', 1_200_000, held, {})).toEqual({
      ok: true,
      moves: [
        { object: 'deposit:D', amount: 1_000_000 },
        { object: 'stay:S', amount: 200_000 },
      ],
      applied: { 'deposit:D': 1_000_000, 'stay:S': 200_000 },
    });
    expect(planDepositMove('credit', 1_500_001, held, {})).toEqual({ ok: false, limit: 1_500_000, reason: 'held' });
    expect(planDepositMove('credit', 1, [{ object: 'deposit:D', amount: -5 }], {})).toEqual({ ok: false, limit: 0, reason: 'held' });
  });

  it('a debit note gives back only what earlier notes applied, the last object used first', () => {
    const applied = { 'deposit:D': 1_000_000, 'stay:S': 200_000 };
    expect(planDepositMove('debit', 300_000, held, applied)).toEqual({
      ok: true,
      moves: [
        { object: 'stay:S', amount: 200_000 },
        { object: 'deposit:D', amount: 100_000 },
      ],
      applied: { 'deposit:D': 900_000 },
    });
    expect(planDepositMove('debit', 1_200_001, held, applied)).toEqual({ ok: false, limit: 1_200_000, reason: 'applied' });
    expect(planDepositMove('debit', 1, held, {})).toEqual({ ok: false, limit: 0, reason: 'applied' });
  });

  it('the pending refund follows the note per object; a refund brought to 0 keeps no part', () => {
    const parts = [{ object: 'deposit:D', amount: 700_000 }];
    expect(refundPartsAfter('credit', parts, [{ object: 'deposit:D', amount: 200_000 }])).toEqual([{ object: 'deposit:D', amount: 500_000 }]);
    expect(refundPartsAfter('credit', parts, [{ object: 'deposit:D', amount: 700_000 }])).toEqual([]);
    expect(refundPartsAfter('debit', [], [{ object: 'stay:S', amount: 50_000 }])).toEqual([{ object: 'stay:S', amount: 50_000 }]);
  });

  it('posts Dr 5212 per object / Cr 1311 on the room for a credit note and the reverse for a debit note, balanced', () => {
    const moves = [
      { object: 'deposit:D', amount: 300 },
      { object: 'stay:S', amount: 200 },
    ];
    const credit = depositAdjustmentLines('credit', moves, 'room:GB-101', 'Phòng 101 (GB)', 'Lê Văn A');
    expect(credit.map((l) => [l.account_key, l.object, 'debit' in l ? l.debit : 0, 'credit' in l ? l.credit : 0])).toEqual([
      ['return_deposit', 'deposit:D', 300, 0],
      ['return_deposit', 'stay:S', 200, 0],
      ['customer_receivable', 'room:GB-101', 0, 500],
    ]);
    const debit = depositAdjustmentLines('debit', moves, 'room:GB-101', 'Phòng 101 (GB)', 'Lê Văn A');
    expect(debit.map((l) => [l.account_key, l.object, 'debit' in l ? l.debit : 0, 'credit' in l ? l.credit : 0])).toEqual([
      ['customer_receivable', 'room:GB-101', 500, 0],
      ['return_deposit', 'deposit:D', 0, 300],
      ['return_deposit', 'stay:S', 0, 200],
    ]);
  });
});
