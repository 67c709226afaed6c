import { describe, expect, it } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { invoke, ok } from './in-process';
import { checkPages, everyItem, keyOf, made, refusedCursor } from './paging';
import { bill as billOf, fixtureStay } from './receipt-fixtures';
import { daysBetween, vnToday } from '../../shared/dates';

// Receipts pay bills: this file runs in a table of its own (the demo rooms), so other files' billing
// runs and the global edit lock do not disturb it; the handlers are called in-process as the gateway would.
const B = 'GB';
const WALLET = 7; // Gia Bảo's cash box
useOwnTable('receipts-test');

/** A month's bill for a room, written as the run writes it (`posted`: with its entry). */
const bill = (room_id: string, month: string, total: number, posted = false) => billOf(B, room_id, month, total, posted);
const pay = (room_id: string, amount: number, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  invoke('POST', '/api/receipt-rooms', { body: { building: B, room_id, date: '2026-11-20', wallet: WALLET, amount, ...extra }, headers });
const months = async (room_id: string) => ok(await invoke('GET', '/api/general/charge-rooms/months', { query: { building: B, room_id } }));
/** The room's fixture stay as the collection views name it. */
const stayOf = (room_id: string) => {
  const s = fixtureStay(B, room_id);
  return { stay_id: s.stay_id, contract_no: s.contract_no, customer_name: s.customer_name, start_date: s.start_date, status: 'active' };
};
/** An open monthly bill of the fixture stay as the receipt form lists it. */
const item = (room_id: string, month: string, total: number, paid = 0) => ({
  id: `${B}-${month}-${room_id}`,
  kind: 'bill',
  month,
  date: `${month}-28`,
  bill_no: `BT-${B}${month.slice(2, 4)}${month.slice(5)}-${room_id}`,
  total,
  paid,
  owed: total - paid,
});
const findBill = async (room_id: string, month: string) => ok(await invoke('GET', '/api/payments/find', { query: { building: B, month, room_id } }));

describe('rent receipts (POST /api/receipt-rooms)', () => {
  it('pays the oldest bill first; a partial payment leaves the rest owed; a full one closes the bills', async () => {
    await bill('101', '2026-09', 2_000_000);
    await bill('101', '2026-10', 3_000_000);
    expect(await months('101')).toEqual({
      stay: stayOf('101'),
      months: [item('101', '2026-09', 2_000_000), item('101', '2026-10', 3_000_000)],
      owed: 5_000_000,
      credit: 0,
      balance: 5_000_000,
      stays: [],
    });
    const first = ok(await pay('101', 2_500_000, { note: 'Trả một phần' }), 201);
    expect(first.receipt_no).toMatch(/^PTGB2611-\d{3}$/);
    // the money is the room's current stay's: its tenant and contract are on the receipt
    expect(first).toMatchObject({ stay_id: fixtureStay(B, '101').stay_id, contract_no: 'HD-101', customer_name: 'Khách 101' });
    expect(first.allocations).toEqual([
      { kind: 'bill', month: '2026-09', bill_no: 'BT-GB2609-101', amount: 2_000_000 },
      { kind: 'bill', month: '2026-10', bill_no: 'BT-GB2610-101', amount: 500_000 },
    ]);
    expect(first).toMatchObject({ left_credit: 0, stay_credit: 0 });
    expect((await findBill('101', '2026-09')).status).toBe('paid');
    expect(await findBill('101', '2026-10')).toMatchObject({ status: 'open', paid: 500_000 });
    expect((await months('101')).owed).toBe(2_500_000);
    // a bill with money on it is no longer edited by update-payment
    const partly = await findBill('101', '2026-10');
    const edit = await invoke('POST', '/api/payments/update-payment', {
      body: {
        building: B,
        month: '2026-10',
        room_id: '101',
        version: partly.version,
        lines: [{ kind: 'rent', label: 'Tiền phòng', amount: 2_000_000 }],
        reason: 'Giảm giá',
      },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toMatch(/đã thu tiền/);

    const second = ok(await pay('101', 2_500_000), 201);
    expect(second.allocations).toEqual([{ kind: 'bill', month: '2026-10', bill_no: 'BT-GB2610-101', amount: 2_500_000 }]);
    expect(await findBill('101', '2026-10')).toMatchObject({ status: 'paid', paid: 3_000_000 });
    expect(await months('101')).toEqual({ stay: stayOf('101'), months: [], owed: 0, credit: 0, balance: 0, stays: [] });

    // Dr wallet / Cr 1311 on the stay, named by its tenant, contract and room
    const journal = ok(await invoke('GET', '/api/journal', { query: { from: '2026-11-01', to: '2026-11-30', building: B, limit: '2000' } }));
    const lines = (journal.items as { voucher_no?: string; account: string; debit: number; credit: number; object?: string; object_name?: string }[]).filter(
      (l) => l.voucher_no === first.receipt_no,
    );
    expect(lines.map((l) => [l.debit, l.credit, l.object ?? null])).toEqual(
      expect.arrayContaining([
        [2_500_000, 0, null],
        [0, 2_500_000, `stay:GB-101:${fixtureStay(B, '101').stay_id}`],
      ]),
    );
    expect(lines.find((l) => l.object?.startsWith('stay:'))?.object_name).toBe('Khách 101 · HĐ HD-101 · Phòng 101 (GB)');

    const found = await everyItem('/api/receipt-rooms/search', { building: B, from: '2026-11-01', to: '2026-11-30', room_id: '101' });
    expect(found.map((r: { receipt_no: string }) => r.receipt_no).sort()).toEqual([first.receipt_no, second.receipt_no].sort());
  });

  it('keeps an overpayment as the stay credit, and the next bill uses it', async () => {
    await bill('102', '2026-10', 1_000_000);
    const r = ok(await pay('102', 1_300_000), 201);
    expect(r).toMatchObject({ left_credit: 300_000, stay_credit: 300_000 });
    expect((await findBill('102', '2026-10')).status).toBe('paid');
    expect(await months('102')).toEqual({ stay: stayOf('102'), months: [], owed: 0, credit: 300_000, balance: -300_000, stays: [] });

    // the new bill is paid from the credit at once: the earlier receipt paid 300,000 of it
    await bill('102', '2026-11', 1_000_000);
    expect(await months('102')).toEqual({
      stay: stayOf('102'),
      months: [item('102', '2026-11', 1_000_000, 300_000)],
      owed: 700_000,
      credit: 0,
      balance: 700_000,
      stays: [],
    });
    expect(await findBill('102', '2026-11')).toMatchObject({ status: 'open', paid: 300_000 });
    // this receipt pays only what it paid itself (700,000), not the credit the other receipt left
    const next = ok(await pay('102', 700_000), 201);
    expect(next.allocations).toEqual([{ kind: 'bill', month: '2026-11', bill_no: 'BT-GB2611-102', amount: 700_000 }]);
    expect(next).toMatchObject({ left_credit: 0, stay_credit: 0 });
    expect(await findBill('102', '2026-11')).toMatchObject({ status: 'paid', paid: 1_000_000 });
  });

  it('records two receipts against one bill at once, with correct allocation and no double credit', async () => {
    await bill('103', '2026-10', 3_000_000);
    const [a, b] = await Promise.all([pay('103', 2_000_000), pay('103', 2_000_000)]);
    const both = [ok(a, 201), ok(b, 201)];
    expect(both[0].receipt_no).not.toBe(both[1].receipt_no);
    const allocated = both.flatMap((r) => r.allocations).reduce((s: number, x: { amount: number }) => s + x.amount, 0);
    expect(allocated).toBe(3_000_000);
    // the later of the two saw the first one's payment: it left 1,000,000 on the stay, the first nothing
    expect(both.map((r) => r.left_credit).sort()).toEqual([0, 1_000_000]);
    expect(Math.max(...both.map((r) => r.stay_credit))).toBe(1_000_000);
    expect(await findBill('103', '2026-10')).toMatchObject({ status: 'paid', paid: 3_000_000 });
    expect(await months('103')).toEqual({ stay: stayOf('103'), months: [], owed: 0, credit: 1_000_000, balance: -1_000_000, stays: [] });
  });

  it('replays an idempotent write, refuses bad input (400 with field), an unknown room (404) and guards (403)', async () => {
    await bill('104', '2026-10', 1_000_000);
    const key = { 'idempotency-key': 'rcpt-104-1' };
    const one = ok(await pay('104', 400_000, {}, key), 201);
    const again = ok(await pay('104', 400_000, {}, key), 201);
    expect(again).toEqual(one);
    expect(await months('104')).toMatchObject({ owed: 600_000 });

    const bad = await pay('104', -5);
    expect(bad.status).toBe(400);
    expect(bad.body.field ?? bad.body.errors?.[0]?.path).toBe('amount');
    const wrongWallet = await pay('104', 1_000, { wallet: 1 });
    expect(wrongWallet.status).toBe(400);
    const missing = await pay('9999', 1_000);
    expect(missing.status).toBe(404);
    expect(missing.body.field).toBe('room_id');
    // a room that never had a tenant: no stay for the money to belong to, nothing written
    const empty = await pay('105', 1_000);
    expect(empty.status).toBe(409);
    expect(empty.body).toMatchObject({ code: 'state', field: 'room_id' });
    expect(empty.body.message).toContain('chưa có lượt thuê nào để thu tiền');
    expect(ok(await invoke('GET', '/api/receipt-rooms/search', { query: { building: B, from: '2026-11-01', to: '2026-11-30', room_id: '105' } }))).toEqual({
      items: [],
    });
    expect(
      (
        await invoke('POST', '/api/receipt-rooms', {
          body: { building: B, room_id: '104', date: '2026-11-20', wallet: WALLET, amount: 1 },
          groups: '[SECURITY]',
        })
      ).status,
    ).toBe(403);
    const wide = await invoke('GET', '/api/receipt-rooms/search', { query: { building: B, from: '2025-01-01', to: '2026-11-30' } });
    expect(wide.status).toBe(400);
  });

  it('reports unpaid rent per stay from the 1311 rollups, with the months owed and their age (GET /api/debt/search)', async () => {
    await bill('201', '2026-09', 2_000_000, true);
    await bill('201', '2026-10', 3_000_000, true);
    await bill('202', '2026-10', 1_000_000, true);
    await bill('203', '2026-10', 1_500_000, true);
    ok(await pay('201', 2_500_000), 201); // pays September, half of October
    ok(await pay('202', 1_000_000), 201); // paid up
    ok(await pay('203', 2_000_000), 201); // 500,000 credit
    const report = await everyItem('/api/debt/search', { building: B, month: '2026-11' });
    const rows = report.filter((r: { room_id: string }) => ['201', '202', '203'].includes(r.room_id));
    const stay = fixtureStay(B, '201');
    // The one open item, 2,500,000 dated 28-10-2026, in the bucket of its age today (shared/ledger/aging.ts).
    const age = daysBetween('2026-10-28', vnToday());
    const owed = (lo: number, hi: number) => (age >= lo && age <= hi ? 2_500_000 : 0);
    expect(rows).toEqual([
      {
        room_id: '201',
        stay_id: stay.stay_id,
        object: `stay:GB-201:${stay.stay_id}`,
        contract_no: 'HD-201',
        customer_name: 'Khách 201',
        start_date: '2026-01-01',
        status: 'active',
        unpaid: 2_500_000,
        months: [{ id: 'GB-2026-10-201', kind: 'bill', month: '2026-10', date: '2026-10-28', bill_no: 'BT-GB2610-201', total: 3_000_000, owed: 2_500_000 }],
        oldest_month: '2026-10',
        age_days: age,
        aging: { d0_30: owed(0, 30), d31_60: owed(31, 60), d61_90: owed(61, 90), over_90: owed(91, Infinity) },
      },
    ]);
    // the closing at the end of October, before the receipts
    const october = await everyItem('/api/debt/search', { building: B, month: '2026-10' });
    expect(october.find((r: { room_id: string }) => r.room_id === '202')).toMatchObject({ stay_id: fixtureStay(B, '202').stay_id, unpaid: 1_000_000 });
    expect((await invoke('GET', '/api/debt/search', { query: { building: B, month: '2026-13' } })).status).toBe(400);
    expect((await invoke('GET', '/api/debt/search', { query: { building: B, month: '2026-11' }, groups: '[SECURITY]' })).status).toBe(403);
  });

  it('lists the receipts a page at a time (GET /api/receipt-rooms/search): months in order, one room from its own timeline, a cursor only from its own list', async () => {
    // 101 paid in November (the first test): one more of its receipts, in October
    ok(await pay('101', 10_000, { date: '2026-10-20' }), 201);
    const PATH = '/api/receipt-rooms/search';
    const q = { building: B, from: '2026-10-01', to: '2026-11-30' };
    const { whole, pages } = await checkPages(PATH, q, 2);
    expect(whole.length).toBeGreaterThanOrEqual(5);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    // key order: October's receipts, then November's, each by date
    expect(whole[0].date).toBe('2026-10-20');
    expect(whole.map((r: { date: string; id: string }) => `${r.date}#${r.id}`)).toEqual(
      whole.map((r: { date: string; id: string }) => `${r.date}#${r.id}`).sort(),
    );
    // without a limit, a page is at most 50 receipts
    expect(ok(await invoke('GET', PATH, { query: q })).items.length).toBeLessThanOrEqual(50);

    // one room: its own receipts of the range, in pages of one, the same as the building's list says
    const room = await checkPages(PATH, { ...q, room_id: '101' }, 1);
    expect(room.whole.length).toBeGreaterThanOrEqual(2);
    expect(room.whole.map((r: { id: string }) => r.id)).toEqual(whole.filter((r: { room_id: string }) => r.room_id === '101').map((r: { id: string }) => r.id));

    // a cursor opens only its own list: not another building's, not a range without its day, not another room's
    const cursor = pages[0]!.cursor!;
    const at = keyOf(cursor);
    expect(at.GSI1PK).toMatch(/^RCPT#GB#2026-1[01]$/);
    await refusedCursor(PATH, { ...q, building: 'XA', cursor });
    await refusedCursor(PATH, { ...q, from: '2026-10-21', to: '2026-11-30', cursor: made({ ...at, GSI1SK: '2026-10-20#X' }) });
    await refusedCursor(PATH, { ...q, cursor: made({ ...at, GSI1PK: 'RCPT#GB#2026-09', GSI1SK: '2026-09-20#X' }) });
    await refusedCursor(PATH, { ...q, cursor: made({ ...at, GSI1SK: '2026-12-01#X' }) });
    await refusedCursor(PATH, { ...q, cursor: 'abc' });
    await refusedCursor(PATH, { ...q, room_id: '101', cursor });
    const roomCursor = room.pages[0]!.cursor!;
    await refusedCursor(PATH, { ...q, room_id: '102', cursor: roomCursor });
    await refusedCursor(PATH, { ...q, cursor: roomCursor });
    await refusedCursor(PATH, { ...q, room_id: '101', cursor: made({ ...keyOf(roomCursor), GSI2SK: 'RCPTO#2026-11-20#X' }) });
    expect((await invoke('GET', PATH, { query: { ...q, limit: '501' } })).status).toBe(400);
  });
});
