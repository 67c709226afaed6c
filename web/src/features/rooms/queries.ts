import { queryOptions } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '../../../../shared/api/endpoint';
import { listRooms, roomStatesNewest, type updateRoomState } from '../../../../shared/api/rooms';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { call } from '../../api/client';
import { domainKey } from '../../api/query-keys';
import { stayQueries } from '../stays/queries';

/** The board refreshes itself this often, so a deposit taken at another desk shows up. */
export const BOARD_REFRESH_MS = 30_000;

export type RoomStateRow = ResponseOf<typeof roomStatesNewest>[number];
export type RoomStateUpdate = BodyOf<typeof updateRoomState>;

/** The rooms domain: the rooms, their states and notices (shared/api/rooms). */
export const roomQueries = {
  all: () => domainKey('rooms'),
  /** Rooms of one building, or of every building when `building` is undefined. */
  list: (building?: BuildingCode) =>
    queryOptions({
      queryKey: [...roomQueries.all(), 'list', building ?? 'all'] as const,
      queryFn: ({ signal }) => call(listRooms, { query: { building }, signal }),
    }),
  /** The board's view: the same list, kept fresh. */
  board: (building: BuildingCode) => queryOptions({ ...roomQueries.list(building), refetchInterval: BOARD_REFRESH_MS }),
  /** Each room's current status, its notice (if any) and its newest change. */
  states: (building?: BuildingCode) =>
    queryOptions({
      queryKey: [...roomQueries.all(), 'states', building ?? 'all'] as const,
      queryFn: ({ signal }) => call(roomStatesNewest, { query: { building }, signal }),
    }),
  /**
   * The stay living in a room, for the tenant's name on a printed notice. The slip prints without it
   * if it cannot be found, so a failure is only logged.
   */
  noticeStay: (building: BuildingCode, roomId: string) =>
    queryOptions({ ...stayQueries.activeOfRoom(building, roomId), meta: { silent: true }, retry: false, staleTime: 60_000 }),
};
