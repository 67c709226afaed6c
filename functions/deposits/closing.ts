import { DEPOSIT_STATUS_LABELS, type DepositStatus } from '../../shared/catalog/deposits';
import type { Caller } from '../lib/claims';
import { keys } from '../lib/db/keys';
import { updateItem, type TxItem } from '../lib/db/transact';
import { BadRequest, Conflict } from '../lib/errors';
import type { Entry } from '../core/ledger/posting';
import type { DepositItem } from '../core/records/deposit';

/** Only an active deposit can be cancelled, deleted or transferred: anything else is a 409 naming the slip. */
export function assertActive(d: DepositItem, what: string): void {
  if (d.status !== 'active')
    throw new Conflict(`Phiếu cọc ${d.slip_no} đang ở trạng thái "${DEPOSIT_STATUS_LABELS[d.status] ?? d.status}", không thể ${what}`);
}

/** A closing date before the deposit's own date is an input error on that field. */
export function assertNotBefore(date: string, d: DepositItem, field = 'date'): void {
  if (date < d.date) {
    const message = `Ngày phải từ ngày cọc ${d.date} trở đi`;
    throw new BadRequest(`Dữ liệu không hợp lệ: ${field}: ${message}`, [{ path: field, message }]);
  }
}

/**
 * The deposit's move to a closed status, guarded by the status and version it was read with (a
 * check-in, another cancel or an additional receipt in between makes it a 409 and writes nothing).
 */
export function closeDepositItem(
  d: DepositItem,
  to: Exclude<DepositStatus, 'active' | 'checked_in'>,
  record: { date: string; reason?: string; amount: number },
  caller: Pick<Caller, 'username'>,
  at: string,
  o: { entry?: Entry; transferredTo?: string } = {},
): TxItem {
  const field = to === 'cancelled' ? 'cancelled' : to === 'deleted' ? 'deleted' : 'transferred';
  const sets = ['#status = :to', '#version = #version + :one', 'updated_at = :at', '#record = :record'];
  const values: Record<string, unknown> = {
    ':to': to,
    ':active': 'active',
    ':v': d.version,
    ':one': 1,
    ':at': at,
    ':record': { ...record, at, by: caller.username },
  };
  if (o.entry) {
    sets.push('closing_entry = :entry');
    values[':entry'] = o.entry;
  }
  if (o.transferredTo) {
    sets.push('transferred_to = :tt');
    values[':tt'] = o.transferredTo;
  }
  return updateItem(keys.deposit(d.id), {
    expression: `SET ${sets.join(', ')}`,
    condition: '#status = :active AND #version = :v',
    names: { '#status': 'status', '#version': 'version', '#record': field },
    values,
    conflict: `Phiếu cọc ${d.slip_no} vừa được người khác thay đổi, vui lòng tải lại`,
  });
}
