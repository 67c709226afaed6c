import { describe, expect, it } from 'vitest';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import './helpers';
import { db } from '../../functions/platform/db/client';
import { keys } from '../../functions/platform/db/keys';
import { useOwnTable } from './own-table';
import { handler as admin } from '../../functions/admin/handler';
import { eventFor, lambdaContext } from '../support/lambda-events';
import { CLEAR_DATABASE_PHRASE } from '../../shared/api/admin';

// Clearing runs against a table of its own, so the other test files' data is untouched.
const table = useOwnTable('clear-test');
const asAdmin = (body: unknown) => eventFor('POST /api/admin/clear-database', { body, groups: '[admin]' });
const countOf = async (pk: string) =>
  (await db().send(new QueryCommand({ TableName: table, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk }, Select: 'COUNT' })))
    .Count;

describe('POST /api/admin/clear-database', () => {
  it('refuses a wrong confirmation phrase and deletes nothing', async () => {
    const r = await admin(asAdmin({ confirm: 'xoa' }), lambdaContext());
    expect(r.statusCode).toBe(400);
    expect(await countOf(keys.buildingRooms('BN'))).toBe(40);
  });

  it('refuses where the deployment does not allow it', async () => {
    process.env.ALLOW_CLEAR_DATABASE = 'false';
    try {
      const r = await admin(asAdmin({ confirm: CLEAR_DATABASE_PHRASE }), lambdaContext());
      expect(r.statusCode).toBe(403);
      expect(await countOf(keys.buildingRooms('BN'))).toBe(40);
    } finally {
      process.env.ALLOW_CLEAR_DATABASE = 'true';
    }
  });

  it('deletes every business record (no Scan), then logs that it did', async () => {
    const r = await admin(asAdmin({ confirm: CLEAR_DATABASE_PHRASE }), lambdaContext());
    expect(r.statusCode).toBe(200);
    // 240 rooms, the seed's 6 log lines and the 6 buildings' kept room statuses (room_figures).
    expect(JSON.parse(r.body!).deleted).toBe(240 + 6 + 6);
    for (const b of ['BN', 'GB', 'TT', 'XA', 'MA', 'MT']) expect(await countOf(keys.buildingRooms(b))).toBe(0);
    for (const b of ['BN', 'GB', 'TT', 'XA', 'MA', 'MT'])
      expect((await db().send(new GetCommand({ TableName: table, Key: keys.roomFigures(b) }))).Item).toBeUndefined();
    const month = new Date().toISOString().slice(0, 7);
    const logs = await db().send(
      new QueryCommand({ TableName: table, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.logMonth(month) } }),
    );
    expect(logs.Items?.map((i) => i.summary)).toEqual(['Xoá toàn bộ dữ liệu (252 bản ghi)']);
    // The seed marker is not business data: a restart does not re-seed a database an admin cleared.
    expect((await db().send(new GetCommand({ TableName: table, Key: keys.meta('SEED#demo-v1') }))).Item).toBeTruthy();
  });
});
