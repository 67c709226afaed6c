import type { Receipt } from '../../../shared/api/receipts';
import { entityKeyPages } from '../../platform/db/entity-index';
import { getMany } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { migrationMarker } from '../../platform/db/migration-marker';
import { updateItem, type TxItem } from '../../platform/db/transact';
import { receiptsMonthOf, toReceipt } from './receipt';

/*
 * Collected receipts (TH…) are listed from a GSI1 partition of their own per building and month
 * (`RCPTCOL#<b>#<month>`, model/receipt.ts `receiptsMonthOf`), so their list reads them alone instead of
 * filtering them out of the month's rent receipts (issue 23 §13: at ten times the rooms, ten times the
 * rent receipts to skip). Those stored before sit in the rent receipts' partition (`RCPT#…`, `kind =
 * collected`) until the one-off backfill (functions/jobs/receipts-collected.ts) moves each, then writes
 * `META` / `MIGRATION#receipts-collected-v1`; until that marker is there, the collected list and the
 * search by number also read the old partitions, filtered on the kind, as before.
 */

const marker = migrationMarker('receipts-collected-v1');
export const RECEIPTS_COLLECTED_READY = marker.key;
export const collectedReceiptsMoved = marker.ready;
export const markCollectedReceiptsMoved = marker.mark;
/** Tests that put a receipt back where older versions kept it. */
export const forgetCollectedReceiptsMoved = marker.forget;

/** Every collected receipt still in the rent receipts' partition, a page at a time: keys through `byEntityType` (never a Scan), then a BatchGet. */
export async function* collectedReceiptsToMove(): AsyncGenerator<(Receipt & { GSI1PK: string })[]> {
  for await (const page of entityKeyPages('receipt')) {
    const items = page.length ? await getMany(page.map((k) => ({ PK: String(k.PK), SK: String(k.SK) }))) : [];
    yield items
      .filter((i) => i.kind === 'collected' && typeof i.GSI1PK === 'string' && i.GSI1PK.startsWith('RCPT#'))
      .map((i) => ({ ...toReceipt(i), GSI1PK: String(i.GSI1PK) }));
  }
}

/**
 * Moves one collected receipt to its own partition, on it being where it was read: a receipt edited
 * meanwhile was written whole by its edit (already in its partition), so that move is a conflict, skipped.
 */
export const moveCollectedReceipt = (r: Receipt & { GSI1PK: string }): TxItem =>
  updateItem(keys.receipt(r.id), {
    expression: 'SET GSI1PK = :to',
    condition: 'GSI1PK = :from',
    values: { ':to': receiptsMonthOf(r), ':from': r.GSI1PK },
    conflict: `Phiếu thu ${r.receipt_no} vừa được sửa`,
  });
