import { describe, expect, it } from 'vitest';
import { call, tokenOf } from './helpers';
import { useOwnTable } from './own-table';
import { createItem, transact } from '../../functions/platform/db/transact';
import { keys } from '../../functions/platform/db/keys';
import { billItem, runItems } from '../../functions/bills/model/bill';
import { invoke, ok } from './in-process';

// The billing run moves the edit lock, which is global to a table: this file runs in a table of its
// own (the demo rooms, no other file's data), calling the domain handlers in-process as the gateway would.
const post = (path: string, body: unknown, groups?: string) => invoke('POST', path, { body, groups });
const get = (path: string, query: Record<string, string>) => invoke('GET', path, { query });

/** Every page of the bills' search (its rows in the server's order), each page checked to hold at most `limit`, and each page's runs. */
async function searchAll(query: Record<string, string>) {
  const items: { building: string; month: string; room_id: string; total: number }[] = [];
  const runs: string[][] = [];
  let cursor: string | undefined;
  do {
    const page = ok(await get('/api/payments/search', { ...query, ...(cursor ? { cursor } : {}) }));
    expect(page.items.length).toBeLessThanOrEqual(Number(query.limit ?? 50));
    items.push(...page.items);
    runs.push(page.runs.map((r: { month: string }) => r.month));
    cursor = page.cursor;
  } while (cursor);
  return { items, runs };
}

const B = 'GB';
const M = '2026-10';
let agent = '';
useOwnTable('payments-test', async () => {
  agent = (await call('GET', '/api/users?role=SECURITY', { token: await tokenOf('ketoan') })).body[0].user_id as string;
});

/** The stays checked in by this file, by room: each bill is charged to its stay (1311 on `stay:<b>-<room>:<stay>`). */
const stayIds = new Map<string, string>();
const stayObject = (room_id: string) => `stay:${B}-${room_id}:${stayIds.get(room_id)}`;
const checkIn = async (room_id: string, start_date: string, rent: number) => {
  const stay = ok(
    await post('/api/check-ins', {
      building: B,
      room_id,
      contract_no: `HD-T${room_id}`,
      start_date,
      rent,
      deposit_held: 0,
      occupants: [{ name: `Khách ${room_id}` }, { name: `Bạn ${room_id}` }],
      start_readings: { electricity: 1_000, water: 50 },
      internet: false,
    }),
    201,
  ) as { id: string };
  stayIds.set(room_id, stay.id);
  return stay;
};

let sheetVersion = 0;
const readE = async (month: string, readings: [string, number][], version?: number) => {
  const body = ok(
    await post('/api/bills/electric-water-count', {
      building: B,
      month,
      type: 'E',
      ...(version !== undefined ? { version } : {}),
      readings: readings.map(([room_id, value]) => ({ room_id, value })),
    }),
  );
  sheetVersion = body.version;
};

const lines = async () =>
  (
    ok(await get('/api/journal', { from: `${M}-01`, to: `${M}-31`, building: B, limit: '2000' })).items as {
      voucher_type: string;
      account: string;
      debit: number;
      credit: number;
      object?: string;
      reverses?: string;
    }[]
  ).filter((l) => l.voucher_type === 'bill');

