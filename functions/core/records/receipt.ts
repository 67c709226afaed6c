import type { Receipt } from '../../../shared/api/receipts';
import { keys } from '../../lib/db/keys';
import { getItem, getMany } from '../../lib/db/items';
import { allOf, byBuildingMonths, byRoom, publicFields, roomIs, type Filter } from '../../lib/db/records';
import { createItem, updateItem, type TxItem } from '../../lib/db/transact';
import { monthOf } from '../../lib/time';
import { toBill } from './bill';
import { receiptNo, type Allocation, type BillState, type OpenBill } from './receipt-rules';
import type { Bill } from '../../../shared/api/payments';
import type { Entry } from '../ledger/posting';

/**
 * The rent receipt record (`RCPT#<id>`), its number series (`RCPTNO#<building>` / `<month>`), the
 * room's standing credit (`ROOMPAY#<building>` / `<room>`, versioned) and the bills' paid amounts:
 * every receipt of a room is conditioned on the credit's version and each bill's, so two receipts at
 * once never both spend the same owed amount (the loser is planned again, code `numbering`).
 */

export const roomObject = (building: string, roomId: string) => `room:${building}-${roomId}`;

export const receiptItem = (r: Receipt, entry: Entry) => ({
  ...keys.receipt(r.id),
  entity: 'receipt',
  GSI1PK: keys.receiptsOf(r.building, monthOf(r.date)),
  GSI1SK: `${r.date}#${r.id}`,
  GSI2PK: keys.roomRecords(r.building, r.room_id),
  GSI2SK: keys.roomRecord('RCPT', r.date, r.id),
  ...r,
  entry,
});

/** Receipts written before corrections existed carry no kind, version or status: a room's, 1, active. */
export const toReceipt = (i: Record<string, unknown>): Receipt => {
  const { entry: _e, ...r } = publicFields<Receipt & { entry?: unknown }>(i);
  return { ...r, kind: r.kind ?? 'room', version: r.version ?? 1, status: r.status ?? 'active' };
};

export const createReceipt = (r: Receipt, entry: Entry): TxItem => createItem(receiptItem(r, entry), `Phiếu thu ${r.receipt_no} đã tồn tại`);

/** The next receipt number of a building and month, taken in the receipt's own transaction. */
export async function reserveReceiptNo(building: string, date: string, kind: Receipt['kind'] = 'room'): Promise<{ receipt_no: string; item: TxItem }> {
  const { receipt_nos, item } = await reserveReceiptNos(building, date, 1, kind);
  return { receipt_no: receipt_nos[0]!, item };
}

/** The counter of a building's receipt numbers in the month of `date`. */
export const receiptCounterKey = (building: string, date: string, kind: Receipt['kind'] = 'room') =>
  kind === 'collected' ? keys.receiptCollectedCounter(building, monthOf(date)) : keys.receiptCounter(building, monthOf(date));

/**
 * The next `count` numbers of a building and month at once, for receipts written in one transaction
 * (a bank statement's matched lines): one update of the counter on the value read.
 */
export async function reserveReceiptNos(building: string, date: string, count: number, kind: Receipt['kind'] = 'room'): Promise<{ receipt_nos: string[]; item: TxItem }> {
  const current = Number((await getItem(receiptCounterKey(building, date, kind), { projection: ['last'] }))?.last ?? 0);
  return takeReceiptNos(building, date, count, current, kind);
}

/** The numbers after `current` (the counter's `last` as read, 0 for none) and the counter's update on that value. */
export function takeReceiptNos(building: string, date: string, count: number, current: number, kind: Receipt['kind'] = 'room'): { receipt_nos: string[]; item: TxItem } {
  const month = monthOf(date);
  const item = updateItem(receiptCounterKey(building, date, kind), {
    expression: 'SET #n = :next, entity = :e, building = :b, #month = :m',
    condition: current === 0 ? 'attribute_not_exists(#n)' : '#n = :current',
    names: { '#n': 'last', '#month': 'month' },
    values: { ':next': current + count, ':e': 'receipt_counter', ':b': building, ':m': month, ...(current === 0 ? {} : { ':current': current }) },
    conflict: 'Số phiếu thu vừa được phiếu khác dùng',
    code: 'numbering',
  });
  return { receipt_nos: Array.from({ length: count }, (_, i) => receiptNo(building, date, current + 1 + i, kind)), item };
}

/** The room's standing credit and its version (0: none yet). */
export async function roomCredit(building: string, roomId: string): Promise<{ credit: number; version: number }> {
  return creditIn(await getItem(keys.roomPay(building, roomId)));
}

