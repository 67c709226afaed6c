import { describe, expect, it } from 'vitest';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import './helpers';
import { db } from '../../functions/platform/db/client';
import { keys } from '../../functions/platform/db/keys';
import { useOwnTable } from './own-table';
import { handler as admin } from '../../functions/admin/handler';
import { eventFor, lambdaContext } from '../support/lambda-events';
import { CLEAR_DATABASE_PHRASE } from '../../shared/api/admin';

// Clearing runs against a table of its own (the demo seed: 240 rooms), so the other files' data is untouched.
const table = useOwnTable('clear-calls-test');
const asAdmin = (body: unknown) => eventFor('POST /api/admin/clear-database', { body, groups: '[admin]' });
const countOf = async (pk: string) =>
  (await db().send(new QueryCommand({ TableName: table, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk }, Select: 'COUNT' })))
    .Count;

describe('POST /api/admin/clear-database on a table larger than one call', () => {
  it('clears a table larger than one call over several calls: each answers before its time runs out, the last one counts, resets and logs', async () => {
    // Time enough for one page a call only: every call deletes one page of records and answers.
    const short = { ...lambdaContext(), getRemainingTimeInMillis: () => 1000 };
    const partial: { deleted: number; done: boolean; message: string }[] = [];
    let last: { deleted: number; done: boolean; message: string } | undefined;
    for (let calls = 0; !last?.done; calls++) {
      expect(calls).toBeLessThan(20);
      const r = await admin(asAdmin({ confirm: CLEAR_DATABASE_PHRASE }), short);
      expect(r.statusCode).toBe(200);
      last = JSON.parse(r.body!) as typeof last & object;
      if (!last.done) partial.push(last);
    }
    // More than one call, each moving on, and the rooms gone before the end.
    expect(partial.length).toBeGreaterThan(1);
    for (const p of partial) expect(p.message).toMatch(/^Đã xoá [\d.]+ bản ghi, (vẫn còn dữ liệu: đang xoá tiếp…|đang hoàn tất…)$/);
    expect(partial.filter((p) => p.deleted === 0)).toEqual([]);
    // The last answer and the log line count what every call deleted: the 240 rooms, 6 log lines, 6 kept room statuses.
    expect(last).toEqual({ message: 'Đã xoá 252 bản ghi', deleted: 252, done: true });
    expect(partial.reduce((s, p) => s + p.deleted, 0)).toBe(252);
    for (const b of ['BN', 'GB', 'TT', 'XA', 'MA', 'MT']) expect(await countOf(keys.buildingRooms(b))).toBe(0);
    const month = new Date().toISOString().slice(0, 7);
    const logs = await db().send(
      new QueryCommand({ TableName: table, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.logMonth(month) } }),
    );
    expect(logs.Items?.map((i) => i.summary)).toEqual(['Xoá toàn bộ dữ liệu (252 bản ghi)']);
    // The running total is gone with the clearing, so the next clearing counts from zero.
    expect((await db().send(new GetCommand({ TableName: table, Key: keys.meta('CLEAR-DATABASE#deleted') }))).Item).toBeUndefined();
    const again = await admin(asAdmin({ confirm: CLEAR_DATABASE_PHRASE }), lambdaContext());
    expect(JSON.parse(again.body!)).toMatchObject({ deleted: 1, done: true });
  });
});
