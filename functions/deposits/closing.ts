import { DEPOSIT_STATUS_LABELS } from '../../shared/catalog/deposits';
import { BadRequest, Conflict } from '../platform/errors';
import type { DepositItem } from './model/deposit';
import { dayText } from '../../shared/dates';

/** Pure rules of closing a deposit (cancel, delete, transfer); the status change is the record's own. */

/** Only an active deposit can be cancelled, deleted or transferred: anything else is a 409 naming the slip. */
export function assertActive(d: DepositItem, what: string): void {
  if (d.status !== 'active')
    throw new Conflict(`Phiếu cọc ${d.slip_no} đang ở trạng thái "${DEPOSIT_STATUS_LABELS[d.status] ?? d.status}", không thể ${what}`, 'id', 'state');
}

/** A closing date before the deposit's own date is an input error on that field. */
export function assertNotBefore(date: string, d: DepositItem, field = 'date'): void {
  if (date < d.date) {
    const message = `Ngày phải từ ngày cọc ${dayText(d.date)} trở đi`;
    throw new BadRequest(`Dữ liệu không hợp lệ: ${field}: ${message}`, [{ path: field, message }]);
  }
}
