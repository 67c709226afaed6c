import { Alert, Card, Select, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { searchCheckIns, type Stay } from '../../../../shared/api/stays';
import { DataTable } from '../../components/data-table/DataTable';
import { DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { useUrlState } from '../../components/filters/use-url-state';
import { formatNumber } from '../../lib/format';
import { asBuilding } from '../../components/filters/filter-defaults';
import { periodCaption } from '../../components/filters/period-caption';
import { queryProblem, useEachBuilding } from '../../components/filters/use-each-building';
import { STAY_STATUS } from './choices';
import { statusOptions } from '../../components/status/status-look';
import { stayQueries } from './queries';
import { stayColumns, stayTotalsRow, type StayRow } from './stay-columns';

const TITLE = 'Báo cáo nhận phòng';

/**
 * Room intake report (spec §2 /bao-cao-nhan-phong): the check-ins of a building (or all) by move-in
 * date, with tenants, occupants, vehicles, readings and money, a totals row, and CSV/Excel export.
 */
export default function CheckInReportPage() {
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string, from: d.from, to: d.to, status: '', q: '' });
  const status = (f.status || undefined) as Stay['status'] | undefined;
  const q = f.q || undefined;
  const problem = queryProblem(searchCheckIns, { building: asBuilding(f.building) ?? DEFAULT_BUILDING, from: f.from, to: f.to, status, q });
  const found = useEachBuilding(f.building, (building) => stayQueries.checkIns({ building, from: f.from, to: f.to, status, q }), !problem);
  const rows: StayRow[] = useMemo(() => {
    // Removed slips were entry errors: listed only when asked for.
    const list = found.rows
      .filter((r) => status || r.status !== 'removed')
      .sort(
        (a, b) =>
          a.start_date.localeCompare(b.start_date) || a.building.localeCompare(b.building) || a.room_id.localeCompare(b.room_id, 'en', { numeric: true }),
      );
    return list.length ? [...list, stayTotalsRow(list)] : [];
  }, [found.rows, status]);
  const count = Math.max(rows.length - 1, 0);
  const people = found.rows.filter((r) => status || r.status !== 'removed').reduce((s, r) => s + r.occupants.length, 0);

  return (
    <Card title={TITLE} size="small">
      <div className="app-toolbar">
        <ToolbarFilters fields={['building', 'from', 'to']} values={{ ...d, ...f }} onChange={set} />
        <Select
          aria-label="Trạng thái lượt ở"
          value={f.status}
          options={statusOptions(STAY_STATUS, 'Đang ở và đã trả')}
          onChange={(s) => set({ status: s })}
          style={{ width: 170 }}
        />
        <ToolbarFilters
          fields={['q']}
          values={{ ...d, q: f.q }}
          onChange={({ q: text }) => set({ q: text })}
          searchPlaceholder="Tên, điện thoại, CCCD, số HĐ"
        />
      </div>
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      <Space wrap size={[16, 4]} style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{periodCaption(f.from, f.to, f.building)}</Typography.Text>
        <Typography.Text>
          Lượt nhận phòng: <b>{formatNumber(count)}</b>
        </Typography.Text>
        <Typography.Text>
          Số người vào ở: <b>{formatNumber(people)}</b>
        </Typography.Text>
      </Space>
      <DataTable<StayRow>
        title={TITLE}
        fileName={`bao-cao-nhan-phong-${f.building}-${f.from}-${f.to}`}
        columns={stayColumns({ showBuilding: !asBuilding(f.building), detailed: true })}
        rows={rows}
        rowKey="id"
        loading={found.fetching}
        emptyText={found.pending && !problem ? 'Đang tải...' : 'Không có lượt nhận phòng nào trong khoảng thời gian này'}
      />
    </Card>
  );
}
