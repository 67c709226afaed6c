import * as api from '../../shared/api/debts';
import { addMonths, daysBetween, FIRST_BOOK_DATE, lastDayOf, vnToday } from '../../shared/dates';
import { compareNumbered } from '../../shared/text/collate';
import { keys } from '../lib/db/keys';
import { queryAll } from '../lib/db/records';
import { operation } from '../lib/http/handler';
import { sumBefore } from '../core/ledger/rollup-fields';
import { billTotalsOfMonth } from '../core/records/bill';
import { roomCredits } from '../core/records/receipt';

/** How far back the months owed are looked for (a room owing longer shows its newest 24). */
const MONTHS_BACK = 24;

/**
 * The unpaid rent report (/bao-cao-tien-phong-chua-thu): per room, its 1311 closing at the end of the
 * month from the object rollups (one Query of the building's room objects, O(rooms) items whatever the
 * history). Which months that debt is: receipts and notes settle bills oldest first, so what a room
 * owes is always its NEWEST bills — walking back month by month through the building's bills (one
 * Query per month for all its rooms) until every owing room's debt is placed, less what it owes
 * outside any bill (its negative standing credit, known for today: one BatchGet). Reads O(rooms × the
 * months the oldest debt spans), never the rooms' whole history.
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
  const today = vnToday();
  // Owed outside any bill is known as it stands now; a past month's report places all its debt on bills.
  const credits = query.month >= today.slice(0, 7) ? await roomCredits(query.building, owing.map((r) => r.room_id)) : new Map<string, { credit: number }>();
  const need = new Map(owing.map((r) => [r.room_id, r.unpaid - Math.min(r.unpaid, Math.max(0, -(credits.get(r.room_id)?.credit ?? 0)))]));
  const months = new Map<string, { month: string; bill_no: string; owed: number }[]>(owing.map((r) => [r.room_id, []]));
  const first = FIRST_BOOK_DATE.slice(0, 7);
  // Most debt is a month or two old: three months are asked at once, newest first, then three more.
  for (let m = query.month, n = 0; n < MONTHS_BACK && m >= first && [...need.values()].some((v) => v > 0); ) {
    const batch = [0, 1, 2].map((i) => addMonths(m, -i)).filter((x, i) => x >= first && n + i < MONTHS_BACK);
    const bills = await Promise.all(batch.map((x) => billTotalsOfMonth(query.building, x)));
    for (const b of bills.flat()) {
      const left = need.get(b.room_id) ?? 0;
      if (left <= 0 || b.total <= 0) continue;
      const owed = Math.min(left, b.total);
      need.set(b.room_id, left - owed);
      months.get(b.room_id)!.unshift({ month: b.month, bill_no: b.bill_no, owed });
    }
    m = addMonths(m, -batch.length);
    n += batch.length;
  }
  const end = [lastDayOf(query.month), today].sort()[0]!;
  const rooms = owing.map((r) => {
    const owed = months.get(r.room_id)!;
    const oldest = owed[0];
    return { ...r, months: owed, oldest_month: oldest?.month ?? null, age_days: oldest ? Math.max(0, daysBetween(lastDayOf(oldest.month), end)) : 0 };
  });
  rooms.sort((a, b) => compareNumbered(a.room_id, b.room_id));
  return { rooms, total: rooms.reduce((s, r) => s + r.unpaid, 0) };
});
