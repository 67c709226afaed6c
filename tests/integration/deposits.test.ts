import { beforeAll, describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { call, everyRow, today, tokenOf, journalLines } from './helpers';
import { routes } from '../../functions/routes';
import { db } from '../../functions/platform/db/client';
import { keys } from '../../functions/platform/db/keys';
import { reserveSlipNo } from '../../functions/deposits/model/slip-number';
import { transact } from '../../functions/platform/db/transact';

// Deposits live in building XA (and MT for cross-building transfers) in 2026-10; every test makes its
// own rooms, so no other test's records share them.
const MONTH = { from: '2026-10-01', to: '2026-10-31' };
let seq = 0;
const uniqueRoom = (prefix = 'D') =>
  `${prefix}${Date.now().toString(36).slice(-5)}${(seq++).toString(36)}${Math.floor(Math.random() * 36).toString(36)}`.toUpperCase().slice(0, 12);

let staff: string;
let guard: string;
let agentId: string;
let staffId: string;

beforeAll(async () => {
  staff = await tokenOf('ketoan');
  guard = await tokenOf('baove1');
  const agents = await call('GET', '/api/users?role=SECURITY', { token: staff });
  agentId = agents.body.find((u: { username: string }) => u.username === 'baove1').user_id;
  const staffUsers = await call('GET', '/api/users?role=staff', { token: staff });
  staffId = staffUsers.body.find((u: { username: string }) => u.username === 'ketoan').user_id;
});

async function newRoom(building = 'XA', rent = 3_000_000): Promise<string> {
  const room_id = uniqueRoom();
  const r = await call('POST', '/api/rooms', { token: staff, body: { building, room_id, floor: 2, rent, deposit: rent, max_occupants: 3 } });
  expect(r.status).toBe(201);
  return room_id;
}

const depositBody = (room_id: string, o: Record<string, unknown> = {}) => ({
  building: 'XA',
  room_id,
  customer_name: 'Nguyễn Văn Khách',
  phone: '0901234567',
  id_number: '079123456789',
  amount_agreed: 3_000_000,
  amount_paid: 2_000_000,
  wallet: 9,
  agent_user_id: agentId,
  date: '2026-10-05',
  expected_move_in_date: '2026-10-20',
  note: 'Giữ phòng',
  ...o,
});

async function createDeposit(room_id: string, o: Record<string, unknown> = {}) {
  const r = await call('POST', '/api/deposits', { token: staff, body: depositBody(room_id, o) });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

/** The deposit's tenant moves in on 2026-10-20 (the stays domain's check-in, through its API). */
async function checkIn(room_id: string, d: { id: string; customer_name: string }, rent: number) {
  const ci = await call('POST', '/api/check-ins', {
    token: staff,
    body: {
      building: 'XA',
      room_id,
      deposit_id: d.id,
      contract_no: `HD-${room_id}`,
      start_date: '2026-10-20',
      rent,
      occupants: [{ name: d.customer_name }],
      start_readings: { electricity: 0, water: 0 },
      internet: false,
    },
  });
  expect(ci.status, JSON.stringify(ci.body)).toBe(201);
}

async function roomOf(building: string, room_id: string) {
  return (await everyRow(`/api/rooms?building=${building}`, staff)).find((x: { room_id: string }) => x.room_id === room_id);
}

async function linesOf(object: string, range = MONTH) {
  const r = { body: await journalLines(`from=${range.from}&to=${range.to}&object=${encodeURIComponent(object)}`, staff) };
  return r.body as {
    entry_id: string;
    account: string;
    account_key: string;
    debit: number;
    credit: number;
    wallet?: number;
    object?: string;
    date: string;
    voucher_type: string;
  }[];
}

async function heldOf(building: string, room_id: string) {
  const r = await call('GET', `/api/deposits/deposit-status?building=${building}&room_id=${room_id}`, { token: guard });
  expect(r.status).toBe(200);
  // One room's deposits: one page, no cursor.
  expect(r.body.cursor).toBeUndefined();
  return r.body.items as { id: string; held: number; status: string }[];
}

/** Each page of a paged list (`{ items, cursor? }`) as answered, following its cursors. */
async function pagesOf(path: string, token: string): Promise<{ items: Record<string, unknown>[]; cursor?: string }[]> {
  const out: { items: Record<string, unknown>[]; cursor?: string }[] = [];
  let cursor: string | undefined;
  do {
    const r = await call('GET', `${path}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    out.push(r.body);
    cursor = r.body.cursor;
  } while (cursor);
  return out;
}
const idOf = (x: { id?: unknown }) => x.id;
const depositOf = (x: { deposit_id?: unknown }) => x.deposit_id;

async function expectBalanced(building?: string) {
  const r = await call('GET', `/api/journal/tb?from=${MONTH.from}&to=${MONTH.to}${building ? `&building=${building}` : ''}`, { token: staff });
  expect(r.status).toBe(200);
  expect(r.body.balanced).toBe(true);
  expect(r.body.totals.period_debit).toBe(r.body.totals.period_credit);
}

async function depositsOfRoom(room_id: string, building = 'XA') {
  const r = await call('GET', `/api/deposits/search?from=2026-01-01&to=2026-12-31&building=${building}&room_id=${room_id}`, { token: staff });
  expect(r.status).toBe(200);
  return r.body as { id: string; status: string; slip_no: string }[];
}

describe('POST /api/deposits', () => {
  it('creates the slip, holds the room and posts Dr cash / Cr 5112 on the deposit object', async () => {
    const room_id = await newRoom();
    const d = await createDeposit(room_id);
    expect(d).toMatchObject({
      building: 'XA',
      room_id,
      status: 'active',
      amount_paid: 2_000_000,
      unpaid: 1_000_000,
      agent_user_id: agentId,
      agent_name: 'Trần Văn Bảo',
    });
    expect(d.slip_no).toMatch(/^CXA2610-\d{3}$/);
    expect((await roomOf('XA', room_id)).status).toBe(1);

    const lines = await linesOf(`deposit:${d.id}`);
    expect(lines.map((l) => [l.account, l.debit, l.credit])).toEqual([['5112', 0, 2_000_000]]);
    const all = { body: await journalLines(`from=${MONTH.from}&to=${MONTH.to}&building=XA`, staff) };
    const entry = all.body.filter((l: { entry_id: string }) => l.entry_id === lines[0]!.entry_id);
    expect(entry.map((l: { account: string; debit: number; credit: number; wallet?: number }) => [l.account, l.debit, l.credit, l.wallet ?? null])).toEqual([
      ['1114', 2_000_000, 0, 9],
      ['5112', 0, 2_000_000, null],
    ]);
    expect(await heldOf('XA', room_id)).toMatchObject([{ id: d.id, held: 2_000_000, status: 'active' }]);
    await expectBalanced();
    await expectBalanced('XA');

    const logs = await call('GET', `/api/logs?from=${today()}&to=${today()}&action=deposit&q=${d.slip_no}`, { token: staff });
    expect(logs.body.items).toHaveLength(1);
  });

  it('creates a deposit with nothing paid yet: no posting, the room is still held', async () => {
    const room_id = await newRoom();
    const d = await createDeposit(room_id, { amount_paid: 0 });
    expect(d).toMatchObject({ status: 'active', amount_paid: 0, unpaid: 3_000_000 });
    expect((await roomOf('XA', room_id)).status).toBe(1);
    expect(await linesOf(`deposit:${d.id}`)).toEqual([]);
    expect(await heldOf('XA', room_id)).toMatchObject([{ id: d.id, held: 0 }]);
  });

  it('refuses a room that is not empty with 409 naming the room, and writes nothing', async () => {
    const room_id = await newRoom();
    await createDeposit(room_id);
    const r = await call('POST', '/api/deposits', { token: staff, body: depositBody(room_id, { customer_name: 'Người thứ hai' }) });
    expect(r.status).toBe(409);
    expect(r.body.message).toContain(`Phòng ${room_id} (XA)`);
    expect(r.body.message).toContain('Đã cọc, chưa vào ở');
    expect(await depositsOfRoom(room_id)).toHaveLength(1);
  });

  it('answers 404 for an unknown room and writes nothing', async () => {
    const r = await call('POST', '/api/deposits', { token: staff, body: depositBody('Z999') });
    expect(r.status).toBe(404);
    expect(r.body.message).toContain('Z999');
    expect(await depositsOfRoom('Z999')).toHaveLength(0);
  });

  it('refuses missing, unknown and impossible fields with 400 naming the field, and writes nothing', async () => {
    const room_id = await newRoom();
    const cases: [Record<string, unknown>, string][] = [
      [{ customer_name: undefined }, 'customer_name'],
      [{ phone: undefined }, 'phone'],
      [{ amount_agreed: undefined }, 'amount_agreed'],
      [{ agent_user_id: undefined }, 'agent_user_id'],
      [{ colour: 'blue' }, 'colour'],
      [{ amount_paid: -1 }, 'amount_paid'],
      [{ amount_paid: 1_000_000.5 }, 'amount_paid'],
      [{ amount_agreed: '3000000' }, 'amount_agreed'],
      [{ amount_agreed: 0 }, 'amount_agreed'],
      [{ amount_paid: 4_000_000 }, 'amount_paid'],
      [{ date: '2026-02-30' }, 'date'],
      [{ expected_move_in_date: '2026-10-32' }, 'expected_move_in_date'],
      [{ expected_move_in_date: '2026-10-01' }, 'expected_move_in_date'],
      [{ wallet: 1 }, 'wallet'],
      [{ wallet: 6 }, 'wallet'], // BN's cash box, not XA's
      [{ building: 'ZZ' }, 'building'],
      [{ phone: 'abc' }, 'phone'],
      [{ agent_user_id: 'no-such-user' }, 'agent_user_id'],
    ];
    for (const [o, field] of cases) {
      const r = await call('POST', '/api/deposits', { token: staff, body: depositBody(room_id, o) });
      expect(r.status, field).toBe(400);
      expect(
        r.body.errors.map((e: { path: string }) => e.path),
        field,
      ).toContain(field);
    }
    // A staff member is not an agent: the agent must be a SECURITY user.
    const notAgent = await call('POST', '/api/deposits', { token: staff, body: depositBody(room_id, { agent_user_id: staffId }) });
    expect(notAgent.status).toBe(400);
    expect(await depositsOfRoom(room_id)).toHaveLength(0);
    expect((await roomOf('XA', room_id)).status).toBe(0);
  });

  it('lets only staff create deposits', async () => {
    const room_id = await newRoom();
    expect((await call('POST', '/api/deposits', { token: guard, body: depositBody(room_id) })).status).toBe(403);
  });

  it('replays a retry with the same Idempotency-Key and posts once', async () => {
    const room_id = await newRoom();
    const headers = { 'idempotency-key': `dep-${room_id}` };
    const first = await call('POST', '/api/deposits', { token: staff, body: depositBody(room_id), headers });
    const retry = await call('POST', '/api/deposits', { token: staff, body: depositBody(room_id), headers });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await depositsOfRoom(room_id)).toHaveLength(1);
    expect(await linesOf(`deposit:${first.body.id}`)).toHaveLength(1);
  });

  it('lets exactly one of 10 simultaneous deposits for one empty room win, with one journal entry', async () => {
    const room_id = await newRoom();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call('POST', '/api/deposits', { token: staff, body: depositBody(room_id, { customer_name: `Khách ${i}` }) })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.message).toContain(`Phòng ${room_id} (XA)`);
    const deposits = await depositsOfRoom(room_id);
    expect(deposits).toHaveLength(1);
    const won = answers.find((a) => a.status === 201)!.body;
    expect(deposits[0]!.id).toBe(won.id);
    const lines = await linesOf(`deposit:${won.id}`);
    expect(new Set(lines.map((l) => l.entry_id)).size).toBe(1);
    const month = { body: await journalLines(`from=${MONTH.from}&to=${MONTH.to}&building=XA`, staff) };
    const aboutRoom = month.body.filter((l: { description: string }) => l.description.includes(`phòng ${room_id} `));
    expect(new Set(aboutRoom.map((l: { entry_id: string }) => l.entry_id)).size).toBe(1);
    expect((await roomOf('XA', room_id)).status).toBe(1);
    await expectBalanced('XA');
  });
});

describe('POST /api/deposits/cancel (forfeit)', () => {
  it('forfeits what the deposit holds: Dr 5212 / Cr 7111, the room is empty again', async () => {
    const room_id = await newRoom();
    const d = await createDeposit(room_id);
    const r = await call('POST', '/api/deposits/cancel', { token: staff, body: { id: d.id, date: '2026-10-10', reason: 'Khách đổi ý' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'cancelled', cancelled: { date: '2026-10-10', amount: 2_000_000, reason: 'Khách đổi ý' } });
    expect((await roomOf('XA', room_id)).status).toBe(0);
    const lines = await linesOf(`deposit:${d.id}`);
    expect(lines.map((l) => [l.account_key, l.debit, l.credit])).toEqual([
      ['deposit_revenue', 0, 2_000_000],
      ['return_deposit_cancelled', 2_000_000, 0],
      ['other_income', 0, 2_000_000],
    ]);
    expect(await heldOf('XA', room_id)).toEqual([]);
    await expectBalanced('XA');

    const cancelled = await call('GET', `/api/deposits/search/cancelled?from=${MONTH.from}&to=${MONTH.to}&building=XA&room_id=${room_id}`, { token: guard });
    expect(cancelled.body.map((x: { id: string }) => x.id)).toEqual([d.id]);

    const again = await call('POST', '/api/deposits/cancel', { token: staff, body: { id: d.id, date: '2026-10-11' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(d.slip_no);
    expect(await linesOf(`deposit:${d.id}`)).toHaveLength(3);
  });

  it('answers 404 for an unknown deposit and 400 for a bad id, a missing or impossible date', async () => {
    expect((await call('POST', '/api/deposits/cancel', { token: staff, body: { id: ulid(), date: '2026-10-10' } })).status).toBe(404);
    expect((await call('POST', '/api/deposits/cancel', { token: staff, body: { id: 'nope', date: '2026-10-10' } })).status).toBe(400);
    const room_id = await newRoom();
    const d = await createDeposit(room_id);
    for (const body of [{ id: d.id }, { id: d.id, date: '2026-09-31' }, { id: d.id, date: '2026-10-01' }, { id: d.id, date: '2026-10-10', extra: 1 }]) {
      const r = await call('POST', '/api/deposits/cancel', { token: staff, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    expect((await heldOf('XA', room_id))[0]).toMatchObject({ status: 'active', held: 2_000_000 });
  });
});

describe('POST /api/deposits/delete (entry error)', () => {
  it('reverses the receipt on the slip date and frees the room', async () => {
    const room_id = await newRoom();
    const d = await createDeposit(room_id);
    const r = await call('POST', '/api/deposits/delete', { token: staff, body: { id: d.id, reason: 'Nhập nhầm phòng' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'deleted', deleted: { date: '2026-10-05', amount: 2_000_000 } });
    expect((await roomOf('XA', room_id)).status).toBe(0);
    const lines = await linesOf(`deposit:${d.id}`);
    expect(lines.map((l) => [l.date, l.debit, l.credit])).toEqual([
      ['2026-10-05', 0, 2_000_000],
      ['2026-10-05', 2_000_000, 0],
    ]);
    expect(await heldOf('XA', room_id)).toEqual([]);
    await expectBalanced('XA');
    expect((await call('POST', '/api/deposits/delete', { token: staff, body: { id: d.id } })).status).toBe(409);
    expect((await call('POST', '/api/deposits/delete', { token: staff, body: { id: ulid() } })).status).toBe(404);
    expect((await call('POST', '/api/deposits/delete', { token: staff, body: {} })).status).toBe(400);
  });
});

describe('POST /api/deposits/transfer', () => {
  it('moves the deposit to a room of another building in one transaction', async () => {
    const from = await newRoom();
    const to = await newRoom('MT', 4_000_000);
    const d = await createDeposit(from);
    const r = await call('POST', '/api/deposits/transfer', { token: staff, body: { id: d.id, date: '2026-10-12', building: 'MT', room_id: to } });
    expect(r.status).toBe(200);
    const { from: old, to: created } = r.body;
    expect(old).toMatchObject({ id: d.id, status: 'transferred', transferred_to: created.id, transferred: { amount: 2_000_000, date: '2026-10-12' } });
    expect(created).toMatchObject({
      building: 'MT',
      room_id: to,
      status: 'active',
      transferred_from: d.id,
      amount_paid: 2_000_000,
      customer_name: d.customer_name,
      agent_user_id: agentId,
    });
    expect(created.slip_no).toMatch(/^CMT2610-\d{3}$/);
    expect((await roomOf('XA', from)).status).toBe(0);
    expect((await roomOf('MT', to)).status).toBe(1);

    expect((await linesOf(`deposit:${d.id}`)).map((l) => [l.account_key, l.debit, l.credit])).toEqual([
      ['deposit_revenue', 0, 2_000_000],
      ['return_deposit', 2_000_000, 0],
    ]);
    expect((await linesOf(`deposit:${created.id}`)).map((l) => [l.account_key, l.debit, l.credit])).toEqual([['deposit_revenue', 0, 2_000_000]]);
    expect(await heldOf('XA', from)).toEqual([]);
    expect(await heldOf('MT', to)).toMatchObject([{ id: created.id, held: 2_000_000 }]);
    await expectBalanced();
    await expectBalanced('XA');

    // A replayed transfer finds the slip already moved: 409, nothing posted twice.
    const replay = await call('POST', '/api/deposits/transfer', { token: staff, body: { id: d.id, date: '2026-10-12', building: 'MT', room_id: to } });
    expect(replay.status).toBe(409);
    expect(await linesOf(`deposit:${d.id}`)).toHaveLength(2);

    // A slip that came from a transfer is not an entry error of its own.
    expect((await call('POST', '/api/deposits/delete', { token: staff, body: { id: created.id } })).status).toBe(409);
  });

  it('refuses the same room (400), a held room (409 naming it) and an unknown room (404), writing nothing', async () => {
    const from = await newRoom();
    const busy = await newRoom();
    const d = await createDeposit(from);
    await createDeposit(busy);
    const same = await call('POST', '/api/deposits/transfer', { token: staff, body: { id: d.id, date: '2026-10-12', building: 'XA', room_id: from } });
    expect(same.status).toBe(400);
    const held = await call('POST', '/api/deposits/transfer', { token: staff, body: { id: d.id, date: '2026-10-12', building: 'XA', room_id: busy } });
    expect(held.status).toBe(409);
    expect(held.body.message).toContain(`Phòng ${busy} (XA)`);
    const unknown = await call('POST', '/api/deposits/transfer', { token: staff, body: { id: d.id, date: '2026-10-12', building: 'XA', room_id: 'Z998' } });
    expect(unknown.status).toBe(404);
    const early = await call('POST', '/api/deposits/transfer', { token: staff, body: { id: d.id, date: '2026-10-01', building: 'XA', room_id: busy } });
    expect(early.status).toBe(400);
    expect((await heldOf('XA', from))[0]).toMatchObject({ id: d.id, status: 'active', held: 2_000_000 });
    expect(await linesOf(`deposit:${d.id}`)).toHaveLength(1);
    expect((await roomOf('XA', from)).status).toBe(1);
  });
});

describe('POST /api/additional-deposit-receipt/createOrEditReceipts', () => {
  it('adds deposit money (Dr wallet / Cr 5212), edits by reversal, and the forfeit takes it all', async () => {
    const room_id = await newRoom();
    const d = await createDeposit(room_id);
    const object = `deposit:${d.id}`;
    const created = await call('POST', '/api/additional-deposit-receipt/createOrEditReceipts', {
      token: staff,
      body: { object, date: '2026-10-08', amount: 500_000, wallet: 2, note: 'Đóng thêm' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ object, building: 'XA', room_id, amount: 500_000, wallet: 2, version: 1 });
    expect((await heldOf('XA', room_id))[0]!.held).toBe(2_500_000);

    const edited = await call('POST', '/api/additional-deposit-receipt/createOrEditReceipts', {
      token: staff,
      body: { id: created.body.id, object, date: '2026-10-09', amount: 700_000, wallet: 9 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: created.body.id, amount: 700_000, version: 2 });
    expect((await heldOf('XA', room_id))[0]!.held).toBe(2_700_000);
    const add = (await linesOf(object)).filter((l) => l.account_key === 'additional_deposit_receipt');
    expect(add.map((l) => [l.date, l.debit, l.credit])).toEqual([
      ['2026-10-08', 0, 500_000],
      ['2026-10-08', 500_000, 0],
      ['2026-10-09', 0, 700_000],
    ]);
    await expectBalanced('XA');

    // A slip holding more than its own receipt is not deletable as an entry error.
    expect((await call('POST', '/api/deposits/delete', { token: staff, body: { id: d.id } })).status).toBe(409);
    const cancel = await call('POST', '/api/deposits/cancel', { token: staff, body: { id: d.id, date: '2026-10-15' } });
    expect(cancel.body.cancelled.amount).toBe(2_700_000);
    expect(await heldOf('XA', room_id)).toEqual([]);
    await expectBalanced('XA');

    // The cancelled deposit takes no more money.
    const late = await call('POST', '/api/additional-deposit-receipt/createOrEditReceipts', {
      token: staff,
      body: { object, date: '2026-10-16', amount: 1, wallet: 9 },
    });
    expect(late.status).toBe(409);
  });

  it('replays a retried receipt with the same Idempotency-Key and posts once', async () => {
    const room_id = await newRoom();
    const d = await createDeposit(room_id);
    const body = { object: `deposit:${d.id}`, date: '2026-10-08', amount: 300_000, wallet: 9 };
    const headers = { 'idempotency-key': `add-${d.id}` };
    const first = await call('POST', '/api/additional-deposit-receipt/createOrEditReceipts', { token: staff, body, headers });
    const retry = await call('POST', '/api/additional-deposit-receipt/createOrEditReceipts', { token: staff, body, headers });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect((await heldOf('XA', room_id))[0]!.held).toBe(2_300_000);
    expect((await linesOf(`deposit:${d.id}`)).filter((l) => l.account_key === 'additional_deposit_receipt')).toHaveLength(1);
  });

  it('refuses unknown objects (404) and bad input (400), writing nothing', async () => {
    const room_id = await newRoom();
    const d = await createDeposit(room_id);
    const object = `deposit:${d.id}`;
    const unknown = await call('POST', '/api/additional-deposit-receipt/createOrEditReceipts', {
      token: staff,
      body: { object: `deposit:${ulid()}`, date: '2026-10-08', amount: 1, wallet: 9 },
    });
    expect(unknown.status).toBe(404);
    const noReceipt = await call('POST', '/api/additional-deposit-receipt/createOrEditReceipts', {
      token: staff,
      body: { id: ulid(), object, date: '2026-10-08', amount: 1, wallet: 9 },
    });
    expect(noReceipt.status).toBe(404);
    for (const body of [
      { object, date: '2026-10-08', amount: -5, wallet: 9 },
      { object, date: '2026-10-08', amount: 10.5, wallet: 9 },
      { object, date: '2026-10-08', amount: 0, wallet: 9 },
      { object, date: '2026-02-29', amount: 10, wallet: 9 },
      { object: 'room:XA-101', date: '2026-10-08', amount: 10, wallet: 9 },
      { object, date: '2026-10-08', amount: 10 },
      { object, date: '2026-10-08', amount: 10, wallet: 9, colour: 'red' },
    ]) {
      const r = await call('POST', '/api/additional-deposit-receipt/createOrEditReceipts', { token: staff, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    const otherCash = await call('POST', '/api/additional-deposit-receipt/createOrEditReceipts', {
      token: staff,
      body: { object, date: '2026-10-08', amount: 10, wallet: 6 },
    });
    expect(otherCash.status).toBe(400);
    expect((await heldOf('XA', room_id))[0]!.held).toBe(2_000_000);
  });
});

describe('reads', () => {
  it('searches by building, range, status, room and text (name without accents, phone, slip)', async () => {
    const room_id = await newRoom();
    const d = await createDeposit(room_id, { customer_name: 'Lê Thị Hoà Tìm', phone: '0912000111' });
    const q = async (params: string, token = guard) =>
      (await call('GET', `/api/deposits/search?from=${MONTH.from}&to=${MONTH.to}&building=XA&${params}`, { token })).body.map((x: { id: string }) => x.id);
    expect(await q('q=hoa%20tim')).toEqual([d.id]);
    // Phone numbers are staff's to search: a guard's text search does not look at them.
    expect(await q('q=0912000111', staff)).toEqual([d.id]);
    expect(await q('q=0912000111')).toEqual([]);
    expect(await q(`q=${d.slip_no}`)).toEqual([d.id]);
    expect(await q(`room_id=${room_id}&status=active`)).toEqual([d.id]);
    expect(await q(`room_id=${room_id}&status=cancelled`)).toEqual([]);
    const all = await call('GET', `/api/deposits/search?from=${MONTH.from}&to=${MONTH.to}&q=0912000111`, { token: staff });
    expect(all.body.map((x: { id: string }) => x.id)).toEqual([d.id]);
    const outside = await call('GET', `/api/deposits/search?from=2026-11-01&to=2026-11-30&building=XA&room_id=${room_id}`, { token: guard });
    expect(outside.body).toEqual([]);
    expect((await call('GET', '/api/deposits/search?from=2025-01-01&to=2026-10-31', { token: guard })).status).toBe(400);
    expect((await call('GET', '/api/deposits/search?from=2026-10-31&to=2026-10-01', { token: guard })).status).toBe(400);
    expect((await call('GET', `/api/deposits/search?from=${MONTH.from}&to=${MONTH.to}&status=lost`, { token: guard })).status).toBe(400);
  });

  it('answers a guard only the deposits they brought in, without the customer’s phone or ID number', async () => {
    const agents = await call('GET', '/api/users?role=SECURITY', { token: staff });
    const other = agents.body.find((u: { username: string }) => u.username === 'baove2').user_id as string;
    const room_id = await newRoom();
    const mine = await createDeposit(room_id);
    const theirs = await createDeposit(await newRoom(), { agent_user_id: other });
    const search = `/api/deposits/search?from=${MONTH.from}&to=${MONTH.to}&building=XA`;
    const seen = (await call('GET', search, { token: guard })).body as { id: string; agent_user_id: string }[];
    expect(seen.map((x) => x.id)).toContain(mine.id);
    expect(seen.map((x) => x.id)).not.toContain(theirs.id);
    expect(seen.every((x) => x.agent_user_id === agentId)).toBe(true);
    expect(seen.some((x) => 'phone' in x || 'id_number' in x)).toBe(false);
    const held = (await everyRow('/api/deposits/deposit-status?building=XA', guard)) as { id: string }[];
    expect(held.map((x) => x.id)).toContain(mine.id);
    expect(held.map((x) => x.id)).not.toContain(theirs.id);
    expect(held.some((x) => 'phone' in x || 'id_number' in x)).toBe(false);
    // Staff see both, whole.
    const all = (await call('GET', search, { token: staff })).body as { id: string; phone?: string; id_number?: string }[];
    expect(all.filter((x) => x.id === mine.id || x.id === theirs.id).map((x) => [x.phone, x.id_number])).toEqual([
      ['0901234567', '079123456789'],
      ['0901234567', '079123456789'],
    ]);
  });

  it('lists the deposits holding rooms of a building with the amount held', async () => {
    const a = await newRoom();
    const b = await newRoom();
    const da = await createDeposit(a);
    const db_ = await createDeposit(b, { amount_paid: 1_500_000 });
    const r = { body: await everyRow('/api/deposits/deposit-status?building=XA', guard) };
    const mine = r.body.filter((x: { id: string }) => x.id === da.id || x.id === db_.id);
    expect(mine.map((x: { room_id: string; held: number }) => [x.room_id, x.held]).sort()).toEqual(
      [
        [a, 2_000_000],
        [b, 1_500_000],
      ].sort(),
    );
    expect(r.body.every((x: { status: string }) => x.status === 'active')).toBe(true);
    expect((await call('GET', '/api/deposits/deposit-status?building=XA&room_id=Z997', { token: guard })).status).toBe(404);
    expect((await call('GET', '/api/deposits/deposit-status', { token: guard })).status).toBe(400);
  });

  it('pays a commission when a deposit turns into a check-in', async () => {
    const room_id = await newRoom('XA', 3_200_000);
    const d = await createDeposit(room_id);
    // The check-in is the stays domain's. Through its API when it is served; otherwise (while it is
    // being built) by writing the same fields its check-in writes on the deposit item.
    if (routes.some((r) => r.endpoint.method === 'POST' && r.endpoint.path === '/api/check-ins')) {
      await checkIn(room_id, d, 3_200_000);
    } else {
      await db().send(
        new PutCommand({
          TableName: process.env.TABLE_NAME,
          Item: { ...(await rawDeposit(d.id)), status: 'checked_in', checked_in_at: '2026-10-20', stay_id: ulid(), version: d.version + 1 },
        }),
      );
    }
    const rows = await everyRow(`/api/commissions?month=2026-10&building=XA&agent_user_id=${agentId}`, guard);
    const row = rows.find((x: { deposit_id: string }) => x.deposit_id === d.id);
    expect(row).toMatchObject({
      room_id,
      customer_name: d.customer_name,
      agent_name: 'Trần Văn Bảo',
      checked_in_at: '2026-10-20',
      rent: 3_200_000,
      amount: 1_600_000,
    });
    expect(rows.every((x: { agent_user_id: string }) => x.agent_user_id === agentId)).toBe(true);
    const november = await everyRow('/api/commissions?month=2026-11&building=XA', guard);
    expect(november.find((x: { deposit_id: string }) => x.deposit_id === d.id)).toBeUndefined();
    expect((await call('GET', '/api/commissions?month=2026-13', { token: guard })).status).toBe(400);
  });

  it('takes a walk-in tenant ("Khách tự đến"): no guard named, no commission once checked in', async () => {
    const room_id = await newRoom('XA', 4_300_000);
    const d = await createDeposit(room_id, { agent_user_id: 'walk-in' });
    expect(d).toMatchObject({ agent_user_id: 'walk-in', agent_name: 'Khách tự đến' });
    await checkIn(room_id, d, 4_300_000);
    const all = await everyRow('/api/commissions?month=2026-10&building=XA', staff);
    expect(all.find((x: { deposit_id: string }) => x.deposit_id === d.id)).toBeUndefined();
    // Any other id that is not a guard's is still refused.
    const wrong = await call('POST', '/api/deposits', { token: staff, body: depositBody(await newRoom(), { agent_user_id: staffId }) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.[0]?.path ?? wrong.body.field).toBe('agent_user_id');
  });

  it('answers the deposits holding a building a page of its rooms at a time: every deposit once, in order, a cursor only from its own list', async () => {
    for (let i = 0; i < 3; i++) await createDeposit(await newRoom());
    const path = '/api/deposits/deposit-status?building=XA';
    const whole = await everyRow(`${path}&limit=500`, staff);
    expect(whole.length).toBeGreaterThanOrEqual(3);
    const paged = await pagesOf(`${path}&limit=2`, staff);
    const rows = paged.flatMap((p) => p.items);
    expect(rows.map(idOf)).toEqual(whole.map(idOf));
    expect(new Set(rows.map(idOf)).size).toBe(rows.length);
    // A page is 2 rooms: at most 2 deposits, maybe none, and a cursor on every page but the last.
    expect(paged.length).toBeGreaterThan(1);
    expect(paged.every((p) => p.items.length <= 2)).toBe(true);
    expect(paged.slice(0, -1).every((p) => typeof p.cursor === 'string')).toBe(true);
    expect(paged.at(-1)!.cursor).toBeUndefined();
    // Without a limit a page is 50 rooms: never more deposits than that.
    expect((await call('GET', path, { token: staff })).body.items.length).toBeLessThanOrEqual(50);
    // A guard's pages hold their own deposits only, without phone or ID number.
    const guards = await everyRow(`${path}&limit=2`, guard);
    expect(guards.every((x: { agent_user_id: string }) => x.agent_user_id === agentId)).toBe(true);
    expect(guards.some((x: object) => 'phone' in x || 'id_number' in x)).toBe(false);
    // A cursor of XA's rooms does not open MT's; a made-up one, or one outside the rooms, is refused the same way.
    const other = await call('GET', `/api/deposits/deposit-status?building=MT&cursor=${paged[0]!.cursor}`, { token: staff });
    expect(other.status).toBe(400);
    expect(other.body.errors[0].path).toBe('cursor');
    expect((await call('GET', `${path}&cursor=abc`, { token: staff })).status).toBe(400);
    const outside = Buffer.from(JSON.stringify({ PK: 'BLD#XA', SK: 'ZZZ' })).toString('base64url');
    expect((await call('GET', `${path}&cursor=${outside}`, { token: staff })).status).toBe(400);
    expect((await call('GET', `${path}&limit=501`, { token: staff })).status).toBe(400);
  });

  it('answers the commissions a page at a time: every row once, in order, a cursor only from its own list', async () => {
    for (let i = 0; i < 3; i++) {
      const room_id = await newRoom('XA', 3_000_000);
      await checkIn(room_id, await createDeposit(room_id), 3_000_000);
    }
    const path = '/api/commissions?month=2026-10&building=XA';
    const whole = await everyRow(`${path}&limit=500`, staff);
    expect(whole.length).toBeGreaterThanOrEqual(3);
    const paged = await pagesOf(`${path}&limit=2`, staff);
    const rows = paged.flatMap((p) => p.items);
    expect(rows.map(depositOf)).toEqual(whole.map(depositOf));
    expect(new Set(rows.map(depositOf)).size).toBe(rows.length);
    expect(paged.every((p) => p.items.length <= 2)).toBe(true);
    expect(paged.slice(0, -1).every((p) => typeof p.cursor === 'string')).toBe(true);
    expect(paged.at(-1)!.cursor).toBeUndefined();
    // Every building's rows page on from one building to the next, XA's among them.
    const everywhere = await everyRow('/api/commissions?month=2026-10&limit=2', staff);
    expect(everywhere.map(depositOf)).toEqual(expect.arrayContaining(whole.map(depositOf)));
    // A guard's pages hold their own rows only.
    const guards = await everyRow(`${path}&limit=2`, guard);
    expect(guards.map(depositOf)).toEqual(whole.filter((x: { agent_user_id: string }) => x.agent_user_id === agentId).map(depositOf));
    // A cursor of XA's months does not open MT's, nor months it is not among; a made-up one is refused the same way.
    for (const elsewhere of ['/api/commissions?month=2026-10&building=MT', '/api/commissions?month=2027-06&building=XA']) {
      const r = await call('GET', `${elsewhere}&cursor=${paged[0]!.cursor}`, { token: staff });
      expect(r.status, elsewhere).toBe(400);
      expect(r.body.errors[0].path).toBe('cursor');
    }
    expect((await call('GET', `${path}&cursor=abc`, { token: staff })).status).toBe(400);
    const tableKey = Buffer.from(JSON.stringify({ PK: 'DEP#X', SK: 'DEP#X' })).toString('base64url');
    expect((await call('GET', `${path}&cursor=${tableKey}`, { token: staff })).status).toBe(400);
    expect((await call('GET', `${path}&limit=501`, { token: staff })).status).toBe(400);
  });

  it('reports malformed slips and the numbering with its gaps', async () => {
    const a = await newRoom();
    const b = await newRoom();
    const first = await createDeposit(a, { date: '2026-10-25', expected_move_in_date: '2026-10-28' });
    // A number taken and never used (as a deleted slip leaves it): the counter moved, no slip carries it.
    const lost = await reserveSlipNo('XA', '2026-10-25');
    await transact([lost.item]);
    const second = await createDeposit(b, { date: '2026-10-26', expected_move_in_date: '2026-10-28' });

    expect((await call('GET', '/api/general/receipt-continuous?from=2026-10&to=2026-10&building=XA', { token: guard })).status).toBe(403);
    const cont = await call('GET', '/api/general/receipt-continuous?from=2026-10&to=2026-10&building=XA', { token: staff });
    expect(cont.status).toBe(200);
    const oct = cont.body.find((x: { building: string; month: string }) => x.building === 'XA' && x.month === '2026-10');
    const seqs = oct.slips.map((s: { seq: number }) => s.seq);
    expect([...seqs].sort((x: number, y: number) => x - y)).toEqual(seqs);
    expect(oct.gaps).toContain(lost.seq);
    expect(seqs).toContain(Number(first.slip_no.slice(-3)));
    expect(seqs).toContain(Number(second.slip_no.slice(-3)));
    expect(oct.issued).toBeGreaterThanOrEqual(Number(second.slip_no.slice(-3)));

    // An imported slip with a malformed number and no phone.
    const id = ulid();
    await db().send(
      new PutCommand({
        TableName: process.env.TABLE_NAME,
        Item: {
          ...keys.deposit(id),
          ...keys.recordIndexes('DEP', 'XA', a, '2026-10-27', id),
          entity: 'deposit',
          id,
          slip_no: 'XA-27/10',
          building: 'XA',
          room_id: a,
          customer_name: 'Khách cũ',
          amount_agreed: 1_000_000,
          amount_paid: 1_000_000,
          wallet: 9,
          agent_user_id: agentId,
          date: '2026-10-27',
          expected_move_in_date: '2026-10-30',
          status: 'cancelled',
          version: 1,
        },
      }),
    );
    expect((await call('GET', `/api/general/receipt-wrong-format?from=${MONTH.from}&to=${MONTH.to}&building=XA`, { token: guard })).status).toBe(403);
    const wrong = await call('GET', `/api/general/receipt-wrong-format?from=${MONTH.from}&to=${MONTH.to}&building=XA`, { token: staff });
    expect(wrong.status).toBe(200);
    const row = wrong.body.find((x: { deposit_id: string }) => x.deposit_id === id);
    expect(row.problems).toEqual(['Số phiếu không đúng dạng C{toà}{YYMM}-{NNN}', 'Thiếu hoặc sai số điện thoại']);
    expect(wrong.body.find((x: { deposit_id: string }) => x.deposit_id === first.id)).toBeUndefined();
    expect((await call('GET', '/api/general/receipt-continuous?from=2026-10&to=2025-10', { token: staff })).status).toBe(400);
  });
});

async function rawDeposit(id: string) {
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  const r = await db().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.deposit(id) }));
  return r.Item!;
}
