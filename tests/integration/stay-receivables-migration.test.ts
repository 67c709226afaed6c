import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { today } from './helpers';
import { invoke, ok } from './in-process';
import { useOwnTable } from './own-table';
import { buildEntry } from '../../functions/kernel/ledger/entry';
import { entryItems } from '../../functions/kernel/ledger/posting';
import { trialBalance } from '../../functions/kernel/ledger/trial-balance';
import { createBill } from '../../functions/bills/model/bill';
import { checkOutItem } from '../../functions/stays/model/check-out';
import { stayItem } from '../../functions/stays/model/stay';
import { getAccount, stayObject } from '../../functions/kernel/model/stay-account';
import { figures } from '../../functions/kernel/ledger/stay-account-rules';
import { getItem } from '../../functions/platform/db/items';
import { keys } from '../../functions/platform/db/keys';
import { countAll, queryAll } from '../../functions/platform/db/query';
import { createItem, putItem, transact } from '../../functions/platform/db/transact';
import { DONE_KEY, migrateStayReceivables, roomMarkerKey } from '../../functions/jobs/stay-receivables';
import { lastDayOf } from '../../shared/dates';
import type { Bill } from '../../shared/api/bills';
import type { CheckOut, Stay } from '../../shared/api/stays';
import type { BuildingCode } from '../../shared/catalog/buildings';

// Receivables kept per room (the old shape: 1311 on `room:<b>-<room>`, bills with their paid amount,
// room_pay, check-outs' receivables) move onto the stays' accounts, one entry per room, once. Own
// table: the job walks every room of the database.
useOwnTable('stay-ar-migration-test');

const AT = '2026-09-01T00:00:00.000Z';
const CASH: Record<string, number> = { BN: 6, GB: 7 };

/** An entry of the old code: 1311 on the room object. */
async function post(building: BuildingCode, room: string, date: string, amount: number, kind: 'charge' | 'receipt') {
  const object = `room:${building}-${room}`;
  const lines =
    kind === 'charge'
      ? [
          { account_key: 'customer_receivable', debit: amount, object },
          { account_key: 'room_revenue', credit: amount },
        ]
      : [
          { wallet: CASH[building]!, debit: amount },
          { account_key: 'customer_receivable', credit: amount, object },
        ];
  const entry = buildEntry(
    { date, building, voucher_type: kind === 'charge' ? 'payment' : 'receipt_room', voucher_id: ulid(), description: `${kind} ${room}`, lines },
    AT,
  );
  await transact(entryItems(entry));
}

async function stay(building: BuildingCode, room: string, contract: string, start: string, status: Stay['status'], leave?: string): Promise<string> {
  const id = ulid();
  const s = {
    id,
    building,
    room_id: room,
    deposit_object: `stay:${id}`,
    contract_no: contract,
    start_date: start,
    rent: 3_000_000,
    rent_history: [],
    deposit_held: 0,
    deposit_top_up: 0,
    occupants: [{ name: `Khách ${contract}`, phone: '0900000000', customer_id: ulid() }],
    vehicles: [],
    start_readings: { electricity: 0, water: 0 },
    internet: false,
    notice_days: 30,
    status,
    ...(leave ? { leave_date: leave } : {}),
    version: 1,
    created_at: AT,
    created_by: 'test',
  } as unknown as Stay;
  await transact([createItem(stayItem(s), 'stay')]);
  return id;
}

/** A bill as the old run and receipts left it (paid so far, status), with its entry (Dr 1311 room). */
async function bill(building: BuildingCode, room: string, month: string, stayId: string, total: number, paid: number) {
  const b: Bill = {
    id: `${building}-${month}-${room}`,
    bill_no: `BT-${building}${month.slice(2, 4)}${month.slice(5)}-${room}`,
    building,
    month,
    room_id: room,
    date: lastDayOf(month),
    stay_id: stayId,
    contract_no: 'HD',
    customer_name: 'Khách',
    lines: [{ kind: 'rent', label: 'Tiền phòng', quantity: null, unit_price: null, amount: total }],
    total,
    paid,
    status: paid >= total ? 'paid' : 'open',
    version: 1,
    created_at: AT,
    created_by: 'test',
  } as Bill;
  await transact([createBill(b)]);
  await post(building, room, b.date, total, 'charge');
}

async function checkOut(building: BuildingCode, room: string, stayId: string, contract: string, leave: string, receivable: number) {
  const c = {
    id: ulid(),
    stay_id: stayId,
    building,
    room_id: room,
    contract_no: contract,
    customer_name: 'Khách',
    leave_date: leave,
    bill: { total: receivable + 2_000_000 },
    deposit_applied: 2_000_000,
    receivable,
    status: 'done',
    version: 1,
    created_at: AT,
    created_by: 'test',
  };
  await transact([createItem(checkOutItem(c as unknown as CheckOut), 'check-out')]);
  await post(building, room, leave, receivable, 'charge');
  return c.id;
}

