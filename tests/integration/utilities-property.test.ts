import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import './helpers';
import { invoke, ok } from './in-process';
import { sequencesOnFreshTables } from './fresh-tables';
import { addMonths, daysInMonth, lastDayOf } from '../../shared/dates';
import { perUnit, valueOf, valueOfFraction, type Price } from '../../shared/readings/valuation';

/**
 * Property (issue 21): random state bills, internal readings and room readings of BN's electricity,
 * over five months in random order (a month's bill before or after its readings, a bill corrected, a
 * reading corrected that moves the next month's usage). After every step:
 * - each internal sheet is valued at its month's state price when that bill exists (else, provisionally,
 *   at the newest earlier bill when the sheet was saved, else the rooms' price), its rows add up to
 *   its total, and 6428 holds exactly that total for its voucher: Σ 6428 = Σ sheets so valued;
 * - each month with a state bill and the rooms' readings (without them: no loss, issue 23 §4):
 *   loss = state − (rooms + internal) in units, and in đồng the exact
 *   loss valued at the exact state price rounded once, with state = compared + loss; the internal
 *   part of it is what 6428 holds (the same month's price); the monthly report says the same;
 * - the trial balance balances.
 * No billing run: every month stays open (the edit lock has its own tests).
 */

const B = 'BN';
const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05'] as const;
const CONSUMERS = ['MG-BN-1', 'MG-BN-2', 'MG-BN-3', 'MG-BN-4', 'MG-BN-5', 'BV-BN'] as const;
const ROOMS = ['101', '102', '103', '104'] as const;
/** BN's electricity price for rooms in the demo settings: what internal use costs before any state bill. */
const ROOM_PRICE = perUnit(2_618);

type Op =
  | { kind: 'state'; m: number; units: number; amount: number; half: boolean }
  | { kind: 'internal'; m: number; who: number[]; at: number[] }
  | { kind: 'rooms'; m: number; at: number[] };

const month = fc.integer({ min: 0, max: MONTHS.length - 1 });
const share = fc.integer({ min: 0, max: 1_000 });
const ops: fc.Arbitrary<Op> = fc.oneof(
  // half: a state period of the month's first 15 days (rooms + internal are scaled to it).
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('state' as const),
      m: month,
      units: fc.integer({ min: 1, max: 20_000 }),
      amount: fc.integer({ min: 0, max: 90_000_000 }),
      half: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('internal' as const),
      m: month,
      who: fc.uniqueArray(fc.integer({ min: 0, max: CONSUMERS.length - 1 }), { minLength: 1, maxLength: CONSUMERS.length }),
      at: fc.array(share, { minLength: CONSUMERS.length, maxLength: CONSUMERS.length }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('rooms' as const), m: month, at: fc.array(share, { minLength: ROOMS.length, maxLength: ROOMS.length }) }),
  },
);

interface Bill {
  units: number;
  amount: number;
  version: number;
  half: boolean;
}

interface Model {
  bills: Map<string, Bill>;
  /** Readings by meter (consumer or room) and month. */
  readings: Map<string, Map<string, number>>;
  /** Each saved internal sheet's valuation, as the model expects it. */
  basis: Map<string, Price>;
}

/** A meter's reading before `m` (the newest) and after it (the oldest), as the model has them. */
function neighbours(model: Model, meter: string, m: string) {
  const r = [...(model.readings.get(meter) ?? new Map<string, number>())].sort(([a], [b]) => (a < b ? -1 : 1));
  return { before: r.filter(([x]) => x < m).at(-1)?.[1], after: r.find(([x]) => x > m)?.[1] };
}

/** A reading for `m` between its neighbours: `at` thousandths of the way (the first reading of a meter starts at 1,000). */
function readingBetween(model: Model, meter: string, m: string, at: number): number {
  const { before, after } = neighbours(model, meter, m);
  const lo = before ?? (after === undefined ? 1_000 : Math.max(0, after - 300));
  const hi = after ?? lo + 300;
  return lo + Math.floor(((hi - lo) * at) / 1_000);
}

