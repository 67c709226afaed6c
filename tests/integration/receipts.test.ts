import { describe, expect, it } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { invoke, ok } from './in-process';
import { bill as billOf } from './receipt-fixtures';
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
const findBill = async (room_id: string, month: string) => ok(await invoke('GET', '/api/payments/find', { query: { building: B, month, room_id } }));

describe('rent receipts (POST /api/receipt-rooms)', () => {
  it('pays the oldest bill first; a partial payment leaves the rest owed; a full one closes the bills', async () => {
    await bill('101', '2026-09', 2_000_000);
    await bill('101', '2026-10', 3_000_000);
    expect(await months('101')).toEqual({
      months: [
        { month: '2026-09', bill_no: 'BT-GB2609-101', total: 2_000_000, paid: 0, owed: 2_000_000 },
        { month: '2026-10', bill_no: 'BT-GB2610-101', total: 3_000_000, paid: 0, owed: 3_000_000 },
      ],
      owed: 5_000_000,
      credit: 0,
      outside_bills: 0,
    });
    const first = ok(await pay('101', 2_500_000, { note: 'Trả một phần' }), 201);
    expect(first.receipt_no).toMatch(/^PTGB2611-\d{3}$/);
    expect(first.allocations).toEqual([
      { month: '2026-09', bill_no: 'BT-GB2609-101', amount: 2_000_000 },
      { month: '2026-10', bill_no: 'BT-GB2610-101', amount: 500_000 },
    ]);
    expect(first.credit).toBe(0);
    expect((await findBill('101', '2026-09')).status).toBe('paid');
    expect(await findBill('101', '2026-10')).toMatchObject({ status: 'open', paid: 500_000 });
    expect((await months('101')).owed).toBe(2_500_000);
    // a bill with money on it is no longer edited by update-payment
    const partly = await findBill('101', '2026-10');
    const edit = await invoke('POST', '/api/payments/update-payment', {
      body: { building: B, month: '2026-10', room_id: '101', version: partly.version, lines: [{ kind: 'rent', label: 'Tiền phòng', amount: 2_000_000 }], reason: 'Giảm giá' },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toMatch(/đã thu tiền/);

    const second = ok(await pay('101', 2_500_000), 201);
    expect(second.allocations).toEqual([{ month: '2026-10', bill_no: 'BT-GB2610-101', amount: 2_500_000 }]);
    expect(await findBill('101', '2026-10')).toMatchObject({ status: 'paid', paid: 3_000_000 });
    expect(await months('101')).toEqual({ months: [], owed: 0, credit: 0, outside_bills: 0 });

    // Dr wallet / Cr 1311 on the room, with its name
    const journal = ok(await invoke('GET', '/api/journal', { query: { from: '2026-11-01', to: '2026-11-30', building: B, limit: '2000' } }));
    const lines = (journal.items as { voucher_no?: string; account: string; debit: number; credit: number; object?: string; object_name?: string }[]).filter((l) => l.voucher_no === first.receipt_no);
    expect(lines.map((l) => [l.debit, l.credit, l.object ?? null])).toEqual(
      expect.arrayContaining([
        [2_500_000, 0, null],
        [0, 2_500_000, 'room:GB-101'],
      ]),
    );
    expect(lines.find((l) => l.object === 'room:GB-101')?.object_name).toBe('Phòng 101 (GB)');

    const found = ok(await invoke('GET', '/api/receipt-rooms/search', { query: { building: B, from: '2026-11-01', to: '2026-11-30', room_id: '101' } }));
    expect(found.map((r: { receipt_no: string }) => r.receipt_no).sort()).toEqual([first.receipt_no, second.receipt_no].sort());
  });

  it('keeps an overpayment as the room credit, and the next bill uses it', async () => {
    await bill('102', '2026-10', 1_000_000);
    const r = ok(await pay('102', 1_300_000), 201);
    expect(r.credit).toBe(300_000);
    expect((await findBill('102', '2026-10')).status).toBe('paid');
    expect(await months('102')).toEqual({ months: [], owed: 0, credit: 300_000, outside_bills: 0 });

    await bill('102', '2026-11', 1_000_000);
    expect(await months('102')).toEqual({ months: [{ month: '2026-11', bill_no: 'BT-GB2611-102', total: 1_000_000, paid: 300_000, owed: 700_000 }], owed: 700_000, credit: 0, outside_bills: 0 });
    const next = ok(await pay('102', 700_000), 201);
    expect(next.allocations).toEqual([{ month: '2026-11', bill_no: 'BT-GB2611-102', amount: 1_000_000 }]);
    expect(next.credit).toBe(0);
    expect(await findBill('102', '2026-11')).toMatchObject({ status: 'paid', paid: 1_000_000 });
  });

  it('records two receipts against one bill at once, with correct allocation and no double credit', async () => {
    await bill('103', '2026-10', 3_000_000);
    const [a, b] = await Promise.all([pay('103', 2_000_000), pay('103', 2_000_000)]);
    const both = [ok(a, 201), ok(b, 201)];
    expect(both[0].receipt_no).not.toBe(both[1].receipt_no);
    const allocated = both.flatMap((r) => r.allocations).reduce((s: number, x: { amount: number }) => s + x.amount, 0);
    expect(allocated).toBe(3_000_000);
    expect(Math.max(...both.map((r) => r.credit))).toBe(1_000_000);
    expect(await findBill('103', '2026-10')).toMatchObject({ status: 'paid', paid: 3_000_000 });
    expect(await months('103')).toEqual({ months: [], owed: 0, credit: 1_000_000, outside_bills: 0 });
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
    expect((await invoke('POST', '/api/receipt-rooms', { body: { building: B, room_id: '104', date: '2026-11-20', wallet: WALLET, amount: 1 }, groups: '[SECURITY]' })).status).toBe(403);
    const wide = await invoke('GET', '/api/receipt-rooms/search', { query: { building: B, from: '2025-01-01', to: '2026-11-30' } });
    expect(wide.status).toBe(400);
  });

  it('reports unpaid rent per room from the 1311 rollups, with the months owed and their age (GET /api/debt/search)', async () => {
    await bill('201', '2026-09', 2_000_000, true);
    await bill('201', '2026-10', 3_000_000, true);
    await bill('202', '2026-10', 1_000_000, true);
    await bill('203', '2026-10', 1_500_000, true);
    ok(await pay('201', 2_500_000), 201); // pays September, half of October
    ok(await pay('202', 1_000_000), 201); // paid up
    ok(await pay('203', 2_000_000), 201); // 500,000 credit
    const report = ok(await invoke('GET', '/api/debt/search', { query: { building: B, month: '2026-11' } }));
    const rooms = report.rooms.filter((r: { room_id: string }) => ['201', '202', '203'].includes(r.room_id));
    expect(rooms).toEqual([
      { room_id: '201', object: 'room:GB-201', unpaid: 2_500_000, months: [{ month: '2026-10', bill_no: 'BT-GB2610-201', owed: 2_500_000 }], oldest_month: '2026-10', age_days: daysBetween('2026-10-31', vnToday()) },
    ]);
    // the closing at the end of October, before the receipts
    const october = ok(await invoke('GET', '/api/debt/search', { query: { building: B, month: '2026-10' } }));
    expect(october.rooms.find((r: { room_id: string }) => r.room_id === '202')).toMatchObject({ unpaid: 1_000_000 });
    expect((await invoke('GET', '/api/debt/search', { query: { building: B, month: '2026-13' } })).status).toBe(400);
    expect((await invoke('GET', '/api/debt/search', { query: { building: B, month: '2026-11' }, groups: '[SECURITY]' })).status).toBe(403);
  });
});
