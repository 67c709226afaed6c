import type { Room } from '../../shared/api/rooms';
import { BUILDING_CODES, type BuildingCode } from '../../shared/catalog/buildings';
import { queryAll } from '../lib/db/query';
import { keys } from '../lib/db/keys';
import { compareIso, compareNumbered } from '../../shared/text/collate';

const toRoom = (i: Record<string, unknown>): Room => ({
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

export { toRoom };