const usageOf = (model: Model, meter: string, m: string): number | null => {
  const own = model.readings.get(meter)?.get(m);
  const { before } = neighbours(model, meter, m);
  return own === undefined || before === undefined ? null : own - before;
};
const total = (model: Model, meters: readonly string[], m: string) => meters.reduce((s, x) => s + (usageOf(model, x, m) ?? 0), 0);
/** The rooms' usage of `m`; null when no room has one (issue 23 §4: a month not read yet has no figure, and so no loss). */
const roomsTotal = (model: Model, m: string): number | null =>
  ROOMS.some((r) => usageOf(model, roomMeter(r), m) !== null) ? total(model, ROOMS.map(roomMeter), m) : null;
const roomMeter = (room: string) => `room:${room}`;

/** What the model expects an internal sheet saved now for `m` to be valued at: the month's bill, else the newest earlier, else the rooms' price. */
function costNow(model: Model, m: string): Price {
  const own = model.bills.get(m);
  if (own) return { amount: own.amount, units: own.units };
  const earlier = [...model.bills.keys()]
    .filter((x) => x < m)
    .sort()
    .at(-1);
  return earlier ? { amount: model.bills.get(earlier)!.amount, units: model.bills.get(earlier)!.units } : ROOM_PRICE;
}

async function step(o: Op, model: Model) {
  const m = MONTHS[o.m]!;
  switch (o.kind) {
    case 'state': {
      const known = model.bills.get(m);
      const end = o.half ? `${m}-15` : lastDayOf(m);
      const saved = ok(
        await invoke('POST', '/api/state-electricity-water', {
          body: { building: B, type: 'E', month: m, units: o.units, amount: o.amount, period_start: `${m}-01`, period_end: end, version: known?.version ?? 0 },
        }),
      );
      model.bills.set(m, { units: o.units, amount: o.amount, version: saved.version, half: o.half });
      // The month's sheet is re-valued in the bill's own save.
      if (model.basis.has(m)) model.basis.set(m, { amount: o.amount, units: o.units });
      return;
    }
    case 'internal': {
      const readings = o.who.map((i) => ({ consumer_id: CONSUMERS[i]!, value: readingBetween(model, CONSUMERS[i]!, m, o.at[i]!) }));
      ok(await invoke('POST', '/api/internal-utility-bill', { body: { building: B, type: 'E', month: m, readings } }));
      for (const r of readings) model.readings.set(r.consumer_id, (model.readings.get(r.consumer_id) ?? new Map()).set(m, r.value));
      model.basis.set(m, costNow(model, m));
      return;
    }
    case 'rooms': {
      const readings = ROOMS.map((room_id, i) => ({ room_id, value: readingBetween(model, roomMeter(room_id), m, o.at[i]!) }));
      ok(await invoke('POST', '/api/bills/electric-water-count', { body: { building: B, type: 'E', month: m, readings } }));
      for (const r of readings) model.readings.set(roomMeter(r.room_id), (model.readings.get(roomMeter(r.room_id)) ?? new Map()).set(m, r.value));
      return;
    }
  }
}

