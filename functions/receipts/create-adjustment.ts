import { ulid } from 'ulid';
import * as api from '../../shared/api/adjustments';
import { operation } from '../lib/http/handler';
import { nowIso } from '../lib/time';
import { buildEntry } from '../core/ledger/posting';
import { postVoucher } from '../core/voucher';
import { getRoom, roomLabel } from '../core/records/room';
import { allocationsOf, openBillsOfRoom, roomCredit, roomObject, settlementItems } from '../core/records/receipt';
import { createAdjustmentRecord, reserveAdjustmentNo } from '../core/records/adjustment';
import { adjustmentLines, planAdjustment } from '../core/records/adjustment-rules';

/**
 * A room money adjustment (business rules §7): a credit note Dr 5211 / Cr 1311 on the room (settles
 * its open bills oldest first like a receipt, the rest a standing credit) or a debit note Dr 1311 /
 * Cr 5211 (uses up the standing credit first). ONE voucher with the note (numbered in the
 * transaction), the bills it settles and the room's credit, each on its version; never edited.
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
    const refers = body.bill_no ? ` hoá đơn ${body.bill_no}` : body.month ? ` tháng ${body.month.slice(5)}/${body.month.slice(0, 4)}` : '';
    const what = `${body.direction === 'credit' ? 'Giảm' : 'Tăng'} tiền phòng ${number.adjustment_no} ${room}${refers}: ${body.reason}`;
    const entry = buildEntry(
      {
        date: body.date,
        building: body.building,
        voucher_type: body.type,
        voucher_id: id,
        voucher_no: number.adjustment_no,
        description: what,
        lines: adjustmentLines(body.direction, body.amount, roomObject(body.building, body.room_id), room),
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
      allocations: allocationsOf(plan),
      credit: plan.credit,
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
      ],
      entries: [entry],
      audit: { action: 'create', entity: 'adjustment', entityId: id, entityNo: number.adjustment_no, entityName: label, building: body.building, summary: what },
      answer: adjustment,
    };
  });
});
