import { domainHandler } from '../platform/http/handler';
import { createRoom } from './create-room';
import { getDashboard } from './dashboard';
import { increaseRoom } from './increase-room';
import { listRooms } from './list-rooms';
import { getRoomFile } from './room-file';
import { roomStatesNewest, roomStatesTwoNewest, updateRoomState } from './room-states';

export const handler = domainHandler('rooms', {
  listRooms,
  createRoom,
  increaseRoom,
  roomStatesNewest,
  updateRoomState,
  roomStatesTwoNewest,
  getDashboard,
  getRoomFile,
});
