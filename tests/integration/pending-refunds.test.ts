import { afterAll, describe, expect, it } from 'vitest';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import './helpers';
import { invoke, ok } from './in-process';
import { useOwnTable } from './own-table';
import { db } from '../../functions/platform/db/client';
import { env } from '../../functions/platform/env';
import { getItem } from '../../functions/platform/db/items';
import { queryAll } from '../../functions/platform/db/query';
import { keys } from '../../functions/platform/db/keys';
import { installRecorder, type RecordedCall } from '../../functions/platform/db/recorder';
import { forgetPendingRefundsReady, PENDING_REFUNDS_READY, pendingRefundsBetween, pendingReturnDepositPages, type PendingRefund } from '../../functions/stays';
import { backfillPendingRefunds } from '../../functions/jobs/pending-refunds';
import { BUILDING_CODES } from '../../shared/catalog/buildings';
import { addDays, vnToday } from '../../shared/dates';

// Issue 23 §10/§13: the dashboard's "refunds waiting to be paid" is read from the refunds kept while
// pending (REFUNDDUE#<building>, functions/stays/model/pending-refund.ts). After every write that makes
// a refund pending or not, the kept set equals a recount of the pending return deposits; the dashboard's
// figure equals /bao-cao-tra-coc's pending rows; the read does not grow with refunds already paid; and
// the backfill gives refunds stored before their items. A table of its own (the demo rooms).
useOwnTable('pending-refunds');

const B = 'GB';
const CASH = 7;
const TODAY = vnToday();
const START = addDays(TODAY, -45);
const NOTICE = addDays(TODAY, -44);
const LEAVE = addDays(TODAY, -2);
const rec = installRecorder();
afterAll(() => {
  delete (globalThis as Record<string, unknown>).__nhaTroDynamoRecorder;
});

const get = async (path: string, query: Record<string, string> = {}) => ok(await invoke('GET', path, { query }));
const post = async (path: string, body: unknown, status = 201) => ok(await invoke('POST', path, { body }), status);

const pick = (r: PendingRefund): PendingRefund => ({
  id: r.id,
  building: r.building,
  room_id: r.room_id,
  customer_name: r.customer_name,
  contract_no: r.contract_no,
  leave_date: r.leave_date,
  amount: r.amount,
  status: r.status,
});
const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

/** Every building's kept refunds, whatever the leave date. */
async function kept(): Promise<PendingRefund[]> {
  const all = await Promise.all(BUILDING_CODES.map((b) => pendingRefundsBetween(b, '0000-01-01', '9999-12-31')));
  return all.flat().map(pick).sort(byId);
}
/** The filtered recount: every return deposit of the table (by type, then by key), the pending ones. */
async function recount(): Promise<PendingRefund[]> {
  const out: PendingRefund[] = [];
  for await (const page of pendingReturnDepositPages()) out.push(...page.map(pick));
  return out.sort(byId);
}
async function expectKeptIsRecount(n: number) {
  const r = await recount();
  expect(await kept()).toEqual(r);
  expect(r).toHaveLength(n);
}

/** /bao-cao-tra-coc's pending rows over the dashboard's window. */
async function refundsScreen(from: string) {
  const rows = (await get('/api/return-deposits/search', { building: B, from, to: TODAY, status: 'pending' })) as { id: string; amount: number }[];
  return { count: rows.length, total: rows.reduce((s, r) => s + r.amount, 0), ids: rows.map((r) => r.id).sort() };
}
type Refunds = { from: string; count: number; total: number; oldest: { id: string; amount: number; room_id: string; leave_date: string }[] };
const dashboardRefunds = async (): Promise<Refunds> =>
  ((await get('/api/dashboard', { building: B })) as { buildings: { refunds: Refunds }[] }).buildings[0]!.refunds;
async function expectDashboardIsScreen() {
  const d = await dashboardRefunds();
  const screen = await refundsScreen(d.from);
  expect({ count: d.count, total: d.total }).toEqual({ count: screen.count, total: screen.total });
  expect(d.oldest).toHaveLength(Math.min(5, screen.count));
  for (const r of d.oldest) expect(screen.ids).toContain(r.id);
  return d;
}

async function checkIn(room_id: string): Promise<{ id: string }> {
  return (await post('/api/check-ins', {
    building: B,
    room_id,
    contract_no: `HD-R${room_id}`,
    start_date: START,
    rent: 3_000_000,
    deposit_held: 10_000_000,
    wallet: CASH,
    occupants: [{ name: `Khách ${room_id}`, phone: '0912 345 678' }],
    vehicles: [],
    start_readings: { electricity: 1_000, water: 50 },
    internet: false,
  })) as { id: string };
}
async function checkOut(stay_id: string): Promise<{ id: string; return_deposit: { id: string; amount: number; version: number } }> {
  const co = (await post('/api/check-outs', {
    stay_id,
    leave_date: LEAVE,
    final_readings: { electricity: 1_080, water: 55 },
    notice_date: NOTICE,
  })) as { id: string; return_deposit?: { id: string; amount: number; version: number } };
  expect(co.return_deposit?.amount).toBeGreaterThan(0);
  return co as { id: string; return_deposit: { id: string; amount: number; version: number } };
}
const depositNote = (room_id: string, stay_id: string, direction: 'credit' | 'debit', amount: number) =>
  post('/api/adjustment', { building: B, room_id, type: 'return_deposit_adjustment', stay_id, direction, date: TODAY, amount, reason: 'Trừ cọc' }) as Promise<{
    refund: { amount: number; status: string };
  }>;
async function pay(id: string) {
  const rd = ((await get('/api/return-deposits/search', { building: B, from: LEAVE, to: TODAY })) as { id: string; version: number }[]).find(
    (r) => r.id === id,
  )!;
  await post('/api/return-deposits/update-return-deposit', { id, wallet: CASH, date: TODAY, version: rd.version }, 200);
}

