import type { UnpaidStay } from '../api/ledger/debts';
import { CHARGE_KIND_LABELS } from '../catalog/receivables';
import { monthText } from '../dates';

/**
 * How the debt views write a stay's state and its open items, the same on the screens
 * (/bao-cao-tien-phong-chua-thu, /bang-tong-hop-cong-no) and in the month-end files.
 */

/** A stay's state at the month's end, for people; a room of old data says what it is. */
export const debtorStatusText = (r: Pick<UnpaidStay, 'status' | 'note'>): string =>
  r.status === 'checked_out' ? 'Đã trả phòng' : r.status === 'active' ? 'Đang ở' : (r.note ?? '');

/** One open item: `Hoá đơn tháng 10/2026 BT-BN2610-204: 1.418.610`. */
export const openItemText = (i: UnpaidStay['months'][number]): string =>
  `${CHARGE_KIND_LABELS[i.kind]}${i.kind === 'bill' ? ` ${monthText(i.month)}` : ''} ${i.bill_no}: ${i.owed.toLocaleString('vi-VN')}`;

/** A stay's open items, oldest first, on one line (exports). */
export const openItemsText = (items: UnpaidStay['months']): string => items.map(openItemText).join('; ');
