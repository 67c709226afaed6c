import * as api from '../../shared/api/deposits';

import { operation } from '../platform/http/handler';
import { roomLabel } from '../kernel/model/room';
import { postVoucher } from '../kernel/voucher';
import { nowIso } from '../platform/time';
import { buildEntry } from '../kernel/ledger/entry';
import { transition } from '../kernel/rooms/status-machine';
import { assertActive, assertNotBefore } from './closing';
import { heldByOne } from '../kernel/ledger/deposit-held';
import { closeDepositItem, depositObject, getDepositItem, toDeposit } from './model/deposit';

/**
 * The customer cancels (forfeit): the room goes back (1 → 0, 4 → 3) and everything the deposit holds
 * becomes other income, Dr 5212 (cancelled by customer) / Cr 7111 on `deposit:<id>`.
 */
export const cancelDeposit = operation(api.cancelDeposit, async ({ body }, { caller }) => {
  const at = nowIso();
  const d = await getDepositItem(body.id);
  assertActive(d, 'huỷ');
  assertNotBefore(body.date, d);
  const { items: roomItems } = await transition(d.building, d.room_id, 'deposit_removed', { type: 'deposit_cancel', id: d.id, date: body.date }, at);
  const object = depositObject(d.id);
  const held = await heldByOne(object);
  const entry =
    held > 0
      ? buildEntry(
          {
            date: body.date,
            building: d.building,
            voucher_type: 'deposit_cancel',
            voucher_id: d.id,
            voucher_no: d.slip_no,
            names: { [object]: d.customer_name },
            description: `Khách huỷ cọc ${d.slip_no} phòng ${d.room_id} (${d.building}) - mất cọc`,
            lines: [
              { account_key: 'return_deposit_cancelled', debit: held, object },
              { account_key: 'other_income', credit: held, object },
            ],
          },
          at,
        )
      : undefined;
  const record = { date: body.date, reason: body.reason, amount: Math.max(held, 0) };
  return postVoucher(async () => ({
    caller,
    at,
    lockDates: { date: body.date },
    records: [closeDepositItem(d, 'cancelled', record, caller, at, { entry }), ...roomItems],
    entries: [entry],
    audit: {
      action: 'delete',
      entity: 'deposit',
      entityId: d.id,
      entityNo: d.slip_no,
      entityName: roomLabel(d.building, d.room_id),
      building: d.building,
      summary: `Huỷ cọc ${d.slip_no} phòng ${d.room_id} (${d.building}), mất cọc ${record.amount.toLocaleString('vi-VN')} đ`,
      before: { status: d.status },
      after: { status: 'cancelled', ...record },
    },
    answer: toDeposit({ ...d, status: 'cancelled', version: d.version + 1, updated_at: at, cancelled: { ...record, at, by: caller.username } }),
  }));
});
