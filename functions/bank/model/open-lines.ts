import { entityKeyPages } from '../../platform/db/entity-index';
import { keys } from '../../platform/db/keys';
import { migrationMarker } from '../../platform/db/migration-marker';
import { queryAll } from '../../platform/db/query';
import { updateItem, type TxItem } from '../../platform/db/transact';

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
const marker = migrationMarker('bank-open-lines-v1');
export const OPEN_LINES_READY = marker.key;
export const openLinesReady = marker.ready;
export const markOpenLinesReady = marker.mark;
/** Forgets the marker (the backfill's tests take it away to read and write the old way). */
export const forgetOpenLinesReady = marker.forget;

export const BY_OPEN_LINE = 'byBuildingMonth';

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
