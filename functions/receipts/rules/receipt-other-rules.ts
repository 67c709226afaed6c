import type { ReceiptOtherInput } from '../../../shared/api/receipts/others';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import { receiptOtherAccountOf } from '../../../shared/catalog/receipt-other-accounts';
import type { EntryInput } from '../../kernel/ledger/entry';

/** PK<building><YYMM>-NNN, as the paper book numbers other receipts. */
export const receiptOtherNo = (building: string, date: string, seq: number) =>
  `PK${building}${date.slice(2, 4)}${date.slice(5, 7)}-${String(seq).padStart(3, '0')}`;

/**
 * An other receipt's posting (business rules §7), pure: Dr the wallet / Cr 7111 or 7112 as the kind
 * of income chosen, on the receipt's date, described with its number, payer, room and note.
 */
export function receiptOtherPosting(building: BuildingCode, id: string, receiptNo: string, input: ReceiptOtherInput, roomLabel?: string): EntryInput {
  const income = receiptOtherAccountOf(input.account);
  if (!income) throw new Error(`Unknown other-receipt account ${input.account}`);
  const description = `Thu khác ${receiptNo}: ${input.payer}${roomLabel ? ` phòng ${roomLabel}` : ''}${input.note ? ` – ${input.note}` : ''}`;
  return {
    date: input.date,
    building,
    voucher_type: 'receipt_other',
    voucher_id: id,
    voucher_no: receiptNo,
    description,
    lines: [
      { wallet: input.wallet, debit: input.amount },
      { account_key: income.account_key, credit: input.amount },
    ],
  };
}
