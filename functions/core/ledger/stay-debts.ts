import type { UnpaidStay } from '../../../shared/api/debts';
import { addDays, lastDayOf } from '../../../shared/dates';
import { getMany } from '../../lib/db/items';
import { keys } from '../../lib/db/keys';
import { liveAccounts, openAccounts, stayObject, type Account } from '../records/stay-account';
import { objectRollupsUpTo } from './journal';
import { byRoomThenStay, objectMovements, unpaidAtMonthEnd, unpaidOfAccount, unpaidOfRoom, type ReceivableObject } from './stay-debts-rules';

/**
 * The reads behind every view of who owes what (the unpaid rent report, the debt summary, the
 * dashboard): the stays' accounts (their open items) and the 1311 object rollups (balances at a
 * month's end). Never the history: a past month reads only the stays that may have held a balance
 * since it (open now, or settled by a voucher dated since: liveAccounts), O(rooms + open items + stays
 * settled since).
 */

/**
 * The 1311 object rollups of the building's stays that may hold a balance on some day from `since` on
 * (their accounts: two Queries of the accounts' indexes, then one BatchGet of their rollups), with
 * those accounts by object, and the rollups of its rooms of old data (one Query).
 */
export async function liveReceivables(building: string, since: string, upTo?: string): Promise<{ rollups: Record<string, unknown>[]; accounts: Map<string, Account> }> {
  const [live, rooms] = await Promise.all([liveAccounts(building, since), objectRollupsUpTo('1311', `room:${building}-`, upTo)]);
  const accounts = new Map(live.map((a) => [stayObject(a.building, a.room_id, a.stay_id), a]));
  const stays = accounts.size ? await getMany([...accounts.keys()].map((object) => keys.rollupObject('1311', object, undefined))) : [];
  return { rollups: [...stays, ...rooms], accounts };
}

/**
 * Rooms of old data whose 1311 is still on the room object (before the migration moved it onto the
 * stays), balance now: one Query of `room:<building>-` (or every building's `room:`). After the
 * migration each nets to 0 and none shows.
 */
export async function legacyRoomBalances(building?: string): Promise<Map<string, { ref: ReceivableObject; balance: number }>> {
  const items = await objectRollupsUpTo('1311', building ? `room:${building}-` : 'room:');
  const out = new Map<string, { ref: ReceivableObject; balance: number }>();
  for (const m of objectMovements(items, '9999-12').values()) out.set(m.ref.object, { ref: m.ref, balance: m.closing });
  return out;
}

/**
 * Who owes now (the current month's report, the dashboard): each open account owing (its open items
 * exactly: one Query of the building's sparse index) and each room of old data owing. `legacy` may be
 * read once for several buildings.
 */
export async function unpaidNow(building: string, today: string, legacy?: Map<string, { ref: ReceivableObject; balance: number }>): Promise<UnpaidStay[]> {
  const [accounts, rooms] = await Promise.all([openAccounts(building), legacy ?? legacyRoomBalances(building)]);
  const rows = [
    ...accounts.map((a) => unpaidOfAccount(a, today)).filter((r): r is UnpaidStay => !!r),
    ...[...rooms.values()].filter((r) => r.ref.building === building && r.balance > 0).map((r) => unpaidOfRoom(r.ref, r.balance)),
  ];
  return rows.sort(byRoomThenStay);
}

/**
 * Who owed at the end of a past month: each stay object's 1311 closing from its rollups (the stays
 * open now or settled after that month: liveReceivables), placed on the charges of the owing stays'
 * accounts; rooms of old data as they stood.
 */
export async function unpaidAt(building: string, month: string, today: string): Promise<UnpaidStay[]> {
  const monthEnd = lastDayOf(month);
  const end = monthEnd < today ? monthEnd : today;
  const { rollups, accounts } = await liveReceivables(building, addDays(monthEnd, 1), month);
  const owing = [...objectMovements(rollups, month).values()].filter((m) => m.closing > 0);
  const rows = owing.map((m) => (m.ref.stay_id === null ? unpaidOfRoom(m.ref, m.closing) : unpaidAtMonthEnd(m.ref, accounts.get(m.ref.object), m.closing, monthEnd, end)));
  return rows.sort(byRoomThenStay);
}

