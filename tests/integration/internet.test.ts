import { describe, expect, it } from 'vitest';
import { internetChargesFor, internetPriceFor } from '../../functions/internet/model/internet';
import { call, tokenOf } from './helpers';
import { logsAbout, staff, uniqueRoom } from './stays-fixtures';
import { checkPages, keyOf, made, partitionOf, recordedRead, refusedCursor } from './paging';

/** Internet per room (business rules §8) through the API, on rooms of XA no other test uses. */

const B = 'XA';

async function newRoom(): Promise<string> {
  const room_id = uniqueRoom('N');
  const r = await call('POST', '/api/rooms', {
    token: await staff(),
    body: { building: B, room_id, floor: 3, rent: 3_000_000, deposit: 3_000_000, max_occupants: 3 },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return room_id;
}

const register = async (room_id: string, over: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  call('POST', '/api/internet', {
    token: await staff(),
    headers,
    body: { building: B, room_id, provider: 'VNPT', account: `vnpt-${room_id}`.toLowerCase(), monthly_price: 200_000, start_date: '2026-09-10', ...over },
  });

async function service(room_id: string, over: Record<string, unknown> = {}) {
  const r = await register(room_id, over);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { id: string; version: number; room_id: string; status: string };
}

type Op = 'activate' | 'cut-internet' | 'cancel-internet-room' | 'change-room-id';
const change = async (op: Op, s: { id: string; version: number }, body: Record<string, unknown>, headers?: Record<string, string>) =>
  call('POST', `/api/internet/${op}`, { token: await staff(), headers, body: { building: B, id: s.id, version: s.version, ...body } });

const list = async (query: string) => {
  const r = await call('GET', `/api/internet?${query}`, { token: await staff() });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { items: { id: string; room_id: string; status: string; building: string }[]; cursor?: string };
};

describe('POST /api/internet', () => {
  it('registers a service for a room, dated and logged, and lists it', async () => {
    const room = await newRoom();
    const r = await register(room, { notes: 'Modem tầng 3' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      building: B,
      room_id: room,
      provider: 'VNPT',
      monthly_price: 200_000,
      start_date: '2026-09-10',
      status: 'active',
      status_date: '2026-09-10',
      notes: 'Modem tầng 3',
      version: 1,
      created_by: 'ketoan',
      history: [{ date: '2026-09-10', event: 'registered', status: 'active', room_id: room, monthly_price: 200_000, by: 'ketoan' }],
    });
    expect(r.body.ended_on).toBeUndefined();
    const found = await list(`building=${B}&room_id=${room}`);
    expect(found.items).toEqual([r.body]);
    const logs = await logsAbout(`Đăng ký internet phòng ${room}`, 'create');
    expect(logs).toHaveLength(1);
  });

  it('refuses a second running service on a room (409 duplicate on room_id), even two at once', async () => {
    const room = await newRoom();
    await service(room);
    const again = await register(room, { provider: 'FPT' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'duplicate', field: 'room_id' });
    expect(again.body.message).toContain(room);

    const other = await newRoom();
    const both = await Promise.all([register(other), register(other, { provider: 'Viettel' })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await list(`building=${B}&room_id=${other}`)).items).toHaveLength(1);
  });

  it('answers 404 on room_id for a room the building does not have', async () => {
    const r = await register('ZZ999');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 'not_found', field: 'room_id' });
  });

  it('refuses bad input with 400 naming the field, in Vietnamese, writing nothing', async () => {
    const room = await newRoom();
    const cases: [Record<string, unknown>, string][] = [
      [{ monthly_price: 1.5 }, 'monthly_price'],
      [{ monthly_price: -1 }, 'monthly_price'],
      [{ monthly_price: 200_000_000_000 }, 'monthly_price'],
      [{ monthly_price: '200000' }, 'monthly_price'],
      [{ provider: '  ' }, 'provider'],
      [{ account: undefined }, 'account'],
      [{ start_date: '2026-02-30' }, 'start_date'],
      [{ start_date: '2099-01-01' }, 'start_date'],
      [{ start_date: '2019-01-01' }, 'start_date'],
      [{ building: 'ZZ' }, 'building'],
      [{ room_id: '1 01' }, 'room_id'],
      [{ status: 'cut' }, 'status'],
    ];
    for (const [over, field] of cases) {
      const r = await register(room, over);
      expect(r.status, field).toBe(400);
      expect(r.body.field, field).toBe(field);
      expect(
        r.body.errors.map((e: { path: string }) => e.path.replace(/^body\./, '')),
        field,
      ).toContain(field);
    }
    expect((await register(room, { provider: '' })).body.errors[0].message).toBe('Vui lòng nhập nhà cung cấp');
    expect((await register(room, { monthly_price: 1.5 })).body.errors[0].message).toBe('Số tiền phải là số nguyên (đồng)');
    expect((await list(`building=${B}&room_id=${room}`)).items).toEqual([]);

    const s = await service(room);
    for (const [body, field] of [
      [{ date: '2026-09-09' }, 'date'],
      [{ date: '2026-09-31' }, 'date'],
      [{ date: '2026-10-01', version: 0 }, 'version'],
      [{ date: '2026-10-01', id: 'nope' }, 'id'],
      [{ date: '2026-10-01', extra: 1 }, 'extra'],
    ] as const) {
      const r = await change('cut-internet', s, body);
      expect(r.status, field).toBe(400);
      expect(r.body.field, field).toBe(field);
    }
    // Dated before the service's newest change: history stays in date order.
    expect((await change('cut-internet', s, { date: '2026-09-09' })).body.message).toMatch(/^Ngày phải từ 10-09-2026/);
    for (const q of [
      'status=open',
      'limit=0',
      'limit=5000',
      'cursor=abc',
      `cursor=${Buffer.from(JSON.stringify({ PK: 'LOG#2026-01', SK: 'x' })).toString('base64url')}`,
      'building=QQ',
      'colour=red',
    ]) {
      const r = await call('GET', `/api/internet?${q}`, { token: await staff() });
      expect(r.status, q).toBe(400);
    }
  });

  it('is staff’s: a guard gets 403 on the list and every write', async () => {
    const token = await tokenOf('baove1');
    expect((await call('GET', `/api/internet?building=${B}`, { token })).status).toBe(403);
    for (const path of ['', '/change-room-id', '/activate', '/cut-internet', '/cancel-internet-room'])
      expect((await call('POST', `/api/internet${path}`, { token, body: { building: B } })).status, path).toBe(403);
  });
});

describe('status changes', () => {
  it('cuts and activates again (with a new price from the date), each dated in the history and logged', async () => {
    const room = await newRoom();
    const s = await service(room);
    const cut = await change('cut-internet', s, { date: '2026-10-05', reason: 'Chưa đóng tiền' });
    expect(cut.status, JSON.stringify(cut.body)).toBe(200);
    expect(cut.body).toMatchObject({ status: 'cut', status_date: '2026-10-05', version: 2 });
    expect(cut.body.history.at(-1)).toMatchObject({ date: '2026-10-05', event: 'cut', status: 'cut', reason: 'Chưa đóng tiền', monthly_price: 200_000 });
    // Cut twice, or activate the active one: refused by status.
    const twice = await change('cut-internet', cut.body, { date: '2026-10-06' });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'state', field: 'id' });

    const on = await change('activate', cut.body, { date: '2026-10-20', monthly_price: 220_000 });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body).toMatchObject({ status: 'active', monthly_price: 220_000, version: 3 });
    expect(on.body.history.map((h: { event: string; monthly_price: number }) => [h.event, h.monthly_price])).toEqual([
      ['registered', 200_000],
      ['cut', 200_000],
      ['activated', 220_000],
    ]);
    expect((await change('activate', on.body, { date: '2026-10-21' })).body).toMatchObject({ code: 'state', field: 'id' });
    expect((await list(`building=${B}&room_id=${room}`)).items[0]).toEqual(on.body);
    expect(await logsAbout(`Cắt internet phòng ${room}`, 'update')).toHaveLength(1);
    expect((await logsAbout(`Mở lại internet phòng ${room}`, 'update'))[0]!.summary).toContain('200000 đ → 220000 đ');
  });

  it('refuses a change made on a stale version (409 stale on id)', async () => {
    const s = await service(await newRoom());
    expect((await change('cut-internet', s, { date: '2026-10-01' })).status).toBe(200);
    const stale = await change('cancel-internet-room', s, { date: '2026-10-02' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale', field: 'id' });
    expect((await change('cut-internet', { ...s, id: '01JZZZZZZZZZZZZZZZZZZZZZZZ' }, { date: '2026-10-02' })).body).toMatchObject({
      code: 'not_found',
      field: 'id',
    });
  });

  it('cancels for good: no activate, cut or move after it, and the room takes a new service', async () => {
    const room = await newRoom();
    const s = await service(room);
    const cut = (await change('cut-internet', s, { date: '2026-10-01' })).body;
    const gone = await change('cancel-internet-room', cut, { date: '2026-10-15', reason: 'Khách trả phòng' });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(gone.body).toMatchObject({ status: 'cancelled', status_date: '2026-10-15', version: 3 });
    expect(gone.body.ended_on).toBeUndefined();
    const other = await newRoom();
    for (const [op, body] of [
      ['activate', { date: '2026-10-20' }],
      ['cut-internet', { date: '2026-10-20' }],
      ['cancel-internet-room', { date: '2026-10-20' }],
      ['change-room-id', { date: '2026-10-20', room_id: other }],
    ] as const) {
      const r = await change(op, gone.body, body);
      expect(r.status, op).toBe(409);
      expect(r.body, op).toMatchObject({ code: 'state', field: 'id' });
    }
    expect((await register(room, { provider: 'FPT', start_date: '2026-10-20' })).status).toBe(201);
    expect((await list(`building=${B}&room_id=${room}&status=cancelled`)).items.map((i) => i.id)).toEqual([s.id]);
    expect(await logsAbout(`Huỷ internet phòng ${room}`, 'delete')).toHaveLength(1);
  });

  it('lets exactly one of a cut and a cancel made at once on the same version win', async () => {
    for (let i = 0; i < 3; i++) {
      const s = await service(await newRoom());
      const [cut, cancel] = await Promise.all([change('cut-internet', s, { date: '2026-10-01' }), change('cancel-internet-room', s, { date: '2026-10-01' })]);
      expect([cut.status, cancel.status].sort()).toEqual([200, 409]);
      const loser = cut.status === 409 ? cut : cancel;
      expect(loser.body.field).toBe('id');
      expect(['stale', 'state']).toContain(loser.body.code);
      const now = (await list(`building=${B}&room_id=${s.room_id}`)).items[0] as unknown as { version: number; history: unknown[]; status: string };
      expect(now.version).toBe(2);
      expect(now.history).toHaveLength(2);
      expect(now.status).toBe(cut.status === 200 ? 'cut' : 'cancelled');
    }
  });

  it('replays a change retried with its Idempotency-Key, and refuses the key on another body', async () => {
    const s = await service(await newRoom());
    const key = { 'Idempotency-Key': `net-${s.id}` };
    const first = await change('cut-internet', s, { date: '2026-10-03' }, key);
    const again = await change('cut-internet', s, { date: '2026-10-03' }, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await list(`building=${B}&room_id=${s.room_id}`)).items[0]).toMatchObject({ version: 2, status: 'cut' });
    expect((await change('cut-internet', s, { date: '2026-10-04' }, key)).status).toBe(409);

    const room = await newRoom();
    const createKey = { 'Idempotency-Key': `net-create-${room}` };
    const made = await register(room, {}, createKey);
    const remade = await register(room, {}, createKey);
    expect([made.status, remade.status]).toEqual([201, 201]);
    expect(remade.body.id).toBe(made.body.id);
  });
});