/** Items the dashboard read per source (the partition's prefix of a Query's key condition). */
async function dashboardReads(): Promise<Record<string, number>> {
  rec.calls.length = 0;
  await dashboardRefunds();
  const per: Record<string, number> = {};
  const sourceOf = (c: RecordedCall) => {
    const i = c.input as { ExpressionAttributeValues?: Record<string, { S?: string }>; IndexName?: string };
    return `${c.command.replace(/Command$/, '')} ${i.IndexName ?? ''} ${(Object.values(i.ExpressionAttributeValues ?? {})[0]?.S ?? '').replace(/#.*$/, '#')}`;
  };
  for (const c of rec.calls) per[sourceOf(c)] = (per[sourceOf(c)] ?? 0) + c.items;
  return per;
}

describe('refunds waiting to be paid, kept while pending (REFUNDDUE#<building>)', () => {
  let stay1 = '';
  let refund1 = { id: '', amount: 0, version: 0 };

  it('a check-out with a refund adds it; a deposit note moves its amount, sets it aside and brings it back (a debit note); paying takes it off', async () => {
    await expectKeptIsRecount(0);
    stay1 = (await checkIn('101')).id;
    refund1 = (await checkOut(stay1)).return_deposit;
    await expectKeptIsRecount(1);
    expect((await kept())[0]).toMatchObject({ id: refund1.id, room_id: '101', amount: refund1.amount, leave_date: LEAVE, status: 'pending' });
    await expectDashboardIsScreen();

    // a credit note applies some of it to the room's money: the refund shrinks, and its kept amount with it
    expect((await depositNote('101', stay1, 'credit', 100_000)).refund).toMatchObject({ amount: refund1.amount - 100_000, status: 'pending' });
    await expectKeptIsRecount(1);
    expect((await kept())[0]!.amount).toBe(refund1.amount - 100_000);
    expect((await expectDashboardIsScreen()).total).toBe(refund1.amount - 100_000);

    // the whole refund applied sets it aside: no longer to pay
    expect((await depositNote('101', stay1, 'credit', refund1.amount - 100_000)).refund).toMatchObject({ amount: 0, status: 'cancelled' });
    await expectKeptIsRecount(0);
    expect((await expectDashboardIsScreen()).count).toBe(0);

    // given back: to pay again
    expect((await depositNote('101', stay1, 'debit', refund1.amount)).refund).toMatchObject({ amount: refund1.amount, status: 'pending' });
    await expectKeptIsRecount(1);
    expect((await expectDashboardIsScreen()).count).toBe(1);

    await pay(refund1.id);
    await expectKeptIsRecount(0);
    expect((await expectDashboardIsScreen()).count).toBe(0);
  });

  it('cancelling a check-out takes its refund off; checking out again puts one back', async () => {
    const stay = (await checkIn('102')).id;
    const co = await checkOut(stay);
    await expectKeptIsRecount(1);
    await post('/api/check-outs/cancel-check-out', { id: co.id }, 200);
    await expectKeptIsRecount(0);
    expect((await expectDashboardIsScreen()).count).toBe(0);
    const again = await checkOut(stay);
    await expectKeptIsRecount(1);
    const d = await expectDashboardIsScreen();
    expect(d).toMatchObject({ count: 1, total: again.return_deposit.amount });
    expect(d.oldest).toEqual([
      expect.objectContaining({ id: again.return_deposit.id, room_id: '102', leave_date: LEAVE, amount: again.return_deposit.amount }),
    ]);
  });

  it('the read is one Query of the refunds to pay: refunds paid since do not add to it', async () => {
    const before = await dashboardReads();
    expect(before[`Query  REFUNDDUE#`]).toBe(1);
    expect(Object.keys(before).some((k) => k.includes('RETDEP#'))).toBe(false);
    // three more rooms check out and are paid: the screen's months hold them, the kept set does not
    for (const room of ['103', '104', '105']) await pay((await checkOut((await checkIn(room)).id)).return_deposit.id);
    await expectKeptIsRecount(1);
    const after = await dashboardReads();
    expect(after[`Query  REFUNDDUE#`]).toBe(1);
    expect(Object.keys(after).some((k) => k.includes('RETDEP#'))).toBe(false);
    await expectDashboardIsScreen();
  });

  it('a table with refunds from before gets their items once from the backfill; until then the screen’s read', async () => {
    // As a table written before the items: the marker and the items taken away.
    const items = await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.pendingRefunds(B) } });
    expect(items).toHaveLength(1);
    for (const i of [...items, PENDING_REFUNDS_READY]) await db().send(new DeleteCommand({ TableName: env.tableName(), Key: { PK: i.PK, SK: i.SK } }));
    forgetPendingRefundsReady();
    // a check-out meanwhile writes its own item; the dashboard still reads the screen's months
    const late = await checkOut((await checkIn('106')).id);
    const reads = await dashboardReads();
    expect(Object.keys(reads).some((k) => k.includes('RETDEP#'))).toBe(true);
    expect((await expectDashboardIsScreen()).count).toBe(2);

    const run = await backfillPendingRefunds();
    expect(run).toEqual({ already: false, refunds: 2 });
    expect(await getItem(PENDING_REFUNDS_READY)).toBeTruthy();
    await expectKeptIsRecount(2);
    expect((await kept()).map((r) => r.id)).toContain(late.return_deposit.id);
    expect(await backfillPendingRefunds()).toEqual({ already: true, refunds: 0 });
    const d = await expectDashboardIsScreen();
    expect(d.count).toBe(2);
    expect(Object.keys(await dashboardReads()).some((k) => k.includes('RETDEP#'))).toBe(false);
  });
});
