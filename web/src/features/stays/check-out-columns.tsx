import type { ReactNode } from 'react';
import type { CheckOut } from '../../../../shared/api/stays';
import { buildingName } from '../../../../shared/catalog/buildings';
import type { DataColumn } from '../../components/data-table/columns';
import { formatDate, formatVnd } from '../../lib/format';
import { CHECK_OUT_STATUS } from './choices';
import { statusLabel } from '../../components/status/status-look';
import { StatusTag } from '../../components/status/StatusTag';
import { createdByColumn } from '../../components/people/created-by';
import { boldRoomCell } from '../../components/room-link/RoomLink';

export type CheckOutRow = CheckOut & { isTotal?: boolean };

type MoneyKey = 'total' | 'deposit_held' | 'deposit_applied' | 'forfeited' | 'refund' | 'receivable';
const amountOf = (r: CheckOut, k: MoneyKey) => (k === 'total' ? r.bill.total : r[k]);

/** The bold last row: sums of the money columns over the check-outs that stand (cancelled ones left out). */
export function checkOutTotalsRow(rows: readonly CheckOut[]): CheckOutRow {
  const done = rows.filter((r) => r.status === 'done');
  const sum = (k: MoneyKey) => done.reduce((t, r) => t + amountOf(r, k), 0);
  const base = rows[0] as CheckOut;
  return {
    ...base,
    id: 'total',
    room_id: '',
    contract_no: `Tổng cộng: ${done.length} phiếu`,
    customer_name: '',
    leave_date: '',
    notice_date: undefined,
    bill: { ...base.bill, total: sum('total'), rent: done.reduce((t, r) => t + r.bill.rent, 0) },
    deposit_held: sum('deposit_held'),
    deposit_applied: sum('deposit_applied'),
    forfeited: sum('forfeited'),
    refund: sum('refund'),
    receivable: sum('receivable'),
    isTotal: true,
  };
}

const money = (key: MoneyKey, title: string): DataColumn<CheckOutRow> => ({
  key,
  title,
  value: (r) => amountOf(r, key),
  exportAs: 'number',
  align: 'right',
  width: 125,
  render: (_: unknown, r) => (r.isTotal ? <b>{formatVnd(amountOf(r, key))}</b> : formatVnd(amountOf(r, key))),
});
const text = (r: CheckOutRow, v: ReactNode) => (r.isTotal ? '' : v);

export function checkOutColumns({
  showBuilding,
  detailed = false,
  actions,
}: {
  showBuilding: boolean;
  detailed?: boolean;
  actions?: (r: CheckOutRow) => ReactNode;
}): DataColumn<CheckOutRow>[] {
  const columns: (DataColumn<CheckOutRow> | false)[] = [
    // Pinned in the wide report, so an expanded breakdown is laid out at the screen's width, not the table's.
    {
      key: 'leave_date',
      title: 'Ngày trả phòng',
      dataIndex: 'leave_date',
      exportAs: 'date',
      width: 115,
      fixed: detailed ? 'left' : undefined,
      render: (v: string) => formatDate(v),
    },
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
    { key: 'customer_name', title: 'Khách thuê', dataIndex: 'customer_name', width: 160 },
    {
      key: 'notice',
      title: 'Báo trước',
      value: (r) => (r.isTotal ? '' : `${r.notice_given_days}/${r.notice_days}`),
      width: 95,
      render: (_: unknown, r) =>
        text(
          r,
          <span title={r.notice_date ? `Báo trả ngày ${formatDate(r.notice_date)}` : 'Không báo trước'}>{`${r.notice_given_days}/${r.notice_days} ngày`}</span>,
        ),
    },
    detailed && { key: 'notice_date', title: 'Ngày báo trả', dataIndex: 'notice_date', exportAs: 'date', width: 110, render: (v?: string) => formatDate(v) },
    detailed && {
      key: 'kwh',
      title: 'Điện (kWh)',
      value: (r) => (r.isTotal ? '' : r.bill.electricity_kwh),
      exportAs: 'number',
      align: 'right',
      width: 90,
      render: (_: unknown, r) => text(r, r.bill.electricity_kwh),
    },
    detailed && {
      key: 'rent',
      title: 'Tiền phòng',
      value: (r) => r.bill.rent,
      exportAs: 'number',
      align: 'right',
      width: 120,
      render: (_: unknown, r) => (r.isTotal ? <b>{formatVnd(r.bill.rent)}</b> : formatVnd(r.bill.rent)),
    },
    money('total', 'Hoá đơn cuối'),
    money('deposit_held', 'Cọc giữ'),
    money('deposit_applied', 'Trừ cọc'),
    money('forfeited', 'Mất cọc'),
    money('refund', 'Hoàn trả'),
    money('receivable', 'Còn phải thu'),
    detailed && {
      key: 'waived',
      title: 'Miễn mất cọc',
      value: (r) => (r.forfeit_waived ? `Có: ${r.waive_reason ?? ''}` : ''),
      width: 140,
      ellipsis: true,
      render: (_: unknown, r) => text(r, r.forfeit_waived ? `Có – ${r.waive_reason ?? ''}` : ''),
    },
    {
      key: 'status',
      title: 'Trạng thái',
      value: (r) => (r.isTotal ? '' : statusLabel(CHECK_OUT_STATUS, r.status)),
      width: 115,
      render: (_: unknown, r) => text(r, <StatusTag table={CHECK_OUT_STATUS} status={r.status} />),
    },
    detailed && createdByColumn<CheckOutRow>((r) => (r.isTotal ? undefined : r.created_by)),
    actions
      ? { key: 'actions', title: 'Thao tác', noExport: true, width: 100, fixed: 'right', render: (_: unknown, r) => (r.isTotal ? null : actions(r)) }
      : false,
  ];
  return columns.filter((c): c is DataColumn<CheckOutRow> => Boolean(c));
}
