import type { UnpaidStay } from '../../../shared/api/ledger/debts';
import { addDays, lastDayOf } from '../../../shared/dates';
import { getMany } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { liveAccounts, openAccounts, stayObject, type Account } from '../model/stay-account';
import { figures } from './stay-account-rules';
import { objectRollupsUpTo } from './journal';
import { byRoomThenStay, objectMovements, unpaidAtMonthEnd, unpaidOfAccount, unpaidOfRoom, type ReceivableObject } from './stay-debts-rules';

/**
 * The reads behind every view of who owes what (the unpaid rent report, the debt summary, the
 * dashboard): the stays' accounts (their open items) and the 1311 object rollups (balances at a
 * month's end). Never the history: a past month reads only the stays that may have held a balance
 * since it (open now, or settled by a voucher dated since: liveAccounts), O(rooms + open items + stays
 * settled since).
 */

export interface LiveReceivables {
  /** The rollups of the live stays something moved since `since`, and of the building's rooms of old data. */
  rollups: Record<string, unknown>[];
  /** Every live stay's account, by object. */
  accounts: Map<string, Account>;
  /** The live stays nothing moved since `since`: their balance then is their balance now. */
  standing: { ref: ReceivableObject; balance: number }[];
}

/**
 * The building's stays that may hold a balance on some day from `since` on (their accounts: two
 * Queries of the accounts' indexes), the rollups of those a voucher moved since (one BatchGet by key;
 * the others' balance then is their balance now, no need to read them), and the rollups of its rooms
 * of old data (one Query).
 */
export async function liveReceivables(building: string, since: string, upTo?: string): Promise<LiveReceivables> {
  const [live, rooms] = await Promise.all([liveAccounts(building, since), objectRollupsUpTo('1311', `room:${building}-`, upTo)]);
  const accounts = new Map(live.map((a) => [stayObject(a.building, a.room_id, a.stay_id), a]));
  const moved = live.filter((a) => !a.last_posted || a.last_posted >= since);
  const standing = live
    .filter((a) => a.last_posted && a.last_posted < since)
    .map((a) => {
      const object = stayObject(a.building, a.room_id, a.stay_id);
      return { ref: { object, building: a.building, room_id: a.room_id, stay_id: a.stay_id }, balance: figures(a.state).balance };
    });
  const stays = moved.length ? await getMany(moved.map((a) => keys.rollupObject('1311', stayObject(a.building, a.room_id, a.stay_id), undefined))) : [];
  return { rollups: [...stays, ...rooms], accounts, standing };
}

/** Each live object's opening, movements and closing in `month`: from its rollups, or (nothing moved it since) its balance now throughout. */
export function movementsIn(live: LiveReceivables, month: string) {
  const out = objectMovements(live.rollups, month);
  for (const s of live.standing) out.set(s.ref.object, { ref: s.ref, opening: s.balance, increase: 0, decrease: 0, closing: s.balance });
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
 * Who owed at the end of a past month: each stay object's 1311 closing from its rollups (the stays
 * open now or settled after that month: liveReceivables), placed on the charges of the owing stays'
 * accounts; rooms of old data as they stood.
 */
export async function unpaidAt(building: string, month: string, today: string): Promise<UnpaidStay[]> {
  const monthEnd = lastDayOf(month);
  const end = monthEnd < today ? monthEnd : today;
  const live = await liveReceivables(building, addDays(monthEnd, 1), month);
  const { accounts } = live;
  const owing = [...movementsIn(live, month).values()].filter((m) => m.closing > 0);
  const rows = owing.map((m) =>
    m.ref.stay_id === null ? unpaidOfRoom(m.ref, m.closing) : unpaidAtMonthEnd(m.ref, accounts.get(m.ref.object), m.closing, monthEnd, end),
  );
  return rows.sort(byRoomThenStay);
}
