import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Segmented, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { BUILDING_CODES, type BuildingCode } from '../../../../shared/catalog/buildings';
import { DataTable } from '../../components/data-table/DataTable';
import { ALL, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { useUrlState } from '../../components/filters/use-url-state';
import { formatMonth } from '../../lib/format';
import { BalanceTag } from './BalanceTag';
import { periodCaption } from '../../components/filters/period-caption';
import { printLedgerReport } from '../../components/print/report';
import { ledgerQueries } from './queries';
import { tbColumns } from './tb-columns';
import { tbPeriod, tbRows, type TbDisplayRow, type TbMode } from './tb-rows';

const TITLE = 'Bảng cân đối phát sinh';
const EMPTY = 'Không có số dư hay phát sinh nào trong kỳ này';

const asBuilding = (code: string): BuildingCode | undefined => ((BUILDING_CODES as readonly string[]).includes(code) ? (code as BuildingCode) : undefined);
const MODES: { value: TbMode; label: string }[] = [
  { value: 'month', label: 'Theo tháng' },
  { value: 'range', label: 'Khoảng ngày' },
];

/**
 * Trial balance (spec §2, business rules §7): per account the opening balance, the period's debits
 * and credits and the closing balance, a bold totals row, and whether the books balance.
 */
export default function TrialBalancePage() {
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ mode: 'month' as string, month: d.month, from: d.from, to: d.to, building: d.building });
  const mode: TbMode = f.mode === 'range' ? 'range' : 'month';
  const period = tbPeriod(mode, f.month, f.from, f.to);
  const validRange = period.from <= period.to;
  const query = useQuery({ ...ledgerQueries.trialBalance({ ...period, building: asBuilding(f.building) }), enabled: validRange });
  const rows = useMemo(() => tbRows(query.data), [query.data]);
  const columns = useMemo(() => tbColumns({ from: period.from, to: period.to, building: f.building }), [period.from, period.to, f.building]);
  const heading = mode === 'month' ? `${TITLE} tháng ${formatMonth(`${f.month}-01`)}` : TITLE;

  return (
    <Card title={TITLE} size="small">
      <div className="app-toolbar">
        <Segmented<TbMode> aria-label="Chọn kỳ" value={mode} options={MODES} onChange={(m) => set({ mode: m })} />
        <ToolbarFilters fields={mode === 'month' ? ['month', 'building'] : ['from', 'to', 'building']} values={{ ...d, ...f }} onChange={set} />
      </div>
      {!validRange && <Alert type="warning" showIcon message="Ngày bắt đầu phải trước hoặc bằng ngày kết thúc" style={{ marginBottom: 12 }} />}
      <Space wrap size={[16, 8]} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{periodCaption(period.from, period.to, f.building)}</Typography.Text>
        {query.data && <BalanceTag balanced={query.data.balanced} />}
      </Space>
      {query.data && !query.data.balanced && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message="Tổng Nợ và tổng Có không bằng nhau"
          description="Sổ cái phải luôn cân đối. Hãy báo cho quản trị viên để kiểm tra các bút toán của kỳ này."
        />
      )}
      <DataTable<TbDisplayRow>
        title={TITLE}
        fileName={`bang-can-doi-phat-sinh-${f.building === ALL ? 'tat-ca' : f.building}-${period.from}-${period.to}`}
        serverExport={{ report: 'getTrialBalance', params: { ...period, building: asBuilding(f.building) } }}
        columns={columns}
        rows={rows}
        rowKey="key"
        loading={query.isFetching}
        emptyText={EMPTY}
        // Spec §9's four sizes; it opens on All so the totals row (the last) is on screen.
        pageSizes={['all', '20', '50', '100']}
        toolbar={
          <Button
            icon={<PrinterOutlined />}
            onClick={() => printLedgerReport(heading, periodCaption(period.from, period.to, f.building), columns, rows, EMPTY)}
          >
            In A4 ngang
          </Button>
        }
      />
    </Card>
  );
}
