import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Tag, Typography } from 'antd';
import { AGE_BUCKETS, agingTotals, type Aging } from '../../../../shared/ledger/aging';
import { reminderText } from '../../../../shared/ledger/reminder';
import { useMemo } from 'react';
import type { UnpaidStay } from '../../../../shared/api/ledger/debts';
import { openItemsText, openItemText } from '../../../../shared/exports/debt-text';
import { buildingName } from '../../../../shared/catalog/buildings';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { asBuilding, DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { useUrlState } from '../../components/filters/use-url-state';
import { formatDate, formatMonth, formatNumber, formatVnd } from '../../lib/format';
import { printLedgerReport } from '../../components/print/report';
import { RoomLink } from '../../components/room-link/RoomLink';
import { reminderMessage, SendBills, type SendSource } from '../tenant-bills';
import { ledgerQueries, type UnpaidRent } from './queries';

const TITLE = 'Báo cáo tiền phòng chưa thu';
const EMPTY = 'Không có khách nào còn nợ tiền phòng trong tháng này';

type Debts = UnpaidRent;
type Item = UnpaidStay['months'][number];

/** A stay that owes (a departed tenant's on a row of its own), a room of old data, or the totals row (bold, last). */
export interface UnpaidRentRow {
  key: string;
  room_id: string;
  /** The stay (null: a room of old data, and the totals row). */
  stay_id: string | null;
  customer_name: string;
  phone: string;
  contract_no: string;
  status: UnpaidStay['status'];
  note: string;
  leave_date: string;
  item_count: number;
  items: Item[];
  oldest_month: string | null;
  age_days: number | null;
  unpaid: number;
  /** What it owes by the age of its open items (the server's, from the same items); Σ on the totals row. */
  aging: Aging;
  /** The message to send the tenant (empty for a room of old data and the totals row). */
  reminder: string;
  isTotal: boolean;
}

/** The stays oldest debt first (then by room), and the total of every page as the last row. */
export function unpaidRentRows(d: Debts | undefined, building: string): UnpaidRentRow[] {
  if (!d?.rows.length) return [];
  const rows = [...d.rows]
    .sort((a, b) => b.age_days - a.age_days || a.room_id.localeCompare(b.room_id, 'vi', { numeric: true }))
    .map((r): UnpaidRentRow => ({
      key: r.object,
      room_id: r.room_id,
      stay_id: r.stay_id,
      customer_name: r.customer_name ?? '',
      phone: r.phone ?? '',
      contract_no: r.contract_no ?? '',
      status: r.status,
      note: r.note ?? '',
      leave_date: r.leave_date ?? '',
      item_count: r.months.length,
      items: r.months,
      oldest_month: r.oldest_month,
      age_days: r.age_days,
      unpaid: r.unpaid,
      aging: r.aging,
      reminder: reminderText(building, r),
      isTotal: false,
    }));
  const total: UnpaidRentRow = {
    key: 'total',
    room_id: 'Tổng cộng',
    stay_id: null,
    customer_name: `${formatNumber(rows.length)} lượt thuê`,
    phone: '',
    contract_no: '',
    status: null,
    note: '',
    leave_date: '',
    item_count: rows.reduce((s, r) => s + r.item_count, 0),
    items: [],
    oldest_month: null,
    age_days: null,
    unpaid: d.total,
    aging: agingTotals(rows.map((r) => r.aging)),
    reminder: '',
    isTotal: true,
  };
  return [...rows, total];
}

const cell = (r: UnpaidRentRow) => ({ style: r.isTotal ? { fontWeight: 700, background: '#f0f5ff' } : {} });

/** The tenant, with a tag when they have left (Khách đã trả phòng còn nợ); a room of old data says so. */
function Debtor({ r }: { r: UnpaidRentRow }) {
  if (r.isTotal) return <>{r.customer_name}</>;
  if (r.status === null) return <Typography.Text type="secondary">{r.note}</Typography.Text>;
  return (
    <Space size={4} wrap>
      <span>{r.customer_name}</span>
      {r.status === 'checked_out' && (
        <Tag color="orange" title={r.leave_date ? `Trả phòng ngày ${formatDate(r.leave_date)}` : undefined}>
          Đã trả phòng
        </Tag>
      )}
    </Space>
  );
}

const columns = (building: string): DataColumn<UnpaidRentRow>[] => [
  {
    key: 'room_id',
    title: 'Phòng',
    dataIndex: 'room_id',
    onCell: cell,
    render: (v: string, r) => (r.isTotal ? v : <RoomLink building={building} roomId={v} />),
  },
  {
    key: 'customer_name',
    title: 'Khách thuê',
    dataIndex: 'customer_name',
    value: (r) =>
      r.isTotal
        ? r.customer_name
        : r.status === null
          ? r.note
          : [r.customer_name, r.status === 'checked_out' ? '(đã trả phòng)' : ''].filter(Boolean).join(' '),
    onCell: cell,
    render: (_: string, r) => <Debtor r={r} />,
  },
  { key: 'phone', title: 'Điện thoại', dataIndex: 'phone', onCell: cell },
  { key: 'contract_no', title: 'Hợp đồng', dataIndex: 'contract_no', onCell: cell },
  {
    key: 'items',
    title: 'Các khoản còn nợ',
    dataIndex: 'items',
    value: (r) => openItemsText(r.items),
    onCell: cell,
    render: (items: Item[]) => (
      <div>
        {items.map((i) => (
          <div key={i.id}>{openItemText(i)}</div>
        ))}
      </div>
    ),
  },
  {
    key: 'oldest_month',
    title: 'Tháng nợ cũ nhất',
    dataIndex: 'oldest_month',
    value: (r) => (r.oldest_month ? formatMonth(`${r.oldest_month}-01`) : ''),
    onCell: cell,
    render: (v: string | null) => (v ? formatMonth(`${v}-01`) : ''),
  },
  {
    key: 'age_days',
    title: 'Tuổi nợ (ngày)',
    dataIndex: 'age_days',
    exportAs: 'number',
    align: 'right',
    onCell: cell,
    render: (v: number | null) => (v === null ? '' : formatNumber(v)),
  },
  ...AGE_BUCKETS.map((b): DataColumn<UnpaidRentRow> => ({
    key: b.key,
    title: b.title,
    value: (r) => r.aging[b.key],
    exportAs: 'number',
    kind: 'money',
    align: 'right',
    onCell: cell,
    render: (_: unknown, r) => (r.aging[b.key] ? formatNumber(r.aging[b.key]) : ''),
  })),
  {
    key: 'unpaid',
    title: 'Số tiền chưa thu',
    dataIndex: 'unpaid',
    exportAs: 'number',
    kind: 'money',
    align: 'right',
    onCell: cell,
    render: (v: number) => formatVnd(v),
  },
  {
    key: 'reminder',
    title: 'Tin nhắn nhắc nợ',
    dataIndex: 'reminder',
    onCell: cell,
    render: (v: string) =>
      v ? (
        <Typography.Text copyable={{ text: v, tooltips: ['Sao chép tin nhắn', 'Đã sao chép'] }} style={{ fontSize: 12 }}>
          {v}
        </Typography.Text>
      ) : null,
  },
];

/**
 * Unpaid rent report (spec §2 /bao-cao-tien-phong-chua-thu): one row per stay of a building that still
 * owes at the end of the month — a departed tenant who owes on a row of their own, under their name
 * (business rules §9) — with the tenant's phone and contract, each open item and the age of the
 * oldest; totals last.
 */
const departed = (d: Debts) => d.rows.filter((r) => r.status === 'checked_out').length;

export default function UnpaidRentPage() {
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string, month: d.month });
  const building = asBuilding(f.building);
  const query = useQuery({ ...ledgerQueries.debts({ building: building ?? DEFAULT_BUILDING, month: f.month }), enabled: !!building });
  const rows = useMemo(() => unpaidRentRows(query.data, building ?? ''), [query.data, building]);
  const COLUMNS = useMemo(() => columns(building ?? ''), [building]);
  // "Gửi hoá đơn": each stay's reminder with the link to pay it (a room of old data has no tenant to write to).
  const sendSources = useMemo(
    (): SendSource[] =>
      rows.flatMap((r) =>
        r.stay_id && r.reminder
          ? [
              {
                key: r.key,
                stay_id: r.stay_id,
                room_id: r.room_id,
                customer_name: r.customer_name,
                phone: r.phone,
                message: (url: string) => reminderMessage(r.reminder, url),
              },
            ]
          : [],
      ),
    [rows],
  );
  const heading = `${TITLE} tháng ${formatMonth(`${f.month}-01`)}`;
  const caption = building ? `Cuối tháng ${formatMonth(`${f.month}-01`)} · Toà ${building} – ${buildingName(building)}` : '';

  return (
    <Card title={TITLE} size="small">
      <div className="app-toolbar">
        <ToolbarFilters fields={['building', 'month']} values={{ ...d, ...f }} onChange={set} />
      </div>
      {!building && <Alert type="warning" showIcon message="Vui lòng chọn một toà nhà" style={{ marginBottom: 12 }} />}
      {building && (
        <Space wrap size={[16, 4]} style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">{caption}</Typography.Text>
          {query.data && (
            <Typography.Text>
              Số lượt thuê còn nợ: <b>{formatNumber(query.data.rows.length)}</b>
              {departed(query.data) > 0 && (
                <>
                  {' '}
                  (đã trả phòng: <b>{formatNumber(departed(query.data))}</b>)
                </>
              )}{' '}
              · Tổng chưa thu: <b>{formatVnd(query.data.total)}</b>
            </Typography.Text>
          )}
        </Space>
      )}
      <DataTable<UnpaidRentRow>
        title={heading}
        fileName={`tien-phong-chua-thu-${f.building}-${f.month}`}
        columns={COLUMNS}
        rows={rows}
        rowKey="key"
        loading={query.isFetching}
        emptyText={building && query.isPending ? 'Đang tải...' : EMPTY}
        // It opens on All so the totals row (the last) is on screen.
        pageSizes={['all', '20', '50', '100']}
        toolbar={
          <Space wrap>
            {building && <SendBills building={building} month={f.month} sources={sendSources} title={TITLE} />}
            <Button icon={<PrinterOutlined />} disabled={!building} onClick={() => printLedgerReport(heading, caption, COLUMNS, rows, EMPTY)}>
              In A4 ngang
            </Button>
          </Space>
        }
      />
    </Card>
  );
}
