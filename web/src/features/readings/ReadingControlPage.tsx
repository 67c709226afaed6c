import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Segmented, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { CONTROL_PROBLEM_NAMES, CONTROL_PROBLEMS, type ControlProblem, type ControlRow, type ReadingControl } from '../../../../shared/api/readings/control';
import { buildingName } from '../../../../shared/catalog/buildings';
import { METER_UNITS } from '../../../../shared/readings/usage';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { asBuilding, DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { useUrlState } from '../../components/filters/use-url-state';
import { RoomLink } from '../../components/room-link/RoomLink';
import { formatDateTime, formatMonth, formatNumber } from '../../lib/format';
import { readingControlQuery } from './control-queries';
import { staffNameOf } from '../../app/app-data/staff-names';

const TITLE = 'Kiểm soát điện nước';
const EMPTY = 'Không có phòng nào thiếu chỉ số, có chỉ số bất thường hay chưa tính tiền trong tháng này';
const TYPE_NAMES = { E: 'Điện', W: 'Nước' } as const;
const PROBLEM_COLORS: Record<ControlProblem, string> = { missing: 'red', odd: 'orange', unbilled: 'blue' };

export interface ControlLine extends ControlRow {
  key: string;
  /** The screen that puts it right, with the building and month. */
  fix: { to: string; label: string };
}

/** Where a problem is put right: the month's reading table of its type, or the billing run. */
export function fixOf(r: Pick<ControlRow, 'type' | 'problem'>, building: string, month: string): ControlLine['fix'] {
  const q = `?building=${building}&month=${month}`;
  if (r.problem === 'unbilled') return { to: `/bang-tinh-tien${q}`, label: 'Bảng tính tiền' };
  return r.type === 'E' ? { to: `/bang-so-dien${q}`, label: 'Bảng số điện' } : { to: `/bang-so-nuoc${q}`, label: 'Bảng số nước' };
}

/** The server's rows (floor and room order), of one problem or all, each with its fix. */
export function controlLines(c: ReadingControl | undefined, problem: ControlProblem | undefined): ControlLine[] {
  if (!c) return [];
  return c.rows
    .filter((r) => !problem || r.problem === problem)
    .map((r) => ({ ...r, key: `${r.room_id}-${r.type}-${r.kind}`, fix: fixOf(r, c.building, c.month) }));
}

const reading = (v: number | null) => (v === null ? '' : formatNumber(v));

/** The columns; `building` is the one the rows are of (a room number opens its room page). */
const controlColumns = (building: string): DataColumn<ControlLine>[] => [
  { key: 'room_id', title: 'Phòng', dataIndex: 'room_id', render: (v: string) => <RoomLink building={building} roomId={v} /> },
  { key: 'type', title: 'Loại', dataIndex: 'type', kind: 'id', value: (r) => TYPE_NAMES[r.type], render: (v: ControlLine['type']) => TYPE_NAMES[v] },
  {
    key: 'problem',
    title: 'Vấn đề',
    dataIndex: 'message',
    value: (r) => `${CONTROL_PROBLEM_NAMES[r.problem]}: ${r.message}`,
    render: (message: string, r) => (
      <>
        <Tag color={PROBLEM_COLORS[r.problem]}>{CONTROL_PROBLEM_NAMES[r.problem]}</Tag>
        {message}
      </>
    ),
  },
  { key: 'previous', title: 'Chỉ số kỳ trước', dataIndex: 'previous', exportAs: 'number', render: reading },
  { key: 'current', title: 'Chỉ số tháng', dataIndex: 'current', exportAs: 'number', render: reading },
  {
    key: 'usage',
    title: 'Số dùng',
    dataIndex: 'usage',
    exportAs: 'number',
    render: (v: number | null, r) => (v === null ? '' : `${formatNumber(v)} ${METER_UNITS[r.type]}`),
  },
  { key: 'average', title: 'TB 3 tháng trước', dataIndex: 'average', exportAs: 'number', render: reading },
  { key: 'fix', title: 'Sửa tại', noExport: true, render: (_: unknown, r) => <Link to={r.fix.to}>{r.fix.label}</Link> },
];

/**
 * Kiểm soát điện nước (spec §2 /kiem-soat-dien-nuoc; business rules §5): a building's month of meter
 * readings against who stayed and what was billed — the rooms missing a reading, with an odd one
 * (below the previous, a spike, usage in an empty room) or read but not billed — each with a link to
 * the screen that puts it right. Building, month and the problem shown are in the URL.
 */
export default function ReadingControlPage() {
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string, month: d.month, problem: '' });
  const building = asBuilding(f.building);
  const problem = CONTROL_PROBLEMS.find((p) => p === f.problem);
  const query = useQuery({ ...readingControlQuery({ building: building ?? DEFAULT_BUILDING, month: f.month }), enabled: !!building });
  const rows = useMemo(() => controlLines(query.data, problem), [query.data, problem]);
  // The rows' own building (the answer names it), so a room links to the building it is of.
  const columns = useMemo(() => controlColumns(query.data?.building ?? DEFAULT_BUILDING), [query.data?.building]);
  const data = query.data;
  const period = formatMonth(`${f.month}-01`);
  const heading = `${TITLE} tháng ${period}${building ? ` – toà ${building}` : ''}`;

  return (
    <Card title={TITLE} size="small">
      <div className="app-toolbar">
        <ToolbarFilters fields={['building', 'month']} values={{ ...d, ...f }} onChange={set} />
      </div>
      {!building && <Alert type="warning" showIcon message="Vui lòng chọn một toà nhà" style={{ marginBottom: 12 }} />}
      {building && (
        <Space direction="vertical" size={8} style={{ marginBottom: 8, width: '100%' }}>
          <Typography.Text type="secondary">
            Tháng {period} · Toà {building} – {buildingName(building)} ·{' '}
            {data?.run
              ? `Đã tính tiền lúc ${formatDateTime(data.run.created_at)} (${staffNameOf(data.run.created_by)}, ${formatNumber(data.run.room_count)} phòng)`
              : data
                ? 'Chưa tính tiền tháng này'
                : ''}
          </Typography.Text>
          <Segmented
            aria-label="Loại vấn đề"
            value={problem ?? ''}
            onChange={(v) => set({ problem: String(v) })}
            options={[
              { value: '', label: `Tất cả (${formatNumber(data?.rows.length ?? 0)})` },
              ...CONTROL_PROBLEMS.map((p) => ({ value: p, label: `${CONTROL_PROBLEM_NAMES[p]} (${formatNumber(data?.counts[p] ?? 0)})` })),
            ]}
          />
        </Space>
      )}
      <DataTable<ControlLine>
        title={heading}
        fileName={`kiem-soat-dien-nuoc-${f.building}-${f.month}`}
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
