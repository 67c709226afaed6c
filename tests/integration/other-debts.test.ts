import { describe, expect, it } from 'vitest';
import './helpers';
import { invoke, ok } from './in-process';
import { useOwnTable } from './own-table';
import { putItem, transact } from '../../functions/platform/db/transact';
import { keys } from '../../functions/platform/db/keys';
import { bill, fixtureStay } from './receipt-fixtures';
import { everyItem } from './paging';
import { byRoomThenStay, debtTotals } from '../../shared/ledger/debt-totals';

// The landlady / partner / loan / earnings books post to 1381, 1388, 3411, 6351, 4111 and 4212, and
// their debt reports must equal the trial balance of those accounts across every building: this file
// runs in a table of its own (the demo rooms), handlers called in-process as the gateway would.
useOwnTable('other-debts-test');

const B = 'XA';
const CASH = 9; // Xuân An's cash box
const BANK = 2;
const LAST = '2026-11-30';

type Row = Record<string, unknown>;
const gamRow = (extra: Row = {}): Row => ({
  building: B,
  direction: 'out',
  date: '2026-11-05',
  wallet: BANK,
  amount: 5_000_000,
  note: 'Cô Gấm lấy tiền',
  ...extra,
});
const post = (path: string, receipts: Row[], headers?: Record<string, string>) =>
  invoke('POST', `/api/${path}/createOrEditReceipts`, { body: { receipts }, headers });
const gam = (receipts: Row[], headers?: Record<string, string>) => post('receipt-gam', receipts, headers);
const report = (path: string, lastDateOfMonth = LAST) => invoke('GET', `/api/${path}/debt-report`, { query: { lastDateOfMonth } });
const search = async (path: string, from = '2026-11-01', to = '2026-11-30', building?: string) =>
  ok(await invoke('GET', `/api/${path}/search`, { query: { from, to, ...(building ? { building } : {}) } })) as {
    id: string;
    receipt_no: string;
    amount: number;
    version: number;
  }[];

interface Line {
  voucher_no?: string;
  account: string;
  debit: number;
  credit: number;
  date: string;
  object?: string;
}
/** Journal lines of one voucher number, every building, dated from..LAST (≤ 12 months). */
async function linesOf(voucherNo: string, from: string) {
  const j = ok(await invoke('GET', '/api/journal', { query: { from, to: LAST, limit: '2000' } }));
  return (j.items as Line[]).filter((l) => l.voucher_no === voucherNo);
}
const shape = (lines: Line[]) => lines.map((l) => [l.date, l.account, l.debit, l.credit, l.object ?? '']).sort();

/** Closing balance (debit − credit) of an account on LAST, every building, from the trial balance. */
async function tbClosing(account: string) {
  const t = ok(await invoke('GET', '/api/journal/tb', { query: { from: '2025-01-01', to: LAST } }));
  expect(t.balanced).toBe(true);
  const r = (t.rows as { account: string; closing_debit: number; closing_credit: number; opening_debit: number; opening_credit: number }[]).find(
    (x) => x.account === account,
  );
  return r ? { closing: r.closing_debit - r.closing_credit, opening: r.opening_debit - r.opening_credit } : { closing: 0, opening: 0 };
}

