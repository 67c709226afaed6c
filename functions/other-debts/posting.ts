import { BOOK_INFO, KIND_DIRECTION, type Direction, type OtherDebtBook, type OtherDebtRow } from '../../shared/api/other-debts';
import { accountOf } from '../../shared/catalog/accounts';
import type { BuildingCode } from '../../shared/catalog/buildings';
import type { EntryInput } from '../kernel/ledger/entry';

/** What a row posts against its wallet: the account key, the object and the object's name. */
export interface Side {
  account_key: string;
  object: string;
  object_name: string;
  direction: Direction;
}

/** The object of a lender (`lender:<name>`, the name as typed, spaces collapsed). */
export const lenderObject = (name: string) => `lender:${name}`;

/**
 * Business rules §7: the account on the other side of the wallet, by book and (for loans and
 * earnings) kind; money in is Dr wallet / Cr that account, money out Dr that account / Cr wallet.
 */
export function sideOf(book: OtherDebtBook, row: Pick<OtherDebtRow, 'direction' | 'kind' | 'lender'>, partnerName: string): Side {
  switch (book) {
    case 'gam':
      return { account_key: 'landlady_receivable', object: 'landlady', object_name: 'Cô Gấm', direction: row.direction! };
    case 'partner':
      return { account_key: 'partner_receivable', object: 'partner', object_name: partnerName, direction: row.direction! };
    case 'loan': {
      const key = row.kind === 'drawdown' ? 'loan' : row.kind === 'repayment' ? 'loan_repayment' : 'loan_interest';
      return { account_key: key, object: lenderObject(row.lender!), object_name: row.lender!, direction: KIND_DIRECTION[row.kind!] };
    }
    case 'earning':
      return row.kind === 'capital'
        ? { account_key: 'equity', object: 'owner', object_name: 'Chủ sở hữu', direction: 'in' }
        : { account_key: 'undistributed_current', object: 'owner', object_name: 'Chủ sở hữu', direction: 'out' };
  }
}

const WHAT: Record<OtherDebtBook, Record<Direction, string>> = {
  gam: { in: 'Thu cô Gấm', out: 'Chi cô Gấm' },
  partner: { in: 'Thu đối tác', out: 'Chi đối tác' },
  loan: { in: 'Nhận tiền vay', out: 'Trả vay' },
  earning: { in: 'Góp vốn', out: 'Rút lợi nhuận' },
};

/** The row's posting, pure: two lines on the row's date, the object named on both. */
export function otherDebtPosting(book: OtherDebtBook, id: string, receiptNo: string, row: OtherDebtRow, side: Side): EntryInput {
  const what = book === 'loan' && row.kind === 'interest' ? 'Trả lãi vay' : WHAT[book][side.direction];
  const description = `${what} ${receiptNo}: ${side.object_name}${row.note ? ` – ${row.note}` : ''}`;
  const wallet = { wallet: row.wallet, object: side.object, object_name: side.object_name };
  const other = { account_key: side.account_key, object: side.object, object_name: side.object_name };
  return {
    date: row.date,
    building: row.building as BuildingCode,
    voucher_type: BOOK_INFO[book].voucher_type,
    voucher_id: id,
    voucher_no: receiptNo,
    description,
    lines:
      side.direction === 'in'
        ? [
            { ...wallet, debit: row.amount },
            { ...other, credit: row.amount },
          ]
        : [
            { ...other, debit: row.amount },
            { ...wallet, credit: row.amount },
          ],
  };
}

/** The accounting number of a side (what the record shows as its `account`). */
export const accountNumberOf = (side: Side): string => accountOf(side.account_key)!.accounting_account;