describe('POST /api/internet/change-room-id', () => {
  it('moves a running service to a free room of the building, which then holds it', async () => {
    const [from, to, taken] = [await newRoom(), await newRoom(), await newRoom()];
    const s = await service(from);
    await service(taken);
    const same = await change('change-room-id', s, { date: '2026-10-01', room_id: from });
    expect(same.status).toBe(400);
    expect(same.body.field).toBe('room_id');
    const busy = await change('change-room-id', s, { date: '2026-10-01', room_id: taken });
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({ code: 'duplicate', field: 'room_id' });
    const unknown = await change('change-room-id', s, { date: '2026-10-01', room_id: 'ZZ998' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.field).toBe('room_id');

    const moved = await change('change-room-id', s, { date: '2026-10-01', room_id: to, reason: 'Khách đổi phòng' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ room_id: to, status: 'active', version: 2 });
    expect(moved.body.history.at(-1)).toMatchObject({ event: 'room_changed', room_id: to, date: '2026-10-01' });
    expect((await list(`building=${B}&room_id=${to}`)).items.map((i) => i.id)).toEqual([s.id]);
    expect((await list(`building=${B}&room_id=${from}`)).items).toEqual([]);
    // The old room is free, the new one taken.
    expect((await register(from, { start_date: '2026-10-02' })).status).toBe(201);
    expect((await register(to, { start_date: '2026-10-02' })).body).toMatchObject({ code: 'duplicate', field: 'room_id' });
    expect(await logsAbout(`Chuyển internet phòng ${from}`, 'update')).toHaveLength(1);
  });
});

describe('GET /api/internet', () => {
  it('pages a building’s services newest first with a cursor, filtered by status', async () => {
    const rooms = [await newRoom(), await newRoom(), await newRoom()];
    const made: Awaited<ReturnType<typeof service>>[] = [];
    for (const room of rooms) made.push(await service(room, { provider: 'Paging' }));
    await change('cut-internet', made[1]!, { date: '2026-10-01' });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await list(`building=${B}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.cursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    const mine = seen.filter((id) => made.some((m) => m.id === id));
    expect(mine).toEqual(made.map((m) => m.id).reverse());
    expect((await list(`building=${B}&status=cut&limit=1000`)).items.map((i) => i.id)).toContain(made[1]!.id);
    expect((await list(`building=${B}&status=cut&limit=1000`)).items.every((i) => i.status === 'cut')).toBe(true);
    // Every building when none is named.
    const all = await list('limit=1000');
    expect(all.items.map((i) => i.id)).toEqual(expect.arrayContaining(made.map((m) => m.id)));
  });
  it('reads what a page shows (issue 23 §13): one room from its own timeline, a status filter a page of items per request', async () => {
    const room = await newRoom();
    const old = await service(room, { start_date: '2026-09-01' });
    await change('cancel-internet-room', old, { date: '2026-09-20' });
    const now = await service(room, { start_date: '2026-10-01' });
    await change('cut-internet', (await service(await newRoom(), { provider: 'Cắt' }))!, { date: '2026-10-05' });

    // One room: its byRoom timeline only (its two services), never the building's partition filtered down to it.
    const one = await recordedRead('/api/internet', { building: B, room_id: room });
    expect(one.page.items.map((i: { id: string }) => i.id)).toEqual([now.id, old.id]);
    expect(one.calls.map((c) => [c.command, c.input.IndexName, partitionOf(c)])).toEqual([['QueryCommand', 'byRoom', `ROOM#${B}#${room}`]]);
    expect(one.calls.reduce((n, c) => n + c.items, 0)).toBe(2);
    const { pages } = await checkPages('/api/internet', { building: B, room_id: room }, 1);
    // (a full page hands out a cursor: the page after the last may be empty)
    expect(pages.filter((p) => p.items.length).map((p) => p.items.map((i: { id: string }) => i.id))).toEqual([[now.id], [old.id]]);
    expect((await recordedRead('/api/internet', { building: B, room_id: room, status: 'cancelled' })).page.items.map((i: { id: string }) => i.id)).toEqual([
      old.id,
    ]);
    // Every building when none is named: the room's timeline in each.
    expect((await recordedRead('/api/internet', { room_id: room })).page.items.map((i: { id: string }) => i.id)).toEqual([now.id, old.id]);

    // A status filter: each request examines at most the page's limit, however many services the building has.
    const cut = await recordedRead('/api/internet', { building: B, status: 'cut', limit: '2' });
    expect(cut.page.items.length).toBeGreaterThan(0);
    expect(cut.page.items.every((i: { status: string }) => i.status === 'cut')).toBe(true);
    expect(cut.calls.every((c) => c.command === 'QueryCommand' && Number(c.input.Limit) <= 2)).toBe(true);

    // A cursor of the room's timeline is no cursor of another room or of the building's list, and the other way round.
    const roomCursor = pages[0]!.cursor as string;
    await refusedCursor('/api/internet', { building: B, room_id: await newRoom(), cursor: roomCursor });
    await refusedCursor('/api/internet', { building: B, cursor: roomCursor });
    await refusedCursor('/api/internet', { building: B, room_id: room, cursor: made({ PK: `NET#${B}`, SK: now.id }) });
    await refusedCursor('/api/internet', { building: B, room_id: room, cursor: made({ ...keyOf(roomCursor), GSI2SK: `RCPT#2026-10-01#${now.id}` }) });
  });

  it('exports every page of the list as CSV through POST /api/exports (listInternet)', async () => {
    const room = await newRoom();
    await service(room, { provider: 'Xuất file', account: '=cmd|x' });
    const r = await call('POST', '/api/exports', {
      token: await staff(),
      body: { report: 'listInternet', params: { building: B, room_id: room }, format: 'csv' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.file_name).toBe(`internet-${B}-${room}.csv`);
    const csv = await (await fetch(r.body.url)).text();
    expect(csv).toContain('Phòng');
    expect(csv).toContain('Xuất file');
    expect(csv).toContain('Đang dùng');
    expect(csv).not.toMatch(/(^|,)"?=cmd/m);
  });
});

describe('internetPriceFor: what the billing run bills a room for a month', () => {
  it('bills a service active on any day of the month its whole price, to the room it was last active in', async () => {
    const [a, b, c] = [await newRoom(), await newRoom(), await newRoom()];
    const s = await service(a, { start_date: '2026-08-20', monthly_price: 200_000 });
    let v = (await change('cut-internet', s, { date: '2026-09-01' })).body; // cut from the 1st: nothing in September
    v = (await change('activate', v, { date: '2026-10-15', monthly_price: 250_000 })).body;
    v = (await change('change-room-id', v, { date: '2026-11-01', room_id: b })).body;
    v = (await change('cut-internet', v, { date: '2026-11-02' })).body; // active on the 1st in b
    expect(v.status, JSON.stringify(v)).toBe('cut');
    const other = await service(c, { start_date: '2026-10-31', monthly_price: 180_000 });
    const gone = (await change('cancel-internet-room', other, { date: '2026-11-01' })).body;
    expect(gone.status).toBe('cancelled');

    const price = (room: string, month: string) => internetPriceFor(B, room, month);
    expect(await price(a, '2026-07')).toBe(0);
    expect(await price(a, '2026-08')).toBe(200_000);
    expect(await price(a, '2026-09')).toBe(0);
    expect(await price(a, '2026-10')).toBe(250_000);
    expect(await price(a, '2026-11')).toBe(0);
    expect(await price(b, '2026-10')).toBe(0);
    expect(await price(b, '2026-11')).toBe(250_000);
    expect(await price(b, '2026-12')).toBe(0);
    expect(await price(c, '2026-10')).toBe(180_000);
    expect(await price(c, '2026-11')).toBe(0);
    const october = await internetChargesFor(B, '2026-10');
    expect(october.get(a)).toMatchObject({ service_id: s.id, monthly_price: 250_000, last_active: '2026-10-31', provider: 'VNPT' });
    expect(october.get(c)).toMatchObject({ service_id: other.id, last_active: '2026-10-31' });
  });
});
