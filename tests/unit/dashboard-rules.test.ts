import { describe, expect, it } from 'vitest';
import { buildingFigures, unpaidOf, type BuildingFacts } from '../../functions/rooms/dashboard-rules';

const TODAY = '2026-11-22';

const facts = (over: Partial<BuildingFacts> = {}): BuildingFacts => ({
  building: 'MA',
  rooms: [],
  staying: [],
  deposits: [],
  debts: [],
  readings: { E: new Set(), W: new Set() },
  repairs: [],
  ...over,
});

describe('unpaidOf (the 1311 room objects)', () => {
  it('sums the positive balances of the building’s rooms up to the month, and finds each debt’s oldest month owed (oldest settled first)', () => {
    const items = [
      // 101: billed Sep, Oct, Nov 1,000,000 each, paid 1,500,000 → owes 1,500,000: half of Oct and Nov.
      { object: 'room:MA-101', d_2026_09: 1_000_000, d_2026_10: 1_000_000, d_2026_11: 1_000_000, c_2026_10: 1_500_000 },
      // Split over two wallets' items: one object.
      { object: 'room:MA-102', d_2026_08: 500_000 },
      { object: 'room:MA-102', c_2026_09: 200_000 },
      // Paid up, in credit, another building, a month after the report's.
      { object: 'room:MA-103', d_2026_11: 100_000, c_2026_11: 100_000 },
      { object: 'room:MA-104', c_2026_11: 50_000 },
      { object: 'room:BN-101', d_2026_11: 9_000_000 },
      { object: 'room:MA-105', d_2026_12: 700_000 },
    ];
    const u = unpaidOf('MA', items, '2026-11');
    expect(u.total).toBe(1_500_000 + 300_000);
    expect(u.rooms).toBe(2);
    expect(u.oldest).toEqual([
      { room_id: '102', unpaid: 300_000, oldest_month: '2026-08' },
      { room_id: '101', unpaid: 1_500_000, oldest_month: '2026-10' },
    ]);
  });
});

describe('buildingFigures', () => {
  it('counts statuses, notices due within 30 days (due ones too), re-let rooms, deposits past their date that still hold a room', () => {
    const f = buildingFigures(
      facts({
        rooms: [
          { room_id: '101', status: 0 },
          { room_id: '102', status: 1, active_deposit_id: 'D2' },
          { room_id: '103', status: 3, notice: { date: '2026-11-01', expected_leave_date: '2026-12-22' } },
          { room_id: '104', status: 3, notice: { date: '2026-11-01', expected_leave_date: '2026-12-23' } },
          { room_id: '105', status: 3, notice: { date: '2026-10-01', expected_leave_date: '2026-11-20' } },
          { room_id: '106', status: 4, active_deposit_id: 'D6', notice: { date: '2026-11-02', expected_leave_date: '2026-12-01' } },
          { room_id: '107', status: 1, active_deposit_id: 'D7' },
        ],
        deposits: [
          { id: 'D2', room_id: '102', status: 'active', date: '2026-11-01', expected_move_in_date: '2026-11-21', customer_name: 'A' },
          { id: 'D6', room_id: '106', status: 'active', date: '2026-11-02', expected_move_in_date: '2026-11-22', customer_name: 'B' },
          { id: 'D7', room_id: '107', status: 'checked_in', date: '2026-10-01', expected_move_in_date: '2026-10-02', customer_name: 'C' },
          { id: 'D9', room_id: '101', status: 'active', date: '2026-10-01', expected_move_in_date: '2026-10-02', customer_name: 'D' },
        ],
      }),
      TODAY,
    );
    expect(f.by_status).toEqual([
      { status: 0, count: 1 },
      { status: 1, count: 2 },
      { status: 2, count: 0 },
      { status: 3, count: 3 },
      { status: 4, count: 1 },
    ]);
    expect(f.leaving.map((l) => l.room_id)).toEqual(['105', '103']);
    expect(f.relet).toEqual([{ room_id: '106', expected_leave_date: '2026-12-01' }]);
    expect(f.overdue_deposits).toEqual([{ room_id: '102', deposit_id: 'D2', customer_name: 'A', date: '2026-11-01', expected_move_in_date: '2026-11-21', days_late: 1 }]);
  });

  it('misses a reading only for rooms someone stays in by the month’s end, per type; repairs count from 7 days open', () => {
    const f = buildingFigures(
      facts({
        rooms: [{ room_id: '201', status: 2 }, { room_id: '202', status: 2 }, { room_id: '203', status: 0 }, { room_id: '204', status: 2 }],
        staying: [
          { room_id: '201', check_in_date: '2026-01-05' },
          { room_id: '201', check_in_date: '2026-01-05' },
          { room_id: '202', check_in_date: '2026-11-10' },
          { room_id: '204', check_in_date: '2026-12-01' },
        ],
        readings: { E: new Set(['201']), W: new Set(['201', '202']) },
        repairs: [
          { id: 'R1', book: 'ordinary', common_area: 'Sân', description: 'Đèn', reported_on: '2026-11-15' },
          { id: 'R2', book: 'pccc', room_id: '201', description: 'Bình chữa cháy', reported_on: '2026-11-16' },
        ],
      }),
      TODAY,
    );
    expect(f.missing_readings).toEqual([
      { type: 'E', rooms: ['202'] },
      { type: 'W', rooms: [] },
    ]);
    expect(f.open_repairs).toEqual([{ id: 'R1', book: 'ordinary', place: 'Sân', description: 'Đèn', reported_on: '2026-11-15', days_open: 7 }]);
  });
});
