import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Typography } from 'antd';
import { useMemo } from 'react';
import type { DebtSummaryRow } from '../../../../shared/api/debts';
import type { ResponseOf } from '../../../../shared/api/endpoint';
import type { debtSummary } from '../../../../shared/api/debts';
import { buildingName } from '../../../../shared/catalog/buildings';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { asBuilding, DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { useUrlState } from '../../components/filters/use-url-state';
import { formatMonth, formatNumber, formatVnd } from '../../lib/format';
import { balanceColumn, totalCell } from './balance-columns';
import { debtSummaryQuery } from './queries';

const TITLE = 'Bảng tổng hợp công nợ';
const EMPTY = 'Không có phòng nào có công nợ trong tháng này';

/** A room's 1311 of the month, or the totals row (bold, last). */
export interface DebtRow extends Omit<DebtSummaryRow, 'object' | 'customer_name'> {
  key: string;
  customer_name: string;
  isTotal: boolean;
}

/** The server's rooms in room order, and its totals as the last row (so exports and prints carry them). */
export function debtRows(d: ResponseOf<typeof debtSummary> | undefined): DebtRow[] {
  if (!d?.rows.length) return [];
  return [
    ...d.rows.map((r): DebtRow => ({ key: r.object, room_id: r.room_id, customer_name: r.customer_name ?? '', opening: r.opening, increase: r.increase, decrease: r.decrease, closing: r.closing, isTotal: false })),
    { key: 'total', room_id: 'Tổng cộng', customer_name: `${formatNumber(d.rows.length)} phòng`, ...d.totals, isTotal: true },
  ];
}


const COLUMNS: DataColumn<DebtRow>[] = [
  { key: 'room_id', title: 'Phòng', dataIndex: 'room_id', onCell: totalCell },
  { key: 'customer_name', title: 'Khách thuê', dataIndex: 'customer_name', onCell: totalCell },
  balanceColumn<DebtRow>('opening', 'Số dư đầu kỳ'),
  balanceColumn<DebtRow>('increase', 'Phát sinh tăng'),
  balanceColumn<DebtRow>('decrease', 'Phát sinh giảm'),
  balanceColumn<DebtRow>('closing', 'Số dư cuối kỳ'),
];

/**
 * Debt summary (/bang-tong-hop-cong-no): receivable 1311 of each room of a building in a month —
 * opening, what the month's bills added, what receipts and notes took, closing — with who stays there
 * now; totals last; CSV/Excel and print from the shared table.
 */
export default function DebtSummaryPage() {
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string, month: d.month });
  const building = asBuilding(f.building);
  const query = useQuery({ ...debtSummaryQuery({ building: building ?? DEFAULT_BUILDING, month: f.month }), enabled: !!building });
  const data = building ? query.data : undefined;
  const rows = useMemo(() => debtRows(data), [data]);

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
              Còn phải thu cuối tháng: <b>{formatVnd(data.totals.closing)}</b>
            </Typography.Text>
          )}
        </Space>
      )}
      <DataTable<DebtRow>
        title={TITLE}
        fileName={`bang-tong-hop-cong-no-${f.building}-${f.month}`}
        columns={COLUMNS}
        rows={rows}
        rowKey="key"
        loading={query.isFetching}
        emptyText={building && query.isPending ? 'Đang tải...' : EMPTY}
        pageSizes={['all', '20', '50', '100']}
      />
    </Card>
  );
}
