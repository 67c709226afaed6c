import type { UnpaidStay } from '../api/ledger/debts';
import { CHARGE_KIND_LABELS } from '../catalog/receivables';
import { monthText } from '../dates';

const vnd = (n: number) => `${n.toLocaleString('vi-VN')} ₫`;

/** What each open item is, for a tenant: `tháng 08/2025` for a bill, else its kind (`hoá đơn trả phòng`). */
const itemWord = (i: UnpaidStay['months'][number]) => (i.kind === 'bill' ? `tháng ${monthText(i.month)}` : CHARGE_KIND_LABELS[i.kind].toLowerCase());

/**
 * The reminder a manager sends a stay that owes (issue 24 "Reminders"), ready to paste into Zalo or an
 * SMS: the room, the amount the unpaid report shows, what it is for (the row's own open items, oldest
 * first) and how late the oldest is. Nothing about anyone else. A room of old data has no tenant to
 * write to: no reminder.
 */
export function reminderText(building: string, r: Pick<UnpaidStay, 'room_id' | 'stay_id' | 'unpaid' | 'months' | 'age_days'>): string {
  if (r.stay_id === null || r.unpaid <= 0) return '';
  const what = [...new Set(r.months.map(itemWord))].join(', ');
  const late = r.age_days > 0 ? `, đã quá ${r.age_days.toLocaleString('vi-VN')} ngày` : '';
  return `Phòng ${building}${r.room_id}: còn nợ ${vnd(r.unpaid)}${what ? ` (${what})` : ''}${late}. Vui lòng thanh toán sớm. Xin cảm ơn!`;
}
