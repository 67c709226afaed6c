import type { Disbursement } from '../../../shared/api/expenses';
import { getMany } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { createItem, type TxItem } from '../../platform/db/transact';

/*
 * The disbursement reference entity (`entity: 'disbursement_ref'`): the mark that an outside
 * transaction (a Chợ Tốt spend) has been paid by one slip.
 */

/**
 * The outside transaction (a Chợ Tốt spend) a new slip pays, marked in the slip's own transaction: a
 * second slip for it — the same proposal imported twice, by anyone, in any building — is a 409
 * `duplicate` naming the first slip's reference.
 */
export function referenceMarker(reference: string, slip: Disbursement, field: string): TxItem {
  return {
    ...createItem(
      { ...keys.disbursementRef(reference), entity: 'disbursement_ref', reference, disbursement_id: slip.id, slip_no: slip.slip_no, building: slip.building },
      `Giao dịch ${reference} đã có phiếu chi`,
    ),
    field,
    code: 'duplicate',
  };
}

/** The slips already entered for these references (one BatchGet): reference → slip number. */
export async function slipsOfReferences(references: readonly string[]): Promise<Map<string, string>> {
  const found = references.length ? await getMany([...new Set(references)].map((r) => keys.disbursementRef(r))) : [];
  return new Map(found.map((i) => [String(i.reference), String(i.slip_no)]));
}