async function invariants(model: Model) {
  const from = `${addMonths(MONTHS[0], -1)}-01`;
  const to = lastDayOf(MONTHS.at(-1)!);
  const tb = ok(await invoke('GET', '/api/journal/tb', { query: { from, to, building: B } }));
  expect(tb.balanced, 'trial balance balanced').toBe(true);
  const lines = ok(await invoke('GET', '/api/journal', { query: { from, to, building: B, account: '6428', limit: '2000' } })).items as {
    voucher_id: string;
    debit: number;
    credit: number;
  }[];
  const posted = (m: string) => lines.filter((l) => l.voucher_id === `INT-${B}-E-${m}`).reduce((s, l) => s + l.debit - l.credit, 0);

  let expected6428 = 0;
  for (const m of MONTHS) {
    const basis = model.basis.get(m);
    const bill = model.bills.get(m);
    const internalUnits = total(model, CONSUMERS, m);
    if (basis) {
      const sheet = ok(await invoke('GET', '/api/internal-utility-bill', { query: { building: B, type: 'E', month: m } }));
      if (bill) expect(basis, `${m}: valued at its own state bill`).toEqual({ amount: bill.amount, units: bill.units });
      expect(sheet.unit_cost_basis, `${m}: the sheet's price`).toEqual(basis);
      expect(sheet.unit_cost_source === 'state_bill', `${m}: source`).toBe(!!bill);
      expect(sheet.provisional, `${m}: provisional`).toBe(!bill);
      expect(sheet.total_usage, `${m}: internal usage`).toBe(internalUnits);
      expect(sheet.total_amount, `${m}: internal total`).toBe(valueOf(internalUnits, basis));
      expect(
        sheet.rows.reduce((s: number, r: { amount: number | null }) => s + (r.amount ?? 0), 0),
        `${m}: rows = total`,
      ).toBe(sheet.total_amount);
      expect(posted(m), `${m}: 6428 = the sheet`).toBe(sheet.total_amount);
      expected6428 += sheet.total_amount;
    } else expect(posted(m), `${m}: nothing posted without a sheet`).toBe(0);
  }
  expect(
    lines.reduce((s, l) => s + l.debit - l.credit, 0),
    'Σ 6428 = Σ internal sheets',
  ).toBe(expected6428);
  const row6428 = tb.rows.find((r: { account: string }) => r.account === '6428');
  expect((row6428?.period_debit ?? 0) - (row6428?.period_credit ?? 0), '6428 in the trial balance').toBe(expected6428);

  const report = ok(await invoke('GET', '/api/water-electricity-monthly-report', { query: { building: B, from: MONTHS[0], to: MONTHS.at(-1)! } })).rows;
  for (const [i, m] of MONTHS.entries()) {
    const bill = model.bills.get(m);
    const row = ok(await invoke('GET', '/api/state-electricity-water/compare-consumption-by-building', { query: { month: m, type: 'E' } })).rows.find(
      (r: { building: string }) => r.building === B,
    );
    expect(report[i].electricity, `${m}: the monthly report = the loss screen`).toEqual(row);
    const rooms = roomsTotal(model, m);
    const internal = total(model, CONSUMERS, m);
    expect(row, `${m}: usage`).toMatchObject({ rooms_units: rooms, internal_units: internal });
    if (!bill) {
      expect(row.loss_units, `${m}: no loss without a bill`).toBeNull();
      continue;
    }
    const price = { amount: bill.amount, units: bill.units };
    const days = bill.half ? 15 : daysInMonth(m);
    const monthDays = daysInMonth(m);
    expect(row.internal_amount, `${m}: internal at the month's own price = 6428`).toBe(model.basis.has(m) ? valueOf(internal, price) : 0);
    if (rooms === null) {
      expect(row, `${m}: no loss without the rooms' readings`).toMatchObject({ loss_units: null, loss_amount: null, loss_rate: null, loss_flag: false });
      continue;
    }
    expect(row.loss_units, `${m}: loss units = state − compared`).toBeCloseTo(bill.units - row.compared_units, 2);
    if (!bill.half) expect(row.loss_units, `${m}: loss = state − (rooms + internal)`).toBe(bill.units - (rooms + internal));
    expect(row.loss_amount, `${m}: loss đồng, exact`).toBe(valueOfFraction(bill.units * monthDays - (rooms + internal) * days, monthDays, price));
    expect(row.compared_amount + row.loss_amount, `${m}: state = compared + loss in đồng`).toBe(bill.amount);
  }
}

async function setUp(): Promise<Model> {
  return { bills: new Map(), readings: new Map(), basis: new Map() };
}

const property = sequencesOnFreshTables('utilities-property', { ops, length: { min: 6, max: 16 }, runs: 6, setUp, step, invariants });

describe('utilities money on the ledger (property)', () => {
  it(
    'values internal use at its month’s state price in 6428, and keeps loss = state − (rooms + internal) in units and đồng, rows = totals, after every step',
    property,
    300_000,
  );
});
