import type { Receipt } from '../../../shared/api/receipts';
import { keys } from '../../lib/db/keys';
import { getItem, getMany } from '../../lib/db/items';
import { byRoom } from '../../lib/db/records';
import { putItem, type TxItem } from '../../lib/db/transact';
import { Conflict, NotFound } from '../../lib/errors';
import type { Entry } from '../ledger/posting';
import { toBill } from './bill';
import { payBill, receiptItem, roomCredit, setRoomCredit, toReceipt } from './receipt';
import type { BillState, SettledBill } from './receipt-rules';

/**
 * Corrections of a receipt (edit, removal): the room's bills that money can be taken back from or
 * paid to, the receipt as stored (with the entry it posted, to reverse it), and the writes that put
 * the room's settlement in its final state — each bill and the credit once, on the version read.
 */

export type StoredReceipt = Receipt & { entry: Entry };

/** The receipt with its posted entry: 404 on an unknown id. */
export async function getStoredReceipt(id: string): Promise<StoredReceipt> {
  const item = await getItem(keys.receipt(id), { consistent: true });
  if (!item) throw new NotFound(`Không tìm thấy phiếu thu ${id}`, 'id');
  return { ...toReceipt(item), entry: item.entry as Entry };
}

/** 409 unless the receipt is active and still at the version the caller saw. */
export function assertEditable(r: Receipt, version: number): void {
  if (r.status === 'removed') throw new Conflict(`Phiếu thu ${r.receipt_no} đã bị xoá`, 'id', 'state');
  if (r.version !== version) throw new Conflict(`Phiếu thu ${r.receipt_no} vừa được người khác thay đổi, vui lòng tải lại`, 'version', 'stale');
}

/** The receipt's new state, on the version (and active status) it was read with: one of two edits at once wins. */
export function replaceReceipt(r: Receipt, entry: Entry, readVersion: number): TxItem {
  // Receipts from before corrections carry no version: they read as 1.
  const versioned = readVersion === 1 ? '(attribute_not_exists(version) OR version = :v)' : 'version = :v';
  return {
    ...putItem(receiptItem(r, entry), {
      expression: `${versioned} AND (attribute_not_exists(#s) OR #s = :active)`,
      names: { '#s': 'status' },
      values: { ':v': readVersion, ':active': 'active' },
      conflict: `Phiếu thu ${r.receipt_no} vừa được người khác thay đổi, vui lòng tải lại`,
    }),
    field: 'version',
    code: 'stale',
  };
}

export type SettledStoredBill = SettledBill & { version: number };

/**
 * The room's bills that are open or carry money (found on the room's timeline, then read strongly
 * consistent) and its standing credit: all a correction may move.
 */
export async function roomSettlement(building: string, roomId: string): Promise<{ bills: SettledStoredBill[]; credit: number; creditVersion: number }> {
  const [found, credit] = await Promise.all([
    byRoom(building, roomId, 'BILL', { expression: '#s = :open OR paid > :zero', names: { '#s': 'status' }, values: { ':open': 'open', ':zero': 0 } }),
    roomCredit(building, roomId),
  ]);
  const items = found.length ? await getMany(found.map((i) => keys.bill(building, String(i.month), roomId)), { consistent: true }) : [];
  const bills = items
    .map(toBill)
    .map((b) => ({ month: b.month, bill_no: b.bill_no, total: b.total, paid: b.paid ?? 0, version: b.version }))
    .sort((a, b) => a.month.localeCompare(b.month));
  return { bills, credit: credit.credit, creditVersion: credit.version };
}

/** The writes of a corrected settlement: the credit (always, so receipts of the room queue up) and each bill that moved. */
export function resettlementItems(
  building: string,
  roomId: string,
  read: { bills: readonly SettledStoredBill[]; creditVersion: number },
  final: { credit: number; bills: readonly BillState[] },
  at: string,
): TxItem[] {
  const version = new Map(read.bills.map((b) => [b.month, b.version]));
  return [setRoomCredit(building, roomId, final.credit, read.creditVersion), ...final.bills.map((b) => payBill(building, roomId, b, version.get(b.month)!, at))];
}
