import { afterAll, describe, expect, it } from 'vitest';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import './helpers';
import { invoke, ok } from './in-process';
import { useOwnTable } from './own-table';
import { db } from '../../functions/platform/db/client';
import { env } from '../../functions/platform/env';
import { getItem, getMany } from '../../functions/platform/db/items';
import { queryAll } from '../../functions/platform/db/query';
import { keys } from '../../functions/platform/db/keys';
import { publicFields } from '../../functions/platform/db/records';
import { installRecorder, type RecordedCall } from '../../functions/platform/db/recorder';
import { CARDS_TO_COLLECT_READY, cardHeld, cardsOut, forgetCardsToCollectReady } from '../../functions/customers';
import { backfillCardsToCollectAll } from '../../functions/jobs/cards-to-collect';
import type { Stay } from '../../shared/api/stays';
import { BUILDING_CODES } from '../../shared/catalog/buildings';
import { addDays, vnToday } from '../../shared/dates';

// Issue 23 §10/§13: the dashboard's "cards to collect" is read from the cards kept while to collect
// (VCARDDUE#<building>, functions/customers/model/cards-to-collect.ts). After every write that moves a
// card out or its stay (issue, return, check-out and its cancel, a check-in removed, a change slip and its
// cancel), the kept set equals a recount of /the-xe's rule over every card out; the dashboard's list
// equals /the-xe's cards left over; the read does not grow with cards held; the backfill gives cards out
// from before their items. A table of its own (the demo rooms).
useOwnTable('cards-to-collect');

const B = 'GB';
const CASH = 7;
const TODAY = vnToday();
const M = TODAY.slice(0, 7);
const START = addDays(TODAY, -45);
const rec = installRecorder();
afterAll(() => {
  delete (globalThis as Record<string, unknown>).__nhaTroDynamoRecorder;
});

const get = async (path: string, query: Record<string, string> = {}) => ok(await invoke('GET', path, { query }));
const post = async (path: string, body: unknown, status = 201) => ok(await invoke('POST', path, { body }), status);

/** Every building's kept cards to collect (ids). */
async function kept(): Promise<string[]> {
  const all = await Promise.all(
    BUILDING_CODES.map((b) => queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.cardsToCollect(b) } })),
  );
  return all
    .flat()
    .map((i) => String(i.id))
    .sort();
}
/** The recount: every building's cards out and their stays, /the-xe's rule (no running stay's vehicle holds it). */
async function recount(): Promise<string[]> {
  const out = (await Promise.all(BUILDING_CODES.map((b) => cardsOut(b)))).flat();
  const stays = new Map((await getMany([...new Set(out.map((c) => c.stay_id))].map((id) => keys.stay(id)))).map((i) => [String(i.id), publicFields<Stay>(i)]));
  return out
    .filter((c) => !cardHeld(c, stays.get(c.stay_id)))
    .map((c) => c.id)
    .sort();
}
async function expectKeptIsRecount(ids: string[]) {
  const r = await recount();
  expect(await kept()).toEqual(r);
  expect(r).toEqual([...ids].sort());
}

