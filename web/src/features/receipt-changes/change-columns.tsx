import type { ReactNode } from 'react';
import type { ReceiptChange } from '../../../../shared/api/receipt-changes';
import { buildingName } from '../../../../shared/catalog/buildings';
import type { DataColumn } from '../../components/data-table/columns';
import { formatDate, formatVnd } from '../../lib/format';
import { RECEIPT_CHANGE_STATUS } from './choices';
import { statusLabel } from '../../components/status/status-look';
import { vehicleText } from '../../lib/vehicles';
import { StatusTag } from '../../components/status/StatusTag';
import { createdByColumn } from '../../components/people/created-by';
import { RoomLink } from '../../components/room-link/RoomLink';

const names = (list: ReceiptChange['occupants_in']) => list.map((o) => o.name).join(', ');
export const rentChangeText = (c: ReceiptChange) => (c.rent ? `${formatVnd(c.rent.previous)} → ${formatVnd(c.rent.amount)} từ ${formatDate(c.rent.from)}` : '');
export const vehiclesChangeText = (c: ReceiptChange) =>
  c.vehicles ? `${c.vehicles.before.map(vehicleText).join(', ') || 'không xe'} → ${c.vehicles.after.map(vehicleText).join(', ') || 'không xe'}` : '';

/** What a slip changed, in one line (the log book's summary and the confirmations). */
export const changeSummary = (c: ReceiptChange): string =>
  [
    c.occupants_in.length ? `Vào: ${names(c.occupants_in)}` : '',
    c.occupants_out.length ? `Ra: ${names(c.occupants_out)}` : '',
    c.rent ? `Giá thuê ${rentChangeText(c)}` : '',
    c.vehicles ? `Xe: ${vehiclesChangeText(c)}` : '',
  ]
    .filter(Boolean)
    .join('; ');

export function changeColumns({
  showBuilding,
  detailed = false,
  actions,
}: {
  showBuilding: boolean;
  detailed?: boolean;
  actions?: (r: ReceiptChange) => ReactNode;
}): DataColumn<ReceiptChange>[] {
  const columns: (DataColumn<ReceiptChange> | false)[] = [
    { key: 'date', title: 'Ngày thay đổi', dataIndex: 'date', exportAs: 'date', width: 110, render: (v: string) => formatDate(v) },
    showBuilding && { key: 'building', title: 'Toà', dataIndex: 'building', width: 60, render: (v: string) => <span title={buildingName(v)}>{v}</span> },
    {
      key: 'room_id',
      title: 'Phòng',
      dataIndex: 'room_id',
      width: 70,
      render: (v: string, r) => (
        <RoomLink building={r.building} roomId={v}>
          <b>{v}</b>
        </RoomLink>
      ),
    },
    { key: 'contract_no', title: 'Số hợp đồng', dataIndex: 'contract_no', width: 150 },
    { key: 'customer_name', title: 'Khách thuê', dataIndex: 'customer_name', width: 150 },
    { key: 'in', title: 'Người vào', value: (r) => names(r.occupants_in), width: 170, render: (_: unknown, r) => names(r.occupants_in) },
    { key: 'out', title: 'Người ra', value: (r) => names(r.occupants_out), width: 170, render: (_: unknown, r) => names(r.occupants_out) },
    { key: 'rent', title: 'Đổi giá thuê', value: rentChangeText, width: 220, render: (_: unknown, r) => rentChangeText(r) },
    { key: 'vehicles', title: 'Đổi xe', value: vehiclesChangeText, width: 220, ellipsis: true, render: (_: unknown, r) => vehiclesChangeText(r) },
    detailed && { key: 'notes', title: 'Ghi chú', dataIndex: 'notes', width: 160, ellipsis: true },
    {
      key: 'status',
      title: 'Trạng thái',
      value: (r) => statusLabel(RECEIPT_CHANGE_STATUS, r.status),
      width: 105,
      render: (_: unknown, r) => <StatusTag table={RECEIPT_CHANGE_STATUS} status={r.status} />,
    },
    detailed && { key: 'reason', title: 'Lý do huỷ/xoá', dataIndex: 'reason', width: 150, ellipsis: true },
    detailed && createdByColumn<ReceiptChange>((r) => r.created_by),
    actions ? { key: 'actions', title: 'Thao tác', noExport: true, width: 120, fixed: 'right', render: (_: unknown, r) => actions(r) } : false,
  ];
  return columns.filter((c): c is DataColumn<ReceiptChange> => Boolean(c));
}
