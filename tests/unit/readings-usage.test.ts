import { describe, expect, it } from 'vitest';
import { addMonths } from '../../shared/dates';
import { amountOf, averageUsage, secondLook, usageBetween } from '../../shared/readings/usage';
import {
  emptySheet,
  lookAhead,
  lookBack,
  readingProblems,
  readingTable,
  reliedMonths,
  startReadingAt,
  swapProblem,
  type Sheet,
} from '../../functions/readings/model/reading-table';

/** A sheet of building BN, electricity, with readings `{room: value}` and meter changes `{room: [old, new, date]}`. */
const sheet = (month: string, rooms: Record<string, number>, swaps: Record<string, [number, number, string?]> = {}, persons = 0): Sheet => ({
  ...emptySheet('BN', 'E', month),
  version: 1,
  rooms: Object.fromEntries(Object.entries(rooms).map(([r, value]) => [r, { value, persons, at: `${month}-28T03:00:00.000Z`, by: 'ketoan' }])),
  meter_changes: Object.fromEntries(
    Object.entries(swaps).map(([r, [old_final, new_start, date]]) => [r, { id: `mc-${r}-${month}`, date: date ?? `${month}-15`, old_final, new_start }]),
  ),
});

describe('usage between two readings (business rules §5)', () => {
  it('is current − previous, and refuses a reading below the previous one without a meter change', () => {
    expect(usageBetween(1200, 1350)).toEqual({ ok: true, usage: 150 });
    expect(usageBetween(1200, 1200)).toEqual({ ok: true, usage: 0 });
    expect(usageBetween(1200, 1100)).toEqual({ ok: false, problem: 'below_previous', floor: 1200 });
  });

  it('with a meter change is (old final − previous) + (current − new start), no segment negative', () => {
    expect(usageBetween(1200, 40, [{ old_final: 1260, new_start: 0 }])).toEqual({ ok: true, usage: 60 + 40 });
    expect(usageBetween(1200, 40, [{ old_final: 1100, new_start: 0 }])).toMatchObject({ ok: false, problem: 'old_below_previous', floor: 1200, swap: 0 });
    expect(usageBetween(1200, 4, [{ old_final: 1260, new_start: 5 }])).toMatchObject({ ok: false, problem: 'below_new_start', floor: 5 });
    // Two changes between readings: every segment counts.
    expect(
      usageBetween(100, 30, [
        { old_final: 110, new_start: 0 },
        { old_final: 20, new_start: 10 },
      ]),
    ).toEqual({ ok: true, usage: 10 + 20 + 20 });
  });

  it('has no usage for a first reading (a baseline), but counts the new meter after a change', () => {
    expect(usageBetween(undefined, 500)).toEqual({ ok: true, usage: null });
    expect(usageBetween(undefined, 30, [{ old_final: 999, new_start: 10 }])).toEqual({ ok: true, usage: 20 });
    expect(usageBetween(1200, undefined, [{ old_final: 1250, new_start: 0 }])).toEqual({ ok: true, usage: null });
  });

  it('averages the known usages, flags a spike above 3× the average and usage in an empty room', () => {
    expect(averageUsage([100, null, 50])).toBe(75);
    expect(averageUsage([null, undefined])).toBeNull();
    expect(averageUsage([10, 10, 11])).toBe(10.33);
    expect(secondLook(301, 100, 2)).toBe('spike');
    expect(secondLook(300, 100, 2)).toBeUndefined();
    expect(secondLook(5, 100, 0)).toBe('empty_room');
    expect(secondLook(0, 100, 0)).toBeUndefined();
    expect(secondLook(500, null, 2)).toBeUndefined();
    expect(secondLook(null, 1, 0)).toBeUndefined();
  });

  it('charges usage × price, or persons × price for water per person', () => {
    expect(amountOf('per_kwh', 2_618, 150, 3)).toBe(392_700);
    expect(amountOf('per_m3', 15_000, 7, 3)).toBe(105_000);
    expect(amountOf('per_person', 100_000, null, 3)).toBe(300_000);
    expect(amountOf('per_kwh', 2_618, null, 3)).toBeNull();
  });

  it('counts months across years', () => {
    expect(addMonths('2026-01', -2)).toBe('2025-11');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-11', -13)).toBe('2025-10');
  });
});

