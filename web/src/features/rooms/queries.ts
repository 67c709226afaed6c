import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { createRoom, listRooms } from '../../../../shared/api/rooms';
import type { BodyOf } from '../../../../shared/api/endpoint';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { call } from '../../api/client';
import { appDataQueries } from '../../app/app-data/queries';

/** The board refreshes itself this often, so a deposit taken at another desk shows up. */
export const BOARD_REFRESH_MS = 30_000;

export type NewRoom = BodyOf<typeof createRoom>;

export const roomQueries = {
  all: () => ['rooms'] as const,
  /** Rooms of one building, or of every building when `building` is undefined. */
  list: (building?: BuildingCode) =>
    queryOptions({
      queryKey: [...roomQueries.all(), 'list', building ?? 'all'] as const,
      queryFn: ({ signal }) => call(listRooms, { query: { building }, signal }),
    }),
  /** The board's view: the same list, kept fresh. */
  board: (building: BuildingCode) => queryOptions({ ...roomQueries.list(building), refetchInterval: BOARD_REFRESH_MS }),
};

/** Every cached view of rooms, including the rooms the shell loaded after login. */
export const invalidateRooms = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: roomQueries.all() }), client.invalidateQueries({ queryKey: appDataQueries.rooms().queryKey })]);

export const roomMutations = {
  create: () =>
    mutationOptions({
      mutationKey: [...roomQueries.all(), 'create'],
      mutationFn: (body: NewRoom) => call(createRoom, { body }),
    }),
};
