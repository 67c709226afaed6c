import { describe, expect, it } from 'vitest';
import type { VehicleCard } from '../../shared/api/customers/vehicle-cards';
import type { RepairTimesheet } from '../../shared/api/repairs';
import type { ReturnDeposit } from '../../shared/api/stays';
import { totalsPerRepairman } from '../../functions/repairs/model/repair-timesheet';
import { cardHeld } from '../../functions/customers/model/cards-to-collect';
import { cardsToCollect, leavingWeek, refundsOf, timesheetsOf, todoWindows, unbilledMonths } from '../../functions/rooms/dashboard-todo-rules';

// What a manager acts on today (issue 23, item 10): the pure rules over what the owning screens read.
const TODAY = '2026-11-26';

describe('todoWindows', () => {
  it('reads bounded windows: 12 months of refunds, 3 of timesheets, 12 of billing runs', () => {
    const w = todoWindows(TODAY);
    expect(w.refunds).toEqual({ from: '2025-12-01', to: TODAY });
    expect(w.timesheetMonths).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(w.billingFrom).toBe('2025-12');
  });
});

describe('leavingWeek', () => {
  it('lists rooms under notice (3 and 4) due within 7 days, today included, or already due, soonest first', () => {
    const rooms = [
      { room_id: '110', status: 3, notice: { date: '2026-10-20', expected_leave_date: '2026-12-02' } }, // today + 6: in
      { room_id: '111', status: 3, notice: { date: '2026-10-20', expected_leave_date: '2026-12-03' } }, // today + 7: out
      { room_id: '105', status: 4, notice: { date: '2026-10-25', expected_leave_date: '2026-11-26' } },
      { room_id: '102', status: 3, notice: { date: '2026-10-01', expected_leave_date: '2026-11-20' } }, // overdue, still there
      { room_id: '103', status: 2, notice: { date: '2026-10-01', expected_leave_date: '2026-11-27' } }, // notice withdrawn
      { room_id: '104', status: 0 },
    ];
    expect(leavingWeek(rooms, TODAY)).toEqual([
      { room_id: '102', status: 3, expected_leave_date: '2026-11-20', days_left: -6 },
      { room_id: '105', status: 4, expected_leave_date: '2026-11-26', days_left: 0 },
      { room_id: '110', status: 3, expected_leave_date: '2026-12-02', days_left: 6 },
    ]);
  });
});

const refund = (id: string, room_id: string, leave_date: string, amount: number, status: ReturnDeposit['status'] = 'pending'): ReturnDeposit => ({
  id,
  check_out_id: `CO-${id}`,
  stay_id: `S-${id}`,
  building: 'MA',
  room_id,
  contract_no: `HD-${id}`,
  customer_name: `Khách ${id}`,
  leave_date,
  amount,
  deposit_object: `deposit:${id}`,
  parts: [],
  status,
  version: 1,
  created_at: `${leave_date}T03:00:00.000Z`,
});

describe('refundsOf', () => {
  it('counts and totals the pending refunds, the oldest five first', () => {
    const rows = [
      refund('A', '201', '2026-11-02', 1_000_000),
      refund('B', '105', '2026-08-16', 500_000),
      refund('C', '301', '2026-10-01', 250_000),
      refund('D', '302', '2026-10-01', 250_000, 'returned'),
      ...['E', 'F', 'G', 'H'].map((id, i) => refund(id, `40${i}`, `2026-11-1${i}`, 100_000)),
    ];
    const r = refundsOf(rows, '2025-12-01');
    expect(r).toMatchObject({ from: '2025-12-01', count: 7, total: 2_150_000 });
    expect(r.oldest.map((o) => o.id)).toEqual(['B', 'C', 'A', 'E', 'F']);
    expect(r.oldest[0]).toEqual({ id: 'B', room_id: '105', customer_name: 'Khách B', contract_no: 'HD-B', leave_date: '2026-08-16', amount: 500_000 });
  });
});

