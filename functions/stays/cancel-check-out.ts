import { vnToday } from '../../shared/dates';
import * as api from '../../shared/api/stays';
import type { CheckOut } from '../../shared/api/stays';
import { ROOM_STATUS_LABELS, type RoomStatus } from '../../shared/catalog/room-status';
import { keys } from '../platform/db/keys';
import { updateItem } from '../platform/db/transact';
import { Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { postVoucher } from '../kernel/voucher';
import { nowIso } from '../platform/time';
import { reversalOf } from '../kernel/ledger/entry';
import { getRoom } from '../kernel/model/room';
import { stateChangeItems } from '../kernel/rooms/status-machine';
import { contractStatusItem } from './model/contract';
import { cardsOutOfStay, cardsToCollectWrites, customerBackItem } from '../customers';
import { roomLabel } from '../kernel/model/room';
import { getCheckOut, getReturnDeposit } from './model/check-out';
import { pendingRefundWrite } from './model/pending-refund';
import { publicFields } from '../platform/db/records';
import { chargeRefsOf, chargeReturnedItems, requestsOfRefs } from '../repairs';
import { getStay } from './model/stay';
import { accountOf, accountWrites } from '../kernel/model/stay-account';
import { depositPaymentId, removeCharge, removePayment } from '../kernel/ledger/stay-account-rules';

/**
 * Cancels a check-out: its entry is reversed (dated as the check-out), the stay, contract and
 * customers are open again, the pending refund is cancelled and the room goes back to the status it
 * had before, guarded by the status the check-out set. Refused once the refund has been paid. The
 * repairs its final bill charged wait again for the room's next bill (request unmarked, marker back).
 * On the stay's account the deposit's payment and the final bill are undone exactly.
 */
export const cancelCheckOut = operation(api.cancelCheckOut, async ({ body }, { caller }) => {
  const at = nowIso();
  const co = await getCheckOut(body.id);
  const label = roomLabel(co.building, co.room_id);
  if (co.status !== 'done') throw new Conflict(`Phiếu trả phòng ${label} đã được huỷ`);
  const refund = co.return_deposit_id ? await getReturnDeposit(co.return_deposit_id) : undefined;
  // A deposit note that took the whole refund for the room's debt set it aside (`zeroed_by`): say so.
  const zeroedBy = (refund as { zeroed_by?: string } | undefined)?.zeroed_by;
  if (refund && refund.status !== 'pending' && zeroedBy)
    throw new Conflict(
      `Tiền cọc của phòng ${label} đã được trừ hết vào tiền phòng bằng phiếu điều chỉnh ${zeroedBy}, không thể huỷ trả phòng (lập phiếu điều chỉnh hoàn lại trước)`,
    );
  if (refund && refund.status !== 'pending') throw new Conflict(`Đã chi trả cọc cho phòng ${label}, không thể huỷ trả phòng`);

  const room = await getRoom(co.building, co.room_id);
  if (room.status !== co.room_status_after)
    throw new Conflict(`Phòng ${label} đang ở trạng thái "${ROOM_STATUS_LABELS[room.status as RoomStatus] ?? room.status}", không thể huỷ trả phòng`);
  const roomItems = stateChangeItems({
    room,
    to: co.room_status_before as RoomStatus,
    event: 'check_out_cancelled',
    voucherType: 'check_out',
    voucherId: co.id,
    at,
    // A cancellation has no day of its own but the one it is made on.
    date: vnToday(Date.parse(at)),
    extra: { notice: co.room_notice ?? null },
  });
  const reversal = co.entry ? reversalOf(co.entry, co.leave_date, `Huỷ trả phòng ${label}, HĐ ${co.contract_no}`, at) : undefined;
  const stay = { id: co.stay_id, building: co.building, contract_no: co.contract_no };

  // A check-out from before receivables were kept per stay posted on the room's object: the migration
  // moved what it left owed onto the stay as one balance, which a reversal could not take back exactly.
  if (co.entry?.lines.some((l) => l.account === '1311' && l.object?.startsWith('room:')))
    throw new Conflict(`Phiếu trả phòng ${label} lập trước khi công nợ tách theo lượt thuê, không thể huỷ; hãy lập phiếu điều chỉnh`, 'id', 'state');
  const stayRecord = await getStay(co.stay_id);
  const cards = await cardsOutOfStay(co.building, co.stay_id);

  const cancelled: CheckOut = { ...publicFields<CheckOut>(co), status: 'cancelled', cancelled_at: at, version: co.version + 1 };
  return postVoucher(async () => {
    // Read in the plan: the requests as they are now (an edit of their text since the check-out is kept),
    // and the stay's account: the deposit's payment undone, then the final bill taken off — what paid it
    // since (a receipt of the departed tenant) goes back to that payment as its credit.
    const [repairs, account] = await Promise.all([requestsOfRefs(chargeRefsOf({ lines: co.bill.repair_charges ?? [] })), accountOf(stayRecord)]);
    const reopened = removeCharge(removePayment(account.state, depositPaymentId(co.id)), co.id);
    return {
      caller,
      at,
      lockDates: { id: co.leave_date },
      records: [
        ...roomItems,
        updateItem(keys.checkOut(co.id), {
          expression: 'SET #status = :cancelled, cancelled_at = :at, cancelled_by = :by, cancel_reason = :reason, #version = #version + :one',
          condition: '#status = :done AND #version = :v',
          names: { '#status': 'status', '#version': 'version' },
          values: { ':cancelled': 'cancelled', ':done': 'done', ':v': co.version, ':one': 1, ':at': at, ':by': caller.username, ':reason': body.reason ?? '' },
          conflict: `Phiếu trả phòng ${label} vừa được người khác thay đổi, vui lòng tải lại`,
        }),
        ...(refund
          ? [
              updateItem(keys.returnDeposit(refund.id), {
                expression: 'SET #status = :cancelled, #version = #version + :one',
                condition: '#status = :pending',
                names: { '#status': 'status', '#version': 'version' },
                values: { ':cancelled': 'cancelled', ':pending': 'pending', ':one': 1 },
                conflict: `Đã chi trả cọc cho phòng ${label}, không thể huỷ trả phòng`,
              }),
              pendingRefundWrite({ ...refund, status: 'cancelled' }),
            ]
          : []),
        updateItem(keys.stay(co.stay_id), {
          expression: 'SET #status = :active, #version = #version + :one REMOVE check_out_id, leave_date',
          condition: '#status = :out AND check_out_id = :co',
          names: { '#status': 'status', '#version': 'version' },
          values: { ':active': 'active', ':out': 'checked_out', ':co': co.id, ':one': 1 },
          conflict: `Phòng ${label}: lượt ở HĐ ${co.contract_no} không còn ở trạng thái đã trả phòng`,
        }),
        contractStatusItem(stay, 'active'),
        ...accountWrites(account, reopened, at, { stay_status: 'active', leave_date: undefined }),
        ...co.customer_ids.map((c) => customerBackItem(co.building, co.room_id, c)),
        // The stay runs again: its vehicles hold their cards out again.
        ...cardsToCollectWrites(cards, { ...stayRecord, status: 'active' }),
        ...repairs.flatMap((r) => chargeReturnedItems(r, co.id, at)),
      ],
      entries: [reversal],
      audit: {
        action: 'delete',
        entity: 'check_out',
        entityId: co.id,
        entityNo: co.contract_no,
        entityName: label,
        building: co.building,
        summary: `Huỷ trả phòng ${label}, HĐ ${co.contract_no}${body.reason ? ` (${body.reason})` : ''}`,
        before: { status: 'done', leave_date: co.leave_date, refund: co.refund, forfeited: co.forfeited },
      },
      answer: cancelled,
    };
  });
});
