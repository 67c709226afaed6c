import type { ReactNode } from 'react';
import type { Receipt } from '../../../../shared/api/receipts';
import { buildingName } from '../../../../shared/catalog/buildings';
import { walletName } from '../../../../shared/catalog/wallets';
import type { DataColumn } from '../../components/data-table/columns';
import { StatusTag } from '../../components/status/StatusTag';
import { look, statusLabel } from '../../components/status/status-look';
import { formatDate, formatVnd } from '../../lib/format';
import { paidItemName } from '../../lib/stay-debt';
import { createdByColumn } from '../../components/people/created-by';
import { RoomLink } from '../../components/room-link/RoomLink';

export const RECEIPT_STATUS = { active: look('Hiệu lực', 'green'), removed: look('Đã xoá', 'red') };

/** What a receipt paid, as read on paper: `10/2025: 1.200.000 ₫, Hoá đơn trả phòng HD-…: 800.000 ₫`. */
export const paidMonthsText = (r: Pick<Receipt, 'allocations'>): string => r.allocations.map((a) => `${paidItemName(a)}: ${formatVnd(a.amount)}`).join(', ');

/**
 * Rent receipts (the building only when every building is listed): number, room, the tenant and
 * contract it was paid for, day, money, what it paid and the credit it left (this receipt's own
 * `left_credit`, so the column sums to what the receipts left).
 */
export function receiptColumns({ showBuilding, actions }: { showBuilding: boolean; actions?: (r: Receipt) => ReactNode }): DataColumn<Receipt>[] {
  const columns: (DataColumn<Receipt> | false)[] = [
    showBuilding && { key: 'building', title: 'Toà', dataIndex: 'building', render: (v: string) => <span title={buildingName(v)}>{v}</span> },
    { key: 'receipt_no', title: 'Số phiếu', dataIndex: 'receipt_no', kind: 'id' },
    { key: 'date', title: 'Ngày thu', dataIndex: 'date', exportAs: 'date', render: (v: string) => formatDate(v) },
    {
      key: 'room_id',
      title: 'Phòng',
      dataIndex: 'room_id',
      render: (v: string, r) =>
        v ? (
          <RoomLink building={r.building} roomId={v}>
            <b>{v}</b>
          </RoomLink>
        ) : (
          v
        ),
    },
    { key: 'customer_name', title: 'Khách thuê', value: (r) => r.customer_name ?? '', render: (_: unknown, r) => r.customer_name },
    { key: 'contract_no', title: 'Hợp đồng', value: (r) => r.contract_no ?? '', render: (_: unknown, r) => r.contract_no },
    { key: 'amount', title: 'Số tiền', dataIndex: 'amount', exportAs: 'number', render: (v: number) => formatVnd(v) },
    { key: 'wallet', title: 'Ví nhận', value: (r) => walletName(r.wallet), render: (_: unknown, r) => walletName(r.wallet) },
    { key: 'allocations', title: 'Đã trả', value: paidMonthsText, render: (_: unknown, r) => paidMonthsText(r) || '—' },
    { key: 'left_credit', title: 'Trả trước để lại', dataIndex: 'left_credit', exportAs: 'number', render: (v: number) => (v > 0 ? formatVnd(v) : '') },
    {
      key: 'status',
      title: 'Trạng thái',
      value: (r) => statusLabel(RECEIPT_STATUS, r.status),
      render: (_: unknown, r) => <StatusTag table={RECEIPT_STATUS} status={r.status} />,
    },
    { key: 'note', title: 'Ghi chú', value: (r) => r.remove_reason ?? r.note ?? '', render: (_: unknown, r) => r.remove_reason ?? r.note },
    createdByColumn<Receipt>((r) => r.created_by),
    actions ? { key: 'actions', title: 'Thao tác', noExport: true, fixed: 'right', render: (_: unknown, r) => actions(r) } : false,
  ];
  return columns.filter((c): c is DataColumn<Receipt> => Boolean(c));
}
