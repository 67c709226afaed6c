import type { Receipt } from '../../../shared/api/receipts';
import { keys } from '../../platform/db/keys';
import { getItem } from '../../platform/db/items';
import { publicFields } from '../../platform/db/records';
import { createItem, updateItem, type TxItem } from '../../platform/db/transact';
import { monthOf } from '../../platform/time';
import { receiptNo } from '../rules/receipt-rules';
import type { Allocation } from '../../kernel/ledger/stay-account-rules';
import type { Entry } from '../../kernel/ledger/entry';

/**
 * The rent receipt record (`RCPT#<id>`) and its number series (`RCPTNO#<building>` / `<month>`). What
 * a receipt pays is its stay's business (stay-account.ts): every receipt is conditioned on its stay's
 * account version, so two receipts at once never both spend the same owed amount (the loser is
 * planned again, code `numbering`).
 */

/** The ledger object rooms carried on 1311 before receivables were kept per stay (legacy rows; the migration). */
export const roomObject = (building: string, roomId: string) => `room:${building}-${roomId}`;

/**
 * The building's month a receipt is listed in (GSI1): rent receipts `RCPT#<b>#<month>`, collected ones
 * `RCPTCOL#<b>#<month>` (their list reads only them; collected receipts stored before they had their
 * own partition are moved there by model/collected-partition.ts).
 */
export const receiptsMonthOf = (r: Pick<Receipt, 'building' | 'date' | 'kind'>): string =>
  (r.kind === 'collected' ? keys.receiptsCollectedOf : keys.receiptsOf)(r.building, monthOf(r.date));

export const receiptItem = (r: Receipt, entry: Entry) => ({
  ...keys.receipt(r.id),
  entity: 'receipt',
  GSI1PK: receiptsMonthOf(r),
  GSI1SK: `${r.date}#${r.id}`,
  GSI2PK: keys.roomRecords(r.building, r.room_id),
  GSI2SK: keys.roomRecord('RCPT', r.date, r.id),
  ...r,
  entry,
});

/**
 * Receipts written before corrections existed carry no kind, version or status: a room's, 1, active.
 * Those from before receivables were kept per stay carry `credit` (the room's running credit) instead
 * of `left_credit`: what they left is their amount less what they paid.
 */
export const toReceipt = (i: Record<string, unknown>): Receipt => {
  const { entry: _e, credit: _credit, ...r } = publicFields<Receipt & { entry?: unknown; credit?: unknown }>(i);
  const paid = (r.allocations ?? []).reduce((s, a) => s + a.amount, 0);
  return { ...r, kind: r.kind ?? 'room', version: r.version ?? 1, status: r.status ?? 'active', left_credit: r.left_credit ?? Math.max(0, r.amount - paid) };
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
export async function reserveReceiptNos(
  building: string,
  date: string,
  count: number,
  kind: Receipt['kind'] = 'room',
): Promise<{ receipt_nos: string[]; item: TxItem }> {
  const current = Number((await getItem(receiptCounterKey(building, date, kind), { projection: ['last'] }))?.last ?? 0);
  return takeReceiptNos(building, date, count, current, kind);
}

/** The numbers after `current` (the counter's `last` as read, 0 for none) and the counter's update on that value. */
export function takeReceiptNos(
  building: string,
  date: string,
  count: number,
  current: number,
  kind: Receipt['kind'] = 'room',
): { receipt_nos: string[]; item: TxItem } {
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

/** What a receipt or note keeps of its plan: the open items of its stay it paid, oldest first. */
export const allocationsOf = (allocations: readonly Allocation[]) =>
  allocations.map((a) => ({ month: a.month, bill_no: a.no, amount: a.amount, kind: a.kind }));
