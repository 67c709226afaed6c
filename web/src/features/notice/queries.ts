import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '../../../../shared/api/endpoint';
import { roomStatesNewest, updateRoomState } from '../../../../shared/api/rooms';
import { searchCheckIns } from '../../../../shared/api/stays';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { call } from '../../api/client';
import { invalidateRooms } from '../rooms/queries';

export type RoomStateRow = ResponseOf<typeof roomStatesNewest>[number];
export type RoomStateUpdate = BodyOf<typeof updateRoomState>;

export const roomStateQueries = {
  all: () => ['room-states'] as const,
  /** Each room's current status, its notice (if any) and its newest change. */
  newest: (building?: BuildingCode) =>
    queryOptions({
      queryKey: [...roomStateQueries.all(), 'newest', building ?? 'all'] as const,
      queryFn: ({ signal }) => call(roomStatesNewest, { query: { building }, signal }),
    }),
  /**
   * The stay living in a room, for the tenant's name on a printed notice. The slip prints without it
   * if it cannot be found, so a failure is only logged.
   */
  activeStay: (building: BuildingCode, roomId: string) =>
    queryOptions({
      queryKey: ['stays', 'active-of-room', building, roomId] as const,
      queryFn: async ({ signal }) => (await call(searchCheckIns, { query: { building, room_id: roomId, status: 'active' }, signal }))[0] ?? null,
      meta: { silent: true },
      retry: false,
      staleTime: 60_000,
    }),
};

/** A notice changes the room: the room states, the room lists and the board refresh. */
export const invalidateAfterNotice = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: roomStateQueries.all() }), invalidateRooms(client)]);

export const noticeMutations = {
  /** `notice` (2 → 3) or `notice_withdrawn` (3 → 2). */
  update: () =>
    mutationOptions({
      mutationKey: [...roomStateQueries.all(), 'update'],
      mutationFn: (body: RoomStateUpdate) => call(updateRoomState, { body }),
    }),
};
