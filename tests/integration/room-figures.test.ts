import { describe, expect, it } from 'vitest';
import './helpers';
import { invoke, ok } from './in-process';
import { useOwnTable } from './own-table';
import { BUILDING_CODES, type BuildingCode } from '../../shared/catalog/buildings';
import { vnToday, addDays, lastDayOf } from '../../shared/dates';
import { keys } from '../../functions/platform/db/keys';
import { queryAll } from '../../functions/platform/db/query';
import { deleteItem, transact } from '../../functions/platform/db/transact';
import { getItem } from '../../functions/platform/db/items';
import { roomFiguresOfBuildings, completeRoomFigures } from '../../functions/kernel/model/room-figures';
import { backfillRoomFigures } from '../../functions/jobs/room-figures';
import { keptFacts, recountedFacts } from '../../functions/rooms/dashboard-facts';
import { buildingFigures, unpaidOf } from '../../functions/rooms/dashboard-rules';
import { cardsToCollect } from '../../functions/rooms/dashboard-todo-rules';
import { cardsOut, currentStays } from '../../functions/customers';
import { legacyRoomBalances, unpaidNow } from '../../functions/kernel/ledger/stay-debts';

/**
 * The buildings' kept room statuses (kernel/model/room-figures.ts, issue 23 §13): after every kind of
 * status change, a room created, concurrent changes and the backfill they equal a recount of the
 * rooms, and the dashboard read from them answers what the recount of every room answers.
 * Own table (the demo rooms: a fresh table, as `npm start` and the bench begin).
 */
useOwnTable('room-figures-test');

const B: BuildingCode = 'MT';
const today = vnToday();
const post = async (path: string, body: unknown, status = 201) => ok(await invoke('POST', path, { body }), status);

/** Every room's status as the rooms hold it (one consistent Query). */
async function recount(building: string): Promise<Record<string, number>> {
  const rooms = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :r)',
    ExpressionAttributeValues: { ':pk': keys.buildingRooms(building), ':r': keys.roomPrefix },
    ConsistentRead: true,
  });
  return Object.fromEntries(rooms.map((r) => [String(r.room_id), Number(r.status)]));
}

async function kept(building: string) {
  const f = (await roomFiguresOfBuildings([building], true)).get(building)!;
  return { complete: f.complete, statuses: Object.fromEntries(f.statuses) };
}

async function expectKeptEqualsRecount(building: string = B) {
  const [k, r] = await Promise.all([kept(building), recount(building)]);
  expect(k.complete).toBe(true);
  expect(k.statuses).toEqual(r);
}

let agent: string | undefined;
async function deposit(room_id: string, over: Record<string, unknown> = {}) {
  agent ??= (ok(await invoke('GET', '/api/users', { query: { role: 'SECURITY' } })) as { user_id: string }[])[0]!.user_id;
  return (await post('/api/deposits', {
    building: B,
    room_id,
    customer_name: `Khách ${room_id}`,
    phone: '0909000111',
    amount_agreed: 3_000_000,
    amount_paid: 3_000_000,
    wallet: 10,
    agent_user_id: agent,
    date: addDays(today, -20),
    expected_move_in_date: addDays(today, -10),
    ...over,
  })) as { id: string };
}

const checkIn = async (room_id: string, start = addDays(today, -9), deposit_id?: string, vehicles: { type: string; plate: string }[] = []) =>
  (await post('/api/check-ins', {
    building: B,
    room_id,
    ...(deposit_id ? { deposit_id } : {}),
    contract_no: `HD-${B}${room_id}`,
    start_date: start,
    rent: 3_000_000,
    deposit_held: 3_000_000,
    wallet: 10,
    occupants: [{ name: `Người thuê ${room_id}`, phone: '0912 345 678', id_number: `07900000${room_id}`, birth_date: '1998-04-02', hometown: 'Huế' }],
    vehicles,
    start_readings: { electricity: 1_000, water: 50 },
    internet: false,
  })) as { id: string };

