import type { walletBook } from '../../../../shared/api/ledger/books';
import type { ResponseOf } from '../../../../shared/api/endpoint';

type BookPage = ResponseOf<typeof walletBook>;
type BookLine = BookPage['items'][number];

/** A wallet's whole book of a range as the screens hold it: the range's figures and every page's lines, in order. */
export type WalletBook = Omit<BookPage, 'items' | 'cursor'> & { lines: BookLine[] };

/** A row of a wallet's book (cash or bank): the opening balance, a line, the period's movements or the closing balance. */
export interface BookRow {
  key: string;
  date: string;
  voucher_no: string;
  description: string;
  object: string;
  counter: string;
  /** Money in (Nợ of the wallet's account); undefined on the balance rows. */
  debit?: number;
  /** Money out (Có). */
  credit?: number;
  /** Balance after the row; undefined on the movements row. */
  balance?: number;
  /** Opening, movements and closing rows: bold, so prints and exports show them apart. */
  isTotal: boolean;
}

const lineRow = (l: BookLine): BookRow => ({
  key: `${l.entry_id}#${l.line}`,
  date: l.date,
  voucher_no: l.voucher_no ?? '',
  description: l.description,
  object: l.object_name ?? l.object ?? '',
  counter: l.counter_accounts.join(', '),
  debit: l.debit,
  credit: l.credit,
  balance: l.balance,
  isTotal: false,
});

const totalRow = (key: string, date: string, description: string, values: Pick<BookRow, 'debit' | 'credit' | 'balance'>): BookRow => ({
  key,
  date,
  voucher_no: '',
  description,
  object: '',
  counter: '',
  ...values,
  isTotal: true,
});

/**
 * A wallet's book as people read it (sổ quỹ tiền mặt, sổ tiền gửi ngân hàng): the opening balance, each line with its
 * running balance in the server's order, then Σ thu / Σ chi and the closing balance, so an export or
 * a print carries both ends of the period.
 */
export function bookRows(book: WalletBook | undefined, from: string, to: string): BookRow[] {
  if (!book) return [];
  return [
    totalRow('opening', from, 'Số dư đầu kỳ', { balance: book.opening }),
    ...book.lines.map(lineRow),
    totalRow('movements', to, 'Cộng phát sinh', { debit: book.total_debit, credit: book.total_credit }),
    totalRow('closing', to, 'Số dư cuối kỳ', { balance: book.closing }),
  ];
}
