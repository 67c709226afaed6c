import { DollarOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, Modal, Space, Tabs, Tooltip, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import type { JournalLine } from '../../../../shared/api/ledger';
import { searchCashDeposits, searchReturnDeposits, updateReturnDeposit, type ReturnDeposit } from '../../../../shared/api/stays';
import { buildingName, type BuildingCode } from '../../../../shared/catalog/buildings';
import { walletName } from '../../../../shared/catalog/wallets';
import { notify } from '../../api/notify';
import { useCan } from '../../app/session/can';
import { displayName, useSession } from '../../app/session/session-store';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { daysWaitingColumn } from '../../components/data-table/days-waiting';
import { asBuilding, DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { periodCaption } from '../../components/filters/period-caption';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { queryProblem, useEachBuilding } from '../../components/filters/use-each-building';
import { useUrlState } from '../../components/filters/use-url-state';
import { FormProblem } from '../../components/forms/FormProblem';
import { cashWalletOf, walletOptions, walletRules } from '../../components/forms/choices';
import { useVoucherDate } from '../../components/forms/use-voucher-date';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { issuerOf, printSlip, type SlipLayout } from '../../components/print/slip';
import { statusLabel, statusOptions } from '../../components/status/status-look';
import { StatusTag } from '../../components/status/StatusTag';
import { RoomLink, boldRoomCell } from '../../components/room-link/RoomLink';
import { formatDate, formatNumber, formatVnd, ISO_DATE } from '../../lib/format';
import { moneyInWords } from '../../lib/money-words';
import { ledgerQueries } from '../ledger/queries';
import { voucherTypeLabel } from '../../../../shared/catalog/voucher-types';
import { RETURN_DEPOSIT_STATUS } from './choices';
import { stayQueries } from './queries';
import { createdByColumn } from '../../components/people/created-by';
import { staffNameOf } from '../../app/app-data/staff-names';
import { DayPicker } from '../../components/forms/DayPicker';
import { ChoiceSelect } from '../../components/forms/ChoiceSelect';

const TITLE = 'Báo cáo trả cọc';

type Row = ReturnDeposit & { isTotal?: boolean };

/** The payment slip handed over with the money (phiếu chi trả cọc), A5 like the deposit slip. */
export function refundPaymentSlip(r: ReturnDeposit, clerk?: string): SlipLayout {
  return {
    issuer: issuerOf(r.building),
    heading: 'PHIẾU CHI TRẢ CỌC',
    number: r.contract_no,
    date: r.returned_date ?? r.leave_date,
    lines: [
      ['Người nhận tiền', r.customer_name, true],
      ['Số điện thoại', r.phone ?? ''],
      ['Phòng', `${r.room_id} – ${buildingName(r.building)}`, true],
      ['Hợp đồng số', r.contract_no],
      ['Ngày trả phòng', formatDate(r.leave_date)],
      ['Số tiền trả cọc', formatVnd(r.amount), true],
      ['Hình thức chi', walletName(r.wallet)],
    ],
    amountInWords: { label: 'Số tiền bằng chữ', amount: r.amount },
    signatures: [
      ['Người nhận tiền', r.customer_name],
      ['Người chi tiền', clerk ?? staffNameOf(r.returned_by)],
    ],
  };
}
const printRefundPayment = (r: ReturnDeposit, clerk?: string) => printSlip(`Phiếu chi trả cọc ${r.room_id} (${r.building})`, refundPaymentSlip(r, clerk));

interface PayValues {
  wallet?: number;
  date?: Dayjs;
}

/** "Trả cọc": pays a pending refund from a wallet on a date (pending → returned; the ledger Dr 5212 / Cr wallet). */
function PayModal({ row, onClose, onPaid }: { row?: ReturnDeposit; onClose: () => void; onPaid: (r: ReturnDeposit) => void }) {
  const [form] = Form.useForm<PayValues>();
  const catalogue = useQuery(ledgerQueries.walletAccount());
  const building = (row?.building ?? DEFAULT_BUILDING) as BuildingCode;
  const voucher = useVoucherForm({
    form,
    endpoint: updateReturnDeposit,
    fields: ['wallet', 'date'],
    onSuccess: (paid) => {
      notify.success(`Đã trả cọc ${formatVnd(paid.amount)} cho ${paid.customer_name} (phòng ${paid.room_id})`);
      onPaid(paid);
      onClose();
    },
  });
  const paidDay = useVoucherDate({ date: row?.leave_date, message: `Ngày chi trả cọc phải từ ngày trả phòng (${formatDate(row?.leave_date)})` });
  return (
    <Modal
      open={Boolean(row)}
      title="Trả cọc cho khách"
      okText="Xác nhận đã trả cọc"
      cancelText="Đóng"
      confirmLoading={voucher.pending}
      onOk={() => form.submit()}
      onCancel={() => {
        voucher.reset();
        onClose();
      }}
      destroyOnHidden
    >
      {row && (
        <Form<PayValues>
          {...voucher.formProps}
          form={form}
          layout="vertical"
          name="pay-return-deposit"
          initialValues={{ wallet: cashWalletOf(row.building), date: dayjs().isBefore(row.leave_date, 'day') ? dayjs(row.leave_date) : dayjs() }}
          onFinish={(v) => voucher.submit({ id: row.id, wallet: v.wallet!, date: v.date!.format(ISO_DATE), version: row.version })}
        >
          <Descriptions size="small" column={1} bordered style={{ marginBottom: 12 }}>
            <Descriptions.Item label="Khách">
              {row.customer_name}
              {row.phone ? ` · ${row.phone}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label="Phòng">
              <RoomLink building={row.building} roomId={row.room_id} /> – {buildingName(row.building)} · HĐ {row.contract_no}
            </Descriptions.Item>
            <Descriptions.Item label="Ngày trả phòng">{formatDate(row.leave_date)}</Descriptions.Item>
            <Descriptions.Item label="Số tiền trả cọc">
              <b>{formatVnd(row.amount)}</b>
              <br />
              <Typography.Text type="secondary">{moneyInWords(row.amount)}</Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <FormProblem voucher={voucher} />
          <Form.Item label="Chi từ ví" name="wallet" rules={walletRules(updateReturnDeposit.body, building)}>
            <ChoiceSelect aria-label="Chi từ ví" options={walletOptions(catalogue.data?.wallets ?? [], building)} />
          </Form.Item>
          <Form.Item label="Ngày chi" name="date" rules={paidDay.rules(updateReturnDeposit.body)}>
            <DayPicker aria-label="Ngày chi" disabledDate={paidDay.disabledDate} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

function totalsRow(rows: readonly ReturnDeposit[]): Row {
  return {
    ...(rows[0] as ReturnDeposit),
    id: 'total',
    room_id: '',
    contract_no: 'Tổng cộng',
    customer_name: '',
    phone: undefined,
    leave_date: '',
    amount: rows.reduce((s, r) => s + r.amount, 0),
    wallet: undefined,
    returned_date: undefined,
    returned_by: undefined,
    isTotal: true,
  };
}

function returnColumns(showBuilding: boolean, actions: (r: Row) => ReactNode): DataColumn<Row>[] {
  const text = (r: Row, v: ReactNode) => (r.isTotal ? '' : v);
  const columns: (DataColumn<Row> | false)[] = [
    { key: 'leave_date', title: 'Ngày trả phòng', dataIndex: 'leave_date', exportAs: 'date', width: 115, render: (v: string) => formatDate(v) },
    showBuilding && { key: 'building', title: 'Toà', dataIndex: 'building', width: 60, render: (v: string, r) => text(r, v) },
    {
      key: 'room_id',
      title: 'Phòng',
      dataIndex: 'room_id',
      width: 70,
      render: (v: string, r) => boldRoomCell(r.building, v),
    },
    { key: 'contract_no', title: 'Số hợp đồng', dataIndex: 'contract_no', width: 150, render: (v: string, r) => (r.isTotal ? <b>{v}</b> : v) },
    { key: 'customer_name', title: 'Khách', dataIndex: 'customer_name', width: 160 },
    { key: 'phone', title: 'Điện thoại', dataIndex: 'phone', width: 120 },
    {
      key: 'amount',
      title: 'Số tiền trả cọc',
      dataIndex: 'amount',
      exportAs: 'number',
      align: 'right',
      width: 140,
      render: (v: number, r) => (r.isTotal ? <b>{formatVnd(v)}</b> : formatVnd(v)),
    },
    {
      key: 'status',
      title: 'Trạng thái',
      value: (r) => (r.isTotal ? '' : statusLabel(RETURN_DEPOSIT_STATUS, r.status)),
      width: 115,
      render: (_: unknown, r) => text(r, <StatusTag table={RETURN_DEPOSIT_STATUS} status={r.status} />),
    },
    // A refund waits from the check-out until it is paid (or cancelled).
    daysWaitingColumn<Row>((r) => (!r.isTotal && r.status === 'pending' ? r.leave_date : undefined)),
    {
      key: 'wallet',
      title: 'Chi từ ví',
      value: (r) => (r.wallet === undefined ? '' : walletName(r.wallet)),
      width: 150,
      render: (_: unknown, r) => (r.wallet === undefined ? '' : walletName(r.wallet)),
    },
    { key: 'returned_date', title: 'Ngày chi', dataIndex: 'returned_date', exportAs: 'date', width: 105, render: (v?: string) => formatDate(v) },
    createdByColumn<ReturnDeposit>((r) => r.returned_by, { key: 'returned_by', title: 'Người chi' }),
    { key: 'actions', title: 'Thao tác', noExport: true, width: 130, fixed: 'right', render: (_: unknown, r) => (r.isTotal ? null : actions(r)) },
  ];
  return columns.filter((c): c is DataColumn<Row> => Boolean(c));
}

type CashRow = JournalLine & { key: string };
const cashColumns = (showBuilding: boolean): DataColumn<CashRow>[] => {
  const columns: (DataColumn<CashRow> | false)[] = [
    { key: 'date', title: 'Ngày', dataIndex: 'date', exportAs: 'date', width: 100, render: (v: string) => formatDate(v) },
    showBuilding && { key: 'building', title: 'Toà', dataIndex: 'building', width: 60 },
    {
      key: 'voucher_type',
      title: 'Chứng từ',
      value: (r) => voucherTypeLabel(r.voucher_type),
      width: 160,
      render: (_: unknown, r) => voucherTypeLabel(r.voucher_type),
    },
    { key: 'description', title: 'Diễn giải', dataIndex: 'description' },
    { key: 'wallet', title: 'Ví', value: (r) => walletName(r.wallet), width: 160, render: (_: unknown, r) => walletName(r.wallet) },
    { key: 'debit', title: 'Thu vào', dataIndex: 'debit', exportAs: 'number', align: 'right', width: 130, render: (v: number) => (v ? formatVnd(v) : '') },
    { key: 'credit', title: 'Chi ra', dataIndex: 'credit', exportAs: 'number', align: 'right', width: 130, render: (v: number) => (v ? formatVnd(v) : '') },
  ];
  return columns.filter((c): c is DataColumn<CashRow> => Boolean(c));
};

/** Cash and bank movements of deposit money in the period: received, received at check-in, refunded. */
function CashMovements({ building, from, to }: { building: string; from: string; to: string }) {
  const query = { from, to, building: asBuilding(building) };
  const problem = queryProblem(searchCashDeposits, query);
  const result = useQuery({ ...stayQueries.cashDeposits(query), enabled: !problem });
  const rows: CashRow[] = useMemo(() => (result.data?.lines ?? []).map((l) => ({ ...l, key: `${l.entry_id}-${l.line}` })), [result.data]);
  const title = 'Dòng tiền cọc qua quỹ và ngân hàng';
  return (
    <>
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      <Space wrap size={[16, 4]} style={{ marginBottom: 8 }}>
        <Typography.Text>
          Thu vào: <b>{formatVnd(result.data?.total_in ?? 0)}</b>
        </Typography.Text>
        <Typography.Text>
          Chi ra: <b>{formatVnd(result.data?.total_out ?? 0)}</b>
        </Typography.Text>
        <Typography.Text>
          Chênh lệch: <b>{formatVnd((result.data?.total_in ?? 0) - (result.data?.total_out ?? 0))}</b>
        </Typography.Text>
      </Space>
      <DataTable<CashRow>
        title={title}
        fileName={`dong-tien-coc-${building}-${from}-${to}`}
        columns={cashColumns(!asBuilding(building))}
        rows={rows}
        rowKey="key"
        loading={result.isFetching}
        emptyText="Không có dòng tiền cọc nào trong khoảng thời gian này"
      />
    </>
  );
}

/**
 * Deposit return report (spec §2 /bao-cao-tra-coc, business rules §4): the refunds check-outs left,
 * pending or returned, with "Trả cọc" (wallet and date) on the pending ones and their totals; and the
 * deposit money that went through the wallets in the period.
 */
export default function ReturnDepositsPage() {
  const session = useSession();
  const clerk = displayName(session);
  const canPay = useCan(updateReturnDeposit);
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string, from: d.from, to: d.to, status: 'pending', tab: 'refunds' });
  const [paying, setPaying] = useState<ReturnDeposit>();

  const status = (f.status || undefined) as ReturnDeposit['status'] | undefined;
  const problem = queryProblem(searchReturnDeposits, { building: asBuilding(f.building) ?? DEFAULT_BUILDING, from: f.from, to: f.to, status });
  const found = useEachBuilding(f.building, (building) => stayQueries.returnDeposits({ building, from: f.from, to: f.to, status }), !problem);
  const sorted = useMemo(
    // Open work newest first (issue 23 §9): the latest check-out on top, with how long each refund has waited.
    () => [...found.rows].sort((a, b) => b.leave_date.localeCompare(a.leave_date) || a.room_id.localeCompare(b.room_id, 'en', { numeric: true })),
    [found.rows],
  );
  const rows: Row[] = sorted.length ? [...sorted, totalsRow(sorted)] : [];
  const sum = (s: ReturnDeposit['status']) => sorted.filter((r) => r.status === s).reduce((t, r) => t + r.amount, 0);

  const actions = (r: Row) =>
    r.status === 'pending' ? (
      canPay ? (
        <Button size="small" type="primary" icon={<DollarOutlined />} onClick={() => setPaying(r)} aria-label={`Trả cọc ${r.contract_no}`}>
          Trả cọc
        </Button>
      ) : null
    ) : r.status === 'returned' ? (
      <Tooltip title="In phiếu chi trả cọc">
        <Button
          size="small"
          icon={<PrinterOutlined />}
          aria-label={`In phiếu chi ${r.contract_no}`}
          onClick={() => printRefundPayment(r, r.returned_by === session.username ? clerk : undefined)}
        />
      </Tooltip>
    ) : null;

  const refunds = (
    <>
      <div className="app-toolbar">
        <ChoiceSelect
          aria-label="Trạng thái trả cọc"
          value={f.status}
          options={statusOptions(RETURN_DEPOSIT_STATUS)}
          onChange={(s) => set({ status: s })}
          style={{ width: 170 }}
        />
      </div>
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      <Space wrap size={[16, 4]} style={{ marginBottom: 8 }}>
        <Typography.Text>
          Số khoản: <b>{formatNumber(sorted.length)}</b>
        </Typography.Text>
        <Typography.Text>
          Chờ trả: <b>{formatVnd(sum('pending'))}</b>
        </Typography.Text>
        <Typography.Text>
          Đã trả: <b>{formatVnd(sum('returned'))}</b>
        </Typography.Text>
      </Space>
      <DataTable<Row>
        title={TITLE}
        fileName={`bao-cao-tra-coc-${f.building}-${f.from}-${f.to}`}
        columns={returnColumns(!asBuilding(f.building), actions)}
        rows={rows}
        rowKey="id"
        loading={found.fetching}
        emptyText={found.pending && !problem ? 'Đang tải...' : 'Không có khoản trả cọc nào trong khoảng thời gian này'}
      />
    </>
  );

  return (
    <Card title={TITLE} size="small">
      <div className="app-toolbar">
        <ToolbarFilters fields={['building', 'from', 'to']} values={{ ...d, ...f }} onChange={set} />
        <Typography.Text type="secondary">{periodCaption(f.from, f.to, f.building)} (theo ngày trả phòng)</Typography.Text>
      </div>
      <Tabs
        destroyOnHidden
        activeKey={f.tab}
        onChange={(tab) => set({ tab })}
        items={[
          { key: 'refunds', label: 'Khoản trả cọc', children: refunds },
          { key: 'cash', label: 'Dòng tiền cọc', children: <CashMovements building={f.building} from={f.from} to={f.to} /> },
        ]}
      />
      {canPay && <PayModal row={paying} onClose={() => setPaying(undefined)} onPaid={(r) => printRefundPayment(r, clerk)} />}
    </Card>
  );
}
