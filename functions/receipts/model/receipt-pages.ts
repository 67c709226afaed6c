import type { Receipt } from '../../../shared/api/receipts';
import type { ReceiptOther } from '../../../shared/api/receipts/others';
import type { NewestReceipt } from '../../../shared/api/receipts/reports';
import type { Bill } from '../../../shared/api/bills';
import { keys } from '../../platform/db/keys';
import { getMany } from '../../platform/db/items';
import { indexKey, pageOfParts, type Page, type PagePart } from '../../platform/db/page';
import { queryAll, queryPages, type QueryInput } from '../../platform/db/query';
import type { Filter } from '../../platform/db/records';
import type { Stored } from '../../kernel/stored';
import { roomItemsPage } from '../../kernel/model/room';
import { inBatches, toBill } from '../../bills';
import { monthsBetween } from '../../platform/time';
import { collectedReceiptsMoved } from './collected-partition';
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

/**
 * How many records one request examines, at most, of the rent receipts' partitions while collected
 * receipts stored before they had their own are still there (model/collected-partition.ts).
 */
const COLLECTED_EXAMINE = 200;

const BY_BUILDING_MONTH = indexKey('GSI1PK', 'GSI1SK');
const BY_ROOM = indexKey('GSI2PK', 'GSI2SK');

/**
 * A filtered Query that keeps most of what it reads (rent receipts, live receipts) reads `limit` items a
 * request (DynamoDB's Limit counts the items it examines, before the filter): without it one request
 * hands out a whole month of the building (up to 1 MB), of which the page keeps `limit` rows. A filter
 * that keeps few (the collected receipts not moved yet, among a month's rent receipts) sets no step here
 * (`limit` undefined): its request examines a fixed budget instead (COLLECTED_EXAMINE, `examinePage`).
 */
const filtered = (filter: Filter | undefined, limit: number | undefined) =>
  filter ? { FilterExpression: filter.expression, ExpressionAttributeNames: filter.names, ...(limit ? { Limit: limit } : {}) } : {};

/**
 * One part per month of `from`..`to` of a building's records of one type (`pkOf`), each its month's
 * Query between the range's first and last day. A cursor's sort key must lie in that range: a start key
 * outside the key condition is a ValidationException of DynamoDB, so it is refused as a 400 first.
 */
