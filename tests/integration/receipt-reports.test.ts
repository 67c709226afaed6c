import { describe, expect, it } from 'vitest';
import './helpers';
import { invoke, ok } from './in-process';
import { checkPages, everyItem, keyOf, made, refusedCursor } from './paging';
import { compareNumbered } from '../../shared/text/collate';
import { useOwnTable } from './own-table';
import { bill, ensureStay } from './receipt-fixtures';
import type { ReceiptSummary, ReceiptSummaryRow } from '../../shared/api/receipts/reports';
import { RECEIPT_KINDS } from '../../shared/api/receipts/reports';

/** What the screen makes of every page (web/src/features/receipts/summary/queries.ts `summaryOf`), told again here. */
function summaryOf(all: readonly ReceiptSummaryRow[]): ReceiptSummary {
  const rows = [...all].sort((a, b) => a.date.localeCompare(b.date) || a.receipt_no.localeCompare(b.receipt_no));
  const sums = <K>(key: (r: ReceiptSummaryRow) => K) => {
    const m = new Map<K, number>();
    for (const r of rows) m.set(key(r), (m.get(key(r)) ?? 0) + r.amount);
    return [...m.entries()];
  };
  return {
    rows,
    totals: {
      by_wallet: sums((r) => r.wallet)
        .sort(([a], [b]) => a - b)
        .map(([wallet, amount]) => ({ wallet, amount })),
      by_kind: sums((r) => r.kind)
        .sort(([a], [b]) => RECEIPT_KINDS.indexOf(a) - RECEIPT_KINDS.indexOf(b))
        .map(([kind, amount]) => ({ kind, amount })),
      total: rows.reduce((t, r) => t + r.amount, 0),
    },
  };
}

// The receipt reads (summary, newest per room, difference from the bill) over real receipts and bills
// in a table of their own: bills as the run writes them, receipts through their own routes.
const B = 'TT';
const CASH = 8; // Tân Thịnh's cash box
const BANK = 2;
useOwnTable('receipt-reports-test');

const octoberBill = (room_id: string, total: number) => bill(B, room_id, '2026-10', total, true);
const rent = async (room_id: string, date: string, amount: number) =>
  ok(await invoke('POST', '/api/receipt-rooms', { body: { building: B, room_id, date, wallet: CASH, amount } }), 201);

let seeded: Promise<Record<string, { id: string; receipt_no: string }>> | undefined;
/** October bills of 101–103; 101 paid in full, 102 in part, 103 by a collected receipt in November, 104 without a bill, 105 removed, one other receipt. */
function seed() {
  seeded ??= (async () => {
    await Promise.all([octoberBill('101', 3_000_000), octoberBill('102', 1_000_000), octoberBill('103', 2_000_000)]);
    // tenants without a bill: a receipt needs a stay to belong to
    await Promise.all(['104', '105', '106'].map((room) => ensureStay(B, room)));
    const r101 = await rent('101', '2026-10-25', 3_000_000);
    const r102 = await rent('102', '2026-10-26', 400_000);
    const r104 = await rent('104', '2026-10-27', 500_000);
    const r105 = await rent('105', '2026-10-28', 700_000);
    ok(await invoke('POST', '/api/receipt-rooms/remove', { body: { id: r105.id, version: r105.version, reason: 'Nhập nhầm phòng' } }));
    const c103 = ok(
      await invoke('POST', '/api/receipt-collected', {
        body: { building: B, room_id: '103', date: '2026-11-02', wallet: CASH, amount: 2_000_000, collector: 'Bảo vệ Hùng' },
      }),
      201,
    );
    const later101 = await rent('101', '2026-11-03', 100_000);
    // paid long ago: found by the look further back
    const old106 = await rent('106', '2026-08-10', 50_000);
    const other = ok(
      await invoke('POST', '/api/receipt-other', {
        body: { building: B, date: '2026-10-15', wallet: BANK, amount: 200_000, account: '7111', payer: 'Vựa ve chai', note: 'Bán phế liệu' },
      }),
      201,
    );
    return { r101, r102, r104, r105, c103, later101, other, old106 };
  })();
  return seeded;
}

