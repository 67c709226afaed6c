import type { UnpaidStay } from '../../../shared/api/debts';
import { lastDayOf } from '../../../shared/dates';
import { getMany } from '../../lib/db/items';
import { keys } from '../../lib/db/keys';
import { openAccounts, stayObjectPrefix, toAccount, type Account } from '../records/stay-account';
import { objectRollupsUpTo } from './journal';
import { byRoomThenStay, objectMovements, unpaidAtMonthEnd, unpaidOfAccount, unpaidOfRoom, type ReceivableObject } from './stay-debts-rules';

/**
 * The reads behind every view of who owes what (the unpaid rent report, the debt summary, the
 * dashboard): the stays' accounts (their open items) and the 1311 object rollups (balances at a
 * month's end). O(rooms + open items) for today; O(the building's stay objects) for a past month.
 */

/** The building's 1311 object rollups up to `month`: its stays' and its rooms' of old data (two Queries, in parallel). */
export async function receivableRollups(building: string, month: string): Promise<Record<string, unknown>[]> {
  const [stays, rooms] = await Promise.all([objectRollupsUpTo('1311', stayObjectPrefix(building), month), objectRollupsUpTo('1311', `room:${building}-`, month)]);
  return [...stays, ...rooms];
}

/** The accounts of these stay objects (rooms of old data have none): one BatchGet, by object. */
export async function accountsOfObjects(refs: readonly ReceivableObject[]): Promise<Map<string, Account>> {
  const stays = refs.filter((r) => r.stay_id !== null);
  if (!stays.length) return new Map();
  const items = await getMany(stays.map((r) => keys.stayAccount(r.building, r.room_id, r.stay_id!)));
  const out = new Map<string, Account>();
  for (const a of items.map(toAccount)) out.set(`stay:${a.building}-${a.room_id}:${a.stay_id}`, a);
  return out;
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
 * Who owed at the end of a past month: each stay object's 1311 closing from its rollups (one Query),
 * placed on the charges of the owing stays' accounts (one BatchGet); rooms of old data as they stood.
 */
export async function unpaidAt(building: string, month: string, today: string): Promise<UnpaidStay[]> {
  const monthEnd = lastDayOf(month);
  const end = monthEnd < today ? monthEnd : today;
  const owing = [...objectMovements(await receivableRollups(building, month), month).values()].filter((m) => m.closing > 0);
  const accounts = await accountsOfObjects(owing.map((m) => m.ref));
  const rows = owing.map((m) => (m.ref.stay_id === null ? unpaidOfRoom(m.ref, m.closing) : unpaidAtMonthEnd(m.ref, accounts.get(m.ref.object), m.closing, monthEnd, end)));
  return rows.sort(byRoomThenStay);
}

