import { ROOM_STATUS } from '../../../shared/catalog/room-status';
import { getItem, getMany } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { queryAll, queryOnce } from '../../platform/db/query';
import { putItem, transact, updateItem, type TxItem } from '../../platform/db/transact';
import { Conflict } from '../../platform/errors';

/**
 * A building's rooms' statuses kept in ONE item (`ROOMFIG` / `<building>`), so the dashboard reads one
 * item per building instead of every room (issue 23 §13): `r_<room>` = the room's status, `i_<room>` =
 * the start date of the stay its last check-in brought in, `v` moved on by every write of it,
 * `complete` once it holds every room of the building (then, and only then, is it read instead of the
 * rooms: the building's ready marker).
 *
 * Written in the same transaction as what it mirrors: every status change (status-machine.ts
 * `stateChangeItems`) and every room created (`roomCreationFigures`). A status change is a plain
 * `SET r_<room>` on the item, with no read and no condition (the room's own update is guarded by its
 * status and version): two changes of one building at once meet on this item as a TransactionConflict,
 * which `transact` retries. A transaction that changes two rooms of one building (a deposit moved to
 * another room) writes it once: `mergeRoomFigures` (kernel/commit.ts).
 *
 * One attribute per room rather than counters: an equality with a recount holds by construction (a
 * status is set, never added to), and the dashboard gets which rooms are occupied (readings missing)
 * and which need acting on (notice, deposit waiting) from the same item. 600 rooms are ~20 KB of the
 * 400 KB an item may hold.
 *
 * Data from before: `functions/jobs/room-figures.ts` writes the item whole from a consistent read of
 * the rooms, on the `v` it read first (a status change meanwhile makes it try again).
 */

const PREFIX = 'r_';
/** The start date of the stay a check-in brought in (a check-in may be dated ahead: not staying this month yet). */
const CHECK_IN = 'i_';
const ENTITY = 'room_figures';

/** One room's write: its new status and, for a check-in, the stay's start date. */
interface RoomWrite {
  status: number;
  checkIn?: string;
}

/** What a status change or a creation does to the building's item: rooms → their status now. */
const parts = new WeakMap<TxItem, { building: string; rooms: Map<string, RoomWrite>; complete: boolean }>();

function statusWrite(building: string, rooms: ReadonlyMap<string, RoomWrite>, complete = false): TxItem {
  const attrs = [...rooms].flatMap(([room, w]) => [
    [`${PREFIX}${room}`, w.status] as const,
    ...(w.checkIn ? [[`${CHECK_IN}${room}`, w.checkIn] as const] : []),
  ]);
  const sets = attrs.map((_, i) => `#a${i} = :a${i}`).join(', ');
  const item = updateItem(keys.roomFigures(building), {
    // `entity` (as `SET entity = :e`, which the kept counts read) and `building` on every write: an item
    // a change creates before the backfill is still a record (clear-database deletes it; it is counted).
    expression: `SET ${sets}, ${complete ? 'complete = :t, ' : ''}entity = :e, building = :b ADD #v :one`,
    names: { '#v': 'v', ...Object.fromEntries(attrs.map(([name], i) => [`#a${i}`, name])) },
    values: {
      ':e': ENTITY,
      ':b': building,
      ':one': 1,
      ...(complete ? { ':t': true } : {}),
      ...Object.fromEntries(attrs.map(([, value], i) => [`:a${i}`, value])),
    },
  });
  parts.set(item, { building, rooms: new Map(rooms), complete });
  return item;
}

/** The write of one room's new status, for the status change's own transaction. */
export const roomStatusFigure = (building: string, roomId: string, status: number, checkIn?: string): TxItem =>
  statusWrite(building, new Map([[roomId, { status, ...(checkIn ? { checkIn } : {}) }]]));

/**
 * One write per building for a transaction's room figures (DynamoDB refuses two operations on one item
 * in a transaction): the status writes of a building merged, every other item as it was.
 */
export function mergeRoomFigures(items: readonly TxItem[]): TxItem[] {
  const writes = items.filter((i) => parts.has(i));
  const buildings = new Set(writes.map((i) => parts.get(i)!.building));
  if (buildings.size === writes.length) return [...items];
  const merged = new Map<string, Map<string, RoomWrite>>();
  for (const w of writes) {
    const { building, rooms } = parts.get(w)!;
    merged.set(building, new Map([...(merged.get(building) ?? []), ...rooms]));
  }
  const done = new Set<string>();
  return items.flatMap((i) => {
    const p = parts.get(i);
    if (!p) return [i];
    if (done.has(p.building)) return [];
    done.add(p.building);
    return [
      statusWrite(
        p.building,
        merged.get(p.building)!,
        writes.some((w) => parts.get(w)!.building === p.building && parts.get(w)!.complete),
      ),
    ];
  });
}

/** The kept statuses of a building: room → status, and whether the item holds every room. */
export interface RoomFigures {
  building: string;
  complete: boolean;
  version: number;
  statuses: Map<string, number>;
  /** Rooms whose stay came in by a check-in since the item was kept: its start date. */
  checkIns: Map<string, string>;
}

