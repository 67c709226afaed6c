import type { ResponseOf } from '../../../../shared/api/endpoint';
import type { walletBook } from '../../../../shared/api/books';
import { voucherTypeLabel } from '../../../../shared/catalog/voucher-types';

export type WalletBook = ResponseOf<typeof walletBook>;

/** One row of a book on screen: the opening, a line, or the totals and closing (bold). */
export interface BookRow {
  key: string;
  kind: 'opening' | 'line' | 'closing';
  date: string;
  voucher_no: string;
  voucher: string;
  description: string;
  object: string;
  counter: string;
  debit: number | null;
  credit: number | null;
  balance: number;
}

/** The book as people read it: opening first, each line with its running balance, the closing last. */
export function bookRows(b: WalletBook | undefined, from: string, to: string): BookRow[] {
  if (!b) return [];
  const blank = { voucher_no: '', voucher: '', object: '', counter: '' };
  return [
    { key: 'opening', kind: 'opening', date: from, ...blank, description: 'Số dư đầu kỳ', debit: null, credit: null, balance: b.opening },
    ...b.lines.map(
      (l): BookRow => ({
        key: `${l.entry_id}#${l.line}`,
        kind: 'line',
        date: l.date,
        voucher_no: l.voucher_no ?? '',
        voucher: voucherTypeLabel(l.voucher_type),
        description: l.description,
        object: l.object_name ?? l.object ?? '',
        counter: l.counter_accounts.join(', '),
        debit: l.debit,
        credit: l.credit,
        balance: l.balance,
      }),
    ),
    { key: 'closing', kind: 'closing', date: to, ...blank, description: 'Cộng phát sinh và số dư cuối kỳ', debit: b.total_debit, credit: b.total_credit, balance: b.closing },
  ];
}
