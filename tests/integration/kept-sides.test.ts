import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ulid } from 'ulid';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import './helpers';
import { useOwnTable } from './own-table';
import { postVoucher } from '../../functions/kernel/voucher';
import { buildEntry, reversalOf, type Entry } from '../../functions/kernel/ledger/entry';
import { entryItems } from '../../functions/kernel/ledger/posting';
import { accountRollups, dayRollups } from '../../functions/kernel/ledger/journal';
import { forgetKeptSidesReady, KEPT_SIDES_READY, keptSidesOf, keptSidesReady, receivableSidesAt } from '../../functions/kernel/ledger/kept-sides';
import { receivableSides, bothSides } from '../../functions/kernel/ledger/receivable-sides';
import { trialBalance } from '../../functions/kernel/ledger/trial-balance';
import {
  accountWrites,
  getAccount,
  newAccount,
  stayLine,
  stayObject,
  writeAccount,
  type Account,
  type StayInfo,
} from '../../functions/kernel/model/stay-account';
import { addCharge, addPayment, removeCharge, removePayment, type AccountState } from '../../functions/kernel/ledger/stay-account-rules';
import { backfillKeptSides } from '../../functions/jobs/kept-sides';
import { db } from '../../functions/platform/db/client';
import { keys } from '../../functions/platform/db/keys';
import { queryAll } from '../../functions/platform/db/query';
import { transact } from '../../functions/platform/db/transact';
import { env } from '../../functions/platform/env';
import { installRecorder } from '../../functions/platform/db/recorder';
import { addDays, lastDayOf } from '../../shared/dates';
import type { BuildingCode } from '../../shared/catalog/buildings';

/**
 * 1311's kept sides (kernel/ledger/kept-sides-rules.ts) against the exact computation
 * (receivable-sides.ts, the oracle): after random vouchers through postVoucher — charges and payments
 * back-dated across months, credit notes, removals posted as reversals on the original date, several
 * stays in one room, concurrent writers on one stay, rooms of old data — the sides read from the 1311
 * account and day rollups equal the oracle's for whole months and mid-month ends, per building and in
 * all; the trial balance balances. Then the backfill: kept fields removed, rebuilt, the same.
 */
useOwnTable('kept-sides');

const AT = '2025-06-01T00:00:00Z';
const BUILDINGS = ['TT', 'XA'] as const;
const ROOMS = ['901', '902'];
const DAYS = ['2025-01-05', '2025-01-31', '2025-02-01', '2025-02-14', '2025-02-28', '2025-03-03', '2025-03-17', '2025-04-30'];
const RANGES: [string, string][] = [
  ['2025-01-01', '2025-01-31'],
  ['2025-02-01', '2025-02-28'],
  ['2025-02-10', '2025-03-17'],
  ['2025-01-06', '2025-02-14'],
  ['2025-03-01', '2025-04-30'],
  ['2025-03-04', '2025-03-16'],
  ['2024-12-01', '2025-05-31'],
];

interface StayModel {
  info: StayInfo;
  charges: Map<string, Entry>;
  payments: Map<string, Entry>;
}

async function post(stay: StayModel, decide: (a: Account) => { next: AccountState; entry: Entry; id: string; kind: 'charge' | 'payment' }) {
  await postVoucher(async () => {
    const a = (await getAccount(stay.info.building, stay.info.room_id, stay.info.stay_id)) ?? newAccount(stay.info);
    const d = decide(a);
    return {
      caller: { sub: 'test', username: 'test' },
      at: AT,
      lockDates: {},
      records: accountWrites(a, d.next, AT),
      entries: [d.entry],
      audit: { action: 'create' as const, entity: 'test', entityId: d.id, summary: 'kept sides' },
      answer: d,
    };
  }).then((d) => {
    if (d.kind === 'charge') stay.charges.set(d.id, d.entry);
    else stay.payments.set(d.id, d.entry);
  });
}

const line1311 = (s: StayModel, side: 'debit' | 'credit', amount: number) => ({ ...stayLine(s.info), [side]: amount });