const roomPay = (building: string, room: string, credit: number) =>
  transact([putItem({ ...keys.roomPay(building, room), entity: 'room_pay', building, room_id: room, credit, version: 4 })]);

const objectBalance = async (object: string) => {
  const i = await getItem(keys.rollupObject('1311', object, undefined), { consistent: true });
  let sum = 0;
  for (const [k, v] of Object.entries(i ?? {})) if (/^[dc]_\d{4}_\d{2}$/.test(k)) sum += k.startsWith('d') ? Number(v) : -Number(v);
  return sum;
};

const countOf = (entity: string) =>
  countAll({
    IndexName: 'byEntityType',
    KeyConditionExpression: '#e = :e',
    ExpressionAttributeNames: { '#e': 'entity' },
    ExpressionAttributeValues: { ':e': entity },
  });
const writes = async () => ({
  lines: await countOf('journal_line'),
  accounts: await countOf('stay_account'),
  meta: await countOf('meta'),
  logs: await countOf('log'),
});
const closing = async () => {
  const tb = await trialBalance('2026-01-01', lastDayOf(today().slice(0, 7)));
  return { balanced: tb.balanced, rows: tb.rows.map((r) => [r.account, r.closing_debit - r.closing_credit]) };
};

const s: Record<string, string> = {};
const ids: Record<string, string> = {};

async function writeOldData() {
  // BN-101: a departed tenant (A) who owes a bill and part of their final bill, and the tenant now (B).
  s.A = await stay('BN', '101', 'HD-A', '2026-01-05', 'checked_out', '2026-06-20');
  s.B = await stay('BN', '101', 'HD-B', '2026-07-01', 'active');
  await bill('BN', '101', '2026-05', s.A, 3_000_000, 1_000_000);
  ids.finalA = await checkOut('BN', '101', s.A, 'HD-A', '2026-06-20', 800_000);
  await bill('BN', '101', '2026-07', s.B, 3_500_000, 3_500_000);
  await bill('BN', '101', '2026-08', s.B, 3_600_000, 600_000);
  for (const [d, a] of [
    ['2026-05-31', 1_000_000],
    ['2026-06-25', 300_000],
    ['2026-07-31', 3_500_000],
    ['2026-08-31', 600_000],
  ] as const)
    await post('BN', '101', d, a, 'receipt');
  await roomPay('BN', '101', 0);
  // BN-102: paid ahead by 1,000,000.
  s.C = await stay('BN', '102', 'HD-C', '2026-06-01', 'active');
  await bill('BN', '102', '2026-07', s.C, 3_000_000, 3_000_000);
  await bill('BN', '102', '2026-08', s.C, 3_000_000, 3_000_000);
  await post('BN', '102', '2026-08-15', 7_000_000, 'receipt');
  await roomPay('BN', '102', 1_000_000);
  // BN-103: a bill and 400,000 owed outside any bill (a debit note); a departed tenant who owes nothing, a removed stay.
  s.E = await stay('BN', '103', 'HD-E', '2026-01-10', 'checked_out', '2026-03-31');
  s.R = await stay('BN', '103', 'HD-R', '2026-03-20', 'removed');
  s.D = await stay('BN', '103', 'HD-D', '2026-04-01', 'active');
  await bill('BN', '103', '2026-08', s.D, 2_000_000, 0);
  await post('BN', '103', '2026-08-20', 400_000, 'charge');
  await roomPay('BN', '103', -400_000);
  // BN-104: a tenant who owes nothing and no ledger at all.
  s.F = await stay('BN', '104', 'HD-F', '2026-10-01', 'active');
  // BN-105: a balance and no stay (yet).
  await post('BN', '105', '2026-08-20', 150_000, 'charge');
  // GB-201: a bill naming a stay the room does not know: the stay living there then.
  s.H = await stay('GB', '201', 'HD-H', '2026-02-01', 'active');
  await bill('GB', '201', '2026-08', 'OLDSTAY', 2_200_000, 1_200_000);
  await post('GB', '201', '2026-08-31', 1_200_000, 'receipt');
}

const OLD: Record<string, number> = { 'BN-101': 5_500_000, 'BN-102': -1_000_000, 'BN-103': 2_400_000, 'BN-104': 0, 'BN-105': 150_000, 'GB-201': 1_000_000 };

