import { beforeAll, describe, expect, it } from 'vitest';
import './helpers';
import { invoke, ok } from './in-process';
import { useOwnTable } from './own-table';

// A repair the tenant caused is charged on the check-out's final bill when the tenant leaves before
// the room's next monthly bill: the same line (kind repair, Cr 7111) in the check-out's transaction,
// once — a replayed check-out, the month's run, or a run at the same moment add nothing; a cancelled
// check-out makes it wait again. The billing run moves the global edit lock: this file has a table of
// its own.
useOwnTable('repairs-charge-checkout-test');

const B = 'GB';
const M = '2026-10';
const N = '2026-11';
const post = (path: string, body: unknown, headers?: Record<string, string>) => invoke('POST', path, { body, headers });
const get = (path: string, query: Record<string, string>) => invoke('GET', path, { query });
const REQ = '/api/repair-request';

type Line = { voucher_type: string; voucher_id: string; account: string; debit: number; credit: number; object?: string };
type BillLine = { kind: string; label: string; amount: number; repair_ref?: string };
type Bill = { room_id: string; lines: BillLine[] };
type Req = { id: string; version: number; charged_bill_id?: string; charged_bill_no?: string; charged_month?: string };

const checkIn = async (room_id: string, building = B) =>
  ok(
    await post('/api/check-ins', {
      building,
      room_id,
      contract_no: `HD-C${room_id}`,
      start_date: '2026-09-01',
      rent: 3_000_000,
      deposit_held: 0,
      occupants: [{ name: `Khách ${room_id}` }],
      start_readings: { electricity: 1_000, water: 50 },
      internet: false,
    }),
    201,
  ) as { id: string };
const readings = (month: string, values: [string, number][], building = B) =>
  post('/api/bills/electric-water-count', { building, month, type: 'E', readings: values.map(([room_id, value]) => ({ room_id, value })) });
const request = async (description: string, reported_on: string, charge_amount: number, building = B) =>
  ok(await post(REQ, { building, room_id: '101', description, reported_by: 'Bảo vệ', reported_on, tenant_caused: true, charge_amount }), 201) as Req;
const requestOf = async (id: string, building = B) =>
  (ok(await get(REQ, { building, from: '2026-08-01', to: `${N}-30` })).items as Req[]).find((r) => r.id === id)!;
const journal = async (building = B) => ok(await get('/api/journal', { from: '2026-09-01', to: `${N}-30`, building, limit: '2000' })).items as Line[];
const net = (lines: Line[], account: string) => lines.filter((l) => l.account === account).reduce((s, l) => s + l.debit - l.credit, 0);
const repairs = (lines: BillLine[] | undefined) => (lines ?? []).filter((l) => l.kind === 'repair').map((l) => [l.label, l.amount, l.repair_ref]);
const checkOut = (stay_id: string, leave_date: string, electricity: number, key: string) =>
  post('/api/check-outs', { stay_id, leave_date, final_readings: { electricity, water: 50 }, notice_date: '2026-09-15' }, { 'idempotency-key': key });

