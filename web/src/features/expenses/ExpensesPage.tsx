import { CloudDownloadOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Tabs, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import {
  searchCashTransferSlips,
  searchReceiptCash,
  createCashTransferSlip,
  createReceiptCash,
  type CashTransferSlip,
  type ReceiptCash,
} from '../../../../shared/api/expenses/cash-slips';
import { createDisbursement, listDisbursements, type Disbursement } from '../../../../shared/api/expenses';
import { payeeKey } from '../../../../shared/api/expenses/payees';
import { accountOf } from '../../../../shared/catalog/accounts';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { walletName } from '../../../../shared/catalog/wallets';
import { useCan } from '../../app/session/can';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { asBuilding, DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { periodCaption } from '../../components/filters/period-caption';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { queryProblem } from '../../components/filters/use-each-building';
import { useListFilters } from '../../components/filters/use-list-filters';
import { formatDate, formatNumber, formatVnd } from '../../lib/format';
import { CashTransferForm, ReceiptCashForm } from './CashSlipForms';
import { ChototImport } from './ChototImport';
import { DisbursementForm } from './DisbursementForm';
import { printDisbursement } from './print';
import { expenseQueries, type RangeQuery } from './queries';

const TITLE = 'Phiếu chi';

const categoryText = (key: string) => {
  const a = accountOf(key);
  return a ? `${a.accounting_account} – ${a.text}` : key;
};

/** The month's (or range's) expense slips, each with its edit and its 02-TT print. */
function DisbursementsTab({ building, query }: { building: BuildingCode; query: RangeQuery }) {
  const found = useQuery(expenseQueries.disbursements(query));
  const payees = useQuery(expenseQueries.payees());
  const canWrite = useCan(createDisbursement);
  const [dialog, setDialog] = useState<{ kind: 'new' } | { kind: 'edit'; slip: Disbursement } | { kind: 'chotot' }>();
  const rows = found.data ?? [];
  const total = rows.reduce((s, d) => s + d.amount, 0);
  const print = (slip: Disbursement) => {
    const p = payees.data?.payees.find((x) => payeeKey(x.name) === payeeKey(slip.payee));
    printDisbursement({ slip, ...(p?.account_no ? { payeeBank: `${p.bank_name ?? ''} ${p.account_no}`.trim() } : {}) });
  };
  const columns = useMemo<DataColumn<Disbursement>[]>(
    () => [
      { key: 'date', title: 'Ngày', dataIndex: 'date', exportAs: 'date', render: (v: string) => formatDate(v) },
      { key: 'slip_no', title: 'Số phiếu', dataIndex: 'slip_no' },
      { key: 'payee', title: 'Người nhận', dataIndex: 'payee' },
      { key: 'category', title: 'Khoản chi', dataIndex: 'category', render: (v: string) => categoryText(v) },
      { key: 'wallet', title: 'Chi từ ví', dataIndex: 'wallet', render: (v: number) => walletName(v) },
      { key: 'amount', title: 'Số tiền', dataIndex: 'amount', exportAs: 'number', kind: 'money', render: (v: number) => formatVnd(v) },
      { key: 'description', title: 'Nội dung', dataIndex: 'description' },
      {
        key: 'action',
        title: '',
        noExport: true,
        render: (_: unknown, d: Disbursement) => (
          <Space size={4}>
            {canWrite && (
              <Button size="small" aria-label={`Sửa phiếu ${d.slip_no}`} onClick={() => setDialog({ kind: 'edit', slip: d })}>
                Sửa
              </Button>
            )}
            <Button size="small" icon={<PrinterOutlined />} aria-label={`In phiếu ${d.slip_no}`} onClick={() => print(d)} />
          </Space>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- print reads the payees as they are when clicked
    [canWrite, payees.data],
  );
  return (
    <>
      <Typography.Text>
        Số phiếu: <b>{formatNumber(rows.length)}</b> · Tổng chi: <b>{formatVnd(total)}</b>
      </Typography.Text>
      <DataTable<Disbursement>
        title={TITLE}
        fileName={`phieu-chi-${query.building}-${query.from}-${query.to}`}
        columns={columns}
        rows={rows}
        rowKey="id"
        loading={found.isFetching}
        emptyText={found.isPending ? 'Đang tải...' : 'Không có phiếu chi nào trong khoảng thời gian này'}
        toolbar={
          canWrite && (
            <Space>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'new' })}>
                Lập phiếu chi
              </Button>
              <Button icon={<CloudDownloadOutlined />} onClick={() => setDialog({ kind: 'chotot' })}>
                Nhập chi quảng cáo Chợ Tốt
              </Button>
            </Space>
          )
        }
      />
      {dialog?.kind === 'new' && <DisbursementForm building={building} onClose={() => setDialog(undefined)} />}
      {dialog?.kind === 'edit' && <DisbursementForm building={building} slip={dialog.slip} onClose={() => setDialog(undefined)} />}
      {dialog?.kind === 'chotot' && <ChototImport building={building} onClose={() => setDialog(undefined)} />}
    </>
  );
}

const TRANSFER_COLUMNS: DataColumn<CashTransferSlip>[] = [
  { key: 'date', title: 'Ngày', dataIndex: 'date', exportAs: 'date', render: (v: string) => formatDate(v) },
  { key: 'slip_no', title: 'Số phiếu', dataIndex: 'slip_no' },
  { key: 'from_wallet', title: 'Từ quỹ', dataIndex: 'from_wallet', render: (v: number) => walletName(v) },
  { key: 'to_wallet', title: 'Sang ví', dataIndex: 'to_wallet', render: (v: number) => walletName(v) },
  { key: 'amount', title: 'Số tiền', dataIndex: 'amount', exportAs: 'number', kind: 'money', render: (v: number) => formatVnd(v) },
  { key: 'note', title: 'Ghi chú', dataIndex: 'note' },
];

const RECEIPT_COLUMNS: DataColumn<ReceiptCash>[] = [
  { key: 'date', title: 'Ngày', dataIndex: 'date', exportAs: 'date', render: (v: string) => formatDate(v) },
  { key: 'receipt_no', title: 'Số phiếu', dataIndex: 'receipt_no' },
  { key: 'wallet', title: 'Vào ví', dataIndex: 'wallet', render: (v: number) => walletName(v) },
  { key: 'account', title: 'Ghi Có', dataIndex: 'account_key', render: (v: string) => categoryText(v) },
  { key: 'payer', title: 'Người nộp', dataIndex: 'payer' },
  { key: 'amount', title: 'Số tiền', dataIndex: 'amount', exportAs: 'number', kind: 'money', render: (v: number) => formatVnd(v) },
  { key: 'note', title: 'Ghi chú', dataIndex: 'note' },
];

/** A list tab of cash slips: its table and the dialog that adds one. */
function SlipsTab<T extends { id: string }>({
  title,
  fileName,
  columns,
  found,
  empty,
  canWrite,
  addLabel,
  dialog,
}: {
  title: string;
  fileName: string;
  columns: DataColumn<T>[];
  found: UseQueryResult<T[]>;
  empty: string;
  canWrite: boolean;
  addLabel: string;
  dialog: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DataTable<T>
        title={title}
        fileName={fileName}
        columns={columns}
        rows={found.data ?? []}
        rowKey="id"
        loading={found.isFetching}
        emptyText={found.isPending ? 'Đang tải...' : empty}
        toolbar={
          canWrite && (
            <Button icon={<PlusOutlined />} onClick={() => setOpen(true)}>
              {addLabel}
            </Button>
          )
        }
      />
      {open && dialog(() => setOpen(false))}
    </>
  );
}

/** Cash transfer slips of the building (the search reads one partition per month for every building, filtered to this one). */
function CashTransfersTab({ building, query }: { building: BuildingCode; query: RangeQuery }) {
  return (
    <SlipsTab<CashTransferSlip>
      title="Phiếu chuyển tiền quỹ"
      fileName={`chuyen-tien-quy-${query.building}-${query.from}-${query.to}`}
      columns={TRANSFER_COLUMNS}
      found={useQuery(expenseQueries.cashTransfers(query))}
      empty="Không có phiếu chuyển tiền nào trong khoảng thời gian này"
      canWrite={useCan(createCashTransferSlip)}
      addLabel="Lập phiếu chuyển tiền"
      dialog={(close) => <CashTransferForm building={building} onClose={close} />}
    />
  );
}

function ReceiptsCashTab({ building, query }: { building: BuildingCode; query: RangeQuery }) {
  return (
    <SlipsTab<ReceiptCash>
      title="Phiếu thu tiền (TM)"
      fileName={`phieu-thu-tm-${query.building}-${query.from}-${query.to}`}
      columns={RECEIPT_COLUMNS}
      found={useQuery(expenseQueries.receiptsCash(query))}
      empty="Không có phiếu thu nào trong khoảng thời gian này"
      canWrite={useCan(createReceiptCash)}
      addLabel="Lập phiếu thu tiền"
      dialog={(close) => <ReceiptCashForm building={building} onClose={close} />}
    />
  );
}

/**
 * /phieu-chi: the expense slips of a building and period (new, edit, print in the 02-TT style, the
 * Chợ Tốt import), with two more tabs on the same filters: cash transfer slips (a cash box paying into
 * another box or the bank) and general cash receipts (TM).
 */
export default function ExpensesPage() {
  const d = toolbarDefaults();
  const [f, set] = useListFilters({});
  const building = asBuilding(f.building);
  const query: RangeQuery = { building: building ?? DEFAULT_BUILDING, from: f.from, to: f.to };
  const problem = building
    ? (queryProblem(listDisbursements, query) ?? queryProblem(searchCashTransferSlips, query) ?? queryProblem(searchReceiptCash, query))
    : undefined;
  const ready = building && !problem;
  return (
    <Card title={TITLE} size="small">
      <div className="app-toolbar">
        <ToolbarFilters fields={['building', 'from', 'to']} values={{ ...d, ...f }} onChange={set} />
      </div>
      {!building && <Alert type="warning" showIcon message="Vui lòng chọn một toà nhà" style={{ marginBottom: 12 }} />}
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      {building && <Typography.Paragraph type="secondary">{periodCaption(f.from, f.to, building)}</Typography.Paragraph>}
      {ready && (
        <Tabs
          destroyOnHidden
          items={[
            { key: 'disbursements', label: 'Phiếu chi', children: <DisbursementsTab building={building} query={query} /> },
            { key: 'transfers', label: 'Chuyển tiền quỹ', children: <CashTransfersTab building={building} query={query} /> },
            { key: 'receipts', label: 'Phiếu thu tiền (TM)', children: <ReceiptsCashTab building={building} query={query} /> },
          ]}
        />
      )}
    </Card>
  );
}
