import { beforeAll, describe, expect, it } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { invoke, ok } from './in-process';
import { B, M0, M1, M2, TODAY, balancesAt, s, writeDebtHistory } from './debt-history';
import { stayObject } from '../../functions/kernel/model/stay-account';

/**
 * The room page and the tenant page (issue 24) on the debt reports' history (tests/integration/debt-history.ts):
 * BN-101 has Phạm Văn Mới living there owing M2, and Trần Thị Cũ who left on M2-10 still owing the rest
 * of her final bill. Each stay's balance on either page is its 1311 in the journal, to the đồng.
 */
useOwnTable('room-file-test');
beforeAll(writeDebtHistory);

const ROOM_PATH = '/api/rooms/{building}/{room_id}/file';
const CUSTOMER_PATH = '/api/customers/{id}/file';
const roomFile = (room_id: string, groups?: string) => invoke('GET', ROOM_PATH, { params: { building: B, room_id }, ...(groups ? { groups } : {}) });
const customerFile = (id: string, groups?: string) => invoke('GET', CUSTOMER_PATH, { params: { id }, ...(groups ? { groups } : {}) });

type Line = { side: string; amount: number; balance: number };
type Account = { lines: Line[]; owed: number; credit: number; balance: number };

/** The account's lines add up to its balance, and each line's running balance follows from the one before. */
function expectConsistent(a: Account) {
  let running = 0;
  for (const l of a.lines) {
    running += l.amount;
    expect(l.balance).toBe(running);
    expect(l.side === 'charge' ? l.amount >= 0 : l.amount <= 0).toBe(true);
  }
  expect(running).toBe(a.balance);
  expect(a.owed - a.credit).toBe(a.balance);
}

describe('GET /api/rooms/{building}/{room_id}/file', () => {
  it("shows the stay living there and the departed stay still owing, each balance the stay's 1311 in the journal", async () => {
    const f = ok(await roomFile('101'));
    const journal = await balancesAt(TODAY);
    expect(f).toMatchObject({ building: B, room_id: '101', status: 2, status_label: 'Đang ở', guard_view: false });

    expect(f.current).toMatchObject({ stay_id: s.next, status: 'active', tenant: 'Phạm Văn Mới', start_date: `${M2}-15`, rent: 3_000_000 });
    expect(f.current.occupants[0]).toMatchObject({ name: 'Phạm Văn Mới', phone: expect.any(String) });
    const current = journal.get(stayObject(B, '101', s.next));
    expect(current).toBeGreaterThan(0);
    expect(f.current.account.balance).toBe(current);
    expectConsistent(f.current.account);
    expect(f.current.account.lines.some((l: { side: string; month?: string }) => l.side === 'charge' && l.month === M2)).toBe(true);

    expect(f.owing_stays.map((x: { stay_id: string }) => x.stay_id)).toEqual([s.old]);
    const old = f.owing_stays[0];
    expect(old).toMatchObject({ status: 'checked_out', leave_date: `${M2}-10`, tenant: 'Trần Thị Cũ' });
    const oldJournal = journal.get(stayObject(B, '101', s.old));
    expect(oldJournal).toBeGreaterThan(0);
    expect(old.account.balance).toBe(oldJournal);
    expectConsistent(old.account);
    // Her receipts are on her own account: two rent receipts and the deposit applied at check-out.
    expect(old.account.lines.filter((l: Line) => l.side === 'payment').length).toBeGreaterThanOrEqual(2);

    // The earlier stays list the departed one with the same balance; consumption follows the readings.
    expect(f.stays.find((x: { stay_id: string }) => x.stay_id === s.old)).toMatchObject({ balance: oldJournal, status: 'checked_out' });
    expect(f.stays.some((x: { stay_id: string }) => x.stay_id === s.next)).toBe(false);
    expect(f.stays_more).toBe(false);
    expect(f.consumption).toHaveLength(12);
    const used = (m: string) => f.consumption.find((c: { month: string }) => c.month === m)?.electricity;
    expect([used(M0), used(M1), used(M2)]).toEqual([50, 50, 60]);
  });

  it('answers a room whose stays are settled with nobody owing, and 404 for a room that does not exist', async () => {
    const f = ok(await roomFile('103'));
    expect(f.current.account.balance).toBe(0);
    expect(f.owing_stays).toEqual([]);
    const missing = await roomFile('ZZ999');
    expect(missing.status).toBe(404);
    expect(missing.body.field).toBe('room_id');
    expect((await invoke('GET', ROOM_PATH, { params: { building: 'QQ', room_id: '101' } })).status).toBe(400);
  });

  it('answers a guard the room and its status only: no tenant, phone or money', async () => {
    const f = ok(await roomFile('101', '[SECURITY]'));
    expect(f).toMatchObject({ room_id: '101', status: 2, guard_view: true });
    for (const k of ['current', 'owing_stays', 'stays', 'consumption', 'internet', 'vehicle_cards', 'repairs']) expect(f).not.toHaveProperty(k);
    expect(JSON.stringify(f)).not.toMatch(/09\d{8}/);
  });
});

describe('GET /api/customers/{id}/file', () => {
  it("shows the tenant's documents, stay and account, its balance the stay's 1311 in the journal", async () => {
    const room = ok(await roomFile('101'));
    const id = room.owing_stays[0].occupants[0].customer_id as string;
    const f = ok(await customerFile(id));
    expect(f.customer).toMatchObject({ id, name: 'Trần Thị Cũ', building: B, room_id: '101', stay_id: s.old, status: 'left' });
    expect(f.customer.phone).toEqual(expect.any(String));
    expect(f.stay).toMatchObject({ stay_id: s.old, building: B, room_id: '101', status: 'checked_out' });
    expect(f.stay.account.balance).toBe((await balancesAt(TODAY)).get(stayObject(B, '101', s.old)));
    expectConsistent(f.stay.account);
    expect(f.vehicle_cards).toEqual([]);
  });

  it('is 404 for an unknown customer, 400 for a malformed id, and not for guards', async () => {
    expect((await customerFile('01KZZZZZZZZZZZZZZZZZZZZZZZ')).status).toBe(404);
    expect((await customerFile('khong-ai')).status).toBe(400);
    const room = ok(await roomFile('101'));
    expect((await customerFile(room.current.occupants[0].customer_id, '[SECURITY]')).status).toBe(403);
  });
});
