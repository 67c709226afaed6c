import { ulid } from 'ulid';
import * as api from '../../shared/api/receipts';
import { operation } from '../platform/http/handler';
import { postVoucher } from '../kernel/voucher';
import { getRoom } from '../kernel/model/room';
import { planNewReceipt } from './model/receipt-vouchers';

/**
 * A rent receipt for a room (business rules §7, §9): Dr wallet / Cr 1311 on the room, in ONE voucher
 * with the receipt (its number taken in the transaction), the bills it pays (oldest first, each on
 * its version) and the room's standing credit (on its version). A receipt that loses a race for a
 * bill, the credit or the number is planned again from fresh reads.
 */
export const createReceiptRoom = operation(api.createReceiptRoom, async ({ body }, { caller }) => {
  await getRoom(body.building, body.room_id);
  return postVoucher(planNewReceipt({ ...body, kind: 'room' }, caller, ulid()));
});
