import { ulid } from 'ulid';
import * as api from '../../shared/api/receipts';
import { operation } from '../platform/http/handler';
import { postVoucher } from '../kernel/voucher';
import { getRoom } from '../kernel/model/room';
import { planNewReceipt } from './model/receipt-vouchers';

/**
 * A collected receipt: a room's rent collected in the field by a staff member or guard (`collector`)
 * and handed in to a wallet. Posted and settled exactly like a rent receipt (Dr wallet / Cr 1311 on
 * the room, oldest bills first, the rest a credit), numbered in its own series TH<building><YYMM>-NNN.
 */
export const createReceiptCollected = operation(api.createReceiptCollected, async ({ body }, { caller }) => {
  await getRoom(body.building, body.room_id);
  return postVoucher(planNewReceipt({ ...body, kind: 'collected' }, caller, ulid()));
});
