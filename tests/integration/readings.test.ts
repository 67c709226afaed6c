import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/platform/db/client';
import { keys } from '../../functions/platform/db/keys';
import { compareNumbered } from '../../shared/text/collate';
import { personsNow, roomSheetsBetween, sheetsBetween } from '../../functions/readings/model/reading';
import { call, everyRow, tokenOf } from './helpers';

/**
 * Meter readings and meter changes (business rules §5) against the real local stack. Building MT,
 * months of 2021 (no other test and no demo history writes readings there); each test takes months
 * of its own, so the tests do not depend on one another's order.
 */
const staff = () => tokenOf('ketoan');
const B = 'MT';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers freely
type Row = any;

/**
 * The month's whole table as the screen assembles it: every page of rooms (GET answers a page at a
 * time), rows in floor and room order, the totals added up, the month's fields the same on each page.
 */
const table = async (month: string, type = 'E') => {
  const pages = await everyPage(`/api/bills/get-two-newest-bills?building=${B}&month=${month}&type=${type}`);
  const { items: _items, cursor: _cursor, ...head } = pages[0]!;
  for (const p of pages) expect({ ...p, items: undefined, cursor: undefined }).toEqual({ ...head, items: undefined, cursor: undefined });
  const rows = pages.flatMap((p) => p.items).sort((a: Row, b: Row) => a.floor - b.floor || compareNumbered(a.room_id, b.room_id));
  return {
    ...head,
    rows,
    total_usage: rows.reduce((s: number, r: Row) => s + (r.usage ?? 0), 0),
    total_amount: rows.reduce((s: number, r: Row) => s + (r.amount ?? 0), 0),
  } as { rows: Row[]; version: number; total_usage: number; total_amount: number; price: { mode: string; unit_price: number } };
};
/** Every page of a paged GET, as answered (each a 200). */
async function everyPage(path: string): Promise<Row[]> {
  const token = await staff();
  const pages: Row[] = [];
  let cursor: string | undefined;
  do {
    const r = await call('GET', `${path}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    pages.push(r.body);
    cursor = r.body.cursor;
  } while (cursor);
  return pages;
}
const rowOf = (t: { rows: Row[] }, room: string) => t.rows.find((r: Row) => r.room_id === room);
const save = async (month: string, readings: { room_id: string; value: number }[], o: { type?: string; key?: string; version?: number } = {}) =>
  call('POST', '/api/bills/electric-water-count', {
    token: await staff(),
    body: { building: B, month, type: o.type ?? 'E', readings, ...(o.version !== undefined ? { version: o.version } : {}) },
    ...(o.key ? { headers: { 'idempotency-key': o.key } } : {}),
  });
const meterChange = async (body: Record<string, unknown>) =>
  call('POST', '/api/meter-change', { token: await staff(), body: { building: B, type: 'E', reason: 'Đồng hồ hỏng', ...body } });

let made = 0;
/** Rooms of this test alone (floor 7 of MT), so no other test's readings come before theirs. */
async function freshRooms(n: number): Promise<string[]> {
  const token = await staff();
  const ids = Array.from({ length: n }, () => `RD${Date.now().toString(36).slice(-4)}${(made++).toString(36)}`.toUpperCase());
  for (const room_id of ids) {
    const r = await call('POST', '/api/rooms', { token, body: { building: B, room_id, floor: 7, rent: 2_500_000, deposit: 2_500_000, max_occupants: 3 } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  }
  return ids;
}

/** The 40 demo rooms of a building: floors 1–5, rooms x01…x08. */
const DEMO_ROOMS = [1, 2, 3, 4, 5].flatMap((f) => Array.from({ length: 8 }, (_, i) => `${f}0${i + 1}`));

describe('the reading table (POST /api/bills/electric-water-count, GET /api/bills/get-two-newest-bills)', () => {
  it('saves a whole building in one request and answers each room’s usage and amount, rooms in floor order', async () => {
    const first = await save(
      '2021-01',
      DEMO_ROOMS.map((room_id, i) => ({ room_id, value: 1000 + i })),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.version).toBe(1);
    // A first reading is a baseline: no usage yet.
    expect(rowOf(first.body, '101')).toMatchObject({ previous: null, current: 1000, usage: null, amount: null, entered_by: 'ketoan' });

    const second = await save(
      '2021-02',
      DEMO_ROOMS.map((room_id, i) => ({ room_id, value: 1000 + i + 10 * (i % 5) })),
      { version: 0 },
    );
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const t = await table('2021-02');
    expect(t).toEqual(second.body);
    expect(t.price).toEqual({ mode: 'per_kwh', unit_price: 2_618 });
    const floors = t.rows.map((r: Row) => r.floor);
    expect(floors).toEqual([...floors].sort((a, b) => a - b));
    expect(t.rows.map((r: Row) => r.room_id).filter((id: string) => DEMO_ROOMS.includes(id))).toEqual(DEMO_ROOMS);
    expect(rowOf(t, '102')).toMatchObject({ previous: 1001, previous_month: '2021-01', current: 1011, usage: 10, amount: 26_180 });
    expect(rowOf(t, '101')).toMatchObject({ usage: 0, amount: 0 });
    const expected = DEMO_ROOMS.reduce((s, _, i) => s + 10 * (i % 5), 0);
    expect(t.total_usage).toBe(expected);
    expect(t.total_amount).toBe(expected * 2_618);

    // Water of the same building is a table of its own; an empty room's water per person is 0 đ.
    const w = await save('2021-02', [{ room_id: '101', value: 7 }], { type: 'W' });
    expect(w.status).toBe(200);
    expect(w.body.price).toEqual({ mode: 'per_person', unit_price: 100_000 });
    expect(rowOf(w.body, '101')).toMatchObject({ current: 7, usage: null });
  });

  it('saves a building of 120 rooms (five floors and more) in one request: one transaction', async () => {
    const extra = Array.from({ length: 80 }, (_, i) => `R9${String(i).padStart(2, '0')}`);
    const token = await staff();
    for (let i = 0; i < extra.length; i += 10)
      await Promise.all(
        extra.slice(i, i + 10).map(async (room_id) => {
          const r = await call('POST', '/api/rooms', {
            token,
            body: { building: B, room_id, floor: 9, rent: 2_000_000, deposit: 2_000_000, max_occupants: 2 },
          });
          expect(r.status, JSON.stringify(r.body)).toBe(201);
        }),
      );
    const all = [...DEMO_ROOMS, ...extra].map((room_id, i) => ({ room_id, value: 500 + i }));
    // 2023: the demo rooms' 2021 readings are more than 13 months before, so these start afresh.
    const r = await save('2023-01', all);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.rows.filter((x: Row) => x.current !== null)).toHaveLength(120);
    const again = await save(
      '2023-02',
      all.map((x) => ({ ...x, value: x.value + 3 })),
    );
    expect(again.body.total_usage).toBe(360);
  });

  it('refuses a reading below the previous one on that room’s field, unless the meter was changed that month', async () => {
    const [r1, r2] = await freshRooms(2);
    await save('2021-03', [
      { room_id: r1, value: 5000 },
      { room_id: r2, value: 700 },
    ]);
    const low = await save('2021-04', [
      { room_id: r2, value: 720 },
      { room_id: r1, value: 40 },
    ]);
    expect(low.status).toBe(400);
    expect(low.body.errors).toEqual([{ path: 'readings.1.value', message: expect.stringContaining('nhỏ hơn chỉ số kỳ trước (5000)') }]);
    expect((await table('2021-04')).version).toBe(0);

    // The old meter ended at 5060 on the 10th; the new one started at 0.
    const mc = await meterChange({ room_id: r1, date: '2021-04-10', old_final: 5060, new_start: 0 });
    expect(mc.status, JSON.stringify(mc.body)).toBe(201);
    const ok = await save('2021-04', [
      { room_id: r2, value: 720 },
      { room_id: r1, value: 40 },
    ]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(rowOf(ok.body, r1)).toMatchObject({
      previous: 5000,
      current: 40,
      usage: 60 + 40,
      amount: 100 * 2_618,
      meter_changes: [{ id: mc.body.id, old_final: 5060, new_start: 0 }],
    });
    // Below the new meter's start is refused too.
    await meterChange({ room_id: r2, date: '2021-05-02', old_final: 730, new_start: 50 });
    const below = await save('2021-05', [{ room_id: r2, value: 49 }]);
    expect(below.status).toBe(400);
    expect(below.body.errors[0]).toMatchObject({ path: 'readings.0.value', message: expect.stringContaining('đầu của đồng hồ mới (50)') });
    // An earlier month may not pass the month after it.
    const past = await save('2021-03', [{ room_id: r2, value: 721 }]);
    expect(past.status).toBe(400);
    expect(past.body.errors[0].message).toMatch(/lớn hơn chỉ số tháng 04\/2021 \(720\)/);
  });

  it('replays a retry with the same Idempotency-Key, refuses the key with another body, and refuses a stale version', async () => {
    const [r1] = await freshRooms(1);
    const key = `readings-${Date.now()}`;
    const a = await save('2021-06', [{ room_id: r1, value: 10 }], { key });
    const b = await save('2021-06', [{ room_id: r1, value: 10 }], { key });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect((await table('2021-06')).version).toBe(1);
    expect((await save('2021-06', [{ room_id: r1, value: 11 }], { key })).status).toBe(409);
    const stale = await save('2021-06', [{ room_id: r1, value: 12 }], { version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale', field: 'version' });
    // Saving the same values again writes nothing.
    expect((await save('2021-06', [{ room_id: r1, value: 10 }])).body.version).toBe(1);
  });

  it('audits who changed which reading, from what to what, newest first, paged with a checked cursor', async () => {
    const [r1, r2] = await freshRooms(2);
    const token = await staff();
    await save('2021-07', [
      { room_id: r1, value: 100 },
      { room_id: r2, value: 200 },
    ]);
    await save('2021-07', [
      { room_id: r1, value: 150 },
      { room_id: r2, value: 200 },
    ]);
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const q = `building=${B}&from=${today}&to=${today}&type=E&room_id=${r1}`;
    const r = await call('GET', `/api/bills/audit-data?${q}`, { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const mine = r.body.items.filter((i: Row) => i.month === '2021-07');
    expect(mine.map((i: Row) => [i.before, i.after])).toEqual([
      [100, 150],
      [null, 100],
    ]);
    expect(mine[0]).toMatchObject({ actor: { username: 'ketoan' }, room_id: r1, type: 'E', building: B });
    // 402 was not changed by the second save.
    const r402 = await call('GET', `/api/bills/audit-data?building=${B}&from=${today}&to=${today}&room_id=${r2}`, { token });
    expect(r402.body.items.filter((i: Row) => i.month === '2021-07')).toHaveLength(1);

    const page1 = await call('GET', `/api/bills/audit-data?${q}&limit=1`, { token });
    expect(page1.body.items).toHaveLength(1);
    expect(page1.body.cursor).toBeTruthy();
    const page2 = await call('GET', `/api/bills/audit-data?${q}&limit=1&cursor=${page1.body.cursor}`, { token });
    expect(page2.status).toBe(200);
    expect(page2.body.items[0].id).not.toBe(page1.body.items[0].id);
    const forged = Buffer.from(JSON.stringify({ PK: 'LOG#2021-07', SK: `${today}T00:00:00.000Z#x` })).toString('base64url');
    expect((await call('GET', `/api/bills/audit-data?${q}&cursor=${forged}`, { token })).status).toBe(400);
    expect((await call('GET', `/api/bills/audit-data?building=${B}&from=2020-01-01&to=2021-06-01`, { token })).body.errors[0].path).toBe('to');
    // The activity log has the save too.
    const logs = await call('GET', `/api/logs?from=${today}&to=${today}&q=${encodeURIComponent('tháng 07/2021 toà MT')}`, { token });
    expect(logs.body.items.length).toBeGreaterThanOrEqual(2);
  });

  it('answers the start readings of a stay: the newest reading taken by the date, or a meter fitted since', async () => {
    const [r1] = await freshRooms(1);
    await save('2021-08', [{ room_id: r1, value: 300 }]);
    await save('2021-08', [{ room_id: r1, value: 12 }], { type: 'W' });
    const at = async (date: string) =>
      (await call('GET', `/api/bills/get-bills-for-check-in?building=${B}&room_id=${r1}&date=${date}`, { token: await staff() })).body;
    expect(await at('2021-09-05')).toMatchObject({ electricity: { value: 300, month: '2021-08', source: 'reading' }, water: { value: 12, month: '2021-08' } });
    expect(await at('2021-08-15')).toMatchObject({ electricity: null, water: null });
    await meterChange({ room_id: r1, date: '2021-09-03', old_final: 320, new_start: 0 });
    expect((await at('2021-09-05')).electricity).toEqual({ value: 0, month: '2021-09', source: 'meter_change' });
    expect((await call('GET', `/api/bills/get-bills-for-check-in?building=${B}&room_id=NOPE&date=2021-09-05`, { token: await staff() })).status).toBe(404);
  });

  it('answers one room’s start readings out of sheets holding every room of the building (each sheet read narrowed to that room)', async () => {
    // Demo rooms (no test of this file reads them in 2024): new rooms would only grow the building's table.
    const [r1, r2, r3] = ['305', '306', '307'];
    // 2024-03/04 (nothing else reads MT within 13 months of them): sheets holding every room of the building (40 demo rooms and more), each its own value.
    const all = (await everyRow(`/api/rooms?building=${B}&limit=500`, await staff())).map((r: Row) => r.room_id as string);
    expect(all.length).toBeGreaterThanOrEqual(40);
    const value = (room: string, base: number) => base + all.indexOf(room);
    for (const [month, type, base] of [
      ['2024-03', 'E', 5_000],
      ['2024-03', 'W', 700],
      ['2024-04', 'E', 6_000],
    ] as const) {
      const r = await save(
        month,
        all.filter((room) => !(month === '2024-04' && room === r2)).map((room_id) => ({ room_id, value: value(room_id, base) })),
        { type },
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    // Another room's meter change in the same month is not this room's.
    expect((await meterChange({ room_id: r3, date: '2024-04-10', old_final: 6_100, new_start: 0 })).status).toBe(201);
    const at = async (room: string, date: string) =>
      (await call('GET', `/api/bills/get-bills-for-check-in?building=${B}&room_id=${room}&date=${date}`, { token: await staff() })).body;
    expect(await at(r1, '2024-05-03')).toEqual({
      building: B,
      room_id: r1,
      date: '2024-05-03',
      electricity: { value: value(r1, 6_000), month: '2024-04', source: 'reading' },
      water: { value: value(r1, 700), month: '2024-03', source: 'reading' },
    });
    // r2 has no April reading: its March one, not a neighbour's April one.
    expect((await at(r2, '2024-05-03')).electricity).toEqual({ value: value(r2, 5_000), month: '2024-03', source: 'reading' });
    expect((await at(r3, '2024-04-20')).electricity).toEqual({ value: 0, month: '2024-04', source: 'meter_change' });
    expect((await at('101', '2024-04-15')).electricity).toEqual({ value: value('101', 5_000), month: '2024-03', source: 'reading' });

    // What the read carries back of each sheet: the one room's entries, not the building's.
    const narrowed = await roomSheetsBetween(B, 'E', '2024-03', '2024-04', [r3]);
    expect(narrowed.map((s) => [s.month, Object.keys(s.rooms), Object.keys(s.meter_changes)])).toEqual([
      ['2024-03', [r3], []],
      ['2024-04', [r3], [r3]],
    ]);
    // Asked for more rooms than one projection holds (read in slices of 100, merged; rooms not there are
    // absent): the sheets as stored.
    const whole = await sheetsBetween(B, 'E', '2024-03', '2024-04');
    const sheetOf = (s: { month: string; version: number; rooms: object; meter_changes: object }) => [s.month, s.version, s.rooms, s.meter_changes];
    expect((await roomSheetsBetween(B, 'E', '2024-03', '2024-04', [...all, ...Array.from({ length: 150 }, (_, i) => `NOPE${i}`)])).map(sheetOf)).toEqual(
      whole.map(sheetOf),
    );
  });
});

describe('meter changes (/api/meter-change)', () => {
  it('lists, edits on the version read, refuses a second one in the month and a move to another month, deletes with a reason', async () => {
    const [r1] = await freshRooms(1);
    const token = await staff();
    await save('2021-09', [{ room_id: r1, value: 800 }]);
    const created = await meterChange({ room_id: r1, date: '2021-10-04', old_final: 850, new_start: 2 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ building: B, type: 'E', room_id: r1, month: '2021-10', version: 1, created_by: 'ketoan' });
    const list = await call('GET', `/api/meter-change?building=${B}&type=E&from=2021-10-01&to=2021-10-31`, { token });
    expect(list.body.map((m: Row) => m.id)).toContain(created.body.id);
    expect((await call('GET', `/api/meter-change?building=${B}&type=W&from=2021-10-01&to=2021-10-31`, { token })).body.map((m: Row) => m.id)).not.toContain(
      created.body.id,
    );

    const twice = await meterChange({ room_id: r1, date: '2021-10-20', old_final: 860, new_start: 0 });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'duplicate', field: 'room_id' });

    const path = `/api/meter-change/${created.body.id}`;
    const edit = await call('PUT', path, { token, body: { date: '2021-10-05', old_final: 855, new_start: 0, reason: 'Sửa số', version: 1 } });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body).toMatchObject({ date: '2021-10-05', old_final: 855, new_start: 0, version: 2, updated_by: 'ketoan' });
    expect((await call('PUT', path, { token, body: { date: '2021-10-05', old_final: 856, new_start: 0, reason: 'x', version: 1 } })).body).toMatchObject({
      code: 'stale',
      field: 'version',
    });
    const moved = await call('PUT', path, { token, body: { date: '2021-11-05', old_final: 855, new_start: 0, reason: 'x', version: 2 } });
    expect(moved.status).toBe(400);
    expect(moved.body.errors[0].path).toBe('date');
    const low = await call('PUT', path, { token, body: { date: '2021-10-05', old_final: 799, new_start: 0, reason: 'x', version: 2 } });
    expect(low.status).toBe(400);
    expect(low.body.errors[0].path).toBe('old_final');

    // October's reading below September's needs the change: it cannot go while that reading stands.
    expect((await save('2021-10', [{ room_id: r1, value: 30 }])).status).toBe(200);
    const refused = await call('DELETE', path, { token, body: { reason: 'Nhập nhầm', version: 2 } });
    expect(refused.status).toBe(409);
    expect(refused.body.field).toBe('id');
    expect((await save('2021-10', [{ room_id: r1, value: 900 }])).status).toBe(200);
    const gone = await call('DELETE', path, { token, body: { reason: 'Nhập nhầm', version: 2 } });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(rowOf(await table('2021-10'), r1)).toMatchObject({ previous: 800, current: 900, usage: 100, meter_changes: [] });
    expect((await call('DELETE', path, { token, body: { reason: 'Lần nữa', version: 2 } })).status).toBe(404);
  });

  it('is refused with 409 Kỳ đã khoá sổ once its month is billed, and so is a month’s reading', async () => {
    const [r1, r2] = await freshRooms(2);
    const token = await staff();
    await save('2020-02', [{ room_id: r1, value: 10 }]);
    const made = await meterChange({ room_id: r1, date: '2020-02-20', old_final: 20, new_start: 0 });
    expect(made.status).toBe(201);
    // The billing run writes the lock item in its transaction (keys.editLock: first open month).
    await db().send(new PutCommand({ TableName: process.env.TABLE_NAME, Item: { ...keys.editLock, entity: 'edit_lock', month: '2020-03' } }));
    try {
      const create = await meterChange({ room_id: r2, date: '2020-02-10', old_final: 5, new_start: 0 });
      expect(create.status).toBe(409);
      expect(create.body).toMatchObject({ message: 'Kỳ đã khoá sổ', code: 'period_locked', field: 'date' });
      const edit = await call('PUT', `/api/meter-change/${made.body.id}`, {
        token,
        body: { date: '2020-02-21', old_final: 20, new_start: 0, reason: 'x', version: 1 },
      });
      expect(edit.body).toMatchObject({ code: 'period_locked' });
      expect((await call('DELETE', `/api/meter-change/${made.body.id}`, { token, body: { reason: 'x', version: 1 } })).body).toMatchObject({
        code: 'period_locked',
      });
      const reading = await save('2020-02', [{ room_id: r1, value: 11 }]);
      expect(reading.status).toBe(409);
      expect(reading.body).toMatchObject({ message: 'Kỳ đã khoá sổ', field: 'month' });
      // The open month is still open.
      expect((await save('2020-03', [{ room_id: r1, value: 12 }])).status).toBe(200);
    } finally {
      await db().send(new DeleteCommand({ TableName: process.env.TABLE_NAME, Key: keys.editLock }));
    }
  });
});

