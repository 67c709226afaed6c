import { ulid } from 'ulid';
import * as api from '../../shared/api/deposits';
import { auditItem } from '../lib/audit';
import { createItem, transact } from '../lib/db/transact';
import { BadRequest } from '../lib/errors';
import { operation } from '../lib/http/handler';
import { nowIso } from '../lib/time';
import { assertOpen } from '../core/ledger/edit-lock';
import { buildEntry, entryItems } from '../core/ledger/posting';
import { transition } from '../core/rooms/status-machine';
import { assertActive, assertNotBefore, closeDepositItem } from './closing';
import { depositSummary, newDepositItem } from '../core/records/deposit';
import { heldByOne } from '../core/ledger/deposit-held';
import { depositObject, getDepositItem, toDeposit } from '../core/records/deposit';
import { nextSlipNo } from '../core/records/slip-number';

/**
 * The customer moves the deposit to another room (any building): the old slip becomes `transferred`,
 * a new slip (new number in the new building and month) links back to it, both rooms change, and the
 * money held moves object: Dr 5212 `deposit:<old>` / Cr 5112 `deposit:<new>`. All in ONE transaction.
 * The entry is booked in the old slip's building, where the money was received.
 */
export const transferDeposit = operation(api.transferDeposit, async ({ body }, { caller }) => {
  const at = nowIso();
  const d = await getDepositItem(body.id);
  assertActive(d, 'chuyển');
  if (d.building === body.building && d.room_id === body.room_id) {
    const message = 'Phải chuyển sang một phòng khác';
    throw new BadRequest(`Dữ liệu không hợp lệ: room_id: ${message}`, [{ path: 'room_id', message }]);
  }
  assertNotBefore(body.date, d);
  const expected = body.expected_move_in_date ?? (d.expected_move_in_date > body.date ? d.expected_move_in_date : body.date);
  assertNotBefore(expected, { ...d, date: body.date }, 'expected_move_in_date');
  await assertOpen(body.date);

  const id = ulid();
  const [from, to] = await Promise.all([
    transition(d.building, d.room_id, 'deposit_removed', { type: 'deposit_transfer', id: d.id }, at),
    transition(body.building, body.room_id, 'deposit_created', { type: 'deposit', id }, at, { active_deposit_id: id }),
  ]);
  const held = await heldByOne(depositObject(d.id));
  const { slip_no } = await nextSlipNo(body.building, body.date);
  const entry =
    held > 0
      ? buildEntry(
          {
            date: body.date,
            building: d.building,
            voucher_type: 'deposit_transfer',
            voucher_id: id,
            description: `Chuyển cọc ${d.slip_no} phòng ${d.room_id} (${d.building}) sang ${slip_no} phòng ${body.room_id} (${body.building})`,
            lines: [
              { account_key: 'return_deposit', debit: held, object: depositObject(d.id) },
              { account_key: 'deposit_revenue', credit: held, object: depositObject(id) },
            ],
          },
          at,
        )
      : undefined;
  const amount = Math.max(held, 0);
  const item = newDepositItem(
    {
      id,
      slip_no,
      building: body.building,
      room_id: body.room_id,
      customer_name: d.customer_name,
      phone: d.phone,
      id_number: d.id_number,
      amount_agreed: Math.max(d.amount_agreed, amount),
      amount_paid: amount,
      wallet: d.wallet,
      agent_user_id: d.agent_user_id,
      agent_name: d.agent_name,
      date: body.date,
      expected_move_in_date: expected,
      note: body.note ?? d.note,
      transferred_from: d.id,
      entry,
    },
    caller,
    at,
  );
  const record = { date: body.date, reason: body.note, amount };
  await transact([
    closeDepositItem(d, 'transferred', record, caller, at, { entry, transferredTo: id }),
    createItem(item, `Phiếu cọc ${slip_no} đã tồn tại`),
    ...from.items,
    ...to.items,
    ...(entry ? entryItems(entry) : []),
    auditItem(
      caller,
      {
        action: 'transfer_deposit',
        entity: 'deposit',
        entityId: d.id,
        building: d.building,
        summary: `Chuyển cọc ${d.slip_no} phòng ${d.room_id} (${d.building}) sang ${slip_no} phòng ${body.room_id} (${body.building}), ${amount.toLocaleString('vi-VN')} đ`,
        before: depositSummary(d),
        after: depositSummary(item),
      },
      at,
    ),
  ]);
  return {
    from: toDeposit({ ...d, status: 'transferred', version: d.version + 1, updated_at: at, transferred_to: id, transferred: { ...record, at, by: caller.username } }),
    to: toDeposit(item),
  };
});
