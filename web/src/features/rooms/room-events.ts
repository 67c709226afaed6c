import type { Room } from '../../../../shared/api/rooms';
import { formatDate, formatDateTime } from '../../lib/format';

/** The status machine's events (business rules §2), as staff call them. */
export const ROOM_EVENT_LABELS: Record<string, string> = {
  deposit_created: 'Nhận cọc',
  deposit_removed: 'Huỷ / xoá / chuyển cọc',
  check_in: 'Nhận phòng',
  check_in_removed: 'Xoá phiếu nhận phòng',
  notice: 'Báo trả phòng',
  notice_withdrawn: 'Rút báo trả phòng',
  check_out: 'Trả phòng',
  check_out_cancelled: 'Huỷ trả phòng',
};

export const roomEventLabel = (event: string): string => ROOM_EVENT_LABELS[event] ?? event;

export type RoomState = NonNullable<Room['last_states']>[number];

/** The newest status change the room remembers (the room keeps its two newest, newest first). */
export const newestState = (room: Pick<Room, 'last_states'>): RoomState | undefined => room.last_states?.[0];

/**
 * When a change happened, as staff mean it: the event's own day (a tenant who moved in on 22-05
 * moved in on 22-05, whenever the slip was typed); a change kept before its day was recorded shows
 * when it was entered.
 */
export const stateWhen = (s: Pick<RoomState, 'at' | 'date'>): string => (s.date ? formatDate(s.date) : formatDateTime(s.at));