/** The standing credits of some rooms of a building, read strongly consistent (rooms without one are left out). */
export async function roomCredits(building: string, roomIds: readonly string[]): Promise<Map<string, { credit: number; version: number }>> {
  const items = roomIds.length ? await getMany(roomIds.map((r) => keys.roomPay(building, r)), { consistent: true }) : [];
  return new Map(items.map((i) => [String(i.SK), creditIn(i)]));
}

export const setRoomCredit = (building: string, roomId: string, credit: number, readVersion: number): TxItem =>
  updateItem(keys.roomPay(building, roomId), {
    expression: 'SET entity = :e, credit = :c, version = :next',
    condition: readVersion === 0 ? 'attribute_not_exists(version)' : 'version = :v',
    values: { ':e': 'room_pay', ':c': credit, ':next': readVersion + 1, ...(readVersion === 0 ? {} : { ':v': readVersion }) },
    conflict: 'Phòng vừa có phiếu thu khác',
    code: 'numbering',
  });

export type OpenStoredBill = OpenBill & { version: number; bill: Bill };

/**
 * The months of the room's bills still open, as its timeline shows them. The index is eventually
 * consistent: it only says where to look; the bills are then read by key, strongly consistent.
 */
export async function openBillMonths(building: string, roomId: string): Promise<string[]> {
  const found = await byRoom(building, roomId, 'BILL', { expression: '#s = :open', names: { '#s': 'status' }, values: { ':open': 'open' } });
  return found.map((i) => String(i.month));
}

/** The open bills among bill items read by key (strongly consistent), oldest first. */
export const openBillsIn = (items: readonly Record<string, unknown>[]): OpenStoredBill[] =>
  items
    .map(toBill)
    .filter((b) => b.status === 'open')
    .map((b) => ({ month: b.month, bill_no: b.bill_no, total: b.total, paid: Number((b as Bill & { paid?: number }).paid ?? 0), version: b.version, bill: b }))
    .sort((a, b) => a.month.localeCompare(b.month));

/** The room's bills not yet paid, oldest first, read strongly consistent (found on the room's timeline). */
export async function openBillsOfRoom(building: string, roomId: string): Promise<OpenStoredBill[]> {
  const months = await openBillMonths(building, roomId);
  if (!months.length) return [];
  return openBillsIn(await getMany(months.map((m) => keys.bill(building, m, roomId)), { consistent: true }));
}

/** A room's standing credit as read in an item (absent: none yet, version 0). */
export const creditIn = (i: Record<string, unknown> | undefined) => ({ credit: Number(i?.credit ?? 0), version: Number(i?.version ?? 0) });

/** A bill's paid amount and status, on the version it was read with. */
export const payBill = (building: string, roomId: string, a: BillState, readVersion: number, at: string): TxItem =>
  updateItem(keys.bill(building, a.month, roomId), {
    expression: 'SET paid = :p, #s = :s, version = :next, paid_at = :at',
    condition: 'version = :v',
    names: { '#s': 'status' },
    values: { ':p': a.paid, ':s': a.status, ':next': readVersion + 1, ':v': readVersion, ':at': at },
    conflict: `Hoá đơn ${a.bill_no} vừa được thay đổi`,
    code: 'numbering',
  });

/** Room receipts carry `kind: 'room'` or (older ones) none; collected ones `kind: 'collected'`. */
const kindIs = (kind: Receipt['kind']): Filter =>
  kind === 'collected'
    ? { expression: '#k = :k', names: { '#k': 'kind' }, values: { ':k': kind } }
    : { expression: 'attribute_not_exists(#k) OR #k = :k', names: { '#k': 'kind' }, values: { ':k': kind } };

/** A building's receipts of one kind dated `from`..`to`: one Query per month (both kinds share the partition). */
export async function receiptsBetween(building: string, from: string, to: string, roomId?: string, kind: Receipt['kind'] = 'room'): Promise<Receipt[]> {
  const items = await byBuildingMonths(keys.receiptsOf, building, from, to, allOf(kindIs(kind), roomIs(roomId)));
  return items.map(toReceipt);
}

/**
 * The writes that settle a room's money: the standing credit as the plan leaves it and each bill the
 * plan pays, every one on the version it was read with (receipts and credit notes alike).
 */
export function settlementItems(
  building: string,
  roomId: string,
  bills: readonly OpenStoredBill[],
  plan: { allocations: readonly Allocation[]; credit: number },
  creditVersion: number,
  at: string,
): TxItem[] {
  const version = new Map(bills.map((b) => [b.month, b.version]));
  return [setRoomCredit(building, roomId, plan.credit, creditVersion), ...plan.allocations.map((a) => payBill(building, roomId, a, version.get(a.month)!, at))];
}

/** What a receipt or note keeps of its plan: the months and bills it paid. */
export const allocationsOf = (plan: { allocations: readonly Allocation[] }) => plan.allocations.map((a) => ({ month: a.month, bill_no: a.bill_no, amount: a.amount }));
