import { keys } from '../../platform/db/keys';
import { getItem } from '../../platform/db/items';
import { queryAll } from '../../platform/db/query';
import { createItem, updateItem, type TxItem } from '../../platform/db/transact';
import type { KnownRoom } from '../rules/context';

/**
 * The import record (`GOLIVE#<sha256 of the workbook>` / `IMPORT`): one per workbook, so the same file
 * is the same import whatever the day it is sent again. It keeps the cut-over date, how many batches
 * the plan has, and the rooms of the table as they were when the import began: a resumed import is
 * checked against those, not against the rooms its own first batches filled. Each batch written adds
 * a `BATCH#<key>` item to the same partition in the batch's own transaction, so the partition is the
 * list of batches done and a batch is never written twice.
 */
export interface GoLiveImport {
  file_hash: string;
  cut_over_date: string;
  batches_total: number;
  /** The table's rooms of the file's buildings when the import began, by `<building>-<room>`. */
  rooms_before: Record<string, KnownRoom>;
  status: 'running' | 'done';
  started_at: string;
  started_by: string;
  finished_at?: string;
}

export const toGoLiveImport = (i: Record<string, unknown>): GoLiveImport => ({
  file_hash: String(i.file_hash),
  cut_over_date: String(i.cut_over_date),
  batches_total: Number(i.batches_total ?? 0),
  rooms_before: (i.rooms_before as Record<string, KnownRoom> | undefined) ?? {},
  status: i.status === 'done' ? 'done' : 'running',
  started_at: String(i.started_at ?? ''),
  started_by: String(i.started_by ?? ''),
  ...(i.finished_at ? { finished_at: String(i.finished_at) } : {}),
});

/** The workbook's import, if it was ever begun (strongly consistent: a resumed run must see every batch). */
export async function findImport(fileHash: string): Promise<GoLiveImport | undefined> {
  const item = await getItem(keys.goLiveImport(fileHash), { consistent: true });
  return item ? toGoLiveImport(item) : undefined;
}

/** The keys of the batches of the import already written: one Query of its partition (keys only). */
export async function batchesDone(fileHash: string): Promise<Set<string>> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :b)',
    ExpressionAttributeValues: { ':pk': keys.goLiveImport(fileHash).PK, ':b': 'BATCH#' },
    ProjectionExpression: 'SK',
    ConsistentRead: true,
  });
  return new Set(items.map((i) => String(i.SK).slice('BATCH#'.length)));
}

/** The import begun: created once (a second run meanwhile finds it and resumes). */
export const importStarted = (r: GoLiveImport): TxItem =>
  createItem({ ...keys.goLiveImport(r.file_hash), entity: 'go_live_import', ...r }, 'Tệp này đang được nhập');

/** One batch written: in the batch's own transaction, refused if it was written already (by a run racing this one). */
export const batchWritten = (fileHash: string, batch: string, at: string): TxItem => ({
  ...createItem({ ...keys.goLiveBatch(fileHash, batch), entity: 'go_live_batch', file_hash: fileHash, batch, at }, `Phần ${batch} đã được ghi`),
  code: 'duplicate',
});

/** Every batch written: the import is done, and the same file again writes nothing. */
export const importFinished = (fileHash: string, at: string): TxItem =>
  updateItem(keys.goLiveImport(fileHash), {
    expression: 'SET #s = :done, finished_at = :at',
    condition: 'attribute_exists(PK)',
    names: { '#s': 'status' },
    values: { ':done': 'done', ':at': at },
    conflict: 'Không thấy lần nhập này',
  });