const notice = (room_id: string, leave: string) =>
  post('/api/room-states/update', { building: B, room_id, event: 'notice', date: addDays(today, -2), expected_leave_date: leave }, 200);

async function dashboardsAgree(building: BuildingCode) {
  const figures = (await roomFiguresOfBuildings([building], true)).get(building)!;
  expect(figures.complete).toBe(true);
  // Who owes is read once for the request and handed to both (dashboard.ts); here the report's own rows.
  const owing = Promise.resolve(unpaidOf(await unpaidNow(building, today, await legacyRoomBalances(building))));
  const [fromKept, fromRooms] = await Promise.all([keptFacts(figures, today, owing, []), recountedFacts(building, today, owing, [])]);
  const a = buildingFigures(fromKept, today);
  const b = buildingFigures(fromRooms, today);
  expect(a).toEqual(b);
  return a;
}

describe('kept room statuses', () => {
  it('a fresh table’s seed leaves every building’s kept statuses complete and equal to its rooms', async () => {
    for (const b of BUILDING_CODES) await expectKeptEqualsRecount(b);
  });

  it('every status change and a room created keep them equal to a recount, two rooms of one voucher included', async () => {
    const room = ok(
      await invoke('POST', '/api/rooms', { body: { building: B, room_id: '901', floor: 9, rent: 3_000_000, deposit: 3_000_000, max_occupants: 3 } }),
      201,
    );
    expect(room.status).toBe(0);
    await expectKeptEqualsRecount();

    const d1 = await deposit('901'); // 0 → 1
    await expectKeptEqualsRecount();
    await post('/api/deposits/cancel', { id: d1.id, date: addDays(today, -19) }, 200); // 1 → 0
    await expectKeptEqualsRecount();
    const d2 = await deposit('901'); // 0 → 1
    const stay = await checkIn('901', addDays(today, -9), d2.id); // 1 → 2
    await expectKeptEqualsRecount();
    await notice('901', addDays(today, 3)); // 2 → 3
    await expectKeptEqualsRecount();
    await post('/api/room-states/update', { building: B, room_id: '901', event: 'notice_withdrawn', date: addDays(today, -1) }, 200); // 3 → 2
    await expectKeptEqualsRecount();
    await notice('901', addDays(today, 3)); // 2 → 3
    await deposit('901', { date: addDays(today, -1), expected_move_in_date: addDays(today, 5) }); // 3 → 4 (re-let)
    await expectKeptEqualsRecount();
    const out = (await post('/api/check-outs', { stay_id: stay.id, leave_date: today, final_readings: { electricity: 1_100, water: 55 } })) as { id: string };
    expect((await recount(B))['901']).toBe(1); // 4 → 1
    await expectKeptEqualsRecount();
    await post('/api/check-outs/cancel-check-out', { id: out.id }, 200); // 1 → 4
    expect((await recount(B))['901']).toBe(4);
    await expectKeptEqualsRecount();

    // A deposit moved between two rooms of one building: one transaction, the building's item once.
    const d3 = await deposit('101');
    await post('/api/deposits/transfer', { id: d3.id, date: addDays(today, -1), building: B, room_id: '102' }, 200);
    const now = await recount(B);
    expect([now['101'], now['102']]).toEqual([0, 1]);
    await expectKeptEqualsRecount();

    // A rent increase changes no status (and does not touch the item).
    await post('/api/general/increase-room', { building: B, room_ids: ['103', '104'], from_date: today, percent: 5 }, 200);
    await expectKeptEqualsRecount();
  });

  it('concurrent changes in one building all land (conflicts on the building’s item are retried)', async () => {
    const rooms = ['201', '202', '203', '204', '205', '206', '207', '208'];
    await Promise.all(rooms.map((r) => deposit(r)));
    const now = await recount(B);
    expect(rooms.map((r) => now[r])).toEqual(rooms.map(() => 1));
    await expectKeptEqualsRecount();
  });
});

