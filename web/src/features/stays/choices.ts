import type { Room } from '../../../../shared/api/rooms';
import { VEHICLE_TYPES } from '../../../../shared/api/stays';
import { ROOM_STATUS } from '../../../../shared/catalog/room-status';
import { formatVnd } from '../../lib/format';
import { roomStatusStyle } from '../rooms/status-colors';

export const VEHICLE_LABELS: Record<(typeof VEHICLE_TYPES)[number], string> = {
  motorbike: 'Xe máy',
  electric_bike: 'Xe điện',
  bicycle: 'Xe đạp',
  car: 'Ô tô',
};
export const vehicleOptions = VEHICLE_TYPES.map((t) => ({ value: t, label: VEHICLE_LABELS[t] }));
export const vehicleText = (v: { type: string; plate?: string }): string =>
  `${VEHICLE_LABELS[v.type as keyof typeof VEHICLE_LABELS] ?? v.type}${v.plate ? ` ${v.plate}` : ''}`;

/** A status as a tag shows it. */
export interface StatusLook {
  label: string;
  color: string;
}
const look = (label: string, color: string): StatusLook => ({ label, color });

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
export const RECEIPT_CHANGE_STATUS: Record<string, StatusLook> = {
  active: look('Hiệu lực', 'green'),
  cancelled: look('Đã huỷ', 'orange'),
  deleted: look('Đã xoá', 'default'),
};
export const CONTRACT_STATUS: Record<string, StatusLook> = {
  active: look('Đang hiệu lực', 'green'),
  ended: look('Đã kết thúc', 'default'),
};

export const statusLabel = (table: Record<string, StatusLook>, status: string): string => table[status]?.label ?? status;

/** A status filter: "every status" first, then the table's statuses. */
export const statusOptions = (table: Record<string, StatusLook>, all = 'Mọi trạng thái') => [
  { value: '', label: all },
  ...Object.entries(table).map(([value, s]) => ({ value, label: s.label })),
];

const byRoomNumber = (a: Pick<Room, 'room_id'>, b: Pick<Room, 'room_id'>) => a.room_id.localeCompare(b.room_id, 'en', { numeric: true });
const roomOptions = (rooms: readonly Room[] | undefined, statuses: readonly number[]) =>
  (rooms ?? [])
    .filter((r) => statuses.includes(r.status))
    .sort(byRoomNumber)
    .map((r) => ({ value: r.room_id, label: `${r.room_id} · ${formatVnd(r.rent)} · ${roomStatusStyle(r.status).short}` }));

/** Business rules §2: a check-in moves into an empty room (0) or the deposited one (1) with its deposit. */
export const CHECK_IN_STATUSES: readonly number[] = [ROOM_STATUS.EMPTY, ROOM_STATUS.DEPOSITED];
export const checkInRoomOptions = (rooms: readonly Room[] | undefined) => roomOptions(rooms, CHECK_IN_STATUSES);

/** Rooms with a running stay: checked in (2), under notice (3), under notice with a new deposit (4). */
export const OCCUPIED_STATUSES: readonly number[] = [ROOM_STATUS.CHECKED_IN, ROOM_STATUS.NOTICE, ROOM_STATUS.NOTICE_AND_DEPOSIT];
export const occupiedRoomOptions = (rooms: readonly Room[] | undefined) => roomOptions(rooms, OCCUPIED_STATUSES);
