import { describe, expect, it } from 'vitest';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import './helpers';
import { useOwnTable } from './own-table';
import { invoke, ok } from './in-process';
import { db } from '../../functions/platform/db/client';
import { ENTITIES } from '../../functions/platform/db/entities';
import { COUNTS_READY, countItemKeys } from '../../functions/platform/db/entity-counts';
import { recountEntity } from '../../functions/platform/db/entity-index';
import { deleteMany } from '../../functions/platform/db/items';
import { keptCounts } from '../../functions/platform/db/kept-counts';
import { backfillEntityCounts } from '../../functions/jobs/entity-counts';
import { CLEAR_DATABASE_PHRASE } from '../../shared/api/admin';

// Kept counts of records per type (issue 23 §11): every kind of write keeps them equal to a recount
// through the byEntityType index, and the admin reads them without reading the records. A table of
// its own (the demo rooms), handlers called in-process; it is cleared at the end.
const table = useOwnTable('counts-test');

const B = 'MA';
const CASH = 10; // MA-MT's cash box
const post = (path: string, body: unknown, groups?: string) => invoke('POST', path, { body, ...(groups ? { groups } : {}) });
const asAdmin = (path: string) => invoke('GET', path, { groups: '[admin]' });

type Counts = Record<string, number>;
const recount = async (): Promise<Counts> =>
  Object.fromEntries(await Promise.all(Object.keys(ENTITIES).map(async (e) => [e, await recountEntity(e)] as const)));
const kept = async (): Promise<Counts> => {
  const { counts } = await keptCounts();
  return Object.fromEntries(Object.keys(ENTITIES).map((e) => [e, counts.get(e) ?? 0]));
};
/** The kept counts equal a recount of every type; answers them. */
const expectKeptEqualRecount = async (): Promise<Counts> => {
  const [k, r] = [await kept(), await recount()];
  expect(k).toEqual(r);
  return k;
};

let agent = '';
const deposit = async (room_id: string) =>
  ok(
    await post('/api/deposits', {
      building: B,
      room_id,
      customer_name: 'Nguyễn Văn Cọc',
      phone: '0909000111',
      amount_agreed: 3_000_000,
      amount_paid: 3_000_000,
      wallet: CASH,
      agent_user_id: agent,
      date: '2026-09-02',
      expected_move_in_date: '2026-09-05',
    }),
    201,
  ) as { id: string };
const checkIn = async (room_id: string, over: Record<string, unknown> = {}) =>
  ok(
    await post('/api/check-ins', {
      building: B,
      room_id,
      contract_no: `HD-C${room_id}`,
      start_date: '2026-09-05',
      rent: 3_000_000,
      deposit_held: 3_000_000,
      wallet: CASH,
      occupants: [{ name: `Khách ${room_id}`, phone: '0912 345 678' }, { name: `Bạn ${room_id}` }],
      vehicles: [{ type: 'motorbike', plate: `59X1-${room_id}01` }],
      start_readings: { electricity: 1_000, water: 50 },
      internet: true,
      ...over,
    }),
    201,
  ) as { id: string; version: number };

