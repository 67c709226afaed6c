import { describe, expect, it } from 'vitest';
import { call, everyRow, today, tokenOf } from './helpers';

const uniqueRoom = () => `T${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`.toUpperCase().slice(0, 12);
const newRoom = (room_id: string) => ({ building: 'GB', room_id, floor: 3, rent: 3_500_000, deposit: 3_500_000, max_occupants: 3 });

async function logsAbout(room_id: string) {
  const r = await call('GET', `/api/logs?from=${today()}&to=${today()}&q=${encodeURIComponent(room_id)}`, { token: await tokenOf('ketoan') });
  expect(r.status).toBe(200);
  return r.body.items as { action: string; summary: string; actor: { name: string; username: string } }[];
}

describe('a mutation and its activity log', () => {
  it('creates a room and its log line together', async () => {
    const room_id = uniqueRoom();
    const r = await call('POST', '/api/rooms', { token: await tokenOf('ketoan'), body: newRoom(room_id) });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ building: 'GB', room_id, status: 0, rent: 3_500_000 });
    const list = await everyRow('/api/rooms?building=GB', await tokenOf('baove1'));
    expect(list.find((x: { room_id: string }) => x.room_id === room_id)).toBeTruthy();
    const logs = await logsAbout(room_id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ action: 'create', actor: { username: 'ketoan', name: 'Nguyễn Thị Kế Toán' } });
  });

  it('writes no log when the mutation is refused (one transaction)', async () => {
    const room_id = uniqueRoom();
    const token = await tokenOf('ketoan');
    expect((await call('POST', '/api/rooms', { token, body: newRoom(room_id) })).status).toBe(201);
    const dup = await call('POST', '/api/rooms', { token, body: newRoom(room_id) });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(`Phòng ${room_id} đã có ở toà GB`);
    expect(await logsAbout(room_id)).toHaveLength(1);
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const room_id = uniqueRoom();
    const token = await tokenOf('ketoan');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...newRoom(room_id), rent: -1 }, 'rent'],
      [{ ...newRoom(room_id), rent: 3_500_000.5 }, 'rent'],
      [{ ...newRoom(room_id), rent: '3500000' }, 'rent'],
      [{ ...newRoom(room_id), building: 'ZZ' }, 'building'],
      [{ ...newRoom(room_id), colour: 'blue' }, 'colour'],
      [{ ...newRoom(room_id), room_id: undefined }, 'room_id'],
    ];
    for (const [body, field] of cases) {
      const r = await call('POST', '/api/rooms', { token, body });
      expect(r.status, field).toBe(400);
      expect(r.body.errors.map((e: { path: string }) => e.path)).toContain(field);
      expect(r.body.message).toMatch(/^Dữ liệu không hợp lệ/);
    }
    const list = await everyRow('/api/rooms?building=GB', token);
    expect(list.find((x: { room_id: string }) => x.room_id === room_id)).toBeUndefined();
    expect(await logsAbout(room_id)).toHaveLength(0);
  });

  it('answers the rooms a page at a time: every room once, in pages of the limit, a cursor only from its own list', async () => {
    const token = await tokenOf('ketoan');
    for (let i = 0; i < 3; i++) expect((await call('POST', '/api/rooms', { token, body: newRoom(uniqueRoom()) })).status).toBe(201);
    const whole = await everyRow('/api/rooms?building=GB&limit=500', token);
    const paged = await everyRow('/api/rooms?building=GB&limit=2', token);
    expect(paged.map((r: { room_id: string }) => r.room_id)).toEqual(whole.map((r: { room_id: string }) => r.room_id));
    expect(new Set(paged.map((r: { room_id: string }) => r.room_id)).size).toBe(paged.length);
    const first = await call('GET', '/api/rooms?building=GB&limit=2', { token });
    expect(first.body.items).toHaveLength(2);
    expect(first.body.cursor).toEqual(expect.any(String));
    // Without a limit a page is 50 rooms; every building's rooms page on from one building to the next.
    expect((await call('GET', '/api/rooms', { token })).body.items.length).toBeLessThanOrEqual(50);
    const everywhere = await everyRow('/api/rooms?limit=100', token);
    expect(new Set(everywhere.map((r: { building: string }) => r.building))).toEqual(new Set(['BN', 'GB', 'TT', 'XA', 'MA', 'MT']));
    // A cursor of GB's list does not open TT's; a made-up one is refused the same way.
    const other = await call('GET', `/api/rooms?building=TT&cursor=${first.body.cursor}`, { token });
    expect(other.status).toBe(400);
    expect(other.body.errors[0].path).toBe('cursor');
    expect((await call('GET', '/api/rooms?building=GB&cursor=abc', { token })).status).toBe(400);
    const outside = Buffer.from(JSON.stringify({ PK: 'BLD#GB', SK: 'ZZZ' })).toString('base64url');
    expect((await call('GET', `/api/rooms?building=GB&cursor=${outside}`, { token })).status).toBe(400);
    expect((await call('GET', '/api/rooms?building=GB&limit=501', { token })).status).toBe(400);
  });

  it('lets only staff and admin change records', async () => {
    const r = await call('POST', '/api/rooms', { token: await tokenOf('baove1'), body: newRoom(uniqueRoom()) });
    expect(r.status).toBe(403);
  });
});

