import { describe, expect, it } from 'vitest';
import { receiptDifferences, receiptSummary, roomsToRead, type RentSideReceipt } from '../../functions/receipts/receipt-report-rules';
import { receiptOtherNo, receiptOtherPosting } from '../../functions/receipts/rules/receipt-other-rules';
import { buildEntry } from '../../functions/kernel/ledger/entry';
import type { ReceiptOther } from '../../shared/api/receipts/others';

const rent = (id: string, over: Partial<RentSideReceipt>): RentSideReceipt => ({
  id,
  receipt_no: `PTTT2610-${id}`,
  kind: 'room',
  building: 'TT',
  room_id: '101',
  date: '2026-10-20',
  wallet: 8,
  amount: 100,
  allocations: [],
  left_credit: 0,
  version: 1,
  status: 'active',
  created_at: '2026-10-20T01:00:00Z',
  created_by: 'ketoan',
  ...over,
});
const other = (id: string, over: Partial<ReceiptOther>): ReceiptOther => ({
  id,
  receipt_no: `PKTT2610-${id}`,
  building: 'TT',
  date: '2026-10-10',
  wallet: 2,
  amount: 50,
  account: '7111',
  payer: 'Vựa ve chai',
  version: 1,
  status: 'active',
  created_at: '2026-10-10T01:00:00Z',
  created_by: 'ketoan',
  ...over,
});

describe('receipt summary', () => {
  it('lists every live receipt by date then number and totals per wallet and per kind', () => {
    const s = receiptSummary(
      [
        rent('002', {
          date: '2026-10-21',
          allocations: [
            { month: '2026-09', bill_no: 'B9', amount: 60 },
            { month: '2026-10', bill_no: 'B10', amount: 40 },
          ],
        }),
        rent('001', { date: '2026-10-21', kind: 'collected', collector: 'Hùng', room_id: '102', amount: 300, note: 'Thu tại phòng' }),
        rent('003', { status: 'removed', amount: 999 }),
        rent('004', { kind: undefined, date: '2026-10-01', amount: 7 }),
      ],
      [other('001', { account: '7112', payer: 'Anh Ba', note: 'Giữ xe' })],
    );
    expect(s.rows.map((r) => [r.date, r.receipt_no, r.kind, r.amount])).toEqual([
      ['2026-10-01', 'PTTT2610-004', 'room', 7],
      ['2026-10-10', 'PKTT2610-001', 'other', 50],
      ['2026-10-21', 'PTTT2610-001', 'collected', 300],
      ['2026-10-21', 'PTTT2610-002', 'room', 100],
    ]);
    expect(s.rows.map((r) => r.description)).toEqual([
      'Tiền phòng 101 (trả trước)',
      'Anh Ba – Thu dịch vụ khác (giữ xe, giặt ủi, dịch vụ) – Giữ xe',
      'Tiền phòng 102 (trả trước) (người thu: Hùng) – Thu tại phòng',
      'Tiền phòng 101 tháng 09/2026, 10/2026',
    ]);
    expect(s.totals).toEqual({
      by_wallet: [
        { wallet: 2, amount: 50 },
        { wallet: 8, amount: 407 },
      ],
      by_kind: [
        { kind: 'room', amount: 107 },
        { kind: 'collected', amount: 300 },
        { kind: 'other', amount: 50 },
      ],
      total: 457,
    });
    expect(receiptSummary([], [])).toEqual({ rows: [], totals: { by_wallet: [], by_kind: [], total: 0 } });
  });
});

