import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import './helpers';
import { invoke, ok } from './in-process';
import { checkPages, everyItem } from './paging';
import { useOwnTable } from './own-table';
import { ensureStay } from './receipt-fixtures';
import { db } from '../../functions/platform/db/client';
import { env } from '../../functions/platform/env';
import { keys } from '../../functions/platform/db/keys';
import { installRecorder } from '../../functions/platform/db/recorder';
import { forgetCollectedReceiptsMoved, RECEIPTS_COLLECTED_READY } from '../../functions/receipts';
import { backfillCollectedReceipts } from '../../functions/jobs/receipts-collected';

/**
 * Collected receipts (TH…) are listed from a partition of their own per building and month (issue 23
 * §13), never filtered out of the month's rent receipts; those stored among the rent receipts by an
 * older version are found the old way until the backfill moves them, and by number all along.
 */

const B = 'XA';
const CASH = 9;
const PATH = '/api/receipt-collected/search';
const RANGE = { building: B, from: '2026-10-01', to: '2026-11-30' };
useOwnTable('receipts-collected-test');
afterEach(() => {
  delete (globalThis as Record<string, unknown>).__nhaTroDynamoRecorder;
});

const collected = async (room_id: string, date: string, amount: number) =>
  ok(await invoke('POST', '/api/receipt-collected', { body: { building: B, room_id, date, wallet: CASH, amount, collector: 'Bảo vệ Tâm' } }), 201) as {
    id: string;
    receipt_no: string;
  };
const rent = async (room_id: string, date: string, amount: number) =>
  ok(await invoke('POST', '/api/receipt-rooms', { body: { building: B, room_id, date, wallet: CASH, amount } }), 201) as { id: string; receipt_no: string };
const gsi1 = async (id: string) => String((await db().send(new GetCommand({ TableName: env.tableName(), Key: keys.receipt(id) }))).Item?.GSI1PK);
const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

type Made = { id: string; receipt_no: string };
let seeded: Promise<{ rents: Made[]; kept: Made[] }> | undefined;
const seed = () =>
  (seeded ??= (async () => {
    await Promise.all(['201', '202', '203'].map((room) => ensureStay(B, room)));
    const rents: Made[] = [];
    for (const [room, day] of [
      ['201', '05'],
      ['202', '06'],
      ['203', '07'],
      ['201', '08'],
    ] as const)
      rents.push(await rent(room, `2026-10-${day}`, 100_000));
    const kept = [await collected('202', '2026-10-09', 300_000), await collected('203', '2026-11-02', 400_000)];
    return { rents, kept };
  })());

describe('collected receipts in a partition of their own', () => {
  it('are written to RCPTCOL#<building>#<month>, listed alone, a page at a time, and in the summary with the rest', async () => {
    const { rents, kept } = await seed();
    expect(await gsi1(kept[0]!.id)).toBe(`RCPTCOL#${B}#2026-10`);
    expect(await gsi1(kept[1]!.id)).toBe(`RCPTCOL#${B}#2026-11`);
    expect(await gsi1(rents[0]!.id)).toBe(`RCPT#${B}#2026-10`);
    const pages = await checkPages(PATH, RANGE, 1);
    expect(ids(pages.whole)).toEqual(ids(kept));
    expect(ids(await everyItem('/api/receipt-rooms/search', RANGE))).toEqual(ids(rents));
    const summary = await everyItem('/api/general/receipt-room-and-other', RANGE);
    expect(summary.map((r: { receipt_no: string }) => r.receipt_no).sort()).toEqual([...rents, ...kept].map((r) => r.receipt_no).sort());
  });

  it('once moved, the list reads only the collected partitions: never a rent receipt', async () => {
    const { kept } = await seed();
    await backfillCollectedReceipts();
    const recorder = installRecorder();
    const page = ok(await invoke('GET', PATH, { query: { ...RANGE, limit: '50' } }));
    expect(ids(page.items)).toEqual(ids(kept));
    const queries = recorder.calls.filter((c) => c.command === 'QueryCommand');
    const pks = queries.map((c) => (c.input.ExpressionAttributeValues as Record<string, { S?: string }>)[':pk']?.S);
    expect(pks).toEqual([`RCPTCOL#${B}#2026-10`, `RCPTCOL#${B}#2026-11`]);
    expect(queries.every((c) => !c.input.FilterExpression)).toBe(true);
    expect(recorder.calls.reduce((n, c) => n + c.items, 0)).toBeLessThanOrEqual(kept.length + 1);
  });

  it('one stored among the rent receipts by an older version: listed and found by number, then moved by the backfill, once', async () => {
    const { kept } = await seed();
    const old = kept[0]!;
    // As an older version stored it: in its month's rent receipts, and no marker yet.
    await db().send(
      new UpdateCommand({
        TableName: env.tableName(),
        Key: keys.receipt(old.id),
        UpdateExpression: 'SET GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': `RCPT#${B}#2026-10` },
      }),
    );
    await db().send(new DeleteCommand({ TableName: env.tableName(), Key: RECEIPTS_COLLECTED_READY }));
    forgetCollectedReceiptsMoved();
    const list = async () => ids(await everyItem(PATH, RANGE));
    const byNumber = async () => ok(await invoke('GET', '/api/search', { query: { q: old.receipt_no } })).vouchers.map((v: { number: string }) => v.number);
    expect(await list()).toEqual(ids(kept));
    expect(await byNumber()).toEqual([old.receipt_no]);
    expect(await backfillCollectedReceipts()).toEqual({ already: false, moved: 1 });
    expect(await gsi1(old.id)).toBe(`RCPTCOL#${B}#2026-10`);
    expect(await list()).toEqual(ids(kept));
    expect(await byNumber()).toEqual([old.receipt_no]);
    expect(ids(await everyItem('/api/receipt-rooms/search', RANGE)).includes(old.id)).toBe(false);
    expect(await backfillCollectedReceipts()).toEqual({ already: true, moved: 0 });
  });
});
