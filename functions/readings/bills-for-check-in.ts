import * as api from '../../shared/api/readings';
import { addMonths } from '../../shared/dates';
import { operation } from '../platform/http/handler';
import { sheetsBetween } from './model/reading';
import { LOOK_BACK, startReadingAt } from './model/reading-table';
import { getRoom } from '../kernel/model/room';

/** The start readings of a stay: the room's electricity and water meters at the check-in date. */
export const getBillsForCheckIn = operation(api.getBillsForCheckIn, async ({ query }) => {
  const { building, room_id, date } = query;
  const month = date.slice(0, 7);
  const from = addMonths(month, -LOOK_BACK - 1);
  const [, electricity, water] = await Promise.all([
    getRoom(building, room_id),
    sheetsBetween(building, 'E', from, month),
    sheetsBetween(building, 'W', from, month),
  ]);
  return { building, room_id, date, electricity: startReadingAt(electricity, room_id, date), water: startReadingAt(water, room_id, date) };
});
