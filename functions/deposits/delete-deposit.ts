import * as api from '../../shared/api/deposits';

import { Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { roomLabel } from '../kernel/model/room';
import { postVoucher } from '../kernel/voucher';
import { nowIso } from '../platform/time';
import { reversalOf } from '../kernel/ledger/entry';
import { transition } from '../kernel/rooms/status-machine';
import { assertActive } from './closing';
import { heldByOne } from '../kernel/ledger/deposit-held';
import { closeDepositItem, depositObject, getDepositItem, toDeposit } from './model/deposit';

/**
 * An entry error: the slip should never have existed. Its receipt is reversed on the slip's own date
 * (so that month's reports no longer show it) and the room goes back. A slip created by a transfer,
 * or one that has since received more money, is not an entry error of this slip alone: refused.
 */
export const deleteDeposit = operation(api.deleteDeposit, async ({ body }, { caller }) => {
  const at = nowIso();
  const d = await getDepositItem(body.id);
  assertActive(d, 'xoá');
  if (d.transferred_from) throw new Conflict(`Phiếu cọc ${d.slip_no} được chuyển từ phiếu khác, không thể xoá; hãy huỷ hoặc chuyển tiếp phiếu này`);
  const { items: roomItems } = await transition(d.building, d.room_id, 'deposit_removed', { type: 'deposit_delete', id: d.id, date: d.date }, at);
  const held = await heldByOne(depositObject(d.id));
  const own = d.entry ? d.amount_paid : 0;
  if (held !== own)
    throw new Conflict(`Phiếu cọc ${d.slip_no} đang giữ ${held.toLocaleString('vi-VN')} đ, khác số tiền của chính phiếu (có thu cọc bổ sung), không thể xoá`);
  const entry = d.entry ? reversalOf(d.entry, d.date, `Xoá phiếu cọc ${d.slip_no} (nhập sai)`, at) : undefined;
  const record = { date: d.date, reason: body.reason, amount: own };
  return postVoucher(async () => ({
    caller,
    at,
    lockDates: { id: d.date },
    records: [closeDepositItem(d, 'deleted', record, caller, at, { entry }), ...roomItems],
    entries: [entry],
    audit: {
      action: 'delete',
      entity: 'deposit',
      entityId: d.id,
      entityNo: d.slip_no,
      entityName: roomLabel(d.building, d.room_id),
      building: d.building,
      summary: `Xoá phiếu cọc ${d.slip_no} phòng ${d.room_id} (${d.building}) do nhập sai`,
      before: { status: d.status, amount_paid: d.amount_paid },
      after: { status: 'deleted', ...record },
    },
    answer: toDeposit({ ...d, status: 'deleted', version: d.version + 1, updated_at: at, deleted: { ...record, at, by: caller.username } }),
  }));
});
