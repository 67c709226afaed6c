/** Room status values are the spec's (§3); business rules §2 say how they change. */
export const ROOM_STATUS = {
  EMPTY: 0,
  DEPOSITED: 1,
  CHECKED_IN: 2,
  NOTICE: 3,
  NOTICE_AND_DEPOSIT: 4,
} as const;
export type RoomStatus = (typeof ROOM_STATUS)[keyof typeof ROOM_STATUS];

export const ROOM_STATUS_LABELS: Record<RoomStatus, string> = {
  0: 'Phòng trống',
  1: 'Đã cọc, chưa vào ở',
  2: 'Đang ở',
  3: 'Đã báo trả phòng',
  4: 'Báo trả và có cọc mới',
};