describe('receipt summary (GET /api/general/receipt-room-and-other)', () => {
  it('lists rent, collected and other receipts by date (removed ones left out) with totals per wallet and kind', async () => {
    const s = await seed();
    const read = await everyItem('/api/general/receipt-room-and-other', { building: B, from: '2026-10-01', to: '2026-11-30' });
    // the pages: the rent receipts month by month (each by date), then the collected receipts (their
    // own partitions), then the other receipts
    expect(read.map((x: { receipt_no: string }) => x.receipt_no)).toEqual([
      s.r101.receipt_no,
      s.r102.receipt_no,
      s.r104.receipt_no,
      s.later101.receipt_no,
      s.c103.receipt_no,
      s.other.receipt_no,
    ]);
    // what the screen makes of every page: the rows by date then number, and their totals
    const r = summaryOf(read);
    expect(r.rows.map((x: { receipt_no: string; kind: string; amount: number }) => [x.receipt_no, x.kind, x.amount])).toEqual([
      [s.other.receipt_no, 'other', 200_000],
      [s.r101.receipt_no, 'room', 3_000_000],
      [s.r102.receipt_no, 'room', 400_000],
      [s.r104.receipt_no, 'room', 500_000],
      [s.c103.receipt_no, 'collected', 2_000_000],
      [s.later101.receipt_no, 'room', 100_000],
    ]);
    expect(r.rows[0]).toMatchObject({
      date: '2026-10-15',
      wallet: BANK,
      description: 'Vựa ve chai – Thu nhập khác (bán phế liệu, thanh lý, tiền phạt) – Bán phế liệu',
    });
    expect(r.rows[1]).toMatchObject({ room_id: '101', wallet: CASH, description: 'Tiền phòng 101 tháng 10/2026' });
    expect(r.rows[3].description).toBe('Tiền phòng 104 (trả trước)');
    expect(r.rows[4].description).toBe('Tiền phòng 103 tháng 10/2026 (người thu: Bảo vệ Hùng)');
    expect(r.totals).toEqual({
      by_wallet: [
        { wallet: BANK, amount: 200_000 },
        { wallet: CASH, amount: 6_000_000 },
      ],
      by_kind: [
        { kind: 'room', amount: 4_000_000 },
        { kind: 'collected', amount: 2_000_000 },
        { kind: 'other', amount: 200_000 },
      ],
      total: 6_200_000,
    });
    const october = summaryOf(await everyItem('/api/general/receipt-room-and-other', { building: B, from: '2026-10-01', to: '2026-10-31' }));
    expect(october.totals.total).toBe(4_100_000);
    const none = ok(await invoke('GET', '/api/general/receipt-room-and-other', { query: { building: 'MA', from: '2026-10-01', to: '2026-10-31' } }));
    expect(none).toEqual({ items: [] });
  });

  it('answers a page at a time: every row once in pages of the limit, a cursor only from its own building and range', async () => {
    const s = await seed();
    const PATH = '/api/general/receipt-room-and-other';
    const q = { building: B, from: '2026-10-01', to: '2026-11-30' };
    const { whole, pages } = await checkPages(PATH, q, 2);
    expect(whole).toHaveLength(6);
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 2, 0]);
    // the first page stops at 102's receipt of 26 October: its cursor names October's rent receipts of TT
    const cursor = pages[0]!.cursor!;
    expect(pages[0]!.items.map((x: { receipt_no: string }) => x.receipt_no)).toEqual([s.r101.receipt_no, s.r102.receipt_no]);
    const refused = async (query: Record<string, string>) => {
      const r = await invoke('GET', PATH, { query });
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.field).toBe('cursor');
    };
    await refused({ ...q, building: 'MA', cursor }); // another building
    await refused({ ...q, from: '2026-11-01', cursor }); // a month outside the range
    await refused({ ...q, from: '2026-10-27', cursor }); // its month, but a day before the range
    await refused({ ...q, cursor: 'abc' });
    await refused({ ...q, cursor: made({ GSI1PK: `RCPT#${B}#2026-10`, GSI1SK: '2026-12-01#X', PK: 'RCPT#X', SK: 'RCPT#X' }) });
    await refused({ ...q, cursor: made({ PK: `RCPT#${B}#2026-10`, SK: '2026-10-26#X' }) });
    expect((await invoke('GET', PATH, { query: { ...q, limit: '501' } })).status).toBe(400);
    expect((await invoke('GET', PATH, { query: { ...q, limit: '0' } })).status).toBe(400);
    // without a limit, a page is at most 50 rows
    expect(ok(await invoke('GET', PATH, { query: q })).items).toHaveLength(6);
  });

  it('refuses a range over 12 months with the field, and guards', async () => {
    const long = await invoke('GET', '/api/general/receipt-room-and-other', { query: { building: B, from: '2025-10-01', to: '2026-11-30' } });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('to');
    expect(
      (await invoke('GET', '/api/general/receipt-room-and-other', { query: { building: B, from: '2026-10-01', to: '2026-10-31' }, groups: '[SECURITY]' }))
        .status,
    ).toBe(403);
  });
});

