import type { Room } from '../../../shared/api/rooms';
import type { Item } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';
import type { Page } from '../../platform/db/page';
import { roomItemsPage } from '../../kernel/model/room';

/**
 * What the rooms' boards and the deposits' status read of the room item beyond the kernel's `Room`
 * (kernel/rooms/room.ts owns the entity and its one API mapper): the check-out notice it keeps, the
 * deposit it was last given, its last status changes. Each read is one Query of the building's rooms.
 */

export type RoomStateChange = NonNullable<Room['last_states']>[number];
/** The notice as /room-states/update stores it on the room. */
export interface StoredNotice {
  id: string;
  date: string;
  expected_leave_date: string;
  note?: string;
  at: string;
  by: string;
}

const roomsOfBuilding = (building: string) => ({
  KeyConditionExpression: 'PK = :pk AND begins_with(SK, :room)',
  ExpressionAttributeValues: { ':pk': keys.buildingRooms(building), ':room': keys.roomPrefix },
});

/** A room as the status board shows it. */
export interface BoardRoom {
  building: string;
  room_id: string;
  floor: number;
  status: number;
  rent: number;
  notice?: StoredNotice;
  last_states?: RoomStateChange[];
}

const boardRoomOf = (i: Item): BoardRoom => ({
  building: i.building as string,
  room_id: String(i.room_id),
  floor: Number(i.floor),
  status: Number(i.status),
  rent: Number(i.rent),
  ...(i.notice ? { notice: i.notice as StoredNotice } : {}),
  ...(i.last_states ? { last_states: i.last_states as RoomStateChange[] } : {}),
});

/**
 * A page of the board's rooms (only its fields read, and the key the next page starts from): one
 * building's or every building's, one after another, each in key order.
 */
export async function boardRoomsPage(building: string | undefined, page: { limit: number; cursor?: string }): Promise<Page<BoardRoom>> {
  const read = await roomItemsPage(building, page, {
    ProjectionExpression: 'PK, SK, building, room_id, floor, #status, rent, notice, last_states',
    ExpressionAttributeNames: { '#status': 'status' },
  });
  return { items: read.items.map(boardRoomOf), ...(read.cursor ? { cursor: read.cursor } : {}) };
}

/** What a room holds now: its status, the notice it keeps, the deposit it was last given. */
export interface RoomHolding {
  room_id: string;
  status: number;
  notice?: { date: string; expected_leave_date?: string };
  active_deposit_id?: string;
}

/**
 * The room item's attributes `roomHoldingOf` reads, for a read by key of many rooms (the dashboard's
 * rooms to act on): a room item carries its last states, rent and more (about 1 KB on the wire);
 * these are a few hundred bytes at most, so what the store sends back grows with the rooms read, not
 * with what each room keeps.
 */
export const ROOM_HOLDING_PROJECTION = {
  projection: 'room_id, #status, notice.#date, notice.expected_leave_date, active_deposit_id',
  names: { '#status': 'status', '#date': 'date' },
} as const;

const holdingNoticeOf = (n: StoredNotice): NonNullable<RoomHolding['notice']> => ({
  date: n.date,
  ...(n.expected_leave_date ? { expected_leave_date: n.expected_leave_date } : {}),
});

export const roomHoldingOf = (i: Item): RoomHolding => ({
  room_id: String(i.room_id),
  status: Number(i.status),
  ...(i.notice ? { notice: holdingNoticeOf(i.notice as StoredNotice) } : {}),
  ...(typeof i.active_deposit_id === 'string' ? { active_deposit_id: i.active_deposit_id } : {}),
});

/** A building's rooms with what they hold (one Query of the whole building: the dashboard's figures). */
export async function roomHoldings(building: string): Promise<RoomHolding[]> {
  return (await queryAll(roomsOfBuilding(building))).map(roomHoldingOf);
}
