import { describe, expect, it } from 'vitest';
import { balanceOf, proration, round2, unitCostOf, type BalanceInput } from '../../functions/utilities/rules/utility-balance-rules';
import { roomUsageFromSheets } from '../../functions/utilities/model/room-usage';
import { internalTable } from '../../functions/utilities/rules/internal-sheet-rules';
import type { Sheet } from '../../functions/readings/model/reading-table';

const input = (over: Partial<BalanceInput> = {}): BalanceInput => ({
  building: 'BN',
  type: 'E',
  month: '2026-03',
  state: { units: 10_000, amount: 30_000_000, period_start: '2026-03-01', period_end: '2026-03-31' },
  rooms: { units: 8_000, amount: 20_944_000, mode: 'per_kwh' },
  internal: { units: 500, amount: 1_500_000 },
  lossThreshold: 10,
  ceilingPerKwh: 2_618,
  ...over,
});

describe('balance of a building month (business rules §5: loss = state − (rooms + internal))', () => {
  it('computes the loss in units, đồng and % over the same period', () => {
    const b = balanceOf(input());
    expect(b).toMatchObject({
      state_units: 10_000,
      state_unit_price: 3_000,
      rooms_units: 8_000,
      rooms_unit_price: 2_618,
      internal_units: 500,
      prorated: false,
      period_note: null,
      compared_units: 8_500,
      compared_amount: 25_500_000,
      loss_units: 1_500,
      loss_amount: 4_500_000,
      loss_rate: 15,
      loss_flag: true,
      ceiling_per_kwh: 2_618,
      price_flag: false,
    });
  });

  it('flags the loss only above the threshold', () => {
    expect(balanceOf(input({ lossThreshold: 15 })).loss_flag).toBe(false);
    expect(balanceOf(input({ lossThreshold: 14.99 })).loss_flag).toBe(true);
  });

  it('gives 0 rates and null prices when the bases are 0', () => {
    const b = balanceOf(
      input({
        state: { units: 0, amount: 0, period_start: '2026-03-01', period_end: '2026-03-31' },
        rooms: { units: 0, amount: 0, mode: 'per_kwh' },
        internal: { units: 0, amount: 0 },
      }),
    );
    expect(b.loss_rate).toBe(0);
    expect(b.loss_units).toBe(0);
    expect(b.loss_amount).toBe(0);
    expect(b.state_unit_price).toBeNull();
    expect(b.rooms_unit_price).toBeNull();
    expect(b.loss_flag).toBe(false);
    expect(b.price_flag).toBe(false);
  });

  it('has no loss without a state bill, but still the rooms and internal figures', () => {
    const b = balanceOf(input({ state: null }));
    expect(b).toMatchObject({
      state_units: null,
      state_amount: null,
      loss_units: null,
      loss_amount: null,
      compared_amount: null,
      loss_rate: null,
      loss_flag: false,
      compared_units: 8_500,
      prorated: false,
    });
  });

  it('values the loss at the exact state price, rounded once (issue 21: not at the price rounded to 2 decimals)', () => {
    // BN: 492 kWh lost of 5,905 billed 17,690,578 đ: 492 × 17,690,578 ÷ 5,905 = 1,473,965.2, where 492 × 2,995.86 gave 1,473,963.
    const b = balanceOf(
      input({
        state: { units: 5_905, amount: 17_690_578, period_start: '2026-03-01', period_end: '2026-03-31' },
        rooms: { units: 5_000, amount: 0, mode: 'per_kwh' },
        internal: { units: 413, amount: 0 },
      }),
    );
    expect(b).toMatchObject({ state_unit_price: 2_995.86, loss_units: 492, loss_amount: 1_473_965, compared_amount: 17_690_578 - 1_473_965 });
    // Prorated: the exact loss is 1,000 − 850 × 30 ÷ 31 kWh at 3,000.3 đ, one rounding of the whole.
    const p = balanceOf(
      input({
        state: { units: 1_000, amount: 3_000_300, period_start: '2026-02-15', period_end: '2026-03-16' },
        rooms: { units: 800, amount: 0, mode: 'per_kwh' },
        internal: { units: 50, amount: 0 },
      }),
    );
    expect(p.loss_amount).toBe(Math.round(((1_000 * 31 - 850 * 30) * 3_000_300) / (31 * 1_000)));
    expect(p.compared_amount! + p.loss_amount!).toBe(3_000_300);
  });

  it('prorates rooms + internal to the state period when it differs from the reading month, and says so', () => {
    // 15 Feb – 16 Mar is 30 days against March's 31.
    const b = balanceOf(input({ state: { units: 10_000, amount: 30_000_000, period_start: '2026-02-15', period_end: '2026-03-16' } }));
    expect(b.prorated).toBe(true);
    expect(b.compared_units).toBe(round2((8_500 * 30) / 31));
    expect(b.loss_units).toBe(round2(10_000 - round2((8_500 * 30) / 31)));
    expect(b.loss_rate).toBe(round2(((10_000 - round2((8_500 * 30) / 31)) / 10_000) * 100));
    expect(b.period_note).toContain('30 ngày');
    expect(b.period_note).toContain('31 ngày');
    expect(b.period_note).toContain('15/02/2026');
  });

  it('prorates a short period inside the month too', () => {
    const p = proration('2026-02', '2026-02-01', '2026-02-14');
    expect(p.prorated).toBe(true);
    expect(p.factor).toBe(14 / 28);
    expect(p.days).toEqual({ state: 14, month: 28 });
    expect(proration('2026-02', '2026-02-01', '2026-02-28')).toEqual({ prorated: false, factor: 1, days: { state: 28, month: 28 }, note: null });
  });

  it('flags an electricity price charged to rooms above the legal ceiling, never water', () => {
    expect(balanceOf(input({ rooms: { units: 1_000, amount: 2_700_000, mode: 'per_kwh' } })).price_flag).toBe(true);
    expect(balanceOf(input({ rooms: { units: 1_000, amount: 2_618_000, mode: 'per_kwh' } })).price_flag).toBe(false);
    expect(balanceOf(input({ rooms: { units: 1_000, amount: 2_700_000, mode: 'per_kwh' }, ceilingPerKwh: null })).price_flag).toBe(false);
    const water = balanceOf(input({ type: 'W', rooms: { units: 100, amount: 900_000, mode: 'per_m3' }, ceilingPerKwh: 2_618 }));
    expect(water.price_flag).toBe(false);
    expect(water.ceiling_per_kwh).toBeNull();
  });

  it('has no per-unit room price when water is charged per person', () => {
    expect(balanceOf(input({ type: 'W', rooms: { units: 100, amount: 2_000_000, mode: 'per_person' } })).rooms_unit_price).toBeNull();
  });

  it('a negative loss (rooms + internal above the state) is a negative rate, not flagged', () => {
    const b = balanceOf(input({ rooms: { units: 9_800, amount: 0, mode: 'per_kwh' } }));
    expect(b.loss_units).toBe(-300);
    expect(b.loss_rate).toBe(-3);
    expect(b.loss_flag).toBe(false);
  });
});

