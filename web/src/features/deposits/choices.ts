import type { Room } from '../../../../shared/api/rooms';
import { ROOM_STATUS } from '../../../../shared/catalog/room-status';
import { roomChoices } from '../../components/forms/choices';

/** Business rules §2: a deposit can be taken on an empty room (0 → 1) or one under notice (3 → 4). */
export const DEPOSITABLE_STATUSES: readonly number[] = [ROOM_STATUS.EMPTY, ROOM_STATUS.NOTICE];

/** The rooms a deposit may hold (not `except`, the room it holds now), in room order, labelled with rent and status. */
export const depositRoomOptions = (rooms: readonly Room[] | undefined, except?: { building: string; room_id: string }) =>
  roomChoices(rooms, DEPOSITABLE_STATUSES, except && ((r) => r.building === except.building && r.room_id === except.room_id));
