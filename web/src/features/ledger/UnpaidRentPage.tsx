import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useMemo } from 'react';
import type { ResponseOf } from '../../../../shared/api/endpoint';
import type { searchDebts } from '../../../../shared/api/debts';
import { buildingName } from '../../../../shared/catalog/buildings';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { asBuilding, DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { useUrlState } from '../../components/filters/use-url-state';
import { formatMonth, formatNumber, formatVnd } from '../../lib/format';
import { printLedgerReport } from '../../components/print/report';
import { ledgerQueries } from './queries';

const TITLE = 'Báo cáo tiền phòng chưa thu';
const EMPTY = 'Không có phòng nào còn nợ tiền phòng trong tháng này';

type Debts = ResponseOf<typeof searchDebts>;

/** A room that owes, or the totals row (bold, last). */
export interface UnpaidRentRow {
  key: string;
  room_id: string;
  month_count: number;
  months: string;
  oldest_month: string | null;
  age_days: number | null;
  unpaid: number;
  isTotal: boolean;
}

/** The rooms oldest debt first (then by room), and the server's total as the last row. */
export function unpaidRentRows(d: Debts | undefined): UnpaidRentRow[] {
  if (!d?.rooms.length) return [];
  const rows = [...d.rooms]
    .sort((a, b) => b.age_days - a.age_days || a.room_id.localeCompare(b.room_id, 'vi', { numeric: true }))
    .map(
      (r): UnpaidRentRow => ({
        key: r.object,
        room_id: r.room_id,
        month_count: r.months.length,
        months: r.months.map((m) => formatMonth(`${m.month}-01`)).join(', '),
        oldest_month: r.oldest_month,
        age_days: r.age_days,
        unpaid: r.unpaid,
        isTotal: false,
      }),
    );
  const total: UnpaidRentRow = {
    key: 'total',
    room_id: 'Tổng cộng',
    month_count: rows.reduce((s, r) => s + r.month_count, 0),
    months: '',
    oldest_month: null,
    age_days: null,
    unpaid: d.total,
    isTotal: true,
  };
  return [...rows, total];
}

const cell = (r: UnpaidRentRow) => ({ style: r.isTotal ? { fontWeight: 700, background: '#f0f5ff' } : {} });

const COLUMNS: DataColumn<UnpaidRentRow>[] = [
  { key: 'room_id', title: 'Phòng', dataIndex: 'room_id', onCell: cell },
  { key: 'month_count', title: 'Số tháng nợ', dataIndex: 'month_count', exportAs: 'number', align: 'right', onCell: cell, render: (v: number) => formatNumber(v) },
  { key: 'months', title: 'Các tháng nợ', dataIndex: 'months', onCell: cell },
  {
    key: 'oldest_month',
    title: 'Tháng nợ cũ nhất',
    dataIndex: 'oldest_month',
    value: (r) => (r.oldest_month ? formatMonth(`${r.oldest_month}-01`) : ''),
    onCell: cell,
    render: (v: string | null) => (v ? formatMonth(`${v}-01`) : ''),
  },
  { key: 'age_days', title: 'Tuổi nợ (ngày)', dataIndex: 'age_days', exportAs: 'number', align: 'right', onCell: cell, render: (v: number | null) => (v === null ? '' : formatNumber(v)) },
  { key: 'unpaid', title: 'Số tiền chưa thu', dataIndex: 'unpaid', exportAs: 'number', kind: 'money', align: 'right', onCell: cell, render: (v: number) => formatVnd(v) },
];

/**
 * Unpaid rent report (spec §2 /bao-cao-tien-phong-chua-thu): per room of a building, what it still
 * owes at the end of the month (its 1311 closing), the months owed and the age of the oldest; totals last.
 */
export default function UnpaidRentPage() {
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string, month: d.month });
  const building = asBuilding(f.building);
  const query = useQuery({ ...ledgerQueries.debts({ building: building ?? DEFAULT_BUILDING, month: f.month }), enabled: !!building });
  const rows = useMemo(() => unpaidRentRows(query.data), [query.data]);
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
              Số phòng còn nợ: <b>{formatNumber(query.data.rooms.length)}</b> · Tổng chưa thu: <b>{formatVnd(query.data.total)}</b>
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
          <Button icon={<PrinterOutlined />} disabled={!building} onClick={() => printLedgerReport(heading, caption, COLUMNS, rows, EMPTY)}>
            In A4 ngang
          </Button>
        }
      />
    </Card>
  );
}
