import { describe, expect, it, vi } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { invoke, ok } from './in-process';
import { checkPages, everyItem, keyOf, made, refusedCursor } from './paging';
import { bill as billOf, ensureStay, fixtureStay } from './receipt-fixtures';
import { transact } from '../../functions/platform/db/transact';
import { runItems } from '../../functions/bills/model/bill';
import type { BillRun } from '../../shared/api/bills';
import { crash } from './crash-after-commit';

// Corrections of rent receipts (edit, removal, batch) and collected receipts. They move bills and the
// stay's credit: this file runs in a table of its own (the demo rooms), so other files' billing runs and
// the global edit lock do not disturb it; the handlers are called in-process as the gateway would.
// A Lambda that dies right after one of its vouchers committed: for the batch's replay across its transactions.
vi.mock('../../functions/kernel/voucher', async (original) => (await import('./crash-after-commit')).dyingVoucher(original));

const B = 'GB';
const CASH = 7; // Gia Bảo's cash box
const BANK = 4;
useOwnTable('receipt-edits-test');

/** A month's bill for a room with its entry (Dr 1311 the room's stay / Cr 5111), as the run writes it. */
const bill = (room_id: string, month: string, total: number) => billOf(B, room_id, month, total, true);

const pay = (room_id: string, amount: number, extra: Record<string, unknown> = {}) =>
  invoke('POST', '/api/receipt-rooms', { body: { building: B, room_id, date: '2026-11-20', wallet: CASH, amount, ...extra } });
const remove = (id: string, version: number, o: { headers?: Record<string, string>; groups?: string } = {}) =>
  invoke('POST', '/api/receipt-rooms/remove', { body: { id, version, reason: 'Thu nhầm phòng' }, ...o });
const edit = (id: string, body: Record<string, unknown>, o: { headers?: Record<string, string>; groups?: string } = {}) =>
  invoke('PUT', '/api/receipt-rooms/{id}', { params: { id }, body, ...o });
const batch = (receipts: Record<string, unknown>[], headers?: Record<string, string>) =>
  invoke('POST', '/api/receipt-rooms/createOrEditReceiptRooms', { body: { building: B, receipts }, headers });
const months = async (room_id: string) => ok(await invoke('GET', '/api/general/charge-rooms/months', { query: { building: B, room_id } }));
const findBill = async (room_id: string, month: string) => ok(await invoke('GET', '/api/payments/find', { query: { building: B, month, room_id } }));
const debt = async (room_id: string) =>
  (
    (await everyItem('/api/debt/search', { building: B, month: '2026-11' })) as {
      room_id: string;
      unpaid: number;
      months: { owed: number }[];
    }[]
  ).find((r) => r.room_id === room_id);
/** The 1311 object of the room's (fixture) stay. */
const stayObj = (room_id: string) => `stay:${B}-${room_id}:${fixtureStay(B, room_id).stay_id}`;
interface Line {
  voucher_no?: string;
  date: string;
  account: string;
  wallet?: number;
  debit: number;
  credit: number;
  object?: string;
  reverses?: string;
}
const linesOf = async (voucherNo: string): Promise<Line[]> => {
  const j = ok(await invoke('GET', '/api/journal', { query: { from: '2026-09-01', to: '2026-11-30', building: B, limit: '2000' } }));
  return (j.items as Line[]).filter((l) => l.voucher_no === voucherNo);
};
/** A 1311 object's closing from the journal (the room's stay by default): what the unpaid report must equal. */
const owedOnLedger = async (room_id: string, object = stayObj(room_id)) => {
  const j = ok(await invoke('GET', '/api/journal', { query: { from: '2026-09-01', to: '2026-11-30', building: B, limit: '2000' } }));
  return (j.items as Line[]).filter((l) => l.object === object).reduce((s, l) => s + l.debit - l.credit, 0);
};
const UNKNOWN = '01JZZZZZZZZZZZZZZZZZZZZZZZ';