export function monthParts(
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

/**
 * A room's records of one type dated `from`..`to` on its timeline (`<type>#<date>#<id>`): receipts are
 * `RCPT#…` (other receipts are `RCPTO#…`, outside the range), adjustment notes `ADJ#…`.
 */
export function roomPart(building: string, roomId: string, from: string, to: string, limit: number | undefined, filter?: Filter, type = 'RCPT'): PagePart {
  const pk = keys.roomRecords(building, roomId);
  const lo = keys.roomRecord(type, from, '');
  const hi = keys.roomRecord(type, to, '\uffff');
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
 * month of the building, or (with `roomId`) the room's own timeline. Rent receipts are their months'
 * `RCPT#` partitions (filtered on the kind: collected ones not moved yet may still be there); collected
 * ones their own `RCPTCOL#` partitions, read without a filter, then — only until the backfill has moved
 * the older ones (model/collected-partition.ts) — the rent receipts' months filtered on the kind, each
 * request examining at most COLLECTED_EXAMINE of them (a short page carries the cursor on). On a room's
 * timeline both kinds are `RCPT#<date>#<id>`: the kind is a filter of the room's few receipts.
 */
export async function receiptsPage(
  building: string,
  from: string,
  to: string,
  page: PageQuery,
  roomId?: string,
  kind: Receipt['kind'] = 'room',
): Promise<Page<Receipt>> {
  const collected = kind === 'collected';
  const moved = collected && (await collectedReceiptsMoved());
  const examine = collected && !moved ? { examine: COLLECTED_EXAMINE } : {};
  const read = roomId
    ? await pageOfParts([roomPart(building, roomId, from, to, collected ? undefined : page.limit, kindIs(kind))], page, BY_ROOM, examine)
    : await pageOfParts(
        collected
          ? [
              ...monthParts(keys.receiptsCollectedOf, building, from, to, page.limit),
              ...(moved ? [] : monthParts(keys.receiptsOf, building, from, to, undefined, kindIs(kind))),
            ]
          : monthParts(keys.receiptsOf, building, from, to, page.limit, kindIs(kind)),
        page,
        BY_BUILDING_MONTH,
        examine,
      );
  return { items: read.items.map(toReceipt), ...(read.cursor ? { cursor: read.cursor } : {}) };
}

/** A receipt of the summary: a rent-side receipt (rent or collected) or an other receipt. */
export type SummaryReceipt = { receipt: Receipt; other?: never } | { other: ReceiptOther; receipt?: never };

/**
 * A page of every live receipt of a building dated `from`..`to` (the summary): first the rent-side
 * receipts month after month (the RCPT partitions: rent receipts, and collected ones not moved yet),
 * then the collected receipts month after month (RCPTCOL), then the other receipts month after month
 * (RCPTO), removed ones left out in DynamoDB: each receipt is in exactly one of them. Parts in this fixed order, so a cursor
 * names one place in one list; the summary's order by date and its totals are the whole list's.
 */
export async function summaryReceiptsPage(building: string, from: string, to: string, page: PageQuery): Promise<Page<SummaryReceipt>> {
  const read = await pageOfParts(
    [
      ...monthParts(keys.receiptsOf, building, from, to, page.limit, notRemoved),
      ...monthParts(keys.receiptsCollectedOf, building, from, to, page.limit, notRemoved),
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

// --- Reports of a page of rooms (issue 23 §13): the page is the building's rooms, each room's figures
// are read from its own timeline (byRoom) or by key, so a request reads what its rooms need whatever the
// size of the building, never a building's month of receipts or bills.

/** A page of a building's room ids (only the room items' keys and ids read), in key order. */
export async function roomIdsPage(building: string, page: PageQuery): Promise<Page<string>> {
  const read = await roomItemsPage(building, page, { ProjectionExpression: 'PK, SK, room_id' });
  return { items: read.items.map((i) => String(i.room_id)), ...(read.cursor ? { cursor: read.cursor } : {}) };
}

/**
 * The page's rooms read this many at a time: the SDK's own pool of sockets (50), so a page of the
 * largest limit (500 rooms) queues in the client rather than opening hundreds of requests at once.
 */
const ROOMS_AT_ONCE = 50;
export const eachRoom = <R>(roomIds: readonly string[], read: (roomId: string) => Promise<R>) => inBatches(roomIds, ROOMS_AT_ONCE, read);

/** A room's live rent-side receipts (rent and collected alike) dated `from`..`to`: its timeline's `RCPT#<date>#<id>` range. */
function roomReceiptsQuery(building: string, roomId: string, from: string, to: string): QueryInput {
  return {
    IndexName: 'byRoom',
    KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK BETWEEN :lo AND :hi',
    FilterExpression: notRemoved.expression,
    ExpressionAttributeNames: { ...notRemoved.names },
    ExpressionAttributeValues: {
      ':pk': keys.roomRecords(building, roomId),
      ':lo': keys.roomRecord('RCPT', from, ''),
      ':hi': keys.roomRecord('RCPT', to, '\uffff'),
      ...notRemoved.values,
    },
  };
}

/** What "last paid" shows of a receipt, read without the journal entry the receipt item carries. */
const HEAD_FIELDS = ['id', 'receipt_no', 'kind', 'date', 'wallet', 'amount'] as const;
/**
 * How many of a room's receipts one request examines, newest first (Limit counts items before the
 * filter): the newest is nearly always live (a receipt entered again after a removal is newer than the
 * removed one), so one; a removed newest one only costs its room another request.
 */
const NEWEST_STEP = 1;

/**
 * A room's newest live rent or collected receipt dated `from`..`to`, or null: its timeline read newest
 * first (date, then id: ids are ULIDs, made when the receipt is), a request of `NEWEST_STEP` items at a
 * time until one is live — one request for nearly every room, whatever its history.
 */
export async function newestReceiptOfRoom(building: string, roomId: string, from: string, to: string): Promise<NewestReceipt | null> {
  const q = roomReceiptsQuery(building, roomId, from, to);
  const names = Object.fromEntries(HEAD_FIELDS.map((f, i) => [`#h${i}`, f]));
  const input: QueryInput = {
    ...q,
    ScanIndexForward: false,
    Limit: NEWEST_STEP,
    ProjectionExpression: Object.keys(names).join(', '),
    ExpressionAttributeNames: { ...q.ExpressionAttributeNames, ...names },
  };
  for await (const items of queryPages(input)) {
    const i = items[0];
    if (i)
      return {
        id: String(i.id),
        receipt_no: String(i.receipt_no),
        kind: i.kind === 'collected' ? 'collected' : 'room',
        date: String(i.date),
        wallet: Number(i.wallet),
        amount: Number(i.amount),
      };
  }
  return null;
}

/** A room's live rent-side receipts dated `from`..`to`, their amounts only (one Query of its timeline: a month holds a few). */
export async function roomReceiptAmounts(building: string, roomId: string, from: string, to: string): Promise<{ room_id: string; amount: number }[]> {
  const q = roomReceiptsQuery(building, roomId, from, to);
  const items = await queryAll({ ...q, ProjectionExpression: '#amount', ExpressionAttributeNames: { ...q.ExpressionAttributeNames, '#amount': 'amount' } });
  return items.map((i) => ({ room_id: roomId, amount: Number(i.amount) }));
}

/** The bills of a month of the page's rooms, by key (one BatchGet of `BILL#<b>#<month>` / room, strongly consistent as the month's bills always were read). */
export async function billsOfRooms(building: string, month: string, roomIds: readonly string[]): Promise<Stored<Bill>[]> {
  if (!roomIds.length) return [];
  return (
    await getMany(
      roomIds.map((room) => keys.bill(building, month, room)),
      { consistent: true },
    )
  ).map(toBill);
}