describe('Idempotency-Key on a create', () => {
  it('replays the first answer for a retry with the same key and body, posting once', async () => {
    const room_id = uniqueRoom();
    const token = await tokenOf('ketoan');
    const headers = { 'idempotency-key': `k-${room_id}` };
    const first = await call('POST', '/api/rooms', { token, body: newRoom(room_id), headers });
    const retry = await call('POST', '/api/rooms', { token, body: newRoom(room_id), headers });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await logsAbout(room_id)).toHaveLength(1);
  });

  it('refuses the same key with another body (409) and writes nothing for it', async () => {
    const room_id = uniqueRoom();
    const other = uniqueRoom() + 'X';
    const token = await tokenOf('ketoan');
    const headers = { 'idempotency-key': `k2-${room_id}` };
    expect((await call('POST', '/api/rooms', { token, body: newRoom(room_id), headers })).status).toBe(201);
    const reuse = await call('POST', '/api/rooms', { token, body: newRoom(other.slice(0, 12)), headers });
    expect(reuse.status).toBe(409);
    expect(reuse.body.message).toMatch(/Idempotency-Key/);
    expect(await logsAbout(other.slice(0, 12))).toHaveLength(0);
  });

  it('does not share a key between two users', async () => {
    const room_id = uniqueRoom();
    const headers = { 'idempotency-key': `shared-${room_id}` };
    expect((await call('POST', '/api/rooms', { token: await tokenOf('ketoan'), body: newRoom(room_id), headers })).status).toBe(201);
    // admin's request with the same key is a different request: it runs, and the room already exists.
    expect((await call('POST', '/api/rooms', { token: await tokenOf('admin'), body: newRoom(room_id), headers })).status).toBe(409);
  });
});

describe('GET /api/logs', () => {
  it('filters by action and pages newest first with a cursor', async () => {
    const token = await tokenOf('admin');
    const all = await call('GET', `/api/logs?from=${today()}&to=${today()}&action=create`, { token });
    expect(all.status).toBe(200);
    expect(all.body.items.length).toBeGreaterThanOrEqual(6); // the demo seed logs one line per building
    expect(all.body.items.every((i: { action: string }) => i.action === 'create')).toBe(true);
    const times = all.body.items.map((i: { at: string }) => i.at);
    expect([...times].sort().reverse()).toEqual(times);

    const page1 = await call('GET', `/api/logs?from=${today()}&to=${today()}&action=create&limit=2`, { token });
    expect(page1.body.items).toHaveLength(2);
    const page2 = await call('GET', `/api/logs?from=${today()}&to=${today()}&action=create&limit=2&cursor=${page1.body.cursor}`, { token });
    expect(page2.body.items[0].id).toBe(all.body.items[2].id);
  });

  it('reads nothing outside the range and refuses a reversed range or an unknown action', async () => {
    const token = await tokenOf('admin');
    const old = await call('GET', '/api/logs?from=2020-01-01&to=2020-02-28', { token });
    expect(old.body.items).toEqual([]);
    expect((await call('GET', `/api/logs?from=${today()}&to=2020-01-01`, { token })).status).toBe(400);
    expect((await call('GET', `/api/logs?from=${today()}&to=${today()}&action=dance`, { token })).status).toBe(400);
    expect((await call('GET', `/api/logs?from=2026-02-30&to=${today()}`, { token })).status).toBe(400);
  });
});
