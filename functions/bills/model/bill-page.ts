import type { Bill, BillRun } from '../../../shared/api/bills';
import { keys } from '../../platform/db/keys';
import { decodeCursor } from '../../platform/db/cursor';
import { pageOfParts, type Page, type PagePart } from '../../platform/db/page';
import type { Stored } from '../../kernel/stored';
import { runsBetween, toBill } from './bill';

/**
 * A page of a building's bills over a range of months (GET /api/payments/search): the months'
 * partitions (`BILL#<b>#<month>`, SK the room) one after another, each in key order, read with a
 * DynamoDB Limit from where the cursor stopped, so a request reads at most a page of bills whatever the
 * size of the building. One room's bills: the same partitions, each narrowed to its one key.
 */
function billParts(building: string, months: readonly string[], roomId?: string): PagePart[] {
  return months.map((m) => {
    const pk = keys.billsOf(building, m);
    return {
      pk,
      input: {
        KeyConditionExpression: roomId ? 'PK = :pk AND SK = :room' : 'PK = :pk',
        ExpressionAttributeValues: { ':pk': pk, ...(roomId ? { ':room': roomId } : {}) },
        // Strongly consistent, as the month's bills always were read: a bill just run or edited is in the page.
        ConsistentRead: true,
      },
      // A start key off the one room's key is outside the Query's key condition: a 400, not a ValidationException.
      ...(roomId ? { within: (k: Record<string, string>) => k.SK === roomId } : {}),
    };
  });
}

/** The month a bill partition key names (`BILL#<b>#<YYYY-MM>`). */
const monthOfPartition = (pk: string) => pk.slice(-7);

export async function billsPage(
  building: string,
  months: readonly string[],
  q: { limit: number; cursor?: string; room_id?: string },
): Promise<Page<Stored<Bill>> & { runs: BillRun[] }> {
  // The runs are joined for the months this page read, not the whole range's: from the cursor's month
  // (or the first) to where the page stopped (or the last). Read alongside the page, from its first
  // month to the range's end (one Query, at most 12 items whatever the rooms), then cut where it stopped.
  // The cursor is checked here first (a partition of the range, else a 400) so the runs' range is one.
  const parts = billParts(building, months, q.room_id);
  const first = q.cursor ? monthOfPartition(decodeCursor(q.cursor, ['PK', 'SK'], (k) => parts.some((p) => p.pk === k.PK)).PK!) : months[0]!;
  const [page, runs] = await Promise.all([pageOfParts(parts, q), runsBetween(building, first, months.at(-1)!)]);
  const last = page.cursor ? monthOfPartition(String(page.items.at(-1)!.PK)) : months.at(-1)!;
  return { items: page.items.map(toBill), ...(page.cursor ? { cursor: page.cursor } : {}), runs: runs.filter((r) => r.month <= last) };
}
