import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { call, everyRow, today, tokenOf } from './helpers';
import { routes } from '../../functions/routes';
import { db } from '../../functions/platform/db/client';
import { keys } from '../../functions/platform/db/keys';

// Rooms of building XA made by this file (unique ids), dates in 2026-10.
let seq = 0;
const uniqueRoom = () =>
  `S${Date.now().toString(36).slice(-5)}${(seq++).toString(36)}${Math.floor(Math.random() * 36).toString(36)}`.toUpperCase().slice(0, 12);

let staff: string;
let guard: string;
let agentId: string;

beforeAll(async () => {
  staff = await tokenOf('ketoan');
  guard = await tokenOf('baove1');
  const agents = await call('GET', '/api/users?role=SECURITY', { token: staff });
  agentId = agents.body.find((u: { username: string }) => u.username === 'baove1').user_id;
});

async function newRoom(rent = 3_000_000): Promise<string> {
  const room_id = uniqueRoom();
  const r = await call('POST', '/api/rooms', { token: staff, body: { building: 'XA', room_id, floor: 3, rent, deposit: rent, max_occupants: 3 } });
  expect(r.status).toBe(201);
  return room_id;
}

/**
 * A room with a tenant (status 2). The check-in is the stays domain's: through its API when served;
 * otherwise the same status change written on the room directly.
 */
async function occupied(): Promise<string> {
  const room_id = await newRoom();
  if (routes.some((r) => r.endpoint.method === 'POST' && r.endpoint.path === '/api/check-ins')) {
    const r = await call('POST', '/api/check-ins', {
      token: staff,
      body: {
        building: 'XA',
        room_id,
        contract_no: `HD-${room_id}`,
        start_date: '2026-10-01',
        rent: 3_000_000,
        deposit_held: 0,
        occupants: [{ name: 'Người Thuê' }],
        start_readings: { electricity: 0, water: 0 },
        internet: false,
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  } else {
    await db().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.room('XA', room_id),
        UpdateExpression: 'SET #s = :two, #v = #v + :one',
        ExpressionAttributeNames: { '#s': 'status', '#v': 'version' },
        ExpressionAttributeValues: { ':two': 2, ':one': 1 },
      }),
    );
  }
  return room_id;
}

const notice = (room_id: string, o: Record<string, unknown> = {}) => ({
  building: 'XA',
  room_id,
  event: 'notice',
  date: '2026-10-05',
  expected_leave_date: '2026-11-05',
  note: 'Chuyển công tác',
  ...o,
});

async function board(room_id: string) {
  return (await everyRow('/api/room-states/newest?building=XA', guard)).find((x: { room_id: string }) => x.room_id === room_id);
}

async function twoNewest(room_id: string) {
  return (await everyRow('/api/room-states/two-newest-each-room?building=XA', guard)).find((x: { room_id: string }) => x.room_id === room_id);
}