describe('landlady receipts and payments (/api/receipt-gam)', () => {
  it('posts money out as Dr 1381 / Cr wallet and money in as Dr wallet / Cr 1381, numbered TG<building><YYMM>-NNN, found by the search', async () => {
    const r = ok(await gam([gamRow(), gamRow({ direction: 'in', wallet: CASH, amount: 3_000_000, date: '2026-11-06', note: undefined })]));
    const [out, inn] = r.receipts;
    expect(out).toMatchObject({
      book: 'gam',
      building: B,
      direction: 'out',
      wallet: BANK,
      amount: 5_000_000,
      account: '1381',
      object: 'landlady',
      version: 1,
      status: 'active',
    });
    expect(out.receipt_no).toMatch(/^TGXA2611-\d{3}$/);
    expect(Number(inn.receipt_no.slice(-3))).toBe(Number(out.receipt_no.slice(-3)) + 1);

    expect(shape(await linesOf(out.receipt_no, '2026-11-01'))).toEqual(
      [
        ['2026-11-05', '1381', 5_000_000, 0, 'landlady'],
        ['2026-11-05', '1121', 0, 5_000_000, 'landlady'],
      ].sort(),
    );
    expect(shape(await linesOf(inn.receipt_no, '2026-11-01'))).toEqual(
      [
        ['2026-11-06', '1114', 3_000_000, 0, 'landlady'],
        ['2026-11-06', '1381', 0, 3_000_000, 'landlady'],
      ].sort(),
    );
    const found = await search('receipt-gam');
    expect(found.map((f) => f.receipt_no)).toEqual(expect.arrayContaining([out.receipt_no, inn.receipt_no]));
    expect(await search('receipt-gam', '2026-11-01', '2026-11-30', 'BN')).toEqual([]);
    expect(await search('receipt-gam', '2026-10-01', '2026-10-31')).toEqual([]);
  });

  it('reports opening (before 2025-01-01), increase (debits), decrease (credits) and closing equal to the trial balance 1381', async () => {
    ok(await gam([gamRow({ date: '2024-12-15', amount: 1_000_000 })]));
    const before = ok(await report('receipt-gam'));
    ok(await gam([gamRow({ date: '2026-11-20', amount: 400_000 }), gamRow({ date: '2026-11-21', direction: 'in', amount: 100_000 })]));
    const rep = ok(await report('receipt-gam'));
    expect(rep).toMatchObject({ classification: 'Phải thu cô Gấm', account: '1381', object: 'Cô Gấm' });
    expect(rep.opening).toBeGreaterThanOrEqual(1_000_000);
    expect(rep.increase - before.increase).toBe(400_000);
    expect(rep.decrease - before.decrease).toBe(100_000);
    expect(rep.closing).toBe(rep.opening + rep.increase - rep.decrease);
    const tb = await tbClosing('1381');
    expect(rep.closing).toBe(tb.closing);
    expect(rep.opening).toBe(tb.opening);
    // October 2026: November's rows are not in it
    const oct = ok(await report('receipt-gam', '2026-10-31'));
    expect(oct.closing).toBe(rep.closing - (rep.increase - oct.increase) + (rep.decrease - oct.decrease));
    expect(oct.increase).toBeLessThan(rep.increase);
  });

  it('edits with a reversal on the old date and a new entry, keeping the number; a stale version is a 409', async () => {
    const [r] = ok(await gam([gamRow({ amount: 700_000, date: '2026-11-08' })])).receipts;
    const [e] = ok(await gam([{ ...gamRow({ amount: 650_000, date: '2026-10-28', direction: 'in', wallet: 3 }), id: r.id, version: 1 }])).receipts;
    expect(e).toMatchObject({
      id: r.id,
      receipt_no: r.receipt_no,
      version: 2,
      amount: 650_000,
      direction: 'in',
      date: '2026-10-28',
      updated_by: expect.any(String),
    });
    expect(shape(await linesOf(r.receipt_no, '2026-10-01'))).toEqual(
      [
        ['2026-11-08', '1381', 700_000, 0, 'landlady'],
        ['2026-11-08', '1121', 0, 700_000, 'landlady'],
        ['2026-11-08', '1381', 0, 700_000, 'landlady'],
        ['2026-11-08', '1121', 700_000, 0, 'landlady'],
        ['2026-10-28', '1122', 650_000, 0, 'landlady'],
        ['2026-10-28', '1381', 0, 650_000, 'landlady'],
      ].sort(),
    );
    expect((await search('receipt-gam', '2026-10-01', '2026-10-31')).map((f) => f.id)).toContain(r.id);
    expect((await search('receipt-gam')).map((f) => f.id)).not.toContain(r.id);

    const stale = await gam([{ ...gamRow({ amount: 1 }), id: r.id, version: 1 }]);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale', field: 'receipts.0.version' });
    expect(await linesOf(r.receipt_no, '2026-10-01')).toHaveLength(6);

    // two edits racing on the same version: one wins, the other is refused, nothing posted twice
    const race = await Promise.all(
      [1, 2].map((n) => gam([{ ...gamRow({ amount: 600_000 + n, date: '2026-10-29', direction: 'in', wallet: 3 }), id: r.id, version: 2 }])),
    );
    expect(race.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(race.find((x) => x.status === 409)!.body.code).toMatch(/stale|conflict/);
    expect(await linesOf(r.receipt_no, '2026-10-01')).toHaveLength(10);
    expect(ok(await report('receipt-gam')).closing).toBe((await tbClosing('1381')).closing);

    // a receipt of another book is not found in this one; a building change is refused
    const other = await post('partner-receipt', [{ ...gamRow(), id: r.id, version: 3 }]);
    expect(other.status).toBe(404);
    expect(other.body.field).toBe('receipts.0.id');
    const moved = await gam([{ ...gamRow({ building: 'BN' }), id: r.id, version: 3 }]);
    expect(moved.status).toBe(409);
    expect(moved.body.field).toBe('receipts.0.building');
  });

  it('replays a batch under its Idempotency-Key: posted once, same answer; another body under the key is a 409', async () => {
    const headers = { 'idempotency-key': 'gam-batch-1' };
    const rows = [gamRow({ amount: 77_001 }), gamRow({ amount: 77_002, direction: 'in' })];
    const first = ok(await gam(rows, headers));
    const again = ok(await gam(rows, headers));
    expect(again).toEqual(first);
    expect((await search('receipt-gam')).filter((f) => f.amount === 77_001 || f.amount === 77_002)).toHaveLength(2);
    expect(await linesOf(first.receipts[0].receipt_no, '2026-11-01')).toHaveLength(2);
    const mismatch = await gam(rows.slice(0, 1), headers);
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.code).toBe('idempotency_mismatch');
  });

  it('refuses bad input with the field in Vietnamese, and guards', async () => {
    const cases: [Row, string, RegExp][] = [
      [gamRow({ amount: 0 }), 'receipts.0.amount', /lớn hơn 0/],
      [gamRow({ amount: 10_000_000_001 }), 'receipts.0.amount', /10.000.000.000/],
      [gamRow({ amount: 1.5 }), 'receipts.0.amount', /số nguyên/],
      [gamRow({ wallet: 6 }), 'receipts.0.wallet', /quỹ tiền mặt của toà/],
      [gamRow({ wallet: 11 }), 'receipts.0.wallet', /Ví tiền/],
      [gamRow({ direction: 'sideways' }), 'receipts.0.direction', /thu|chi/],
      [gamRow({ date: '2026-02-30' }), 'receipts.0.date', /Ngày/],
      [gamRow({ note: 'x'.repeat(501) }), 'receipts.0.note', /500/],
      [gamRow({ category: 'x' }), 'receipts.0', /.+/],
      [{ ...gamRow(), version: 1 }, 'receipts.0.version', /Phiếu mới/],
      [{ ...gamRow(), id: '01JZZZZZZZZZZZZZZZZZZZZZZZ' }, 'receipts.0.version', /phiên bản/],
    ];
    for (const [row, field, message] of cases) {
      const r = await gam([row]);
      expect(r.status, JSON.stringify(row)).toBe(400);
      expect(r.body.errors.map((e: { path: string }) => e.path).join(' ')).toContain(field);
      expect(r.body.message).toMatch(message);
    }
    expect((await gam([])).status).toBe(400);
    expect((await gam(Array.from({ length: 21 }, () => gamRow()))).status).toBe(400);
    const missing = await gam([{ ...gamRow(), id: '01JZZZZZZZZZZZZZZZZZZZZZZZ', version: 1 }]);
    expect(missing.status).toBe(404);
    expect(missing.body.field).toBe('receipts.0.id');

    const notLast = await report('receipt-gam', '2026-11-15');
    expect(notLast.status).toBe(400);
    expect(notLast.body.field).toBe('lastDateOfMonth');
    expect(notLast.body.message).toMatch(/cuối tháng/);
    expect((await report('receipt-gam', '2024-12-31')).status).toBe(400);
    expect((await report('receipt-loan', '2026-02-29')).status).toBe(400);
    const long = await invoke('GET', '/api/receipt-gam/search', { query: { from: '2025-01-01', to: '2026-11-30' } });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('to');

    expect((await invoke('POST', '/api/receipt-gam/createOrEditReceipts', { body: { receipts: [gamRow()] }, groups: '[SECURITY]' })).status).toBe(403);
    expect((await invoke('GET', '/api/receipt-gam/debt-report', { query: { lastDateOfMonth: LAST }, groups: '[SECURITY]' })).status).toBe(403);
  });
});

