import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { db } from '../../functions/platform/db/client';
import { keys } from '../../functions/platform/db/keys';
import { pieceOf } from '../../functions/readings/model/sheet-pieces';
import { transact } from '../../functions/platform/db/transact';
import { runItems } from '../../functions/bills/model/bill';
import { controlCounts, type ControlProblem } from '../../shared/api/readings/control';
import { compareNumbered } from '../../shared/text/collate';
import { invoke, ok } from './in-process';
import { made, refusedCursor } from './paging';

// The control follows the billing run, which moves the global edit lock: this file runs in a table of
// its own (the demo rooms), calling the domain handlers in-process as the gateway would.

const B = 'GB';
const M = '2026-10';
useOwnTable('reading-control-test');

const checkIn = (room_id: string) =>
  invoke('POST', '/api/check-ins', {
    body: {
      building: B,
      room_id,
      contract_no: `HD-K${room_id}`,
      start_date: '2026-06-05',
      rent: 3_000_000,
      deposit_held: 0,
      occupants: [{ name: `Khách ${room_id}` }],
      start_readings: { electricity: 1_000, water: 50 },
      internet: false,
    },
  });
const read = async (month: string, type: 'E' | 'W', readings: [string, number][]) =>
  ok(
    await invoke('POST', '/api/bills/electric-water-count', {
      body: { building: B, month, type, readings: readings.map(([room_id, value]) => ({ room_id, value })) },
    }),
  );
type Page = { building: string; month: string; run: unknown; items: Row[]; cursor?: string };
/** Every page of the month's control (a page of rooms each), in order, each a 200. */
async function pagesOf(month: string, limit?: number): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | undefined;
  do {
    const query = { building: B, month, ...(limit ? { limit: String(limit) } : {}), ...(cursor ? { cursor } : {}) };
    const page = ok(await invoke('GET', '/api/bills/control', { query })) as Page;
    pages.push(page);
    cursor = page.cursor;
  } while (cursor);
  return pages;
}
/** The rows in the screen's order: floor, then room (a room's own rows, all on one page, keep the server's order). */
const screenOrder = (rows: Row[]) => [...rows].sort((a, b) => a.floor - b.floor || compareNumbered(a.room_id, b.room_id));
/** The whole month's control as the screen assembles it from every page (web: control-queries.ts). */
const control = async (month: string) => {
  const pages = await pagesOf(month);
  for (const p of pages) expect({ building: p.building, month: p.month, run: p.run }).toEqual({ building: B, month, run: pages[0]!.run });
  const rows = screenOrder(pages.flatMap((p) => p.items));
  return { run: pages[0]!.run as Record<string, unknown> | null, rows, counts: controlCounts(rows) };
};
type Row = {
  floor: number;
  room_id: string;
  type: string;
  problem: ControlProblem;
  kind: string;
  message: string;
  previous: number | null;
  current: number | null;
  usage: number | null;
  average: number | null;
};
const brief = (rows: Row[]) => rows.map((r) => `${r.room_id} ${r.type} ${r.kind}`);

/**
 * GB from June 2026: 101, 102, 103, 104 and 106 staying since 05/06, 105 empty. Electricity read
 * 10 kWh a month June → September; October brings the problems: 102 uses 100 kWh (10× its average),
 * 103 has no reading, 104's reading is below September's (as an import could leave it: the save
 * refuses it), and empty 105 uses 5 kWh. Water is read in October only (a baseline, per person).
 */
