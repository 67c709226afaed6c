import { describe, expect, it } from 'vitest';
import { DEFAULT_UTILITY_SETTINGS, finalizedEarly, finalizedOn } from '../../shared/api/utilities';
import {
  analysisRows,
  consumptionIn,
  expectedUse,
  figuresOf,
  firstDifference,
  flagOf,
  median,
  rateOf,
  round2,
} from '../../functions/utilities/rules/analysis-rules';
import type { Sheet, SheetSwap } from '../../functions/readings/model/reading-table';

const settings = DEFAULT_UTILITY_SETTINGS; // median +50 %, explained +100 %, empty-room tolerance 5

/** A sheet of building BN, electricity, with the rooms' readings (persons 2 unless given) and meter changes. */
const sheet = (month: string, readings: Record<string, number | [number, number]>, swaps: Record<string, SheetSwap> = {}): Sheet => ({
  building: 'BN',
  type: 'E',
  month,
  rooms: Object.fromEntries(
    Object.entries(readings).map(([room, v]) => [
      room,
      { value: Array.isArray(v) ? v[0] : v, persons: Array.isArray(v) ? v[1] : 2, at: `${month}-28T00:00:00Z`, by: 'ketoan' },
    ]),
  ),
  meter_changes: swaps,
  version: 1,
});

describe('the analysis arithmetic (business rules §6)', () => {
  it('answers the three months, their average, the differences and rates to 2 decimals', () => {
    expect(figuresOf(100, 120, 150)).toEqual({
      two_months_ago_consumption: 100,
      previous_month_consumption: 120,
      consumption: 150,
      average_consumption: 123.33,
      two_month_difference: 30,
      average_difference: 26.67,
      two_month_difference_rate: 25,
      // 26.666… ÷ 123.333… × 100 = 21.6216…
      average_difference_rate: 21.62,
    });
    expect(figuresOf(1, 2, 2)).toMatchObject({
      average_consumption: 1.67,
      average_difference: 0.33,
      average_difference_rate: 20,
      two_month_difference_rate: 0,
    });
  });

  it('rates are 0 when their base is 0, and negative when use fell', () => {
    expect(figuresOf(0, 0, 40)).toMatchObject({
      two_month_difference: 40,
      two_month_difference_rate: 0,
      average_consumption: 13.33,
      average_difference: 26.67,
      average_difference_rate: 200,
    });
    expect(figuresOf(0, 0, 0)).toMatchObject({ average_consumption: 0, average_difference: 0, two_month_difference_rate: 0, average_difference_rate: 0 });
    expect(figuresOf(90, 90, 60)).toMatchObject({
      two_month_difference: -30,
      two_month_difference_rate: -33.33,
      average_consumption: 80,
      average_difference: -20,
      average_difference_rate: -25,
    });
    expect(rateOf(5, 0)).toBe(0);
  });

  it('rounds half away from zero, immune to binary fractions, never −0', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });

  it('counts a meter change in the month: (old final − previous) + (current − new start)', () => {
    const sheets = [
      sheet('2026-08', { '101': 1000 }),
      sheet('2026-09', { '101': 60 }, { '101': { id: 'x', date: '2026-09-10', old_final: 1040, new_start: 0 } }),
    ];
    expect(consumptionIn(sheets, '101', '2026-09')).toBe(100);
  });

  it('counts missing use as 0: no reading, no previous reading, or a reading the sheets cannot explain', () => {
    const sheets = [sheet('2026-08', { '101': 1000, '102': 500 }), sheet('2026-09', { '101': 990, '103': 7 })];
    expect(consumptionIn(sheets, '101', '2026-09')).toBe(0); // below the previous one, no meter change
    expect(consumptionIn(sheets, '102', '2026-09')).toBe(0); // no reading this month
    expect(consumptionIn(sheets, '103', '2026-09')).toBe(0); // a first reading is a baseline
  });
});

