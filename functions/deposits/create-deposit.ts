import { ulid } from 'ulid';
import * as api from '../../shared/api/deposits';
import { auditItem } from '../lib/audit';
import { createItem, transact } from '../lib/db/transact';
import { operation } from '../lib/http/handler';
import { nowIso } from '../lib/time';
import { assertOpen } from '../core/ledger/edit-lock';
import { buildEntry, entryItems } from '../core/ledger/posting';
import { transition } from '../core/rooms/status-machine';
import { agentOf } from '../core/people/agents';
import { depositSummary, newDepositItem } from '../core/records/deposit';
import { depositObject, toDeposit } from '../core/records/deposit';
import { nextSlipNo } from '../core/records/slip-number';

/**
 * A deposit holds a room: the slip, the room's change (0 → 1, or 3 → 4 when the tenant has given
 * notice), the receipt Dr wallet / Cr 5112 on `deposit:<id>` and the log line, in one transaction.
 * The room is checked before a slip number is taken, so a plain refusal wastes no number.
 */
export const createDeposit = operation(api.createDeposit, async ({ body }, { caller }) => {
  const at = nowIso();
  const agent = await agentOf(body.agent_user_id);
  await assertOpen(body.date);
  const id = ulid();
  const { items: roomItems } = await transition(body.building, body.room_id, 'deposit_created', { type: 'deposit', id }, at, { active_deposit_id: id });
  const { slip_no } = await nextSlipNo(body.building, body.date);
  const entry =
    body.amount_paid > 0
      ? buildEntry(
          {
            date: body.date,
            building: body.building,
            voucher_type: 'deposit',
            voucher_id: id,
            description: `Nhận cọc ${slip_no} phòng ${body.room_id} (${body.building}) - ${body.customer_name}`,
            lines: [
              { wallet: body.wallet, debit: body.amount_paid },
              { account_key: 'deposit_revenue', credit: body.amount_paid, object: depositObject(id) },
            ],
          },
          at,
        )
      : undefined;
  const item = newDepositItem({ ...body, id, slip_no, agent_name: agent.name, entry }, caller, at);
  await transact([
    createItem(item, `Phiếu cọc ${slip_no} đã tồn tại`),
    ...roomItems,
    ...(entry ? entryItems(entry) : []),
    auditItem(
      caller,
      { action: 'deposit', entity: 'deposit', entityId: id, building: body.building, summary: `Nhận cọc ${slip_no} phòng ${body.room_id} (${body.building}) - ${body.customer_name}`, after: depositSummary(item) },
      at,
    ),
  ]);
  return toDeposit(item);
});
