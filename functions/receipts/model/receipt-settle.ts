import type { Receipt } from '../../../shared/api/receipts';
import { keys } from '../../platform/db/keys';
import { getItem } from '../../platform/db/items';
import { putItem, type TxItem } from '../../platform/db/transact';
import { Conflict, NotFound } from '../../platform/errors';
import type { Entry } from '../../kernel/ledger/entry';
import { receiptItem, toReceipt } from './receipt';

/**
 * Corrections of a receipt (edit, removal): the receipt as stored (with the entry it posted, to
 * reverse it) and its new state on the version it was read with. What it paid is undone on its
 * stay's account (stay-account-rules.ts removePayment).
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
  // What it paid was moved onto the stays by the migration as one balance, not receipt by receipt.
  if (!r.stay_id)
    throw new Conflict(`Phiếu thu ${r.receipt_no} lập trước khi công nợ tách theo lượt thuê: không sửa hoặc xoá được, hãy lập phiếu điều chỉnh`, 'id', 'state');
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
