import type { Receipt } from '../../../shared/api/receipts';
import type { ReceiptOther } from '../../../shared/api/receipts/others';
import { keys } from '../../platform/db/keys';
import { indexKey, pageOfParts, type Page, type PagePart } from '../../platform/db/page';
import type { Filter } from '../../platform/db/records';
import { monthsBetween } from '../../platform/time';
import { toReceipt } from './receipt';
import { receiptOtherOut, toReceiptOther } from './receipt-other';

/**
 * The receipts of a building's date range a page at a time (issue 23 §13: a read costs the same at ten
 * times the rooms). Rent and collected receipts (`RCPT#<building>#<month>`) and other receipts
 * (`RCPTO#<building>#<month>`) are kept one partition per building and month in byBuildingMonth
 * (`<date>#<id>`): a page reads those partitions one after the other, oldest month first, from the key
 * the cursor names, and never more than the page needs. One room's receipts are read from its own
 * timeline (byRoom, `RCPT#<date>#<id>`) instead: the building's months are not read for one room.
 * The pages come in key order (date, then id); whatever order a screen shows is its own sort.
 */

type PageQuery = { limit: number; cursor?: string };

const BY_BUILDING_MONTH = indexKey('GSI1PK', 'GSI1SK');
const BY_ROOM = indexKey('GSI2PK', 'GSI2SK');

/**
 * A filtered Query that keeps most of what it reads (rent receipts, live receipts) reads `limit` items a
 * request (DynamoDB's Limit counts the items it examines, before the filter): without it one request
 * hands out a whole month of the building (up to 1 MB), of which the page keeps `limit` rows. A filter
 * that keeps few (collected receipts, a handful among a month's rent receipts) is read in DynamoDB's own
 * pages instead (`limit` undefined): in steps of `limit` it would take a dozen requests for one month.
 */
const filtered = (filter: Filter | undefined, limit: number | undefined) =>
  filter ? { FilterExpression: filter.expression, ExpressionAttributeNames: filter.names, ...(limit ? { Limit: limit } : {}) } : {};

/**
 * One part per month of `from`..`to` of a building's records of one type (`pkOf`), each its month's
 * Query between the range's first and last day. A cursor's sort key must lie in that range: a start key
 * outside the key condition is a ValidationException of DynamoDB, so it is refused as a 400 first.
 */
function monthParts(
  pkOf: (building: string, month: string) => string,
  building: string,
  from: string,
  to: string,
  limit: number | undefined,
  filter?: Filter,
): PagePart[] {
  const hi = `${to}#\uffff`;
  return monthsBetween(from, to).map((month) => ({
    pk: pkOf(building, month),
    input: {
      IndexName: 'byBuildingMonth',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :lo AND :hi',
      ExpressionAttributeValues: { ':pk': pkOf(building, month), ':lo': from, ':hi': hi, ...filter?.values },
      ...filtered(filter, limit),
    },
    within: (k) => k.GSI1SK! >= from && k.GSI1SK! <= hi,
  }));
}

/** A room's receipts dated `from`..`to` on its timeline (`RCPT#<date>#<id>`; other receipts are `RCPTO#…`, outside the range). */
function roomPart(building: string, roomId: string, from: string, to: string, limit: number | undefined, filter?: Filter): PagePart {
  const pk = keys.roomRecords(building, roomId);
  const lo = keys.roomRecord('RCPT', from, '');
  const hi = keys.roomRecord('RCPT', to, '\uffff');
  return {
    pk,
    input: {
      IndexName: 'byRoom',
      KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK BETWEEN :lo AND :hi',
      ExpressionAttributeValues: { ':pk': pk, ':lo': lo, ':hi': hi, ...filter?.values },
      ...filtered(filter, limit),
    },
    within: (k) => k.GSI2SK! >= lo && k.GSI2SK! <= hi,
  };
}

/** Room receipts carry `kind: 'room'` or (older ones) none; collected ones `kind: 'collected'` (model/receipt.ts). */
const kindIs = (kind: Receipt['kind']): Filter =>
  kind === 'collected'
    ? { expression: '#k = :k', names: { '#k': 'kind' }, values: { ':k': kind } }
    : { expression: 'attribute_not_exists(#k) OR #k = :k', names: { '#k': 'kind' }, values: { ':k': kind } };

const notRemoved: Filter = { expression: 'attribute_not_exists(#s) OR #s <> :removed', names: { '#s': 'status' }, values: { ':removed': 'removed' } };

/**
 * A page of a building's receipts of one kind dated `from`..`to`, removed ones included: month after
 * month of the building, or (with `roomId`) the room's own timeline. Both kinds share the partitions:
 * the kind is a filter.
 */
export async function receiptsPage(
  building: string,
  from: string,
  to: string,
  page: PageQuery,
  roomId?: string,
  kind: Receipt['kind'] = 'room',
): Promise<Page<Receipt>> {
  // Rent receipts are nearly all of a month's RCPT records; collected ones a few of them.
  const step = kind === 'collected' ? undefined : page.limit;
  const read = roomId
    ? await pageOfParts([roomPart(building, roomId, from, to, step, kindIs(kind))], page, BY_ROOM)
    : await pageOfParts(monthParts(keys.receiptsOf, building, from, to, step, kindIs(kind)), page, BY_BUILDING_MONTH);
  return { items: read.items.map(toReceipt), ...(read.cursor ? { cursor: read.cursor } : {}) };
}

/** A receipt of the summary: a rent-side receipt (rent or collected) or an other receipt. */
export type SummaryReceipt = { receipt: Receipt; other?: never } | { other: ReceiptOther; receipt?: never };

/**
 * A page of every live receipt of a building dated `from`..`to` (the summary): first the rent-side
 * receipts month after month (rent and collected alike, the RCPT records), then the other receipts
 * month after month (RCPTO), removed ones left out in DynamoDB. Parts in this fixed order, so a cursor
 * names one place in one list; the summary's order by date and its totals are the whole list's.
 */
export async function summaryReceiptsPage(building: string, from: string, to: string, page: PageQuery): Promise<Page<SummaryReceipt>> {
  const read = await pageOfParts(
    [
      ...monthParts(keys.receiptsOf, building, from, to, page.limit, notRemoved),
      ...monthParts(keys.receiptOthersOf, building, from, to, page.limit, notRemoved),
    ],
    page,
    BY_BUILDING_MONTH,
  );
  return {
    items: read.items.map((i): SummaryReceipt => (i.entity === 'receipt_other' ? { other: receiptOtherOut(toReceiptOther(i)) } : { receipt: toReceipt(i) })),
    ...(read.cursor ? { cursor: read.cursor } : {}),
  };
}
