import type { Room } from '../../../../shared/api/rooms';
import { ROOM_STATUS } from '../../../../shared/catalog/room-status';
import { roomChoices } from '../../components/forms/choices';
import { look, type StatusLook } from '../../components/status/status-look';

export const STAY_STATUS: Record<string, StatusLook> = {
  active: look('Đang ở', 'green'),
  checked_out: look('Đã trả phòng', 'blue'),
  removed: look('Đã xoá', 'default'),
};
export const CHECK_OUT_STATUS: Record<string, StatusLook> = {
  done: look('Đã trả phòng', 'blue'),
  cancelled: look('Đã huỷ', 'default'),
};
export const RETURN_DEPOSIT_STATUS: Record<string, StatusLook> = {
  pending: look('Chờ trả cọc', 'orange'),
  returned: look('Đã trả cọc', 'green'),
  cancelled: look('Đã huỷ', 'default'),
};

/** Business rules §2: a check-in moves into an empty room (0) or the deposited one (1) with its deposit. */
export const CHECK_IN_STATUSES: readonly number[] = [ROOM_STATUS.EMPTY, ROOM_STATUS.DEPOSITED];
export const checkInRoomOptions = (rooms: readonly Room[] | undefined) => roomChoices(rooms, CHECK_IN_STATUSES);
