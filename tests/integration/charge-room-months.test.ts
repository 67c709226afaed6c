import { beforeAll, describe, expect, it } from 'vitest';
import './helpers';
import { invoke, ok } from './in-process';
import { createFresh, transact } from '../../functions/platform/db/transact';
import { newRoomItem } from '../../functions/kernel/model/room';
import { accountItem, type StayInfo } from '../../functions/kernel/model/stay-account';
import { addCharge, addPayment, EMPTY_ACCOUNT, type AccountState } from '../../functions/kernel/ledger/stay-account-rules';

// GET /api/general/charge-rooms/months reads the room's stay accounts: they are written here as the
// vouchers leave them, on rooms of their own (no demo room has these ids), in the shared table.
const B = 'BN';
const ROOM = 'CRM1';
const EMPTY_ROOM = 'CRM2';
const NEVER = 'CRM3';
const ulid = (n: number) => `01KCRM00000000000000000${String(n).padStart(3, '0')}`;
const A = ulid(1); // living there now: owes part of November
const OLD = ulid(2); // left owing 300.000 of its final bill
const AHEAD = ulid(3); // left with 50.000 paid ahead
const SQUARE = ulid(4); // left owing nothing
const months = async (room_id: string, stay_id?: string) =>
  invoke('GET', '/api/general/charge-rooms/months', { query: { building: B, room_id, ...(stay_id ? { stay_id } : {}) } });

const info = (room_id: string, stay_id: string, start_date: string, leave_date?: string): StayInfo => ({
  stay_id,
  building: B,
  room_id,
  contract_no: `HD-${stay_id.slice(-3)}`,
  customer_name: `Khách ${stay_id.slice(-3)}`,
  phone: '0912000' + stay_id.slice(-3),
  start_date,
  ...(leave_date ? { leave_date } : {}),
  stay_status: leave_date ? 'checked_out' : 'active',
});
const charge = (s: AccountState, id: string, kind: 'bill' | 'final_bill', month: string, total: number) =>
  addCharge(s, { id, kind, no: `${kind === 'bill' ? 'BT' : 'HD'}-${id}`, date: `${month}-28`, month, total });
const pay = (s: AccountState, id: string, amount: number) => addPayment(s, { id, no: `PT-${id}`, kind: 'receipt', date: '2026-11-20' }, amount).state;

beforeAll(async () => {
  const room = (room_id: string) =>
    createFresh(newRoomItem({ building: B, room_id, floor: 9, rent: 3_000_000, deposit: 3_000_000, max_occupants: 2 }, '2026-11-01T00:00:00Z'));
  const current = pay(charge(charge(EMPTY_ACCOUNT, 'b10', 'bill', '2026-10', 2_000_000), 'b11', 'bill', '2026-11', 2_500_000), 'r1', 3_000_000);
  const old = charge(EMPTY_ACCOUNT, 'f1', 'final_bill', '2026-05', 300_000);
  const ahead = pay(charge(EMPTY_ACCOUNT, 'f2', 'final_bill', '2025-12', 1_000_000), 'r2', 1_050_000);
  const square = pay(charge(EMPTY_ACCOUNT, 'f3', 'final_bill', '2025-06', 700_000), 'r3', 700_000);
  await transact([
    room(ROOM),
    room(EMPTY_ROOM),
    room(NEVER),
    createFresh(accountItem(info(ROOM, SQUARE, '2025-01-10', '2025-06-30'), square, 2)),
    createFresh(accountItem(info(ROOM, AHEAD, '2025-07-01', '2025-12-31'), ahead, 2)),
    createFresh(accountItem(info(ROOM, OLD, '2026-01-05', '2026-05-31'), old, 1)),
    createFresh(accountItem(info(ROOM, A, '2026-06-01'), current, 3)),
    createFresh(accountItem(info(EMPTY_ROOM, ulid(5), '2025-03-01', '2025-09-30'), charge(EMPTY_ACCOUNT, 'f5', 'final_bill', '2025-09', 400_000), 1)),
    createFresh(accountItem(info(EMPTY_ROOM, ulid(6), '2025-10-01', '2026-03-31'), EMPTY_ACCOUNT, 1)),
  ]);
});

describe('GET /api/general/charge-rooms/months', () => {
  it('answers the current stay with its open items and lists the departed stays that owe or paid ahead, newest first', async () => {
    const r = ok(await months(ROOM));
    expect(r.stay).toEqual({ stay_id: A, contract_no: 'HD-001', customer_name: 'Khách 001', phone: '0912000001', start_date: '2026-06-01', status: 'active' });
    expect(r.months).toEqual([
      { id: 'b11', kind: 'bill', month: '2026-11', date: '2026-11-28', bill_no: 'BT-b11', total: 2_500_000, paid: 1_000_000, owed: 1_500_000 },
    ]);
    expect({ owed: r.owed, credit: r.credit, balance: r.balance }).toEqual({ owed: 1_500_000, credit: 0, balance: 1_500_000 });
    // The stay that owes nothing is not listed; the others carry their own items and figures.
    expect(r.stays.map((s: { stay_id: string }) => s.stay_id)).toEqual([OLD, AHEAD]);
    expect(r.stays[0]).toMatchObject({ status: 'checked_out', leave_date: '2026-05-31', owed: 300_000, credit: 0, balance: 300_000 });
    expect(r.stays[0].months).toEqual([
      { id: 'f1', kind: 'final_bill', month: '2026-05', date: '2026-05-28', bill_no: 'HD-f1', total: 300_000, paid: 0, owed: 300_000 },
    ]);
    expect(r.stays[1]).toMatchObject({ owed: 0, credit: 50_000, balance: -50_000, months: [] });
  });

  it('answers the stay asked for, with the current one among the others when it owes', async () => {
    const r = ok(await months(ROOM, OLD));
    expect(r.stay).toMatchObject({ stay_id: OLD, status: 'checked_out', leave_date: '2026-05-31' });
    expect({ owed: r.owed, credit: r.credit, balance: r.balance }).toEqual({ owed: 300_000, credit: 0, balance: 300_000 });
    expect(r.stays.map((s: { stay_id: string }) => s.stay_id)).toEqual([A, AHEAD]);
    expect(ok(await months(ROOM, SQUARE))).toMatchObject({ stay: { stay_id: SQUARE }, months: [], owed: 0, credit: 0, balance: 0 });
    expect((await months(ROOM, ulid(99))).status).toBe(404);
  });

  it('in an empty room answers the newest stay that owes; a room that never had a tenant answers nobody', async () => {
    const r = ok(await months(EMPTY_ROOM));
    expect(r.stay).toMatchObject({ stay_id: ulid(5), status: 'checked_out' });
    expect(r.balance).toBe(400_000);
    expect(r.stays).toEqual([]);
    expect(ok(await months(NEVER))).toEqual({ stay: null, months: [], owed: 0, credit: 0, balance: 0, stays: [] });
    expect((await months('CRM9')).status).toBe(404);
  });
});