const charge = (s: StayModel, date: string, amount: number) => {
  const id = ulid();
  return post(s, (a) => ({
    id,
    kind: 'charge',
    next: addCharge(a.state, { id, kind: 'debit_note', no: `DC-${id.slice(-4)}`, date, month: date.slice(0, 7), total: amount }),
    entry: buildEntry(
      {
        date,
        building: s.info.building as BuildingCode,
        voucher_type: 'test',
        voucher_id: id,
        description: 'Phát sinh',
        lines: [line1311(s, 'debit', amount), { account_key: 'room_revenue', credit: amount }],
      },
      AT,
    ),
  }));
};

const pay = (s: StayModel, date: string, amount: number, credit: boolean) => {
  const id = ulid();
  return post(s, (a) => ({
    id,
    kind: 'payment',
    next: addPayment(a.state, { id, no: `PT-${id.slice(-4)}`, kind: credit ? 'credit_note' : 'receipt', date }, amount).state,
    entry: buildEntry(
      {
        date,
        building: s.info.building as BuildingCode,
        voucher_type: 'test',
        voucher_id: id,
        description: credit ? 'Giảm trừ' : 'Thu tiền',
        lines: [{ account_key: credit ? 'room_revenue_adjustment' : 'landlady_receivable', debit: amount }, line1311(s, 'credit', amount)],
      },
      AT,
    ),
  }));
};

/** A payment or a charge taken away: its reversal on the original's date (as the real removals post it). */
const remove = (s: StayModel, kind: 'charge' | 'payment', pick: number) => {
  const book = kind === 'charge' ? s.charges : s.payments;
  const ids = [...book.keys()];
  if (!ids.length) return Promise.resolve();
  const id = ids[pick % ids.length]!;
  const original = book.get(id)!;
  book.delete(id);
  return postVoucher(async () => {
    const a = (await getAccount(s.info.building, s.info.room_id, s.info.stay_id))!;
    const next = kind === 'charge' ? removeCharge(a.state, id) : removePayment(a.state, id);
    return {
      caller: { sub: 'test', username: 'test' },
      at: AT,
      lockDates: {},
      records: accountWrites(a, next, AT),
      entries: [reversalOf(original, original.lines[0]!.date, 'Xoá', AT)],
      audit: { action: 'delete' as const, entity: 'test', entityId: id, summary: 'kept sides' },
      answer: undefined,
    };
  });
};

/** A room of old data (its 1311 on the room, before the per-stay migration). */
const legacy = (building: BuildingCode, room: string, date: string, net: number) =>
  postVoucher(async () => ({
    caller: { sub: 'test', username: 'test' },
    at: AT,
    lockDates: {},
    records: [],
    entries: [
      buildEntry(
        {
          date,
          building,
          voucher_type: 'test',
          voucher_id: ulid(),
          description: 'Dữ liệu cũ',
          lines: [
            { account_key: 'customer_receivable', object: `room:${building}-${room}`, debit: Math.max(0, net), credit: Math.max(0, -net) },
            { account_key: 'room_revenue', debit: Math.max(0, -net), credit: Math.max(0, net) },
          ],
        },
        AT,
      ),
    ],
    audit: { action: 'create' as const, entity: 'test', entityId: 'legacy', summary: 'kept sides' },
    answer: undefined,
  }));

/** Kept (from the rollups, pure) = exact (the oracle), at both ends of a range, for one building or all. */
async function expectKeptEqualsExact(from: string, to: string, building?: string) {
  const [rollups, head, tail] = await Promise.all([accountRollups(), dayRollups(from.slice(0, 7)), dayRollups(to.slice(0, 7))]);
  const kept = keptSidesOf(rollups, head, tail, from, to, building);
  expect(kept.stale, 'no building read the exact way').toEqual([]);
  const exact = await receivableSides(from, to, building);
  expect({ opening: kept.opening, closing: kept.closing }, `${from}..${to} ${building ?? 'all'}`).toEqual(exact);
  const tb = await trialBalance(from, to, building);
  expect(tb.balanced).toBe(true);
  const row = tb.rows.find((r) => r.account === '1311');
  if (row) {
    const net = (d: number, c: number) => d - c;
    const s = bothSides(net(row.opening_debit, row.opening_credit), net(row.closing_debit, row.closing_credit), exact);
    expect(row).toMatchObject(s);
  }
  expect(await receivableSidesAt(building, to), `sides at ${to}`).toEqual(exact.closing);
}

