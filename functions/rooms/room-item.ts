import type { BuildingCode } from '../../shared/catalog/buildings';
import { ROOM_STATUS, type RoomStatus } from '../../shared/catalog/room-status';
import { keys } from '../lib/db/keys';

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
