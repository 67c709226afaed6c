import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { receiptRoomAndOther, type ReceiptSummary } from '../../../../../shared/api/receipts/reports';
import { walletName } from '../../../../../shared/catalog/wallets';
import type { DataColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import { LaidTable } from '../../../components/data-table/LaidTable';
import { asBuilding, DEFAULT_BUILDING, toolbarDefaults } from '../../../components/filters/filter-defaults';
import { periodCaption } from '../../../components/filters/period-caption';
import { ToolbarFilters } from '../../../components/filters/ToolbarFilters';
import { useListFilters } from '../../../components/filters/use-list-filters';
import { queryProblem } from '../../../components/filters/use-each-building';
import { formatDate, formatNumber, formatVnd } from '../../../lib/format';
import { receiptSummaryQueries } from './queries';
import { cashWalletOf } from '../../../components/forms/choices';
import { RoomLink } from '../../../components/room-link/RoomLink';
import { EditReceiptOtherForm, NewReceiptOtherForm } from './ReceiptOtherForm';
import { kindLabel, summaryRows, type SummaryRow } from './summary-rows';

const TITLE = 'Bảng tổng hợp phiếu thu tiền';
const EMPTY = 'Không có phiếu thu nào trong khoảng thời gian này';

const cell = (r: SummaryRow) => ({ style: r.isTotal ? { fontWeight: 700, background: '#f0f5ff' } : {} });

/** The receipts' columns; `building` is the one the rows are of (a room number opens its room page). */
const summaryColumns = (building: string): DataColumn<SummaryRow>[] => [
  { key: 'date', title: 'Ngày', dataIndex: 'date', exportAs: 'date', onCell: cell, render: (v: string) => formatDate(v) },
  { key: 'receipt_no', title: 'Số phiếu', dataIndex: 'receipt_no', onCell: cell },
  { key: 'kind', title: 'Loại phiếu', dataIndex: 'kind', onCell: cell },
  {
    key: 'room_id',
    title: 'Phòng',
    dataIndex: 'room_id',
    onCell: cell,
    render: (v: string, r) => (v && !r.isTotal ? <RoomLink building={building} roomId={v} /> : v),
  },
  { key: 'wallet', title: 'Ví tiền', dataIndex: 'wallet', onCell: cell },
  { key: 'amount', title: 'Số tiền', dataIndex: 'amount', exportAs: 'number', kind: 'money', onCell: cell, render: (v: number) => formatVnd(v) },
  { key: 'description', title: 'Nội dung', dataIndex: 'description', onCell: cell },
];

/** The receipts' columns, with an edit button on other receipts (the ones this screen corrects). */
const columnsWithEdit = (building: string, edit: (r: SummaryRow) => void): DataColumn<SummaryRow>[] => [
  ...summaryColumns(building),
  {
    key: 'action',
    title: '',
    noExport: true,
    onCell: cell,
    render: (_: unknown, r: SummaryRow) =>
      r.other ? (
        <Button size="small" aria-label={`Sửa phiếu ${r.receipt_no}`} onClick={() => edit(r)}>
          Sửa
        </Button>
      ) : null,
  },
];

type Totals = ReceiptSummary['totals'];

/** One small totals table (per wallet or per kind) with the grand total under it. */
function TotalsTable<R extends { amount: number }>({
  label,
  rows,
  rowKey,
  what,
  name,
  total,
}: {
  label: string;
  rows: readonly R[];
  rowKey: keyof R & string;
  what: string;
  name: (r: R) => string;
  total: number;
}) {
  return (
    <section aria-label={label}>
      <LaidTable<R>
        pagination={false}
        rowKey={rowKey}
        title={() => <b>{label}</b>}
        dataSource={rows}
        columns={[
          { key: 'name', title: what, render: (_: unknown, r: R) => name(r) },
          { key: 'amount', title: 'Số tiền', dataIndex: 'amount', exportAs: 'money', kind: 'money', render: (v: number) => formatVnd(v) },
        ]}
        footer={() => (
          <Typography.Text strong>
            Tổng cộng: <span>{formatVnd(total)}</span>
          </Typography.Text>
        )}
      />
    </section>
  );
}

/** The totals per wallet and per kind, side by side. */
function TotalsCards({ totals }: { totals: Totals }) {
  return (
    <Row gutter={16} style={{ marginBottom: 12 }}>
      <Col xs={24} md={12}>
        <TotalsTable label="Tổng theo ví tiền" what="Ví tiền" rows={totals.by_wallet} rowKey="wallet" name={(r) => walletName(r.wallet)} total={totals.total} />
      </Col>
      <Col xs={24} md={12}>
        <TotalsTable label="Tổng theo loại phiếu" what="Loại phiếu" rows={totals.by_kind} rowKey="kind" name={(r) => kindLabel(r.kind)} total={totals.total} />
      </Col>
    </Row>
  );
}

/**
 * Receipt summary (spec §2 /bang-tong-hop-phieu-thu-tien): every receipt of a building in the period —
 * rent, collected and other receipts — by date, with totals per wallet and per kind; the shared
 * table's CSV/Excel export and print carry the rows and the total. Other receipts (money that is not
 * rent) are entered and corrected here.
 */
export default function ReceiptSummaryPage() {
  const d = toolbarDefaults();
  const [f, set] = useListFilters({});
  const building = asBuilding(f.building);
  const query = { building: building ?? DEFAULT_BUILDING, from: f.from, to: f.to };
  const problem = building ? queryProblem(receiptRoomAndOther, query) : undefined;
  const found = useQuery({ ...receiptSummaryQueries.summary(query), enabled: !!building && !problem });
  const data = building && !problem ? found.data : undefined;
  const rows = useMemo(() => summaryRows(data), [data]);
  const [dialog, setDialog] = useState<{ kind: 'new' } | { kind: 'edit'; row: SummaryRow }>();
  const columns = useMemo(() => columnsWithEdit(query.building, (row) => setDialog({ kind: 'edit', row })), [query.building]);

  return (
    <Card title={TITLE} size="small">
      <div className="app-toolbar">
        <ToolbarFilters fields={['building', 'from', 'to']} values={{ ...d, ...f }} onChange={set} />
      </div>
      {!building && <Alert type="warning" showIcon message="Vui lòng chọn một toà nhà" style={{ marginBottom: 12 }} />}
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      {building && (
        <Space wrap size={[16, 4]} style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">{periodCaption(f.from, f.to, building)}</Typography.Text>
          {data && (
            <Typography.Text>
              Số phiếu: <b>{formatNumber(data.rows.length)}</b> · Tổng thu: <b>{formatVnd(data.totals.total)}</b>
            </Typography.Text>
          )}
        </Space>
      )}
      {data && data.rows.length > 0 && <TotalsCards totals={data.totals} />}
      <DataTable<SummaryRow>
        title={TITLE}
        fileName={`tong-hop-phieu-thu-${f.building}-${f.from}-${f.to}`}
        columns={columns}
        rows={rows}
        rowKey="key"
        loading={found.isFetching}
        emptyText={building && !problem && found.isPending ? 'Đang tải...' : EMPTY}
        // It opens on All so the totals row (the last) is on screen.
        pageSizes={['all', '20', '50', '100']}
        toolbar={
          <Button icon={<PlusOutlined />} disabled={!building} onClick={() => setDialog({ kind: 'new' })}>
            Lập phiếu thu khác
          </Button>
        }
      />
      {building && dialog?.kind === 'new' && (
        <NewReceiptOtherForm building={building} cashWallet={cashWalletOf(building)} onClose={() => setDialog(undefined)} />
      )}
      {building && dialog?.kind === 'edit' && (
        <EditReceiptOtherForm building={building} id={dialog.row.id} date={dialog.row.date} onClose={() => setDialog(undefined)} />
      )}
    </Card>
  );
}
