import { BOOK_INFO, type OtherDebtBook, type OtherDebtReceipt, type OtherDebtRow } from '../../shared/api/other-debts';
import type { LogAction } from '../../shared/catalog/log-actions';
import type { Caller } from '../platform/claims';
import type { Stored } from '../kernel/stored';
import { Conflict } from '../platform/errors';
import { nowIso } from '../platform/time';
import { cashFloorItems } from '../kernel/ledger/cash-floor';
import { buildEntry, reversalOf, type Entry } from '../kernel/ledger/entry';
import { editableSlip } from '../kernel/editable-slip';
import type { Voucher } from '../kernel/voucher';
import { reserveOtherDebtNo, writeOtherDebtReceipt } from './model/other-debt';
import { accountNumberOf, otherDebtPosting, sideOf } from './posting';

const money = (n: number) => `${n.toLocaleString('vi-VN')} đ`;

/** The activity-log action of each book (loans keep the spec's `loan`). */
const ACTION: Record<OtherDebtBook, LogAction> = { gam: 'receipt_gam', partner: 'partner_receipt', loan: 'loan', earning: 'receipt_undistributed_earning' };

/**
 * What an edited row must satisfy beyond its shape, before anything is written: the receipt stays in
 * its building (its number belongs to that building's series) and is at the version the caller saw.
 * `at` names the request field (`receipts.3.`).
 */
export function checkOtherDebtRow(row: OtherDebtRow, old: Stored<OtherDebtReceipt> | undefined, at: string): void {
  if (!old) return;
  if (old.building !== row.building)
    throw new Conflict(`Phiếu ${old.receipt_no} thuộc toà ${old.building}, không chuyển sang toà ${row.building} được`, `${at}building`, 'state');
  if (old.version !== row.version) throw new Conflict(`Phiếu ${old.receipt_no} vừa được người khác sửa, vui lòng tải lại`, `${at}version`, 'stale');
}

/**
 * The batch's rows together must not take a cash box below zero (business rules §9): checked before the
 * first row is written, so a batch that would overdraw writes nothing. Each row's own voucher checks
 * again in its transaction (postVoucher), which settles a payment landing meanwhile.
 */
export async function assertBatchCashFloor(
  book: OtherDebtBook,
  rows: readonly OtherDebtRow[],
  olds: readonly (Stored<OtherDebtReceipt> | undefined)[],
  partnerName: string,
): Promise<void> {
  const at = nowIso();
  const entries = rows.flatMap((row, i): Entry[] => {
    const old = olds[i];
    const entry = buildEntry(otherDebtPosting(book, `row-${i}`, `row-${i}`, row, sideOf(book, row, partnerName)), at);
    return old?.entry ? [reversalOf(old.entry, old.date, '', at), entry] : [entry];
  });
  await cashFloorItems(entries);
}

/**
 * One row as ONE voucher (business rules §7), an editable slip (kernel/editable-slip.ts): a new one
 * takes its number in the transaction, an edit keeps it. `field` prefixes the row's fields.
 */
export function otherDebtVoucher(
  caller: Pick<Caller, 'sub' | 'username'>,
  book: OtherDebtBook,
  id: string,
  row: OtherDebtRow,
  old: Stored<OtherDebtReceipt> | undefined,
  partnerName: string,
  field: string,
): () => Promise<Voucher<OtherDebtReceipt>> {
  return async () => {
    const at = nowIso();
    const number = old ? undefined : await reserveOtherDebtNo(book, row.building, row.date);
    const receipt_no = old?.receipt_no ?? number!.receipt_no;
    const side = sideOf(book, row, partnerName);
    const entry = buildEntry(otherDebtPosting(book, id, receipt_no, row, side), at);
    const edit = editableSlip({
      caller,
      at,
      old,
      date: row.date,
      entry,
      reversal: `Sửa phiếu ${receipt_no}`,
      field,
      shown: (r: OtherDebtReceipt) => ({
        date: r.date,
        direction: r.direction,
        kind: r.kind,
        lender: r.lender,
        wallet: r.wallet,
        amount: r.amount,
        account: r.account,
        note: r.note,
      }),
    });
    const receipt: OtherDebtReceipt = {
      id,
      book,
      receipt_no,
      building: row.building,
      date: row.date,
      direction: side.direction,
      ...(row.kind ? { kind: row.kind } : {}),
      ...(row.lender ? { lender: row.lender } : {}),
      wallet: row.wallet,
      amount: row.amount,
      account: accountNumberOf(side),
      object: side.object,
      ...(row.note ? { note: row.note } : {}),
      version: edit.version,
      status: 'active',
      ...edit.stamps,
    };
    return {
      caller,
      at,
      lockDates: edit.lockDates,
      records: [writeOtherDebtReceipt(receipt, entry, edit.readVersion, `${field}version`), ...(number ? [number.item] : [])],
      entries: edit.entries,
      audit: {
        action: ACTION[book],
        entity: 'other_debt_receipt',
        entityId: id,
        entityNo: receipt_no,
        entityName: side.object_name,
        building: row.building,
        summary: old
          ? `Sửa phiếu ${BOOK_INFO[book].label} ${receipt_no}: ${money(old.amount)} → ${money(row.amount)}`
          : `${entry.lines[0]!.description}: ${money(row.amount)}`,
        ...edit.diff(receipt),
      },
      answer: receipt,
    };
  };
}
