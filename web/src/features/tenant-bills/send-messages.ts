import type { Bill } from '../../../../shared/api/bills';
import { monthText } from '../../../../shared/dates';
import { formatNumber } from '../../lib/format';

/**
 * The texts staff paste into Zalo or an SMS to send a tenant their bill link (issue 24 "Gửi hoá đơn"):
 * plain text with plain spaces (money as `4.860.878 ₫`, as the reminder writes it), the room as the
 * tenant knows it (`BN101`) and the full link.
 */
const vnd = (n: number) => `${formatNumber(n)} ₫`;

/** The link a tenant opens: this web's own origin in front of the server's `/t/<token>`. */
export const linkUrl = (path: string) => `${window.location.origin}${path}`;

/**
 * A month's bill: what it asks now, as the billing run shows it — its total, less what is paid of it
 * already (the stay's credit at the run, receipts since) — so the tenant is asked for what is left of
 * THAT bill; older debts are on the page the link opens.
 */
export function billMessage(b: Pick<Bill, 'building' | 'room_id' | 'month' | 'total' | 'paid'>, url: string): string {
  const paid = b.paid ?? 0;
  const head = `Phòng ${b.building}${b.room_id}: tiền phòng tháng ${monthText(b.month)} là ${vnd(b.total)}`;
  if (paid <= 0) return `${head}. Xem và thanh toán: ${url}`;
  if (paid < b.total) return `${head}, đã trả ${vnd(paid)}, còn ${vnd(b.total - paid)}. Xem và thanh toán: ${url}`;
  return `${head}, đã thanh toán đủ. Xem chi tiết: ${url}`;
}

/** The unpaid report's reminder (shared/ledger/reminder.ts), with the link to pay it. */
export const reminderMessage = (reminder: string, url: string) => `${reminder} Xem và thanh toán: ${url}`;