export const roomFiguresOf = (building: string, item: Record<string, unknown> | undefined): RoomFigures => ({
  building,
  complete: item?.complete === true,
  version: Number(item?.v ?? 0),
  statuses: new Map(
    Object.entries(item ?? {})
      .filter(([k]) => k.startsWith(PREFIX))
      .map(([k, v]) => [k.slice(PREFIX.length), Number(v)]),
  ),
  checkIns: new Map(
    Object.entries(item ?? {})
      .filter(([k]) => k.startsWith(CHECK_IN))
      .map(([k, v]) => [k.slice(CHECK_IN.length), String(v)]),
  ),
});

/** The kept statuses of the buildings asked: one BatchGet whatever their rooms. */
export async function roomFiguresOfBuildings(buildings: readonly string[], consistent = false): Promise<Map<string, RoomFigures>> {
  const items = await getMany(
    buildings.map((b) => keys.roomFigures(b)),
    { consistent },
  );
  const bySk = new Map(items.map((i) => [String(i.SK), i]));
  return new Map(buildings.map((b) => [b, roomFiguresOf(b, bySk.get(b))]));
}

const roomsQuery = (building: string) => ({
  KeyConditionExpression: 'PK = :pk AND begins_with(SK, :room)',
  ExpressionAttributeValues: { ':pk': keys.buildingRooms(building), ':room': keys.roomPrefix },
  ConsistentRead: true,
});

/** The item whole, on the version read (absent: created), as a building's rooms are now. */
function wholeWrite(building: string, version: number, rooms: ReadonlyMap<string, RoomWrite>, exists: boolean): TxItem {
  return putItem(
    {
      ...keys.roomFigures(building),
      entity: ENTITY,
      building,
      complete: true,
      v: version + 1,
      ...Object.fromEntries([...rooms].flatMap(([room, w]) => [[`${PREFIX}${room}`, w.status], ...(w.checkIn ? [[`${CHECK_IN}${room}`, w.checkIn]] : [])])),
    },
    exists
      ? { expression: '#v = :v', names: { '#v': 'v' }, values: { ':v': version }, conflict: `Trạng thái phòng toà ${building} vừa thay đổi, vui lòng thử lại` }
      : { expression: 'attribute_not_exists(PK)', conflict: `Trạng thái phòng toà ${building} vừa thay đổi, vui lòng thử lại` },
  );
}

/**
 * The write of new rooms (status Empty) in their creation's transaction: their statuses set on the
 * building's item. When the building has no room yet and its item holds none (a fresh table: the demo
 * seed, tests, the go-live import, a building's first room), the item is marked `complete` by the same
 * write: every room created from then on sets its own status there, so nothing can be missing — two
 * first rooms created at once both land, each with its status. Otherwise (rooms from before the item
 * was kept) the backfill completes it. No condition: it never fails a creation.
 */
export async function roomCreationFigures(building: string, roomIds: readonly string[]): Promise<TxItem> {
  const fresh = new Map(roomIds.map((r) => [r, { status: ROOM_STATUS.EMPTY as number }]));
  const [item, anyRoom] = await Promise.all([
    getItem(keys.roomFigures(building), { consistent: true }),
    queryOnce({ ...roomsQuery(building), Limit: 1, ProjectionExpression: 'PK' }),
  ]);
  const figures = roomFiguresOf(building, item);
  return statusWrite(building, fresh, !figures.complete && figures.statuses.size === 0 && anyRoom.items.length === 0);
}

/**
 * The start date of the stay a room in status 2 came in with, from the newest state it keeps (the
 * check-in's own date); a room that got there otherwise (a notice withdrawn, a check-out cancelled)
 * has a stay already begun, as has one whose states carry no date: no date kept, staying.
 */
function checkInOf(room: Record<string, unknown>): { checkIn?: string } {
  const newest = (room.last_states as { event?: string; date?: string }[] | undefined)?.[0];
  return Number(room.status) === ROOM_STATUS.CHECKED_IN && newest?.event === 'check_in' && newest.date ? { checkIn: newest.date } : {};
}

/**
 * Writes a building's item whole from its rooms as they are (one consistent Query), on the `v` read
 * just before: a status change or a room created in between moved `v`, so the put fails and it is
 * read again. O(rooms), once per building (the backfill); a complete item is left as it is.
 */
export async function completeRoomFigures(building: string, attempts = 5): Promise<{ already: boolean; rooms: number }> {
  for (let attempt = 1; ; attempt++) {
    const item = await getItem(keys.roomFigures(building), { consistent: true });
    const figures = roomFiguresOf(building, item);
    if (figures.complete) return { already: true, rooms: figures.statuses.size };
    const rooms = await queryAll({
      ...roomsQuery(building),
      ProjectionExpression: 'room_id, #s, last_states',
      ExpressionAttributeNames: { '#s': 'status' },
    });
    const statuses = new Map(rooms.map((r) => [String(r.room_id), { status: Number(r.status), ...checkInOf(r) }]));
    try {
      await transact([wholeWrite(building, figures.version, statuses, item !== undefined)]);
      return { already: false, rooms: statuses.size };
    } catch (e) {
      if (!(e instanceof Conflict) || attempt >= attempts) throw e;
    }
  }
}
