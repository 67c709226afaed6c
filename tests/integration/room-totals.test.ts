import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { invoke, ok } from './in-process';
import { addMonths, monthsBetween, vnToday } from '../../shared/dates';
import type { BuildingCode } from '../../shared/catalog/buildings';
import { db } from '../../functions/platform/db/client';
import { env } from '../../functions/platform/env';
import { keys } from '../../functions/platform/db/keys';
import { queryAll } from '../../functions/platform/db/query';
import { installRecorder } from '../../functions/platform/db/recorder';
import { priceSettings } from '../../functions/admin';
import { sheetsBetween, sheetVersions } from '../../functions/readings/model/reading';
import { totalsOfMonth } from '../../functions/utilities/model/room-totals';
import { TOTALS_LOOK_BACK } from '../../functions/utilities/model/room-usage';
import { backfillReadingHeads } from '../../functions/jobs/reading-heads';
import { inlineSheetItem } from './utility-sheets';

/**
 * The kept room totals (issue 23 §13, utilities/model/room-totals.ts): the loss, the monthly report and
 * the series read a building's rooms' usage and amount from a few small items instead of every room's
 * reading, and never say anything the sheets would not. After each kind of write that moves a total —
 * a reading saved, one corrected (which moves the next month too), a meter change, a new price — the
 * monthly report and the loss say what the sheets read now make (`totalsOfMonth` over the months as
 * stored), and a read with nothing changed reads no sheet at all.
 */
useOwnTable('room-totals-test');

const THIS = vnToday().slice(0, 7);
const MONTHS = [addMonths(THIS, -3), addMonths(THIS, -2), addMonths(THIS, -1)] as const;

/** A recorded Query's partition (the recorder sees the request marshalled: `{ S: … }`). */
const partitionOf = (input: Record<string, unknown>) => {
  const v = (input.ExpressionAttributeValues as Record<string, unknown> | undefined)?.[':pk'];
  return typeof v === 'string' ? v : String((v as { S?: string } | undefined)?.S ?? '');
};

/** Reads the monthly report of `building` over MONTHS and THIS; answers its electricity rows and how many Queries of its electricity sheets it made. */
async function report(building: BuildingCode) {
  const recorder = installRecorder();
  const { rows } = ok(await invoke('GET', '/api/water-electricity-monthly-report', { query: { building, from: MONTHS[0], to: THIS } }));
  const sheetReads = recorder.calls.filter((c) => partitionOf(c.input) === keys.readingSheets(building, 'E')).length;
  const out: { month: string; units: number | null; amount: number | null }[] = rows.map(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers freely
    (r: any) => ({ month: r.month, units: r.electricity.rooms_units, amount: r.electricity.rooms_amount }),
  );
  return { rows: out, sheetReads };
}

/** What the sheets as stored make of each month, at the prices stored now. */
async function fromSheets(building: BuildingCode) {
  const [sheets, { prices }] = await Promise.all([sheetsBetween(building, 'E', addMonths(MONTHS[0], -TOTALS_LOOK_BACK), THIS), priceSettings()]);
  return monthsBetween(MONTHS[0], THIS).map((month) => {
    const t = totalsOfMonth(building, 'E', month, sheets, prices);
    return { month, units: t.units, amount: t.amount };
  });
}

async function loss(building: BuildingCode, month: string) {
  const { rows } = ok(await invoke('GET', '/api/state-electricity-water/compare-consumption-by-building', { query: { month, type: 'E' } }));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers freely
  const row = rows.find((r: any) => r.building === building);
  return { month, units: row.rooms_units, amount: row.rooms_amount };
}

const read = async (building: BuildingCode, month: string, readings: Record<string, number>) =>
  ok(
    await invoke('POST', '/api/bills/electric-water-count', {
      body: { building, month, type: 'E', readings: Object.entries(readings).map(([room_id, value]) => ({ room_id, value })) },
    }),
  );

/** The report and the loss say what the sheets make, then a second report reads no sheet. */
async function agrees(building: BuildingCode) {
  const expected = await fromSheets(building);
  expect((await report(building)).rows).toEqual(expected);
  for (const month of MONTHS) expect(await loss(building, month)).toEqual(expected.find((r) => r.month === month));
  const again = await report(building);
  expect(again.rows).toEqual(expected);
  expect(again.sheetReads).toBe(0);
  return expected;
}

