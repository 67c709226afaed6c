import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { createAdjustment, searchAdjustments, type Adjustment } from '../../../../../shared/api/receipts/adjustments';
import { useCan } from '../../../app/session/can';
import { DataTable } from '../../../components/data-table/DataTable';
import { asBuilding, DEFAULT_BUILDING } from '../../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../../components/filters/ToolbarFilters';
import { queryProblem } from '../../../components/filters/use-each-building';
import { useListFilters } from '../../../components/filters/use-list-filters';
import { formatNumber, formatVnd } from '../../../lib/format';
import { adjustmentColumns } from './adjustment-columns';
import { AdjustmentForm } from './AdjustmentForm';
import { typeOptions } from './choices';
import { printAdjustment } from './print';
import { adjustmentQueries } from './queries';

const TITLE = 'Phiếu điều chỉnh';
const TYPE_FILTER = [{ value: '', label: 'Tất cả loại phiếu' }, ...typeOptions];

/**
 * Adjustment notes (spec §2 /phieu-dieu-chinh, business rules §7): rent notes (5211 ↔ 1311) and
 * deposit notes (5212 ↔ 1311) of a building and period, filtered by type and room (all in the URL),
 * each printable on A5; a new note through the form. A note is never edited: a correction is a new one.
 */
export default function AdjustmentsPage() {
  const [f, set] = useListFilters({ type: '', room: '' });
  const building = asBuilding(f.building);
  const query = { building: building ?? DEFAULT_BUILDING, from: f.from, to: f.to, ...(f.room ? { room_id: f.room } : {}) } as const;
  const problem = !building ? 'Vui lòng chọn một toà nhà' : queryProblem(searchAdjustments, query);
  const list = useQuery({ ...adjustmentQueries.search(query), enabled: !problem });
  const canCreate = useCan(createAdjustment);
  const [creating, setCreating] = useState(false);
  const rows = useMemo(
    () =>
      (list.data ?? [])
        .filter((a) => !f.type || a.type === f.type)
        .sort((a, b) => b.date.localeCompare(a.date) || b.adjustment_no.localeCompare(a.adjustment_no)),
    [list.data, f.type],
  );
  const net = rows.reduce((s, a) => s + (a.direction === 'credit' ? -a.amount : a.amount), 0);

  return (
    <Card
      title={TITLE}
      size="small"
      extra={
        canCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            Lập phiếu điều chỉnh
          </Button>
        )
      }
    >
      <div className="app-toolbar">
        <ToolbarFilters
          fields={['q', 'building', 'from', 'to']}
          values={{ agent: '', month: '', ...f, q: f.room }}
          searchPlaceholder="Số phòng"
          onChange={({ q, ...p }) => set({ ...p, ...(q !== undefined ? { room: q.toUpperCase() } : {}) })}
        />
        <Select aria-label="Loại phiếu điều chỉnh" value={f.type} options={TYPE_FILTER} onChange={(type) => set({ type })} style={{ width: 200 }} />
      </div>
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      <Space wrap size={[16, 4]} style={{ marginBottom: 8 }}>
        <Typography.Text>
          Số phiếu: <b>{formatNumber(rows.length)}</b>
        </Typography.Text>
        <Typography.Text>
          Phải thu tăng/giảm: <b>{formatVnd(net)}</b>
        </Typography.Text>
      </Space>
      <DataTable<Adjustment>
        title={TITLE}
        fileName={`phieu-dieu-chinh-${f.building}-${f.from}-${f.to}`}
        columns={adjustmentColumns(printAdjustment)}
        rows={rows}
        rowKey="id"
        loading={list.isFetching}
        emptyText={list.isPending && !problem ? 'Đang tải...' : 'Chưa có phiếu điều chỉnh nào trong khoảng này'}
      />
      {creating && (
        <AdjustmentForm
          building={building ?? DEFAULT_BUILDING}
          onClose={() => setCreating(false)}
          onCreated={(a) => {
            setCreating(false);
            if (a.building !== f.building) set({ building: a.building });
          }}
        />
      )}
    </Card>
  );
}
