import { afterAll, describe, expect, it } from 'vitest';
import './helpers';
import { invoke, ok } from './in-process';
import { useOwnTable } from './own-table';
import { addDays, vnToday } from '../../shared/dates';
import { installRecorder, type RecordedCall } from '../../functions/platform/db/recorder';
import { keys } from '../../functions/platform/db/keys';
import { getItem } from '../../functions/platform/db/items';
import { transact, deleteItem } from '../../functions/platform/db/transact';
import { completeRoomFigures } from '../../functions/kernel/model/room-figures';

/**
 * What GET /api/dashboard reads, per source, for one building as its rooms grow (issue 23 §13): the
 * room reads of the kept path (the building's one item, the rooms to act on by key, their deposits)
 * stay the same when the building has five times the rooms and occupants, where the recount's grow
 * with them. Prints the items per source of both paths at both sizes (the measure behind the report).
 */
useOwnTable('dashboard-reads-test');

const B = 'XA';
const today = vnToday();
const rec = installRecorder();
afterAll(() => {
  delete (globalThis as Record<string, unknown>).__nhaTroDynamoRecorder;
});

/** Which read a DynamoDB request is, from its (marshalled) key condition or keys: its partition's prefix. */
function sourceOf(c: RecordedCall): string {
  const i = c.input as {
    ExpressionAttributeValues?: Record<string, { S?: string }>;
    IndexName?: string;
    RequestItems?: Record<string, { Keys: Record<string, { S?: string }>[] }>;
    Key?: Record<string, { S?: string }>;
  };
  const prefix = (v: { S?: string } | undefined) => (v?.S ?? '').replace(/#.*$/, '#');
  if (c.command.startsWith('BatchGet')) return `BatchGet ${prefix(Object.values(i.RequestItems ?? {})[0]?.Keys?.[0]?.PK)}`;
  if (c.command.startsWith('Get')) return `Get ${prefix(i.Key?.PK)}`;
  return `Query ${i.IndexName ? `${i.IndexName} ` : ''}${prefix(Object.values(i.ExpressionAttributeValues ?? {})[0])}`;
}

async function readsOfDashboard(): Promise<Record<string, number>> {
  rec.calls.length = 0;
  ok(await invoke('GET', '/api/dashboard', { query: { building: B } }));
  const per: Record<string, number> = {};
  for (const c of rec.calls) per[sourceOf(c)] = (per[sourceOf(c)] ?? 0) + c.items;
  return per;
}

/** The dashboard's reads from the recount of every room: the building's kept item set aside, read, put back. */
async function readsRecounted(): Promise<Record<string, number>> {
  await transact([deleteItem(keys.roomFigures(B), { expression: 'v > :z', values: { ':z': 0 }, conflict: 'x', entity: 'room_figures' })]);
  const per = await readsOfDashboard();
  await completeRoomFigures(B);
  return per;
}

let agent: string | undefined;
async function occupy(room_id: string, vehicle: boolean) {
  await ok(
    await invoke('POST', '/api/check-ins', {
      body: {
        building: B,
        room_id,
        contract_no: `HD-${B}${room_id}`,
        start_date: addDays(today, -30),
        rent: 3_000_000,
        deposit_held: 0,
        occupants: [
          { name: `Người A ${room_id}`, phone: '0912 345 678', id_number: `07900001${room_id}`.slice(-12), birth_date: '1998-04-02', hometown: 'Huế' },
          { name: `Người B ${room_id}`, phone: '0912 345 679', id_number: `07900002${room_id}`.slice(-12), birth_date: '1998-04-02', hometown: 'Huế' },
        ],
        vehicles: vehicle ? [{ type: 'motorbike', plate: `59X1-${room_id}` }] : [],
        start_readings: { electricity: 1_000, water: 50 },
        internet: false,
      },
    }),
    201,
  );
}

async function toActOn() {
  agent ??= (ok(await invoke('GET', '/api/users', { query: { role: 'SECURITY' } })) as { user_id: string }[])[0]!.user_id;
  for (const room_id of ['101', '102'])
    ok(
      await invoke('POST', '/api/deposits', {
        body: {
          building: B,
          room_id,
          customer_name: `Khách ${room_id}`,
          phone: '0909000111',
          amount_agreed: 3_000_000,
          amount_paid: 3_000_000,
          wallet: 9,
          agent_user_id: agent,
          date: addDays(today, -20),
          expected_move_in_date: addDays(today, -10),
        },
      }),
      201,
    );
  ok(
    await invoke('POST', '/api/room-states/update', {
      body: { building: B, room_id: '201', event: 'notice', date: addDays(today, -2), expected_leave_date: addDays(today, 3) },
    }),
  );
}

const roomReads = (per: Record<string, number>) => Object.fromEntries(Object.entries(per).filter(([k]) => /BLD#|CUSTNOW#|^BatchGet DEP#|ROOMFIG/.test(k)));

describe('the dashboard’s reads as a building grows', () => {
  it('keeps the room reads of the kept path the same at five times the rooms; the recount’s grow', async () => {
    // Size 1: the 40 demo rooms, 20 occupied (two people, half with a vehicle), 2 deposits and a notice to act on.
    for (let f = 2; f <= 4; f++) for (let n = 1; n <= 8; n++) if ((f - 2) * 8 + n <= 20) await occupy(`${f}0${n}`, n % 2 === 0);
    await toActOn();
    const small = { kept: await readsOfDashboard(), recounted: await readsRecounted() };

    // Size 5: 160 rooms more, 80 of them occupied; nothing more to act on.
    const more = Array.from({ length: 160 }, (_, i) => `${6 + Math.floor(i / 40)}${String((i % 40) + 1).padStart(2, '0')}`);
    for (let i = 0; i < more.length; i += 8)
      await Promise.all(
        more.slice(i, i + 8).map(async (room_id) =>
          ok(
            await invoke('POST', '/api/rooms', {
              body: { building: B, room_id, floor: Number(room_id.slice(0, -2)), rent: 3_000_000, deposit: 3_000_000, max_occupants: 3 },
            }),
            201,
          ),
        ),
      );
    for (let i = 0; i < 80; i += 4) await Promise.all(more.slice(i, i + 4).map((r, j) => occupy(r, j % 2 === 0)));
    expect((await getItem(keys.roomFigures(B)))?.complete).toBe(true);
    const large = { kept: await readsOfDashboard(), recounted: await readsRecounted() };

    // The rooms to act on are read by key for what a holding needs (a few hundred bytes each), not whole (~1 KB).
    await readsOfDashboard();
    const projections = rec.calls
      .filter((c) => sourceOf(c) === 'BatchGet BLD#')
      .map((c) => Object.values((c.input as { RequestItems: Record<string, { ProjectionExpression?: string }> }).RequestItems)[0]!.ProjectionExpression);
    expect(projections).toEqual(['room_id, #status, notice.#date, notice.expected_leave_date, active_deposit_id']);

    console.log(JSON.stringify({ building: B, small, large }, null, 1));
    const total = (per: Record<string, number>) => Object.values(per).reduce((a, b) => a + b, 0);
    console.log(
      `items read: kept ${total(small.kept)} → ${total(large.kept)}, recounted ${total(small.recounted)} → ${total(large.recounted)} (40 → 200 rooms)`,
    );
    expect(roomReads(large.kept)).toEqual(roomReads(small.kept));
    expect(total(roomReads(large.recounted))).toBeGreaterThan(total(roomReads(small.recounted)) + 200);
    // The answers agree (kept vs recounted) at the larger size.
    expect(large.kept['Query BLD#']).toBeUndefined();
    expect(large.kept['Query byBuildingMonth CUSTNOW#']).toBeUndefined();
  }, 240_000);
});