describe('the months around a reading', () => {
  const sheets = [
    sheet('2026-07', { '101': 1000, '102': 500 }),
    sheet('2026-08', { '101': 1100 }),
    sheet('2026-09', { '101': 1180, '102': 560 }, { '101': [1150, 0, '2026-09-10'] }),
    sheet('2026-10', { '101': 50 }),
  ];

  it('finds the previous reading (skipping months without one) and the changes after it', () => {
    expect(lookBack(sheets, '102', '2026-09')).toEqual({ previous: { value: 500, month: '2026-07' }, swaps: [] });
    expect(lookBack(sheets, '101', '2026-10')).toEqual({ previous: { value: 1180, month: '2026-09' }, swaps: [] });
    // A change in the previous reading's month came before that reading.
    expect(lookBack(sheets, '101', '2026-09').swaps).toHaveLength(1);
    expect(lookAhead(sheets, '101', '2026-08')).toMatchObject({ next: { value: 1180, month: '2026-09' }, swaps: [{ old_final: 1150 }] });
    expect(lookAhead(sheets, '102', '2026-09')).toEqual({ swaps: [] });
  });

  it('refuses a reading below the previous, or above the next one, on the room’s field', () => {
    expect(readingProblems(sheets, '2026-11', [{ room_id: '101', value: 49 }])).toEqual([
      { path: 'readings.0.value', message: expect.stringMatching(/^Phòng 101: Chỉ số nhỏ hơn chỉ số kỳ trước \(50\)/) },
    ]);
    expect(
      readingProblems(sheets, '2026-11', [
        { room_id: '101', value: 50 },
        { room_id: '102', value: 600 },
      ]),
    ).toEqual([]);
    // August is checked against September's change: the old meter ended at 1150.
    expect(readingProblems(sheets, '2026-08', [{ room_id: '101', value: 1160 }])[0]!.message).toMatch(/chỉ số cuối đồng hồ cũ \(1150\)/);
    expect(readingProblems(sheets, '2026-09', [{ room_id: '102', value: 400 }])[0]!.path).toBe('readings.0.value');
    // 102's July reading may not pass its September one.
    expect(readingProblems(sheets, '2026-07', [{ room_id: '102', value: 561 }])[0]!.message).toMatch(/lớn hơn chỉ số tháng 09\/2026 \(560\)/);
  });

  it('checks a meter change against the readings around it, and a removal against the reading that needs it', () => {
    const swap = (old_final: number, new_start: number) => ({ id: 'x', date: '2026-09-10', old_final, new_start });
    expect(swapProblem(sheets, '101', '2026-09', swap(1150, 0))).toBeUndefined();
    expect(swapProblem(sheets, '101', '2026-09', swap(1099, 0))).toMatchObject({ field: 'old_final' });
    expect(swapProblem(sheets, '101', '2026-09', swap(1150, 1181))).toMatchObject({ field: 'new_start' });
    // Removing September's change leaves 1180 ≥ 1100: allowed. October's 50 needs a change: removing one there is refused.
    expect(swapProblem(sheets, '101', '2026-09', undefined)).toBeUndefined();
    const withOct = [...sheets.slice(0, 3), sheet('2026-10', { '101': 50 }, { '101': [1200, 0, '2026-10-02'] })];
    expect(swapProblem(withOct, '101', '2026-10', undefined)).toMatchObject({ field: 'id' });
    // A change in a month without a reading is checked against the next reading taken.
    expect(swapProblem(sheets, '102', '2026-08', swap(520, 100))).toBeUndefined();
    expect(swapProblem(sheets, '102', '2026-08', swap(520, 561))).toMatchObject({ field: 'new_start' });
  });

  it('names the months a write relied on, between the previous and next readings', () => {
    expect(reliedMonths('2026-09', [{ value: 1, month: '2026-07' }, { value: 2, month: '2026-10' }, undefined])).toEqual(['2026-07', '2026-08', '2026-10']);
    expect(reliedMonths('2026-09', [])).toEqual([]);
  });

  it('answers the meter at a date: the newest reading taken by then, or the new meter fitted since', () => {
    expect(startReadingAt(sheets, '101', '2026-08-20')).toEqual({ value: 1000, month: '2026-07', source: 'reading' });
    expect(startReadingAt(sheets, '101', '2026-08-31')).toEqual({ value: 1100, month: '2026-08', source: 'reading' });
    expect(startReadingAt(sheets, '101', '2026-09-12')).toEqual({ value: 0, month: '2026-09', source: 'meter_change' });
    expect(startReadingAt(sheets, '103', '2026-09-12')).toBeNull();
  });
});

describe('the month’s table', () => {
  it('lists every room in floor order with previous, current, usage, amount and the 3-month average', () => {
    const sheets = [
      sheet('2026-06', { '101': 900, '201': 10 }),
      sheet('2026-07', { '101': 1000, '201': 20 }),
      sheet('2026-08', { '101': 1100, '201': 30 }),
      sheet('2026-09', { '101': 1180 }, { '101': [1150, 0, '2026-09-10'] }),
      sheet('2026-10', { '101': 1250, '201': 45 }, {}, 2),
    ];
    const rooms = [
      { room_id: '201', floor: 2, status: 0 },
      { room_id: '102', floor: 1, status: 2 },
      { room_id: '101', floor: 1, status: 2 },
    ];
    const t = readingTable({ building: 'BN', type: 'E', month: '2026-10', rooms, sheets, personsNow: new Map([['102', 3]]) });
    expect(t.rows.map((r) => r.room_id)).toEqual(['101', '102', '201']);
    expect(t.price).toEqual({ mode: 'per_kwh', unit_price: 2_618 });
    const [r101, r102, r201] = t.rows;
    // September with the change: (1150 − 1100) + (1180 − 0) = 1230; August and July 100 each.
    expect(r101).toMatchObject({ previous: 1180, previous_month: '2026-09', current: 1250, usage: 70, amount: 70 * 2_618, average: 476.67, meter_changes: [] });
    expect(r102).toMatchObject({ previous: null, current: null, usage: null, amount: null, persons: 3, average: null });
    expect(r201).toMatchObject({ previous: 30, previous_month: '2026-08', current: 45, usage: 15, amount: 15 * 2_618, persons: 2, average: 10 });
    expect(t.version).toBe(1);
    expect(t.total_usage).toBe(t.rows.reduce((s, r) => s + (r.usage ?? 0), 0));
  });

  it('charges water per person at the month’s price whatever the meter says', () => {
    const sheets = [
      { ...sheet('2026-09', { '101': 10 }), type: 'W' as const },
      { ...sheet('2026-10', { '101': 17 }, {}, 3), type: 'W' as const },
    ];
    const t = readingTable({ building: 'BN', type: 'W', month: '2026-10', rooms: [{ room_id: '101', floor: 1, status: 2 }], sheets, personsNow: new Map() });
    expect(t.price).toEqual({ mode: 'per_person', unit_price: 100_000 });
    expect(t.rows[0]).toMatchObject({ usage: 7, persons: 3, amount: 300_000 });
    expect(t.total_amount).toBe(300_000);
  });
});
