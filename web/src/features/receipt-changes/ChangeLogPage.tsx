import { Alert, Card, Select, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { searchReceiptChanges, type ReceiptChange } from '../../../../shared/api/receipt-changes';
import { DataTable } from '../../components/data-table/DataTable';
import { DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { useUrlState } from '../../components/filters/use-url-state';
import { formatNumber } from '../../lib/format';
import { asBuilding } from '../../components/filters/filter-defaults';
import { periodCaption } from '../../components/filters/period-caption';
import { queryProblem, useEachBuilding } from '../../components/filters/use-each-building';
import { changeColumns } from './change-columns';
import { RECEIPT_CHANGE_STATUS } from './choices';
import { statusOptions } from '../../components/status/status-look';
import { receiptChangeQueries } from './queries';

const TITLE = 'Sổ theo dõi thay đổi thông tin';

/**
 * Information change log book (spec §2 /so-theo-doi-thay-doi-thong-tin): every change slip of a
 * building (or all) in the period, oldest first, as the paper book is kept; deleted slips only when
 * that status is chosen. CSV/Excel export and print.
 */
export default function ChangeLogPage() {
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string, from: d.from, to: d.to, status: '' });
  const status = (f.status || undefined) as ReceiptChange['status'] | undefined;
  const problem = queryProblem(searchReceiptChanges, { building: asBuilding(f.building) ?? DEFAULT_BUILDING, from: f.from, to: f.to, status });
  const found = useEachBuilding(f.building, (building) => receiptChangeQueries.search({ building, from: f.from, to: f.to, status }), !problem);
  const rows = useMemo(
    () => [...found.rows].sort((a, b) => a.date.localeCompare(b.date) || a.building.localeCompare(b.building) || a.created_at.localeCompare(b.created_at)),
    [found.rows],
  );
  const count = (pick: (r: ReceiptChange) => number) => rows.filter((r) => r.status === 'active').reduce((s, r) => s + pick(r), 0);

  return (
    <Card title={TITLE} size="small">
      <div className="app-toolbar">
        <ToolbarFilters fields={['building', 'from', 'to']} values={{ ...d, ...f }} onChange={set} />
        <Select
          aria-label="Trạng thái phiếu"
          value={f.status}
          options={statusOptions(RECEIPT_CHANGE_STATUS, 'Hiệu lực và đã huỷ')}
          onChange={(s) => set({ status: s })}
          style={{ width: 190 }}
        />
      </div>
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      <Space wrap size={[16, 4]} style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{periodCaption(f.from, f.to, f.building)}</Typography.Text>
        <Typography.Text>
          Số phiếu: <b>{formatNumber(rows.length)}</b>
        </Typography.Text>
        <Typography.Text>
          Người vào / ra (phiếu hiệu lực): <b>{formatNumber(count((r) => r.occupants_in.length))}</b> /{' '}
          <b>{formatNumber(count((r) => r.occupants_out.length))}</b>
        </Typography.Text>
        <Typography.Text>
          Đổi giá thuê: <b>{formatNumber(count((r) => (r.rent ? 1 : 0)))}</b>
        </Typography.Text>
      </Space>
      <DataTable<ReceiptChange>
        title={TITLE}
        fileName={`so-thay-doi-thong-tin-${f.building}-${f.from}-${f.to}`}
        columns={changeColumns({ showBuilding: !asBuilding(f.building), detailed: true })}
        rows={rows}
        rowKey="id"
        loading={found.fetching}
        emptyText={found.pending && !problem ? 'Đang tải...' : 'Không có thay đổi nào trong khoảng thời gian này'}
      />
    </Card>
  );
}
