import type { Room } from '../../../shared/api/rooms';
import { BUILDING_CODES, type BuildingCode } from '../../../shared/catalog/buildings';
import { ROOM_STATUS, type RoomStatus } from '../../../shared/catalog/room-status';
import { getItem } from '../../platform/db/items';
import { queryAll } from '../../platform/db/query';
import { keys } from '../../platform/db/keys';
import { NotFound } from '../../platform/errors';
import { compareIso, compareNumbered } from '../../../shared/text/collate';

/**
 * The room record: its stored shape, its one mapper to the API, its reads. Its status changes only
 * through the status machine (kernel/rooms/status-machine.ts), always guarded by status and version.
 */

export interface RoomFields {
  building: BuildingCode;
  room_id: string;
  floor: number;
  rent: number;
  deposit: number;
  max_occupants: number;
  notes?: string;
}

/** The stored room: its status starts Empty and only the status machine changes it afterwards. */
export function newRoomItem(fields: RoomFields, at: string) {
  return {
    ...keys.room(fields.building, fields.room_id),
    entity: 'room',
    ...fields,
    status: ROOM_STATUS.EMPTY as RoomStatus,
    version: 1,
    created_at: at,
    updated_at: at,
  };
}

export const toRoom = (i: Record<string, unknown>): Room => ({
  building: i.building as BuildingCode,
  room_id: String(i.room_id),
  floor: Number(i.floor),
  rent: Number(i.rent),
  deposit: Number(i.deposit),
  max_occupants: Number(i.max_occupants),
  status: Number(i.status),
  notes: i.notes as string | undefined,
  version: Number(i.version),
  updated_at: String(i.updated_at),
  ...(i.last_states ? { last_states: i.last_states as Room['last_states'] } : {}),
});

/** One Query per building (its own partition); all buildings are read in parallel. */
export async function roomsOf(building: BuildingCode): Promise<Room[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :room)',
    ExpressionAttributeValues: { ':pk': keys.buildingRooms(building), ':room': keys.roomPrefix },
  });
  return items.map(toRoom);
}

export async function listRooms(building?: BuildingCode): Promise<Room[]> {
  const lists = await Promise.all((building ? [building] : BUILDING_CODES).map(roomsOf));
  return lists.flat().sort((a, b) => compareIso(a.building, b.building) || compareNumbered(a.room_id, b.room_id));
}

export async function getRoom(building: string, roomId: string, consistent = true): Promise<Room> {
  const item = await getItem(keys.room(building, roomId), { consistent });
  if (!item) throw new NotFound(`Không tìm thấy phòng ${roomId} ở toà ${building}`, 'room_id');
  return toRoom(item);
}

/** The check-out notice the room keeps (written by /room-states/update), if one is standing. */
export async function noticeOn(building: string, roomId: string): Promise<RoomNotice | undefined> {
  const item = await getItem(keys.room(building, roomId), { projection: ['notice'] });
  return (item?.notice as RoomNotice | null | undefined) ?? undefined;
}
export interface RoomNotice {
  date: string;
  expected_leave_date?: string;
  [k: string]: unknown;
}

/** How people name a room: `101 (BN)`. */
export const roomLabel = (building: string, roomId: string) => `${roomId} (${building})`;
