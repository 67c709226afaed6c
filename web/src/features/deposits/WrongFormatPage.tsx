import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Tag, Typography } from 'antd';
import type { ResponseOf } from '../../../../shared/api/endpoint';
import type { receiptWrongFormat } from '../../../../shared/api/deposits';
import { buildingName } from '../../../../shared/catalog/buildings';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { RoomLink } from '../../components/room-link/RoomLink';
import { useUrlState } from '../../components/filters/use-url-state';
import { formatDate, formatNumber } from '../../lib/format';
import { depositStatusLabel, DepositStatusTag } from './DepositStatusTag';
import { asBuilding } from '../../components/filters/filter-defaults';
import { rangeProblem } from './filters';
import { depositQueries } from './queries';

const TITLE = 'Phiếu cọc sai format';

export type WrongFormatRow = ResponseOf<typeof receiptWrongFormat>[number];

export const wrongFormatColumns = (showBuilding: boolean): DataColumn<WrongFormatRow>[] =>
  [
    {
      key: 'slip_no',
      title: 'Số phiếu',
      dataIndex: 'slip_no',
      width: 140,
      render: (v: string) => (v ? <Typography.Text strong>{v}</Typography.Text> : <Typography.Text type="danger">(trống)</Typography.Text>),
    } as DataColumn<WrongFormatRow>,
    { key: 'date', title: 'Ngày cọc', dataIndex: 'date', exportAs: 'date', width: 105, render: (v: string) => formatDate(v) || v },
    ...(showBuilding
      ? [
          {
            key: 'building',
            title: 'Toà',
            dataIndex: 'building',
            width: 70,
            render: (v: string) => <span title={buildingName(v)}>{v}</span>,
          } as DataColumn<WrongFormatRow>,
        ]
      : []),
    {
      key: 'room_id',
      title: 'Phòng',
      dataIndex: 'room_id',
      width: 80,
      render: (v: string, r) => (v ? <RoomLink building={r.building} roomId={v} /> : v),
    } as DataColumn<WrongFormatRow>,
    { key: 'customer_name', title: 'Khách hàng', dataIndex: 'customer_name', width: 170 },
    {
      key: 'status',
      title: 'Trạng thái',
      value: (r) => depositStatusLabel(r.status),
      width: 190,
      render: (_: unknown, r) => <DepositStatusTag status={r.status} />,
    },
    {
      key: 'problems',
      title: 'Lý do sai',
      value: (r) => r.problems.join('; '),
      render: (_: unknown, r) => (
        <Space size={[4, 4]} wrap>
          {r.problems.map((p) => (
            <Tag key={p} color="red" style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
              {p}
            </Tag>
          ))}
        </Space>
      ),
    },
  ] satisfies DataColumn<WrongFormatRow>[];

/**
 * Wrong-format deposit slips (spec §2 /phieu-coc-sai-format, business rules §3): slips whose number
 * breaks `C{toà}{YYMM}-{NNN}` (or is not of their building and month, or repeats) or whose required
 * fields are missing, each with the reasons.
 */
export default function WrongFormatPage() {
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ building: d.building, from: d.from, to: d.to });
  const building = asBuilding(f.building);
  const problem = rangeProblem(f.from, f.to);
  const query = useQuery({ ...depositQueries.wrongFormat({ from: f.from, to: f.to, building }), enabled: !problem });
  const rows = [...(query.data ?? [])].sort((a, b) => a.date.localeCompare(b.date) || a.slip_no.localeCompare(b.slip_no));

  return (
    <Card title={TITLE} size="small">
      <div className="app-toolbar">
        <ToolbarFilters fields={['building', 'from', 'to']} values={{ ...d, ...f }} onChange={set} />
      </div>
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      {query.isSuccess && !problem && (
        <Alert
          type={rows.length ? 'error' : 'success'}
          showIcon
          style={{ marginBottom: 12 }}
          message={
            rows.length
              ? `${formatNumber(rows.length)} phiếu cọc sai định dạng hoặc thiếu thông tin`
              : 'Mọi phiếu cọc trong khoảng thời gian này đều đúng định dạng'
          }
        />
      )}
      <DataTable<WrongFormatRow>
        title={TITLE}
        fileName={`phieu-coc-sai-format-${f.building}-${f.from}-${f.to}`}
        columns={wrongFormatColumns(!building)}
        rows={rows}
        rowKey="deposit_id"
        loading={query.isFetching}
        emptyText={query.isPending && !problem ? 'Đang tải...' : 'Không có phiếu cọc sai format'}
      />
    </Card>
  );
}
