import { ROOM_STATUS_LABELS, type RoomStatus } from '../../../../shared/catalog/room-status';

export interface RoomStatusStyle {
  status: RoomStatus;
  /** The catalogue's label (legend, tags, drawer). */
  label: string;
  /** A short word for a small tile. */
  short: string;
  /** antd Tag preset colour. */
  tag: string;
  /** Tile fill and edge: the same antd preset's light (1) and main (6) shades, so tiles and tags agree. */
  background: string;
  border: string;
}

/**
 * THE colours of the five room statuses (spec §3, business rules §2). Every screen that shows a
 * room's status takes its colour from here, so "đã cọc" is the same gold on the board, the room list
 * and anywhere else.
 */
export const ROOM_STATUS_STYLES: Readonly<Record<RoomStatus, RoomStatusStyle>> = {
  0: { status: 0, label: ROOM_STATUS_LABELS[0], short: 'Trống', tag: 'default', background: '#fafafa', border: '#bfbfbf' },
  1: { status: 1, label: ROOM_STATUS_LABELS[1], short: 'Đã cọc', tag: 'gold', background: '#fffbe6', border: '#faad14' },
  2: { status: 2, label: ROOM_STATUS_LABELS[2], short: 'Đang ở', tag: 'green', background: '#f6ffed', border: '#52c41a' },
  3: { status: 3, label: ROOM_STATUS_LABELS[3], short: 'Báo trả', tag: 'orange', background: '#fff7e6', border: '#fa8c16' },
  4: { status: 4, label: ROOM_STATUS_LABELS[4], short: 'Báo trả + cọc mới', tag: 'purple', background: '#f9f0ff', border: '#722ed1' },
};

/** The statuses in their natural order, for legends and filters. */
export const ROOM_STATUS_ORDER: readonly RoomStatus[] = [0, 1, 2, 3, 4];

/** Style of a status; anything outside 0–4 (never expected) is drawn as an unknown grey. */
export function roomStatusStyle(status: number): RoomStatusStyle {
  const known = ROOM_STATUS_STYLES[status as RoomStatus];
  return (
    known ?? { status: status as RoomStatus, label: `Trạng thái ${status}`, short: `?${status}`, tag: 'default', background: '#ffffff', border: '#d9d9d9' }
  );
}
