import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Select, Space, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';
import { searchContracts, type Contract } from '../../../../shared/api/customers';
import { buildingName } from '../../../../shared/catalog/buildings';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { useUrlState } from '../../components/filters/use-url-state';
import { RoomLink } from '../../components/room-link/RoomLink';
import { formatDate, formatNumber, formatVnd } from '../../lib/format';
import { asBuilding } from '../../components/filters/filter-defaults';
import { queryProblem, useEachBuilding } from '../../components/filters/use-each-building';
import { CONTRACT_STATUS } from './choices';
import { statusLabel, statusOptions } from '../../components/status/status-look';
import { StatusTag } from '../../components/status/StatusTag';
import { printContractSummary } from './print';
import { customerQueries } from './queries';

const TITLE = 'Hợp đồng thuê phòng';

/** Contract numbers are unique per building; with every building shown, the building tells them apart. */
type ContractRow = Contract & { key: string };

function contractColumns(showBuilding: boolean): DataColumn<ContractRow>[] {
  const money = (key: 'rent' | 'deposit_held', title: string): DataColumn<ContractRow> => ({
    key,
    title,
    dataIndex: key,
    exportAs: 'number',
    align: 'right',
    width: 125,
    render: (v: number) => formatVnd(v),
  });
  const columns: (DataColumn<ContractRow> | false)[] = [
    { key: 'contract_no', title: 'Số hợp đồng', dataIndex: 'contract_no', width: 150, render: (v: string) => <b>{v}</b> },
    showBuilding && { key: 'building', title: 'Toà', dataIndex: 'building', width: 60, render: (v: string) => <span title={buildingName(v)}>{v}</span> },
    { key: 'room_id', title: 'Phòng', dataIndex: 'room_id', width: 70, render: (v: string, r) => <RoomLink building={r.building} roomId={v} /> },
    { key: 'tenant_name', title: 'Bên thuê', dataIndex: 'tenant_name', width: 170 },
    { key: 'tenant_phone', title: 'Điện thoại', dataIndex: 'tenant_phone', width: 120 },
    { key: 'tenant_id_number', title: 'Số CCCD', dataIndex: 'tenant_id_number', width: 130 },
    { key: 'start_date', title: 'Ngày bắt đầu', dataIndex: 'start_date', exportAs: 'date', width: 110, render: (v: string) => formatDate(v) },
    { key: 'end_date', title: 'Ngày kết thúc', dataIndex: 'end_date', exportAs: 'date', width: 110, render: (v?: string) => formatDate(v) },
    money('rent', 'Giá thuê lúc ký'),
    money('deposit_held', 'Tiền cọc'),
    { key: 'notice_days', title: 'Báo trước (ngày)', dataIndex: 'notice_days', exportAs: 'number', align: 'right', width: 100 },
    { key: 'occupants_count', title: 'Số người', dataIndex: 'occupants_count', exportAs: 'number', align: 'right', width: 80 },
    {
      key: 'status',
      title: 'Trạng thái',
      value: (r) => statusLabel(CONTRACT_STATUS, r.status),
      width: 125,
      render: (_: unknown, r) => <StatusTag table={CONTRACT_STATUS} status={r.status} />,
    },
    {
      key: 'actions',
      title: 'In',
      noExport: true,
      width: 60,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Tooltip title="In tóm tắt hợp đồng (A4)">
          <Button size="small" icon={<PrinterOutlined />} aria-label={`In hợp đồng ${r.contract_no}`} onClick={() => printContractSummary(r)} />
        </Tooltip>
      ),
    },
  ];
  return columns.filter((c): c is DataColumn<ContractRow> => Boolean(c));
}

/**
 * Rental contracts (spec §2 /hop-dong-thue-phong): the contracts check-ins wrote, of a building (or
 * all), filtered by status (the active ones by default); the active ones whenever they started or by
 * start date, the ended ones (or every status) by start date only: they grow with the years (issue 23
 * §13), the ones in force are as many as the rooms. Every page of the list is read (callEveryPage), so
 * the counts, the order and the export are the whole list's; a printable A4 summary each.
 */
export default function ContractsPage() {
  const d = toolbarDefaults();
  // The contracts in force, whenever they started (issue 23): a date range or another status is a choice.
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string, from: d.from, to: d.to, status: 'active', period: 'all' });
  // "Mọi thời gian" is for the contracts in force only (the server asks a range for the others).
  const inForceOnly = f.status === 'active';
  const all = f.period === 'all' && inForceOnly;
  const status = (f.status || undefined) as Contract['status'] | undefined;
  const range = all ? {} : { from: f.from, to: f.to };
  const problem = queryProblem(searchContracts, { building: asBuilding(f.building) ?? DEFAULT_BUILDING, ...range, status });
  const found = useEachBuilding(f.building, (building) => customerQueries.contracts({ building, ...range, status }), !problem);
  const rows: ContractRow[] = useMemo(
    () =>
      [...found.rows]
        .map((c) => ({ ...c, key: `${c.building}/${c.contract_no}` }))
        .sort(
          (a, b) =>
            b.start_date.localeCompare(a.start_date) ||
            a.building.localeCompare(b.building) ||
            a.contract_no.localeCompare(b.contract_no, 'en', { numeric: true }),
        ),
    [found.rows],
  );
  const active = rows.filter((r) => r.status === 'active');

  return (
    <Card title={TITLE} size="small">
      <div className="app-toolbar">
        <ToolbarFilters fields={all ? ['building'] : ['building', 'from', 'to']} values={{ ...d, ...f }} onChange={set} />
        <Tooltip title={inForceOnly ? undefined : 'Hợp đồng đã kết thúc xem theo khoảng ngày bắt đầu'}>
          <Checkbox checked={all} disabled={!inForceOnly} onChange={(e) => set({ period: e.target.checked ? 'all' : 'range' })}>
            Mọi thời gian
          </Checkbox>
        </Tooltip>
        <Select
          aria-label="Trạng thái hợp đồng"
          value={f.status}
          options={statusOptions(CONTRACT_STATUS)}
          onChange={(s) => set({ status: s })}
          style={{ width: 170 }}
        />
      </div>
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      <Space wrap size={[16, 4]} style={{ marginBottom: 8 }}>
        <Typography.Text>
          Số hợp đồng: <b>{formatNumber(rows.length)}</b>
        </Typography.Text>
        <Typography.Text>
          Đang hiệu lực: <b>{formatNumber(active.length)}</b>
        </Typography.Text>
        <Typography.Text>
          Tiền cọc (đang hiệu lực): <b>{formatVnd(active.reduce((s, r) => s + r.deposit_held, 0))}</b>
        </Typography.Text>
      </Space>
      <DataTable<ContractRow>
        title={TITLE}
        fileName={`hop-dong-thue-phong-${f.building}${all ? '' : `-${f.from}-${f.to}`}`}
        columns={contractColumns(!asBuilding(f.building))}
        rows={rows}
        rowKey="key"
        loading={found.fetching}
        emptyText={found.pending && !problem ? 'Đang tải...' : 'Không có hợp đồng nào'}
      />
    </Card>
  );
}
