import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { queryPages } from '../lib/db/query';
import * as api from '../../shared/api/admin';
import { auditItem } from '../lib/audit';
import { db } from '../lib/db/client';
import { ENTITIES } from '../lib/db/entities';
import { keys } from '../lib/db/keys';
import { transact } from '../lib/db/transact';
import { env } from '../lib/env';
import { BadRequest, Forbidden } from '../lib/errors';
import { operation } from '../lib/http/handler';
import { entityKeyPages } from './entity-keys';

async function deleteKeys(batch: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < batch.length; i += 25) {
    let requests = batch.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    // DynamoDB may hand back part of a batch under load; retry that part with a short back-off.
    for (let attempt = 0; requests.length; attempt++) {
      const out = await db().send(new BatchWriteCommand({ RequestItems: { [env.tableName()]: requests } }));
      requests = (out.UnprocessedItems?.[env.tableName()] ?? []) as typeof requests;
      if (requests.length) await new Promise((r) => setTimeout(r, 50 * 2 ** Math.min(attempt, 5)));
    }
  }
}

const idempotencyKeyPages = () =>
  queryPages({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.idempotencyPartition }, ProjectionExpression: 'PK, SK' });

/**
 * Deletes every business record (not users, not the table). Only where the deployment allows it, and
 * only with the typed phrase; the clearing itself is then logged as the first line of the new history.
 */
export const clearDatabase = operation(api.clearDatabase, async ({ body }, { caller }) => {
  if (!env.allowClearDatabase()) throw new Forbidden('Môi trường này không cho phép xoá dữ liệu');
  if (body.confirm !== api.CLEAR_DATABASE_PHRASE)
    throw new BadRequest('Câu xác nhận không đúng', [{ path: 'confirm', message: `Hãy gõ đúng: ${api.CLEAR_DATABASE_PHRASE}` }]);
  let deleted = 0;
  for (const entity of Object.keys(ENTITIES)) {
    for await (const page of entityKeyPages(entity)) {
      await deleteKeys(page);
      deleted += page.length;
    }
  }
  for await (const page of idempotencyKeyPages()) await deleteKeys(page);
  await transact([
    auditItem(caller, { action: 'delete', entity: 'database', entityId: env.tableName(), summary: `Xoá toàn bộ dữ liệu (${deleted} bản ghi)` }),
  ]);
  return { message: `Đã xoá ${deleted} bản ghi`, deleted };
});
