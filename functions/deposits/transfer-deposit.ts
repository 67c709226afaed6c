import { ulid } from 'ulid';
import * as api from '../../shared/api/deposits';
import { createItem } from '../platform/db/transact';
import { BadRequest } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { buildEntry } from '../kernel/ledger/entry';
import { transition } from '../kernel/rooms/status-machine';
import { assertActive, assertNotBefore } from './closing';
import { depositSummary, newDepositItem } from './model/deposit';
import { heldByOne } from '../kernel/ledger/deposit-held';
import { closeDepositItem, depositObject, getDepositItem, toDeposit } from './model/deposit';
import { reserveSlipNo } from './model/slip-number';
import { roomLabel } from '../kernel/model/room';
import { postVoucher } from '../kernel/voucher';

/**
 * The customer moves the deposit to another room (any building): the old slip becomes `transferred`,
 * a new slip (new number in the new building and month) links back to it, both rooms change, and the
 * money held moves object: Dr 5212 `deposit:<old>` / Cr 5112 `deposit:<new>`. All in ONE transaction.
 * The entry is booked in the old slip's building, where the money was received.
 */
export const transferDeposit = operation(api.transferDeposit, async ({ body }, { caller }) => {
  const d = await getDepositItem(body.id);
  assertActive(d, 'chuyển');
  if (d.building === body.building && d.room_id === body.room_id) {
    const message = 'Phải chuyển sang một phòng khác';
    throw new BadRequest(`Dữ liệu không hợp lệ: room_id: ${message}`, [{ path: 'room_id', message }]);
  }
  assertNotBefore(body.date, d);
  const expected = body.expected_move_in_date ?? (d.expected_move_in_date > body.date ? d.expected_move_in_date : body.date);
  assertNotBefore(expected, { ...d, date: body.date }, 'expected_move_in_date');
  const id = ulid();
  return postVoucher(async () => {
    const at = nowIso();
    const [from, to] = await Promise.all([
      transition(d.building, d.room_id, 'deposit_removed', { type: 'deposit_transfer', id: d.id, date: body.date }, at),
      transition(body.building, body.room_id, 'deposit_created', { type: 'deposit', id, date: body.date }, at, { active_deposit_id: id }),
    ]);
    const held = await heldByOne(depositObject(d.id));
    const slip = await reserveSlipNo(body.building, body.date);
    const what = `Chuyển cọc ${d.slip_no} phòng ${roomLabel(d.building, d.room_id)} sang ${slip.slip_no} phòng ${roomLabel(body.building, body.room_id)}`;
    const entry =
      held > 0
        ? buildEntry(
            {
              date: body.date,
              building: d.building,
              voucher_type: 'deposit_transfer',
              voucher_id: id,
              voucher_no: slip.slip_no,
              description: what,
              lines: [
                { account_key: 'return_deposit', debit: held, object: depositObject(d.id), object_name: d.customer_name },
                { account_key: 'deposit_revenue', credit: held, object: depositObject(id), object_name: d.customer_name },
              ],
            },
            at,
          )
        : undefined;
    const amount = Math.max(held, 0);
    const item = newDepositItem(
      {
        id,
        slip_no: slip.slip_no,
        building: body.building,
        room_id: body.room_id,
        customer_name: d.customer_name,
        // Every stored slip has one (the create requires it); only answers to a guard leave it out.
        phone: d.phone ?? '',
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
    return {
      caller,
      at,
      lockDates: { date: body.date },
      records: [
        closeDepositItem(d, 'transferred', record, caller, at, { entry, transferredTo: id }),
        createItem(item, `Phiếu cọc ${slip.slip_no} đã tồn tại`),
        slip.item,
        ...from.items,
        ...to.items,
      ],
      entries: [entry],
      audit: {
        action: 'transfer_deposit',
        entity: 'deposit',
        entityId: d.id,
        entityNo: d.slip_no,
        entityName: roomLabel(d.building, d.room_id),
        building: d.building,
        summary: `${what}, ${amount.toLocaleString('vi-VN')} đ`,
        before: depositSummary(d),
        after: depositSummary(item),
      },
      answer: {
        from: toDeposit({
          ...d,
          status: 'transferred',
          version: d.version + 1,
          updated_at: at,
          transferred_to: id,
          transferred: { ...record, at, by: caller.username },
        }),
        to: toDeposit(item),
      },
    };
  });
});
