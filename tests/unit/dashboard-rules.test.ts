import { describe, expect, it } from 'vitest';
import type { UnpaidStay } from '../../shared/api/ledger/debts';
import { buildingFigures, occupiedByStatus, occupiedByStaying, unpaidOf, type BuildingFacts } from '../../functions/rooms/dashboard-rules';

const TODAY = '2026-11-22';

const facts = (over: Partial<BuildingFacts> = {}): BuildingFacts => ({
  building: 'MA',
  rooms: [],
  occupied: new Set(),
  deposits: [],
  unpaid: unpaidOf([]),
  readings: { E: new Set(), W: new Set() },
  repairs: [],
  ...over,
});

const debt = (
  room_id: string,
  stay_id: string | null,
  unpaid: number,
  oldest?: { month: string; date: string },
  over: Partial<UnpaidStay> = {},
): UnpaidStay => ({
  room_id,
  stay_id,
  object: stay_id ? `stay:MA-${room_id}:${stay_id}` : `room:MA-${room_id}`,
  status: stay_id ? 'active' : null,
  unpaid,
  months: oldest ? [{ id: `B-${room_id}`, kind: 'bill', month: oldest.month, date: oldest.date, bill_no: `BT-${room_id}`, total: unpaid, owed: unpaid }] : [],
  oldest_month: oldest?.month ?? null,
  age_days: 0,
  aging: { d0_30: unpaid, d31_60: 0, d61_90: 0, over_90: 0 },
  ...over,
});

describe('unpaidOf (the unpaid rent report’s rows)', () => {
  it('totals what the stays owe, counts stays and rooms, and lists the oldest debts first, one per stay with its tenant', () => {
    const rows = [
      debt('101', 'S1', 1_500_000, { month: '2026-10', date: '2026-10-31' }, { customer_name: 'An' }),
      // A departed tenant and the new one of the same room: two rows, one room.
      debt('102', 'S2', 300_000, { month: '2026-08', date: '2026-08-20' }, { customer_name: 'Bình', contract_no: 'HD-2', status: 'checked_out' }),
      debt('102', 'S3', 900_000, { month: '2026-11', date: '2026-11-30' }, { customer_name: 'Cường' }),
      // Same oldest date: the larger first; a room of old data (no items) last.
      debt('103', 'S4', 2_000_000, { month: '2026-10', date: '2026-10-31' }, { customer_name: 'Dung' }),
      debt('104', null, 50_000),
      debt('105', 'S5', 400_000, { month: '2026-11', date: '2026-11-30' }),
    ];
    const u = unpaidOf(rows);
    expect(u.total).toBe(5_150_000);
    expect(u.stays).toBe(6);
    expect(u.oldest).toEqual([
      { room_id: '102', stay_id: 'S2', customer_name: 'Bình', contract_no: 'HD-2', status: 'checked_out', unpaid: 300_000, oldest_month: '2026-08' },
      { room_id: '103', stay_id: 'S4', customer_name: 'Dung', status: 'active', unpaid: 2_000_000, oldest_month: '2026-10' },
      { room_id: '101', stay_id: 'S1', customer_name: 'An', status: 'active', unpaid: 1_500_000, oldest_month: '2026-10' },
      { room_id: '102', stay_id: 'S3', customer_name: 'Cường', status: 'active', unpaid: 900_000, oldest_month: '2026-11' },
      { room_id: '105', stay_id: 'S5', status: 'active', unpaid: 400_000, oldest_month: '2026-11' },
    ]);
    expect(unpaidOf([])).toEqual({ total: 0, stays: 0, oldest: [] });
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
    expect(f.overdue_deposits).toEqual([
      { room_id: '102', deposit_id: 'D2', customer_name: 'A', date: '2026-11-01', expected_move_in_date: '2026-11-21', days_late: 1 },
    ]);
  });

  it('misses a reading only for rooms someone stays in by the month’s end, per type; repairs count from 7 days open', () => {
    const f = buildingFigures(
      facts({
        rooms: [
          { room_id: '201', status: 2 },
          { room_id: '202', status: 2 },
          { room_id: '203', status: 0 },
          { room_id: '204', status: 2 },
        ],
        occupied: occupiedByStaying(
          [
            { room_id: '201', check_in_date: '2026-01-05' },
            { room_id: '201', check_in_date: '2026-01-05' },
            { room_id: '202', check_in_date: '2026-11-10' },
            { room_id: '204', check_in_date: '2026-12-01' },
          ],
          TODAY,
        ),
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

  it('rooms staying this month from the kept statuses equal those from who stays now: occupied, a kept check-in dated by the month’s end', () => {
    const statuses = new Map([
      ['201', 2],
      ['202', 2],
      ['203', 0],
      ['204', 2],
      ['205', 3],
      ['206', 4],
      ['207', 1],
    ]);
    // 201 was backfilled (no kept check-in date), 202 came in this month, 204 is dated next month.
    const checkIns = new Map([
      ['202', '2026-11-10'],
      ['204', '2026-12-01'],
    ]);
    const kept = occupiedByStatus(statuses, checkIns, TODAY);
    expect([...kept].sort()).toEqual(['201', '202', '205', '206']);
    const recounted = occupiedByStaying(
      [
        { room_id: '201', check_in_date: '2026-01-05' },
        { room_id: '202', check_in_date: '2026-11-10' },
        { room_id: '204', check_in_date: '2026-12-01' },
        { room_id: '205', check_in_date: '2026-03-01' },
        { room_id: '206', check_in_date: '2026-02-01' },
      ],
      TODAY,
    );
    expect([...kept].sort()).toEqual([...recounted].sort());
  });
});
