import { expect } from 'vitest';
import { call, everyRow, tokenOf, journalLines } from './helpers';

/** Shared set-up of the stays tests: fresh MA rooms, deposits, check-ins, and ledger read-backs. */

let n = 0;
/** A room id no other test uses (≤ 12 characters). */
export const uniqueRoom = (prefix = 'S') =>
  `${prefix}${Date.now().toString(36).slice(-5)}${(n++).toString(36)}${Math.floor(Math.random() * 36).toString(36)}`.toUpperCase().slice(0, 12);

export const staff = () => tokenOf('ketoan');

export async function newRoom(over: Record<string, unknown> = {}): Promise<string> {
  const room_id = uniqueRoom();
  const r = await call('POST', '/api/rooms', {
    token: await staff(),
    body: { building: 'MA', room_id, floor: 2, rent: 3_000_000, deposit: 3_000_000, max_occupants: 3, ...over },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return room_id;
}

export async function roomStatus(room_id: string): Promise<number> {
  return (await everyRow('/api/rooms?building=MA', await staff())).find((x: { room_id: string }) => x.room_id === room_id).status as number;
}

let agent: string | undefined;
export async function newDeposit(room_id: string, over: Record<string, unknown> = {}) {
  agent ??= (await call('GET', '/api/users?role=SECURITY', { token: await staff() })).body[0].user_id as string;
  const r = await call('POST', '/api/deposits', {
    token: await staff(),
    body: {
      building: 'MA',
      room_id,
      customer_name: 'Nguyễn Văn Cọc',
      phone: '0909000111',
      amount_agreed: 3_000_000,
      amount_paid: 3_000_000,
      wallet: 10,
      agent_user_id: agent,
      date: '2026-09-02',
      expected_move_in_date: '2026-09-05',
      ...over,
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { id: string; status: string };
}

export const checkInBody = (room_id: string, over: Record<string, unknown> = {}) => ({
  building: 'MA',
  room_id,
  contract_no: `HD-${room_id}`,
  start_date: '2026-09-05',
  rent: 3_000_000,
  deposit_held: 3_000_000,
  wallet: 10,
  occupants: [
    {
      name: 'Trần Thị Thuê',
      phone: '0912 345 678',
      id_number: `0790${room_id}`.slice(0, 12).replace(/[^0-9A-Za-z]/g, '0'),
      birth_date: '1998-04-02',
      hometown: 'Huế',
    },
  ],
  vehicles: [{ type: 'motorbike', plate: '59X1-12345' }],
  start_readings: { electricity: 1_000, water: 50 },
  internet: true,
  ...over,
});

export async function checkIn(room_id: string, over: Record<string, unknown> = {}) {
  const r = await call('POST', '/api/check-ins', { token: await staff(), body: checkInBody(room_id, over) });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { id: string; deposit_object: string; version: number; occupants: { customer_id: string; name: string }[] };
}

export interface Line {
  account: string;
  account_key: string;
  debit: number;
  credit: number;
  object?: string;
  wallet?: number;
  voucher_type: string;
  voucher_id: string;
}

/** Journal lines of MA in the stays tests' months (2026-08..2026-11), optionally of one object or voucher. */
export async function journal(f: { object?: string; voucher_id?: string } = {}): Promise<Line[]> {
  const lines = await journalLines(`from=2026-08-01&to=2026-11-30&building=MA${f.object ? `&object=${encodeURIComponent(f.object)}` : ''}`, await staff());
  return (lines as Line[]).filter((l) => !f.voucher_id || l.voucher_id === f.voucher_id);
}

/** Deposit held on an object (Σ credit − Σ debit over 5112 and 5212). */
export async function held(object: string): Promise<number> {
  const lines = await journal({ object });
  return lines.filter((l) => l.account === '5112' || l.account === '5212').reduce((s, l) => s + l.credit - l.debit, 0);
}

export async function expectBalanced() {
  const r = await call('GET', '/api/journal/tb?from=2026-08-01&to=2026-11-30&building=MA', { token: await staff() });
  expect(r.status).toBe(200);
  expect(r.body.balanced).toBe(true);
  const all = await call('GET', '/api/journal/tb?from=2026-01-01&to=2026-12-31', { token: await staff() });
  expect(all.body.balanced).toBe(true);
}

export async function logsAbout(text: string, action?: string) {
  const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
  const r = await call('GET', `/api/logs?from=${today}&to=${today}&q=${encodeURIComponent(text)}${action ? `&action=${action}` : ''}`, {
    token: await tokenOf('admin'),
  });
  expect(r.status).toBe(200);
  return r.body.items as { action: string; summary: string }[];
}
