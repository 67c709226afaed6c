import type { ReturnDeposit, Stay } from '../../../shared/api/stays';
import { keys } from '../../platform/db/keys';
import { getItem } from '../../platform/db/items';
import { publicFields } from '../../platform/db/records';
import { updateItem, type TxItem } from '../../platform/db/transact';
import { Conflict } from '../../platform/errors';
import { heldBy } from '../../kernel/ledger/deposit-held';
import { getCheckOut, getReturnDeposit, pendingRefundWrite } from '../../stays';
import type { DepositMove } from '../rules/adjustment-rules';

/**
 * What a deposit note (return_deposit_adjustment) reads and writes besides the room's money: the
 * deposit held for the stay, the running total of what notes applied of it (`DEPADJ#<stay>`), the
 * stay itself (its version is bumped, so a check-out planned on the old deposit held loses its race)
 * and the stay's pending refund, which follows the note so that what is paid out later is what is held.
 */

/** The ledger objects a stay's deposit sits on, in the check-out's order: its deposit's, then its own. */
export const depositObjectsOf = (stay: Pick<Stay, 'id' | 'deposit_object'>) => [...new Set([stay.deposit_object, `stay:${stay.id}`])];

/** Deposit held per object of the stay (strongly consistent), in that order. */
export async function heldForStay(stay: Pick<Stay, 'id' | 'deposit_object'>): Promise<DepositMove[]> {
  const objects = depositObjectsOf(stay);
  const held = await heldBy(objects, true);
  return objects.map((object) => ({ object, amount: held.get(object) ?? 0 }));
}

/** What earlier notes applied of the stay's deposit, per object, and the version it was read at (0: none yet). */
export async function depositApplied(stayId: string): Promise<{ applied: Record<string, number>; version: number }> {
  const i = await getItem(keys.depositAdjusted(stayId));
  return { applied: (i?.applied as Record<string, number> | undefined) ?? {}, version: Number(i?.version ?? 0) };
}

export const setDepositApplied = (stay: Pick<Stay, 'id' | 'building' | 'room_id'>, applied: Record<string, number>, readVersion: number): TxItem =>
  updateItem(keys.depositAdjusted(stay.id), {
    expression: 'SET entity = :e, building = :b, room_id = :r, stay_id = :s, applied = :a, version = :next',
    condition: readVersion === 0 ? 'attribute_not_exists(version)' : 'version = :v',
    values: {
      ':e': 'deposit_adjusted',
      ':b': stay.building,
      ':r': stay.room_id,
      ':s': stay.id,
      ':a': applied,
      ':next': readVersion + 1,
      ...(readVersion === 0 ? {} : { ':v': readVersion }),
    },
    conflict: 'Tiền cọc của lượt ở vừa được phiếu điều chỉnh khác thay đổi',
    code: 'numbering',
  });

/** The stay on the status and version it was read with, its version bumped (check-out, removal and other notes re-read). */
export const touchStay = (stay: Pick<Stay, 'id' | 'status' | 'version'>, label: string): TxItem =>
  updateItem(keys.stay(stay.id), {
    expression: 'SET #version = #version + :one',
    condition: '#status = :s AND #version = :v',
    names: { '#status': 'status', '#version': 'version' },
    values: { ':s': stay.status, ':v': stay.version, ':one': 1 },
    conflict: `Lượt ở của phòng ${label} vừa được người khác thay đổi, vui lòng tải lại`,
    field: 'stay_id',
    code: 'stale',
  });

/**
 * The refund a note may move: a checked-out stay's refund still to be paid. A refund a credit note
 * brought to 0 was set aside (cancelled, `zeroed_by`), and a debit note brings it back. Anything
 * else after check-out (refund paid, deposit forfeited) leaves no refund to follow the note: refused.
 */
export async function refundToFollow(stay: Stay, label: string): Promise<ReturnDeposit | undefined> {
  if (stay.status === 'active') return undefined;
  if (stay.status !== 'checked_out' || !stay.check_out_id) throw new Conflict(`Lượt ở HĐ ${stay.contract_no} của phòng ${label} đã bị xoá`, 'stay_id', 'state');
  const co = await getCheckOut(stay.check_out_id);
  const rd = co.status === 'done' && co.return_deposit_id ? await getReturnDeposit(co.return_deposit_id) : undefined;
  const open = rd && (rd.status === 'pending' || (rd.status === 'cancelled' && (rd as { zeroed_by?: string }).zeroed_by));
  if (!open)
    throw new Conflict(
      `Phòng ${label}, HĐ ${stay.contract_no}: đã trả phòng và không còn phiếu trả cọc chờ chi (đã chi hoặc mất cọc), không thể điều chỉnh tiền cọc`,
      'stay_id',
      'state',
    );
  return publicFields<ReturnDeposit>(rd);
}

/**
 * The refund with its parts after the note, on the status and version it was read with; 0 sets it aside.
 * Its item among the refunds to pay follows in the same transaction (its amount, or gone when set aside).
 */
export function followRefund(
  rd: ReturnDeposit,
  parts: DepositMove[],
  adjustmentNo: string,
  label: string,
): { items: TxItem[]; after: { id: string; amount: number; status: string } } {
  const amount = parts.reduce((s, p) => s + p.amount, 0);
  const status = amount > 0 ? 'pending' : 'cancelled';
  const item = updateItem(keys.returnDeposit(rd.id), {
    expression: `SET amount = :amount, parts = :parts, #status = :status, last_adjustment = :no, #version = #version + :one${amount > 0 ? ' REMOVE zeroed_by' : ', zeroed_by = :no'}`,
    condition: '#status = :read AND #version = :v',
    names: { '#status': 'status', '#version': 'version' },
    values: { ':amount': amount, ':parts': parts, ':status': status, ':no': adjustmentNo, ':one': 1, ':read': rd.status, ':v': rd.version },
    conflict: `Phiếu trả cọc phòng ${label} vừa được người khác chi hoặc thay đổi, vui lòng tải lại`,
    field: 'stay_id',
    code: 'stale',
  });
  return { items: [item, pendingRefundWrite({ ...rd, amount, status })], after: { id: rd.id, amount, status } };
}
