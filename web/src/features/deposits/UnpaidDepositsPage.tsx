import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Typography } from 'antd';
import { useMemo } from 'react';
import type { Deposit } from '../../../../shared/api/deposits';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { toolbarDefaults } from '../../components/filters/filter-defaults';
import { useUrlState } from '../../components/filters/use-url-state';
import { formatNumber, formatVnd } from '../../lib/format';
import { depositColumns, totalsRow, type DepositRow } from './deposit-columns';
import { DepositSearchToolbar } from './DepositSearchToolbar';
import { asBuilding } from '../../components/filters/filter-defaults';
import { rangeProblem } from './filters';
import { depositQueries } from './queries';
import { useHeldDeposits } from './use-held';

const TITLE = 'Báo cáo tiền cọc chưa thu';

type UnpaidRow = DepositRow & { outstanding?: number };

/**
 * Business rules §3: unpaid deposit = amount agreed − amount paid; the report lists the positive
 * ones, oldest first, then the totals. `outstanding` is what is still missing once additional
 * receipts on the ledger are counted (agreed − held), for deposits still holding a room.
 */
export function unpaidRows(deposits: readonly Deposit[], held: ReadonlyMap<string, number>): UnpaidRow[] {
  const rows = deposits
    .filter((d) => d.amount_agreed - d.amount_paid > 0)
    .sort((a, b) => a.date.localeCompare(b.date) || a.slip_no.localeCompare(b.slip_no))
    .map((d): UnpaidRow => {
      const h = d.status === 'active' ? held.get(d.id) : undefined;
      return { ...d, unpaid: d.amount_agreed - d.amount_paid, held: h, outstanding: h === undefined ? undefined : Math.max(d.amount_agreed - h, 0) };
    });
  if (!rows.length) return [];
  const total: UnpaidRow = {
    ...totalsRow(rows),
    outstanding: rows.some((r) => r.outstanding !== undefined) ? rows.reduce((s, r) => s + (r.outstanding ?? 0), 0) : undefined,
  };
  return [...rows, total];
}

const outstandingColumn: DataColumn<UnpaidRow> = {
  key: 'outstanding',
  title: 'Còn thiếu (sau thu bổ sung)',
  dataIndex: 'outstanding',
  exportAs: 'number',
  align: 'right',
  width: 150,
  render: (v: number | undefined, r) => {
    if (v === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
    return r.isTotal ? <b>{formatVnd(v)}</b> : <Typography.Text type={v > 0 ? 'danger' : undefined}>{formatVnd(v)}</Typography.Text>;
  },
};

/** Unpaid deposit report (spec §2 /bao-cao-tien-coc-chua-thu), by building and deposit date, with a totals row. */
export default function UnpaidDepositsPage() {
  const d = toolbarDefaults();
  // Money still owed matters while the deposit holds the room; other statuses on request.
  const [f, set] = useUrlState({ building: d.building, from: d.from, to: d.to, status: 'active', q: '' });
  const building = asBuilding(f.building);
  const problem = rangeProblem(f.from, f.to);
  const query = useQuery({
    ...depositQueries.search({ from: f.from, to: f.to, building, status: (f.status || undefined) as Deposit['status'] | undefined, q: f.q || undefined }),
    enabled: !problem,
  });
  const held = useHeldDeposits(building, !problem && (f.status === '' || f.status === 'active'));
  const rows = useMemo(() => unpaidRows(query.data ?? [], held.byId), [query.data, held.byId]);
  const total = rows.at(-1);
  const columns = useMemo(() => {
    const base = depositColumns({ showBuilding: !building, showHeld: true, showWallet: false }) as DataColumn<UnpaidRow>[];
    const at = base.findIndex((c) => c.key === 'unpaid');
    return [...base.slice(0, at + 1), outstandingColumn, ...base.slice(at + 1)];
  }, [building]);

  return (
    <Card title={TITLE} size="small">
      <DepositSearchToolbar values={f} defaults={d} onChange={set} />
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      {total && (
        <Space wrap size={[16, 4]} style={{ marginBottom: 8 }}>
          <Typography.Text>
            Số phiếu còn nợ cọc: <b>{formatNumber(rows.length - 1)}</b>
          </Typography.Text>
          <Typography.Text>
            Tổng chưa thu theo phiếu: <b>{formatVnd(total.unpaid)}</b>
          </Typography.Text>
        </Space>
      )}
      <DataTable<UnpaidRow>
        title={TITLE}
        fileName={`tien-coc-chua-thu-${f.building}-${f.from}-${f.to}`}
        columns={columns}
        rows={rows}
        rowKey="id"
        loading={query.isFetching || held.fetching}
        pageSizes={['all', '20', '50', '100']}
        emptyText={query.isPending && !problem ? 'Đang tải...' : 'Không có phiếu cọc nào còn nợ tiền cọc'}
      />
    </Card>
  );
}
