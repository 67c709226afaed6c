import type { Room } from '../../../shared/api/rooms';
import { BUILDING_CODES, type BuildingCode } from '../../../shared/catalog/buildings';
import { ROOM_STATUS, type RoomStatus } from '../../../shared/catalog/room-status';
import { getItem } from '../../platform/db/items';
import { queryAll, type QueryInput } from '../../platform/db/query';
import { pageOfParts } from '../../platform/db/page';
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

const roomsQuery = (building: string): QueryInput => ({
  KeyConditionExpression: 'PK = :pk AND begins_with(SK, :room)',
  ExpressionAttributeValues: { ':pk': keys.buildingRooms(building), ':room': keys.roomPrefix },
});

/** One Query per building (its own partition); all buildings are read in parallel. */
export async function roomsOf(building: BuildingCode): Promise<Room[]> {
  return (await queryAll(roomsQuery(building))).map(toRoom);
}

/**
 * A page of the rooms of one building or of every building (building by building, each in key
 * order): what a list of rooms answers, so a read costs the same whatever a building's size.
 * `extra` narrows what is read (a projection) for views that need less than the room.
 */
export async function roomItemsPage(
  building: string | undefined,
  page: { limit: number; cursor?: string },
  extra: Partial<QueryInput> = {},
): Promise<{ items: Record<string, unknown>[]; cursor?: string }> {
  const buildings = building ? [building] : BUILDING_CODES;
  return pageOfParts(
    buildings.map((b) => ({ pk: keys.buildingRooms(b), input: { ...roomsQuery(b), ...extra }, within: (k) => k.SK!.startsWith(keys.roomPrefix) })),
    page,
  );
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
