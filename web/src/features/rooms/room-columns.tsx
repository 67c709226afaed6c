import { Button, Typography } from 'antd';
import type { Room } from '../../../../shared/api/rooms';
import { buildingName } from '../../../../shared/catalog/buildings';
import type { DataColumn } from '../../components/data-table/columns';
import { formatNumber, formatVnd } from '../../lib/format';
import { newestState, roomEventLabel, stateWhen } from './room-events';
import { RoomStatusTag } from '../../components/room-status/RoomStatusTag';
import { roomStatusStyle } from '../../components/room-status/status-colors';

/** The newest status change as one line of text: "Nhận phòng · 12-07-2025 14:03:00 (Đã cọc → Đang ở)". */
export function newestChangeText(room: Pick<Room, 'last_states'>): string {
  const s = newestState(room);
  if (!s) return '';
  return `${roomEventLabel(s.event)} · ${stateWhen(s)} (${roomStatusStyle(s.from).short} → ${roomStatusStyle(s.to).short})`;
}

/** A room as the list shows it: room numbers repeat across buildings, so the row key names both. */
export type RoomRow = Room & { key: string };

/** Columns of the room list; `onOpen` opens a room's drawer. */
export function roomColumns({ showBuilding, onOpen }: { showBuilding: boolean; onOpen: (room: Room) => void }): DataColumn<RoomRow>[] {
  const columns: (DataColumn<RoomRow> | false)[] = [
    showBuilding && { key: 'building', title: 'Toà nhà', dataIndex: 'building', width: 90, render: (v: string) => <span title={buildingName(v)}>{v}</span> },
    {
      key: 'room_id',
      title: 'Phòng',
      dataIndex: 'room_id',
      width: 90,
      render: (v: string, r) => (
        <Button type="link" size="small" style={{ padding: 0, fontWeight: 600 }} onClick={() => onOpen(r)}>
          {v}
        </Button>
      ),
    },
    { key: 'floor', title: 'Tầng', dataIndex: 'floor', exportAs: 'number', width: 64, align: 'right' },
    { key: 'rent', title: 'Giá thuê', dataIndex: 'rent', exportAs: 'number', width: 124, align: 'right', render: (v: number) => formatVnd(v) },
    { key: 'deposit', title: 'Tiền cọc', dataIndex: 'deposit', exportAs: 'number', width: 124, align: 'right', render: (v: number) => formatVnd(v) },
    {
      key: 'max_occupants',
      title: 'Số người tối đa',
      dataIndex: 'max_occupants',
      exportAs: 'number',
      width: 84,
      align: 'right',
      render: (v: number) => formatNumber(v),
    },
    {
      key: 'status',
      title: 'Trạng thái',
      value: (r) => roomStatusStyle(r.status).label,
      width: 180,
      render: (_: unknown, r) => <RoomStatusTag status={r.status} />,
    },
    {
      key: 'newest_state',
      title: 'Thay đổi gần nhất',
      value: newestChangeText,
      width: 250,
      ellipsis: true,
      render: (_: unknown, r) => {
        const s = newestState(r);
        if (!s) return <Typography.Text type="secondary">—</Typography.Text>;
        return (
          <span title={newestChangeText(r)}>
            {roomEventLabel(s.event)} <Typography.Text type="secondary">· {stateWhen(s)}</Typography.Text>
          </span>
        );
      },
    },
    { key: 'notes', title: 'Ghi chú', dataIndex: 'notes', width: 150, ellipsis: true },
  ];
  return columns.filter((c): c is DataColumn<RoomRow> => Boolean(c));
}
