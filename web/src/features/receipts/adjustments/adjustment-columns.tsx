import { Button } from 'antd';
import type { Adjustment } from '../../../../../shared/api/receipts/adjustments';
import type { DataColumn } from '../../../components/data-table/columns';
import { formatDate, formatDateTime, formatMonth, formatVnd } from '../../../lib/format';
import { ADJUSTMENT_TYPE_LABELS, DIRECTION_LABELS } from './choices';
import { createdByColumn } from '../../../components/people/created-by';
import { RoomLink } from '../../../components/room-link/RoomLink';

const signed = (a: Adjustment) => (a.direction === 'credit' ? -a.amount : a.amount);

/** The notes' columns: the signed amount is what the note does to the room's receivable (1311). */
export const adjustmentColumns = (print: (a: Adjustment) => void): DataColumn<Adjustment>[] => [
  { key: 'adjustment_no', title: 'Số phiếu', dataIndex: 'adjustment_no', render: (v: string) => <b>{v}</b> },
  { key: 'date', title: 'Ngày', dataIndex: 'date', exportAs: 'date', render: (v: string) => formatDate(v) },
  { key: 'room_id', title: 'Phòng', dataIndex: 'room_id', render: (v: string, a) => <RoomLink building={a.building} roomId={v} /> },
  { key: 'type', title: 'Loại', value: (a) => ADJUSTMENT_TYPE_LABELS[a.type], render: (_: unknown, a) => ADJUSTMENT_TYPE_LABELS[a.type] },
  {
    key: 'direction',
    title: 'Nội dung',
    value: (a) => DIRECTION_LABELS[a.type][a.direction],
    render: (_: unknown, a) => DIRECTION_LABELS[a.type][a.direction],
  },
  { key: 'customer_name', title: 'Khách thuê', dataIndex: 'customer_name' },
  { key: 'contract_no', title: 'Hợp đồng', dataIndex: 'contract_no' },
  {
    key: 'month',
    title: 'Tháng',
    value: (a) => (a.month ? formatMonth(`${a.month}-01`) : ''),
    render: (_: unknown, a) => (a.month ? formatMonth(`${a.month}-01`) : ''),
  },
  { key: 'amount', title: 'Phải thu tăng/giảm', value: signed, exportAs: 'number', align: 'right', render: (_: unknown, a) => formatVnd(signed(a)) },
  { key: 'reason', title: 'Lý do', dataIndex: 'reason' },
  createdByColumn<Adjustment>((a) => a.created_by),
  { key: 'created_at', title: 'Lúc lập', dataIndex: 'created_at', exportAs: 'datetime', render: (v: string) => formatDateTime(v) },
  {
    key: 'print',
    title: '',
    noExport: true,
    render: (_: unknown, a) => (
      <Button size="small" aria-label={`In phiếu ${a.adjustment_no}`} onClick={() => print(a)}>
        In
      </Button>
    ),
  },
];