describe('receipts against bills', () => {
  it("keeps the page's rooms whose bill is not exactly paid or that paid without a bill, in the page's order", () => {
    const d = receiptDifferences(
      ['101', '102', '103', '104', '210'],
      [
        { room_id: '210', bill_no: 'B210', total: 1_000, paid: 400 },
        { room_id: '101', bill_no: 'B101', total: 500, paid: 500 },
        { room_id: '102', bill_no: 'B102', total: 800 },
      ],
      [
        { room_id: '210', amount: 400 },
        { room_id: '101', amount: 200 },
        { room_id: '103', amount: 300 },
        { room_id: '103', amount: 50 },
        { room_id: '104', amount: 70, status: 'removed' },
      ],
    );
    expect(d).toEqual([
      { room_id: '102', bill_no: 'B102', bill_total: 800, paid: 0, received_in_month: 0, difference: 800 },
      { room_id: '103', bill_no: null, bill_total: 0, paid: 350, received_in_month: 350, difference: -350 },
      { room_id: '210', bill_no: 'B210', bill_total: 1_000, paid: 400, received_in_month: 400, difference: 600 },
    ]);
    // the whole list's total is the sum over every page
    expect(d.reduce((s, r) => s + r.difference, 0)).toBe(1_050);
  });

  it('reads the receipts of the rooms that can be a row only: no bill, or a bill not exactly paid', () => {
    const rooms = ['101', '102', '103', '104', '210'];
    const bills = [
      { room_id: '210', bill_no: 'B210', total: 1_000, paid: 400 },
      { room_id: '101', bill_no: 'B101', total: 500, paid: 500 },
      { room_id: '102', bill_no: 'B102', total: 800 },
      { room_id: '104', bill_no: 'B104', total: 300, paid: 350 },
    ];
    expect(roomsToRead(rooms, bills)).toEqual(['102', '103', '104', '210']);
    // Whatever a settled room received, it is no row: leaving its receipts out changes nothing.
    const receipts = [
      { room_id: '101', amount: 900 },
      { room_id: '103', amount: 20 },
      { room_id: '210', amount: 400 },
    ];
    const read = new Set(roomsToRead(rooms, bills));
    expect(
      receiptDifferences(
        rooms,
        bills,
        receipts.filter((r) => read.has(r.room_id)),
      ),
    ).toEqual(receiptDifferences(rooms, bills, receipts));
  });

  it("answers the page's rooms only, in the page's (key) order, whatever the bills and receipts handed", () => {
    const d = receiptDifferences(
      ['1001', '102'],
      [
        { room_id: '102', bill_no: 'B102', total: 800, paid: 100 },
        { room_id: '999', bill_no: 'B999', total: 900 },
      ],
      [
        { room_id: '1001', amount: 50 },
        { room_id: '998', amount: 60 },
      ],
    );
    expect(d.map((r) => [r.room_id, r.difference])).toEqual([
      ['1001', -50],
      ['102', 700],
    ]);
    expect(receiptDifferences([], [{ room_id: '102', bill_no: 'B102', total: 800 }], [{ room_id: '102', amount: 1 }])).toEqual([]);
  });
});

describe('other receipt posting', () => {
  it('numbers PK<building><YYMM>-NNN and posts Dr wallet / Cr 7111 or 7112, balanced', () => {
    expect(receiptOtherNo('TT', '2026-10-15', 7)).toBe('PKTT2610-007');
    const input = { date: '2026-10-15', wallet: 8, amount: 250_000, account: '7112' as const, payer: 'Anh Ba', note: 'Giữ xe' };
    const posting = receiptOtherPosting('TT', 'X', 'PKTT2610-007', input, '101 (TT)');
    expect(posting.description).toBe('Thu khác PKTT2610-007: Anh Ba phòng 101 (TT) – Giữ xe');
    const entry = buildEntry(posting, '2026-10-15T00:00:00Z');
    expect(entry.lines.map((l) => [l.account, l.debit, l.credit, l.wallet ?? null])).toEqual([
      ['1113', 250_000, 0, 8],
      ['7112', 0, 250_000, null],
    ]);
    const scrap = buildEntry(receiptOtherPosting('TT', 'Y', 'PKTT2610-008', { ...input, account: '7111', wallet: 2, note: undefined }), '2026-10-15T00:00:00Z');
    expect(scrap.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ['1121', 250_000, 0],
      ['7111', 0, 250_000],
    ]);
    expect(scrap.lines[0]!.description).toBe('Thu khác PKTT2610-008: Anh Ba');
  });
});