describe('the monthly billing run (POST /api/payments)', () => {
  it('previews the bills and the checks that block the run, then runs once, even twice at once', async () => {
    await checkIn('101', '2026-09-05', 3_000_000); // the whole month
    await checkIn('102', '2026-10-16', 3_100_000); // from the 16th: 16/31
    const left = await checkIn('103', '2026-09-05', 2_800_000); // leaves on the 20th: its check-out bills October
    ok(await post('/api/check-outs', { stay_id: left.id, leave_date: '2026-10-20', final_readings: { electricity: 1_040, water: 52 } }), 201);
    await readE('2026-09', [
      ['101', 1_000],
      ['102', 2_000],
      ['103', 1_000],
      ['104', 500],
    ]);
    await readE(M, [
      ['101', 1_050],
      ['103', 1_040],
      ['104', 520],
    ]);

    const preview = ok(await post('/api/payments', { building: B, month: M, preview: true }));
    expect(preview.preview).toBe(true);
    expect(preview.run).toBeNull();
    expect(preview.checks.map((c: { room_id: string; kind: string }) => `${c.room_id}:${c.kind}`).sort()).toEqual(['102:no_reading', '104:vacant_usage']);
    // The run refuses while something blocks it, with each room's problem.
    const refused = await post('/api/payments', { building: B, month: M });
    expect(refused.status).toBe(409);
    expect(refused.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['rooms.102', 'rooms.104']);
    expect(await lines()).toEqual([]);

    await readE(
      M,
      [
        ['101', 1_050],
        ['102', 2_030],
        ['103', 1_040],
        ['104', 500],
      ],
      sheetVersion,
    );
    const clean = ok(await post('/api/payments', { building: B, month: M, preview: true }));
    expect(clean.checks).toEqual([]);
    expect(clean.pending.map((b: { room_id: string; total: number }) => [b.room_id, b.total])).toEqual([
      ['101', 3_000_000 + 50 * 2_618 + 200_000],
      ['102', 1_600_000 + 30 * 2_618 + 103_000],
    ]);

    // Two runs at once: one posting set.
    const [a, b] = await Promise.all([post('/api/payments', { building: B, month: M }), post('/api/payments', { building: B, month: M })]);
    ok(a);
    ok(b);
    expect(a.body.bills.map((x: { bill_no: string }) => x.bill_no)).toEqual(['BT-GB2610-101', 'BT-GB2610-102']);
    expect(b.body.bills.map((x: { id: string }) => x.id)).toEqual(a.body.bills.map((x: { id: string }) => x.id));
    expect(a.body.run).toMatchObject({ building: B, month: M, room_count: 2 });
    const posted = await lines();
    expect(posted).toHaveLength(2 * 4); // per room: Dr 1311 (its stay) + Cr 5111 × (rent, electricity, water)
    const debit = posted.filter((l) => l.account === '1311');
    expect(debit.map((l) => [l.object, l.debit]).sort()).toEqual(
      [
        [stayObject('101'), 3_330_900],
        [stayObject('102'), 1_781_540],
      ].sort(),
    );
    expect(a.body.bills.map((x: { room_id: string; stay_id: string }) => [x.room_id, x.stay_id])).toEqual([
      ['101', stayIds.get('101')],
      ['102', stayIds.get('102')],
    ]);
    // each bill is an open item of its stay, owed whole (no credit to pay it)
    const owes = async (room_id: string) => ok(await get('/api/general/charge-rooms/months', { building: B, room_id }));
    expect(await owes('101')).toMatchObject({
      stay: { stay_id: stayIds.get('101') },
      months: [{ kind: 'bill', bill_no: 'BT-GB2610-101', total: 3_330_900, owed: 3_330_900 }],
      owed: 3_330_900,
    });
    expect(posted.filter((l) => l.account === '5111').reduce((s, l) => s + l.credit, 0)).toBe(3_330_900 + 1_781_540);
    expect(ok(await get('/api/journal/tb', { from: `${M}-01`, to: `${M}-31` })).balanced).toBe(true);

    // A second run writes nothing more and answers the same bills.
    const again = ok(await post('/api/payments', { building: B, month: M }));
    expect(again.bills).toEqual(a.body.bills);
    expect(await lines()).toHaveLength(8);
    expect(ok(await post('/api/payments', { building: B, month: M, preview: true })).pending).toEqual([]);
  });

  it('moves the edit lock: latest-payment-log follows and an earlier date gets 409 Kỳ đã khoá sổ with its field', async () => {
    expect(ok(await get('/api/payments/latest-payment-log', {})).month).toBe(M);
    const r = await post('/api/deposits', {
      building: B,
      room_id: '105',
      customer_name: 'Nguyễn Văn Cọc',
      phone: '0909000111',
      amount_agreed: 3_000_000,
      amount_paid: 3_000_000,
      wallet: 2,
      agent_user_id: agent,
      date: '2026-09-30',
      expected_move_in_date: '2026-10-05',
    });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ message: 'Kỳ đã khoá sổ', code: 'period_locked', field: 'date' });
    // An earlier month can no longer be run.
    const earlier = await post('/api/payments', { building: 'XA', month: '2026-09' });
    expect(earlier.status).toBe(409);
    expect(earlier.body.code).toBe('period_locked');
  });

  it('finds and searches the bills; update-payment reverses and posts anew', async () => {
    const found = ok(await get('/api/payments/find', { building: B, month: M, room_id: '101' }));
    expect(found).toMatchObject({ bill_no: 'BT-GB2610-101', total: 3_330_900, status: 'open', version: 1 });
    expect((await get('/api/payments/find', { building: B, month: M, room_id: '105' })).status).toBe(404);
    const search = await searchAll({ building: B, month: M });
    expect(search.items).toHaveLength(2);
    expect(search.items.reduce((s, b) => s + b.total, 0)).toBe(3_330_900 + 1_781_540);
    expect(new Set(search.runs.flat())).toEqual(new Set([M]));
    expect((await searchAll({ building: B, from: '2026-01', to: M })).items).toHaveLength(2);

    const edited = ok(
      await post('/api/payments/update-payment', {
        building: B,
        month: M,
        room_id: '101',
        version: 1,
        reason: 'Giảm tiền phòng do sửa chữa',
        lines: [
          { kind: 'rent', label: 'Tiền phòng', amount: 2_500_000 },
          { kind: 'electricity', label: 'Tiền điện 50 kWh', quantity: 50, unit_price: 2_618, amount: 130_900 },
          { kind: 'other', label: 'Phí vệ sinh', amount: 50_000 },
        ],
      }),
    );
    expect(edited).toMatchObject({ total: 2_680_900, version: 2, update_reason: 'Giảm tiền phòng do sửa chữa' });
    const posted = await lines();
    expect(posted.filter((l) => l.reverses)).toHaveLength(4); // the old entry (Dr 1311, Cr 5111 × 3), reversed line by line
    const room101 = posted.filter((l) => l.object === stayObject('101'));
    expect(room101.reduce((s, l) => s + l.debit - l.credit, 0)).toBe(2_680_900);
    // the stay's open item follows the bill
    expect(ok(await get('/api/general/charge-rooms/months', { building: B, room_id: '101' }))).toMatchObject({
      months: [{ bill_no: 'BT-GB2610-101', total: 2_680_900, owed: 2_680_900 }],
      owed: 2_680_900,
    });
    expect(ok(await get('/api/journal/tb', { from: `${M}-01`, to: `${M}-31` })).balanced).toBe(true);
    // The version it was read with is gone: 409.
    const stale = await post('/api/payments/update-payment', {
      building: B,
      month: M,
      room_id: '101',
      version: 1,
      reason: 'x',
      lines: [{ kind: 'rent', label: 'Tiền phòng', amount: 1 }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.field).toBe('version');

    const finals = ok(await get('/api/payments/checkout-payment/search', { building: B, month: M }));
    expect(finals.map((c: { room_id: string }) => c.room_id)).toEqual(['103']);
    expect(finals[0].bill.rent).toBeGreaterThan(0);
  });

  it('searches the bills a page at a time: months in order, every bill once, the runs of the months each page read, a cursor only of its own range', async () => {
    // Bills of MA as the run stores them (copies of GB's, keyed anew): three in July, none in August
    // (its run made none), three in September; room ids in key order, not number order.
    const base = ok(await get('/api/payments/find', { building: B, month: M, room_id: '101' }));
    const made = [
      ['2026-07', '1'],
      ['2026-07', '10'],
      ['2026-07', '2'],
      ['2026-09', '101'],
      ['2026-09', '102'],
      ['2026-09', '201'],
    ];
    const bill = (month: string, room_id: string) => ({
      ...base,
      building: 'MA',
      month,
      room_id,
      id: `MA-${month}-${room_id}`,
      bill_no: `BT-MA${month.slice(2, 4)}${month.slice(5)}-${room_id}`,
    });
    const run = (month: string, room_count: number) => ({
      building: 'MA',
      month,
      room_count,
      total: 0,
      created_at: `${month}-28T00:00:00.000Z`,
      created_by: 'ketoan',
    });
    await transact([
      ...made.map(([month, room]) => createItem(billItem(bill(month!, room!)), 'duplicate')),
      ...[run('2026-07', 3), run('2026-08', 0), run('2026-09', 3)].map((r) =>
        createItem({ ...keys.billRun('MA', r.month), entity: 'bill_run', ...r }, 'duplicate'),
      ),
    ]);
    const range = { building: 'MA', from: '2026-07', to: '2026-09' };
    const whole = await searchAll({ ...range, limit: '500' });
    expect(whole.items.map((b) => `${b.month}/${b.room_id}`)).toEqual(made.map(([m, r]) => `${m}/${r}`));
    expect(whole.runs).toEqual([['2026-07', '2026-08', '2026-09']]);
    // Pages of 2: the same bills once each, in the same order; each page names the runs of the months it read.
    const paged = await searchAll({ ...range, limit: '2' });
    expect(paged.items.map((b) => `${b.month}/${b.room_id}`)).toEqual(made.map(([m, r]) => `${m}/${r}`));
    expect(paged.runs).toEqual([['2026-07'], ['2026-07', '2026-08', '2026-09'], ['2026-09'], ['2026-09']]);
    // One room's bills: the months' partitions narrowed to its key.
    expect((await searchAll({ ...range, room_id: '101', limit: '1' })).items.map((b) => b.room_id)).toEqual(['101']);

    const first = ok(await get('/api/payments/search', { ...range, limit: '2' }));
    expect(first.items).toHaveLength(2);
    expect(first.cursor).toEqual(expect.any(String));
    const refused = async (query: Record<string, string>) => {
      const r = await get('/api/payments/search', query);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.errors[0].path).toBe('cursor');
    };
    // A cursor of another building, of a month outside the range, made up, or off the one room's key: 400 on `cursor`.
    await refused({ building: B, from: '2026-07', to: '2026-09', cursor: first.cursor });
    await refused({ building: 'MA', from: '2026-08', to: '2026-09', cursor: first.cursor });
    await refused({ ...range, cursor: 'abc' });
    await refused({ ...range, room_id: '101', cursor: Buffer.from(JSON.stringify({ PK: 'BILL#MA#2026-09', SK: '102' })).toString('base64url') });
    await refused({ ...range, cursor: Buffer.from(JSON.stringify({ PK: 'BILL#MA#2026-09' })).toString('base64url') });
    const tooMany = await get('/api/payments/search', { ...range, limit: '501' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.field).toBe('limit');
  });

  it('reads the water table a room at a time with the people staying in each page’s rooms', async () => {
    // No water reading is stored for October: each room's persons are who stays now (101 and 102: two each; 103 left).
    const rows: { room_id: string; persons: number }[] = [];
    let cursor: string | undefined;
    do {
      const page = ok(await get('/api/bills/get-two-newest-bills', { building: B, month: M, type: 'W', limit: '1', ...(cursor ? { cursor } : {}) }));
      expect(page.items.length).toBeLessThanOrEqual(1);
      rows.push(...page.items);
      cursor = page.cursor;
    } while (cursor);
    const persons = Object.fromEntries(rows.map((r) => [r.room_id, r.persons]));
    expect(persons).toMatchObject({ '101': 2, '102': 2, '103': 0, '104': 0 });
    expect(rows.filter((r) => !['101', '102'].includes(r.room_id)).every((r) => r.persons === 0)).toBe(true);
  });

  it('refuses guards (403) and bad input (400 with the field)', async () => {
    expect((await post('/api/payments', { building: B, month: M, preview: true }, '[SECURITY]')).status).toBe(403);
    const bad = await post('/api/payments', { building: B, month: '2026-13' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('month');
    const far = await post('/api/payments', { building: B, month: '2099-01' });
    expect(far.status).toBe(400);
    const noReason = await post('/api/payments/update-payment', { building: B, month: M, room_id: '101', version: 2, lines: [] });
    expect(noReason.status).toBe(400);
    expect(['lines', 'reason']).toContain(noReason.body.field);
    expect((await get('/api/payments/search', { building: B, from: '2025-01', to: M })).body.field).toBe('to');
  });

  // Last: it moves the lock on to November.
  it('completes a run that died after its run record: the rooms left are billed, the record kept', async () => {
    const crashed = { building: 'XA' as const, month: '2026-11', room_count: 1, total: 0, created_at: '2026-11-22T00:00:00.000Z', created_by: 'crashed' };
    ok(
      await post('/api/check-ins', {
        building: 'XA',
        room_id: '201',
        contract_no: 'HD-TX201',
        start_date: '2026-10-01',
        rent: 2_000_000,
        deposit_held: 0,
        occupants: [{ name: 'Khách X' }],
        start_readings: { electricity: 10, water: 1 },
        internet: false,
      }),
      201,
    );
    for (const [month, value] of [
      ['2026-10', 10],
      ['2026-11', 30],
    ] as const)
      ok(await post('/api/bills/electric-water-count', { building: 'XA', month, type: 'E', readings: [{ room_id: '201', value }] }));
    // The run record, payment log and lock were written; then the process died before any room's bill.
    await transact(runItems(crashed));
    const done = ok(await post('/api/payments', { building: 'XA', month: '2026-11' }));
    expect(done.run).toMatchObject({ created_by: 'crashed' });
    expect(done.bills.map((b: { room_id: string; total: number }) => [b.room_id, b.total])).toEqual([['201', 2_000_000 + 20 * 2_618 + 100_000]]);
    expect(ok(await get('/api/payments/latest-payment-log', {})).month).toBe('2026-11');
  });
});
