import { beforeAll, describe, expect, it } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { everyItem } from './paging';
import { B, WALLET, M0, M1, M2, M3, get, post, owedNow, readings, run, checkIn, balancesAt } from './debt-history';
import { installRecorder } from '../../functions/platform/db/recorder';
import { addMonths, lastDayOf } from '../../shared/dates';
import { byRoomThenStay } from '../../functions/kernel/ledger/stay-debts-rules';
import { debtTotals } from '../../shared/ledger/debt-totals';

/**
 * Who owes what, read by every view (issue 19): the unpaid rent report, the debt summary, the trial
 * balance's 1311 and the dashboard agree to the đồng with the journal, per stay. One history through
 * the API, in a table of its own (billing runs move the edit lock), over the three months before this
 * one (M0..M2) and this month (M3):
 *  - BN-101: Trần Thị Cũ checks in on M0-01 with a 500,000 deposit; months M0 and M1 are billed and
 *    paid; she leaves on M2-10, her final bill larger than the deposit: she still owes the rest.
 *    Phạm Văn Mới checks in on M2-15; his first bill (M2) is unpaid.
 *  - BN-102: Lê Thị Trước pays 20,000,000 ahead on M0-05: a stay paid ahead (Dư Có) all along.
 */
useOwnTable('debt-views-test');

const PAID_AHEAD = 20_000_000;

type Item = { id: string; kind: string; month: string; date: string; bill_no: string; total: number; owed: number };
type Row = {
  room_id: string;
  stay_id: string | null;
  object: string;
  customer_name?: string;
  phone?: string;
  contract_no?: string;
  status: string | null;
  leave_date?: string;
  unpaid: number;
  months: Item[];
  oldest_month: string | null;
};

/** The unpaid report of a month, every page (issue 23 §13), by room then stay start, and its total as the screen sums it. */
const report = async (month: string) => {
  const rows = ((await everyItem('/api/debt/search', { building: B, month })) as Row[]).sort(byRoomThenStay);
  return { rows, total: rows.reduce((t, r) => t + r.unpaid, 0) };
};
/** The debt summary of a month, every page (issue 23 §13), by room then stay start, and its totals as the screen sums them. */
const summary = async (month: string) => {
  const rows = (await everyItem('/api/debt', { building: B, month })).sort(byRoomThenStay);
  return { rows, totals: debtTotals(rows) };
};

const sides = (balances: Iterable<number>) => {
  const all = [...balances];
  return { debit: all.filter((b) => b > 0).reduce((s, b) => s + b, 0), credit: -all.filter((b) => b < 0).reduce((s, b) => s + b, 0) };
};

const s: { old: string; next: string; ahead: string; finalBill: number; left: number } = { old: '', next: '', ahead: '', finalBill: 0, left: 0 };

beforeAll(async () => {
  s.old = await checkIn('101', 'Trần Thị Cũ', `${M0}-01`, 500_000, 1_000);
  s.ahead = await checkIn('102', 'Lê Thị Trước', `${M0}-01`, 0, 1_000);
  await readings(addMonths(M0, -1), { '101': 1_000, '102': 1_000 });
  await post('/api/receipt-rooms', { building: B, room_id: '102', date: `${M0}-05`, wallet: WALLET, amount: PAID_AHEAD });
  await readings(M0, { '101': 1_050, '102': 1_040 });
  await run(M0);
  // She pays each month's bill in full early the next month.
  await post('/api/receipt-rooms', { building: B, room_id: '101', date: `${M1}-05`, wallet: WALLET, amount: (await owedNow('101')).owed });
  await readings(M1, { '101': 1_100, '102': 1_080 });
  await run(M1);
  await post('/api/receipt-rooms', { building: B, room_id: '101', date: `${M2}-05`, wallet: WALLET, amount: (await owedNow('101')).owed });
  expect((await owedNow('101')).balance).toBe(0);
  const out = await post('/api/check-outs', {
    stay_id: s.old,
    leave_date: `${M2}-10`,
    final_readings: { electricity: 1_130, water: 12 },
    waive_forfeit: true,
    waive_reason: 'Thử: không mất cọc',
    other_charges: [{ label: 'Sơn lại tường', amount: 1_500_000 }],
  });
  s.finalBill = out.bill.total;
  s.left = out.receivable;
  expect(s.left).toBeGreaterThan(0);
  s.next = await checkIn('101', 'Phạm Văn Mới', `${M2}-15`, 0, 1_130);
  await readings(M2, { '101': 1_160, '102': 1_120 });
  await run(M2);
});

