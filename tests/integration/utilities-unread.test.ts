import { describe, expect, it } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { putSheet } from './utility-sheets';
import { invoke, ok } from './in-process';
import { everyItem } from './paging';
import { lastDayOf } from '../../shared/dates';

// Issue 23 §4, "an unfinished month honest": a month not read yet has no figure (null, which the
// screens read "chưa có số liệu"), never 0 or −100 %. A table of its own (the demo rooms, no readings),
// sheets written directly, handlers called in-process.
useOwnTable('utilities-unread-test');

const B = 'MT';
const READ = '2026-07';
const UNREAD = '2026-08';

async function history() {
  // MT's electricity read in June and July only; August (the "current" month here) not yet.
  await putSheet(B, 'E', '2026-06', { '101': 1000, '102': 500, '103': 200 });
  await putSheet(B, 'E', READ, { '101': 1100, '102': 560, '103': 230 });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers freely
const ofB = (rows: any[], room?: string) => rows.find((r) => r.building === B && (room === undefined || r.room_id === room));

describe('a month not read yet (issue 23 §4)', () => {
  it('compares nothing with it: no difference, no rate (never −100 %), the building total like for like', async () => {
    await history();
    const c = ok(await invoke('GET', '/api/electricity-water-comparison', { query: { month_a: READ, month_b: UNREAD, building: B } }));
    expect(ofB(c.rows, '101')).toMatchObject({ electricity_a: 100, electricity_b: null, electricity_difference: null, electricity_rate: null });
    for (const r of c.rows) expect([r.electricity_difference, r.electricity_rate, r.water_difference, r.water_rate]).toEqual([null, null, null, null]);
    // No room has both months: the total has nothing to compare.
    expect(c.buildings).toEqual([
      {
        building: B,
        electricity_a: null,
        electricity_b: null,
        electricity_difference: null,
        electricity_rate: null,
        water_a: null,
        water_b: null,
        water_difference: null,
        water_rate: null,
      },
    ]);
    expect(JSON.stringify(c)).not.toContain('-100');
  });

  it('has no loss on the state screen and the monthly report, whatever the state bill says, and no rooms figure', async () => {
    for (const month of [READ, UNREAD])
      ok(
        await invoke('POST', '/api/state-electricity-water', {
          body: { building: B, type: 'E', month, units: 500, amount: 1_500_000, period_start: `${month}-01`, period_end: lastDayOf(month) },
        }),
      );
    const loss = async (month: string) =>
      ofB(ok(await invoke('GET', '/api/state-electricity-water/compare-consumption-by-building', { query: { month, type: 'E' } })).rows);
    // July: 100 + 60 + 30 = 190 kWh read against 500 on the bill.
    expect(await loss(READ)).toMatchObject({ state_units: 500, rooms_units: 190, loss_units: 310, loss_rate: 62 });
    expect(await loss(UNREAD)).toMatchObject({
      state_units: 500,
      state_unit_price: 3_000,
      rooms_units: null,
      rooms_amount: null,
      compared_units: null,
      compared_amount: null,
      loss_units: null,
      loss_amount: null,
      loss_rate: null,
      loss_flag: false,
    });

    const report = ok(await invoke('GET', '/api/water-electricity-monthly-report', { query: { building: B, from: READ, to: UNREAD } }));
    expect(
      report.rows.map((r: { month: string; electricity: { rooms_units: number | null; loss_rate: number | null } }) => [
        r.month,
        r.electricity.rooms_units,
        r.electricity.loss_rate,
      ]),
    ).toEqual([
      [READ, 190, 62],
      [UNREAD, null, null],
    ]);
    // The detailed analysis of the building reads the same: August has no rooms figure.
    const series = ok(await invoke('GET', '/api/utility-series', { query: { building: B, to: UNREAD } }));
    expect(series.months.at(-1)).toMatchObject({ month: UNREAD, electricity_units: null, electricity_amount: null, electricity_state: 500 });
    expect(series.months.at(-2)).toMatchObject({ month: READ, electricity_units: 190 });
  });

  it('marks the analysis rows of the rooms not read in the month (their figures still count it as 0, business rules §6)', async () => {
    // 101 read in August, the others not yet.
    await putSheet(B, 'E', UNREAD, { '101': 1180 });
    // Every page (the server answers a page of rooms at a time).
    const a = { rows: await everyItem('/api/electricity-consumption-analysis', { month: UNREAD, date_start: `${UNREAD}-01`, date_end: lastDayOf(UNREAD) }) };
    const room = (id: string) => ofB(a.rows, id);
    expect(room('101')).toMatchObject({ consumption: 80, previous_month_consumption: 100 });
    expect(room('101')).not.toHaveProperty('unread');
    expect(room('102')).toMatchObject({ unread: true, consumption: 0, previous_month_consumption: 60, two_month_difference_rate: -100 });
    // 103 not read in August either; every room of the other buildings (no readings at all) as well.
    expect(room('103')).toMatchObject({ unread: true, previous_month_consumption: 30 });
    expect(a.rows.filter((r: { building: string }) => r.building !== B).every((r: { unread?: boolean }) => r.unread === true)).toBe(true);
  });
});