describe('unit cost of internal use', () => {
  const roomPrice = { mode: 'per_kwh' as const, unit_price: 2_618 };
  it("uses the month's own state bill first", () => {
    expect(
      unitCostOf(
        '2026-03',
        [
          { month: '2026-02', units: 100, amount: 250_000 },
          { month: '2026-03', units: 300, amount: 1_000_000 },
        ],
        roomPrice,
      ),
    ).toEqual({
      unit_cost: 3_333.33,
      unit_cost_source: 'state_bill',
      unit_cost_basis: { amount: 1_000_000, units: 300 },
    });
  });
  it('then the newest earlier one within 12 months (a bill of 0 units prices nothing)', () => {
    const bills = [
      { month: '2025-02', units: 100, amount: 100_000 },
      { month: '2025-12', units: 100, amount: 250_000 },
      { month: '2026-01', units: 0, amount: 5_000 },
    ];
    expect(unitCostOf('2026-03', bills, roomPrice)).toMatchObject({
      unit_cost: 2_500,
      unit_cost_source: 'earlier_state_bill',
      unit_cost_basis: { amount: 250_000, units: 100 },
    });
    expect(unitCostOf('2026-12', bills, roomPrice)).toMatchObject({ unit_cost: 2_500, unit_cost_source: 'earlier_state_bill' });
    expect(unitCostOf('2027-01', bills, roomPrice)).toEqual({ unit_cost: 2_618, unit_cost_source: 'room_price', unit_cost_basis: { amount: 2_618, units: 1 } });
  });
  it("else the rooms' price, 0 for water charged per person", () => {
    expect(unitCostOf('2026-03', [], roomPrice)).toMatchObject({ unit_cost: 2_618, unit_cost_source: 'room_price' });
    expect(unitCostOf('2026-03', [], { mode: 'per_person', unit_price: 100_000 })).toMatchObject({ unit_cost: 0, unit_cost_source: 'room_price' });
  });
});

