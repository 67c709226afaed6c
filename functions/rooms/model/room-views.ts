import type { Room } from '../../../shared/api/rooms';
import { BUILDING_CODES } from '../../../shared/catalog/buildings';
import { compareIso, compareNumbered } from '../../../shared/text/collate';
import type { Item } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';

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

export const boardRoomOf = (i: Item): BoardRoom => ({
  building: i.building as string,
  room_id: String(i.room_id),
  floor: Number(i.floor),
  status: Number(i.status),
  rent: Number(i.rent),
  ...(i.notice ? { notice: i.notice as StoredNotice } : {}),
  ...(i.last_states ? { last_states: i.last_states as RoomStateChange[] } : {}),
});

/** The board's rooms (only its fields read): one Query per building, buildings in parallel, in building and room order. */
export async function boardRooms(building?: string): Promise<BoardRoom[]> {
  const one = async (b: string) =>
    (
      await queryAll({
        ...roomsOfBuilding(b),
        ProjectionExpression: 'building, room_id, floor, #status, rent, notice, last_states',
        ExpressionAttributeNames: { '#status': 'status' },
      })
    ).map(boardRoomOf);
  const lists = await Promise.all((building ? [building] : BUILDING_CODES).map(one));
  return lists.flat().sort((a, b) => compareIso(a.building, b.building) || compareNumbered(a.room_id, b.room_id));
}

/** What a room holds now: its status, the notice it keeps, the deposit it was last given. */
export interface RoomHolding {
  room_id: string;
  status: number;
  notice?: { date: string; expected_leave_date?: string };
  active_deposit_id?: string;
}

export const roomHoldingOf = (i: Item): RoomHolding => ({
  room_id: String(i.room_id),
  status: Number(i.status),
  ...(i.notice ? { notice: i.notice as StoredNotice } : {}),
  ...(typeof i.active_deposit_id === 'string' ? { active_deposit_id: i.active_deposit_id } : {}),
});

/**
 * A building's rooms with what they hold (one Query). `pointersOnly` reads just the status and the
 * deposit pointer (the deposits' status); otherwise the whole items (the dashboard).
 */
export async function roomHoldings(building: string, o: { pointersOnly?: boolean } = {}): Promise<RoomHolding[]> {
  const items = await queryAll({
    ...roomsOfBuilding(building),
    ...(o.pointersOnly ? { ProjectionExpression: 'room_id, #status, active_deposit_id', ExpressionAttributeNames: { '#status': 'status' } } : {}),
  });
  return items.map(roomHoldingOf);
}
