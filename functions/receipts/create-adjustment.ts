import { ulid } from 'ulid';
import * as api from '../../shared/api/adjustments';
import { operation } from '../lib/http/handler';
import { nowIso } from '../lib/time';
import { buildEntry } from '../core/ledger/posting';
import { postVoucher } from '../core/voucher';
import { getRoom, roomLabel } from '../core/records/room';
import { allocationsOf, openBillsOfRoom, roomCredit, roomObject, settlementItems } from '../core/records/receipt';
import { createAdjustmentRecord, reserveAdjustmentNo } from '../core/records/adjustment';
import { adjustmentLines, depositAdjustmentLines, planAdjustment } from '../core/records/adjustment-rules';
import { planDepositNote } from './deposit-note';

/**
 * A room money adjustment (business rules §7): a credit note Dr 5211 / Cr 1311 on the room (settles
 * its open bills oldest first like a receipt, the rest a standing credit) or a debit note Dr 1311 /
 * Cr 5211 (uses up the standing credit first). A deposit note (return_deposit_adjustment) moves the
 * stay's deposit instead of 5211: Dr 5212 / Cr 1311 applies deposit held to the room's debt, settling
 * it the same way; Dr 1311 / Cr 5212 gives back what notes applied; the stay's pending refund follows
 * (deposit-note.ts). ONE voucher with the note (numbered in the transaction), the bills it settles,
 * the room's credit and the deposit's records, each on its version; never edited.
 */
export const createAdjustment = operation(api.createAdjustment, async ({ body }, { caller }) => {
  await getRoom(body.building, body.room_id);
  const id = ulid();
  return postVoucher(async () => {
    const at = nowIso();
    const [bills, credit, number] = await Promise.all([openBillsOfRoom(body.building, body.room_id), roomCredit(body.building, body.room_id), reserveAdjustmentNo(body.building, body.date)]);
    const plan = planAdjustment(body.direction, body.amount, credit.credit, bills);
    const label = roomLabel(body.building, body.room_id);
    const room = `Phòng ${label}`;
    const deposit = body.stay_id ? await planDepositNote({ ...body, stay_id: body.stay_id }, label, number.adjustment_no) : undefined;
    const refers = body.bill_no ? ` hoá đơn ${body.bill_no}` : body.month ? ` tháng ${body.month.slice(5)}/${body.month.slice(0, 4)}` : '';
    const action = deposit
      ? `${body.direction === 'credit' ? 'Trừ tiền cọc vào tiền phòng' : 'Hoàn lại tiền cọc đã trừ'} HĐ ${deposit.contract_no}`
      : `${body.direction === 'credit' ? 'Giảm' : 'Tăng'} tiền phòng`;
    const what = `${action} ${number.adjustment_no} ${room}${refers}: ${body.reason}`;
    const entry = buildEntry(
      {
        date: body.date,
        building: body.building,
        voucher_type: body.type,
        voucher_id: id,
        voucher_no: number.adjustment_no,
        description: what,
        lines: deposit
          ? depositAdjustmentLines(body.direction, deposit.moves, roomObject(body.building, body.room_id), room, deposit.tenant)
          : adjustmentLines(body.direction, body.amount, roomObject(body.building, body.room_id), room),
      },
      at,
    );
    const adjustment: api.Adjustment = {
      id,
      adjustment_no: number.adjustment_no,
      type: body.type,
      direction: body.direction,
      building: body.building,
      room_id: body.room_id,
      date: body.date,
      amount: body.amount,
      reason: body.reason,
      ...(body.month ? { month: body.month } : {}),
      ...(body.bill_no ? { bill_no: body.bill_no } : {}),
      ...(deposit && body.stay_id
        ? { stay_id: body.stay_id, contract_no: deposit.contract_no, deposit_held: deposit.held_after, ...(deposit.refund ? { refund: deposit.refund } : {}) }
        : {}),
      allocations: allocationsOf(plan),
      credit: Math.max(0, plan.credit), // a negative standing credit is owed outside the bills, not a credit
      created_at: at,
      created_by: caller.username,
    };
    return {
      caller,
      at,
      lockDates: { date: body.date },
      records: [
        createAdjustmentRecord(adjustment, entry),
        number.item,
        ...settlementItems(body.building, body.room_id, bills, plan, credit.version, at),
        ...(deposit?.records ?? []),
      ],
      entries: [entry],
      audit: { action: 'create', entity: 'adjustment', entityId: id, entityNo: number.adjustment_no, entityName: label, building: body.building, summary: what },
      answer: adjustment,
    };
  });
});
