import type { ReceiptChange } from '../../../shared/api/receipt-changes';
import type { Occupant, Stay } from '../../../shared/api/stays';
import { compareIso } from '../../../shared/text/collate';
import { getItem } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { byBuildingMonths, publicFields, type Filter } from '../../platform/db/records';
import { NotFound } from '../../platform/errors';

/** The change-of-information slip record: stored shape, mapper, reads. */

/** What a slip keeps of the stay it changed, to put it back. */
interface StayBefore {
  occupants: Occupant[];
  vehicles: Stay['vehicles'];
  rent: number;
  rent_history: Stay['rent_history'];
  last_change_id: string | null;
}
export type StoredSlip = ReceiptChange & { before: StayBefore };

export const slipItem = (s: StoredSlip) => ({
  ...keys.receiptChange(s.id),
  entity: 'receipt_change',
  ...keys.recordIndexes('RCHG', s.building, s.room_id, s.date, s.id),
  ...s,
});
export const toSlip = (i: Record<string, unknown>): ReceiptChange => {
  const { before: _before, ...rest } = publicFields<StoredSlip>(i);
  return rest;
};

export async function getSlip(id: string): Promise<StoredSlip> {
  const item = await getItem(keys.receiptChange(id));
  if (!item) throw new NotFound(`Không tìm thấy phiếu thay đổi thông tin ${id}`, 'id');
  return publicFields<StoredSlip>(item);
}

/** A building's slips dated `from`..`to`, oldest first (one Query per month). */
export async function slipsBetween(building: string, from: string, to: string, filter?: Filter): Promise<ReceiptChange[]> {
  const items = await byBuildingMonths(keys.receiptChangeBuildingMonth, building, from, to, filter);
  return items.map(toSlip).sort((a, b) => compareIso(a.date, b.date) || compareIso(a.id, b.id));
}