const reading = (value: number, persons = 2) => ({ value, persons, at: '2026-03-31T00:00:00Z', by: 'staff' });
const sheet = (month: string, rooms: Sheet['rooms'], meter_changes: Sheet['meter_changes'] = {}): Sheet => ({
  building: 'BN',
  type: 'E',
  month,
  rooms,
  meter_changes,
  version: 1,
});

describe("rooms' usage by month (the reading tables' numbers)", () => {
  it('takes each month from its previous reading, across a gap and a meter change, priced at the month', () => {
    const sheets = [
      sheet('2026-01', { '101': reading(100), '102': reading(50) }),
      sheet('2026-02', { '101': reading(160, 3) }),
      sheet('2026-03', { '101': reading(20), '102': reading(80) }, { '101': { id: 'x', date: '2026-03-10', old_final: 170, new_start: 0 } }),
    ];
    const prices = [{ from: '2019-01-01', electricity_per_kwh: 3_000, water: { mode: 'per_person' as const, amount: 100_000 } }];
    const u = roomUsageFromSheets({
      building: 'BN',
      type: 'E',
      from: '2026-02',
      to: '2026-03',
      rooms: ['101', '102', '103'],
      sheets,
      personsNow: new Map([['103', 1]]),
      prices,
    });
    expect(u.get('2026-02')!.get('101')).toEqual({ usage: 60, amount: 180_000, persons: 3 });
    expect(u.get('2026-02')!.get('102')).toEqual({ usage: null, amount: null, persons: 0 });
    // (170 − 160) + (20 − 0) with the meter change
    expect(u.get('2026-03')!.get('101')).toEqual({ usage: 30, amount: 90_000, persons: 2 });
    expect(u.get('2026-03')!.get('102')).toEqual({ usage: 30, amount: 90_000, persons: 2 });
    expect(u.get('2026-03')!.get('103')).toEqual({ usage: null, amount: null, persons: 1 });
    expect([...u.keys()]).toEqual(['2026-02', '2026-03']);
  });

  it('leaves the amount unpriced (null) in a month before any price is dated, instead of failing', () => {
    const sheets = [sheet('2026-01', { '101': reading(100) }), sheet('2026-02', { '101': reading(150) })];
    const prices = [{ from: '2026-02-15', electricity_per_kwh: 3_000, water: { mode: 'per_m3' as const, amount: 10_000 } }];
    const u = roomUsageFromSheets({ building: 'BN', type: 'E', from: '2026-01', to: '2026-02', rooms: ['101'], sheets, personsNow: new Map(), prices });
    expect(u.get('2026-01')!.get('101')).toEqual({ usage: null, amount: null, persons: 2 });
    expect(u.get('2026-02')!.get('101')).toEqual({ usage: 50, amount: 150_000, persons: 2 });
    expect(unitCostOf('2026-01', [], undefined)).toMatchObject({ unit_cost: 0, unit_cost_source: 'room_price' });
  });
});

describe('internal table', () => {
  it('lists every consumer of the building with usage valued at the exact unit cost: the total rounded once, the rows adding up to it', () => {
    const sheets = [
      sheet('2026-02', { 'MG-BN-1': reading(10, 0), 'BV-BN': reading(100, 0) }),
      sheet('2026-03', { 'MG-BN-1': reading(13, 0), 'BV-BN': reading(105, 0) }),
    ];
    const unitCost = { unit_cost: 3_333.33, unit_cost_source: 'state_bill' as const, unit_cost_basis: { amount: 1_000_000, units: 300 } };
    const t = internalTable({ building: 'BN', type: 'E', month: '2026-03', sheets, unitCost, voucherId: null, version: 1 });
    expect(t.rows.map((r) => r.consumer_id)).toEqual(['MG-BN-1', 'MG-BN-2', 'MG-BN-3', 'MG-BN-4', 'MG-BN-5', 'BV-BN']);
    expect(t.rows[0]).toMatchObject({ previous: 10, previous_month: '2026-02', current: 13, usage: 3, amount: 10_000 });
    expect(t.rows[1]).toMatchObject({ previous: null, current: null, usage: null, amount: null });
    // 5 kWh × 10,000 ÷ 3 = 16,666.67; 8 kWh = 26,666.67 → 26,667: the row takes the đồng left.
    expect(t.rows[5]).toMatchObject({ usage: 5, amount: 16_667 });
    expect(t.total_usage).toBe(8);
    expect(t.total_amount).toBe(26_667);
    expect(t.provisional).toBe(false);
    expect(t.rows.reduce((s, r) => s + (r.amount ?? 0), 0)).toBe(t.total_amount);
  });
});
