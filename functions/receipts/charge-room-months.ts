import * as api from '../../shared/api/receipts';
import { operation } from '../lib/http/handler';
import { getRoom } from '../core/records/room';
import { openBillsOfRoom, roomCredit } from '../core/records/receipt';
import { owedMonths } from '../core/records/receipt-rules';

/** The months a room still owes, oldest first, once its standing credit is applied. */
export const chargeRoomMonths = operation(api.chargeRoomMonths, async ({ query }) => {
  await getRoom(query.building, query.room_id);
  const [bills, credit] = await Promise.all([openBillsOfRoom(query.building, query.room_id), roomCredit(query.building, query.room_id)]);
  return owedMonths(credit.credit, bills);
});