describe("each room's newest receipt (GET /api/general/receipt-newest/search)", () => {
  const PATH = '/api/general/receipt-newest/search';
  it('gives every room of the building its newest rent or collected receipt, none for removed ones', async () => {
    const s = await seed();
    // 107: a live receipt, then two newer ones removed — more than one request of its timeline skips
    await ensureStay(B, '107');
    const live107 = await rent('107', '2026-09-01', 70_000);
    for (const date of ['2026-09-02', '2026-09-03']) {
      const r = await rent('107', date, 10_000);
      ok(await invoke('POST', '/api/receipt-rooms/remove', { body: { id: r.id, version: r.version, reason: 'Nhập nhầm' } }));
    }
    const all = await everyItem(PATH, { building: B });
    expect(all).toHaveLength(40);
    const of = (room: string) => all.find((i: { room_id: string }) => i.room_id === room).newest;
    expect(of('101')).toMatchObject({ id: s.later101.id, receipt_no: s.later101.receipt_no, kind: 'room', date: '2026-11-03', amount: 100_000, wallet: CASH });
    expect(of('103')).toMatchObject({ id: s.c103.id, kind: 'collected', amount: 2_000_000 });
    expect(of('105')).toBeNull();
    expect(of('106')).toMatchObject({ id: s.old106.id, date: '2026-08-10', amount: 50_000 });
    expect(of('107')).toMatchObject({ id: live107.id, date: '2026-09-01', amount: 70_000 });
    expect(of('201')).toBeNull();
    expect(all[0].room_id).toBe('101');

    const one = ok(await invoke('GET', PATH, { query: { building: B, room_id: '102' } }));
    expect(one).toEqual({ items: [{ room_id: '102', newest: expect.objectContaining({ id: s.r102.id, amount: 400_000 }) }] });
    const unknown = await invoke('GET', PATH, { query: { building: B, room_id: '999' } });
    expect(unknown.status).toBe(404);
  });

  it('answers a page of rooms at a time: every room once in pages of the limit, a cursor only of its own building', async () => {
    await seed();
    const q = { building: B };
    const { whole, pages } = await checkPages(PATH, q, 2);
    expect(whole).toHaveLength(40);
    expect(new Set(whole.map((r: { room_id: string }) => r.room_id)).size).toBe(40);
    // twenty full pages; the twentieth cannot know it is the last, so one empty page ends the list
    expect(pages.map((p) => p.items.length)).toEqual([...Array<number>(20).fill(2), 0]);
    expect(pages.at(-1)!.cursor).toBeUndefined();
    // the page stops at a room of TT: its cursor is that room's key, refused anywhere else
    const cursor = pages[0]!.cursor!;
    expect(keyOf(cursor)).toEqual({ PK: `BLD#${B}`, SK: `ROOM#${pages[0]!.items[1].room_id}` });
    await refusedCursor(PATH, { building: 'MA', cursor }); // another building
    await refusedCursor(PATH, { ...q, cursor: 'abc' });
    await refusedCursor(PATH, { ...q, cursor: made({ PK: `BLD#${B}`, SK: 'SETTINGS' }) }); // not a room's key
    await refusedCursor(PATH, { ...q, cursor: made({ PK: `RCPT#${B}#2026-10`, SK: 'ROOM#101' }) });
    await refusedCursor(PATH, { ...q, room_id: '102', cursor }); // one room has no next page
    expect((await invoke('GET', PATH, { query: { ...q, limit: '501' } })).status).toBe(400);
    // the second page goes on from the cursor
    expect(ok(await invoke('GET', PATH, { query: { ...q, limit: '2', cursor } })).items).toEqual(pages[1]!.items);
    // one room: one row, no cursor whatever the limit
    expect(ok(await invoke('GET', PATH, { query: { ...q, room_id: '101', limit: '1' } })).cursor).toBeUndefined();
  });
});

