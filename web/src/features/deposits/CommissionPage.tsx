import { useQuery } from '@tanstack/react-query';
import { Card, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import type { commissionRow } from '../../../../shared/api/deposits';
import { buildingName } from '../../../../shared/catalog/buildings';
import { COMMISSION_RATE_PERCENT } from '../../../../shared/catalog/deposits';
import type { z } from 'zod';
import { useAppData } from '../../app/app-data/use-app-data';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { ALL, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { RoomLink } from '../../components/room-link/RoomLink';
import { useUrlState } from '../../components/filters/use-url-state';
import { formatDate, formatMonth, formatVnd } from '../../lib/format';
import { asBuilding } from '../../components/filters/filter-defaults';
import { depositQueries } from './queries';

const TITLE = 'Tiền dẫn phòng';

export type Commission = z.infer<typeof commissionRow>;
/** A commission, an agent's subtotal or the grand total. */
export type CommissionLine = Partial<Commission> & { key: string; kind: 'row' | 'agent' | 'total'; agent_name: string; amount: number; rooms: number };

/** Each agent's commissions, then the agent's total (bold); the grand total last. */
export function commissionLines(rows: readonly Commission[]): CommissionLine[] {
  const byAgent = new Map<string, Commission[]>();
  for (const r of rows) byAgent.set(r.agent_user_id, [...(byAgent.get(r.agent_user_id) ?? []), r]);
  const agents = [...byAgent.values()].sort((a, b) => a[0]!.agent_name.localeCompare(b[0]!.agent_name, 'vi'));
  const out: CommissionLine[] = [];
  for (const list of agents) {
    const sorted = [...list].sort((a, b) => a.checked_in_at.localeCompare(b.checked_in_at));
    out.push(...sorted.map((r): CommissionLine => ({ ...r, key: r.deposit_id, kind: 'row', rooms: 1 })));
    const first = list[0]!;
    out.push({
      key: `agent-${first.agent_user_id}`,
      kind: 'agent',
      agent_user_id: first.agent_user_id,
      agent_name: `Cộng ${first.agent_name}`,
      amount: list.reduce((s, r) => s + r.amount, 0),
      rooms: list.length,
    });
  }
  if (rows.length) out.push({ key: 'total', kind: 'total', agent_name: 'Tổng cộng', amount: rows.reduce((s, r) => s + r.amount, 0), rooms: rows.length });
  return out;
}

const bold = (r: CommissionLine, text: string) => (r.kind === 'row' ? text : <b>{text}</b>);

export const commissionColumns = (showBuilding: boolean): DataColumn<CommissionLine>[] =>
  (
    [
      { key: 'agent_name', title: 'Người dẫn phòng', dataIndex: 'agent_name', width: 170, render: (v: string, r: CommissionLine) => bold(r, v) },
      { key: 'slip_no', title: 'Phiếu cọc', dataIndex: 'slip_no', width: 130 },
      showBuilding && {
        key: 'building',
        title: 'Toà',
        dataIndex: 'building',
        width: 70,
        render: (v?: string) => (v ? <span title={buildingName(v)}>{v}</span> : ''),
      },
      {
        key: 'room_id',
        title: 'Phòng',
        dataIndex: 'room_id',
        width: 80,
        render: (v: string | undefined, r: CommissionLine) =>
          r.kind !== 'row' ? bold(r, `${r.rooms} phòng`) : v && r.building ? <RoomLink building={r.building} roomId={v} /> : v,
      },
      { key: 'customer_name', title: 'Khách thuê', dataIndex: 'customer_name', width: 170 },
      { key: 'deposit_date', title: 'Ngày cọc', dataIndex: 'deposit_date', exportAs: 'date', width: 105, render: (v?: string) => formatDate(v) },
      { key: 'checked_in_at', title: 'Ngày nhận phòng', dataIndex: 'checked_in_at', exportAs: 'date', width: 120, render: (v?: string) => formatDate(v) },
      {
        key: 'rent',
        title: 'Giá thuê',
        dataIndex: 'rent',
        exportAs: 'number',
        align: 'right',
        width: 130,
        render: (v?: number) => (v === undefined ? '' : formatVnd(v)),
      },
      {
        key: 'amount',
        title: `Tiền dẫn phòng (${COMMISSION_RATE_PERCENT}% giá thuê)`,
        dataIndex: 'amount',
        exportAs: 'number',
        align: 'right',
        width: 170,
        render: (v: number, r: CommissionLine) => bold(r, formatVnd(v)),
      },
    ] as (DataColumn<CommissionLine> | false)[]
  ).filter((c): c is DataColumn<CommissionLine> => Boolean(c));

/**
 * Room-showing commission (spec §2 /tien-dan-phong, business rules §3): the deposits that turned into
 * a check-in during the month earn their agent a share of the rent; per agent and in total.
 */
export default function CommissionPage() {
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ month: d.month, building: d.building, agent: d.agent });
  const { securityUsers } = useAppData();
  const building = asBuilding(f.building);
  const query = useQuery(depositQueries.commissions({ month: f.month, building, agent_user_id: f.agent === ALL ? undefined : f.agent }));
  const lines = useMemo(() => commissionLines(query.data?.rows ?? []), [query.data]);
  const agents = lines.filter((l) => l.kind === 'agent');

  return (
    <Card title={`${TITLE} tháng ${formatMonth(`${f.month}-01`)}`} size="small">
      <div className="app-toolbar">
        <ToolbarFilters fields={['month', 'building', 'agent']} values={{ ...d, ...f }} onChange={set} agents={securityUsers} />
      </div>
      {agents.length > 0 && (
        <Space wrap size={[6, 6]} style={{ marginBottom: 12 }} aria-label="Tổng theo người dẫn phòng">
          {agents.map((a) => (
            <Tag key={a.key} color="blue">
              {a.agent_name.replace(/^Cộng /, '')}: {a.rooms} phòng · {formatVnd(a.amount)}
            </Tag>
          ))}
          <Typography.Text strong>Tổng: {formatVnd(query.data?.total ?? 0)}</Typography.Text>
        </Space>
      )}
      <DataTable<CommissionLine>
        title={TITLE}
        fileName={`tien-dan-phong-${f.month}-${f.building}`}
        columns={commissionColumns(!building)}
        rows={lines}
        rowKey="key"
        loading={query.isFetching}
        pageSizes={['all', '20', '50', '100']}
        emptyText={query.isPending ? 'Đang tải...' : 'Không có phòng nào được dẫn nhận trong tháng này'}
      />
    </Card>
  );
}
