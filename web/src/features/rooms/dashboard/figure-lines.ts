import { VEHICLE_TYPE_TEXT } from '../../../../../shared/api/customers/vehicle-cards';
import type { DashboardBuilding } from '../../../../../shared/api/rooms/dashboard';
import { walletName } from '../../../../../shared/catalog/wallets';
import { formatDate, formatMonth, formatVnd } from '../../../lib/format';
import type { FigureRow } from './Figure';

/** The lines under the dashboard's "what to do today" figures, as people read them (vi-VN money, DD-MM-YYYY). */

/** A room leaving this week: its day and how far it is, and whether a new tenant already paid a deposit. */
export const leaveLine = (l: DashboardBuilding['leaving_week'][number]): string =>
  `Phòng ${l.room_id}: trả ${formatDate(l.expected_leave_date)} (${l.days_left > 0 ? `còn ${l.days_left} ngày` : l.days_left === 0 ? 'hôm nay' : `quá ${-l.days_left} ngày`})${l.status === 4 ? ', đã có cọc mới' : ''}`;

/** A refund waiting: the room, who is owed, how much, since the check-out of which day. */
export const refundLine = (r: DashboardBuilding['refunds']['oldest'][number]): string =>
  `Phòng ${r.room_id} – ${r.customer_name}: ${formatVnd(r.amount)} (trả phòng ${formatDate(r.leave_date)})`;

/** Unpaid timesheets per book and month, each linked to that month of its book. */
export const timesheetRows = (months: DashboardBuilding['timesheets']['months'], link: (book: string, month: string) => string): FigureRow[] =>
  months.map((m) => ({
    text: `${m.book === 'pccc' ? 'PCCC lớn – ' : ''}Tháng ${formatMonth(`${m.month}-01`)}: ${formatVnd(m.total)} (${m.count} bảng)`,
    to: link(m.book, m.month),
  }));

/** A card to collect: the room, its number, the vehicle, whose it was. */
export const cardLine = (c: DashboardBuilding['cards_to_collect'][number]): string =>
  `Phòng ${c.room_id}: thẻ số ${c.card_no} – ${VEHICLE_TYPE_TEXT[c.vehicle_type]}${c.plate ? ` ${c.plate}` : ''}${c.tenant ? ` (${c.tenant})` : ''}`;

/** Months as `10/2026, 11/2026`. */
export const monthsLine = (months: readonly string[]): string => months.map((m) => formatMonth(`${m}-01`)).join(', ');

/** "Quỹ tiền mặt BN", "Quỹ tiền mặt MA-MT": the cash box's name as its book names it. */
export const walletTitle = (wallet: number): string => walletName(wallet).replace(/^Tiền mặt/, 'Quỹ tiền mặt');
