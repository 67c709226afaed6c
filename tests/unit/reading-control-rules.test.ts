import { describe, expect, it } from 'vitest';
import { readingControlOf } from '../../functions/readings/reading-control-rules';
import { emptySheet, readingTable, type Sheet } from '../../functions/readings/model/reading-table';
import type { StayLine } from '../../functions/bills/rules/bill-rules';
import type { MeterType } from '../../shared/readings/usage';

const M = '2026-10';
const rooms = ['101', '102', '103'].map((room_id) => ({ room_id, floor: 1, status: 0 }));
const reading = (value: number) => ({ value, persons: 1, at: '2026-10-31T10:00:00.000Z', by: 'ketoan' });
const sheet = (type: MeterType, month: string, values: Record<string, number>, swaps: Sheet['meter_changes'] = {}): Sheet => ({
  ...emptySheet('GB', type, month),
  rooms: Object.fromEntries(Object.entries(values).map(([r, v]) => [r, reading(v)])),
  meter_changes: swaps,
  version: 1,
});
const stay = (id: string, start_date: string, leave_date?: string): StayLine => ({
  id,
  start_date,
  ...(leave_date ? { leave_date } : {}),
  status: leave_date ? 'checked_out' : 'staying',
  rent: 3_000_000,
  rent_history: [],
  contract_no: id,
  customer_name: 'Khách',
});
const control = (e: Sheet[], w: Sheet[], stays: Record<string, StayLine[]>, billed: string[] = []) =>
  readingControlOf({
    month: M,
    tables: {
      E: readingTable({ building: 'GB', type: 'E', month: M, rooms, sheets: e, personsNow: new Map() }),
      W: readingTable({ building: 'GB', type: 'W', month: M, rooms, sheets: w, personsNow: new Map() }),
    },
    billed: new Set(billed),
    stays: new Map(Object.entries(stays)),
    run: undefined,
  });
const brief = (rows: { room_id: string; type: string; kind: string }[]) => rows.map((r) => `${r.room_id} ${r.type} ${r.kind}`);

describe('the reading control of a month', () => {
  it('judges a past month by who stayed then: a stay that left within the month neither misses a reading nor makes the room empty', () => {
    const e = [sheet('E', '2026-09', { '101': 100, '102': 100 }), sheet('E', M, { '101': 120 })];
    const c = control(e, [], { '101': [stay('s1', '2026-01-01', '2026-10-20')], '102': [stay('s2', '2026-11-02')], '103': [] });
    // 101 left on the 20th (its check-out bills October): used power, is not unbilled; 102 moved in later: not missing.
    expect(c.rows).toEqual([]);
  });

  it('accepts a reading below the previous one across a meter change, and flags it without one', () => {
    const swap = { '101': { id: 'mc1', date: '2026-10-10', old_final: 150, new_start: 0 } };
    const e = [sheet('E', '2026-09', { '101': 100, '102': 100 }), sheet('E', M, { '101': 20, '102': 90 }, swap)];
    const c = control(e, [], { '101': [stay('s1', '2026-01-01')], '102': [stay('s2', '2026-01-01')] }, ['101', '102']);
    expect(brief(c.rows)).toEqual(['101 W no_reading', '102 E below_previous', '102 W no_reading']);
    expect(c.rows[1]).toMatchObject({ problem: 'odd', previous: 100, current: 90, usage: null });
    expect(c.counts).toEqual({ missing: 2, odd: 1, unbilled: 0 });
  });

  it('counts a billed room as staying, so its missing reading still shows', () => {
    const c = control([sheet('E', M, { '102': 5 })], [sheet('W', M, { '101': 3 })], { '102': [] }, ['101']);
    expect(brief(c.rows)).toEqual(['101 E no_reading']);
    expect(c.rows[0]!.message).toBe('Phòng đang ở nhưng chưa có chỉ số điện tháng 10/2026');
  });
});
