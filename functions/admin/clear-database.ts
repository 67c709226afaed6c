import { queryPages } from '../platform/db/query';
import * as api from '../../shared/api/admin';
import { auditItem } from '../platform/audit';
import { deleteMany } from '../platform/db/items';
import { ENTITIES } from '../platform/db/entities';
import { entityKeyPages } from '../platform/db/entity-index';
import { resetCounts } from '../platform/db/kept-counts';
import { keys } from '../platform/db/keys';
import { env } from '../platform/env';
import { BadRequest, Forbidden } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { commit } from '../kernel/commit';
import { markKeptSidesReady } from '../kernel/ledger/kept-sides';
import { markOwingIndexReady } from '../kernel/ledger/owing-now';
import { markOpenLinesReady } from '../bank';
import { markPendingRefundsReady } from '../stays';
import { markCollectedReceiptsMoved } from '../receipts';
import { markCardsToCollectReady } from '../customers';

const idempotencyKeyPages = (partition: string) =>
  queryPages({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': partition }, ProjectionExpression: 'PK, SK' });

/**
 * Deletes every business record (not users, not the table). Only where the deployment allows it, and
 * only with the typed phrase; the kept counts go back to zero and the clearing itself is then logged
 * as the first line of the new history (log: 1).
 */
export const clearDatabase = operation(api.clearDatabase, async ({ body }, { caller }) => {
  if (!env.allowClearDatabase()) throw new Forbidden('Môi trường này không cho phép xoá dữ liệu');
  if (body.confirm !== api.CLEAR_DATABASE_PHRASE)
    throw new BadRequest('Câu xác nhận không đúng', [{ path: 'confirm', message: `Hãy gõ đúng: ${api.CLEAR_DATABASE_PHRASE}` }]);
  let deleted = 0;
  for (const entity of Object.keys(ENTITIES)) {
    for await (const page of entityKeyPages(entity)) {
      await deleteMany(page);
      deleted += page.length;
    }
  }
  for (const partition of keys.idempotencyPartitions) for await (const page of idempotencyKeyPages(partition)) await deleteMany(page);
  // Nothing is left, so every kept count is zero (and complete: no backfill is needed). A write
  // landing while the table is cleared is counted or not, as it is deleted or not: clear when idle.
  await resetCounts();
  // No 1311 line is left either: its kept sides are whole (nothing to backfill).
  await markKeptSidesReady('clear-database');
  // Nor any stay account: the owing index (the dashboard's oldest debts) is whole.
  await markOwingIndexReady('clear-database');
  // Nor any bank line: the unmatched lines' index is whole.
  await markOpenLinesReady('clear-database');
  // Nor any refund waiting or card out: the dashboard's two sets of things to act on are whole.
  await markPendingRefundsReady('clear-database');
  await markCardsToCollectReady('clear-database');
  // Nor any collected receipt left among the rent receipts.
  await markCollectedReceiptsMoved('clear-database');
  return commit([auditItem(caller, { action: 'delete', entity: 'database', entityId: env.tableName(), summary: `Xoá toàn bộ dữ liệu (${deleted} bản ghi)` })], {
    message: `Đã xoá ${deleted} bản ghi`,
    deleted,
  });
});
