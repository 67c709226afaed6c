import * as api from '../../shared/api/debts';
import { daysBetween, lastDayOf, vnToday } from '../../shared/dates';
import { compareNumbered } from '../../shared/text/collate';
import { keys } from '../lib/db/keys';
import { queryAll } from '../lib/db/records';
import { operation } from '../lib/http/handler';
import { sumBefore } from '../core/ledger/rollup-fields';
import { inBatches } from '../core/records/bill';
import { openBillsOfRoom, roomCredit } from '../core/records/receipt';
import { owedMonths } from '../core/records/receipt-rules';

/**
 * The unpaid rent report (/bao-cao-tien-phong-chua-thu): per room, its 1311 closing at the end of the
 * month from the object rollups (one Query of the building's room objects, O(rooms) items whatever the
 * history), and for the rooms that owe, the open bills up to the month after the room credit (the room's
 * timeline, 8 rooms at a time) with the age of the oldest.
 */
export const searchDebts = operation(api.searchDebts, async ({ query }) => {
  const prefix = `room:${query.building}-`;
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :room)',
    ExpressionAttributeValues: { ':pk': keys.rollupObjects('1311'), ':room': prefix },
  });
  const closing = new Map<string, number>();
  for (const i of items) {
    const object = String(i.object);
    const { debit, credit } = sumBefore(i, query.month, true);
    closing.set(object, (closing.get(object) ?? 0) + debit - credit);
  }
  const owing = [...closing].filter(([, v]) => v > 0).map(([object, unpaid]) => ({ object, unpaid, room_id: object.slice(prefix.length) }));
  const end = [lastDayOf(query.month), vnToday()].sort()[0]!;
  const rooms = await inBatches(owing, 8, async (r) => {
    const [bills, credit] = await Promise.all([openBillsOfRoom(query.building, r.room_id), roomCredit(query.building, r.room_id)]);
    const owed = owedMonths(credit.credit, bills.filter((b) => b.month <= query.month));
    const oldest = owed.months[0];
    return {
      ...r,
      months: owed.months.map((m) => ({ month: m.month, bill_no: m.bill_no, owed: m.owed })),
      oldest_month: oldest?.month ?? null,
      age_days: oldest ? Math.max(0, daysBetween(lastDayOf(oldest.month), end)) : 0,
    };
  });
  rooms.sort((a, b) => compareNumbered(a.room_id, b.room_id));
  return { rooms, total: rooms.reduce((s, r) => s + r.unpaid, 0) };
});
