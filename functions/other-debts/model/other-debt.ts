import { BOOK_INFO, type OtherDebtBook, type OtherDebtReceipt } from '../../../shared/api/other-debts';
import { keys } from '../../platform/db/keys';
import { getItem } from '../../platform/db/items';
import { publicFields, queryAll } from '../../platform/db/records';
import type { Stored } from '../../kernel/stored';
import { about, createItem, putItem, updateItem, type TxItem } from '../../platform/db/transact';
import { NotFound } from '../../platform/errors';
import { monthOf, monthsBetween } from '../../platform/time';
import type { Entry } from '../../kernel/ledger/entry';

/**
 * The landlady / partner / loan / earnings receipt record (`ODR#<id>`) and its number series
 * (`ODRNO#<book>#<building>` / `<month>`). Never removed: an edit puts the whole record back on the
 * version it was read with, its entry reversed and a new one posted in the same voucher.
 */

const item = (r: OtherDebtReceipt, entry: Entry) => ({
  ...keys.otherDebtReceipt(r.id),
  entity: 'other_debt_receipt',
  GSI1PK: keys.otherDebtReceiptsOf(r.book, monthOf(r.date)),
  GSI1SK: `${r.date}#${r.id}`,
  ...r,
  entry,
});

const toStored = (i: Record<string, unknown>): Stored<OtherDebtReceipt> => ({
  ...publicFields<OtherDebtReceipt>(i),
  ...(i.entry ? { entry: i.entry as Entry } : {}),
});

/** A receipt of `book` by id (strongly consistent: an edit starts from it); 404 on `field` when unknown or of another book. */
export async function getOtherDebtReceipt(book: OtherDebtBook, id: string, field = 'id'): Promise<Stored<OtherDebtReceipt>> {
  const found = await getItem(keys.otherDebtReceipt(id), { consistent: true });
  if (!found || found.book !== book) throw new NotFound(`Không tìm thấy phiếu ${id} trong sổ ${BOOK_INFO[book].label}`, field);
  return toStored(found);
}

/** The receipt as written: a conditional create, or a put on the version it was read with. */
export function writeOtherDebtReceipt(r: OtherDebtReceipt, entry: Entry, readVersion: number | undefined, field: string): TxItem {
  const it = item(r, entry);
  if (readVersion === undefined) return createItem(it, `Phiếu ${r.receipt_no} đã tồn tại`);
  return about(
    putItem(it, {
      expression: '#v = :v',
      names: { '#v': 'version' },
      values: { ':v': readVersion },
      conflict: `Phiếu ${r.receipt_no} vừa được người khác sửa, vui lòng tải lại`,
    }),
    field,
  );
}

/** `<prefix><building><YYMM>-NNN`, as the paper books number them. */
export const otherDebtNo = (book: OtherDebtBook, building: string, date: string, seq: number) =>
  `${BOOK_INFO[book].prefix}${building}${date.slice(2, 4)}${date.slice(5, 7)}-${String(seq).padStart(3, '0')}`;

/** The next number of a book, building and month, taken in the receipt's own transaction (a lost race re-plans). */
export async function reserveOtherDebtNo(book: OtherDebtBook, building: string, date: string): Promise<{ receipt_no: string; item: TxItem }> {
  const month = monthOf(date);
  const key = keys.otherDebtCounter(book, building, month);
  const current = Number((await getItem(key, { projection: ['last'] }))?.last ?? 0);
  const counter = updateItem(key, {
    expression: 'SET #n = :next, entity = :e, building = :b, book = :book, #month = :m',
    condition: current === 0 ? 'attribute_not_exists(#n)' : '#n = :current',
    names: { '#n': 'last', '#month': 'month' },
    values: { ':next': current + 1, ':e': 'other_debt_counter', ':b': building, ':book': book, ':m': month, ...(current === 0 ? {} : { ':current': current }) },
    conflict: 'Số phiếu vừa được phiếu khác dùng',
    code: 'numbering',
  });
  return { receipt_no: otherDebtNo(book, building, date, current + 1), item: counter };
}

/** A book's receipts dated `from`..`to` (one Query per month, in parallel), optionally of one building, oldest first. */
export async function otherDebtReceiptsBetween(book: OtherDebtBook, from: string, to: string, building?: string): Promise<OtherDebtReceipt[]> {
  const pages = await Promise.all(
    monthsBetween(from, to).map((month) =>
      queryAll({
        IndexName: 'byBuildingMonth',
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :lo AND :hi',
        ExpressionAttributeValues: {
          ':pk': keys.otherDebtReceiptsOf(book, month),
          ':lo': from,
          ':hi': `${to}#\uffff`,
          ...(building ? { ':b': building } : {}),
        },
        ...(building ? { FilterExpression: 'building = :b' } : {}),
      }),
    ),
  );
  return pages.flat().map((i) => {
    const { entry: _e, ...r } = toStored(i);
    return r;
  });
}
