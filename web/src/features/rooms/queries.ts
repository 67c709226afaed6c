import { queryOptions } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '../../../../shared/api/endpoint';
import { listRooms, roomStatesNewest, type updateRoomState } from '../../../../shared/api/rooms';
import { getRoomFile } from '../../../../shared/api/rooms/file';
import { call } from '../../api/client';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { callEveryPage } from '../../api/every-page';
import { compareIso, compareNumbered } from '../../../../shared/text/collate';
import { domainKey, ROOM_FILE_KEY } from '../../api/query-keys';
import { stayQueries } from '../stays/queries';

/** The board refreshes itself this often, so a deposit taken at another desk shows up. */
export const BOARD_REFRESH_MS = 30_000;

export type RoomStateRow = ResponseOf<typeof roomStatesNewest>['items'][number];

/** Pages come in key order, building by building: a list of rooms reads in building and room number order. */
const byRoom = <T extends { building: string; room_id: string }>(rows: T[]) =>
  rows.sort((a, b) => compareIso(a.building, b.building) || compareNumbered(a.room_id, b.room_id));
export type RoomStateUpdate = BodyOf<typeof updateRoomState>;

/** The rooms domain: the rooms, their states and notices (shared/api/rooms). */
export const roomQueries = {
  all: () => domainKey('rooms'),
  /** Rooms of one building, or of every building when `building` is undefined. */
  list: (building?: BuildingCode) =>
    queryOptions({
      queryKey: [...roomQueries.all(), 'list', building ?? 'all'] as const,
      queryFn: async ({ signal }) => byRoom(await callEveryPage(listRooms, { query: { building }, signal })),
    }),
  /** The board's view: the same list, kept fresh. */
  board: (building: BuildingCode) => queryOptions({ ...roomQueries.list(building), refetchInterval: BOARD_REFRESH_MS }),
  /** Each room's current status, its notice (if any) and its newest change. */
  states: (building?: BuildingCode) =>
    queryOptions({
      queryKey: [...roomQueries.all(), 'states', building ?? 'all'] as const,
      queryFn: async ({ signal }) => byRoom(await callEveryPage(roomStatesNewest, { query: { building }, signal })),
    }),
  /**
   * The stay living in a room, for the tenant's name on a printed notice. The slip prints without it
   * if it cannot be found, so a failure is only logged.
   */
  /** The room page: the room's whole story in one read (issue 24), refreshed after any write that changes it (api/query-keys.ts). */
  file: (building: string, roomId: string) =>
    queryOptions({
      queryKey: [...ROOM_FILE_KEY, building, roomId] as const,
      queryFn: ({ signal }) => call(getRoomFile, { params: { building, room_id: roomId }, signal }),
    }),
  noticeStay: (building: BuildingCode, roomId: string) =>
    queryOptions({ ...stayQueries.activeOfRoom(building, roomId), meta: { silent: true }, retry: false, staleTime: 60_000 }),
};
