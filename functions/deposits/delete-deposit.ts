import * as api from '../../shared/api/deposits';
import { auditItem } from '../lib/audit';
import { transact } from '../lib/db/transact';
import { Conflict } from '../lib/errors';
import { operation } from '../lib/http/handler';
import { nowIso } from '../lib/time';
import { assertOpen } from '../core/ledger/edit-lock';
import { entryItems, reversalOf } from '../core/ledger/posting';
import { transition } from '../core/rooms/status-machine';
import { assertActive, closeDepositItem } from './closing';
import { heldByOne } from '../core/ledger/deposit-held';
import { depositObject, getDepositItem, toDeposit } from '../core/records/deposit';

/**
 * An entry error: the slip should never have existed. Its receipt is reversed on the slip's own date
 * (so that month's reports no longer show it) and the room goes back. A slip created by a transfer,
 * or one that has since received more money, is not an entry error of this slip alone: refused.
 */
export const deleteDeposit = operation(api.deleteDeposit, async ({ body }, { caller }) => {
  const at = nowIso();
  const d = await getDepositItem(body.id);
  assertActive(d, 'xoá');
  if (d.transferred_from)
    throw new Conflict(`Phiếu cọc ${d.slip_no} được chuyển từ phiếu khác, không thể xoá; hãy huỷ hoặc chuyển tiếp phiếu này`);
  await assertOpen(d.date);
  const { items: roomItems } = await transition(d.building, d.room_id, 'deposit_removed', { type: 'deposit_delete', id: d.id }, at);
  const held = await heldByOne(depositObject(d.id));
  const own = d.entry ? d.amount_paid : 0;
  if (held !== own)
    throw new Conflict(`Phiếu cọc ${d.slip_no} đang giữ ${held.toLocaleString('vi-VN')} đ, khác số tiền của chính phiếu (có thu cọc bổ sung), không thể xoá`);
  const entry = d.entry ? reversalOf(d.entry, d.date, `Xoá phiếu cọc ${d.slip_no} (nhập sai)`, at) : undefined;
  const record = { date: d.date, reason: body.reason, amount: own };
  await transact([
    closeDepositItem(d, 'deleted', record, caller, at, { entry }),
    ...roomItems,
    ...(entry ? entryItems(entry) : []),
    auditItem(
      caller,
      {
        action: 'delete',
        entity: 'deposit',
        entityId: d.id,
        building: d.building,
        summary: `Xoá phiếu cọc ${d.slip_no} phòng ${d.room_id} (${d.building}) do nhập sai`,
        before: { status: d.status, amount_paid: d.amount_paid },
        after: { status: 'deleted', ...record },
      },
      at,
    ),
  ]);
  return toDeposit({ ...d, status: 'deleted', version: d.version + 1, updated_at: at, deleted: { ...record, at, by: caller.username } });
});
