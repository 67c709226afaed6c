import type { ReceiptOther } from '../../../shared/api/receipts/others';
import { keys } from '../../platform/db/keys';
import { getItem } from '../../platform/db/items';
import { byBuildingMonths, publicFields } from '../../platform/db/records';
import type { Stored } from '../../kernel/stored';
import { about, createItem, putItem, updateItem, type TxItem } from '../../platform/db/transact';
import { NotFound } from '../../platform/errors';
import { monthOf } from '../../platform/time';
import type { Entry } from '../../kernel/ledger/entry';
import { receiptOtherNo } from '../rules/receipt-other-rules';

/**
 * The other receipt record (`RCPTO#<id>`: money that is not rent, Cr 7111/7112) and its number series
 * (`RCPTONO#<building>` / `<month>`). Never removed: an edit puts the whole record back on the
 * version it was read with, its entry reversed and a new one posted in the same voucher.
 */

export const receiptOtherItem = (r: ReceiptOther, entry: Entry) => ({
  ...keys.receiptOther(r.id),
  entity: 'receipt_other',
  GSI1PK: keys.receiptOthersOf(r.building, monthOf(r.date)),
  GSI1SK: `${r.date}#${r.id}`,
  ...(r.room_id ? { GSI2PK: keys.roomRecords(r.building, r.room_id), GSI2SK: keys.roomRecord('RCPTO', r.date, r.id) } : {}),
  ...r,
  entry,
});

export const toReceiptOther = (i: Record<string, unknown>): Stored<ReceiptOther> => ({
  ...publicFields<ReceiptOther>(i),
  ...(i.entry ? { entry: i.entry as Entry } : {}),
});

export const receiptOtherOut = ({ entry: _e, ...r }: Stored<ReceiptOther>): ReceiptOther => r;

/** An other receipt by id (strongly consistent: an edit starts from it), 404 on `field` when unknown. */
export async function getReceiptOther(id: string, field = 'id'): Promise<Stored<ReceiptOther>> {
  const item = await getItem(keys.receiptOther(id), { consistent: true });
  if (!item) throw new NotFound(`Không tìm thấy phiếu thu khác ${id}`, field);
  return toReceiptOther(item);
}

/** The receipt as written: a conditional create, or a put on the version (and active status) it was read with. */
export function writeReceiptOther(r: ReceiptOther, entry: Entry, readVersion?: number, field = 'version'): TxItem {
  const item = receiptOtherItem(r, entry);
  if (readVersion === undefined) return createItem(item, `Phiếu thu ${r.receipt_no} đã tồn tại`);
  return about(
    putItem(item, {
      expression: '#v = :v AND #s = :active',
      names: { '#v': 'version', '#s': 'status' },
      values: { ':v': readVersion, ':active': 'active' },
      conflict: `Phiếu thu ${r.receipt_no} vừa được người khác sửa, vui lòng tải lại`,
    }),
    field,
  );
}

/** The next other-receipt number of a building and month, taken in the receipt's own transaction. */
export async function reserveReceiptOtherNo(building: string, date: string): Promise<{ receipt_no: string; item: TxItem }> {
  const month = monthOf(date);
  const key = keys.receiptOtherCounter(building, month);
  const current = Number((await getItem(key, { projection: ['last'] }))?.last ?? 0);
  const item = updateItem(key, {
    expression: 'SET #n = :next, entity = :e, building = :b, #month = :m',
    condition: current === 0 ? 'attribute_not_exists(#n)' : '#n = :current',
    names: { '#n': 'last', '#month': 'month' },
    values: { ':next': current + 1, ':e': 'receipt_other_counter', ':b': building, ':m': month, ...(current === 0 ? {} : { ':current': current }) },
    conflict: 'Số phiếu thu khác vừa được phiếu khác dùng',
    code: 'numbering',
  });
  return { receipt_no: receiptOtherNo(building, date, current + 1), item };
}

/** A building's other receipts dated `from`..`to`: one Query per month, oldest first. */
export async function receiptOthersBetween(building: string, from: string, to: string): Promise<ReceiptOther[]> {
  const items = await byBuildingMonths(keys.receiptOthersOf, building, from, to);
  return items.map(toReceiptOther).map(receiptOtherOut);
}