describe('POST /api/room-states/update (notice and its withdrawal)', () => {
  it('records the notice with its expected leave date, then withdraws it', async () => {
    const room_id = await occupied();
    const r = await call('POST', '/api/room-states/update', { token: staff, body: notice(room_id) });
    expect(r.status).toBe(200);
    expect(r.body.room).toMatchObject({ room_id, status: 3 });
    expect(r.body.notice).toMatchObject({ date: '2026-10-05', expected_leave_date: '2026-11-05', note: 'Chuyển công tác' });
    // The change carries the notice's own day, not the day it was typed (issue 23 §3).
    expect(r.body.state).toMatchObject({ from: 2, to: 3, event: 'notice', date: '2026-10-05' });
    expect(await board(room_id)).toMatchObject({
      status: 3,
      status_label: 'Đã báo trả phòng',
      notice: { expected_leave_date: '2026-11-05' },
      newest: { event: 'notice', to: 3, date: '2026-10-05' },
    });

    const w = await call('POST', '/api/room-states/update', { token: staff, body: { building: 'XA', room_id, event: 'notice_withdrawn', date: '2026-10-07' } });
    expect(w.status).toBe(200);
    expect(w.body.room.status).toBe(2);
    const after = await board(room_id);
    expect(after).toMatchObject({ status: 2, newest: { event: 'notice_withdrawn', from: 3, to: 2, date: '2026-10-07' } });
    expect(after.notice).toBeUndefined();
    expect((await twoNewest(room_id)).states.map((s: { event: string }) => s.event)).toEqual(['notice_withdrawn', 'notice']);

    const logs = await call('GET', `/api/logs?from=${today()}&to=${today()}&action=update&q=${room_id}`, { token: staff });
    expect(logs.body.items).toHaveLength(2);
  });

  it('refuses a notice for a room nobody lives in (409 naming the room) and writes nothing', async () => {
    const room_id = await newRoom();
    const r = await call('POST', '/api/room-states/update', { token: staff, body: notice(room_id) });
    expect(r.status).toBe(409);
    expect(r.body.message).toContain(`Phòng ${room_id} (XA)`);
    expect(r.body.message).toContain('Phòng trống');
    const w = await call('POST', '/api/room-states/update', { token: staff, body: { building: 'XA', room_id, event: 'notice_withdrawn', date: '2026-10-07' } });
    expect(w.status).toBe(409);
    expect(await board(room_id)).toMatchObject({ status: 0 });
    expect((await board(room_id)).newest).toBeUndefined();
  });

  it('answers 404 for an unknown room and 400 for bad input, writing nothing', async () => {
    expect((await call('POST', '/api/room-states/update', { token: staff, body: notice('Z996') })).status).toBe(404);
    const room_id = await occupied();
    const cases: [Record<string, unknown>, string][] = [
      [{ expected_leave_date: undefined }, 'expected_leave_date'],
      [{ expected_leave_date: '2026-10-01' }, 'expected_leave_date'],
      [{ date: '2026-09-31' }, 'date'],
      [{ event: 'check_out' }, 'event'],
      [{ colour: 'red' }, 'colour'],
      [{ event: 'notice_withdrawn' }, 'expected_leave_date'],
      [{ room_id: undefined }, 'room_id'],
    ];
    for (const [o, field] of cases) {
      const r = await call('POST', '/api/room-states/update', { token: staff, body: notice(room_id, o) });
      expect(r.status, field).toBe(400);
      expect(
        r.body.errors.map((e: { path: string }) => e.path),
        field,
      ).toContain(field);
    }
    expect((await call('POST', '/api/room-states/update', { token: guard, body: notice(room_id) })).status).toBe(403);
    expect(await board(room_id)).toMatchObject({ status: 2 });
  });

  it('takes a new deposit during the notice (3 → 4) and gives the room back when it is cancelled (4 → 3)', async () => {
    const room_id = await occupied();
    expect((await call('POST', '/api/room-states/update', { token: staff, body: notice(room_id) })).status).toBe(200);
    const d = await call('POST', '/api/deposits', {
      token: staff,
      body: {
        building: 'XA',
        room_id,
        customer_name: 'Khách mới',
        phone: '0909000111',
        amount_agreed: 3_000_000,
        amount_paid: 3_000_000,
        wallet: 9,
        agent_user_id: agentId,
        date: '2026-10-10',
        expected_move_in_date: '2026-11-06',
      },
    });
    expect(d.status).toBe(201);
    expect(await board(room_id)).toMatchObject({ status: 4, notice: { expected_leave_date: '2026-11-05' } });
    const c = await call('POST', '/api/deposits/cancel', { token: staff, body: { id: d.body.id, date: '2026-10-12' } });
    expect(c.status).toBe(200);
    expect(await board(room_id)).toMatchObject({ status: 3, newest: { event: 'deposit_removed', from: 4, to: 3 } });
    expect((await twoNewest(room_id)).states.map((s: { event: string }) => s.event)).toEqual(['deposit_removed', 'deposit_created']);
  });
});

