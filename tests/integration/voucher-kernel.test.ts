import { spawn } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, everyRow, journalLines, today, tokenOf } from './helpers';
import { eventFor } from '../support/lambda-events';

// The voucher unit of work under failure: a crash between commit and answer, and a race for numbers.
// Building TT, months 2025-02 and 2025-03: no other test writes deposits there.
let staff: string;
let agentId: string;
let seq = 0;
const uniqueRoom = () => `K${Date.now().toString(36).slice(-5)}${(seq++).toString(36)}`.toUpperCase().slice(0, 12);

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

beforeAll(async () => {
  staff = await tokenOf('ketoan');
  const agents = await call('GET', '/api/users?role=SECURITY', { token: staff });
  agentId = agents.body.find((u: { username: string }) => u.username === 'baove1').user_id;
});

async function newRoom(building = 'TT'): Promise<string> {
  const room_id = uniqueRoom();
  const r = await call('POST', '/api/rooms', { token: staff, body: { building, room_id, floor: 3, rent: 2_500_000, deposit: 2_500_000, max_occupants: 2 } });
  expect(r.status).toBe(201);
  return room_id;
}

const depositBody = (room_id: string, date: string) => ({
  building: 'TT',
  room_id,
  customer_name: 'Trần Thị Thử',
  phone: '0907654321',
  amount_agreed: 2_500_000,
  amount_paid: 1_000_000,
  wallet: 5,
  agent_user_id: agentId,
  date,
  expected_move_in_date: date,
});

/** Runs the event in a process that is killed right after its transaction commits. */
function runAndDie(domain: string, event: unknown): Promise<{ signal: NodeJS.Signals | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/crash-child.ts', JSON.stringify({ domain, event })], {
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.on('error', reject);
    child.on('exit', (_code, signal) => resolve({ signal, stdout }));
  });
}

describe('a write whose Lambda dies after committing', () => {
  it('is answered on retry with the original answer, and posts once', async () => {
    const room_id = await newRoom();
    const body = depositBody(room_id, '2025-03-10');
    const key = `crash-${room_id}`;
    const claims = claimsOf(staff);
    const event = eventFor('POST /api/deposits', { body, headers: { 'idempotency-key': key } });
    // The staff member's own identity, as the JWT authorizer would pass it.
    event.requestContext.authorizer.jwt.claims = { sub: String(claims.sub), username: String(claims.username), 'cognito:groups': '[staff]' };

    const died = await runAndDie('deposits', event);
    expect(died.signal, `the child answered instead of dying: ${died.stdout}`).toBe('SIGKILL');
    // It did commit: the room is held.
    const rooms = await everyRow('/api/rooms?building=TT', staff);
    expect(rooms.find((r: { room_id: string }) => r.room_id === room_id).status).toBe(1);

    // The user retries (same key, same body) through the API: the original answer, not a 409.
    const retry = await call('POST', '/api/deposits', { token: staff, body, headers: { 'idempotency-key': key } });
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    expect(retry.body).toMatchObject({ room_id, building: 'TT', status: 'active', amount_paid: 1_000_000 });
    const again = await call('POST', '/api/deposits', { token: staff, body, headers: { 'idempotency-key': key } });
    expect(again.body).toEqual(retry.body);

    // One slip, one posting.
    const slips = await call('GET', `/api/deposits/search?from=2025-03-01&to=2025-03-31&building=TT&room_id=${room_id}`, { token: staff });
    expect(slips.body.filter((d: { room_id: string }) => d.room_id === room_id)).toHaveLength(1);
    expect(await journalLines(`from=2025-03-01&to=2025-03-31&object=${encodeURIComponent(`deposit:${retry.body.id}`)}`, staff)).toHaveLength(1);
  });

  it('refuses the same key with another body', async () => {
    const room_id = await newRoom();
    const key = `mismatch-${room_id}`;
    const first = await call('POST', '/api/deposits', { token: staff, body: depositBody(room_id, '2025-03-11'), headers: { 'idempotency-key': key } });
    expect(first.status).toBe(201);
    const other = await call('POST', '/api/deposits', {
      token: staff,
      body: { ...depositBody(room_id, '2025-03-11'), amount_paid: 900_000 },
      headers: { 'idempotency-key': key },
    });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency_mismatch');
  });
});

describe('slip numbers under a race', () => {
  it('ten deposits on ten rooms at once take ten consecutive numbers, no gap', async () => {
    const rooms = await Promise.all(Array.from({ length: 10 }, () => newRoom()));
    const results = await Promise.all(rooms.map((r) => call('POST', '/api/deposits', { token: staff, body: depositBody(r, '2025-02-14') })));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    const cont = await call('GET', '/api/general/receipt-continuous?from=2025-02&to=2025-02&building=TT', { token: staff });
    const feb = cont.body.find((x: { building: string; month: string }) => x.building === 'TT' && x.month === '2025-02');
    expect(feb.gaps).toEqual([]);
    expect(feb.issued).toBe(10);
    expect(feb.slips.map((s: { seq: number }) => s.seq).sort((a: number, b: number) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('ten deposits racing for one room: one wins, the losers take no number', async () => {
    const room_id = await newRoom();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/api/deposits', { token: staff, body: depositBody(room_id, '2025-02-20') })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const losers = results.filter((r) => r.status !== 201);
    expect(losers.every((r) => r.status === 409)).toBe(true);
    expect(losers.every((r) => r.body.field === 'room_id')).toBe(true);
    const cont = await call('GET', '/api/general/receipt-continuous?from=2025-02&to=2025-02&building=TT', { token: staff });
    const feb = cont.body.find((x: { building: string; month: string }) => x.building === 'TT' && x.month === '2025-02');
    expect(feb.gaps).toEqual([]);
    expect(feb.issued).toBe(feb.slips.length);
  });
});

describe('numbers and names people know', () => {
  it('journal lines carry the slip number and the customer; log lines the slip and the room', async () => {
    const room_id = await newRoom();
    const d = await call('POST', '/api/deposits', { token: staff, body: depositBody(room_id, '2025-03-12') });
    expect(d.status).toBe(201);
    const cancel = await call('POST', '/api/deposits/cancel', { token: staff, body: { id: d.body.id, date: '2025-03-13', reason: 'Đổi ý' } });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const lines = await journalLines(`from=2025-03-01&to=2025-03-31&object=${encodeURIComponent(`deposit:${d.body.id}`)}`, staff);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(new Set(lines.map((l) => l.voucher_no))).toEqual(new Set([d.body.slip_no]));
    expect(new Set(lines.map((l) => l.object_name))).toEqual(new Set(['Trần Thị Thử']));
    const logs = await call('GET', `/api/logs?from=${today()}&to=${today()}&q=${encodeURIComponent(d.body.slip_no)}`, { token: staff });
    const mine = logs.body.items.filter((l: { entity_id: string }) => l.entity_id === d.body.id);
    expect(mine.length).toBe(2);
    for (const l of mine) expect(l).toMatchObject({ entity_no: d.body.slip_no, entity_name: `${room_id} (TT)` });
  });
});