async function expectMigrated() {
  const a = (await getAccount('BN', '101', s.A!))!;
  expect(figures(a.state)).toMatchObject({ owed: 2_500_000, credit: 0, balance: 2_500_000 });
  expect(a.state.charges.map((c) => [c.kind, c.id, c.no, c.month, c.total, c.paid])).toEqual([
    ['bill', 'BN-2026-05-101', 'BT-BN2605-101', '2026-05', 3_000_000, 1_000_000],
    ['final_bill', ids.finalA, 'HD-A', '2026-06', 800_000, 300_000],
  ]);
  // What was paid before is one payment of kind opening, so paid = Σ paid_by.
  for (const c of a.state.charges) expect(c.paid_by.reduce((x, p) => x + p.amount, 0)).toBe(c.paid);
  const b = (await getAccount('BN', '101', s.B!))!;
  expect(figures(b.state)).toMatchObject({ owed: 3_000_000, credit: 0, balance: 3_000_000 });
  expect(b.state.charges.map((c) => [c.kind, c.no, c.total, c.paid])).toEqual([['bill', 'BT-BN2608-101', 3_600_000, 600_000]]);
  expect(b).toMatchObject({ stay_status: 'active', contract_no: 'HD-B', customer_name: 'Khách HD-B', version: 1 });

  const c = (await getAccount('BN', '102', s.C!))!;
  expect(figures(c.state)).toMatchObject({ owed: 0, credit: 1_000_000, balance: -1_000_000 });
  expect(c.state.credits.map((x) => [x.kind, x.left])).toEqual([['opening', 1_000_000]]);

  const d = (await getAccount('BN', '103', s.D!))!;
  expect(figures(d.state)).toMatchObject({ owed: 2_400_000, balance: 2_400_000 });
  expect(d.state.charges.map((x) => [x.kind, x.total, x.paid])).toEqual([
    ['bill', 2_000_000, 0],
    ['opening', 400_000, 0],
  ]);
  const e = (await getAccount('BN', '103', s.E!))!;
  expect(e).toMatchObject({ version: 1, stay_status: 'checked_out', state: { charges: [], credits: [] } });
  expect(await getAccount('BN', '103', s.R!)).toBeUndefined();
  expect(await getAccount('BN', '104', s.F!)).toMatchObject({ version: 1, state: { charges: [], credits: [] } });
  expect(figures((await getAccount('GB', '201', s.H!))!.state)).toMatchObject({ owed: 1_000_000, balance: 1_000_000 });

  // The room objects net to 0; each stay object holds its stay's balance, which is its account's.
  for (const [room, old] of Object.entries(OLD)) {
    const [b0, r] = room.split('-') as [BuildingCode, string];
    if (room === 'BN-105') continue;
    expect(await objectBalance(`room:${room}`), room).toBe(0);
    const stays = await queryAll({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :r)',
      ExpressionAttributeValues: { ':pk': keys.stayAccounts(b0), ':r': `${r}#` },
      ConsistentRead: true,
    });
    let sum = 0;
    for (const st of stays) {
      const onObject = await objectBalance(stayObject(b0, r, String(st.stay_id)));
      expect(onObject, `${room} ${String(st.contract_no)}`).toBe(Number(st.balance));
      sum += onObject;
    }
    expect(sum, room).toBe(old);
  }
}