describe('the dashboard from kept statuses', () => {
  it('answers what the recount of every room answers', async () => {
    // Occupied rooms, one checked in for next month (not staying this month), notices due this week and later.
    // Cards: one held by a running stay, one left behind by a stay that left.
    const bike = (plate: string) => [{ type: 'motorbike', plate }];
    const s301 = await checkIn('301', addDays(today, -9), undefined, bike('59X1-30101'));
    const s302 = await checkIn('302', addDays(today, -9), undefined, bike('59X1-30202'));
    const card = (room_id: string, stay_id: string, plate: string, card_no: string) =>
      post('/api/vehicle-cards', { building: B, room_id, stay_id, plate, card_no, month: today.slice(0, 7) });
    await card('301', s301.id, '59X1-30101', 'T301');
    await card('302', s302.id, '59X1-30202', 'T302');
    await post('/api/check-outs', { stay_id: s302.id, leave_date: today, final_readings: { electricity: 1_100, water: 55 } });
    await checkIn('303', addDays(lastDayOf(today.slice(0, 7)), 1));
    await checkIn('304');
    await notice('304', addDays(today, 2));
    await checkIn('305');
    await notice('305', addDays(today, 20));
    await deposit('305', { date: addDays(today, -1), expected_move_in_date: addDays(today, -1) });
    const a = await dashboardsAgree(B);
    expect(a.by_status.reduce((s, x) => s + x.count, 0)).toBe(a.rooms);
    expect(a.leaving.map((r) => r.room_id)).toContain('304');
    expect(a.relet.map((r) => r.room_id)).toContain('305');
    expect(a.overdue_deposits.length).toBeGreaterThan(0);
    const missing = a.missing_readings.find((m) => m.type === 'E')!.rooms;
    expect(missing).not.toContain('303');
    for (const b of BUILDING_CODES) await dashboardsAgree(b);

    // Cards to collect: the running stays the cards out were issued to, as /the-xe's two reads find them.
    const expected = cardsToCollect(await cardsOut(B), await currentStays(B));
    expect(expected.map((c) => c.card_no).sort()).toEqual(['T302']);

    // The route answers the kept path's figures.
    const route = ok(await invoke('GET', '/api/dashboard', { query: { building: B } })) as { buildings: Record<string, unknown>[] };
    const section = route.buildings[0]!;
    for (const [k, v] of Object.entries(a)) if (k !== 'open_repairs') expect(section[k], k).toEqual(v);
    expect(section.cards_to_collect).toEqual(expected);
  });
});

describe('the backfill of kept statuses', () => {
  it('a building whose item is missing is read room by room, then the backfill completes it, also while statuses change', async () => {
    const before = ok(await invoke('GET', '/api/dashboard', { query: { building: B } }));
    await transact([
      deleteItem(keys.roomFigures(B), { expression: 'attribute_exists(PK) AND v > :z', values: { ':z': 0 }, conflict: 'x', entity: 'room_figures' }),
    ]);
    expect(await getItem(keys.roomFigures(B))).toBeUndefined();
    // Until the backfill: the rooms are read (same answer).
    expect(ok(await invoke('GET', '/api/dashboard', { query: { building: B } }))).toEqual(before);
    // A change before the backfill writes its room only: not complete.
    await deposit('401');
    expect((await kept(B)).complete).toBe(false);
    expect(Object.keys((await kept(B)).statuses)).toEqual(['401']);

    // The backfill while other rooms change: each lands, the item ends equal to the rooms.
    const [done] = await Promise.all([backfillRoomFigures(), ...['402', '403', '404'].map((r) => deposit(r))]);
    expect(done.completed).toContain(B);
    await expectKeptEqualsRecount();
    expect(await backfillRoomFigures()).toEqual({ completed: [], rooms: 0 });
    expect(await completeRoomFigures(B)).toMatchObject({ already: true });
    await dashboardsAgree(B);
  });
});