describe('who owes what: every view reads the stays (issue 19)', () => {
  it('the unpaid report lists the departed tenant under her name with her final bill, and the new tenant on a row of his own', async () => {
    const now = await report(M3);
    expect(now.rows.map((r) => [r.room_id, r.stay_id])).toEqual([
      ['101', s.old],
      ['101', s.next],
    ]);
    const [old, next] = now.rows as [Row, Row];
    expect(old).toMatchObject({
      object: `stay:BN-101:${s.old}`,
      customer_name: 'Trần Thị Cũ',
      contract_no: `HD-101-${M0}-01`,
      status: 'checked_out',
      leave_date: `${M2}-10`,
      unpaid: s.left,
      oldest_month: M2,
    });
    expect(old.phone).toBeTruthy();
    expect(old.months).toEqual([expect.objectContaining({ kind: 'final_bill', month: M2, date: `${M2}-10`, owed: s.left })]);
    expect(next).toMatchObject({ customer_name: 'Phạm Văn Mới', status: 'active', oldest_month: M2 });
    expect(next.months.map((m) => [m.kind, m.bill_no, m.owed])).toEqual([['bill', `BT-BN${M2.slice(2, 4)}${M2.slice(5)}-101`, next.unpaid]]);
    expect(now.total).toBe(old.unpaid + next.unpaid);
    // each row is its stay's 1311 in the journal, and its items add up to it
    const journal = await balancesAt(lastDayOf(M3));
    for (const r of now.rows) {
      expect(r.unpaid).toBe(journal.get(r.object));
      expect(r.months.reduce((t, m) => t + m.owed, 0)).toBe(r.unpaid);
    }
    // the stay paid ahead owes nothing: not on the report
    expect(journal.get(`stay:BN-102:${s.ahead}`)).toBeLessThan(0);
  });

  it('a past month reads the journal at its end, placed on the charges of the time: the same rows at M2, her M1 bill at M1', async () => {
    const m2 = await report(M2);
    const now = await report(M3);
    const shape = (r: Row) => ({
      stay_id: r.stay_id,
      unpaid: r.unpaid,
      status: r.status,
      oldest_month: r.oldest_month,
      items: r.months.map((m) => [m.kind, m.bill_no, m.owed]),
    });
    expect(m2.rows.map(shape)).toEqual(now.rows.map(shape));
    expect(m2.total).toBe(now.total);
    // At the end of M0 she owed its bill (paid on M1-05); she still lived there then.
    const m0 = await report(M0);
    const journal = await balancesAt(lastDayOf(M0));
    expect(m0.rows.map((r) => [r.stay_id, r.status, r.unpaid, r.months.map((m) => [m.kind, m.month, m.owed])])).toEqual([
      [s.old, 'active', journal.get(`stay:BN-101:${s.old}`), [['bill', M0, journal.get(`stay:BN-101:${s.old}`)]]],
    ]);
    expect(m0.rows[0]!.leave_date).toBeUndefined();
  });

  it('the debt summary gives each stay on its side: closing per stay = the report’s unpaid, Dư Nợ = Σ owing, Dư Có = Σ paid ahead', async () => {
    const [d, now] = await Promise.all([summary(M3), report(M3)]);
    expect(d.rows.map((r: Row) => [r.room_id, r.stay_id])).toEqual([
      ['101', s.old],
      ['101', s.next],
      ['102', s.ahead],
    ]);
    for (const r of now.rows) {
      const row = d.rows.find((x: Row) => x.stay_id === r.stay_id);
      expect(row).toMatchObject({
        closing: r.unpaid,
        closing_debit: r.unpaid,
        closing_credit: 0,
        customer_name: r.customer_name,
        contract_no: r.contract_no,
        status: r.status,
      });
    }
    const ahead = d.rows.find((x: Row) => x.stay_id === s.ahead);
    expect(ahead).toMatchObject({ customer_name: 'Lê Thị Trước', status: 'active', closing_debit: 0 });
    const journal = await balancesAt(lastDayOf(M3));
    expect(ahead.closing_credit).toBe(-journal.get(`stay:BN-102:${s.ahead}`)!);
    expect(d.totals).toMatchObject({ closing_debit: now.total, closing_credit: ahead.closing_credit, closing: now.total - ahead.closing_credit });
    // M2: her final bill and the deposit she left moved her stay; the new tenant's first bill his.
    const m2 = await summary(M2);
    const old = m2.rows.find((x: Row) => x.stay_id === s.old);
    expect(old).toMatchObject({ status: 'checked_out', leave_date: `${M2}-10`, closing: s.left });
    expect(old.opening + old.increase - old.decrease).toBe(old.closing);
    expect(m2.totals.opening_debit - m2.totals.opening_credit).toBe(m2.totals.opening);
    expect(m2.totals.closing_debit - m2.totals.closing_credit).toBe(m2.totals.closing);
  });

  it('the trial balance shows 1311 on both sides, Σ per stay: Dư Nợ − Dư Có = net 1311, and it balances', async () => {
    const journal = await balancesAt(lastDayOf(M3));
    const want = sides(journal.values());
    expect(want.credit).toBeGreaterThan(0);
    const ranges: Record<string, string>[] = [
      { from: `${M3}-01`, to: lastDayOf(M3), building: B },
      { from: `${M0}-01`, to: lastDayOf(M3) },
    ];
    for (const q of ranges) {
      const tb = await get('/api/journal/tb', q);
      expect(tb.balanced).toBe(true);
      const r = tb.rows.find((x: { account: string }) => x.account === '1311');
      expect(r).toMatchObject({ closing_debit: want.debit, closing_credit: want.credit, by_object: true });
      expect(tb.totals.closing_debit).toBe(tb.totals.closing_credit);
    }
    // A range starting and ending mid-month: both sides as the journal has them on those days.
    const from = `${M2}-08`;
    const to = `${M2}-12`;
    const tb = await get('/api/journal/tb', { from, to, building: B });
    expect(tb.balanced).toBe(true);
    const r = tb.rows.find((x: { account: string }) => x.account === '1311');
    const opening = sides((await balancesAt(`${M2}-07`)).values());
    const closing = sides((await balancesAt(to)).values());
    expect(r).toMatchObject({ opening_debit: opening.debit, opening_credit: opening.credit, closing_debit: closing.debit, closing_credit: closing.credit });
  });

  it('the trial balance of a month reads the rollups of the stays that may hold a balance since, never every stay ever', async () => {
    const q = { from: `${M3}-01`, to: lastDayOf(M3), building: B };
    await get('/api/journal/tb', q); // warm
    const recorder = installRecorder();
    recorder.calls.length = 0;
    await get('/api/journal/tb', q);
    const calls = [...recorder.calls];
    delete (globalThis as Record<string, unknown>).__nhaTroDynamoRecorder;
    const pk = (c: { input: Record<string, unknown> }) => {
      const v = (c.input.ExpressionAttributeValues as Record<string, { S?: string }> | undefined)?.[':pk'];
      return v?.S ?? '';
    };
    expect(calls.some((c) => c.command === 'ScanCommand')).toBe(false);
    // The accounts open now and those settled since the month began (their indexes), the rooms of old
    // data (none here), the account rollups as before — and no Query of every stay object ever.
    expect(
      calls
        .filter((c) => c.command === 'QueryCommand')
        .map(pk)
        .sort(),
    ).toEqual([`ARDONE#${B}`, `AROPEN#${B}`, 'ROLLUP#ACCT', 'ROLLUP#OBJ#1311']);
    const roomQuery = calls.find((c) => pk(c) === 'ROLLUP#OBJ#1311')!;
    expect((roomQuery.input.ExpressionAttributeValues as Record<string, { S?: string }>)[':prefix']?.S).toBe(`room:${B}-`);
    expect(roomQuery.items).toBe(0);
    // The three stays of this file hold a balance (two owe, one paid ahead); nothing moved them this
    // month, so each one's balance then is its balance now: no rollup of theirs is read.
    expect(calls.find((c) => pk(c) === `AROPEN#${B}`)!.items).toBe(3);
    expect(calls.filter((c) => c.command === 'BatchGetItemCommand').reduce((n, c) => n + c.items, 0)).toBe(0);
  });

  it('the dashboard’s unpaid is the report’s total, its debts one per stay, oldest first, the oldest month the report’s', async () => {
    const [dash, now] = await Promise.all([get('/api/dashboard', { building: B }), report(M3)]);
    const u = dash.buildings[0].unpaid;
    // Two stays of one room owing: two rows (the dashboard no longer counts distinct rooms: nothing keeps that figure).
    expect(u).toMatchObject({ total: now.total, stays: now.rows.length });
    expect(u).not.toHaveProperty('rooms');
    const bySince = [...now.rows].sort((a, b) => a.months[0]!.date.localeCompare(b.months[0]!.date));
    expect(u.oldest.map((o: Row) => [o.stay_id, o.customer_name, o.status, o.unpaid, o.oldest_month])).toEqual(
      bySince.map((r) => [r.stay_id, r.customer_name, r.status, r.unpaid, r.oldest_month]),
    );
    expect(u.oldest[0]).toMatchObject({ stay_id: s.old, status: 'checked_out', customer_name: 'Trần Thị Cũ' });
  });
});
