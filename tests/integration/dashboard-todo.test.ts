import { describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import './helpers';
import { invoke, ok } from './in-process';
import { useOwnTable } from './own-table';
import { db } from '../../functions/platform/db/client';
import { auditItem } from '../../functions/platform/audit';
import { logDayCount } from '../../functions/platform/db/entity-counts';
import { keys } from '../../functions/platform/db/keys';
import { transact } from '../../functions/platform/db/transact';
import { backfillLogDay } from '../../functions/jobs/entity-counts';
import { recountLogsOfDay } from '../../functions/logs';
import { addDays, addMonths, vnToday } from '../../shared/dates';

// Issue 23, items 6 and 10: each "what to do today" figure of GET /api/dashboard equals what its own
// screen's API answers after writes that make it move (a refund owed, timesheets, a card left behind,
// notices, a billing run, cash), and "Tổng thao tác hôm nay" is a count of today's log lines — past the
// old list's cap of 1,000. A table of its own (the demo rooms), handlers called in-process.
useOwnTable('dashboard-todo');

const B = 'GB';
const CASH = 7; // Gia Bảo's cash box
const BANK = 2;
const TODAY = vnToday();
const M = TODAY.slice(0, 7);
const PREV = addMonths(M, -1);

const get = async (path: string, query: Record<string, string> = {}) => ok(await invoke('GET', path, { query }));
const post = async (path: string, body: unknown, status = 201) => ok(await invoke('POST', path, { body }), status);
/** Every row of a paged list (issue 23 §13), page after page. */
async function everyPage(path: string, query: Record<string, string>): Promise<unknown[]> {
  const rows: unknown[] = [];
  let cursor: string | undefined;
  do {
    const page = (await get(path, { ...query, ...(cursor ? { cursor } : {}) })) as { items: unknown[]; cursor?: string };
    rows.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return rows;
}

type Section = {
  building: string;
  leaving_week: { room_id: string; status: number; expected_leave_date: string; days_left: number }[];
  refunds: { from: string; count: number; total: number; oldest: { id: string; amount: number }[] };
  timesheets: { count: number; total: number; months: { book: string; month: string; count: number; total: number }[] };
  cards_to_collect: { id: string; card_no: string }[];
  unbilled_months: string[];
  cash: { wallet: number; balance: number };
};
type Board = { today: string; buildings: Section[]; cash: { wallet: number; balance: number }[]; today_actions: number };

const dashboard = async (building = B): Promise<Board> => get('/api/dashboard', { building });
const section = async (building = B) => (await dashboard(building)).buildings[0]!;

async function checkIn(room_id: string, plate?: string) {
  return post('/api/check-ins', {
    building: B,
    room_id,
    contract_no: `HD-${B}${room_id}`,
    start_date: '2026-09-05',
    rent: 3_000_000,
    deposit_held: 3_000_000,
    wallet: CASH,
    occupants: [{ name: `Khách ${room_id}`, phone: '0912 345 678' }],
    vehicles: plate ? [{ type: 'motorbike', plate }] : [],
    start_readings: { electricity: 1_000, water: 50 },
    internet: false,
  }) as Promise<{ id: string }>;
}
const notice = (room_id: string, expected_leave_date: string) =>
  post('/api/room-states/update', { building: B, room_id, event: 'notice', date: TODAY, expected_leave_date }, 200);

/** What /bao-cao-tra-coc lists over the dashboard's window: the pending refunds. */
async function refundsScreen(from: string) {
  const rows = (await get('/api/return-deposits/search', { building: B, from, to: TODAY, status: 'pending' })) as { id: string; amount: number }[];
  return { count: rows.length, total: rows.reduce((s, r) => s + r.amount, 0), ids: rows.map((r) => r.id).sort() };
}

/** What each book's "Tổng tiền tháng" and timesheet list answer for each month of the window. */
async function timesheetsScreen() {
  const months = [addMonths(M, -2), PREV, M];
  const paths = { ordinary: '/api/repair-timesheet', pccc: '/api/pccc-major-repair-timesheet' };
  const rows = [];
  for (const [book, path] of Object.entries(paths))
    for (const month of months) {
      const totals = (await get(`${path}/total-payment-in-month`, { month, building: B })).items as { unpaid: number }[];
      const sheets = (await get(path, { month, building: B })).items as { payment_status: string }[];
      const count = sheets.filter((s) => s.payment_status !== 'paid').length;
      if (count) rows.push({ book, month, count, total: totals.reduce((s, t) => s + t.unpaid, 0) });
    }
  return rows.sort((a, b) => a.month.localeCompare(b.month) || a.book.localeCompare(b.book));
}

/** What /the-xe shows under "Thẻ chưa thu": the cards out that no running stay's vehicle holds. */
async function cardsScreen() {
  const out = (await get('/api/vehicle-cards', { building: B, status: 'out' })).items as { id: string }[];
  const vehicles = (await everyPage('/api/vehicle-cards/vehicles', { building: B })) as { card?: { id: string } }[];
  const held = new Set(vehicles.map((v) => v.card?.id));
  return out.filter((c) => !held.has(c.id)).map((c) => c.id);
}

/** What the notice screen lists as due within 7 days (today included) or already due. */
async function leavingScreen() {
  const states = (await everyPage('/api/room-states/newest', { building: B })) as {
    room_id: string;
    status: number;
    notice?: { expected_leave_date: string };
  }[];
  return states
    .filter((s) => (s.status === 3 || s.status === 4) && s.notice && s.notice.expected_leave_date <= addDays(TODAY, 6))
    .map((s) => s.room_id)
    .sort();
}

/** The completed months of the window after the newest run, from the billing screen's runs. */
async function unbilledScreen(building: string) {
  const from = addMonths(M, -11);
  // A page names the runs of the months it read: one page of 500 bills reads them all here (no cursor).
  const { runs, cursor } = (await get('/api/payments/search', { building, from, to: M, limit: '500' })) as { runs: { month: string }[]; cursor?: string };
  expect(cursor).toBeUndefined();
  const newest = runs
    .map((r) => r.month)
    .sort()
    .at(-1);
  const out: string[] = [];
  for (let m = newest ? addMonths(newest, 1) : from; m < M; m = addMonths(m, 1)) out.push(m);
  return out;
}

/** The cash book of the month to today: its closing. */
const cashScreen = async (wallet: number) =>
  ((await get('/api/books/wallet', { wallet: String(wallet), from: `${M}-01`, to: TODAY })) as { closing: number }).closing;

describe('GET /api/dashboard: what to do today, each figure equal to its screen', () => {
  let refundId = '';
  let cardId = '';

  it('a check-out leaves a refund owed and a card left behind; notices this week; unpaid timesheets', async () => {
    // 101: checked in with a motorbike, given a card, checked out without giving it back.
    const stay = await checkIn('101', '59X1-10101');
    const card = (await post('/api/vehicle-cards', { building: B, room_id: '101', stay_id: stay.id, plate: '59X1-10101', card_no: 'GB-77', month: M })) as {
      id: string;
    };
    cardId = card.id;
    const out = (await post('/api/check-outs', {
      stay_id: stay.id,
      leave_date: '2026-10-16',
      final_readings: { electricity: 1_120, water: 58 },
      notice_date: '2026-09-10',
    })) as { refund: number; return_deposit: { id: string; status: string } };
    expect(out.return_deposit.status).toBe('pending');
    expect(out.refund).toBeGreaterThan(0);
    refundId = out.return_deposit.id;
    // 102 leaves in 3 days, 103 in 20: only 102 is this week's.
    await checkIn('102');
    await notice('102', addDays(TODAY, 3));
    await checkIn('103');
    await notice('103', addDays(TODAY, 20));
    // Timesheets: last month's ordinary one paid, this month's unpaid, a PCCC one unpaid last month.
    const man = (await post('/api/repairman', { name: 'Thợ Dashboard', phone: '0903123456', daily_wage: 400_000, active: true })) as { id: string };
    const sheet = (path: string, date: string, wage: number) => post(path, { building: B, repairman_id: man.id, date, days: 1, wage, materials: 150_000 });
    await sheet('/api/repair-timesheet', `${PREV}-10`, 400_000);
    await sheet('/api/repair-timesheet', `${M}-01`, 500_000);
    await sheet('/api/pccc-major-repair-timesheet', `${PREV}-12`, 700_000);
    await post('/api/repair-timesheet/pay', { month: PREV, repairman_id: man.id, building: B, wallet: BANK, date: TODAY });

    const d = await section();
    expect(d.building).toBe(B);

    // Refunds waiting: /bao-cao-tra-coc's pending rows over the dashboard's window.
    const refunds = await refundsScreen(d.refunds.from);
    expect(d.refunds.from).toBe(`${addMonths(M, -11)}-01`);
    expect({ count: d.refunds.count, total: d.refunds.total }).toEqual({ count: refunds.count, total: refunds.total });
    expect(refunds.ids).toContain(refundId);
    expect(d.refunds.oldest.map((r) => r.id)).toContain(refundId);

    // Unpaid timesheets: each book's monthly totals' unpaid, and its unpaid timesheets.
    const sheets = await timesheetsScreen();
    expect(d.timesheets.months).toEqual(sheets);
    expect(d.timesheets.months).toEqual([
      { book: 'pccc', month: PREV, count: 1, total: 850_000 },
      { book: 'ordinary', month: M, count: 1, total: 650_000 },
    ]);
    expect(d.timesheets).toMatchObject({ count: 2, total: 1_500_000 });

    // Cards to collect: /the-xe's cards left over.
    expect(d.cards_to_collect.map((c) => c.id)).toEqual(await cardsScreen());
    expect(d.cards_to_collect).toEqual([expect.objectContaining({ id: cardId, card_no: 'GB-77', room_id: '101' })]);

    // Rooms leaving this week: the notice screen's rows due within 7 days.
    expect(d.leaving_week.map((r) => r.room_id).sort()).toEqual(await leavingScreen());
    expect(d.leaving_week).toEqual([{ room_id: '102', status: 3, expected_leave_date: addDays(TODAY, 3), days_left: 3 }]);

    // Cash: the cash book's closing today (deposits in, no refund paid yet).
    expect(d.cash).toEqual({ wallet: CASH, balance: await cashScreen(CASH) });
    expect(d.cash.balance).toBe(9_000_000);
  });

  it('paying the refund and collecting the card take them off; the figures follow the screens', async () => {
    const refund = (await get('/api/return-deposits/search', { building: B, from: '2026-10-01', to: TODAY, status: 'pending' })) as {
      id: string;
      version: number;
      amount: number;
    }[];
    const mine = refund.find((r) => r.id === refundId)!;
    await post('/api/return-deposits/update-return-deposit', { id: mine.id, wallet: CASH, date: TODAY, version: mine.version }, 200);
    const card = ((await get('/api/vehicle-cards', { building: B, status: 'out' })).items as { id: string; version: number }[]).find((c) => c.id === cardId)!;
    ok(await invoke('POST', '/api/vehicle-cards/{id}/return', { params: { id: card.id }, body: { version: card.version } }));

    const d = await section();
    const refunds = await refundsScreen(d.refunds.from);
    expect({ count: d.refunds.count, total: d.refunds.total }).toEqual({ count: refunds.count, total: refunds.total });
    expect(d.refunds.count).toBe(0);
    expect(d.cards_to_collect).toEqual([]);
    expect(await cardsScreen()).toEqual([]);
    expect(d.cash.balance).toBe(await cashScreen(CASH));
    expect(d.cash.balance).toBe(9_000_000 - mine.amount);
  });

  it('months not billed: the billing screen’s runs; a run of last month takes the building’s months off', async () => {
    expect((await section()).unbilled_months).toEqual(await unbilledScreen(B));
    expect((await section()).unbilled_months).toHaveLength(11);
    // TT has no tenant: its run of last month makes no bill, and is a run all the same.
    ok(await invoke('POST', '/api/payments', { body: { building: 'TT', month: PREV } }), 200);
    const tt = await section('TT');
    expect(tt.unbilled_months).toEqual(await unbilledScreen('TT'));
    expect(tt.unbilled_months).toEqual([]);
    expect((await section()).unbilled_months).toHaveLength(11);
  });

  it('for every building: a section each and each cash box once (wallets 6–10), each its book’s closing', async () => {
    const all = await dashboard('all');
    expect(all.buildings.map((b) => b.building)).toEqual(['BN', 'GB', 'TT', 'XA', 'MA', 'MT']);
    expect(all.cash.map((c) => c.wallet)).toEqual([6, 7, 8, 9, 10]);
    for (const c of all.cash) expect(c.balance).toBe(await cashScreen(c.wallet));
    expect(all.buildings.find((b) => b.building === 'MT')!.cash.wallet).toBe(10);
  });
});

describe('"Tổng thao tác hôm nay": counted, not capped', () => {
  it('equals a recount of today’s log lines, past a thousand', async () => {
    expect((await dashboard()).today_actions).toBe(await recountLogsOfDay(TODAY));
    const before = (await dashboard()).today_actions;
    // 1,080 more actions today, in transactions of 90 lines (the old list stopped at 1,000).
    const caller = { sub: 'u-ketoan', username: 'ketoan' };
    for (let t = 0; t < 12; t++)
      await transact(
        Array.from({ length: 90 }, (_, i) =>
          auditItem(caller, { action: 'update', entity: 'room', entityId: `${B}-101`, building: B, summary: `Thao tác ${t}-${i}` }),
        ),
      );
    const after = (await dashboard()).today_actions;
    expect(after).toBe(before + 1_080);
    expect(after).toBeGreaterThan(1_000);
    expect(after).toBe(await recountLogsOfDay(TODAY));
  });

  it('a day begun before lines were counted per day is back-filled once: kept count = recount', async () => {
    // Lines written around the count (as before it existed): the kept count misses them.
    for (let i = 0; i < 5; i++) {
      const at = new Date().toISOString();
      await db().send(
        new PutCommand({
          TableName: process.env.TABLE_NAME,
          Item: {
            ...keys.log(at, `OLD${i}${Date.now()}`),
            entity: 'log',
            id: `OLD${i}`,
            at,
            action: 'update',
            actor: { user_id: 'x', username: 'x' },
            summary: 'cũ',
          },
        }),
      );
    }
    const recount = await recountLogsOfDay(TODAY);
    expect((await dashboard()).today_actions).toBe(recount - 5);
    expect(await backfillLogDay(TODAY)).toEqual({ already: false, counted: recount });
    expect((await dashboard()).today_actions).toBe(recount);
    // Once: a second run reads the counts and writes nothing; later writes still count.
    expect(await backfillLogDay(TODAY)).toEqual({ already: true, counted: recount });
    await transact([auditItem({ sub: 'u', username: 'u' }, { action: 'update', entity: 'room', entityId: `${B}-102`, summary: 'sau' })]);
    expect((await dashboard()).today_actions).toBe(recount + 1);
    // The base is the 5 lines the shards never saw.
    expect((await logDayCount(TODAY)).base).toBe(5);
  });
});
