import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Typography } from 'antd';
import { useMemo } from 'react';
import type { Deposit } from '../../../../shared/api/deposits';
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

const TITLE = 'Bảng theo dõi cọc';

/** Rows with the ledger's amount held filled in for the active deposits, then a totals row. */
export function trackingRows(deposits: readonly Deposit[], held: ReadonlyMap<string, number>): DepositRow[] {
  const rows = [...deposits]
    .sort((a, b) => a.building.localeCompare(b.building) || a.date.localeCompare(b.date) || a.slip_no.localeCompare(b.slip_no))
    .map((d): DepositRow => ({ ...d, held: d.status === 'active' ? held.get(d.id) : undefined }));
  return rows.length ? [...rows, totalsRow(rows)] : [];
}

/**
 * Deposit tracking (spec §2 /theo-doi-coc): the deposits of a building (or all) taken in a date
 * range, with amount agreed, paid, what the ledger holds now for those still holding a room
 * (deposit-status, additional receipts included) and the unpaid remainder; exportable.
 */
export default function DepositTrackingPage() {
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ building: d.building, from: d.from, to: d.to, status: '', q: '' });
  const building = asBuilding(f.building);
  const problem = rangeProblem(f.from, f.to);
  const query = useQuery({
    ...depositQueries.search({ from: f.from, to: f.to, building, status: (f.status || undefined) as Deposit['status'] | undefined, q: f.q || undefined }),
    enabled: !problem,
  });
  const wantsHeld = f.status === '' || f.status === 'active';
  const held = useHeldDeposits(building, wantsHeld && !problem);

  const rows = useMemo(() => trackingRows(query.data ?? [], held.byId), [query.data, held.byId]);
  const total = rows.at(-1);
  const columns = depositColumns({ showBuilding: !building, showHeld: true });

  return (
    <Card title={TITLE} size="small">
      <DepositSearchToolbar values={f} defaults={d} onChange={set} />
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      {total && (
        <Space wrap size={[16, 4]} style={{ marginBottom: 8 }}>
          <Typography.Text>
            Số phiếu: <b>{formatNumber(rows.length - 1)}</b>
          </Typography.Text>
          <Typography.Text>
            Cọc thoả thuận: <b>{formatVnd(total.amount_agreed)}</b>
          </Typography.Text>
          <Typography.Text>
            Đã nhận: <b>{formatVnd(total.amount_paid)}</b>
          </Typography.Text>
          <Typography.Text>
            Đang giữ: <b>{formatVnd(total.held ?? 0)}</b>
          </Typography.Text>
          <Typography.Text>
            Còn phải đóng: <b>{formatVnd(total.unpaid)}</b>
          </Typography.Text>
        </Space>
      )}
      <DataTable<DepositRow>
        title={TITLE}
        fileName={`theo-doi-coc-${f.building}-${f.from}-${f.to}`}
        columns={columns}
        rows={rows}
        rowKey="id"
        loading={query.isFetching || held.fetching}
        pageSizes={['all', '20', '50', '100']}
        emptyText={query.isPending && !problem ? 'Đang tải...' : 'Không có phiếu cọc nào trong khoảng thời gian này'}
      />
    </Card>
  );
}
