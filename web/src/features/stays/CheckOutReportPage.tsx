import { Alert, Card, Select, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { searchCheckOuts, type CheckOut } from '../../../../shared/api/stays';
import { DataTable } from '../../components/data-table/DataTable';
import { DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { useUrlState } from '../../components/filters/use-url-state';
import { formatNumber, formatVnd } from '../../lib/format';
import { asBuilding } from '../../components/filters/filter-defaults';
import { periodCaption } from '../../components/filters/period-caption';
import { BillBreakdown } from './BillBreakdown';
import { queryProblem, useEachBuilding } from '../../components/filters/use-each-building';
import { checkOutColumns, checkOutTotalsRow, type CheckOutRow } from './check-out-columns';
import { CHECK_OUT_STATUS } from './choices';
import { statusOptions } from '../../components/status/status-look';
import { stayQueries } from './queries';

const TITLE = 'Báo cáo trả phòng';

/**
 * Check-out report (spec §2 /bao-cao-tra-phong): the check-outs of a building (or all) by leave
 * date with the final bill, deposit applied, forfeited and refunded, totals over the standing ones,
 * each row expandable to its breakdown; CSV/Excel export and print.
 */
export default function CheckOutReportPage() {
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string, from: d.from, to: d.to, status: 'done' });
  const status = (f.status || undefined) as CheckOut['status'] | undefined;
  const problem = queryProblem(searchCheckOuts, { building: asBuilding(f.building) ?? DEFAULT_BUILDING, from: f.from, to: f.to, status });
  const found = useEachBuilding(f.building, (building) => stayQueries.checkOuts({ building, from: f.from, to: f.to, status }), !problem);
  const rows: CheckOutRow[] = useMemo(() => {
    const list = [...found.rows].sort(
      (a, b) => a.leave_date.localeCompare(b.leave_date) || a.building.localeCompare(b.building) || a.room_id.localeCompare(b.room_id, 'en', { numeric: true }),
    );
    return list.length ? [...list, checkOutTotalsRow(list)] : [];
  }, [found.rows]);
  const total = rows.at(-1);

  return (
    <Card title={TITLE} size="small">
      <div className="app-toolbar">
        <ToolbarFilters fields={['building', 'from', 'to']} values={{ ...d, ...f }} onChange={set} />
        <Select
          aria-label="Trạng thái phiếu trả phòng"
          value={f.status}
          options={statusOptions(CHECK_OUT_STATUS)}
          onChange={(s) => set({ status: s })}
          style={{ width: 170 }}
        />
      </div>
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      <Space wrap size={[16, 4]} style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{periodCaption(f.from, f.to, f.building)}</Typography.Text>
        <Typography.Text>
          Phòng trả: <b>{formatNumber(found.rows.filter((r) => r.status === 'done').length)}</b>
        </Typography.Text>
        {total && (
          <>
            <Typography.Text>
              Hoàn trả: <b>{formatVnd(total.refund)}</b>
            </Typography.Text>
            <Typography.Text>
              Mất cọc: <b>{formatVnd(total.forfeited)}</b>
            </Typography.Text>
            <Typography.Text>
              Còn phải thu: <b>{formatVnd(total.receivable)}</b>
            </Typography.Text>
          </>
        )}
      </Space>
      <DataTable<CheckOutRow>
        title={TITLE}
        fileName={`bao-cao-tra-phong-${f.building}-${f.from}-${f.to}`}
        columns={checkOutColumns({ showBuilding: !asBuilding(f.building), detailed: true })}
        rows={rows}
        rowKey="id"
        loading={found.fetching}
        emptyText={found.pending && !problem ? 'Đang tải...' : 'Không có phiếu trả phòng nào trong khoảng thời gian này'}
        expandable={{ expandedRowRender: (r) => <BillBreakdown checkOut={r} />, rowExpandable: (r) => !r.isTotal }}
      />
    </Card>
  );
}
