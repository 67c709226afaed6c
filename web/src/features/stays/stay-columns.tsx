import type { ReactNode } from 'react';
import type { Stay } from '../../../../shared/api/stays';
import { buildingName } from '../../../../shared/catalog/buildings';
import type { DataColumn } from '../../components/data-table/columns';
import { formatDate, formatNumber, formatVnd } from '../../lib/format';
import { STAY_STATUS } from './choices';
import { statusLabel } from '../../components/status/status-look';
import { vehicleText } from '../../lib/vehicles';
import { StatusTag } from '../../components/status/StatusTag';
import { createdByColumn } from '../../components/people/created-by';
import { boldRoomCell } from '../../components/room-link/RoomLink';

/** A stay in a list; `isTotal` marks the bold totals row of a report. */
export type StayRow = Stay & { isTotal?: boolean };

export const tenantOf = (s: Pick<Stay, 'occupants'>) => s.occupants[0];

export function stayTotalsRow(rows: readonly Stay[]): StayRow {
  const sum = (f: (s: Stay) => number) => rows.reduce((t, s) => t + f(s), 0);
  return {
    ...(rows[0] as Stay),
    id: 'total',
    contract_no: `Tổng cộng: ${rows.length} phiếu`,
    room_id: '',
    start_date: '',
    leave_date: undefined,
    occupants: [],
    vehicles: [],
    rent: sum((s) => s.rent),
    deposit_held: sum((s) => s.deposit_held),
    deposit_top_up: sum((s) => s.deposit_top_up),
    isTotal: true,
  };
}

const money = (key: 'rent' | 'deposit_held' | 'deposit_top_up', title: string): DataColumn<StayRow> => ({
  key,
  title,
  dataIndex: key,
  exportAs: 'number',
  align: 'right',
  width: 130,
  render: (v: number, r) => (r.isTotal ? <b>{formatVnd(v)}</b> : formatVnd(v)),
});
const text = (r: StayRow, value: ReactNode) => (r.isTotal ? '' : value);

export interface StayColumnOptions {
  showBuilding: boolean;
  /** The report's extra columns: ID numbers, vehicles, readings, internet. */
  detailed?: boolean;
  actions?: (row: StayRow) => ReactNode;
}

export function stayColumns({ showBuilding, detailed = false, actions }: StayColumnOptions): DataColumn<StayRow>[] {
  const columns: (DataColumn<StayRow> | false)[] = [
    { key: 'start_date', title: 'Ngày nhận phòng', dataIndex: 'start_date', exportAs: 'date', width: 115, render: (v: string) => formatDate(v) },
    showBuilding && {
      key: 'building',
      title: 'Toà',
      dataIndex: 'building',
      width: 60,
      render: (v: string, r) => text(r, <span title={buildingName(v)}>{v}</span>),
    },
    {
      key: 'room_id',
      title: 'Phòng',
      dataIndex: 'room_id',
      width: 70,
      render: (v: string, r) => boldRoomCell(r.building, v),
    },
    { key: 'contract_no', title: 'Số hợp đồng', dataIndex: 'contract_no', width: 150, render: (v: string, r) => (r.isTotal ? <b>{v}</b> : v) },
    {
      key: 'tenant',
      title: 'Người đứng hợp đồng',
      value: (r) => tenantOf(r)?.name ?? '',
      width: 170,
      render: (_: unknown, r) => text(r, tenantOf(r)?.name),
    },
    { key: 'phone', title: 'Điện thoại', value: (r) => tenantOf(r)?.phone ?? '', width: 120, render: (_: unknown, r) => text(r, tenantOf(r)?.phone) },
    detailed && {
      key: 'id_number',
      title: 'Số CCCD',
      value: (r) => tenantOf(r)?.id_number ?? '',
      width: 130,
      render: (_: unknown, r) => text(r, tenantOf(r)?.id_number),
    },
    {
      key: 'occupants',
      title: 'Số người',
      value: (r) => (r.isTotal ? '' : r.occupants.length),
      exportAs: 'number',
      align: 'right',
      width: 80,
      render: (_: unknown, r) => text(r, <span title={r.occupants.map((o) => o.name).join(', ')}>{formatNumber(r.occupants.length)}</span>),
    },
    detailed && {
      key: 'people',
      title: 'Người ở',
      value: (r) => r.occupants.map((o) => o.name).join(', '),
      width: 220,
      render: (_: unknown, r) => text(r, r.occupants.map((o) => o.name).join(', ')),
    },
    money('rent', 'Giá thuê'),
    money('deposit_held', 'Tiền cọc giữ'),
    detailed && money('deposit_top_up', 'Thu cọc khi nhận'),
    detailed && {
      key: 'vehicles',
      title: 'Xe',
      value: (r) => r.vehicles.map(vehicleText).join(', '),
      width: 170,
      render: (_: unknown, r) => text(r, r.vehicles.map(vehicleText).join(', ')),
    },
    detailed && {
      key: 'readings',
      title: 'Chỉ số đầu (điện / nước)',
      value: (r) => (r.isTotal ? '' : `${r.start_readings.electricity} / ${r.start_readings.water}`),
      width: 150,
      render: (_: unknown, r) => text(r, `${formatNumber(r.start_readings.electricity)} / ${formatNumber(r.start_readings.water)}`),
    },
    detailed && {
      key: 'internet',
      title: 'Internet',
      value: (r) => (r.isTotal ? '' : r.internet ? 'Có' : 'Không'),
      width: 80,
      render: (_: unknown, r) => text(r, r.internet ? 'Có' : 'Không'),
    },
    detailed && {
      key: 'notice_days',
      title: 'Báo trước (ngày)',
      dataIndex: 'notice_days',
      exportAs: 'number',
      align: 'right',
      width: 100,
      render: (v: number, r) => text(r, v),
    },
    {
      key: 'status',
      title: 'Trạng thái',
      value: (r) => (r.isTotal ? '' : statusLabel(STAY_STATUS, r.status)),
      width: 120,
      render: (_: unknown, r) => text(r, <StatusTag table={STAY_STATUS} status={r.status} />),
    },
    detailed && {
      key: 'leave_date',
      title: 'Ngày trả phòng',
      dataIndex: 'leave_date',
      exportAs: 'date',
      width: 115,
      render: (v: string | undefined) => formatDate(v),
    },
    detailed && createdByColumn<StayRow>((r) => (r.isTotal ? undefined : r.created_by)),
    actions
      ? { key: 'actions', title: 'Thao tác', noExport: true, width: 110, fixed: 'right', render: (_: unknown, r) => (r.isTotal ? null : actions(r)) }
      : false,
  ];
  return columns.filter((c): c is DataColumn<StayRow> => Boolean(c));
}