describe('the reading table a page of rooms at a time', () => {
  it('answers every room once over its pages, each page within its limit, the same rows whatever the page size; a cursor only of its own building', async () => {
    const path = (month: string, type: string, limit: number) => `/api/bills/get-two-newest-bills?building=${B}&month=${month}&type=${type}&limit=${limit}`;
    // Other files may add rooms to the building meanwhile: the pages hold every room there before,
    // none that is not there after, each once, in the rooms' key order.
    const roomsOf = async () => (await everyRow(`/api/rooms?building=${B}&limit=500`, await staff())).map((r: Row) => r.room_id as string);
    const before = await roomsOf();
    for (const [month, type] of [
      ['2021-02', 'E'],
      ['2022-06', 'W'],
    ]) {
      const whole = (await everyPage(path(month!, type!, 500))).flatMap((p) => p.items);
      const paged = await everyPage(path(month!, type!, 2));
      const after = new Set(await roomsOf());
      for (const p of paged) expect(p.items.length).toBeLessThanOrEqual(2);
      expect(paged.at(-1)!.cursor).toBeUndefined();
      const rows = paged.flatMap((p) => p.items);
      // A page's rows are sorted for people (floor, then number); its rooms are one run of the key order.
      const ids = paged.flatMap((p) => p.items.map((r: Row) => r.room_id as string).sort());
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual([...ids].sort());
      expect(ids.filter((id) => before.includes(id))).toEqual(before);
      expect(ids.filter((id) => !after.has(id))).toEqual([]);
      // The same rows whatever the page size (every room there before is in both).
      const inWhole = new Map(whole.map((r: Row) => [r.room_id, r]));
      const common = rows.filter((r: Row) => inWhole.has(r.room_id));
      expect(common).toEqual(common.map((r: Row) => inWhole.get(r.room_id)));
      expect(common.filter((r: Row) => before.includes(r.room_id))).toHaveLength(before.length);
    }
    // Who stays now, counted per page for the page's rooms only, is the building's count of each room.
    const staying = await personsNow(B);
    for (const r of (await everyPage(path('2022-06', 'W', 3))).flatMap((p) => p.items)) expect(r.persons, r.room_id).toBe(staying.get(r.room_id) ?? 0);

    const token = await staff();
    const first = await call('GET', path('2021-02', 'E', 2), { token });
    expect(first.body.items).toHaveLength(2);
    expect(first.body.cursor).toEqual(expect.any(String));
    const refused = async (url: string) => {
      const r = await call('GET', url, { token });
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.errors[0].path).toBe(url.includes('limit=501') ? 'limit' : 'cursor');
    };
    // Another building's cursor, a made-up one, a key outside the rooms: 400 on `cursor`; too large a page: 400 on `limit`.
    await refused(`/api/bills/get-two-newest-bills?building=BN&month=2021-02&type=E&cursor=${first.body.cursor}`);
    await refused(`${path('2021-02', 'E', 2)}&cursor=abc`);
    await refused(`${path('2021-02', 'E', 2)}&cursor=${Buffer.from(JSON.stringify({ PK: `BLD#${B}`, SK: 'ZZZ' })).toString('base64url')}`);
    await refused(path('2021-02', 'E', 501));
  });
});