describe('a repair caused by the tenant, charged on the check-out’s final bill', () => {
  let stay: { id: string };
  let other: { id: string };
  beforeAll(async () => {
    stay = await checkIn('101');
    await checkIn('102');
    other = await checkIn('101', 'TT');
    ok(
      await readings('2026-09', [
        ['101', 1_000],
        ['102', 1_000],
      ]),
    );
    ok(
      await readings(M, [
        ['101', 1_050],
        ['102', 1_020],
      ]),
    );
    ok(await readings('2026-09', [['101', 1_000]], 'TT'));
    ok(await readings(M, [['101', 1_040]], 'TT'));
  });

  it('lets one of a check-out and the month’s run at the same time take a charge', async () => {
    // Room TT 101 leaves in November: October's run bills it, and its final bill could take the charge too.
    const door = await request('Hỏng cửa', `${M}-10`, 200_000, 'TT');
    const [run, co] = await Promise.all([
      post('/api/payments', { building: 'TT', month: M }),
      post('/api/check-outs', { stay_id: other.id, leave_date: `${N}-03`, final_readings: { electricity: 1_050, water: 50 }, notice_date: '2026-09-15' }),
    ]);
    const bill = (ok(run).bills as (Bill & { id: string })[])[0]!;
    const out = ok(co, 201);
    const onBill = repairs(bill.lines);
    const onFinal = repairs(out.bill.repair_charges);
    expect([...onBill, ...onFinal]).toEqual([['Sửa chữa do khách: Hỏng cửa', 200_000, `ordinary:${door.id}`]]);
    expect((await requestOf(door.id, 'TT')).charged_bill_id).toBe(onBill.length ? bill.id : out.id);
    expect(net(await journal('TT'), '7111')).toBe(-200_000);
  });

  it('takes the waiting charges once, keeps them through a replay and the month’s run, and gives them back on a cancel', async () => {
    const glass = await request('Vỡ kính cửa sổ', `${M}-05`, 350_000);
    const lock = await request('Hỏng khoá', `${M}-08`, 120_000);
    const before = await request('Tường ố', '2026-08-20', 70_000); // before this stay began: not this tenant's
    const after = await request('Vỡ bồn rửa', `${M}-25`, 500_000); // after the leave date: not on this bill
    const ref = (r: Req) => `ordinary:${r.id}`;

    // The final bill carries the two charges of the stay up to the leave date, as lines of their own.
    const co = ok(await checkOut(stay.id, `${M}-20`, 1_080, 'co-101-a'), 201);
    expect(repairs(co.bill.repair_charges)).toEqual([
      ['Sửa chữa do khách: Vỡ kính cửa sổ', 350_000, ref(glass)],
      ['Sửa chữa do khách: Hỏng khoá', 120_000, ref(lock)],
    ]);
    const base = co.bill.rent + co.bill.electricity + co.bill.water;
    expect(co.bill.total).toBe(base + 470_000);
    expect(co.receivable).toBe(co.bill.total); // no deposit held: all of it owed

    // Posted Dr 1311 (the stay) for the whole bill, Cr 7111 for the repairs, Cr 5111 for the rest.
    const posted = (await journal()).filter((l) => l.voucher_id === co.id);
    expect(posted.filter((l) => l.account === '1311' && l.debit > 0).map((l) => [l.object, l.debit])).toEqual([[`stay:GB-101:${stay.id}`, co.bill.total]]);
    expect(posted.filter((l) => l.account === '7111').map((l) => l.credit)).toEqual([350_000, 120_000]);
    expect(net(posted, '5111')).toBe(-base);
    expect(net(posted, '1311') + net(posted, '5111') + net(posted, '7111')).toBe(0);
    expect(ok(await get('/api/journal/tb', { from: '2026-09-01', to: `${N}-30` })).balanced).toBe(true);

    // Each request names the check-out; the others still wait.
    const charged = { charged_bill_id: co.id, charged_bill_no: 'trả phòng HĐ HD-C101', charged_month: M };
    expect(await requestOf(glass.id)).toMatchObject({ ...charged, version: glass.version + 1 });
    expect(await requestOf(lock.id)).toMatchObject(charged);
    expect((await requestOf(before.id)).charged_bill_id).toBeUndefined();
    expect((await requestOf(after.id)).charged_bill_id).toBeUndefined();

    // The month's run does not charge them again: room 101 left in October (its final bill is the
    // month's), room 102 has nothing to pay for.
    ok(
      await readings(M, [
        ['101', 1_080],
        ['102', 1_020],
      ]),
    );
    const bills = ok(await post('/api/payments', { building: B, month: M })).bills as Bill[];
    expect(bills.map((b) => b.room_id)).toEqual(['102']);
    expect(repairs(bills[0]!.lines)).toEqual([]);
    const afterRun = await journal();
    expect(afterRun.filter((l) => l.voucher_type === 'bill' && l.account === '7111')).toEqual([]);
    expect(await requestOf(glass.id)).toMatchObject(charged);

    // A retry with the same key replays the answer and writes nothing; a new one is refused (stay closed).
    const replay = await checkOut(stay.id, `${M}-20`, 1_080, 'co-101-a');
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(co);
    expect((await checkOut(stay.id, `${M}-20`, 1_080, 'co-101-b')).status).toBe(409);
    expect(await journal()).toHaveLength(afterRun.length);
    expect(await requestOf(glass.id)).toMatchObject({ ...charged, version: glass.version + 1 });

    // A cancelled check-out reverses its final bill: the charges wait again for the room's next bill.
    ok(await post('/api/check-outs/cancel-check-out', { id: co.id, reason: 'Khách ở lại' }, { 'idempotency-key': 'cancel-101' }));
    for (const r of [glass, lock]) {
      const back = await requestOf(r.id);
      expect(back.charged_bill_id).toBeUndefined();
      expect(back.charged_month).toBeUndefined();
      expect(back.version).toBe(r.version + 2);
    }
    const reversed = (await journal()).filter((l) => l.voucher_id === co.id);
    expect(net(reversed, '7111')).toBe(0);
    expect(net(reversed, '1311')).toBe(0);
    expect(ok(await get('/api/journal/tb', { from: '2026-09-01', to: `${N}-30` })).balanced).toBe(true);
    // November's bill of the room (the stay runs again) would take the three of this stay.
    const preview = ok(await post('/api/payments', { building: B, month: N, preview: true }));
    expect(repairs(preview.pending.find((b: Bill) => b.room_id === '101').lines).map(([label]) => label)).toEqual([
      'Sửa chữa do khách: Vỡ kính cửa sổ',
      'Sửa chữa do khách: Hỏng khoá',
      'Sửa chữa do khách: Vỡ bồn rửa',
    ]);

    // Leaving in November after all: the final bill takes all three, once; November's run adds nothing.
    ok(
      await readings(N, [
        ['101', 1_100],
        ['102', 1_030],
      ]),
    );
    const again = ok(await checkOut(stay.id, `${N}-10`, 1_100, 'co-101-c'), 201);
    expect(repairs(again.bill.repair_charges).map(([, amount]) => amount)).toEqual([350_000, 120_000, 500_000]);
    expect((await journal()).filter((l) => l.voucher_id === again.id && l.account === '7111').map((l) => l.credit)).toEqual([350_000, 120_000, 500_000]);
    expect(await requestOf(after.id)).toMatchObject({ charged_bill_id: again.id, charged_month: N });
    const nov = ok(await post('/api/payments', { building: B, month: N })).bills as Bill[];
    expect(nov.map((b) => [b.room_id, repairs(b.lines)])).toEqual([['102', []]]);
    expect((await requestOf(before.id)).charged_bill_id).toBeUndefined();
    const all = await journal();
    expect(net(all, '7111')).toBe(-970_000);
    expect(ok(await get('/api/journal/tb', { from: '2026-09-01', to: `${N}-30` })).balanced).toBe(true);
  });
});
