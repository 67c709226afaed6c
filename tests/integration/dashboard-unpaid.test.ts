import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { invoke, ok } from './in-process';
import { everyItem } from './paging';
import { B, M2, M3, TODAY, checkIn, checkOut, owedNow, pay, post, s, writeDebtHistory } from './debt-history';
import { addDays } from '../../shared/dates';
import { compareNumbered } from '../../shared/text/collate';
import { OLDEST_DEBTS } from '../../shared/api/rooms/dashboard';
import { installRecorder, type RecordedCall } from '../../functions/platform/db/recorder';
import { keys } from '../../functions/platform/db/keys';
import { getItem } from '../../functions/platform/db/items';
import { queryAll } from '../../functions/platform/db/query';
import { deleteItem, transact, updateItem } from '../../functions/platform/db/transact';
import { backfillKeptSides } from '../../functions/jobs/kept-sides';
import { backfillOwingIndex } from '../../functions/jobs/owing-index';
import { OWING_INDEX_READY, forgetOwingIndexReady } from '../../functions/kernel/ledger/owing-now';

/**
 * The dashboard's unpaid rent read from kept sources (kernel/ledger/owing-now.ts): its total and its
 * number of stays from 1311's kept sides at the last day a voucher may be dated, its oldest debts from
 * the owing index (GSI2 `AROWE#<building>`). Each equals the unpaid rent report of this month (GET
 * /api/debt/search, every page) and the old way (`unpaidNow`, read while the index is not ready);
 * what the unpaid part reads does not grow with the building. In a table of its own (billing runs
 * move the edit lock), on the debt reports' history (debt-history.ts), and then room 105, many
 * tenants through one room:
 *  - A moves in on M2-01, a debit note back-dated to M2-03, leaves on M2-20 owing her final bill; a
 *    receipt back-dated to M2-25 pays part of it;
 *  - B moves in on M2-25, a note of M3-02, leaves on M3-10 owing, and a note dated 31 days ahead;
 *  - C moves in on M3-12 and pays 5,000,000 ahead with a receipt dated 10 days ahead, then a note 20
 *    days ahead is paid from it: an open account that owes nothing.
 * Then more rooms owing the same on the same day (the tie between them is the room's number).
 */
useOwnTable('dashboard-unpaid-test');

const rec = installRecorder();
afterAll(() => {
  delete (globalThis as Record<string, unknown>).__nhaTroDynamoRecorder;
});

type Unpaid = {
  total: number;
  stays: number;
  oldest: { room_id: string; stay_id: string | null; unpaid: number; oldest_month: string | null; status: string | null }[];
};
type Row = { room_id: string; stay_id: string | null; unpaid: number; oldest_month: string | null; status: string | null; months: { date: string }[] };

const note = (room_id: string, date: string, amount: number, stay_id?: string) =>
  post('/api/adjustment', {
    building: B,
    room_id,
    type: 'payment_adjustment',
    direction: 'debit',
    date,
    amount,
    reason: 'Phí thử',
    ...(stay_id ? { stay_id } : {}),
  });