describe('rooms whose receipts differ from their bill (GET /api/difference-receipt)', () => {
  const PATH = '/api/difference-receipt';
  /** What a screen makes of every page: the rows in room order and their total (the answer's `total_difference` before). */
  const wholeMonth = async (month: string) => {
    const rows = (await everyItem(PATH, { building: B, month })).sort((a: { room_id: string }, b: { room_id: string }) =>
      compareNumbered(a.room_id, b.room_id),
    );
    return { rows, total_difference: rows.reduce((t: number, r: { difference: number }) => t + r.difference, 0) };
  };

  it('lists the bills not fully paid and the rooms that paid without a bill, nothing that matches', async () => {
    const s = await seed();
    expect(await wholeMonth('2026-10')).toEqual({
      rows: [
        { room_id: '102', bill_no: 'BT-TT2610-102', bill_total: 1_000_000, paid: 400_000, received_in_month: 400_000, difference: 600_000 },
        { room_id: '104', bill_no: null, bill_total: 0, paid: 500_000, received_in_month: 500_000, difference: -500_000 },
      ],
      total_difference: 100_000,
    });
    expect(s.r105.receipt_no).toBeTruthy();
    const page = ok(await invoke('GET', PATH, { query: { building: B, month: '2026-10' } }));
    expect(page.month).toBe('2026-10');
    expect(page.cursor).toBeUndefined(); // 40 rooms: one page of 50
    const nov = await wholeMonth('2026-11');
    expect(nov.rows.map((r: { room_id: string; difference: number }) => [r.room_id, r.difference])).toEqual([
      ['101', -100_000],
      ['103', -2_000_000],
    ]);
    const bad = await invoke('GET', PATH, { query: { building: B, month: '2026-13' } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('month');
  });

  it("answers a page of the month's rooms at a time: every row once, billed or not, a cursor only of its own building", async () => {
    await seed();
    const q = { building: B, month: '2026-10' };
    const { whole, pages } = await checkPages(PATH, q, 2);
    expect(whole.map((r: { room_id: string }) => r.room_id)).toEqual(['102', '104']);
    // a page of two rooms holds the rows of those that differ: most pages none, each with the next cursor
    expect(pages).toHaveLength(21);
    expect(pages.flatMap((p) => p.items).map((r: { room_id: string; bill_no: string | null }) => [r.room_id, r.bill_no])).toEqual([
      ['102', 'BT-TT2610-102'],
      ['104', null],
    ]);
    expect(pages.every((p) => p.items.length <= 2)).toBe(true);
    expect(pages.at(-1)!.cursor).toBeUndefined();
    const cursor = pages[0]!.cursor!;
    expect(keyOf(cursor).PK).toBe(`BLD#${B}`);
    await refusedCursor(PATH, { building: 'MA', month: '2026-10', cursor }); // another building
    await refusedCursor(PATH, { ...q, cursor: 'abc' });
    await refusedCursor(PATH, { ...q, cursor: made({ PK: `BILL#${B}#2026-10`, SK: '102' }) }); // a bill's key is not a room's
    await refusedCursor(PATH, { ...q, cursor: made({ PK: `BLD#${B}`, SK: 'X' }) });
    expect((await invoke('GET', PATH, { query: { ...q, limit: '501' } })).status).toBe(400);
    // the same rooms' pages read another month: the cursor names a room, not a month
    expect(ok(await invoke('GET', PATH, { query: { ...q, month: '2026-11', limit: '2', cursor } })).cursor).toBeTruthy();
  });
});