describe('partner, loans and owner earnings', () => {
  it('partner rows post on 1388 (object partner) and the report carries the partner name from the settings', async () => {
    const settings = ok(await invoke('GET', '/api/partner-receipt/settings'));
    expect(settings).toMatchObject({ name: 'Đối tác', version: 0 });
    expect((await invoke('PUT', '/api/partner-receipt/settings', { body: { name: 'Anh Tư', version: 0 } })).status).toBe(403);
    const saved = ok(await invoke('PUT', '/api/partner-receipt/settings', { body: { name: 'Anh Tư', version: 0 }, groups: '[admin]' }));
    expect(saved).toMatchObject({ name: 'Anh Tư', version: 1 });
    const stale = await invoke('PUT', '/api/partner-receipt/settings', { body: { name: 'Chị Năm', version: 0 }, groups: '[admin]' });
    expect(stale.status).toBe(409);
    expect(stale.body.field).toBe('version');

    const [p1, p2] = ok(
      await post('partner-receipt', [gamRow({ amount: 2_000_000 }), gamRow({ direction: 'in', amount: 500_000, wallet: CASH, date: '2024-06-01' })]),
    ).receipts;
    expect(p1.receipt_no).toMatch(/^DTXA2611-\d{3}$/);
    expect(p2.receipt_no).toMatch(/^DTXA2406-001$/);
    expect(shape(await linesOf(p1.receipt_no, '2026-11-01'))).toEqual(
      [
        ['2026-11-05', '1388', 2_000_000, 0, 'partner'],
        ['2026-11-05', '1121', 0, 2_000_000, 'partner'],
      ].sort(),
    );
    const rep = ok(await report('partner-receipt'));
    expect(rep).toEqual({
      classification: 'Phải thu Anh Tư',
      account: '1388',
      object: 'Anh Tư',
      opening: -500_000,
      increase: 2_000_000,
      decrease: 0,
      closing: 1_500_000,
    });
    expect(rep.closing).toBe((await tbClosing('1388')).closing);
    expect((await search('partner-receipt')).map((f) => f.receipt_no)).toEqual([p1.receipt_no]);
  });

  it('loans: drawdown Cr 3411, repayment Dr 3411, interest Dr 6351 (not in the debt); one line per lender, the total last, equal to the trial balance 3411', async () => {
    const loan = (kind: string, lender: string, amount: number, extra: Row = {}): Row => ({
      building: B,
      kind,
      lender,
      date: '2026-11-10',
      wallet: BANK,
      amount,
      ...extra,
    });
    const r = ok(
      await post('receipt-loan', [
        loan('drawdown', 'Ngân hàng ACB', 100_000_000, { date: '2024-10-01' }),
        loan('drawdown', '  Bà  Sáu ', 20_000_000),
        loan('repayment', 'Ngân hàng ACB', 10_000_000),
        loan('interest', 'Ngân hàng ACB', 900_000),
      ]),
    ).receipts;
    expect(r.map((x: { direction: string; account: string }) => [x.direction, x.account])).toEqual([
      ['in', '3411'],
      ['in', '3411'],
      ['out', '3411'],
      ['out', '6351'],
    ]);
    expect(r[1]).toMatchObject({ lender: 'Bà Sáu', object: 'lender:Bà Sáu' });
    expect(r[0].receipt_no).toMatch(/^VAYXA2410-\d{3}$/);
    expect(shape(await linesOf(r[2].receipt_no, '2026-11-01'))).toEqual(
      [
        ['2026-11-10', '3411', 10_000_000, 0, 'lender:Ngân hàng ACB'],
        ['2026-11-10', '1121', 0, 10_000_000, 'lender:Ngân hàng ACB'],
      ].sort(),
    );
    expect(shape(await linesOf(r[3].receipt_no, '2026-11-01'))).toEqual(
      [
        ['2026-11-10', '6351', 900_000, 0, 'lender:Ngân hàng ACB'],
        ['2026-11-10', '1121', 0, 900_000, 'lender:Ngân hàng ACB'],
      ].sort(),
    );
    const rep = ok(await report('receipt-loan'));
    expect(rep).toEqual([
      { classification: 'Vay', account: '3411', object: 'Bà Sáu', opening: 0, increase: 20_000_000, decrease: 0, closing: 20_000_000 },
      { classification: 'Vay', account: '3411', object: 'Ngân hàng ACB', opening: 100_000_000, increase: 0, decrease: 10_000_000, closing: 90_000_000 },
      {
        classification: 'Tổng vay',
        account: '3411',
        object: 'Tổng cộng',
        opening: 100_000_000,
        increase: 20_000_000,
        decrease: 10_000_000,
        closing: 110_000_000,
      },
    ]);
    expect(rep.at(-1).closing).toBe(-(await tbClosing('3411')).closing);

    const noLender = await post('receipt-loan', [{ building: B, kind: 'drawdown', date: '2026-11-10', wallet: BANK, amount: 1 }]);
    expect(noLender.status).toBe(400);
    expect(noLender.body.errors[0].path).toContain('receipts.0.lender');
    const longLender = await post('receipt-loan', [loan('drawdown', 'x'.repeat(121), 1)]);
    expect(longLender.status).toBe(400);
    expect(longLender.body.message).toMatch(/120/);
    const badKind = await post('receipt-loan', [loan('gift', 'A', 1)]);
    expect(badKind.status).toBe(400);
    expect(badKind.body.errors[0].path).toContain('receipts.0.kind');
    const direction = await post('receipt-loan', [{ ...loan('drawdown', 'A', 1), direction: 'in' }]);
    expect(direction.status).toBe(400);
  });

  it('owner capital Dr wallet / Cr 4111, profit withdrawal Dr 4212 / Cr wallet', async () => {
    const [c, w] = ok(
      await post('receipt-undistributed-earning', [
        { building: B, kind: 'capital', date: '2026-11-12', wallet: 3, amount: 50_000_000 },
        { building: B, kind: 'withdrawal', date: '2026-11-13', wallet: 3, amount: 8_000_000, note: 'Chia lợi nhuận quý 3' },
      ]),
    ).receipts;
    expect(c.receipt_no).toMatch(/^LNXA2611-\d{3}$/);
    expect(shape(await linesOf(c.receipt_no, '2026-11-01'))).toEqual(
      [
        ['2026-11-12', '1122', 50_000_000, 0, 'owner'],
        ['2026-11-12', '4111', 0, 50_000_000, 'owner'],
      ].sort(),
    );
    expect(shape(await linesOf(w.receipt_no, '2026-11-01'))).toEqual(
      [
        ['2026-11-13', '4212', 8_000_000, 0, 'owner'],
        ['2026-11-13', '1122', 0, 8_000_000, 'owner'],
      ].sort(),
    );
    expect((await search('receipt-undistributed-earning')).map((x) => x.receipt_no)).toEqual([c.receipt_no, w.receipt_no]);
    const bad = await post('receipt-undistributed-earning', [{ building: B, kind: 'capital', direction: 'in', date: '2026-11-12', wallet: 3, amount: 1 }]);
    expect(bad.status).toBe(400);
  });
});