describe('moving receivables kept per room onto the stays (jobs/stay-receivables.ts)', () => {
  let before: Awaited<ReturnType<typeof closing>>;

  it('a dry run plans every room and writes nothing', async () => {
    await writeOldData();
    before = await closing();
    expect(before.balanced).toBe(true);
    const counted = await writes();
    const r = await migrateStayReceivables({ dryRun: true });
    expect(r).toMatchObject({
      dryRun: true,
      done: false,
      migrated: 5,
      entries: 4,
      moved: 7_900_000,
      unassigned: [{ building: 'BN', room_id: '105', balance: 150_000 }],
    });
    expect(await writes()).toEqual(counted);
  });

  it('a run stopped after two rooms leaves those migrated whole and the others untouched; the next run goes on', async () => {
    const r = await migrateStayReceivables({ maxRooms: 2 });
    expect(r).toMatchObject({ done: false, migrated: 2 });
    const marked = await queryAll({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :p)',
      ExpressionAttributeValues: { ':pk': 'META', ':p': 'MIGRATION#stay-receivables-v1#' },
      ConsistentRead: true,
    });
    expect(marked).toHaveLength(2);
    for (const [room, old] of Object.entries(OLD)) {
      const [b0, r0] = room.split('-') as [string, string];
      const done = marked.some((m) => m.building === b0 && m.room_id === r0);
      expect(await objectBalance(`room:${room}`), room).toBe(done ? 0 : old);
    }
    expect(await getItem(DONE_KEY)).toBeUndefined();

    const rest = await migrateStayReceivables();
    expect(rest).toMatchObject({ done: false, migrated: 3, skipped: 2, unassigned: [{ building: 'BN', room_id: '105' }] });
    expect(await getItem(DONE_KEY)).toBeUndefined();
    // The room that had no stay gets one: the next run migrates it and records the job done.
    s.G = await stay('BN', '105', 'HD-G', '2026-11-01', 'active');
    const last = await migrateStayReceivables();
    expect(last).toMatchObject({ done: true, migrated: 1, skipped: 5, unassigned: [] });
    expect(await getItem(DONE_KEY)).toBeTruthy();
    expect(figures((await getAccount('BN', '105', s.G))!.state)).toMatchObject({ owed: 150_000, balance: 150_000 });
  });

  it('each stay holds its figures; room objects net to 0; stay objects sum to the old balances; the trial balance closes the same', async () => {
    await expectMigrated();
    expect(await closing()).toEqual(before);
    // One entry per room with a balance, 1311 against 1311, under the migration's voucher type.
    const marker = (await getItem(roomMarkerKey('BN', '101')))!;
    expect(marker).toMatchObject({ balance: 5_500_000, open_bills: 5_000_000, final_bills: 500_000, rest: 0 });
    const lines = await queryAll({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.journalMonth(String(marker.date).slice(0, 7)) },
      ConsistentRead: true,
    });
    const mine = lines.filter((l) => l.entry_id === marker.entry_id);
    expect(mine.map((l) => [l.voucher_type, l.account, l.object, l.debit, l.credit])).toEqual([
      ['receivable_migration', '1311', stayObject('BN', '101', s.A!), 2_500_000, 0],
      ['receivable_migration', '1311', 'room:BN-101', 0, 2_500_000],
      ['receivable_migration', '1311', stayObject('BN', '101', s.B!), 3_000_000, 0],
      ['receivable_migration', '1311', 'room:BN-101', 0, 3_000_000],
    ]);
    // A room with nothing to move has its marker and accounts, and no entry.
    expect(await getItem(roomMarkerKey('BN', '104'))).toMatchObject({ balance: 0 });
    expect((await getItem(roomMarkerKey('BN', '104')))!.entry_id).toBeUndefined();
  });

  it('a second run writes nothing; without the DONE item it skips every migrated room', async () => {
    const counted = await writes();
    expect(await migrateStayReceivables()).toMatchObject({ already: true, done: true, migrated: 0 });
    expect(await writes()).toEqual(counted);
    await transact([{ op: { Delete: { TableName: process.env.TABLE_NAME!, Key: DONE_KEY } } }]);
    expect(await migrateStayReceivables()).toMatchObject({ done: true, migrated: 0, skipped: 6, entries: 0 });
    expect(await writes()).toEqual(counted);
    await expectMigrated();
  });

  it('a receipt afterwards pays the migrated bill of the right stay and keeps the bill in sync', async () => {
    // No stay named: the tenant living there now (B), whose August bill is open.
    const r = ok(await invoke('POST', '/api/receipt-rooms', { body: { building: 'BN', room_id: '101', date: today(), wallet: 6, amount: 3_000_000 } }), 201);
    expect(r).toMatchObject({ stay_id: s.B, left_credit: 0, allocations: [{ month: '2026-08', bill_no: 'BT-BN2608-101', amount: 3_000_000 }] });
    expect(await getItem(keys.bill('BN', '2026-08', '101'))).toMatchObject({ paid: 3_600_000, status: 'paid' });
    // The departed tenant pays their May bill first, then the rest of their final bill.
    const a = ok(
      await invoke('POST', '/api/receipt-rooms', { body: { building: 'BN', room_id: '101', stay_id: s.A, date: today(), wallet: 6, amount: 2_500_000 } }),
      201,
    );
    expect(a.allocations.map((x: { bill_no: string; amount: number }) => [x.bill_no, x.amount])).toEqual([
      ['BT-BN2605-101', 2_000_000],
      ['HD-A', 500_000],
    ]);
    expect(await getItem(keys.bill('BN', '2026-05', '101'))).toMatchObject({ paid: 3_000_000, status: 'paid' });
    expect(figures((await getAccount('BN', '101', s.A!))!.state).balance).toBe(0);
    expect(await objectBalance(stayObject('BN', '101', s.A!))).toBe(0);
    expect(await objectBalance('room:BN-101')).toBe(0);
  });
});
