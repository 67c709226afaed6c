import { listRooms } from '../../api/rooms';
import { ROOM_STATUS_LABELS, type RoomStatus } from '../../catalog/room-status';
import type { ExportColumn } from '../cells';
import { defineReport } from '../report';
import type { Room } from '../../api/rooms';

const byBuildingAndNumber = (a: Room, b: Room) => a.building.localeCompare(b.building) || a.room_id.localeCompare(b.room_id, 'en', { numeric: true });

/** Room information (/thong-tin-phong): one building's rooms, or every building's with the building named. */
export const roomsReport = defineReport({
  endpoint: listRooms,
  title: 'Thông tin phòng',
  fileName: (p) => `thong-tin-phong-${p.building ?? 'tat-ca'}`,
  rows: (page) => page.items,
  // The order is the whole list's (pages come in key order, building by building).
  finish: (rooms) => [...rooms].sort(byBuildingAndNumber),
  paging: { cursor: 'cursor', limit: 'limit', pageSize: 500, next: (page) => page.cursor },
  columns: (p): ExportColumn<Room>[] => [
    ...(p.building ? [] : [{ key: 'building', title: 'Toà nhà', field: 'building' } as const]),
    { key: 'room_id', title: 'Phòng', field: 'room_id' },
    { key: 'floor', title: 'Tầng', field: 'floor', kind: 'number' },
    { key: 'rent', title: 'Giá thuê', field: 'rent', kind: 'money' },
    { key: 'deposit', title: 'Tiền cọc', field: 'deposit', kind: 'money' },
    { key: 'max_occupants', title: 'Số người tối đa', field: 'max_occupants', kind: 'number' },
    { key: 'status', title: 'Trạng thái', value: (r) => ROOM_STATUS_LABELS[r.status as RoomStatus] ?? String(r.status) },
    { key: 'notes', title: 'Ghi chú', field: 'notes' },
  ],
});
