import { describe, expect, it } from 'vitest';
import { agingOf, agingTotals } from '../../shared/ledger/aging';
import { reminderText } from '../../shared/ledger/reminder';
import type { UnpaidStay } from '../../shared/api/ledger/debts';

const item = (date: string, owed: number, kind: UnpaidStay['months'][number]['kind'] = 'bill'): UnpaidStay['months'][number] => ({
  id: `B-${date}`,
  kind,
  month: date.slice(0, 7),
  date,
  bill_no: `BT-${date}`,
  total: owed,
  owed,
});

describe('age buckets of the unpaid report (issue 24 reminders)', () => {
  it('puts each open item in its bucket by its age at the report date, the edges in the younger bucket', () => {
    const end = '2026-11-30';
    const items = [
      item('2026-07-31', 1_000), // 122 days
      item('2026-08-31', 2_000), // 91 days
      item('2026-09-01', 3_000), // 90 days
      item('2026-10-01', 4_000), // 60 days
      item('2026-10-31', 5_000), // 30 days
      item('2026-11-30', 6_000), // 0 days
    ];
    expect(agingOf(items, 21_000, end)).toEqual({ d0_30: 11_000, d31_60: 4_000, d61_90: 3_000, over_90: 3_000 });
  });

  it('adds up to what the row owes: what no open item explains (old data on the room) is the oldest', () => {
    expect(agingOf([], 100_000, '')).toEqual({ d0_30: 0, d31_60: 0, d61_90: 0, over_90: 100_000 });
    const a = agingOf([item('2026-11-30', 60_000)], 100_000, '2026-11-30');
    expect(a).toEqual({ d0_30: 60_000, d31_60: 0, d61_90: 0, over_90: 40_000 });
    expect(agingTotals([a, { d0_30: 1, d31_60: 2, d61_90: 3, over_90: 4 }])).toEqual({ d0_30: 60_001, d31_60: 2, d61_90: 3, over_90: 40_004 });
  });
});

describe('the reminder message', () => {
  it('names the room, the amount, what it is for and how late, in Vietnamese', () => {
    const row = { room_id: '101', stay_id: 'S1', unpaid: 4_860_878, age_days: 45, months: [item('2026-10-15', 1_000_000), item('2026-11-15', 3_860_878)] };
    expect(reminderText('BN', row)).toBe(
      'Phòng BN101: còn nợ 4.860.878 ₫ (tháng 10/2026, tháng 11/2026), đã quá 45 ngày. Vui lòng thanh toán sớm. Xin cảm ơn!',
    );
    expect(reminderText('BN', { ...row, age_days: 0, months: [item('2026-11-30', 4_860_878, 'final_bill')] })).toBe(
      'Phòng BN101: còn nợ 4.860.878 ₫ (hoá đơn trả phòng). Vui lòng thanh toán sớm. Xin cảm ơn!',
    );
  });

  it('writes none for a room of old data (no tenant) or a stay that owes nothing', () => {
    expect(reminderText('BN', { room_id: '101', stay_id: null, unpaid: 5, age_days: 0, months: [] })).toBe('');
    expect(reminderText('BN', { room_id: '101', stay_id: 'S', unpaid: 0, age_days: 0, months: [] })).toBe('');
  });
});
