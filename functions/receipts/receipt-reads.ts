import type { NewestReceipt } from '../../shared/api/receipts/reports';
import { keys } from '../platform/db/keys';
import { queryAll } from '../platform/db/query';
import { allOf, byBuildingMonths, roomIs, type Filter } from '../platform/db/records';
import { monthsBetween } from '../platform/time';
import { toReceipt } from './model/receipt';
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

/** DynamoDB takes at most 100 operands in an IN: more rooms than that are not filtered (all are read). */
const MAX_IN = 100;
const roomIn = (roomIds: readonly string[] | undefined): Filter | undefined =>
  roomIds && roomIds.length <= MAX_IN
    ? { expression: `room_id IN (${roomIds.map((_, i) => `:room${i}`).join(', ')})`, values: Object.fromEntries(roomIds.map((r, i) => [`:room${i}`, r])) }
    : undefined;

/** What "last paid" shows of a receipt, and what picks the newest: read without the posted entry. */
const HEAD_FIELDS = ['id', 'receipt_no', 'kind', 'room_id', 'date', 'wallet', 'amount', 'created_at'] as const;
export type ReceiptHead = NewestReceipt & { room_id: string; created_at: string };

/**
 * The same receipts as liveReceiptsBetween, only the fields of their heads (ProjectionExpression):
 * a receipt item carries its whole journal entry, which a "last paid" list of a building's twelve
 * months does not need to move. One Query per month, in parallel; `roomIds` keeps those rooms' only.
 */
export async function receiptHeadsBetween(building: string, from: string, to: string, roomIds?: readonly string[]): Promise<ReceiptHead[]> {
  const filter = allOf(notRemoved, roomIn(roomIds))!;
  const names = { ...filter.names, ...Object.fromEntries(HEAD_FIELDS.map((f, i) => [`#h${i}`, f])) };
  const pages = await Promise.all(
    monthsBetween(from, to).map((month) =>
      queryAll({
        IndexName: 'byBuildingMonth',
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :lo AND :hi',
        FilterExpression: filter.expression,
        ProjectionExpression: HEAD_FIELDS.map((_, i) => `#h${i}`).join(', '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':pk': keys.receiptsOf(building, month), ':lo': from, ':hi': `${to}#\uffff`, ...filter.values },
      }),
    ),
  );
  return pages.flat().map((i) => ({ ...(i as unknown as ReceiptHead), kind: i.kind === 'collected' ? 'collected' : 'room' }));
}