describe('kiểm soát điện nước (GET /api/bills/control)', () => {
  it('lists missing, odd and unbilled readings, and nothing once the month is right and billed', async () => {
    for (const room of ['101', '102', '103', '104', '106']) ok(await checkIn(room), 201);
    const rooms = ['101', '102', '103', '104', '105', '106'];
    for (const [i, month] of ['2026-06', '2026-07', '2026-08', '2026-09'].entries())
      await read(
        month,
        'E',
        rooms.map((r) => [r, 1_000 + 10 * i]),
      );
    await read(M, 'E', [
      ['101', 1_040],
      ['102', 1_130],
      ['104', 1_040],
      ['105', 1_035],
      ['106', 1_040],
    ]);
    await db().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        // The room's piece of the sheet (sheet-pieces.ts), changed in place: a reading the save's checks never saw.
        Key: keys.readingPiece(B, 'E', M, pieceOf('104')),
        UpdateExpression: 'SET rooms.#r.#v = :v',
        ExpressionAttributeNames: { '#r': '104', '#v': 'value' },
        ExpressionAttributeValues: { ':v': 1_020 },
      }),
    );
    await read(M, 'W', [
      ['101', 60],
      ['102', 60],
      ['104', 60],
      ['106', 60],
    ]);

    const before = await control(M);
    expect(before.run).toBeNull();
    expect(brief(before.rows)).toEqual([
      '101 E not_run',
      '101 W not_run',
      '102 E spike',
      '102 E not_run',
      '102 W not_run',
      '103 E no_reading',
      '103 W no_reading',
      '104 E below_previous',
      '104 E not_run',
      '104 W not_run',
      '105 E empty_room',
      '106 E not_run',
      '106 W not_run',
    ]);
    expect(before.counts).toEqual({ missing: 2, odd: 3, unbilled: 8 });
    const row = (room: string, kind: string) => before.rows.find((r: Row) => r.room_id === room && r.kind === kind) as Row;
    expect(row('102', 'spike')).toMatchObject({ type: 'E', problem: 'odd', previous: 1_030, current: 1_130, usage: 100, average: 10 });
    expect(row('102', 'spike').message).toBe('Dùng 100 kWh, hơn 3 lần trung bình 3 tháng trước (10 kWh)');
    expect(row('103', 'no_reading')).toMatchObject({ type: 'E', problem: 'missing', previous: 1_030, current: null, usage: null });
    expect(row('103', 'no_reading').message).toBe('Phòng đang ở nhưng chưa có chỉ số điện tháng 10/2026');
    expect(before.rows.find((r: Row) => r.room_id === '103' && r.type === 'W')!.message).toContain('nước tính theo người');
    expect(row('104', 'below_previous')).toMatchObject({ problem: 'odd', previous: 1_030, current: 1_020, usage: null });
    expect(row('104', 'below_previous').message).toContain('nhỏ hơn chỉ số kỳ trước (1030)');
    expect(row('105', 'empty_room')).toMatchObject({ problem: 'odd', usage: 5 });
    expect(row('105', 'empty_room').message).toBe('Phòng không có người ở trong tháng nhưng dùng 5 kWh điện');
    expect(row('101', 'not_run').message).toBe('Đã có chỉ số điện nhưng toà chưa tính tiền tháng 10/2026');
    // Before anyone stayed and anything was read: nothing to look at.
    expect((await control('2026-05')).rows).toEqual([]);

    // Put the month right, run it: nothing left to look at.
    await read(M, 'E', [
      ['102', 1_040],
      ['103', 1_040],
      ['104', 1_040],
      ['105', 1_030],
    ]);
    await read(M, 'W', [['103', 60]]);
    ok(await invoke('POST', '/api/payments', { body: { building: B, month: M } }));
    const after = await control(M);
    expect(after.run).toMatchObject({ building: B, month: M, room_count: 5 });
    expect(after.rows).toEqual([]);
    expect(after.counts).toEqual({ missing: 0, odd: 0, unbilled: 0 });
  });

  it('says when the run happened but a room read that month has no bill', async () => {
    const N = '2026-11';
    await read(N, 'E', [['101', 1_050]]);
    // A run that stopped after its run record, before the bills.
    await transact(runItems({ building: B, month: N, room_count: 5, total: 0, created_at: '2026-11-30T03:00:00.000Z', created_by: 'ketoan' }));
    const c = await control(N);
    const row = c.rows.find((r: Row) => r.room_id === '101' && r.type === 'E');
    expect(row).toMatchObject({ problem: 'unbilled', kind: 'no_bill', previous: 1_040, current: 1_050, usage: 10 });
    expect(row!.message).toBe('Đã tính tiền tháng 11/2026 ngày 30/11/2026 nhưng phòng chưa có hoá đơn');
    expect(brief(c.rows.filter((r: Row) => r.problem === 'missing'))).toEqual([
      '101 W no_reading',
      '102 E no_reading',
      '102 W no_reading',
      '103 E no_reading',
      '103 W no_reading',
      '104 E no_reading',
      '104 W no_reading',
      '106 E no_reading',
      '106 W no_reading',
    ]);
  });

  it('answers a page of rooms at a time: every row once over the pages, the same whatever the page size; a cursor only of its building', async () => {
    // November as the previous test left it: rows for the staying rooms (no reading, no bill), none for the others.
    const N = '2026-11';
    const [whole] = await pagesOf(N, 500);
    expect(whole!.cursor).toBeUndefined();
    expect(whole!.items.length).toBeGreaterThan(4);
    const pages = await pagesOf(N, 2);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.at(-1)!.cursor).toBeUndefined();
    // `limit` counts rooms: a page's rows are of at most 2 rooms, and each room's rows are on one page.
    const roomsOfPage = pages.map((p) => [...new Set(p.items.map((r) => r.room_id))]);
    for (const rooms of roomsOfPage) expect(rooms.length).toBeLessThanOrEqual(2);
    const rooms = roomsOfPage.flat();
    expect(new Set(rooms).size).toBe(rooms.length);
    // Rooms come in key order from page to page; the rows of the whole are those of the pages, once each.
    expect(rooms).toEqual([...rooms].sort());
    expect(screenOrder(pages.flatMap((p) => p.items))).toEqual(screenOrder(whole!.items));
    for (const p of pages) expect(p.run).toEqual(whole!.run);

    // The cursor is a key of the building's rooms: refused on another building, made up, or outside the rooms.
    const cursor = pages[0]!.cursor!;
    await refusedCursor('/api/bills/control', { building: 'BN', month: N, cursor });
    await refusedCursor('/api/bills/control', { building: B, month: N, cursor: 'abc' });
    await refusedCursor('/api/bills/control', { building: B, month: N, cursor: made({ PK: `BLD#${B}`, SK: 'ZZZ' }) });
    await refusedCursor('/api/bills/control', { building: B, month: N, cursor: made({ PK: `BILL#${B}#${N}`, SK: '101' }) });
    const big = await invoke('GET', '/api/bills/control', { query: { building: B, month: N, limit: '501' } });
    expect(big.status).toBe(400);
    expect(big.body.field).toBe('limit');
  });

  it('refuses bad input (400 with the field) and guards (403)', async () => {
    const bad = await invoke('GET', '/api/bills/control', { query: { building: B, month: '2026-13' } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('month');
    const later = await invoke('GET', '/api/bills/control', { query: { building: B, month: '2099-01' } });
    expect(later.status).toBe(400);
    expect(later.body.field).toBe('month');
    expect(later.body.message).toContain('Chưa thể nhập chỉ số cho tháng sau');
    const unknown = await invoke('GET', '/api/bills/control', { query: { building: 'XX', month: M } });
    expect(unknown.body.field).toBe('building');
    const extra = await invoke('GET', '/api/bills/control', { query: { building: B, month: M, room: '101' } });
    expect(extra.status).toBe(400);
    expect((await invoke('GET', '/api/bills/control', { query: { building: B, month: M }, groups: '[SECURITY]' })).status).toBe(403);
  });
});
