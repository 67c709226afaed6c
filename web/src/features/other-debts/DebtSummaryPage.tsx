import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import type { DebtSummaryRow } from '../../../../shared/api/ledger/debts';
import { buildingName } from '../../../../shared/catalog/buildings';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { asBuilding, DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { useUrlState } from '../../components/filters/use-url-state';
import { RoomLink } from '../../components/room-link/RoomLink';
import { formatMonth, formatNumber, formatVnd } from '../../lib/format';
import { balanceColumn, totalCell } from './balance-columns';
import { debtSummaryQuery, type DebtSummary } from './queries';

const TITLE = 'Bảng tổng hợp công nợ';
const EMPTY = 'Không có lượt thuê nào có công nợ trong tháng này';

/** A stay's 1311 of the month (a room of old data on its own row), or the totals row (bold, last). */
export interface DebtRow extends Omit<DebtSummaryRow, 'object' | 'customer_name' | 'contract_no'> {
  key: string;
  customer_name: string;
  contract_no: string;
  isTotal: boolean;
}

/** Every page's rows (by room, then stay) and their totals as the last row (so exports and prints carry them). */
export function debtRows(d: DebtSummary | undefined): DebtRow[] {
  if (!d?.rows.length) return [];
  return [
    ...d.rows.map(({ object, ...r }): DebtRow => ({
      ...r,
      key: object,
      customer_name: r.customer_name ?? '',
      contract_no: r.contract_no ?? '',
      isTotal: false,
    })),
    {
      ...d.totals,
      key: 'total',
      room_id: 'Tổng cộng',
      stay_id: null,
      status: null,
      customer_name: `${formatNumber(d.rows.length)} lượt thuê`,
      contract_no: '',
      isTotal: true,
    },
  ];
}

/** The tenant, tagged when they have left by the month's end; a room of old data says what it is. */
function Debtor({ r }: { r: DebtRow }) {
  if (r.isTotal) return <>{r.customer_name}</>;
  if (r.status === null) return <Typography.Text type="secondary">{r.note}</Typography.Text>;
  return (
    <Space size={4} wrap>
      <span>{r.customer_name}</span>
      {r.status === 'checked_out' && <Tag color="orange">Đã trả phòng</Tag>}
    </Space>
  );
}

/** The columns; `building` is the one the rows are of (a room number opens its room page). */
const debtColumns = (building: string): DataColumn<DebtRow>[] => [
  {
    key: 'room_id',
    title: 'Phòng',
    dataIndex: 'room_id',
    onCell: totalCell,
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
          ? (r.note ?? '')
          : [r.customer_name, r.status === 'checked_out' ? '(đã trả phòng)' : ''].filter(Boolean).join(' '),
    onCell: totalCell,
    render: (_: string, r) => <Debtor r={r} />,
  },
  { key: 'contract_no', title: 'Hợp đồng', dataIndex: 'contract_no', onCell: totalCell },
  balanceColumn<DebtRow>('opening_debit', 'Dư Nợ đầu kỳ', { blankZero: true }),
  balanceColumn<DebtRow>('opening_credit', 'Dư Có đầu kỳ', { blankZero: true }),
  balanceColumn<DebtRow>('increase', 'Phát sinh tăng', { blankZero: true }),
  balanceColumn<DebtRow>('decrease', 'Phát sinh giảm', { blankZero: true }),
  balanceColumn<DebtRow>('closing_debit', 'Dư Nợ cuối kỳ', { blankZero: true }),
  balanceColumn<DebtRow>('closing_credit', 'Dư Có cuối kỳ', { blankZero: true }),
];

/**
 * Debt summary (/bang-tong-hop-cong-no): receivable 1311 of each stay of a building in a month, a
 * departed tenant on a row of their own — opening and closing on their side (Dư Nợ: owes, Dư Có: paid
 * ahead), what the month's bills added, what receipts and notes took — with the tenant and contract;
 * totals last, each side summed on its own; CSV/Excel and print from the shared table.
 */
export default function DebtSummaryPage() {
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string, month: d.month });
  const building = asBuilding(f.building);
  const query = useQuery({ ...debtSummaryQuery({ building: building ?? DEFAULT_BUILDING, month: f.month }), enabled: !!building });
  const data = building ? query.data : undefined;
  const rows = useMemo(() => debtRows(data), [data]);
  const columns = useMemo(() => debtColumns(building ?? DEFAULT_BUILDING), [building]);

  return (
    <Card title={TITLE} size="small">
      <div className="app-toolbar">
        <ToolbarFilters fields={['building', 'month']} values={{ ...d, ...f }} onChange={set} />
      </div>
      {!building && <Alert type="warning" showIcon message="Vui lòng chọn một toà nhà" style={{ marginBottom: 12 }} />}
      {building && (
        <Space wrap size={[16, 4]} style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">
            Tháng {formatMonth(`${f.month}-01`)} · Toà {building} – {buildingName(building)} · Tài khoản 1311
          </Typography.Text>
          {data && (
            <Typography.Text>
              Cuối tháng: Dư Nợ <b>{formatVnd(data.totals.closing_debit)}</b> · Dư Có (trả trước) <b>{formatVnd(data.totals.closing_credit)}</b> · Còn phải thu
              (thuần) <b>{formatVnd(data.totals.closing)}</b>
            </Typography.Text>
          )}
        </Space>
      )}
      <DataTable<DebtRow>
        title={TITLE}
        fileName={`bang-tong-hop-cong-no-${f.building}-${f.month}`}
        columns={columns}
        rows={rows}
        rowKey="key"
        loading={query.isFetching}
        emptyText={building && query.isPending ? 'Đang tải...' : EMPTY}
        pageSizes={['all', '20', '50', '100']}
      />
    </Card>
  );
}
