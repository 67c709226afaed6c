import type { Entry } from '../../kernel/ledger/entry';
import { getItem, type Item } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { createItem, updateItem, type TxItem } from '../../platform/db/transact';

/**
 * The bank internal transfer record (`BANKXFER#<id>`): the two lines paired, kept with its entry so
 * that unmatching either line reverses it; `active` until then, `reversed` after (on status active).
 */

export interface TransferAnswer {
  id: string;
  date: string;
  from_wallet: number;
  to_wallet: number;
  amount: number;
  out_id: string;
  in_id: string;
}

export interface StoredTransfer extends TransferAnswer {
  status: 'active' | 'reversed';
  note?: string;
  entry: Entry;
}

export const transferOf = (i: Item): StoredTransfer => ({
  id: String(i.id),
  date: String(i.date),
  from_wallet: Number(i.from_wallet),
  to_wallet: Number(i.to_wallet),
  amount: Number(i.amount),
  out_id: String(i.out_id),
  in_id: String(i.in_id),
  status: i.status as StoredTransfer['status'],
  ...(i.note ? { note: String(i.note) } : {}),
  entry: i.entry as Entry,
});

export async function getTransfer(id: string): Promise<StoredTransfer | undefined> {
  const item = await getItem(keys.bankTransfer(id));
  return item && transferOf(item);
}

export const newTransferItem = (t: TransferAnswer, note: string | undefined, entry: Entry, at: string, by: string): TxItem =>
  createItem(
    { ...keys.bankTransfer(t.id), entity: 'bank_transfer', ...t, status: 'active', ...(note ? { note } : {}), entry, created_at: at, created_by: by },
    'Chuyển khoản nội bộ đã tồn tại',
  );

export const transferReversedItem = (id: string, at: string, by: string): TxItem =>
  updateItem(keys.bankTransfer(id), {
    expression: 'SET #s = :rev, reversed_at = :at, reversed_by = :by',
    condition: '#s = :active',
    names: { '#s': 'status' },
    values: { ':rev': 'reversed', ':active': 'active', ':at': at, ':by': by },
    conflict: 'Chuyển khoản nội bộ này đã được bỏ',
    code: 'state',
  });
