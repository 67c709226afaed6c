import * as api from '../../shared/api/stays';
import type { Stay } from '../../shared/api/stays';
import { keys } from '../platform/db/keys';
import { updateItem } from '../platform/db/transact';
import { Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { postVoucher } from '../kernel/voucher';
import { nowIso } from '../platform/time';
import { reversalOf } from '../kernel/ledger/entry';
import { transition } from '../kernel/rooms/status-machine';
import { depositBackToActiveItem, getDeposit } from '../deposits';
import { cardsOutOfStay, cardsToCollectWrites, customerDeleted, unindexCustomersAfterCommit } from '../customers';
import { deleteItem } from '../platform/db/transact';
import { roomLabel } from '../kernel/model/room';
import { getStay } from './model/stay';
import { publicFields } from '../platform/db/records';
import { heldByOne } from '../kernel/ledger/deposit-held';
import { accountOf, writeAccount } from '../kernel/model/stay-account';

/**
 * Removes a check-in entered by mistake, only while the room is still "checked in" and the stay has no
 * check-out or change slip: its posting is reversed (dated as the check-in, which never happened), the
 * contract and customers go (the contract number is free again), the deposit is active again and
 * the room returns to 1 (deposit) or 0 (none). The stay item stays, marked removed, for the record.
 */
export const removeCheckIn = operation(api.removeCheckIn, async ({ body }, { caller }) => {
  const at = nowIso();
  const stay = await getStay(body.id);
  const label = roomLabel(stay.building, stay.room_id);
  if (stay.status !== 'active')
    throw new Conflict(
      `Phòng ${label}: lượt ở HĐ ${stay.contract_no} ${stay.status === 'removed' ? 'đã bị xoá' : 'đã trả phòng'}, không thể xoá phiếu nhận phòng`,
    );
  if (stay.last_change_id)
    throw new Conflict(`Phòng ${label}: lượt ở HĐ ${stay.contract_no} đã có phiếu thay đổi thông tin, hãy huỷ hoặc xoá các phiếu đó trước`);
  // Money received on the stay's own object other than at check-in (additional deposit receipts) would
  // be stranded by the removal: those receipts go first.
  const ownHeld = await heldByOne(`stay:${stay.id}`);
  if (ownHeld !== (stay.deposit_object === `stay:${stay.id}` ? stay.deposit_top_up : 0))
    throw new Conflict(`Phòng ${label}: lượt ở HĐ ${stay.contract_no} có phiếu thu cọc bổ sung, hãy xoá phiếu đó trước`);

  const deposit = stay.deposit_id ? await getDeposit(stay.deposit_id) : undefined;
  const event = stay.deposit_id ? 'check_in_removed' : 'check_in_removed_no_deposit';
  const { items: roomItems } = await transition(stay.building, stay.room_id, event, { type: 'check_in', id: stay.id, date: stay.start_date }, at);
  const reversal = stay.entry ? reversalOf(stay.entry, stay.start_date, `Xoá phiếu nhận phòng ${label}, HĐ ${stay.contract_no}`, at) : undefined;

  const removed: Stay = { ...publicFields<Stay>(stay), status: 'removed', version: stay.version + 1 };
  const cards = await cardsOutOfStay(stay.building, stay.id);
  const answer = await postVoucher(async () => {
    // Bills, receipts or notes of the stay would be stranded too: they are corrected first. Read in
    // the plan: a bill or receipt meanwhile moves the account's version and plans this again.
    const account = await accountOf(stay);
    if (account.state.charges.length || account.state.credits.length)
      throw new Conflict(`Phòng ${label}: lượt ở HĐ ${stay.contract_no} đã có hoá đơn hoặc phiếu thu, không thể xoá phiếu nhận phòng`);
    return {
      caller,
      at,
      lockDates: { id: stay.start_date },
      records: [
        ...roomItems,
        updateItem(keys.stay(stay.id), {
          expression: 'SET #status = :removed, #version = #version + :one, removed_at = :at, removed_by = :by, remove_reason = :reason',
          condition: '#status = :active AND #version = :v',
          names: { '#status': 'status', '#version': 'version' },
          values: {
            ':removed': 'removed',
            ':active': 'active',
            ':v': stay.version,
            ':one': 1,
            ':at': at,
            ':by': caller.username,
            ':reason': body.reason ?? '',
          },
          conflict: `Phòng ${label}: lượt ở HĐ ${stay.contract_no} vừa được người khác thay đổi, vui lòng tải lại`,
        }),
        deleteItem(keys.contract(stay.building, stay.contract_no), {
          expression: 'stay_id = :stay',
          values: { ':stay': stay.id },
          conflict: `Hợp đồng ${stay.contract_no} không thuộc lượt ở này`,
        }),
        ...stay.occupants.map((o) => customerDeleted(stay.building, stay.id, o)),
        ...(deposit ? [depositBackToActiveItem(deposit, stay.id, at)] : []),
        // Empty, on the version read: a bill or receipt meanwhile makes this a 409.
        writeAccount(account, account.state, { stay_status: 'removed' }),
        // The stay never ran: a card issued to it is to collect.
        ...cardsToCollectWrites(cards, undefined),
      ],
      entries: [reversal],
      audit: {
        action: 'delete',
        entity: 'stay',
        entityId: stay.id,
        entityNo: stay.contract_no,
        entityName: label,
        building: stay.building,
        summary: `Xoá phiếu nhận phòng ${label}, HĐ ${stay.contract_no}${body.reason ? ` (${body.reason})` : ''}`,
        before: { status: 'active', contract_no: stay.contract_no, deposit_held: stay.deposit_held },
      },
      answer: removed,
    };
  });
  // The customers are gone: their search entries after the commit, best effort (one left is never shown).
  await unindexCustomersAfterCommit(stay.building, stay.occupants);
  return answer;
});