/** What /the-xe shows under "Thẻ chưa thu": the cards out that no running stay's vehicle holds. */
async function cardsScreen() {
  const out = (await get('/api/vehicle-cards', { building: B, status: 'out' })).items as { id: string }[];
  const vehicles: { card?: { id: string } }[] = [];
  let cursor: string | undefined;
  do {
    const page = (await get('/api/vehicle-cards/vehicles', { building: B, ...(cursor ? { cursor } : {}) })) as {
      items: { card?: { id: string } }[];
      cursor?: string;
    };
    vehicles.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  const held = new Set(vehicles.map((v) => v.card?.id));
  return out.filter((c) => !held.has(c.id)).map((c) => c.id);
}
type Card = { id: string; room_id: string; card_no: string; vehicle_type: string; plate?: string };
const dashboardCards = async (): Promise<Card[]> =>
  ((await get('/api/dashboard', { building: B })) as { buildings: { cards_to_collect: Card[] }[] }).buildings[0]!.cards_to_collect;
async function expectDashboardIsScreen(): Promise<Card[]> {
  const d = await dashboardCards();
  expect(d.map((c) => c.id)).toEqual(await cardsScreen());
  return d;
}

const MOTO = { type: 'motorbike', plate: '59X1-55555' };
const BIKE = { type: 'bicycle' };
async function checkIn(room_id: string): Promise<{ id: string; occupants: { customer_id: string }[] }> {
  return (await post('/api/check-ins', {
    building: B,
    room_id,
    contract_no: `HD-C${room_id}`,
    start_date: START,
    rent: 3_000_000,
    deposit_held: 10_000_000,
    wallet: CASH,
    occupants: [{ name: `Khách ${room_id}`, phone: '0912 345 678' }],
    vehicles: [MOTO, BIKE],
    start_readings: { electricity: 1_000, water: 50 },
    internet: false,
  })) as { id: string; occupants: { customer_id: string }[] };
}
const issue = async (room_id: string, stay_id: string, vehicle: { type: string; plate?: string }, card_no: string) =>
  (await post('/api/vehicle-cards', {
    building: B,
    room_id,
    stay_id,
    ...(vehicle.plate ? { plate: vehicle.plate } : { vehicle_type: vehicle.type }),
    card_no,
    month: M,
  })) as { id: string; version: number };
const checkOut = async (stay_id: string) =>
  (await post('/api/check-outs', {
    stay_id,
    leave_date: addDays(TODAY, -2),
    final_readings: { electricity: 1_080, water: 55 },
    notice_date: addDays(TODAY, -44),
  })) as { id: string; vehicle_cards_out?: { id: string }[] };

/** Items the dashboard read per source (the partition's prefix of a Query's key condition). */
async function dashboardReads(): Promise<Record<string, number>> {
  rec.calls.length = 0;
  await dashboardCards();
  const per: Record<string, number> = {};
  const sourceOf = (c: RecordedCall) => {
    const i = c.input as { ExpressionAttributeValues?: Record<string, { S?: string }>; IndexName?: string };
    return `${c.command.replace(/Command$/, '')} ${i.IndexName ?? ''} ${(Object.values(i.ExpressionAttributeValues ?? {})[0]?.S ?? '').replace(/#.*$/, '#')}`;
  };
  for (const c of rec.calls) per[sourceOf(c)] = (per[sourceOf(c)] ?? 0) + c.items;
  return per;
}
const DUE = 'Query  VCARDDUE#';
const readsCardsOut = (reads: Record<string, number>) => Object.keys(reads).some((k) => k.includes('VCARDOUT#'));

describe('vehicle cards to collect, kept while to collect (VCARDDUE#<building>)', () => {
  const cards = { moto: '', bike: '' };
  let stay = { id: '', occupants: [] as { customer_id: string }[] };
  let checkOutId = '';

  it('issued cards are held; a change slip taking the motorbike away leaves its card to collect, its cancel holds it again', async () => {
    stay = await checkIn('101');
    cards.moto = (await issue('101', stay.id, MOTO, 'C-101')).id;
    cards.bike = (await issue('101', stay.id, BIKE, 'C-102')).id;
    await expectKeptIsRecount([]);
    expect(await expectDashboardIsScreen()).toEqual([]);

    const slip = (await post('/api/receipt-changes', { stay_id: stay.id, date: TODAY, vehicles: [BIKE] })) as { id: string };
    await expectKeptIsRecount([cards.moto]);
    expect(await expectDashboardIsScreen()).toEqual([expect.objectContaining({ id: cards.moto, room_id: '101', card_no: 'C-101', plate: MOTO.plate })]);

    await post('/api/receipt-changes/cancel', { id: slip.id }, 200);
    await expectKeptIsRecount([]);
    expect(await expectDashboardIsScreen()).toEqual([]);
  });

  it('a check-out leaves the stay’s cards to collect, its cancel holds them again; a card returned is off', async () => {
    const co = await checkOut(stay.id);
    checkOutId = co.id;
    expect(co.vehicle_cards_out?.map((c) => c.id).sort()).toEqual([cards.moto, cards.bike].sort());
    await expectKeptIsRecount([cards.moto, cards.bike]);
    expect((await expectDashboardIsScreen()).map((c) => c.card_no)).toEqual(['C-101', 'C-102']);

    await post('/api/check-outs/cancel-check-out', { id: checkOutId }, 200);
    await expectKeptIsRecount([]);
    await expectDashboardIsScreen();

    await checkOut(stay.id);
    await expectKeptIsRecount([cards.moto, cards.bike]);
    const bike = ((await get('/api/vehicle-cards', { building: B, status: 'out' })).items as { id: string; version: number }[]).find(
      (c) => c.id === cards.bike,
    )!;
    ok(await invoke('POST', '/api/vehicle-cards/{id}/return', { params: { id: bike.id }, body: { version: bike.version } }));
    await expectKeptIsRecount([cards.moto]);
    expect((await expectDashboardIsScreen()).map((c) => c.id)).toEqual([cards.moto]);
  });

  it('a check-in removed leaves its card to collect', async () => {
    const other = await checkIn('102');
    const card = (await issue('102', other.id, MOTO, 'C-201')).id;
    await expectKeptIsRecount([cards.moto]);
    await post('/api/check-ins/remove', { id: other.id }, 200);
    await expectKeptIsRecount([cards.moto, card]);
    expect((await expectDashboardIsScreen()).map((c) => c.id)).toEqual([cards.moto, card]);
  });

  it('the read is one Query of the cards to collect: cards held elsewhere do not add to it', async () => {
    const before = await dashboardReads();
    expect(before[DUE]).toBe(2);
    expect(readsCardsOut(before)).toBe(false);
    for (const room of ['103', '104', '105']) {
      const s = await checkIn(room);
      await issue(room, s.id, MOTO, `C-${room}`);
      await issue(room, s.id, BIKE, `C-${room}B`);
    }
    const after = await dashboardReads();
    expect(after[DUE]).toBe(2);
    expect(readsCardsOut(after)).toBe(false);
    await expectKeptIsRecount((await kept()).slice());
    expect(await kept()).toHaveLength(2);
    await expectDashboardIsScreen();
  });

  it('a table with cards out from before gets their items once from the backfill; until then the cards out and their stays', async () => {
    const items = await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.cardsToCollect(B) } });
    expect(items).toHaveLength(2);
    for (const i of [...items, CARDS_TO_COLLECT_READY]) await db().send(new DeleteCommand({ TableName: env.tableName(), Key: { PK: i.PK, SK: i.SK } }));
    forgetCardsToCollectReady();
    const reads = await dashboardReads();
    expect(readsCardsOut(reads)).toBe(true);
    expect(reads[DUE]).toBeUndefined();
    expect(await expectDashboardIsScreen()).toHaveLength(2);

    expect(await backfillCardsToCollectAll()).toEqual({ already: false, cards: 2 });
    expect(await getItem(CARDS_TO_COLLECT_READY)).toBeTruthy();
    const r = await recount();
    expect(r).toHaveLength(2);
    expect(await kept()).toEqual(r);
    expect(await backfillCardsToCollectAll()).toEqual({ already: true, cards: 0 });
    expect(await expectDashboardIsScreen()).toHaveLength(2);
    expect(readsCardsOut(await dashboardReads())).toBe(false);
  });
});
