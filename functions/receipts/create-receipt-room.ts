import { ulid } from 'ulid';
import * as api from '../../shared/api/receipts';
import { operation } from '../lib/http/handler';
import { nowIso } from '../lib/time';
import { buildEntry } from '../core/ledger/posting';
import { postVoucher } from '../core/voucher';
import { getRoom, roomLabel } from '../core/records/room';
import { allocationsOf, createReceipt, openBillsOfRoom, reserveReceiptNo, roomCredit, roomObject, settlementItems } from '../core/records/receipt';
import { allocate } from '../core/records/receipt-rules';

/**
 * A rent receipt for a room (business rules §7, §9): Dr wallet / Cr 1311 on the room, in ONE voucher
 * with the receipt (its number taken in the transaction), the bills it pays (oldest first, each on
 * its version) and the room's standing credit (on its version). A receipt that loses a race for a
 * bill, the credit or the number is planned again from fresh reads.
 */
export const createReceiptRoom = operation(api.createReceiptRoom, async ({ body }, { caller }) => {
  await getRoom(body.building, body.room_id);
  const id = ulid();
  const answer = await postVoucher(async () => {
    const at = nowIso();
    const [bills, credit, number] = await Promise.all([openBillsOfRoom(body.building, body.room_id), roomCredit(body.building, body.room_id), reserveReceiptNo(body.building, body.date)]);
    const plan = allocate(body.amount, credit.credit, bills);
    const room = `Phòng ${roomLabel(body.building, body.room_id)}`;
    const what = `Thu tiền phòng ${number.receipt_no} ${room}${plan.allocations.length ? ` tháng ${plan.allocations.map((a) => `${a.month.slice(5)}/${a.month.slice(0, 4)}`).join(', ')}` : ''}`;
    const entry = buildEntry(
      {
        date: body.date,
        building: body.building,
        voucher_type: 'receipt_room',
        voucher_id: id,
        voucher_no: number.receipt_no,
        description: what,
        lines: [
          { wallet: body.wallet, debit: body.amount },
          { account_key: 'customer_receivable', credit: body.amount, object: roomObject(body.building, body.room_id), object_name: room },
        ],
      },
      at,
    );
    const receipt: api.Receipt = {
      id,
      receipt_no: number.receipt_no,
      building: body.building,
      room_id: body.room_id,
      date: body.date,
      wallet: body.wallet,
      amount: body.amount,
      ...(body.note ? { note: body.note } : {}),
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
        createReceipt(receipt, entry),
        number.item,
        ...settlementItems(body.building, body.room_id, bills, plan, credit.version, at),
      ],
      entries: [entry],
      audit: { action: 'receipt_room', entity: 'receipt', entityId: id, entityNo: number.receipt_no, entityName: roomLabel(body.building, body.room_id), building: body.building, summary: what },
      answer: receipt,
    };
  });
  return answer;
});