const stays: StayModel[] = [];
const stayOf = (building: string, room: string, start: string): StayModel => {
  const id = ulid();
  const s: StayModel = {
    info: { stay_id: id, building, room_id: room, contract_no: `HD-${id.slice(-5)}`, customer_name: 'Khách thử', start_date: start, stay_status: 'active' },
    charges: new Map(),
    payments: new Map(),
  };
  stays.push(s);
  return s;
};

const op = fc.oneof(
  fc.record({ k: fc.constant('charge' as const), s: fc.nat(), d: fc.constantFrom(...DAYS), n: fc.integer({ min: 1, max: 9 }) }),
  fc.record({ k: fc.constant('pay' as const), s: fc.nat(), d: fc.constantFrom(...DAYS), n: fc.integer({ min: 1, max: 9 }), credit: fc.boolean() }),
  fc.record({ k: fc.constant('remove' as const), s: fc.nat(), what: fc.constantFrom('charge' as const, 'payment' as const), pick: fc.nat() }),
  fc.record({ k: fc.constant('both' as const), s: fc.nat(), d: fc.constantFrom(...DAYS), e: fc.constantFrom(...DAYS), n: fc.integer({ min: 1, max: 9 }) }),
  fc.record({ k: fc.constant('legacy' as const), s: fc.nat(), d: fc.constantFrom(...DAYS), n: fc.constantFrom(-4, -1, 2, 5) }),
);

beforeAll(async () => {
  // The demo data of this table was written before the test looked: the backfill makes its sides whole.
  expect(await backfillKeptSides()).toMatchObject({ already: false });
  expect(await keptSidesReady()).toBe(true);
});

