import type { Room } from '../../../../shared/api/rooms';
import type { RoomStatus } from '../../../../shared/catalog/room-status';
import { ROOM_STATUS_ORDER } from '../../components/room-status/status-colors';

/** Room numbers in the order a person reads them: 101, 102, 110, 117MA (not 101, 110, 117MA, 102). */
export const compareRoomIds = (a: string, b: string): number => a.localeCompare(b, 'vi', { numeric: true, sensitivity: 'base' });

export const sortRooms = <T extends Pick<Room, 'building' | 'room_id'>>(rooms: readonly T[]): T[] =>
  [...rooms].sort((a, b) => a.building.localeCompare(b.building) || compareRoomIds(a.room_id, b.room_id));

export interface FloorGroup<T> {
  floor: number;
  rooms: T[];
}

/** Rooms by floor, lowest floor first, rooms of a floor in number order. */
export function groupByFloor<T extends Pick<Room, 'room_id' | 'floor'>>(rooms: readonly T[]): FloorGroup<T>[] {
  const floors = new Map<number, T[]>();
  for (const r of rooms) {
    const list = floors.get(r.floor) ?? [];
    list.push(r);
    floors.set(r.floor, list);
  }
  return [...floors.entries()].sort(([a], [b]) => a - b).map(([floor, list]) => ({ floor, rooms: list.sort((a, b) => compareRoomIds(a.room_id, b.room_id)) }));
}

/** How many rooms are in each status; every status is present, with 0 when none. */
export function countByStatus(rooms: readonly Pick<Room, 'status'>[]): Record<RoomStatus, number> {
  const counts = Object.fromEntries(ROOM_STATUS_ORDER.map((s) => [s, 0])) as Record<RoomStatus, number>;
  for (const r of rooms) if (r.status in counts) counts[r.status as RoomStatus]++;
  return counts;
}

/** Room-number search: case-insensitive, ignores spaces; empty matches everything. */
export function matchesRoom(roomId: string, search: string): boolean {
  const q = search.replace(/\s+/g, '').toLowerCase();
  return !q || roomId.toLowerCase().includes(q);
}

export const floorLabel = (floor: number): string => (floor === 0 ? 'Tầng trệt' : `Tầng ${floor}`);