describe('removing a rent receipt (POST /api/receipt-rooms/remove)', () => {
  it('reverses it on its date and reopens exactly what it paid: its bills owe again, its credit is gone', async () => {
    await bill('101', '2026-09', 2_000_000);
    await bill('101', '2026-10', 3_000_000);
    const r = ok(await pay('101', 6_000_000), 201);
    expect(r).toMatchObject({ version: 1, status: 'active', kind: 'room', left_credit: 1_000_000, stay_credit: 1_000_000 });
    expect(r.allocations).toHaveLength(2);
    expect(await months('101')).toMatchObject({ owed: 0, credit: 1_000_000 });
    expect(await debt('101')).toBeUndefined();

    const removed = ok(await remove(r.id, 1));
    expect(removed).toMatchObject({
      id: r.id,
      receipt_no: r.receipt_no,
      version: 2,
      status: 'removed',
      remove_reason: 'Thu nhầm phòng',
      removed_by: expect.any(String),
    });
    expect(await months('101')).toMatchObject({ owed: 5_000_000, credit: 0 });
    expect(await findBill('101', '2026-09')).toMatchObject({ status: 'open', paid: 0 });
    expect(await findBill('101', '2026-10')).toMatchObject({ status: 'open', paid: 0 });
    const report = await debt('101');
    expect(report?.unpaid).toBe(5_000_000);
    expect(report?.unpaid).toBe(await owedOnLedger('101'));
    expect(report!.months.reduce((s, m) => s + m.owed, 0)).toBe(5_000_000);

    // a reversing entry on the receipt's own date: Dr 1311 the stay / Cr wallet
    const lines = await linesOf(r.receipt_no);
    expect(lines).toHaveLength(4);
    const reversal = lines.filter((l) => l.reverses);
    expect(reversal.map((l) => [l.date, l.debit, l.credit, l.object ?? null])).toEqual(
      expect.arrayContaining([
        ['2026-11-20', 6_000_000, 0, stayObj('101')],
        ['2026-11-20', 0, 6_000_000, null],
      ]),
    );

    // the list still shows it, as removed
    const listed = await everyItem('/api/receipt-rooms/search', { building: B, from: '2026-11-01', to: '2026-11-30', room_id: '101' });
    expect(listed).toEqual([expect.objectContaining({ id: r.id, status: 'removed', version: 2 })]);

    const again = await remove(r.id, 2);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('state');
    expect((await remove(UNKNOWN, 1)).status).toBe(404);
  });

  it('removing an older receipt reopens exactly the bill it paid; the later receipt keeps what it paid', async () => {
    await bill('102', '2026-09', 2_000_000);
    await bill('102', '2026-10', 3_000_000);
    const first = ok(await pay('102', 2_000_000), 201);
    const second = ok(await pay('102', 2_000_000), 201);
    expect(first.allocations).toEqual([{ kind: 'bill', month: '2026-09', bill_no: 'BT-GB2609-102', amount: 2_000_000 }]);
    expect(second.allocations).toEqual([{ kind: 'bill', month: '2026-10', bill_no: 'BT-GB2610-102', amount: 2_000_000 }]);
    const stale = await remove(first.id, 2);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale', field: 'version' });
    ok(await remove(first.id, 1));
    // September (what the removed receipt paid) owes again; October keeps the second receipt's money
    expect(await findBill('102', '2026-09')).toMatchObject({ status: 'open', paid: 0 });
    expect(await findBill('102', '2026-10')).toMatchObject({ status: 'open', paid: 2_000_000 });
    expect((await months('102')).months.map((m: { bill_no: string; owed: number }) => [m.bill_no, m.owed])).toEqual([
      ['BT-GB2609-102', 2_000_000],
      ['BT-GB2610-102', 1_000_000],
    ]);
    expect((await debt('102'))?.unpaid).toBe(3_000_000);
    expect(await owedOnLedger('102')).toBe(3_000_000);
  });

  it('replays under the same Idempotency-Key with one reversal, and refuses guards and bad input', async () => {
    await bill('103', '2026-10', 1_000_000);
    const r = ok(await pay('103', 1_000_000), 201);
    const key = { 'idempotency-key': 'remove-103' };
    const one = ok(await remove(r.id, 1, { headers: key }));
    const two = ok(await remove(r.id, 1, { headers: key }));
    expect(two).toEqual(one);
    expect((await linesOf(r.receipt_no)).filter((l) => l.reverses)).toHaveLength(2);
    const r2 = ok(await pay('103', 500_000), 201);
    expect((await remove(r2.id, 1, { groups: '[SECURITY]' })).status).toBe(403);
    const noReason = await invoke('POST', '/api/receipt-rooms/remove', { body: { id: r2.id, version: 1, reason: '' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.field).toBe('reason');
    const extra = await invoke('POST', '/api/receipt-rooms/remove', { body: { id: r2.id, version: 1, reason: 'x', amount: 1 } });
    expect(extra.status).toBe(400);
  });
});

describe('editing a rent receipt (PUT /api/receipt-rooms/{id})', () => {
  it('changes amount, wallet and date in one voucher: reversal of the old entry, the new entry, the stay settled again', async () => {
    await bill('104', '2026-09', 2_000_000);
    await bill('104', '2026-10', 3_000_000);
    const r = ok(await pay('104', 2_500_000, { note: 'Trả một phần' }), 201);
    expect(await findBill('104', '2026-10')).toMatchObject({ status: 'open', paid: 500_000 });

    const up = ok(await edit(r.id, { version: 1, date: '2026-11-05', wallet: BANK, amount: 5_500_000, note: 'Chuyển khoản đủ' }));
    expect(up).toMatchObject({
      id: r.id,
      receipt_no: r.receipt_no,
      version: 2,
      status: 'active',
      date: '2026-11-05',
      wallet: BANK,
      amount: 5_500_000,
      note: 'Chuyển khoản đủ',
      left_credit: 500_000,
      stay_credit: 500_000,
    });
    expect(up.allocations).toEqual([
      { kind: 'bill', month: '2026-09', bill_no: 'BT-GB2609-104', amount: 2_000_000 },
      { kind: 'bill', month: '2026-10', bill_no: 'BT-GB2610-104', amount: 3_000_000 },
    ]);
    expect(await findBill('104', '2026-10')).toMatchObject({ status: 'paid', paid: 3_000_000 });
    expect(await months('104')).toMatchObject({ owed: 0, credit: 500_000 });

    const lines = await linesOf(r.receipt_no);
    expect(lines).toHaveLength(6);
    const cash = lines.filter((l) => l.wallet === CASH).reduce((s, l) => s + l.debit - l.credit, 0);
    const bank = lines.filter((l) => l.wallet === BANK).reduce((s, l) => s + l.debit - l.credit, 0);
    expect([cash, bank]).toEqual([0, 5_500_000]);
    expect(lines.filter((l) => l.reverses).every((l) => l.date === '2026-11-20')).toBe(true);
    expect(lines.filter((l) => !l.reverses && l.wallet === BANK).map((l) => l.date)).toEqual(['2026-11-05']);
    expect(await owedOnLedger('104')).toBe(-500_000);

    // lowered below what it paid: what it paid is undone, and the new amount pays again oldest first
    const down = ok(await edit(r.id, { version: 2, date: '2026-11-05', wallet: BANK, amount: 1_000_000 }));
    expect(down).toMatchObject({ version: 3, amount: 1_000_000, left_credit: 0, stay_credit: 0 });
    expect(down.allocations).toEqual([{ kind: 'bill', month: '2026-09', bill_no: 'BT-GB2609-104', amount: 1_000_000 }]);
    expect(down.note).toBeUndefined();
    expect(await findBill('104', '2026-09')).toMatchObject({ status: 'open', paid: 1_000_000 });
    expect(await findBill('104', '2026-10')).toMatchObject({ status: 'open', paid: 0 });
    const report = await debt('104');
    expect(report?.unpaid).toBe(4_000_000);
    expect(await owedOnLedger('104')).toBe(4_000_000);

    const stale = await edit(r.id, { version: 2, date: '2026-11-05', wallet: BANK, amount: 2_000_000 });
    expect(stale.status).toBe(409);
    expect(stale.body.field).toBe('version');
    expect((await edit(UNKNOWN, { version: 1, date: '2026-11-05', wallet: BANK, amount: 1 })).status).toBe(404);
    const wrongWallet = await edit(r.id, { version: 3, date: '2026-11-05', wallet: 6, amount: 1_000 });
    expect(wrongWallet.status).toBe(400);
    expect(wrongWallet.body.field).toBe('wallet');
    const bad = await edit(r.id, { version: 3, date: '2026-11-05', wallet: BANK, amount: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('amount');
    expect((await edit(r.id, { version: 3, date: '2026-11-05', wallet: BANK, amount: 5 }, { groups: '[SECURITY]' })).status).toBe(403);

    ok(await remove(r.id, 3));
    const removed = await edit(r.id, { version: 4, date: '2026-11-05', wallet: BANK, amount: 5 });
    expect(removed.status).toBe(409);
    expect(removed.body.code).toBe('state');
    expect((await debt('104'))?.unpaid).toBe(5_000_000);
  });

  it('two edits of one receipt at once: one wins, the other is refused, the stay settled once', async () => {
    await bill('105', '2026-10', 3_000_000);
    const r = ok(await pay('105', 1_000_000), 201);
    const [a, b] = await Promise.all([
      edit(r.id, { version: 1, date: '2026-11-20', wallet: CASH, amount: 2_000_000 }),
      edit(r.id, { version: 1, date: '2026-11-20', wallet: CASH, amount: 2_500_000 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const won = (a.status === 200 ? a : b).body;
    expect(await findBill('105', '2026-10')).toMatchObject({ paid: won.amount });
    expect(await owedOnLedger('105')).toBe(3_000_000 - won.amount);
    expect((await linesOf(r.receipt_no)).length).toBe(6);
  });

  it('replays an edit under the same Idempotency-Key with one posting', async () => {
    await bill('106', '2026-10', 3_000_000);
    const r = ok(await pay('106', 1_000_000), 201);
    const key = { 'idempotency-key': 'edit-106' };
    const body = { version: 1, date: '2026-11-21', wallet: CASH, amount: 1_200_000 };
    const one = ok(await edit(r.id, body, { headers: key }));
    const two = ok(await edit(r.id, body, { headers: key }));
    expect(two).toEqual(one);
    expect((await linesOf(r.receipt_no)).length).toBe(6);
    expect(await findBill('106', '2026-10')).toMatchObject({ paid: 1_200_000 });
  });
});

describe('several receipts at once (POST /api/receipt-rooms/createOrEditReceiptRooms)', () => {
  it('creates and edits rows, each its own voucher, and replays the whole answer under its key with one posting', async () => {
    await bill('201', '2026-10', 2_000_000);
    await bill('202', '2026-10', 1_000_000);
    const existing = ok(await pay('201', 500_000), 201);
    const rows = [
      { id: existing.id, version: 1, room_id: '201', date: '2026-11-20', wallet: CASH, amount: 2_000_000 },
      { room_id: '202', date: '2026-11-21', wallet: BANK, amount: 1_500_000, note: 'Chuyển khoản' },
      { room_id: '201', date: '2026-11-21', wallet: CASH, amount: 300_000 },
    ];
    const key = { 'idempotency-key': 'batch-201' };
    const one = ok(await batch(rows, key));
    expect(one.receipts).toHaveLength(3);
    expect(one.receipts[0]).toMatchObject({ id: existing.id, receipt_no: existing.receipt_no, version: 2, amount: 2_000_000 });
    expect(one.receipts[1]).toMatchObject({ room_id: '202', version: 1, left_credit: 500_000, stay_credit: 500_000, note: 'Chuyển khoản' });
    expect(one.receipts[2]).toMatchObject({ room_id: '201', version: 1, left_credit: 300_000, stay_credit: 300_000, allocations: [] });
    const two = ok(await batch(rows, key));
    expect(two).toEqual(one);
    const listed = await everyItem('/api/receipt-rooms/search', { building: B, from: '2026-11-01', to: '2026-11-30', room_id: '201' });
    expect(listed).toHaveLength(2);
    expect((await linesOf(existing.receipt_no)).length).toBe(6);
    expect((await linesOf(one.receipts[2].receipt_no)).length).toBe(2);
    expect(await months('201')).toMatchObject({ owed: 0, credit: 300_000 });
    expect(await months('202')).toMatchObject({ owed: 0, credit: 500_000 });

    const reused = await batch([rows[1]!], key);
    expect(reused.status).toBe(409);
  });

  it('two copies of one request at once (same key) write each row once and answer the same', async () => {
    await bill('204', '2026-10', 2_000_000);
    await ensureStay(B, '205'); // a tenant without a bill yet: the row is their payment in advance
    const existing = ok(await pay('204', 500_000), 201);
    const rows = [
      { id: existing.id, version: 1, room_id: '204', date: '2026-11-20', wallet: CASH, amount: 1_000_000 },
      { room_id: '204', date: '2026-11-21', wallet: CASH, amount: 700_000 },
      { room_id: '205', date: '2026-11-21', wallet: CASH, amount: 300_000 },
    ];
    const key = { 'idempotency-key': 'batch-204-race' };
    const [a, b] = await Promise.all([batch(rows, key), batch(rows, key)]);
    expect(ok(b)).toEqual(ok(a));
    expect((await linesOf(existing.receipt_no)).length).toBe(6);
    const listed = await everyItem('/api/receipt-rooms/search', { building: B, from: '2026-11-01', to: '2026-11-30', room_id: '204' });
    expect(listed).toHaveLength(2);
    expect(await months('204')).toMatchObject({ owed: 300_000 });
    expect(await owedOnLedger('204')).toBe(300_000);
    expect(await months('205')).toMatchObject({ owed: 0, credit: 300_000 });
  });

  it('a request that died after its first row answers that row from its record on retry and writes the rest once', async () => {
    await bill('206', '2026-10', 2_000_000);
    const rows = [
      { room_id: '206', date: '2026-11-20', wallet: CASH, amount: 1_500_000 },
      { room_id: '206', date: '2026-11-21', wallet: CASH, amount: 800_000 },
    ];
    const key = { 'idempotency-key': 'batch-206-crash' };
    crash.after = 0;
    const died = await batch(rows, key);
    expect(died.status).toBe(500);
    const listed = async () => await everyItem('/api/receipt-rooms/search', { building: B, from: '2026-11-01', to: '2026-11-30', room_id: '206' });
    expect(await listed()).toHaveLength(1);
    const [first] = await listed();
    const retry = ok(await batch(rows, key));
    expect(retry.receipts[0]).toEqual(first);
    expect(retry.receipts[1]).toMatchObject({ amount: 800_000, left_credit: 300_000, stay_credit: 300_000 });
    expect(ok(await batch(rows, key))).toEqual(retry);
    expect(await listed()).toHaveLength(2);
    expect((await linesOf(first.receipt_no)).length).toBe(2);
    expect(await months('206')).toMatchObject({ owed: 0, credit: 300_000 });
  });

  it('checks every row before writing any: 400 with the row field, 404 and 409 of a row, nothing written', async () => {
    await bill('203', '2026-10', 2_000_000);
    const r = ok(await pay('203', 500_000), 201);
    const bad = await batch([
      { room_id: '203', date: '2026-11-20', wallet: CASH, amount: 1_000 },
      { room_id: '203', date: '2026-11-20', wallet: CASH, amount: -1 },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('receipts.1.amount');
    const noVersion = await batch([{ id: r.id, room_id: '203', date: '2026-11-20', wallet: CASH, amount: 1_000 }]);
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.errors[0].path).toBe('receipts.0.version');
    const wallet = await batch([{ room_id: '203', date: '2026-11-20', wallet: 6, amount: 1_000 }]);
    expect(wallet.body.errors[0].path).toBe('receipts.0.wallet');
    expect((await batch([])).status).toBe(400);

    const stale = await batch([
      { room_id: '203', date: '2026-11-20', wallet: CASH, amount: 1_000 },
      { id: r.id, version: 2, room_id: '203', date: '2026-11-20', wallet: CASH, amount: 1_000 },
    ]);
    expect(stale.status).toBe(409);
    expect(stale.body.field).toBe('receipts.1.version');
    const missing = await batch([
      { room_id: '203', date: '2026-11-20', wallet: CASH, amount: 1_000 },
      { id: UNKNOWN, version: 1, room_id: '203', date: '2026-11-20', wallet: CASH, amount: 1_000 },
    ]);
    expect(missing.status).toBe(404);
    expect(missing.body.field).toBe('receipts.1.id');
    const noRoom = await batch([{ room_id: '9999', date: '2026-11-20', wallet: CASH, amount: 1_000 }]);
    expect(noRoom.status).toBe(404);
    expect(noRoom.body.field).toBe('receipts.0.room_id');
    const otherRoom = await batch([{ id: r.id, version: 1, room_id: '201', date: '2026-11-20', wallet: CASH, amount: 1_000 }]);
    expect(otherRoom.status).toBe(400);
    expect(otherRoom.body.field).toBe('receipts.0.room_id');
    const listed = await everyItem('/api/receipt-rooms/search', { building: B, from: '2026-11-01', to: '2026-11-30', room_id: '203' });
    expect(listed).toHaveLength(1);
    expect(
      (
        await invoke('POST', '/api/receipt-rooms/createOrEditReceiptRooms', {
          body: { building: B, receipts: [{ room_id: '203', date: '2026-11-20', wallet: CASH, amount: 1 }] },
          groups: '[SECURITY]',
        })
      ).status,
    ).toBe(403);
  });
});

describe('collected receipts (/api/receipt-collected)', () => {
  const collect = (room_id: string, amount: number, extra: Record<string, unknown> = {}, o: { groups?: string; headers?: Record<string, string> } = {}) =>
    invoke('POST', '/api/receipt-collected', {
      body: { building: B, room_id, date: '2026-11-18', wallet: CASH, amount, collector: 'Bảo vệ Hùng', ...extra },
      ...o,
    });

  it('settles bills like a rent receipt, numbered TH…, listed apart, edited and removed', async () => {
    await bill('301', '2026-09', 1_000_000);
    await bill('301', '2026-10', 1_000_000);
    const c = ok(await collect('301', 1_500_000), 201);
    expect(c).toMatchObject({
      kind: 'collected',
      collector: 'Bảo vệ Hùng',
      version: 1,
      status: 'active',
      left_credit: 0,
      stay_id: fixtureStay(B, '301').stay_id,
    });
    expect(c.receipt_no).toMatch(/^THGB2611-\d{3}$/);
    expect(await findBill('301', '2026-10')).toMatchObject({ status: 'open', paid: 500_000 });
    const lines = await linesOf(c.receipt_no);
    expect(lines.map((l) => [l.debit, l.credit, l.object ?? null, l.wallet ?? null])).toEqual(
      expect.arrayContaining([
        [1_500_000, 0, null, CASH],
        [0, 1_500_000, stayObj('301'), null],
      ]),
    );
    const room = ok(await pay('301', 100_000), 201);
    const q = { building: B, from: '2026-11-01', to: '2026-11-30', room_id: '301' };
    expect((await everyItem('/api/receipt-collected/search', q)).map((r: { id: string }) => r.id)).toEqual([c.id]);
    expect((await everyItem('/api/receipt-rooms/search', q)).map((r: { id: string }) => r.id)).toEqual([room.id]);

    const up = ok(
      await invoke('PUT', '/api/receipt-collected/{id}', {
        params: { id: c.id },
        body: { version: 1, date: '2026-11-19', wallet: CASH, amount: 1_900_000, collector: 'Chị Lan' },
      }),
    );
    expect(up).toMatchObject({ id: c.id, receipt_no: c.receipt_no, version: 2, collector: 'Chị Lan', amount: 1_900_000, kind: 'collected' });
    expect(await months('301')).toMatchObject({ owed: 0 });
    // a room receipt is not edited through the collected route
    expect(
      (
        await invoke('PUT', '/api/receipt-collected/{id}', {
          params: { id: room.id },
          body: { version: 1, date: '2026-11-19', wallet: CASH, amount: 1, collector: 'x' },
        })
      ).status,
    ).toBe(400);
    const noCollector = await collect('301', 1_000, { collector: ' ' });
    expect(noCollector.status).toBe(400);
    expect(noCollector.body.field).toBe('collector');

    // removed: exactly what it paid owes again (September whole, 900,000 of October); the room receipt's 100,000 stays on October
    ok(await remove(c.id, 2));
    expect(await months('301')).toMatchObject({ owed: 1_900_000 });
    expect(await findBill('301', '2026-10')).toMatchObject({ status: 'open', paid: 100_000 });
    expect((await debt('301'))?.unpaid).toBe(await owedOnLedger('301'));

    const key = { 'idempotency-key': 'collect-301' };
    const one = ok(await collect('301', 200_000, {}, { headers: key }), 201);
    expect(ok(await collect('301', 200_000, {}, { headers: key }), 201)).toEqual(one);
    expect(await months('301')).toMatchObject({ owed: 1_700_000 });
    expect((await collect('301', 1_000, {}, { groups: '[SECURITY]' })).status).toBe(403);
    expect((await invoke('GET', '/api/receipt-collected/search', { query: q, groups: '[SECURITY]' })).status).toBe(403);
    expect((await invoke('GET', '/api/receipt-collected/search', { query: { ...q, from: '2025-01-01' } })).status).toBe(400);
  });

  it('lists the collected receipts a page at a time (GET /api/receipt-collected/search), removed ones included, rent receipts left out', async () => {
    await bill('302', '2026-10', 1_000_000);
    for (const amount of [100_000, 200_000]) ok(await collect('302', amount), 201);
    ok(await invoke('POST', '/api/receipt-rooms', { body: { building: B, room_id: '302', date: '2026-11-18', wallet: CASH, amount: 50_000 } }), 201);
    const PATH = '/api/receipt-collected/search';
    const q = { building: B, from: '2026-11-01', to: '2026-11-30' };
    const { whole } = await checkPages(PATH, q, 1);
    expect(whole.length).toBeGreaterThanOrEqual(4); // 301's two (one removed) and 302's two
    expect(whole.every((r: { kind: string }) => r.kind === 'collected')).toBe(true);
    expect(whole.some((r: { status: string }) => r.status === 'removed')).toBe(true);
    const room = await checkPages(PATH, { ...q, room_id: '302' }, 1);
    expect(room.whole.map((r: { amount: number }) => r.amount)).toEqual([100_000, 200_000]);
    const first = ok(await invoke('GET', PATH, { query: { ...q, limit: '1' } }));
    await refusedCursor(PATH, { ...q, building: 'XA', cursor: first.cursor });
    await refusedCursor(PATH, { ...q, from: '2026-12-01', to: '2026-12-31', cursor: first.cursor });
    await refusedCursor(PATH, { ...q, cursor: made({ ...keyOf(first.cursor), GSI1SK: '2026-12-01#X' }) });
    await refusedCursor(PATH, { ...q, cursor: 'abc' });
    expect((await invoke('GET', PATH, { query: { ...q, limit: '501' } })).status).toBe(400);
  });
});

describe('the books after corrections', () => {
  it('refuses corrections dated in a closed period (409 Kỳ đã khoá sổ), on the old date and on the new', async () => {
    await bill('401', '2026-09', 1_000_000);
    const old = ok(await pay('401', 400_000, { date: '2026-09-15' }), 201);
    const fresh = ok(await pay('401', 100_000, { date: '2026-11-15' }), 201);
    const run: BillRun = { building: B, month: '2026-10', room_count: 0, total: 0, created_at: '2026-11-01T00:00:00Z', created_by: 'test' };
    await transact(runItems(run));
    const removed = await remove(old.id, 1);
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe('Kỳ đã khoá sổ');
    const edited = await edit(old.id, { version: 1, date: '2026-11-15', wallet: CASH, amount: 1 });
    expect(edited.status).toBe(409);
    expect(edited.body.message).toBe('Kỳ đã khoá sổ');
    const moved = await edit(fresh.id, { version: 1, date: '2026-09-20', wallet: CASH, amount: 1 });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe('Kỳ đã khoá sổ');
    const rows = await batch([{ id: fresh.id, version: 1, room_id: '401', date: '2026-09-20', wallet: CASH, amount: 1 }]);
    expect(rows.status).toBe(409);
    expect(rows.body.field).toBe('receipts.0.date');
    expect(ok(await edit(fresh.id, { version: 1, date: '2026-11-16', wallet: CASH, amount: 150_000 }))).toMatchObject({ version: 2 });
  });

  it('keeps the trial balance balanced and every stay of the report equal to its 1311', async () => {
    const tb = ok(await invoke('GET', '/api/journal/tb', { query: { from: '2026-01-01', to: '2026-12-31', building: B } }));
    expect(tb.balanced).toBe(true);
    const report = await everyItem('/api/debt/search', { building: B, month: '2026-11' });
    expect(report.length).toBeGreaterThan(0);
    for (const r of report as { room_id: string; object: string; unpaid: number }[]) expect(r.unpaid, r.object).toBe(await owedOnLedger(r.room_id, r.object));
  });
});
