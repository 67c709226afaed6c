import { ulid } from 'ulid';
import * as api from '../../shared/api/deposits';
import { createItem } from '../platform/db/transact';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { buildEntry } from '../kernel/ledger/entry';
import { transition } from '../kernel/rooms/status-machine';
import { postVoucher } from '../kernel/voucher';
import { agentOf } from '../platform/identity/agents';
import { WALK_IN, WALK_IN_NAME } from '../../shared/catalog/deposits';
import { depositObject, depositSummary, newDepositItem, toDeposit } from './model/deposit';
import { reserveSlipNo } from './model/slip-number';
import { roomLabel } from '../kernel/model/room';

/**
 * A deposit holds a room: the slip (its number taken in the same transaction), the room's change
 * (0 → 1, or 3 → 4 when the tenant has given notice), the receipt Dr wallet / Cr 5112 on
 * `deposit:<id>` and the log line. A refused or lost deposit takes no slip number.
 */
export const createDeposit = operation(api.createDeposit, async ({ body }, { caller }) => {
  const agent = body.agent_user_id === WALK_IN ? { name: WALK_IN_NAME } : await agentOf(body.agent_user_id);
  const id = ulid();
  return postVoucher(async () => {
    const at = nowIso();
    const roomEvent = await transition(body.building, body.room_id, 'deposit_created', { type: 'deposit', id, date: body.date }, at, { active_deposit_id: id });
    const slip = await reserveSlipNo(body.building, body.date);
    const what = `Nhận cọc ${slip.slip_no} phòng ${roomLabel(body.building, body.room_id)} - ${body.customer_name}`;
    const entry =
      body.amount_paid > 0
        ? buildEntry(
            {
              date: body.date,
              building: body.building,
              voucher_type: 'deposit',
              voucher_id: id,
              voucher_no: slip.slip_no,
              description: what,
              lines: [
                { wallet: body.wallet, debit: body.amount_paid },
                { account_key: 'deposit_revenue', credit: body.amount_paid, object: depositObject(id), object_name: body.customer_name },
              ],
            },
            at,
          )
        : undefined;
    const item = newDepositItem({ ...body, id, slip_no: slip.slip_no, agent_name: agent.name, entry }, caller, at);
    return {
      caller,
      at,
      lockDates: { date: body.date },
      roomEvent,
      records: [createItem(item, `Phiếu cọc ${slip.slip_no} đã tồn tại`), slip.item],
      entries: [entry],
      audit: {
        action: 'deposit',
        entity: 'deposit',
        entityId: id,
        entityNo: slip.slip_no,
        entityName: roomLabel(body.building, body.room_id),
        building: body.building,
        summary: what,
        after: depositSummary(item),
      },
      answer: toDeposit(item),
    };
  });
});