/** Which read a DynamoDB request is: its index and its partition's prefix (ROLLUP# kept whole to the account). */
function sourceOf(c: RecordedCall): string {
  const i = c.input as {
    ExpressionAttributeValues?: Record<string, { S?: string }>;
    IndexName?: string;
    RequestItems?: Record<string, { Keys: Record<string, { S?: string }>[] }>;
    Key?: Record<string, { S?: string }>;
  };
  const prefix = (v: { S?: string } | undefined) => {
    const pk = v?.S ?? '';
    return pk.startsWith('ROLLUP#') ? pk : pk.replace(/#.*$/, '#');
  };
  if (c.command.startsWith('BatchGet')) return `BatchGet ${prefix(Object.values(i.RequestItems ?? {})[0]?.Keys?.[0]?.PK)}`;
  if (c.command.startsWith('Get')) return `Get ${prefix(i.Key?.PK)}`;
  return `Query ${i.IndexName ? `${i.IndexName} ` : ''}${prefix(Object.values(i.ExpressionAttributeValues ?? {})[0])}`;
}

async function dashboard(): Promise<{ unpaid: Unpaid; reads: Record<string, { requests: number; items: number }> }> {
  rec.calls.length = 0;
  const d = ok(await invoke('GET', '/api/dashboard', { query: { building: B } }));
  const reads: Record<string, { requests: number; items: number }> = {};
  for (const c of rec.calls) {
    const r = (reads[sourceOf(c)] ??= { requests: 0, items: 0 });
    r.requests++;
    r.items += c.items;
  }
  return { unpaid: d.buildings[0].unpaid, reads };
}

/** The figures as the unpaid rent report of this month gives them: every page, sorted as the dashboard lists the oldest. */
async function fromReport(): Promise<Unpaid> {
  const rows = (await everyItem('/api/debt/search', { building: B, month: M3 })) as Row[];
  const since = (r: Row) => r.months[0]?.date ?? '9999-12-31';
  const oldest = [...rows]
    .sort((a, b) => since(a).localeCompare(since(b)) || b.unpaid - a.unpaid || compareNumbered(a.room_id, b.room_id))
    .slice(0, OLDEST_DEBTS);
  return {
    total: rows.reduce((t, r) => t + r.unpaid, 0),
    stays: rows.length,
    oldest: oldest.map((r) => ({ room_id: r.room_id, stay_id: r.stay_id, unpaid: r.unpaid, oldest_month: r.oldest_month, status: r.status })),
  };
}

const shape = (u: Unpaid): Unpaid => ({
  total: u.total,
  stays: u.stays,
  oldest: u.oldest.map((o) => ({ room_id: o.room_id, stay_id: o.stay_id, unpaid: o.unpaid, oldest_month: o.oldest_month, status: o.status })),
});

/** The dashboard the old way: the owing index's marker taken away (read again once the backfill puts it back). */
async function withoutIndex<T>(read: () => Promise<T>): Promise<T> {
  await transact([deleteItem(OWING_INDEX_READY, { expression: 'entity = :m', values: { ':m': 'meta' }, conflict: 'x', entity: 'meta' })]);
  forgetOwingIndexReady();
  try {
    return await read();
  } finally {
    const r = await backfillOwingIndex();
    expect(r.legacy).toEqual([]);
    expect(await getItem(OWING_INDEX_READY, { consistent: true })).toBeDefined();
  }
}

/** Kept path and old way agree with each other and with the report; the kept path reads no open account and no room object. */
async function checkAgainstReport() {
  const kept = await dashboard();
  expect(kept.reads['Query byBuildingMonth AROPEN#'], JSON.stringify(kept.reads)).toBeUndefined();
  expect(kept.reads['Query ROLLUP#OBJ#1311']).toBeUndefined();
  expect(kept.reads['Query byRoom AROWE#']?.items ?? 0).toBeLessThanOrEqual(OLDEST_DEBTS);
  const report = await fromReport();
  expect(shape(kept.unpaid)).toEqual(report);
  const old = await withoutIndex(dashboard);
  expect(old.reads['Query byBuildingMonth AROPEN#']).toBeDefined();
  expect(old.reads['Query byRoom AROWE#']).toBeUndefined();
  expect(shape(old.unpaid)).toEqual(shape(kept.unpaid));
  return { kept, report };
}

const room105 = { a: '', b: '', c: '' };

beforeAll(async () => {
  await writeDebtHistory();
  // Room 105, three tenants one after the other.
  room105.a = await checkIn('105', 'Vũ Thị An', `${M2}-01`, 0, 1_000);
  await note('105', `${M2}-03`, 1_200_000, room105.a);
  await checkOut(room105.a, `${M2}-20`, 1_050);
  await pay('105', `${M2}-25`, 300_000, room105.a);
  room105.b = await checkIn('105', 'Bùi Văn Bình', `${M2}-25`, 0, 1_050);
  await note('105', `${M3}-02`, 800_000, room105.b);
  await checkOut(room105.b, `${M3}-10`, 1_080);
  await note('105', addDays(TODAY, 31), 250_000, room105.b);
  room105.c = await checkIn('105', 'Cao Thị Chi', `${M3}-12`, 0, 1_080);
  await pay('105', addDays(TODAY, 10), 5_000_000, room105.c);
  await note('105', addDays(TODAY, 20), 700_000, room105.c);
  expect((await owedNow('105', room105.c)).balance).toBeLessThan(0);
  // The vouchers above kept the sides; the history's raw writes before them are followed once.
  await backfillKeptSides();
}, 240_000);

describe('the dashboard’s unpaid rent from kept sources', () => {
  it('equals the unpaid rent report of this month (total, stays, oldest debts) and the old way, room 105 included', async () => {
    const { kept } = await checkAgainstReport();
    const stays = kept.unpaid.oldest.map((o) => o.stay_id);
    expect(stays).toEqual(expect.arrayContaining([room105.a, room105.b, s.old]));
    expect(stays).not.toContain(room105.c);
    expect(kept.unpaid.oldest.find((o) => o.stay_id === room105.a)).toMatchObject({ status: 'checked_out', oldest_month: M2 });
  });

  it('reads the same at more rooms owing; ties on date and amount go by room number', async () => {
    const before = await dashboard();
    // Eight rooms owing the same amount from the same day, entered out of order.
    const rooms = ['208', '203', '201', '206', '202', '207', '204', '205'];
    const stays: Record<string, string> = {};
    for (const r of rooms) {
      stays[r] = await checkIn(r, `Khách ${r}`, `${M2}-02`, 0, 1_000);
      await note(r, `${M2}-02`, 600_000, stays[r]);
    }
    const { kept } = await checkAgainstReport();
    // A (M2-03) comes after these (M2-02), whatever their rooms' order of entry.
    expect(kept.unpaid.oldest.filter((o) => rooms.includes(o.room_id)).map((o) => o.room_id)).toEqual(
      ['201', '202', '203', '204', '205', '206', '207', '208'].slice(0, kept.unpaid.oldest.filter((o) => rooms.includes(o.room_id)).length),
    );
    const unpaidReads = (r: typeof before.reads) =>
      Object.fromEntries(
        Object.entries(r)
          .filter(([k]) => /AROWE#|AROPEN#|ROLLUP#OBJ#1311|BatchGet ROLLUP#ACCT/.test(k))
          .map(([k, v]) => [k, v.requests]),
      );
    expect(unpaidReads(kept.reads)).toEqual(unpaidReads(before.reads));
    expect(kept.reads['Query byRoom AROWE#']!.items).toBe(OLDEST_DEBTS);
  }, 240_000);

  it('the backfill gives the owing accounts written before the index their keys; until then the dashboard reads the old way', async () => {
    const owing = await queryAll({
      IndexName: 'byRoom',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.stayAccountsOwing(B) },
    });
    expect(owing.length).toBeGreaterThan(OLDEST_DEBTS);
    const index = owing.map((i) => [i.SK, i.GSI2SK]);
    // As an account written before the index: its keys taken away, the marker too.
    await transact(
      owing.map((i) => updateItem({ PK: i.PK, SK: i.SK }, { expression: 'REMOVE GSI2PK, GSI2SK', condition: 'attribute_exists(PK)', conflict: 'x' })),
    );
    await transact([deleteItem(OWING_INDEX_READY, { expression: 'entity = :m', values: { ':m': 'meta' }, conflict: 'x', entity: 'meta' })]);
    forgetOwingIndexReady();
    const old = await dashboard();
    expect(old.reads['Query byBuildingMonth AROPEN#']).toBeDefined();
    expect(shape(old.unpaid)).toEqual(await fromReport());

    const r = await backfillOwingIndex();
    expect(r).toEqual({ already: false, accounts: owing.length, legacy: [] });
    const again = await queryAll({
      IndexName: 'byRoom',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.stayAccountsOwing(B) },
    });
    expect(again.map((i) => [i.SK, i.GSI2SK])).toEqual(index);
    const kept = await dashboard();
    expect(kept.reads['Query byBuildingMonth AROPEN#']).toBeUndefined();
    expect(shape(kept.unpaid)).toEqual(shape(old.unpaid));
    expect(await backfillOwingIndex()).toEqual({ already: true, accounts: 0, legacy: [] });
  });
});
