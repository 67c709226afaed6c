import { bankLinePartitions, indexOpenLine, markOpenLinesReady, openLinesReady, unindexedOpenLines } from '../bank';
import { writeSkippingChanged } from './write-skipping-changed';
import { MAX_TX_ITEMS } from '../platform/db/transact';

/**
 * One-off migration: the unmatched bank lines' index (GSI1 `BANKOPEN#<wallet>#<month>`, bank/model/
 * open-lines.ts) came after the first lines, so a table holding lines gets it on each unmatched line
 * that lacks it: the statement partitions are found through `byEntityType` (keys only, never a Scan),
 * each read once for its unmatched lines without the index, then `META` / `MIGRATION#bank-open-lines-v1`,
 * after which the reads of unmatched lines use the index. Each update is conditioned on the status and
 * version read: a line matched, ignored or let go meanwhile has had its index keys written by that
 * change, so it is left alone. Idempotent (a run cut short is run again); the local stack runs it at
 * every start (then one read); AWS: README.
 */
export async function backfillOpenBankLines(): Promise<{ already: boolean; lines: number }> {
  if (await openLinesReady()) return { already: true, lines: 0 };
  let lines = 0;
  for (const partition of await bankLinePartitions()) {
    const updates = (await unindexedOpenLines(partition)).map(indexOpenLine);
    for (let i = 0; i < updates.length; i += MAX_TX_ITEMS) lines += await writeSkippingChanged(updates.slice(i, i + MAX_TX_ITEMS));
  }
  await markOpenLinesReady('backfill-open-bank-lines');
  return { already: false, lines };
}
