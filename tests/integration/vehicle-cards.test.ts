import { describe, expect, it } from 'vitest';
import { call, everyRow } from './helpers';
import { checkIn, logsAbout, newRoom, staff } from './stays-fixtures';
import { batchGetKeys, partitionOf, recordedRead } from './paging';

/** Vehicle cards (/the-xe) through the API, on fresh MA rooms checked in with one motorbike 59X1-12345. */

const MONTH = '2026-11';
const cardNo = () => `T${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

const issue = async (body: Record<string, unknown>, headers?: Record<string, string>) =>
  call('POST', '/api/vehicle-cards', { token: await staff(), body, headers });
const giveBack = async (id: string, version: number, headers?: Record<string, string>) =>
  call('POST', `/api/vehicle-cards/${id}/return`, { token: await staff(), body: { version }, headers });
const list = async (query: string) => {
  const r = await call('GET', `/api/vehicle-cards?${query}`, { token: await staff() });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.items as { id: string; card_no: string; status: string; room_id: string }[];
};

async function stayed() {
  const room_id = await newRoom();
  const stay = await checkIn(room_id, { vehicles: [{ type: 'motorbike', plate: '59X1-12345' }, { type: 'bicycle' }] });
  return { room_id, stay };
}

describe('vehicle cards', () => {
  it('issues a card to a vehicle of a running stay, lists it out, with its log line; the vehicles list shows it on its vehicle', async () => {
    const { room_id, stay } = await stayed();
    const no = cardNo();
    const r = await issue({ building: 'MA', room_id, stay_id: stay.id, plate: '59x1 12345'.replace(' ', '-'), card_no: no.toLowerCase(), month: MONTH });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      building: 'MA',
      room_id,
      stay_id: stay.id,
      contract_no: `HD-${room_id}`,
      tenant: 'Trần Thị Thuê',
      vehicle_type: 'motorbike',
      plate: '59X1-12345',
      card_no: no,
      month: MONTH,
      status: 'out',
      issued_by: 'ketoan',
      version: 1,
    });
    expect((await list('building=MA&status=out')).filter((c) => c.room_id === room_id)).toEqual([r.body]);
    const vehicles = await everyRow('/api/vehicle-cards/vehicles?building=MA', await staff());
    const mine = vehicles.filter((v: { room_id: string }) => v.room_id === room_id);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ stay_id: stay.id, tenant: 'Trần Thị Thuê', vehicle: { type: 'motorbike', plate: '59X1-12345' }, card: { id: r.body.id } });
    expect(mine[1].card).toBeUndefined();
    expect(await logsAbout(`Phát thẻ xe số ${no}`, 'create')).toHaveLength(1);

    // The bicycle has no plate: named by its type.
    const bike = await issue({ building: 'MA', room_id, stay_id: stay.id, vehicle_type: 'bicycle', card_no: cardNo(), month: MONTH });
    expect(bike.status, JSON.stringify(bike.body)).toBe(201);
    expect(bike.body.plate).toBeUndefined();

    // One card out per vehicle: a second card for the motorbike is refused until the first comes back.
    const second = await issue({ building: 'MA', room_id, stay_id: stay.id, plate: '59X1-12345', card_no: cardNo(), month: MONTH });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'duplicate', field: 'plate' });
    expect((await giveBack(r.body.id, 1)).status).toBe(200);
    const again = await issue({ building: 'MA', room_id, stay_id: stay.id, plate: '59X1-12345', card_no: cardNo(), month: MONTH });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });

  it('answers a page of the running stays at a time: every vehicle once, each stay whole on one page, its card from its own rooms, a cursor only from its own list', async () => {
    const token = await staff();
    const rooms = [await stayed(), await stayed(), await stayed()];
    const card = await issue({ building: 'MA', room_id: rooms[1]!.room_id, stay_id: rooms[1]!.stay.id, plate: '59X1-12345', card_no: cardNo(), month: MONTH });
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    type Row = { stay_id: string; room_id: string; vehicle: { type: string; plate?: string }; card?: { id: string } };
    const rowKey = (v: Row) => `${v.stay_id}/${v.vehicle.type}/${v.vehicle.plate ?? ''}/${v.card?.id ?? ''}`;
    const pages: Row[][] = [];
    let cursor: string | undefined;
    do {
      const r = await call('GET', `/api/vehicle-cards/vehicles?building=MA&limit=2${cursor ? `&cursor=${cursor}` : ''}`, { token });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      // `limit` counts the rooms a page reads (their stays), not the vehicles.
      expect(new Set(r.body.items.map((v: Row) => v.room_id)).size).toBeLessThanOrEqual(2);
      pages.push(r.body.items);
      cursor = r.body.cursor;
    } while (cursor);
    const whole = (await everyRow('/api/vehicle-cards/vehicles?building=MA&limit=500', token)) as Row[];
    expect(pages.flat().map(rowKey)).toEqual(whole.map(rowKey));
    // A stay is never split across two pages.
    const pageOf = new Map<string, number>();
    pages.forEach((page, n) =>
      page.forEach((v) => {
        expect(pageOf.get(v.stay_id) ?? n, v.stay_id).toBe(n);
        pageOf.set(v.stay_id, n);
      }),
    );
    for (const { room_id, stay } of rooms) {
      const mine = pages.flat().filter((v) => v.room_id === room_id);
      expect(mine.map((v) => v.stay_id)).toEqual([stay.id, stay.id]);
    }
    expect(pages.flat().find((v) => v.card?.id === card.body.id)).toMatchObject({ stay_id: rooms[1]!.stay.id, vehicle: { type: 'motorbike' } });

    const first = await call('GET', '/api/vehicle-cards/vehicles?building=MA&limit=1', { token });
    expect(first.body.cursor).toEqual(expect.any(String));
    const refused = async (path: string) => {
      const r = await call('GET', path, { token });
      expect(r.status, path).toBe(400);
      expect(r.body.errors[0].path, path).toBe('cursor');
    };
    await refused(`/api/vehicle-cards/vehicles?building=BN&cursor=${first.body.cursor}`);
    await refused('/api/vehicle-cards/vehicles?building=MA&cursor=abc');
    const outside = Buffer.from(JSON.stringify({ GSI1PK: 'VCARDOUT#MA', GSI1SK: '101#1', PK: 'VCARD#1', SK: 'VCARD' })).toString('base64url');
    await refused(`/api/vehicle-cards/vehicles?building=MA&cursor=${outside}`);
    expect((await call('GET', '/api/vehicle-cards/vehicles?building=MA&limit=501', { token })).status).toBe(400);
  });

  it('reads a page’s own rooms only (issue 23 §13): a bounded step of the staying index, the page’s stays by key, the cards out of its rooms', async () => {
    const [a, b] = [await stayed(), await stayed()];
    const card = await issue({ building: 'MA', room_id: b.room_id, stay_id: b.stay.id, plate: '59X1-12345', card_no: cardNo(), month: MONTH });
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    // Every MA room of this file's stays, each read alone: one room a page, whatever the size of the building.
    const all = (await everyRow('/api/vehicle-cards/vehicles?building=MA&limit=500', await staff())) as { room_id: string }[];
    expect(new Set(all.map((v) => v.room_id)).size).toBeGreaterThanOrEqual(2);
    let cursor: string | undefined;
    let pages = 0;
    do {
      const { page, calls } = await recordedRead('/api/vehicle-cards/vehicles', { building: 'MA', limit: '1', ...(cursor ? { cursor } : {}) });
      pages++;
      expect(calls.some((c) => c.command === 'ScanCommand')).toBe(false);
      const staying = calls.filter((c) => c.command === 'QueryCommand' && partitionOf(c) === 'CUSTNOW#MA');
      // one step of the index: (limit + 1) × 4 customers at most, enough for a room and the start of the next
      expect(staying.length).toBe(1);
      expect(Number(staying[0]!.input.Limit)).toBeLessThanOrEqual(8);
      // the page's stays by key (one room: its one running stay), never the building's
      expect(batchGetKeys(calls)).toBeLessThanOrEqual(1);
      // the cards out of the page's room only: its key range of the building's out partition
      const cards = calls.filter((c) => c.command === 'QueryCommand' && partitionOf(c) === 'VCARDOUT#MA');
      const rooms = [...new Set(page.items.map((v: { room_id: string }) => v.room_id))];
      expect(rooms.length).toBeLessThanOrEqual(1);
      if (rooms.length) {
        expect(cards.length).toBe(1);
        const bounds = cards[0]!.input.ExpressionAttributeValues as Record<string, { S: string }>;
        expect([bounds[':lo']!.S, bounds[':hi']!.S]).toEqual([`${rooms[0]}#`, `${rooms[0]}#\uffff`]);
      }
      const items = calls.reduce((n, c) => n + c.items, 0);
      expect(items, `page ${pages}`).toBeLessThanOrEqual(8 + 1 + cards.reduce((n, c) => n + c.items, 0));
      if (page.items.some((v: { stay_id: string }) => v.stay_id === a.stay.id)) expect(page.items.every((v: { card?: unknown }) => !v.card)).toBe(true);
      cursor = page.cursor;
    } while (cursor);
    expect(pages).toBeGreaterThanOrEqual(2);
  });

  it('refuses a card number already out in the building (409 duplicate on card_no), even two at once; a returned number is free again', async () => {
    const a = await stayed();
    const b = await stayed();
    const no = cardNo();
    const first = await issue({ building: 'MA', room_id: a.room_id, stay_id: a.stay.id, plate: '59X1-12345', card_no: no, month: MONTH });
    expect(first.status).toBe(201);
    const again = await issue({ building: 'MA', room_id: b.room_id, stay_id: b.stay.id, plate: '59X1-12345', card_no: no, month: MONTH });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'duplicate', field: 'card_no' });
    expect(again.body.message).toContain(no);

    const other = cardNo();
    const both = await Promise.all([
      issue({ building: 'MA', room_id: a.room_id, stay_id: a.stay.id, vehicle_type: 'bicycle', card_no: other, month: MONTH }),
      issue({ building: 'MA', room_id: b.room_id, stay_id: b.stay.id, vehicle_type: 'bicycle', card_no: other, month: MONTH }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);

    const back = await giveBack(first.body.id, 1);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toMatchObject({ status: 'returned', returned_by: 'ketoan', version: 2 });
    expect((await list('building=MA&status=out')).some((c) => c.id === first.body.id)).toBe(false);
    expect(
      (await list(`building=MA&status=returned&month=${new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 7)}`)).some((c) => c.id === first.body.id),
    ).toBe(true);
    const reused = await issue({ building: 'MA', room_id: b.room_id, stay_id: b.stay.id, plate: '59X1-12345', card_no: no, month: MONTH });
    expect(reused.status, JSON.stringify(reused.body)).toBe(201);
    expect(await logsAbout(`Thu lại thẻ xe số ${no}`, 'update')).toHaveLength(1);
  });

  it('refuses a return on a stale version (409 stale) and a second return (409 state)', async () => {
    const { room_id, stay } = await stayed();
    const card = (await issue({ building: 'MA', room_id, stay_id: stay.id, plate: '59X1-12345', card_no: cardNo(), month: MONTH })).body;
    const stale = await giveBack(card.id, 7);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale', field: 'id' });
    expect((await giveBack(card.id, 1)).status).toBe(200);
    const twice = await giveBack(card.id, 2);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'state', field: 'id' });
  });

  it('answers 400 with the field: unknown field, bad card number, missing vehicle, a plate the stay does not have, a stay of another room', async () => {
    const { room_id, stay } = await stayed();
    const base = { building: 'MA', room_id, stay_id: stay.id, plate: '59X1-12345', card_no: cardNo(), month: MONTH };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, colour: 'red' }, ''],
      [{ ...base, card_no: 'số 1!' }, 'card_no'],
      [{ ...base, month: '2026-13' }, 'month'],
      [{ ...base, plate: undefined }, 'plate'],
      [{ ...base, plate: '30A-99999' }, 'plate'],
      [{ ...base, room_id: 'ZZ1' }, 'stay_id'],
    ];
    for (const [body, field] of cases) {
      const r = await issue(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(typeof r.body.message).toBe('string');
      if (field) expect(JSON.stringify(r.body.errors ?? r.body.field)).toContain(field);
    }
    expect((await giveBack('not-an-id', 1)).status).toBe(400);
    expect((await call('POST', `/api/vehicle-cards/${'0'.repeat(26)}/return`, { token: await staff(), body: { version: 1, x: 1 } })).status).toBe(400);
    expect((await call('GET', '/api/vehicle-cards?building=QQ', { token: await staff() })).status).toBe(400);
  });

  it('replays an issue and a return sent again with the same Idempotency-Key (one card, one log line)', async () => {
    const { room_id, stay } = await stayed();
    const no = cardNo();
    const key = { 'Idempotency-Key': `vc-${no}` };
    const body = { building: 'MA', room_id, stay_id: stay.id, plate: '59X1-12345', card_no: no, month: MONTH };
    const one = await issue(body, key);
    const two = await issue(body, key);
    expect(one.status).toBe(201);
    expect(two.status).toBe(201);
    expect(two.body).toEqual(one.body);
    expect((await list('building=MA&status=out')).filter((c) => c.card_no === no)).toHaveLength(1);
    const back = { 'Idempotency-Key': `vc-back-${no}` };
    const r1 = await giveBack(one.body.id, 1, back);
    const r2 = await giveBack(one.body.id, 1, back);
    expect(r1.status).toBe(200);
    expect(r2.body).toEqual(r1.body);
    expect(await logsAbout(`Thu lại thẻ xe số ${no}`, 'update')).toHaveLength(1);
  });

  it('a check-out names the cards the stay still holds (and refuses nothing); a stay that left gets no new card', async () => {
    const { room_id, stay } = await stayed();
    const no = cardNo();
    const card = (await issue({ building: 'MA', room_id, stay_id: stay.id, plate: '59X1-12345', card_no: no, month: MONTH })).body;
    const out = await call('POST', '/api/check-outs', {
      token: await staff(),
      body: { stay_id: stay.id, leave_date: '2026-10-16', final_readings: { electricity: 1_120, water: 58 }, notice_date: '2026-09-10' },
    });
    expect(out.status, JSON.stringify(out.body)).toBe(201);
    expect(out.body.vehicle_cards_out).toEqual([{ id: card.id, card_no: no, vehicle_type: 'motorbike', plate: '59X1-12345' }]);
    const late = await issue({ building: 'MA', room_id, stay_id: stay.id, vehicle_type: 'bicycle', card_no: cardNo(), month: MONTH });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'state', field: 'stay_id' });

    // Without cards out, the answer carries no list.
    const other = await stayed();
    const clean = await call('POST', '/api/check-outs', {
      token: await staff(),
      body: { stay_id: other.stay.id, leave_date: '2026-10-16', final_readings: { electricity: 1_120, water: 58 }, notice_date: '2026-09-10' },
    });
    expect(clean.status, JSON.stringify(clean.body)).toBe(201);
    expect(clean.body.vehicle_cards_out).toBeUndefined();
  });
});
