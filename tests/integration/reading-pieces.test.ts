import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { invoke, ok } from './in-process';
import { db } from '../../functions/platform/db/client';
import { env } from '../../functions/platform/env';
import { keys } from '../../functions/platform/db/keys';
import { queryAll } from '../../functions/platform/db/query';
import { installRecorder } from '../../functions/platform/db/recorder';
import { roomSheetsBetween, sheetsBetween } from '../../functions/readings/model/reading';
import type { Sheet } from '../../functions/readings/model/reading-table';
import { inlineSheetItem } from './utility-sheets';

/**
 * A month's reading sheet in pieces of a floor (readings/model/sheet-pieces.ts) against the real
 * DynamoDB Local: what a save writes, what a read of a few rooms reads, a sheet stored before pieces,
 * and reads racing saves. A table of its own (the 40 demo rooms a building: floors 1–5, x01…x08).
 */
useOwnTable('reading-pieces-test');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers freely
type Row = any;
const FLOORS = [1, 2, 3, 4, 5];
const ROOMS = FLOORS.flatMap((f) => Array.from({ length: 8 }, (_, i) => `${f}0${i + 1}`));

const save = (building: string, month: string, readings: [string, number][]) =>
  invoke('POST', '/api/bills/electric-water-count', {
    body: { building, month, type: 'E', readings: readings.map(([room_id, value]) => ({ room_id, value })) },
  });
const stored = (building: string, month: string) =>
  queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
    ExpressionAttributeValues: { ':pk': keys.readingSheets(building, 'E'), ':lo': month, ':hi': `${month}$` },
    ConsistentRead: true,
  });
const valuesOf = (s: Sheet | undefined) => Object.fromEntries(Object.entries(s?.rooms ?? {}).map(([room, r]) => [room, r.value]));

describe('a reading sheet in pieces of a floor', () => {
  it('stores the readings in a piece per floor and writes back only the pieces a save changed', async () => {
    ok(
      await save('BN', '2026-09', [
        ['101', 100],
        ['102', 200],
        ['301', 300],
      ]),
    );
    let items = await stored('BN', '2026-09');
    expect(items.map((i) => i.SK)).toEqual(['2026-09', '2026-09#p1', '2026-09#p3']);
    expect(items[0]).not.toHaveProperty('rooms');
    expect(items[0]).toMatchObject({ entity: 'reading_sheet', version: 1, pieces: { p1: 1, p3: 1 } });
    expect(items[2]).toMatchObject({ entity: 'reading_piece', version: 1, rooms: { '301': { value: 300 } } });

    ok(await save('BN', '2026-09', [['102', 210]]));
    items = await stored('BN', '2026-09');
    expect(items.map((i) => [i.SK, i.version])).toEqual([
      ['2026-09', 2],
      ['2026-09#p1', 2],
      ['2026-09#p3', 1],
    ]);
    expect(items[0]).toMatchObject({ pieces: { p1: 2, p3: 1 } });
    const [whole] = await sheetsBetween('BN', 'E', '2026-09', '2026-09');
    expect(valuesOf(whole)).toEqual({ '101': 100, '102': 210, '301': 300 });
  });

  it('reads a few rooms out of their own pieces only: the same items whatever else the building holds', async () => {
    ok(
      await save(
        'TT',
        '2026-08',
        ROOMS.map((room, i) => [room, 1_000 + i]),
      ),
    );
    ok(
      await save(
        'TT',
        '2026-09',
        ROOMS.map((room, i) => [room, 1_100 + i]),
      ),
    );
    const recorder = installRecorder();
    const narrowed = await roomSheetsBetween('TT', 'E', '2026-08', '2026-09', ['305']);
    expect(narrowed.map((s) => [s.month, valuesOf(s)])).toEqual([
      ['2026-08', { '305': 1_020 }],
      ['2026-09', { '305': 1_120 }],
    ]);
    // Each month's own item and floor 3's piece: 4 items, not the building's 5 floors.
    expect(recorder.calls.map((c) => [c.command, c.items])).toEqual([['BatchGetItemCommand', 4]]);
    // The check-in's start reading is read the same way.
    const start = ok(await invoke('GET', '/api/bills/get-bills-for-check-in', { query: { building: 'TT', room_id: '305', date: '2026-10-02' } }));
    expect(start.electricity).toEqual({ value: 1_120, month: '2026-09', source: 'reading' });
  });

  it('reads a sheet stored before pieces as it is, and its next save moves every reading into pieces', async () => {
    const month = '2026-07';
    const sheet: Sheet = {
      building: 'GB',
      type: 'E',
      month,
      rooms: Object.fromEntries(ROOMS.map((room, i) => [room, { value: 500 + i, persons: 1, at: `${month}-28T03:00:00Z`, by: 'ketoan' }])),
      meter_changes: {},
      version: 4,
    };
    await db().send(new PutCommand({ TableName: env.tableName(), Item: inlineSheetItem(sheet) }));
    const table = async () =>
      ok(await invoke('GET', '/api/bills/get-two-newest-bills', { query: { building: 'GB', month, type: 'E', limit: '100' } })).items as Row[];
    const before = await table();
    expect(before.find((r) => r.room_id === '402')).toMatchObject({ current: 500 + ROOMS.indexOf('402'), entered_by: 'ketoan' });

    ok(await save('GB', month, [['101', 900]]));
    const items = await stored('GB', month);
    expect(items.map((i) => i.SK)).toEqual([month, ...FLOORS.map((f) => `${month}#p${f}`)]);
    expect(items[0]).not.toHaveProperty('rooms');
    expect(items[0]).toMatchObject({ version: 5, pieces: Object.fromEntries(FLOORS.map((f) => [`p${f}`, 5])) });
    const after = await table();
    expect(after.find((r) => r.room_id === '101')).toMatchObject({ current: 900 });
    expect(after.filter((r) => r.room_id !== '101')).toEqual(before.filter((r) => r.room_id !== '101'));
  });

  it('refuses (400, nothing written) a save that would put more than 50 pieces: rooms named outside any numbered floor', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => `K${i}-101`);
    for (const room_id of ids)
      ok(await invoke('POST', '/api/rooms', { body: { building: 'MA', room_id, floor: 9, rent: 2_000_000, deposit: 2_000_000, max_occupants: 2 } }), 201);
    const r = await save(
      'MA',
      '2026-05',
      ids.map((id) => [id, 10]),
    );
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'body.readings', message: 'Tối đa 50 tầng một lần lưu' }]);
    expect(await stored('MA', '2026-05')).toEqual([]);
    ok(
      await save(
        'MA',
        '2026-05',
        ids.slice(0, 50).map((id) => [id, 10]),
      ),
    );
    expect(await stored('MA', '2026-05')).toHaveLength(51);
  });

  it('never answers half a save: reads racing saves of two floors see both rooms at the same reading', async () => {
    const month = '2026-06';
    let saving = true;
    const seen: [number, number][] = [];
    const reader = async (read: () => Promise<Sheet[]>) => {
      while (saving) {
        const [s] = await read();
        if (s) seen.push([s.rooms['101']!.value, s.rooms['501']!.value]);
      }
    };
    const readers = [reader(() => sheetsBetween('XA', 'E', month, month)), reader(() => roomSheetsBetween('XA', 'E', month, month, ['101', '501']))];
    for (let v = 1; v <= 12; v++)
      ok(
        await save('XA', month, [
          ['101', v * 10],
          ['501', v * 10],
        ]),
      );
    saving = false;
    await Promise.all(readers);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter(([a, b]) => a !== b)).toEqual([]);
  });
});
