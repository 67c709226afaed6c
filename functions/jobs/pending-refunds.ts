import { backfillPendingRefund, markPendingRefundsReady, pendingRefundsReady, pendingReturnDepositPages } from '../stays';
import { transact } from '../platform/db/transact';
import { Conflict } from '../platform/errors';

/**
 * One-off migration: the refunds waiting to be paid are kept as items of their own
 * (`REFUNDDUE#<building>`, stays/model/pending-refund.ts) since after the first refunds, so a table
 * holding refunds gets one per pending return deposit: the return deposits are found through
 * `byEntityType` (keys only, never a Scan) and read by key, then `META` /
 * `MIGRATION#pending-refunds-v1`, after which the dashboard reads the kept items. Each item is written
 * on its refund still pending at the version read (a refund paid, cancelled or moved meanwhile wrote its
 * item itself): that one is skipped. Idempotent (a run cut short is run again); the local stack runs it
 * at every start (then one read); AWS: README.
 */
export async function backfillPendingRefunds(): Promise<{ already: boolean; refunds: number }> {
  if (await pendingRefundsReady()) return { already: true, refunds: 0 };
  let refunds = 0;
  for await (const page of pendingReturnDepositPages())
    for (const r of page)
      try {
        await transact(backfillPendingRefund(r));
        refunds++;
      } catch (e) {
        if (!(e instanceof Conflict)) throw e;
      }
  await markPendingRefundsReady('backfill-pending-refunds');
  return { already: false, refunds };
}
