import { walletName } from '../../../../shared/catalog/wallets';
import { formatDate, formatDateTime, formatVnd } from '../../lib/format';
import type { BankLineConflict, BankSuggestion, BankTransaction } from '../../../../shared/api/bank';
import { BANK_WALLET_IDS } from '../../../../shared/api/admin/bank-wallets';
import type { BankStatus } from './types';

/** The state of a line as its tag says it. */
export const STATUS_LOOK: Record<BankStatus, { text: string; color: string }> = {
  matched: { text: 'Đã khớp', color: 'green' },
  unmatched: { text: 'Chờ xác nhận', color: 'gold' },
  ignored: { text: 'Bỏ qua', color: 'default' },
};

export const STATUS_FILTER = [
  { value: 'all', label: 'Tất cả trạng thái' },
  { value: 'unmatched', label: STATUS_LOOK.unmatched.text },
  { value: 'matched', label: STATUS_LOOK.matched.text },
  { value: 'ignored', label: STATUS_LOOK.ignored.text },
] as const;

const REASON: Record<BankSuggestion['reason'], string> = {
  code: 'Mã thanh toán',
  amount: 'Đúng số tiền còn nợ',
  payer: 'Người chuyển quen',
  transfer: 'Chuyển nội bộ',
};
export const reasonText = (r: BankSuggestion['reason']): string => REASON[r];

/** What a matched line was matched to, in words: the room and receipt, the other receipt, the transfer. */
export function matchText(t: Pick<BankTransaction, 'match'>): string {
  const m = t.match;
  if (!m) return '';
  const no = m.voucher_no ? ` ${m.voucher_no}` : '';
  const auto = m.auto ? ' (tự động)' : '';
  switch (m.kind) {
    case 'receipt_room':
      return `Phòng ${m.room_id ?? ''}${m.building ? ` (${m.building})` : ''} · phiếu thu${no}${auto}`;
    case 'receipt_cash':
      return `Phiếu thu khác${no}${auto}`;
    case 'internal_transfer':
      return `Chuyển nội bộ${no}${auto}`;
    case 'linked':
      return `Đã gắn chứng từ${no || ` ${m.voucher_id}`}`;
  }
}

/** Who sent or received the money, as the bank wrote it. */
export const counterText = (t: Pick<BankTransaction, 'counter_name' | 'counter_account'>): string =>
  [t.counter_name, t.counter_account].filter(Boolean).join(' · ');

export const BANK_WALLET_OPTIONS = BANK_WALLET_IDS.map((id) => ({ value: String(id), label: walletName(id) }));

/** What a write did to a line, said once the server took it. */
export function doneText(t: BankTransaction): string {
  const what = `${formatVnd(t.amount)} ngày ${formatDate(t.date)}`;
  if (t.status === 'ignored') return `Đã bỏ qua dòng ${what}`;
  if (t.status === 'unmatched') return `Đã bỏ khớp dòng ${what}`;
  return `Đã khớp dòng ${what}: ${matchText(t)}`;
}

/**
 * What waits for a person in the queue: an incoming line nobody matched, and any line whose bank
 * replays disagree with it until someone has checked them (the server's `review` status asks for both).
 */
export const needsReview = (t: Pick<BankTransaction, 'status' | 'direction' | 'conflict_open'>): boolean =>
  !!t.conflict_open || (t.status === 'unmatched' && t.direction === 'in');

const DIFFERS: Record<BankLineConflict['differs'][number], string> = { amount: 'số tiền', direction: 'chiều tiền', date: 'ngày', content: 'nội dung' };

/** One replay of the line's reference that said something else, in words. */
export const conflictText = (c: BankLineConflict): string =>
  `Ngân hàng gửi lại cùng mã tham chiếu: ${c.direction === 'in' ? 'tiền vào' : 'tiền ra'} ${formatVnd(c.amount)}, lúc ${formatDateTime(c.transaction_time)}, nội dung "${c.content}" (khác ${c.differs.map((d) => DIFFERS[d]).join(', ')})`;