describe('bad input, unknown rooms and guards', () => {
  it('refuses bad input with 400 naming the field, an unknown room with 404, and guards with 403', async () => {
    const token = await staff();
    const body = { building: B, month: '2021-12', type: 'E', readings: [{ room_id: '101', value: 1 }] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body, month: '2021-13' }, 'month'],
      [{ ...body, month: '2099-01' }, 'month'],
      [{ ...body, month: '2019-09' }, 'month'],
      [{ ...body, type: 'X' }, 'type'],
      [{ ...body, building: 'ZZ' }, 'building'],
      [{ ...body, readings: [] }, 'readings'],
      [{ ...body, readings: [{ room_id: '101', value: -1 }] }, 'readings.0.value'],
      [{ ...body, readings: [{ room_id: '101', value: 1.5 }] }, 'readings.0.value'],
      [
        {
          ...body,
          readings: [
            { room_id: '101', value: 1 },
            { room_id: '101', value: 2 },
          ],
        },
        'readings.1.room_id',
      ],
      [{ ...body, extra: 1 }, 'extra'],
    ];
    for (const [b, field] of cases) {
      const r = await call('POST', '/api/bills/electric-water-count', { token, body: b });
      expect(r.status, field).toBe(400);
      expect(
        r.body.errors.map((e: { path: string }) => e.path),
        field,
      ).toContain(field);
    }
    const unknown = await save('2021-12', [
      { room_id: '101', value: 1 },
      { room_id: 'NOPE', value: 1 },
    ]);
    expect(unknown.status).toBe(404);
    expect(unknown.body.field).toBe('readings.1.room_id');
    expect((await table('2021-12')).version).toBe(0);

    const mcCases: [Record<string, unknown>, string][] = [
      [{ room_id: '101', date: '2099-01-01', old_final: 1, new_start: 0 }, 'date'],
      [{ room_id: '101', date: '2021-12-01', old_final: -1, new_start: 0 }, 'old_final'],
      [{ room_id: '101', date: '2021-12-01', old_final: 1, new_start: 0, reason: '' }, 'reason'],
    ];
    for (const [b, field] of mcCases) {
      const r = await meterChange(b);
      expect(r.status, field).toBe(400);
      expect(
        r.body.errors.map((e: { path: string }) => e.path),
        field,
      ).toContain(field);
    }
    const noRoom = await meterChange({ room_id: 'NOPE', date: '2021-12-01', old_final: 1, new_start: 0 });
    expect(noRoom).toMatchObject({ status: 404, body: { field: 'room_id' } });
    expect(
      (await call('PUT', '/api/meter-change/01JNOSUCH', { token, body: { date: '2021-12-01', old_final: 1, new_start: 0, reason: 'x', version: 1 } })).status,
    ).toBe(404);

    const guard = await tokenOf('baove1');
    expect((await call('GET', `/api/bills/get-two-newest-bills?building=${B}&month=2021-12&type=E`, { token: guard })).status).toBe(403);
    expect((await call('POST', '/api/bills/electric-water-count', { token: guard, body })).status).toBe(403);
    expect((await call('GET', `/api/meter-change?building=${B}&type=E&from=2021-12-01&to=2021-12-31`, { token: guard })).status).toBe(403);
    expect((await call('GET', `/api/bills/audit-data?building=${B}&from=2021-12-01&to=2021-12-31`, { token: guard })).status).toBe(403);
  });
});