describe('the flags (one per row, the first that applies)', () => {
  const row = (over: Partial<Parameters<typeof flagOf>[0]> = {}) => ({
    type: 'E' as const,
    consumption: 100,
    customer_count: 2,
    devices: [],
    history: [90, 100, 110],
    ...over,
  });

  it('flags use in an empty room above the tolerance, with the numbers in Vietnamese', () => {
    expect(flagOf(row({ customer_count: 0, consumption: 12 }), settings)).toEqual({
      flag: 'empty_room',
      flag_reason: 'Phòng không có người ở nhưng dùng 12 kWh (cho phép 5 kWh)',
    });
    expect(flagOf(row({ customer_count: 0, consumption: 5, history: [5, 5, 5] }), settings).flag).toBeNull();
    // water: the tolerance ÷ 10 (0.5 m³)
    expect(flagOf(row({ type: 'W', customer_count: 0, consumption: 1, history: [1, 1, 1] }), settings)).toEqual({
      flag: 'empty_room',
      flag_reason: 'Phòng không có người ở nhưng dùng 1 m³ (cho phép 0,5 m³)',
    });
  });

  it('flags use above the median of the three months before by more than the setting; a zero median flags nothing', () => {
    expect(median([90, 110, 100])).toBe(100);
    expect(median([])).toBe(0);
    expect(flagOf(row({ consumption: 151 }), settings)).toEqual({
      flag: 'above_median',
      flag_reason: 'Dùng 151 kWh, cao hơn 51% so với trung vị 3 tháng trước (100 kWh); ngưỡng 50%',
    });
    expect(flagOf(row({ consumption: 150, devices: ['ML'] }), settings).flag).toBeNull(); // 180 kWh explained
    expect(flagOf(row({ consumption: 100, history: [0, 0, 0], devices: ['ML'] }), settings).flag).toBeNull();
  });

  it('flags use far above what the persons and devices explain, once devices are listed; nothing expected flags nothing', () => {
    expect(expectedUse('E', 2, ['ML', 'TL'])).toBe(2 * 50 + 120 + 35);
    expect(expectedUse('W', 1, ['MG'])).toBe(4 + 3);
    // 2 persons and a fan: 110 kWh expected, flagged above 220 when the median does not flag
    expect(flagOf(row({ consumption: 221, history: [220, 220, 220], devices: ['MQ'] }), settings)).toEqual({
      flag: 'unexplained',
      flag_reason: 'Dùng 221 kWh, cao hơn 100,91% so với mức ước tính 110 kWh theo 2 người và thiết bị; ngưỡng 100%',
    });
    expect(flagOf(row({ consumption: 220, history: [220, 220, 220], devices: ['MQ'] }), settings).flag).toBeNull();
    // No device listed yet: the room is not surveyed, headcount alone does not flag its electricity...
    expect(flagOf(row({ consumption: 500, history: [500, 500, 500] }), settings).flag).toBeNull();
    // ...but persons explain water: 2 persons, 8 m³ expected, flagged above 16 (an unreported tenant, a leak).
    expect(flagOf(row({ type: 'W', consumption: 17, history: [17, 17, 17] }), settings)).toEqual({
      flag: 'unexplained',
      flag_reason: 'Dùng 17 m³, cao hơn 112,5% so với mức ước tính 8 m³ theo 2 người; ngưỡng 100%',
    });
    expect(flagOf(row({ type: 'W', consumption: 16, history: [16, 16, 16] }), settings).flag).toBeNull();
    expect(flagOf(row({ type: 'W', customer_count: 0, personsBefore: 2, consumption: 17, history: [] }), settings).flag).toBeNull();
    expect(flagOf(row({ consumption: 221, history: [220, 220, 220], devices: ['MQ', 'ML'] }), settings).flag).toBeNull();
    expect(flagOf(row({ customer_count: 0, consumption: 3, history: [0, 0, 0] }), settings).flag).toBeNull();
  });

  it('flags no use at all in a room lived in all month (a broken or frozen meter), not a month someone moved in or out', () => {
    expect(flagOf(row({ consumption: 0 }), settings)).toEqual({
      flag: 'no_use',
      flag_reason: '2 người ở cả tháng nhưng không dùng kWh nào: đồng hồ có thể hỏng, đứng hoặc chưa được ghi',
    });
    expect(flagOf(row({ type: 'W', consumption: 0, personsBefore: 0 }), settings).flag).toBeNull();
    expect(flagOf(row({ customer_count: 0, consumption: 0 }), settings).flag).toBeNull();
  });

  it('does not flag an empty room used by the tenant who left during the month', () => {
    expect(flagOf(row({ customer_count: 0, personsBefore: 2, consumption: 80, history: [] }), settings).flag).toBeNull();
    expect(flagOf(row({ customer_count: 0, personsBefore: 0, consumption: 80, history: [] }), settings).flag).toBe('empty_room');
  });

  it('keeps the order: empty room before the median, the median before the explanation', () => {
    expect(flagOf(row({ customer_count: 0, consumption: 500 }), settings).flag).toBe('empty_room');
    expect(flagOf(row({ consumption: 500 }), settings).flag).toBe('above_median');
  });
});

