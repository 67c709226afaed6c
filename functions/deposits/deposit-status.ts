import * as api from '../../shared/api/deposits';
import { ROOM_STATUS } from '../../shared/catalog/room-status';
import { operation } from '../platform/http/handler';
import { getRoom } from '../kernel/model/room';
import type { RoomHolding } from '../rooms';
import { heldBy } from '../kernel/ledger/deposit-held';
import { depositObject, depositsByIds, depositsOfRoom, toDeposit, type DepositItem } from './model/deposit';
import { roomHoldingsPage } from './model/deposit-pages';
import { compareIso } from '../../shared/text/collate';
import { depositViewOf } from './guard-view';

const HOLDING: readonly number[] = [ROOM_STATUS.DEPOSITED, ROOM_STATUS.NOTICE_AND_DEPOSIT];

/**
 * The active deposits of some rooms of a building (a page of them): one BatchGet of the deposits they
 * point to; only a room whose pointer is stale (data written without it) costs a Query of its own
 * timeline.
 */
async function activeOfRooms(building: string, rooms: readonly RoomHolding[]): Promise<DepositItem[]> {
  const holding = rooms.filter((r) => HOLDING.includes(r.status));
  const pointed = await depositsByIds(holding.map((r) => r.active_deposit_id).filter((x): x is string => !!x));
  const found = new Map(pointed.filter((d) => d.status === 'active' && d.building === building).map((d) => [d.room_id, d]));
  const stale = holding.filter((r) => !found.has(r.room_id));
  const fallback = await Promise.all(stale.map((r) => depositsOfRoom(building, r.room_id, 'active')));
  return [...found.values(), ...fallback.flat()];
}

/**
 * The deposits holding a building's rooms, a page of ROOMS at a time (issue 23 §13): one Query of
 * `limit` rooms (key, status and deposit pointer only) from the cursor, then the deposits of those
 * rooms only. The cursor is the rooms' own, so a page may answer fewer deposits than rooms, even none,
 * and still carry a cursor: the web reads every page. With `room_id`, that room only, on one page.
 * A guard is answered only the deposits they brought in, without the customer's phone or ID number.
 */
export const depositStatusOf = operation(api.depositStatusOf, async ({ query }, { caller }) => {
  const view = depositViewOf(caller);
  let active: DepositItem[];
  let cursor: string | undefined;
  /** Where a room stands in the page: its rooms' key order, so the pages one after the other are the whole list in one order. */
  let place = (_room: string) => 0;
  if (query.room_id) {
    await getRoom(query.building, query.room_id, false);
    active = await depositsOfRoom(query.building, query.room_id, 'active');
  } else {
    const rooms = await roomHoldingsPage(query.building, query);
    active = await activeOfRooms(query.building, rooms.items);
    cursor = rooms.cursor;
    const order = new Map(rooms.items.map((r, i) => [r.room_id, i]));
    place = (room) => order.get(room) ?? 0;
  }
  active = active.filter(view.owns);
  const held = await heldBy(active.map((d) => depositObject(d.id)));
  return {
    // The rooms' key order, then the deposit's date; the web sorts the whole list (room number order).
    items: active
      .sort((a, b) => place(a.room_id) - place(b.room_id) || compareIso(a.date, b.date))
      .map((d) => view.shown({ ...toDeposit(d), held: held.get(depositObject(d.id)) ?? 0 })),
    ...(cursor ? { cursor } : {}),
  };
});
