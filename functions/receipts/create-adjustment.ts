import { ulid } from 'ulid';
import * as api from '../../shared/api/receipts/adjustments';
import { operation } from '../platform/http/handler';
import { monthOf, nowIso } from '../platform/time';
import { buildEntry } from '../kernel/ledger/entry';
import { postVoucher } from '../kernel/voucher';
import { getRoom, roomLabel } from '../kernel/model/room';
import { allocationsOf } from './model/receipt';
import { createAdjustmentRecord, reserveAdjustmentNo } from './model/adjustment';
import { adjustmentLines, depositAdjustmentLines } from './rules/adjustment-rules';
import { accountWrites, payingStay, stayObject, stayObjectName } from '../kernel/model/stay-account';
import { addCharge, addPayment, figures, type Allocation } from '../kernel/ledger/stay-account-rules';
import { planDepositNote } from './deposit-note';

/**
 * A money adjustment of one stay (business rules §7, §9): the room's current stay unless the request
 * names another (a departed tenant who still owes). A credit note Dr 5211 / Cr 1311 on the stay pays
 * its open items oldest first like a receipt, the rest its credit; a debit note Dr 1311 / Cr 5211 is a
 * new open item, paid at once from the stay's credits. A deposit note (return_deposit_adjustment)
 * moves the stay's deposit instead of 5211: Dr 5212 / Cr 1311 applies deposit held to its debt;
 * Dr 1311 / Cr 5212 gives back what notes applied (an open item again); the stay's pending refund
 * follows (deposit-note.ts). ONE voucher with the note (numbered in the transaction), the stay's
 * account and the bills it pays, and the deposit's records, each on its version; never edited.
 */
export const createAdjustment = operation(api.createAdjustment, async ({ body }, { caller }) => {
  await getRoom(body.building, body.room_id);
  const id = ulid();
  const label = roomLabel(body.building, body.room_id);
  return postVoucher(async () => {
    const at = nowIso();
    const [account, number] = await Promise.all([payingStay(body.building, body.room_id, body.stay_id), reserveAdjustmentNo(body.building, body.date)]);
    const deposit =
      body.type === 'return_deposit_adjustment' ? await planDepositNote({ ...body, stay_id: account.stay_id }, label, number.adjustment_no) : undefined;
    const no = number.adjustment_no;
    let allocations: Allocation[] = [];
    let left = 0;
    let state;
    if (body.direction === 'credit') {
      const paid = addPayment(account.state, { id, no, kind: deposit ? 'deposit_note' : 'credit_note', date: body.date }, body.amount);
      ({ allocations, left_credit: left, state } = paid);
    } else
      state = addCharge(account.state, {
        id,
        kind: deposit ? 'deposit_return' : 'debit_note',
        no,
        date: body.date,
        month: body.month ?? monthOf(body.date),
        total: body.amount,
      });

    const stay = `HĐ ${account.contract_no}${account.customer_name ? ` (${account.customer_name})` : ''}`;
    const refers = body.bill_no ? ` hoá đơn ${body.bill_no}` : body.month ? ` tháng ${body.month.slice(5)}/${body.month.slice(0, 4)}` : '';
    const action = deposit
      ? `${body.direction === 'credit' ? 'Trừ tiền cọc vào tiền phòng' : 'Hoàn lại tiền cọc đã trừ'} ${stay}`
      : `${body.direction === 'credit' ? 'Giảm' : 'Tăng'} tiền phòng ${stay}`;
    const what = `${action} ${no} Phòng ${label}${refers}: ${body.reason}`;
    const object = stayObject(account.building, account.room_id, account.stay_id);
    const objectName = stayObjectName(account);
    const entry = buildEntry(
      {
        date: body.date,
        building: body.building,
        voucher_type: body.type,
        voucher_id: id,
        voucher_no: no,
        description: what,
        lines: deposit
          ? depositAdjustmentLines(body.direction, deposit.moves, object, objectName, deposit.tenant)
          : adjustmentLines(body.direction, body.amount, object, objectName),
      },
      at,
    );
    const adjustment: api.Adjustment = {
      id,
      adjustment_no: no,
      type: body.type,
      direction: body.direction,
      building: body.building,
      room_id: body.room_id,
      date: body.date,
      amount: body.amount,
      reason: body.reason,
      ...(body.month ? { month: body.month } : {}),
      ...(body.bill_no ? { bill_no: body.bill_no } : {}),
      stay_id: account.stay_id,
      contract_no: account.contract_no,
      ...(account.customer_name ? { customer_name: account.customer_name } : {}),
      ...(deposit ? { deposit_held: deposit.held_after, ...(deposit.refund ? { refund: deposit.refund } : {}) } : {}),
      allocations: allocationsOf(allocations),
      left_credit: left,
      stay_credit: figures(state).credit,
      created_at: at,
      created_by: caller.username,
    };
    return {
      caller,
      at,
      lockDates: { date: body.date },
      records: [createAdjustmentRecord(adjustment, entry), number.item, ...accountWrites(account, state, at), ...(deposit?.records ?? [])],
      entries: [entry],
      audit: { action: 'create', entity: 'adjustment', entityId: id, entityNo: no, entityName: label, building: body.building, summary: what },
      answer: adjustment,
    };
  });
});