describe('kept room totals (issue 23 §13)', () => {
  // First: a table from before the heads holds sheets and no kept total yet (a later test's loss keeps every building's).
  it('read sheets without heads (written before them) right, and a backfill gives them heads once', async () => {
    const B = 'XA';
    for (const [month, value] of [
      [MONTHS[0], 2_000],
      [MONTHS[1], 2_070],
    ] as const)
      await db().send(
        new PutCommand({
          TableName: env.tableName(),
          Item: inlineSheetItem({
            building: B,
            type: 'E',
            month,
            rooms: { '101': { value, persons: 1, at: `${month}-28T03:00:00Z`, by: 'ketoan' } },
            meter_changes: {},
            version: 3,
          }),
        }),
      );
    const expected = await fromSheets(B);
    expect(expected.find((r) => r.month === MONTHS[1])!.units).toBe(70);
    // No head: the totals kept cannot be checked, so each read makes them again from the sheets.
    for (let i = 0; i < 2; i++) {
      const r = await report(B);
      expect(r.rows).toEqual(expected);
      expect(r.sheetReads).toBe(1);
    }
    const first = await backfillReadingHeads();
    expect(first.heads).toBeGreaterThanOrEqual(2);
    expect(await sheetVersions(B, 'E', MONTHS[0], THIS)).toEqual(
      new Map([
        [MONTHS[0], 3],
        [MONTHS[1], 3],
      ]),
    );
    expect(await backfillReadingHeads()).toEqual({ heads: 0 });
    // With the heads, what was kept holds: no sheet is read.
    const after = await report(B);
    expect(after.rows).toEqual(expected);
    expect(after.sheetReads).toBe(0);
    // A save through the screen moves the sheet and its head together.
    await read(B, MONTHS[1], { '101': 2_050 });
    expect((await sheetVersions(B, 'E', MONTHS[1], MONTHS[1])).get(MONTHS[1])).toBe(4);
    expect((await agrees(B)).find((r) => r.month === MONTHS[1])!.units).toBe(50);
  });

  it('follow every write that moves them, and are read without the sheets while nothing changed', async () => {
    const B = 'MT';
    await read(B, MONTHS[0], { '101': 1_000, '102': 500 });
    await read(B, MONTHS[1], { '101': 1_120, '102': 560 });
    await read(B, MONTHS[2], { '101': 1_200, '102': 600, '103': 40 });
    const first = await agrees(B);
    // A month read, one not read yet (no figure, not 0).
    expect(first.find((r) => r.month === MONTHS[1])!.units).toBe(180);
    expect(first.find((r) => r.month === THIS)).toEqual({ month: THIS, units: null, amount: null });

    // A correction of the middle month moves that month and the next (its previous reading).
    await read(B, MONTHS[1], { '101': 1_100 });
    const corrected = await agrees(B);
    expect(corrected.find((r) => r.month === MONTHS[1])!.units).toBe(160);
    // 101: 1,200 − 1,100; 102: 600 − 560; 103's first reading counts nothing.
    expect(corrected.find((r) => r.month === MONTHS[2])!.units).toBe(100 + 40);

    // A meter change in the last month: 102's old meter ended at 590, the new one started at 0.
    ok(
      await invoke('POST', '/api/meter-change', {
        body: { building: B, type: 'E', room_id: '102', date: `${MONTHS[2]}-10`, old_final: 590, new_start: 0, reason: 'Đồng hồ hỏng' },
      }),
      201,
    );
    await read(B, MONTHS[2], { '102': 25 });
    const swapped = await agrees(B);
    expect(swapped.find((r) => r.month === MONTHS[2])!.units).toBe(100 + 30 + 25);

    // A new price (2,000 đ/kWh) from the middle month: the amounts move, the units do not.
    const { version } = await priceSettings();
    ok(
      await invoke('POST', '/api/settings/prices', {
        body: { from: `${MONTHS[1]}-01`, electricity_per_kwh: 2_000, water: { mode: 'per_person', amount: 100_000 }, version },
        groups: '[admin]',
      }),
      201,
    );
    const priced = await agrees(B);
    expect(priced.find((r) => r.month === MONTHS[2])).toEqual({ month: MONTHS[2], units: 155, amount: 155 * 2_000 });
    expect(priced.find((r) => r.month === MONTHS[0])!.amount).toBe(swapped.find((r) => r.month === MONTHS[0])!.amount);
  });

  it('never trust a kept total made from other sheets: it is made again', async () => {
    const B = 'TT';
    await read(B, MONTHS[0], { '101': 100 });
    await read(B, MONTHS[1], { '101': 150 });
    await agrees(B);
    // A kept total whose sheets are not the ones stored now (as a write the read did not see would leave).
    await db().send(
      new PutCommand({
        TableName: env.tableName(),
        Item: {
          ...keys.roomTotals(B, 'E', MONTHS[1]),
          entity: 'room_totals',
          month: MONTHS[1],
          units: 999,
          amount: 1,
          sheets: `${MONTHS[0]}:0`,
          price: 'null',
        },
      }),
    );
    const r = await report(B);
    expect(r.rows.find((x) => x.month === MONTHS[1])!.units).toBe(50);
    expect(r.sheetReads).toBe(1);
    await agrees(B);
  });

  it('are taken away with the sheets by the admin area, as records of their own type', async () => {
    const kept = await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.roomTotalsOf('MT', 'E') } });
    expect(kept.length).toBe(monthsBetween(MONTHS[0], THIS).length);
    expect(new Set(kept.map((i) => i.entity))).toEqual(new Set(['room_totals']));
    await db().send(new DeleteCommand({ TableName: env.tableName(), Key: keys.roomTotals('MT', 'E', THIS) }));
    expect((await report('MT')).sheetReads).toBe(1);
  });
});
