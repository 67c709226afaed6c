import { describe, expect, it } from 'vitest';
import { billableStay, billLines, billNo, occupiedIn, planBill, rentOfDays, type RoomInput, type StayLine } from '../../functions/bills/rules/bill-rules';

const stay = (over: Partial<StayLine> = {}): StayLine => ({
  id: 'S1',
  start_date: '2026-09-05',
  status: 'active',
  rent: 3_000_000,
  rent_history: [{ from: '2026-09-05', rent: 3_000_000 }],
  contract_no: 'HD1',
  customer_name: 'A',
  ...over,
});
const meter = (usage: number | null, current: number | null = 100, amount: number | null = usage === null ? null : usage * 2_618) => ({
  current,
  usage,
  amount,
  persons: 2,
});
const room = (over: Partial<RoomInput> = {}): RoomInput => ({
  room_id: '101',
  stays: [stay()],
  electricity: meter(50),
  water: meter(4),
  water_mode: 'per_person',
  electricity_price: 2_618,
  water_price: 100_000,
  internet: 0,
  ...over,
});

describe('monthly bill rules', () => {
  it('bills a whole month at the rent in force, unrounded, and pro-rates a stay that started within it', () => {
    expect(rentOfDays([{ from: '2026-01-01', rent: 3_333_333 }], '2026-10-01', '2026-11-01', '2026-10').amount).toBe(3_333_333);
    expect(rentOfDays([{ from: '2026-10-16', rent: 3_100_000 }], '2026-10-16', '2026-11-01', '2026-10')).toMatchObject({
      days: 16,
      daysInMonth: 31,
      amount: 1_600_000,
    });
    // A rent change inside the month: each rent over its days, rounded once.
    expect(
      rentOfDays(
        [
          { from: '2026-01-01', rent: 3_000_000 },
          { from: '2026-09-16', rent: 3_300_000 },
        ],
        '2026-09-01',
        '2026-10-01',
        '2026-09',
      ).amount,
    ).toBe(3_150_000);
  });

  it('takes the stay still there at the month end; one that left within the month is its check-out bill', () => {
    expect(billableStay([stay()], '2026-10')?.id).toBe('S1');
    expect(billableStay([stay({ leave_date: '2026-10-20', status: 'checked_out' })], '2026-10')).toBeUndefined();
    expect(billableStay([stay({ leave_date: '2026-11-03', status: 'checked_out' })], '2026-10')?.id).toBe('S1');
    expect(billableStay([stay({ status: 'removed' })], '2026-10')).toBeUndefined();
    expect(billableStay([stay({ start_date: '2026-11-01' })], '2026-10')).toBeUndefined();
    expect(occupiedIn([stay({ leave_date: '2026-10-20', status: 'checked_out' })], '2026-10')).toBe(true);
    expect(occupiedIn([stay({ leave_date: '2026-09-20', status: 'checked_out' })], '2026-10')).toBe(false);
  });

  it('makes rent, electricity, water (per person, pro-rated) and internet lines', () => {
    const full = planBill('2026-10', room({ internet: 150_000 }));
    expect(full.checks).toEqual([]);
    expect(full.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['rent', 3_000_000],
      ['electricity', 130_900],
      ['water', 200_000],
      ['internet', 150_000],
    ]);
    expect(full.total).toBe(3_480_900);
    const half = planBill('2026-10', room({ stays: [stay({ start_date: '2026-10-16', rent_history: [{ from: '2026-10-16', rent: 3_100_000 }] })] }));
    expect(half.lines[0]).toMatchObject({ label: 'Tiền phòng 16/31 ngày', amount: 1_600_000 });
    expect(half.lines[2]!.amount).toBe(103_000); // 2 × 100,000 × 16/31, to the 1,000 đ
  });

  it('lists what blocks the run: no reading, no rent, a vacant room with usage', () => {
    expect(planBill('2026-10', room({ electricity: meter(null, null) })).checks.map((c) => c.kind)).toEqual(['no_reading']);
    expect(planBill('2026-10', room({ electricity: meter(null, 90) })).checks.map((c) => c.kind)).toEqual(['bad_reading']);
    expect(planBill('2026-10', room({ water_mode: 'per_m3', water: undefined })).checks.map((c) => c.kind)).toEqual(['no_reading']);
    expect(planBill('2026-10', room({ stays: [stay({ rent: 0, rent_history: [] })] })).checks.map((c) => c.kind)).toEqual(['no_rent']);
    const vacant = planBill('2026-10', room({ stays: [] }));
    expect(vacant.checks.map((c) => c.kind)).toEqual(['vacant_usage']);
    expect(vacant.lines).toEqual([]);
    expect(planBill('2026-10', room({ stays: [], electricity: meter(0), water: meter(0) })).checks).toEqual([]);
  });

  it('posts Dr 1311 (the stay) for the total and Cr 5111 per line, numbered per room and month', () => {
    const p = planBill('2026-10', room());
    const stay = { account_key: 'customer_receivable', object: 'stay:GB-101:01STAY', object_name: 'An · HĐ 1 · Phòng 101 (GB)' };
    const lines = billLines(p.lines, '2026-10', stay, '101 (GB)');
    expect(lines[0]).toMatchObject({ ...stay, debit: p.total });
    expect(lines.slice(1).map((l) => [l.account_key, l.credit])).toEqual([
      ['room_revenue', 3_000_000],
      ['room_revenue', 130_900],
      ['room_revenue', 200_000],
    ]);
    expect(billLines([], '2026-10', stay, 'x')).toEqual([]);
    expect(billNo('GB', '2026-10', '101')).toBe('BT-GB2610-101');
  });
});