const sheet = (id: string, total: number, payment_status: RepairTimesheet['payment_status'], over: Partial<RepairTimesheet> = {}): RepairTimesheet =>
  ({
    id,
    book: 'ordinary',
    building: 'MA',
    repairman_id: 'RM1',
    repairman_name: 'Thợ Hải',
    date: '2026-11-03',
    days: 1,
    wage: total,
    materials: 0,
    total,
    request_ids: [],
    payment_status,
    version: 1,
    ...over,
  }) as RepairTimesheet;

describe('timesheetsOf', () => {
  it('per book and month, the unpaid of that month’s totals per repairman; months with nothing unpaid left out', () => {
    const nov = [sheet('T1', 550_000, 'not_paid'), sheet('T2', 400_000, 'paid'), sheet('T3', 300_000, 'not_paid', { repairman_id: 'RM2' })];
    const oct = [sheet('T4', 200_000, 'paid')];
    const pccc = [sheet('T5', 1_000_000, 'not_paid', { book: 'pccc' })];
    const t = timesheetsOf([
      { book: 'ordinary', month: '2026-10', sheets: oct, totals: totalsPerRepairman(oct) },
      { book: 'ordinary', month: '2026-11', sheets: nov, totals: totalsPerRepairman(nov) },
      { book: 'pccc', month: '2026-09', sheets: pccc, totals: totalsPerRepairman(pccc) },
    ]);
    expect(t).toEqual({
      count: 3,
      total: 1_850_000,
      months: [
        { book: 'pccc', month: '2026-09', count: 1, total: 1_000_000 },
        { book: 'ordinary', month: '2026-11', count: 2, total: 850_000 },
      ],
    });
  });
});

const card = (id: string, stay_id: string, plate: string | undefined, over: Partial<VehicleCard> = {}): VehicleCard => ({
  id,
  building: 'MA',
  room_id: '201',
  stay_id,
  contract_no: 'HD-1',
  tenant: 'Trần Văn Xe',
  vehicle_type: 'motorbike',
  ...(plate ? { plate } : {}),
  card_no: id,
  month: '2026-11',
  status: 'out',
  issued_at: '2026-11-01T03:00:00.000Z',
  issued_by: 'ketoan',
  version: 1,
  ...over,
});

describe('cardsToCollect', () => {
  it('leaves the cards no running stay’s vehicle holds: a stay gone, a vehicle changed (plates compared without dots, spaces, case)', () => {
    const out = [
      card('1', 'S1', '59X1-123.45'),
      card('2', 'S-gone', '59X1-22222'),
      card('3', 'S1', '59X1-99999'),
      card('4', 'S2', undefined, { vehicle_type: 'bicycle' }),
    ];
    const stays = [
      { id: 'S1', vehicles: [{ type: 'motorbike' as const, plate: '59x1-12345' }] },
      { id: 'S2', vehicles: [{ type: 'bicycle' as const }] },
    ];
    expect(cardsToCollect(out, stays).map((c) => c.id)).toEqual(['2', '3']);
    // The rule the writes keep the cards to collect by (customers/model/cards-to-collect.ts) is the same one.
    const running = new Map(stays.map((s) => [s.id, { ...s, status: 'active' as const }]));
    expect(out.filter((c) => !cardHeld(c, running.get(c.stay_id))).map((c) => c.id)).toEqual(['2', '3']);
    // a stay no longer running holds none of its cards
    expect(out.filter((c) => !cardHeld(c, { ...running.get('S1')!, status: 'checked_out' })).map((c) => c.id)).toEqual(['1', '2', '3', '4']);
    expect(cardsToCollect(out, stays)[0]).toEqual({
      id: '2',
      room_id: '201',
      card_no: '2',
      tenant: 'Trần Văn Xe',
      vehicle_type: 'motorbike',
      plate: '59X1-22222',
    });
  });
});

describe('unbilledMonths', () => {
  it('the completed months after the newest run; none when last month is billed; the window when none ran', () => {
    expect(unbilledMonths('2026-08', TODAY)).toEqual(['2026-09', '2026-10']);
    expect(unbilledMonths('2026-10', TODAY)).toEqual([]);
    expect(unbilledMonths('2026-11', TODAY)).toEqual([]);
    expect(unbilledMonths(undefined, TODAY)).toHaveLength(11);
    expect(unbilledMonths(undefined, TODAY)[0]).toBe('2025-12');
  });
});
