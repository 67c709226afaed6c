import dayjs from 'dayjs';
import { BOOK_MAX_DAYS } from '../../../../shared/api/ledger/books';
import { BANK_WALLET_IDS } from '../../../../shared/api/admin/bank-wallets';
import { ISO_DATE } from '../../lib/format';

export const DEFAULT_BANK_WALLET = String(BANK_WALLET_IDS[0]);
export const TABS = ['book', 'statement', 'queue'] as const;
export type BankTab = (typeof TABS)[number];

/** The bank wallet of the URL, or the first one for anything else. */
export const asBankWallet = (v: string): number => BANK_WALLET_IDS.find((id) => String(id) === v) ?? Number(DEFAULT_BANK_WALLET);

export const asTab = (v: string): BankTab => TABS.find((t) => t === v) ?? 'book';

/** A whole month as a range: its first to its last day. */
export const monthRange = (month: string) => {
  const m = dayjs(`${month}-01`);
  return { from: m.format(ISO_DATE), to: m.endOf('month').format(ISO_DATE) };
};

/** What is wrong with a range before asking (the book answers at most a quarter), or undefined. */
export function rangeProblem(from: string, to: string): string | undefined {
  if (from > to) return 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc';
  if (dayjs(to).diff(dayjs(from), 'day') >= BOOK_MAX_DAYS) return `Mỗi lần xem tối đa ${BOOK_MAX_DAYS} ngày`;
  return undefined;
}
