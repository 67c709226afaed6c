import { keys } from '../lib/db/keys';
import { allOf, byBuildingMonths, roomIs, type Filter } from '../lib/db/records';
import { toReceipt } from '../core/records/receipt';
import type { RentSideReceipt } from './receipt-report-rules';

const notRemoved: Filter = { expression: 'attribute_not_exists(#s) OR #s <> :removed', names: { '#s': 'status' }, values: { ':removed': 'removed' } };

/**
 * Every rent-side receipt of a building dated `from`..`to` — rent and collected alike, they share the
 * RCPT records and partition — removed ones left out (in DynamoDB): one Query per month.
 */
export async function liveReceiptsBetween(building: string, from: string, to: string, roomId?: string): Promise<RentSideReceipt[]> {
  const items = await byBuildingMonths(keys.receiptsOf, building, from, to, allOf(notRemoved, roomIs(roomId)));
  return items.map((i): RentSideReceipt => toReceipt(i));
}