describe('cash boxes', () => {
  it('a batch that would take a cash box below zero is refused with its balance before any row is written', async () => {
    // BN's cash box (6) has had nothing in this table
    ok(await gam([gamRow({ building: 'BN', direction: 'in', wallet: 6, amount: 300_000, date: '2026-11-02' })]));
    const r = await gam([
      gamRow({ building: 'BN', wallet: 6, amount: 200_000, date: '2026-11-03' }),
      gamRow({ building: 'BN', wallet: 6, amount: 150_000, date: '2026-11-04' }),
    ]);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'cash_floor', balance: 300_000 });
    expect(r.body.message).toMatch(/Tiền mặt BN không đủ tiền/);
    expect((await search('receipt-gam', '2026-11-01', '2026-11-30', 'BN')).map((x) => x.amount)).toEqual([300_000]);
    // within the box's money each row posts
    ok(await gam([gamRow({ building: 'BN', wallet: 6, amount: 200_000, date: '2026-11-03' })]));
    const alone = await gam([gamRow({ building: 'BN', wallet: 6, amount: 150_000, date: '2026-11-04' })]);
    expect(alone.status).toBe(409);
    expect(alone.body).toMatchObject({ code: 'cash_floor', balance: 100_000 });
  });
});

describe('edit lock', () => {
  it('refuses a row dated in a closed period, and an edit of a row whose old date is closed (409 with the field)', async () => {
    const [r] = ok(await gam([gamRow({ date: '2026-10-10', amount: 12_000 })])).receipts;
    await transact([
      putItem({ ...keys.paymentLog('2026-11'), entity: 'payment_log', month: '2026-11' }),
      putItem({ ...keys.editLock, entity: 'edit_lock', month: '2026-11' }),
    ]);
    try {
      const moved = await gam([{ ...gamRow({ date: '2026-11-10', amount: 12_000 }), id: r.id, version: 1 }]);
      expect(moved.status).toBe(409);
      expect(moved.body).toMatchObject({ code: 'period_locked', field: 'receipts.0.id' });
      const old = await post('receipt-loan', [{ building: B, kind: 'drawdown', lender: 'A', date: '2026-10-31', wallet: BANK, amount: 1 }]);
      expect(old.status).toBe(409);
      expect(old.body).toMatchObject({ code: 'period_locked', field: 'receipts.0.date' });
      expect(await linesOf(r.receipt_no, '2026-10-01')).toHaveLength(2);
    } finally {
      await transact([
        putItem({ ...keys.paymentLog('2026-11'), entity: 'payment_log', month: '2019-10' }),
        putItem({ ...keys.editLock, entity: 'edit_lock', month: '2019-10' }),
      ]);
    }
  });
});