describe('a building’s rows', () => {
  const sheets = [
    sheet('2026-06', { '101': 0, '102': 0, '201': 0 }),
    sheet('2026-07', { '101': 100, '102': 50, '201': 0 }),
    sheet('2026-08', { '101': 200, '102': 100, '201': 0 }),
    sheet('2026-09', { '101': 300, '102': [150, 0] }),
    sheet('2026-10', { '101': [420, 3], '102': [200, 0] }, { '102': { id: 's', date: '2026-10-03', old_final: 160, new_start: 10 } }),
  ];
  const rows = analysisRows({
    building: 'BN',
    type: 'E',
    month: '2026-10',
    rooms: [
      { room_id: '201', floor: 2 },
      { room_id: '102', floor: 1 },
      { room_id: '101', floor: 1 },
    ],
    sheets,
    personsNow: new Map([['201', 4]]),
    devicesOf: (room) => (room === '101' ? ['ML'] : []),
    notes: new Map([['101', { note: 'Đã kiểm tra', flag_review: 'confirmed' as const }]]),
    settings,
  });

  it('lists rooms in floor order with persons from the month’s reading (else who stays now), devices and notes', () => {
    expect(rows.map((r) => r.room_id)).toEqual(['101', '102', '201']);
    expect(rows[0]).toEqual({
      building: 'BN',
      room_id: '101',
      floor: 1,
      customer_count: 3,
      devices: ['ML'],
      two_months_ago_consumption: 100,
      previous_month_consumption: 100,
      consumption: 120,
      average_consumption: 106.67,
      two_month_difference: 20,
      average_difference: 13.33,
      two_month_difference_rate: 20,
      average_difference_rate: 12.5,
      flag: null,
      flag_reason: null,
      flag_review: 'confirmed',
      note: 'Đã kiểm tra',
    });
    expect(rows[2]).toMatchObject({ customer_count: 4, consumption: 0, previous_month_consumption: 0, two_months_ago_consumption: 0, flag: null });
  });

  it('counts the meter change of the month and flags the empty room that used power', () => {
    // (160 − 150) + (200 − 10) = 200 kWh with no one staying since September's reading
    expect(rows[1]).toMatchObject({
      customer_count: 0,
      consumption: 200,
      previous_month_consumption: 50,
      two_month_difference: 150,
      two_month_difference_rate: 300,
      flag: 'empty_room',
    });
  });

  it('takes as baseline only the months lived in all month by as many persons as now', () => {
    const lived = [
      sheet('2026-05', { '101': [0, 0] }),
      sheet('2026-06', { '101': [40, 1] }), // moved in during June: not a baseline
      sheet('2026-07', { '101': [140, 1] }),
      sheet('2026-08', { '101': [240, 1] }),
      sheet('2026-09', { '101': [340, 1] }),
      sheet('2026-10', { '101': [500, 1] }),
    ];
    const at = (month: string, s: Sheet[]) =>
      analysisRows({ building: 'BN', type: 'E', month, rooms: [{ room_id: '101', floor: 1 }], sheets: s, devicesOf: () => [], notes: new Map(), settings })[0]!;
    expect(at('2026-10', lived)).toMatchObject({ consumption: 160, flag: 'above_median' });
    // July against June's 40 kWh of a part month: no baseline yet, no flag.
    expect(at('2026-07', lived)).toMatchObject({ consumption: 100, previous_month_consumption: 40, flag: null });
    // A second person registered in October: September's household is no baseline for it.
    const grown = [...lived.slice(0, 5), sheet('2026-10', { '101': [500, 2] })];
    expect(at('2026-10', grown).flag).toBeNull();
  });

  it('compares a client’s rows with the server’s on the spec fields and devices only', () => {
    expect(
      firstDifference(
        rows.map((r) => ({ ...r, devices: [...r.devices].reverse(), flag: 'x' })),
        rows,
      ),
    ).toBeUndefined();
    expect(
      firstDifference(
        rows.map((r) => (r.room_id === '102' ? { ...r, consumption: 199 } : r)),
        rows,
      ),
    ).toBe('Phòng 102 toà BN: tiêu thụ tháng này là 200, không phải 199');
    expect(
      firstDifference(
        rows.map((r) => (r.room_id === '101' ? { ...r, devices: [] } : r)),
        rows,
      ),
    ).toBe('Phòng 101 toà BN: thiết bị đã thay đổi');
    expect(firstDifference(rows.slice(1), rows)).toBe('Thiếu phòng 101 toà BN');
    expect(firstDifference([...rows, { ...rows[0]!, room_id: '999' }], rows)).toBe('Không có phòng 999 toà BN');
    expect(firstDifference([...rows, rows[0]!], rows)).toBe('Một phòng xuất hiện hai lần');
  });
});

describe('a finalization made before its month ended (issue 21 item 4: the only kind an admin may take back)', () => {
  it('reads finalized_at as a Vietnam date against the month’s last day', () => {
    const at = (finalized_at: string) => ({ month: '2026-02', finalized_at });
    expect(finalizedOn(at('2026-02-28T16:59:59.999Z'))).toBe('2026-02-28');
    expect(finalizedEarly(at('2026-02-26T03:00:00.000Z'))).toBe(true);
    // 23:59:59 of the last day in Vietnam, then 00:00 of the 1st.
    expect(finalizedEarly(at('2026-02-28T16:59:59.999Z'))).toBe(true);
    expect(finalizedEarly(at('2026-02-28T17:00:00.000Z'))).toBe(false);
    expect(finalizedEarly(at('2026-03-01T01:00:00.000Z'))).toBe(false);
    // The 1st at 06:00 in Vietnam is still the last day in UTC: not early.
    expect(finalizedEarly(at('2026-02-28T23:00:00.000Z'))).toBe(false);
  });
});
