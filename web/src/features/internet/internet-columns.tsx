import { Table } from 'antd';
import type { ReactNode } from 'react';
import type { InternetHistoryLine, InternetService } from '../../../../shared/api/internet';
import { buildingName } from '../../../../shared/catalog/buildings';
import type { DataColumn } from '../../components/data-table/columns';
import { RoomLink } from '../../components/room-link/RoomLink';
import { StatusTag } from '../../components/status/StatusTag';
import { statusLabel } from '../../components/status/status-look';
import { formatDate, formatDateTime, formatVnd } from '../../lib/format';
import { INTERNET_EVENT_TEXT, INTERNET_STATUS } from './choices';

/** The services' columns; the building only when every building is listed, the buttons when given. */
export function internetColumns({
  showBuilding,
  actions,
}: {
  showBuilding: boolean;
  actions?: (r: InternetService) => ReactNode;
}): DataColumn<InternetService>[] {
  const columns: (DataColumn<InternetService> | false)[] = [
    showBuilding && { key: 'building', title: 'Toà', dataIndex: 'building', render: (v: string) => <span title={buildingName(v)}>{v}</span> },
    {
      key: 'room_id',
      title: 'Phòng',
      dataIndex: 'room_id',
      render: (v: string, r) => (
        <RoomLink building={r.building} roomId={v}>
          <b>{v}</b>
        </RoomLink>
      ),
    },
    { key: 'provider', title: 'Nhà cung cấp', dataIndex: 'provider' },
    { key: 'account', title: 'Tài khoản', dataIndex: 'account' },
    { key: 'monthly_price', title: 'Giá tháng', dataIndex: 'monthly_price', exportAs: 'number', render: (v: number) => formatVnd(v) },
    { key: 'start_date', title: 'Ngày bắt đầu', dataIndex: 'start_date', exportAs: 'date', render: (v: string) => formatDate(v) },
    {
      key: 'status',
      title: 'Trạng thái',
      value: (r) => statusLabel(INTERNET_STATUS, r.status),
      render: (_: unknown, r) => <StatusTag table={INTERNET_STATUS} status={r.status} />,
    },
    { key: 'status_date', title: 'Từ ngày', dataIndex: 'status_date', exportAs: 'date', render: (v: string) => formatDate(v) },
    { key: 'notes', title: 'Ghi chú', dataIndex: 'notes' },
    actions ? { key: 'actions', title: 'Thao tác', noExport: true, fixed: 'right', render: (_: unknown, r) => actions(r) } : false,
  ];
  return columns.filter((c): c is DataColumn<InternetService> => Boolean(c));
}

/** A service's dated history, oldest first: what changed, from which day, by whom. */
export function InternetHistory({ service }: { service: InternetService }) {
  return (
    <Table<InternetHistoryLine & { key: number }>
      size="small"
      pagination={false}
      aria-label={`Lịch sử internet phòng ${service.room_id}`}
      dataSource={service.history.map((h, key) => ({ ...h, key }))}
      columns={[
        { key: 'date', title: 'Từ ngày', dataIndex: 'date', render: (v: string) => formatDate(v) },
        { key: 'event', title: 'Thay đổi', dataIndex: 'event', render: (v: InternetHistoryLine['event']) => INTERNET_EVENT_TEXT[v] },
        { key: 'status', title: 'Trạng thái', dataIndex: 'status', render: (v: string) => <StatusTag table={INTERNET_STATUS} status={v} /> },
        { key: 'room_id', title: 'Phòng', dataIndex: 'room_id', render: (v: string) => <RoomLink building={service.building} roomId={v} /> },
        { key: 'monthly_price', title: 'Giá tháng', dataIndex: 'monthly_price', align: 'right', render: (v: number) => formatVnd(v) },
        { key: 'reason', title: 'Lý do', dataIndex: 'reason' },
        { key: 'by', title: 'Người làm', dataIndex: 'by' },
        { key: 'at', title: 'Lúc', dataIndex: 'at', render: (v: string) => formatDateTime(v) },
      ]}
    />
  );
}