describe('kept counts of records (GET /api/admin/list-collection, /db-info)', () => {
  it('count a new table from its first write; the admin says "counting" until the backfill marks them complete', async () => {
    agent = (ok(await invoke('GET', '/api/users', { query: { role: 'SECURITY' } })) as { user_id: string }[])[0]!.user_id;
    // The demo rooms and their log lines, written through transactions: counted already.
    const counts = await expectKeptEqualRecount();
    expect(counts).toMatchObject({ room: 240, log: 6 });
    const before = ok(await asAdmin('/api/admin/list-collection')) as { entity: string; count: number; counting?: boolean }[];
    expect(before.every((r) => r.counting)).toBe(true);
    expect(ok(await asAdmin('/api/admin/db-info'))).toMatchObject({ table, counting: true });

    expect(await backfillEntityCounts()).toMatchObject({ already: false, counted: expect.objectContaining({ room: 240, log: 6 }) });
    const after = ok(await asAdmin('/api/admin/list-collection')) as { entity: string; label: string; count: number; counting?: boolean }[];
    expect(after.map((r) => r.entity)).toEqual(Object.keys(ENTITIES));
    expect(after.some((r) => r.counting)).toBe(false);
    expect(Object.fromEntries(after.map((r) => [r.entity, r.count]))).toEqual(await recount());
    const info = ok(await asAdmin('/api/admin/db-info'));
    expect(info.counting).toBeUndefined();
    expect(info.item_count).toBe(Object.values(await recount()).reduce((a, b) => a + b, 0));
    expect(info).toMatchObject({ table, status: 'ACTIVE', billing_mode: 'PAY_PER_REQUEST', local: true });
    // Once complete, a run is one read.
    expect(await backfillEntityCounts()).toEqual({ already: true, counted: {} });
  });

  it('stay equal to a recount through deposits, check-ins, their removal, vehicle cards, a billing run, receipts and a batch', async () => {
    // Deposits: created (conditional create, slip counter, rollups upserted), cancelled, deleted.
    const cancelled = await deposit('101');
    ok(await post('/api/deposits/cancel', { id: cancelled.id, date: '2026-09-03', reason: 'Khách đổi ý' }));
    const wrong = await deposit('102');
    ok(await post('/api/deposits/delete', { id: wrong.id, reason: 'Nhập nhầm phòng' }));
    await expectKeptEqualRecount();

    // Check-ins: from a deposit, and without one (stay, contract, customers, stay account, internet).
    const held = await deposit('103');
    const s103 = await checkIn('103', { deposit_id: held.id, deposit_held: undefined, wallet: undefined });
    const s105 = await checkIn('105');
    // A check-in entered by mistake is removed: its contract and customers are deleted.
    const s104 = await checkIn('104', { internet: false });
    ok(await post('/api/check-ins/remove', { id: s104.id, reason: 'Nhập nhầm phòng' }));
    await expectKeptEqualRecount();

    // A vehicle card issued, then returned (its two markers deleted).
    const card = ok(
      await post('/api/vehicle-cards', { building: B, room_id: '103', stay_id: s103.id, plate: '59X1-10301', card_no: 'C103', month: '2026-11' }),
      201,
    ) as { id: string; version: number };
    ok(await invoke('POST', '/api/vehicle-cards/{id}/return', { params: { id: card.id }, body: { version: card.version } }));
    await expectKeptEqualRecount();

    // A billing run: readings of two months, then the month's bills in vouchers of several rooms.
    for (const [month, values] of [
      ['2026-09', [1_000, 2_000]],
      ['2026-10', [1_050, 2_030]],
    ] as const) {
      ok(
        await post('/api/bills/electric-water-count', {
          building: B,
          month,
          type: 'E',
          readings: [
            { room_id: '103', value: values[0] },
            { room_id: '105', value: values[1] },
          ],
        }),
      );
    }
    const run = ok(await post('/api/payments', { building: B, month: '2026-10' })) as { bills: unknown[] };
    expect(run.bills).toHaveLength(2);
    await expectKeptEqualRecount();

    // Receipts: one, then a batch of two rows (each row its own voucher).
    ok(await post('/api/receipt-rooms', { building: B, room_id: '103', date: '2026-11-20', wallet: CASH, amount: 1_000_000 }), 201);
    ok(
      await post('/api/receipt-rooms/createOrEditReceiptRooms', {
        building: B,
        receipts: [
          { room_id: '103', date: '2026-11-21', wallet: CASH, amount: 500_000 },
          { room_id: '105', date: '2026-11-21', wallet: CASH, amount: 2_000_000 },
        ],
      }),
    );
    // A saved comparison, deleted again (a delete that names no record type: read first).
    const saved = ok(await post('/api/electricity-water-comparison', { month_a: '2026-09', month_b: '2026-10' })) as { saved_at: string };
    ok(await invoke('DELETE', '/api/electricity-water-comparison/{a}/{b}', { params: { a: '2026-09', b: '2026-10' }, body: { saved_at: saved.saved_at } }));
    const counts = await expectKeptEqualRecount();
    // A cancelled or deleted deposit is kept with its status (its reversal posted): three deposits.
    expect(counts).toMatchObject({
      deposit: 3,
      stay: 3,
      bill: 2,
      bill_run: 1,
      receipt: 3,
      vehicle_card: 1,
      vehicle_card_no: 0,
      vehicle_card_holder: 0,
      utility_comparison: 0,
    });
    expect(s105.id).toBeTruthy();
  });

  it('count every one of many creates at once, and items several vouchers create at the same instant once', async () => {
    const before = await kept();
    // 24 rooms at once: their counts land on the same few shards at the same instant.
    const rooms = Array.from({ length: 24 }, (_, i) => `9${String(i).padStart(2, '0')}`);
    const created = await Promise.all(
      rooms.map((room_id) => post('/api/rooms', { building: 'XA', room_id, floor: 9, rent: 3_000_000, deposit: 3_000_000, max_occupants: 3 })),
    );
    expect(created.map((r) => r.status)).toEqual(rooms.map(() => 201));
    // Eight cash receipts of a building and month no voucher touched yet: the same new rollups and
    // number counter, created by whichever lands first, each counted once.
    const receipts = await Promise.all(
      Array.from({ length: 8 }, () =>
        post('/api/receipt-cash', { building: 'XA', date: '2026-11-03', wallet: 9, amount: 100_000, account_key: 'other_income' }),
      ),
    );
    expect(receipts.map((r) => r.status)).toEqual(receipts.map(() => 201));
    const after = await expectKeptEqualRecount();
    expect(after.room).toBe(before.room! + 24);
    expect(after.receipt_cash).toBe(before.receipt_cash! + 8);
  });

  it('backfills a store made before counts were kept, then keeps them', async () => {
    // An older store: records, no counts. Then writes made by this version before the backfill ran.
    await deleteMany(countItemKeys);
    await db().send(new DeleteCommand({ TableName: table, Key: COUNTS_READY }));
    await checkIn('106', { internet: false, start_date: '2026-11-05' }); // after the billed month
    const { ready } = await keptCounts();
    expect(ready).toBe(false);
    expect(await kept()).not.toEqual(await recount());
    expect((ok(await asAdmin('/api/admin/list-collection')) as { counting?: boolean }[])[0]!.counting).toBe(true);

    const run = await backfillEntityCounts();
    expect(run.already).toBe(false);
    expect(run.counted).toEqual(await recount());
    await expectKeptEqualRecount();
    expect((await keptCounts()).ready).toBe(true);
    // Counted on from there.
    ok(await post('/api/receipt-rooms', { building: B, room_id: '106', date: '2026-11-22', wallet: CASH, amount: 300_000 }), 201);
    await expectKeptEqualRecount();
  });

  it('go back to zero when the database is cleared (and are complete: the clearing is the one log line)', async () => {
    ok(await invoke('POST', '/api/admin/clear-database', { body: { confirm: CLEAR_DATABASE_PHRASE }, groups: '[admin]' }));
    const counts = await expectKeptEqualRecount();
    expect(Object.entries(counts).filter(([, n]) => n !== 0)).toEqual([['log', 1]]);
    expect((await keptCounts()).ready).toBe(true);
    const info = ok(await asAdmin('/api/admin/db-info'));
    expect(info).toMatchObject({ item_count: 1 });
    expect(info.counting).toBeUndefined();
  });
});