describe('1311 kept on both sides', () => {
  it('the backfill of the demo data gives the exact sides', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const month = today.slice(0, 7);
    for (const [from, to] of [
      [`${month}-01`, lastDayOf(month)],
      [addDays(`${month}-01`, -40), today],
    ] as [string, string][]) {
      await expectKeptEqualsExact(from, to);
      await expectKeptEqualsExact(from, to, 'BN');
    }
  });

  it('random vouchers keep the sides equal to the exact computation', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 10, maxLength: 30 }), fc.constantFrom(...RANGES), async (ops, range) => {
        // Two stays per room (one after the other), two rooms, two buildings.
        const mine = BUILDINGS.flatMap((b) => ROOMS.flatMap((r) => [stayOf(b, r, '2024-12-01'), stayOf(b, r, '2025-02-01')]));
        for (const o of ops) {
          const s = mine[o.s % mine.length]!;
          if (o.k === 'charge') await charge(s, o.d, o.n * 100_000);
          else if (o.k === 'pay') await pay(s, o.d, o.n * 100_000, o.credit);
          else if (o.k === 'remove') await remove(s, o.what, o.pick);
          // Two writers on one stay at once: one wins, the other is planned again from fresh reads.
          else if (o.k === 'both') await Promise.all([charge(s, o.d, o.n * 100_000), pay(s, o.e, o.n * 70_000, false)]);
          else await legacy(s.info.building as BuildingCode, s.info.room_id, o.d, o.n * 50_000);
        }
        const [from, to] = range;
        await expectKeptEqualsExact(from, to);
        for (const b of BUILDINGS) await expectKeptEqualsExact(from, to, b);
      }),
      { numRuns: 10 },
    );
  }, 300_000);

  it('the trial balance reads the account and day rollups only: no stay, no journal line', async () => {
    const rec = installRecorder();
    try {
      for (const [from, to] of [
        ['2025-02-01', '2025-02-28'],
        ['2025-02-10', '2025-03-17'],
      ] as const) {
        rec.calls.length = 0;
        await trialBalance(from, to);
        await trialBalance(from, to, 'TT');
        const partitions = new Set(
          rec.calls.map((c) => {
            const values = (c.input as { ExpressionAttributeValues?: Record<string, { S?: string }>; Key?: Record<string, { S?: string }> })
              .ExpressionAttributeValues;
            const key = (c.input as { Key?: Record<string, { S?: string }> }).Key;
            return (values?.[':pk']?.S ?? key?.PK?.S ?? '?').replace(/#\d{4}-\d{2}$/, '#<month>');
          }),
        );
        expect([...partitions].sort(), `${from}..${to}`).toEqual(to.endsWith('-28') ? ['ROLLUP#ACCT'] : ['ROLLUP#ACCT', 'ROLLUP#DAY#<month>']);
      }
    } finally {
      delete (globalThis as Record<string, unknown>).__nhaTroDynamoRecorder;
    }
  });

  it('a raw write (no read of its objects) marks its building stale: the trial balance reads it the exact way', async () => {
    const s = stayOf('XA', '903', '2025-01-01');
    const e = buildEntry(
      {
        date: '2025-02-14',
        building: 'XA',
        voucher_type: 'test',
        voucher_id: ulid(),
        description: 'Ghi thẳng',
        lines: [line1311(s, 'debit', 300_000), { account_key: 'room_revenue', credit: 300_000 }],
      },
      AT,
    );
    // As every voucher does, the stay's account moves with its 1311 (the exact way finds the stay by it).
    const id = ulid();
    const next = addCharge(newAccount(s.info).state, { id, kind: 'debit_note', no: 'DC-RAW', date: '2025-02-14', month: '2025-02', total: 300_000 });
    await transact([writeAccount(newAccount(s.info), next), ...entryItems(e)]);
    const [rollups, head, tail] = await Promise.all([accountRollups(), dayRollups('2025-02'), dayRollups('2025-02')]);
    expect(keptSidesOf(rollups, head, tail, '2025-02-01', '2025-02-20').stale).toEqual(['XA']);
    const exact = await receivableSides('2025-02-01', '2025-02-20');
    const tb = await trialBalance('2025-02-01', '2025-02-20');
    const row = tb.rows.find((r) => r.account === '1311')!;
    expect(row).toMatchObject(bothSides(row.opening_debit - row.opening_credit, row.closing_debit - row.closing_credit, exact));
    expect(tb.balanced).toBe(true);
    expect(stayObject('XA', '903', s.info.stay_id)).toBe(e.lines[0]!.object);
  });

  it('the backfill rebuilds the sides of data written without them', async () => {
    // The old way: no side fields, no day nets on the objects, no marker.
    const strip = async (key: { PK: string; SK: string }, item: Record<string, unknown>) => {
      const gone = Object.keys(item).filter((k) => /^[pno]_(\d{4}_\d{2}|\d{2})$|^y_|^kv$|^kept_stale$/.test(k));
      if (!gone.length) return;
      await db().send(
        new UpdateCommand({
          TableName: env.tableName(),
          Key: key,
          UpdateExpression: `REMOVE ${gone.map((_, i) => `#g${i}`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(gone.map((g, i) => [`#g${i}`, g])),
        }),
      );
    };
    const months = ['2024-12', '2025-01', '2025-02', '2025-03', '2025-04', '2025-05'];
    const items = [
      ...(await accountRollups()).filter((i) => i.account === '1311'),
      ...(await Promise.all(months.map(dayRollups))).flat().filter((i) => i.account === '1311'),
      ...(await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.rollupObjects('1311') } })),
    ];
    for (const i of items) await strip({ PK: String(i.PK), SK: String(i.SK) }, i);
    await db().send(new DeleteCommand({ TableName: env.tableName(), Key: KEPT_SIDES_READY }));
    forgetKeptSidesReady();
    expect(await keptSidesReady()).toBe(false);
    // Until the backfill, the trial balance reads the exact way.
    const exact = await receivableSides('2025-02-10', '2025-03-17');
    const tb = await trialBalance('2025-02-10', '2025-03-17');
    const row = tb.rows.find((r) => r.account === '1311')!;
    expect(row).toMatchObject(bothSides(row.opening_debit - row.opening_credit, row.closing_debit - row.closing_credit, exact));

    expect(await backfillKeptSides()).toMatchObject({ already: false });
    for (const [from, to] of RANGES) {
      await expectKeptEqualsExact(from, to);
      for (const b of BUILDINGS) await expectKeptEqualsExact(from, to, b);
    }
    // And vouchers after it keep them.
    const s = stayOf('TT', '901', '2025-03-01');
    await charge(s, '2025-03-03', 500_000);
    await pay(s, '2025-02-14', 800_000, false);
    await expectKeptEqualsExact('2025-02-10', '2025-03-17', 'TT');
    expect(await backfillKeptSides()).toEqual({ already: true, objects: 0 });
  }, 300_000);
});