describe('debt summary (GET /api/debt): 1311 per stay of a building and month', () => {
  it('gives opening, the month’s debits and credits, closing and whose stay it is; totals equal the trial balance 1311', async () => {
    await bill('XA', '102', '2026-10', 2_000_000, true);
    await bill('XA', '102', '2026-11', 2_500_000, true);
    await bill('XA', '103', '2026-11', 1_800_000, true);
    ok(await invoke('POST', '/api/receipt-rooms', { body: { building: B, room_id: '102', date: '2026-11-20', wallet: BANK, amount: 1_000_000 } }), 201);
    /** A row's debtor: the room's stay, its tenant and contract. */
    const stayOf = (room_id: string) => {
      const st = fixtureStay(B, room_id);
      return {
        room_id,
        stay_id: st.stay_id,
        object: `stay:XA-${room_id}:${st.stay_id}`,
        contract_no: `HD-${room_id}`,
        customer_name: `Khách ${room_id}`,
        start_date: '2026-01-01',
        status: 'active',
      };
    };
    const sides = (opening: number, closing: number) => ({ opening_debit: opening, opening_credit: 0, closing_debit: closing, closing_credit: 0 });

    /** Every page of the summary (issue 23 §13), by room then stay, and the totals as the screen sums them. */
    const summary = async (building: string, month: string) => {
      const rows = (await everyItem('/api/debt', { building, month })).sort(byRoomThenStay);
      return { rows, totals: debtTotals(rows) };
    };
    const d = await summary(B, '2026-11');
    expect(d.rows).toEqual([
      { ...stayOf('102'), opening: 2_000_000, increase: 2_500_000, decrease: 1_000_000, closing: 3_500_000, ...sides(2_000_000, 3_500_000) },
      { ...stayOf('103'), opening: 0, increase: 1_800_000, decrease: 0, closing: 1_800_000, ...sides(0, 1_800_000) },
    ]);
    expect(d.totals).toEqual({ opening: 2_000_000, increase: 4_300_000, decrease: 1_000_000, closing: 5_300_000, ...sides(2_000_000, 5_300_000) });
    const t = ok(await invoke('GET', '/api/journal/tb', { query: { from: '2026-11-01', to: '2026-11-30', building: B } }));
    const r = t.rows.find((x: { account: string }) => x.account === '1311');
    expect(r.closing_debit - r.closing_credit).toBe(d.totals.closing);
    expect(r.period_debit).toBe(d.totals.increase);

    const oct = await summary(B, '2026-10');
    expect(oct.rows).toEqual([{ ...stayOf('102'), opening: 0, increase: 2_000_000, decrease: 0, closing: 2_000_000, ...sides(0, 2_000_000) }]);
    expect(ok(await invoke('GET', '/api/debt', { query: { building: 'BN', month: '2026-11' } }))).toEqual({ items: [] });
    expect(await summary('BN', '2026-11')).toEqual({
      rows: [],
      totals: { opening: 0, increase: 0, decrease: 0, closing: 0, ...sides(0, 0) },
    });

    const bad = await invoke('GET', '/api/debt', { query: { building: B, month: '2026-13' } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('month');
    expect((await invoke('GET', '/api/debt', { query: { building: 'ZZ', month: '2026-11' } })).body.field).toBe('building');
    expect((await invoke('GET', '/api/debt', { query: { building: B, month: '2026-11' }, groups: '[SECURITY]' })).status).toBe(403);
  });
});
