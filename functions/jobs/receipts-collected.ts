import { collectedReceiptsMoved, collectedReceiptsToMove, markCollectedReceiptsMoved, moveCollectedReceipt } from '../receipts';
import { transact } from '../platform/db/transact';
import { Conflict } from '../platform/errors';

/**
 * One-off migration: collected receipts (TH…) are listed from a partition of their own per building and
 * month since issue 23 §13 (receipts/model/collected-partition.ts); those stored before sit among the
 * rent receipts of their month. The receipts are found through `byEntityType` (keys only, never a Scan)
 * and read by key; each collected one still in a rent receipts' partition is moved, on it being there
 * (one edited meanwhile was written whole by its edit, in its partition: skipped), then `META` /
 * `MIGRATION#receipts-collected-v1`, after which the collected list reads its own partitions only.
 * Idempotent (a run cut short is run again); the local stack runs it at every start (then one read); AWS:
 * README.
 */
export async function backfillCollectedReceipts(): Promise<{ already: boolean; moved: number }> {
  if (await collectedReceiptsMoved()) return { already: true, moved: 0 };
  let moved = 0;
  for await (const page of collectedReceiptsToMove())
    for (const r of page)
      try {
        await transact([moveCollectedReceipt(r)]);
        moved++;
      } catch (e) {
        if (!(e instanceof Conflict)) throw e;
      }
  await markCollectedReceiptsMoved('backfill-receipts-collected');
  return { already: false, moved };
}
