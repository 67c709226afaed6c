import { entityKeyPages } from '../../platform/db/entity-index';
import { getItem } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';
import { putItem, transact, updateItem, type TxItem } from '../../platform/db/transact';
import { env } from '../../platform/env';

/*
 * The lines waiting for a match (`unmatched`) carry GSI1 `BANKOPEN#<wallet>#<month>` / `<date>#<id>`
 * (keys.bankOpenLine) and no other line does: every write that makes a line unmatched sets it, every
 * one that matches or ignores it removes it, in the same write (bank-line.ts: `bankLineItem`,
 * `setLineState`). The reads of unmatched lines (possible internal transfers, the other wallets' lines
 * the suggestions pair with, the list filtered on `unmatched`) then cost O(unmatched lines of the
 * range) rather than O(statement). Lines stored before the index lack it until the backfill
 * (functions/jobs/backfill-open-bank-lines.ts) has run and left its marker; until then those reads
 * stay on the statement with the status filtered in DynamoDB.
 */

/** The backfill ran (or the table was created with the index in use): every unmatched line carries it. */
export const OPEN_LINES_READY = keys.meta('MIGRATION#bank-open-lines-v1');

export const BY_OPEN_LINE = 'byBuildingMonth';

/** Tables whose marker was seen: it is never taken away, so it is read once per process. */
const seenReady = new Set<string>();

export async function openLinesReady(): Promise<boolean> {
  const table = env.tableName();
  if (seenReady.has(table)) return true;
  const ready = !!(await getItem(OPEN_LINES_READY, { consistent: true }));
  if (ready) seenReady.add(table);
  return ready;
}

export async function markOpenLinesReady(by: string): Promise<void> {
  await transact([putItem({ ...OPEN_LINES_READY, entity: 'meta', by, at: new Date().toISOString() })]);
}

/** Forgets the marker (the backfill's tests take it away to read and write the old way). */
export const forgetOpenLinesReady = (): void => seenReady.clear();

/** The index attributes a line carries in `status` (none unless unmatched). */
export const openLineKeys = (l: { wallet: number; date: string; id: string; status: string }) =>
  l.status === 'unmatched' ? keys.bankOpenLine(l.wallet, l.date, l.id) : {};

// --- the backfill's reads and writes (functions/jobs/backfill-open-bank-lines.ts) ---

/** Every statement partition holding a line (`BANKTX#<wallet>#<month>`), found through `byEntityType`: keys only, never a Scan. */
export async function bankLinePartitions(): Promise<string[]> {
  const partitions = new Set<string>();
  for await (const page of entityKeyPages('bank_transaction')) for (const k of page) partitions.add(String(k.PK));
  return [...partitions];
}

interface UnindexedLine {
  PK: string;
  SK: string;
  wallet: number;
  date: string;
  id: string;
  version: number;
}

/** A statement partition's unmatched lines without the index keys (stored before them). */
export async function unindexedOpenLines(partition: string): Promise<UnindexedLine[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    FilterExpression: '#s = :u AND attribute_not_exists(GSI1PK)',
    ProjectionExpression: 'PK, SK, wallet, #d, id, version',
    ExpressionAttributeNames: { '#s': 'status', '#d': 'date' },
    ExpressionAttributeValues: { ':pk': partition, ':u': 'unmatched' },
  });
  return items.map((i) => ({
    PK: String(i.PK),
    SK: String(i.SK),
    wallet: Number(i.wallet),
    date: String(i.date),
    id: String(i.id),
    version: Number(i.version),
  }));
}

/**
 * The index keys added to a line as read: on its status and version then, so a line matched, ignored
 * or let go meanwhile (whose change wrote its index keys itself) is not touched.
 */
export const indexOpenLine = (l: UnindexedLine): TxItem => {
  const k = keys.bankOpenLine(l.wallet, l.date, l.id);
  return updateItem(
    { PK: l.PK, SK: l.SK },
    {
      expression: 'SET GSI1PK = :gpk, GSI1SK = :gsk',
      condition: '#s = :u AND version = :v',
      names: { '#s': 'status' },
      values: { ':gpk': k.GSI1PK, ':gsk': k.GSI1SK, ':u': 'unmatched', ':v': l.version },
    },
  );
};