describe('GET /api/room-states/*', () => {
  it('lists every room of a building, or of all buildings, with its status', async () => {
    const xa = await everyRow('/api/room-states/newest?building=XA', guard);
    expect(xa.every((r: { building: string }) => r.building === 'XA')).toBe(true);
    expect(xa.find((r: { room_id: string }) => r.room_id === '101')).toMatchObject({ floor: 1, status_label: expect.any(String) });
    const all = await everyRow('/api/room-states/two-newest-each-room', guard);
    expect(new Set(all.map((r: { building: string }) => r.building))).toEqual(new Set(['BN', 'GB', 'TT', 'XA', 'MA', 'MT']));
    expect(all.every((r: { states: unknown[] }) => r.states.length <= 2)).toBe(true);
    // A page is bounded whatever the building's size: the same rooms in pages of 3.
    expect((await everyRow('/api/room-states/newest?building=XA&limit=3', guard)).map((r: { room_id: string }) => r.room_id)).toEqual(
      xa.map((r: { room_id: string }) => r.room_id),
    );
    expect((await call('GET', '/api/room-states/newest?building=ZZ', { token: guard })).status).toBe(400);
    expect((await call('GET', '/api/room-states/newest?colour=red', { token: guard })).status).toBe(400);
  });
});

describe('POST /api/general/increase-room', () => {
  it('raises rents by percent (to a round 1,000 đ) or by an amount, and logs increase_room', async () => {
    const a = await newRoom(3_150_000);
    const b = await newRoom(2_990_000);
    const r = await call('POST', '/api/general/increase-room', {
      token: staff,
      body: { building: 'XA', room_ids: [a, b], percent: 5, from_date: '2026-10-01' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      from_date: '2026-10-01',
      rooms: [
        { building: 'XA', room_id: a, old_rent: 3_150_000, new_rent: 3_308_000 },
        { building: 'XA', room_id: b, old_rent: 2_990_000, new_rent: 3_140_000 },
      ],
    });
    const byAmount = await call('POST', '/api/general/increase-room', {
      token: staff,
      body: { building: 'XA', room_ids: [a], amount: 200_000, from_date: '2026-10-15' },
    });
    expect(byAmount.body.rooms).toEqual([{ building: 'XA', room_id: a, old_rent: 3_308_000, new_rent: 3_508_000 }]);
    expect((await board(a)).rent).toBe(3_508_000);
    const logs = await call('GET', `/api/logs?from=${today()}&to=${today()}&action=increase_room&q=${a}`, { token: staff });
    expect(logs.body.items).toHaveLength(2);
  });

  it('refuses unknown rooms (404) and bad input (400), changing no rent', async () => {
    const a = await newRoom(3_000_000);
    const unknown = await call('POST', '/api/general/increase-room', {
      token: staff,
      body: { building: 'XA', room_ids: [a, 'Z995'], percent: 5, from_date: '2026-10-01' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('Z995');
    const base = { building: 'XA', room_ids: [a], from_date: '2026-10-01' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base }, 'percent'],
      [{ ...base, percent: 5, amount: 100_000 }, 'percent'],
      [{ ...base, percent: -5 }, 'percent'],
      [{ ...base, percent: 5.555 }, 'percent'],
      [{ ...base, amount: -100_000 }, 'amount'],
      [{ ...base, amount: 100_000.5 }, 'amount'],
      [{ ...base, amount: 100_000, from_date: '2026-02-30' }, 'from_date'],
      [{ ...base, amount: 100_000, room_ids: [] }, 'room_ids'],
      [{ ...base, amount: 100_000, room_ids: [a, a] }, 'room_ids'],
      [{ ...base, amount: 100_000, room_ids: Array.from({ length: 91 }, (_, i) => `R${i}`) }, 'room_ids'],
      [{ ...base, amount: 100_000, colour: 'red' }, 'colour'],
    ];
    for (const [body, field] of cases) {
      const r = await call('POST', '/api/general/increase-room', { token: staff, body });
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(
        r.body.errors.map((e: { path: string }) => e.path),
        field,
      ).toContain(field);
    }
    expect((await call('POST', '/api/general/increase-room', { token: guard, body: { ...base, amount: 1000 } })).status).toBe(403);
    expect((await board(a)).rent).toBe(3_000_000);
  });
});
