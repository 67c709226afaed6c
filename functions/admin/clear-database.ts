import { queryPages } from '../platform/db/query';
import * as api from '../../shared/api/admin';
import { auditItem } from '../platform/audit';
import { deleteMany } from '../platform/db/items';
import { addToTotal } from '../platform/db/counter';
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

/** Keys asked of the entity index at a time: a page deleted in well under a second, so the time check between pages holds. */
const KEYS_PER_PAGE = 1000;
/** Time kept for the end (counts, markers, the audit line) and the answer: below it, the call answers and the next goes on. */
const RESERVE_MS = 3000;
/** The records deleted by the calls of one clearing so far (not a business record: clearing leaves it until its end). */
const PROGRESS = keys.meta('CLEAR-DATABASE#deleted');

/**
 * Deletes every business record (not users, not the table). Only where the deployment allows it, and
 * only with the typed phrase. A table larger than one Lambda's time is cleared over several calls:
 * each deletes pages of keys while time is left and answers `done: false` with what it deleted (the
 * screen calls again; a call deletes only what is still there, so a retry is safe). The call that
 * finds nothing left puts the kept counts back to zero, marks the kept indexes whole and logs the
 * clearing, with the records every call deleted, as the first line of the new history (log: 1).
 */
export const clearDatabase = operation(api.clearDatabase, async ({ body }, { caller, lambda }) => {
  if (!env.allowClearDatabase()) throw new Forbidden('Môi trường này không cho phép xoá dữ liệu');
  if (body.confirm !== api.CLEAR_DATABASE_PHRASE)
    throw new BadRequest('Câu xác nhận không đúng', [{ path: 'confirm', message: `Hãy gõ đúng: ${api.CLEAR_DATABASE_PHRASE}` }]);
  let deleted = 0;
  let pages = 0;
  // The first page goes whatever the time, so every call moves the clearing on.
  const timeLeft = () => pages === 0 || lambda.getRemainingTimeInMillis() >= RESERVE_MS;
  const clearPages = async (pagesOf: AsyncGenerator<Record<string, unknown>[]>) => {
    for await (const page of pagesOf) {
      if (!page.length) continue;
      if (!timeLeft()) return false;
      await deleteMany(page);
      deleted += page.length;
      pages++;
    }
    return true;
  };
  const sources = [
    ...Object.keys(ENTITIES).map((entity) => () => entityKeyPages(entity, KEYS_PER_PAGE)),
    ...keys.idempotencyPartitions.map((partition) => () => idempotencyKeyPages(partition)),
  ];
  let done = true;
  for (const pagesOf of sources) {
    done = await clearPages(pagesOf());
    if (!done) break;
  }
  if (!done || !timeLeft()) {
    await addToTotal(PROGRESS, deleted);
    const next = done ? 'đang hoàn tất…' : 'vẫn còn dữ liệu: đang xoá tiếp…';
    return { message: `Đã xoá ${deleted.toLocaleString('vi-VN')} bản ghi, ${next}`, deleted, done: false };
  }
  const total = await addToTotal(PROGRESS, deleted);
  await deleteMany([PROGRESS]);
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
  return commit(
    [
      auditItem(caller, {
        action: 'delete',
        entity: 'database',
        entityId: env.tableName(),
        summary: `Xoá toàn bộ dữ liệu (${total.toLocaleString('vi-VN')} bản ghi)`,
      }),
    ],
    {
      message: `Đã xoá ${total.toLocaleString('vi-VN')} bản ghi`,
      deleted: total,
      done: true,
    },
  );
});
