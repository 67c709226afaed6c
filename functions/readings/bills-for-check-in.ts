import * as api from '../../shared/api/readings';
import { addMonths } from '../../shared/dates';
import { operation } from '../platform/http/handler';
import { roomSheetsBetween } from './model/reading';
import { LOOK_BACK, startReadingAt } from './model/reading-table';
import { getRoom } from '../kernel/model/room';

/**
 * The start readings of a stay: the room's electricity and water meters at the check-in date. The
 * months looked back over are read narrowed to this room: each month's own item and the room's piece
 * (its floor), projected to its entries, so the read is the same whatever the size of the building.
 */
export const getBillsForCheckIn = operation(api.getBillsForCheckIn, async ({ query }) => {
  const { building, room_id, date } = query;
  const month = date.slice(0, 7);
  const from = addMonths(month, -LOOK_BACK - 1);
  const [, electricity, water] = await Promise.all([
    getRoom(building, room_id),
    roomSheetsBetween(building, 'E', from, month, [room_id]),
    roomSheetsBetween(building, 'W', from, month, [room_id]),
  ]);
  return { building, room_id, date, electricity: startReadingAt(electricity, room_id, date), water: startReadingAt(water, room_id, date) };
});
