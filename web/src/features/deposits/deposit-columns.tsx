import { Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Deposit } from '../../../../shared/api/deposits';
import { buildingName } from '../../../../shared/catalog/buildings';
import { walletName } from '../../../../shared/catalog/wallets';
import type { DataColumn } from '../../components/data-table/columns';
import { formatDate, formatVnd } from '../../lib/format';
import { depositStatusLabel, DepositStatusTag } from './DepositStatusTag';
import { RoomLink } from '../../components/room-link/RoomLink';

/** A deposit as the lists show it; `held` is the ledger's amount (active deposits), `isTotal` the totals row. */
export type DepositRow = Deposit & { held?: number; isTotal?: boolean };

export const MONEY_KEYS = ['amount_agreed', 'amount_paid', 'unpaid', 'held'] as const;
type MoneyKey = (typeof MONEY_KEYS)[number];

/** The bold last row of a report: sums of the money columns, blanks elsewhere. */
export function totalsRow(rows: readonly DepositRow[], label = 'Tổng cộng'): DepositRow {
  const sum = (k: MoneyKey) => rows.reduce((s, r) => s + (r[k] ?? 0), 0);
  return {
    id: 'total',
    slip_no: label,
    building: '',
    room_id: '',
    customer_name: '',
    phone: '',
    amount_agreed: sum('amount_agreed'),
    amount_paid: sum('amount_paid'),
    unpaid: sum('unpaid'),
    held: rows.some((r) => r.held !== undefined) ? sum('held') : undefined,
    wallet: 0,
    agent_user_id: '',
    agent_name: '',
    date: '',
    expected_move_in_date: '',
    status: 'active',
    version: 0,
    created_at: '',
    updated_at: '',
    created_by: { user_id: '', username: '' },
    isTotal: true,
  };
}

const money = (key: MoneyKey, title: string, extra: Partial<DataColumn<DepositRow>> = {}): DataColumn<DepositRow> => ({
  key,
  title,
  dataIndex: key,
  exportAs: 'number',
  align: 'right',
  width: 130,
  render: (v: number | undefined, r) => {
    if (v === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
    return r.isTotal ? <b>{formatVnd(v)}</b> : formatVnd(v);
  },
  ...extra,
});

const plain = (r: DepositRow, text: string): ReactNode => (r.isTotal ? '' : text);

export interface DepositColumnOptions {
  showBuilding?: boolean;
  /** Ledger column "Đang giữ". */
  showHeld?: boolean;
  showWallet?: boolean;
  /** The row's buttons (left out of exports). */
  actions?: (d: DepositRow) => ReactNode;
}

export function depositColumns({ showBuilding = false, showHeld = false, showWallet = true, actions }: DepositColumnOptions = {}): DataColumn<DepositRow>[] {
  const columns: (DataColumn<DepositRow> | false)[] = [
    {
      key: 'slip_no',
      title: 'Số phiếu',
      dataIndex: 'slip_no',
      width: 130,
      render: (v: string, r) => (r.isTotal ? <b>{v}</b> : <span style={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{v}</span>),
    },
    { key: 'date', title: 'Ngày cọc', dataIndex: 'date', exportAs: 'date', width: 105, render: (v: string) => formatDate(v) },
    showBuilding && {
      key: 'building',
      title: 'Toà',
      dataIndex: 'building',
      width: 70,
      render: (v: string) => <span title={v ? buildingName(v) : ''}>{v}</span>,
    },
    { key: 'room_id', title: 'Phòng', dataIndex: 'room_id', width: 75, render: (v: string, r) => (v ? <RoomLink building={r.building} roomId={v} /> : v) },
    { key: 'customer_name', title: 'Khách hàng', dataIndex: 'customer_name', width: 170 },
    { key: 'phone', title: 'Điện thoại', dataIndex: 'phone', width: 115 },
    money('amount_agreed', 'Cọc thoả thuận'),
    money('amount_paid', 'Đã nhận'),
    showHeld && money('held', 'Đang giữ (sổ cái)'),
    money('unpaid', 'Còn phải đóng', {
      render: (v: number, r) => (r.isTotal ? <b>{formatVnd(v)}</b> : v > 0 ? <Typography.Text type="danger">{formatVnd(v)}</Typography.Text> : formatVnd(v)),
    }),
    showWallet && {
      key: 'wallet',
      title: 'Ví nhận',
      value: (r) => (r.isTotal ? '' : walletName(r.wallet)),
      width: 150,
      render: (_: unknown, r) => plain(r, walletName(r.wallet)),
    },
    { key: 'agent_name', title: 'Người dẫn', dataIndex: 'agent_name', width: 140 },
    {
      key: 'expected_move_in_date',
      title: 'Dự kiến vào ở',
      dataIndex: 'expected_move_in_date',
      exportAs: 'date',
      width: 115,
      render: (v: string) => formatDate(v),
    },
    {
      key: 'status',
      title: 'Trạng thái',
      value: (r) => (r.isTotal ? '' : depositStatusLabel(r.status)),
      width: 190,
      render: (_: unknown, r) => (r.isTotal ? '' : <DepositStatusTag status={r.status} />),
    },
    { key: 'note', title: 'Ghi chú', dataIndex: 'note', ellipsis: true, width: 160 },
    !!actions && { key: 'actions', title: 'Thao tác', noExport: true, fixed: 'right', width: 110, render: (_: unknown, r) => (r.isTotal ? null : actions(r)) },
  ];
  return columns.filter((c): c is DataColumn<DepositRow> => Boolean(c));
}
