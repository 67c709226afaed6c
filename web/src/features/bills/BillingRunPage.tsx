import { useQueries, useQuery } from '@tanstack/react-query';
import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Popconfirm, Skeleton, Space, Table, Tag } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { BILL_LINE_KINDS, BILL_LINE_NAMES, createPayments, updatePayment, type Bill, type RunAnswer } from '../../../../shared/api/bills';
import { BUILDING_CODES } from '../../../../shared/catalog/buildings';
import { notify } from '../../api/notify';
import { useCan } from '../../app/session/can';
import type { DataColumn } from '../../components/data-table/columns';
import { LaidTable } from '../../components/data-table/LaidTable';
import { asBuilding, DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { FormProblem } from '../../components/forms/FormProblem';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { useUrlState } from '../../components/filters/use-url-state';
import { formatCount, formatDateTime, formatVnd, formatNumber } from '../../lib/format';
import { EditBillModal } from './EditBillModal';
import { printBills } from './print';
import { paymentQueries } from './queries';
import { monthText } from '../../../../shared/dates';
import { staffNameOf } from '../../app/app-data/staff-names';
import { RoomLink } from '../../components/room-link/RoomLink';
import { billMessage, SendBills, type SendSource } from '../tenant-bills';

type Row = Bill & { made: boolean };

/** Calls in a row that billed nothing before the screen stops going on by itself. */
const MAX_STALLS = 3;

const amountOf = (b: Bill, kind: Bill['lines'][number]['kind']) => b.lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.amount, 0);

/** The kWh a bill charges (its electricity lines' quantities), or undefined when it has none. */
export const kwhOf = (b: Bill): number | undefined => {
  const lines = b.lines.filter((l) => l.kind === 'electricity' && l.quantity !== null);
  return lines.length ? lines.reduce((s, l) => s + (l.quantity ?? 0), 0) : undefined;
};

/** Where a made bill stands with the tenant: nothing, part or all of it paid (issue 23: the number is its own column). */
export const collectionOf = (b: Pick<Bill, 'total' | 'paid'>): { label: string; color: string } => {
  const paid = b.paid ?? 0;
  if (paid <= 0) return { label: 'Chưa thu', color: 'red' };
  if (paid < b.total) return { label: 'Thu một phần', color: 'orange' };
  return { label: 'Đã thu', color: 'green' };
};

/** A column of one item's amount on each bill. */
const moneyColumn = (title: string, kind: Bill['lines'][number]['kind']): DataColumn<Row> => ({
  key: kind,
  title,
  exportAs: 'money',
  kind: 'money',
  render: (_: unknown, b: Row) => formatVnd(amountOf(b, kind)),
});

/** Totals of a set of bills by item kind. */
export const totalsByKind = (bills: readonly Bill[]) =>
  Object.fromEntries(BILL_LINE_KINDS.map((k) => [k, bills.reduce((s, b) => s + amountOf(b, k), 0)])) as Record<(typeof BILL_LINE_KINDS)[number], number>;

/**
 * /bang-tinh-tien (business rules §5): a building's monthly run. Building and month in the URL; the
 * preview lists the bills the run would make and the checks that block it; 'Tính tiền' runs it (once:
 * a second run makes nothing more) and locks every date before the month; the month's bills with
 * totals per item, each editable until paid, all printable two A5 bills per A4 sheet; the month's
 * totals of every building below.
 */
export default function BillingRunPage() {
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string, month: d.month });
  const building = asBuilding(f.building);
  const canRun = useCan(createPayments);
  const canEdit = useCan(updatePayment);
  const [editing, setEditing] = useState<Bill>();
  const [progress, setProgress] = useState<string>();
  const lastRemaining = useRef(Number.POSITIVE_INFINITY);
  const stalls = useRef(0);
  const preview = useQuery({ ...paymentQueries.preview(building ?? DEFAULT_BUILDING, f.month), enabled: !!building });
  const run = useVoucherForm({
    form: { setFields: () => undefined },
    endpoint: createPayments,
    fields: ['building', 'month'],
    // A large building is billed over several calls, each answering before the Lambda's time runs out:
    // the screen goes on until no room is left (each call bills only rooms still without a bill).
    // Calls that bill nothing (the server busy planning) are tried a few times, then left to the user.
    onSuccess: (r: RunAnswer) => {
      stalls.current = r.remaining > 0 && r.remaining >= lastRemaining.current ? stalls.current + 1 : 0;
      lastRemaining.current = r.remaining;
      if (r.remaining > 0 && stalls.current < MAX_STALLS) {
        setProgress(`Đã lập ${formatCount(r.bills.length)} hoá đơn, còn ${formatCount(r.remaining)} phòng: đang tính tiếp…`);
        run.submit({ building: r.building, month: r.month });
        return;
      }
      setProgress(undefined);
      if (r.remaining > 0) {
        run.setProblem(`Chưa tính xong: còn ${formatCount(r.remaining)} phòng chưa có hoá đơn. Vui lòng bấm "Tính tiền" lần nữa.`);
        return;
      }
      notify.success(`Đã tính tiền tháng ${monthText(r.month)} toà ${r.building}: ${r.bills.length} phòng, ${formatVnd(r.total)}`);
    },
  });

  // Every building's bills of the month: the totals per building under the table.
  const months = useQueries({ queries: BUILDING_CODES.map((code) => paymentQueries.month(code, f.month)) });
  const byBuilding = BUILDING_CODES.map((code, i) => ({ building: code, count: months[i]?.data?.items.length, total: months[i]?.data?.total }));

  const data = preview.data;
  const made = useMemo(() => data?.bills ?? [], [data]);
  const pending = data?.pending ?? [];
  const checks = data?.checks ?? [];
  const rows = [...made.map((b) => ({ ...b, made: true })), ...pending.map((b) => ({ ...b, made: false }))];
  const totals = totalsByKind(rows);
  // "Gửi hoá đơn": the month's made bills, each asking what is left of it (send-messages.ts).
  const sendSources = useMemo(
    (): SendSource[] =>
      made.map((b) => ({ key: b.id, stay_id: b.stay_id, room_id: b.room_id, customer_name: b.customer_name, message: (url: string) => billMessage(b, url) })),
    [made],
  );

  return (
    <Card
      title={`Bảng tính tiền tháng ${monthText(f.month)}${building ? ` – toà ${building}` : ''}`}
      size="small"
      extra={
        <Space>
          <Button icon={<PrinterOutlined />} disabled={!made.length} onClick={() => printBills(`Hoá đơn tháng ${monthText(f.month)} toà ${building}`, made)}>
            In hoá đơn ({made.length})
          </Button>
          {building && <SendBills building={building} month={f.month} sources={sendSources} title="Bảng tính tiền" />}
          {canRun && (
            <Popconfirm
              title={`Tính tiền tháng ${monthText(f.month)} toà ${building}?`}
              description="Sau khi tính tiền, mọi ngày trước tháng này bị khoá sổ."
              okText="Tính tiền"
              cancelText="Không"
              onConfirm={() => {
                if (!building) return;
                setProgress(undefined);
                lastRemaining.current = Number.POSITIVE_INFINITY;
                stalls.current = 0;
                run.submit({ building, month: f.month });
              }}
              disabled={!pending.length || checks.length > 0}
            >
              <Button type="primary" loading={run.pending || (!!progress && !run.problem)} disabled={!data || !pending.length || checks.length > 0}>
                Tính tiền{pending.length ? ` (${pending.length} phòng)` : ''}
              </Button>
            </Popconfirm>
          )}
        </Space>
      }
    >
      <div className="app-toolbar">
        <ToolbarFilters fields={['building', 'month']} values={{ ...d, ...f }} onChange={set} />
      </div>
      {!building && <Alert type="warning" showIcon message="Vui lòng chọn một toà nhà" style={{ marginBottom: 12 }} />}
      <FormProblem voucher={run} />
      {progress && !run.problem && <Alert type="info" showIcon message={progress} style={{ marginBottom: 12 }} />}
      {building && preview.isPending && <Skeleton active />}
      {data && (
        <>
          {checks.length > 0 && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 12 }}
              message={`Chưa thể tính tiền: ${checks.length} phòng cần kiểm tra`}
              description={
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {checks.map((c) => (
                    <li key={`${c.room_id}-${c.kind}`}>{c.message}</li>
                  ))}
                </ul>
              }
            />
          )}
          {data.run && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              message={`Đã tính tiền lúc ${formatDateTime(data.run.created_at)} (${staffNameOf(data.run.created_by)})${pending.length ? `; còn ${pending.length} phòng chưa có hoá đơn` : ''}`}
            />
          )}
          <Descriptions size="small" bordered column={{ xs: 1, sm: 3, md: 6 }} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="Số phòng">{rows.length}</Descriptions.Item>
            {BILL_LINE_KINDS.filter((k) => (k !== 'other' && k !== 'repair') || totals[k] > 0).map((k) => (
              <Descriptions.Item key={k} label={BILL_LINE_NAMES[k]}>
                {formatVnd(totals[k])}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label="Tổng toà">
              <b>{formatVnd(data.total)}</b>
            </Descriptions.Item>
          </Descriptions>
          <LaidTable<Row>
            rowKey="id"
            pagination={false}
            dataSource={rows}
            locale={{ emptyText: 'Không có phòng nào đang ở trong tháng' }}
            columns={[
              {
                key: 'room_id',
                title: 'Phòng',
                dataIndex: 'room_id',
                render: (v: string, b: Row) => (
                  <RoomLink building={b.building} roomId={v}>
                    <b>{v}</b>
                  </RoomLink>
                ),
              },
              { key: 'customer_name', title: 'Khách thuê', dataIndex: 'customer_name' },
              { key: 'bill_no', title: 'Số HĐ', kind: 'id', render: (_: unknown, b: Row) => (b.made ? b.bill_no : '') },
              {
                key: 'kwh',
                title: 'Điện (kWh)',
                exportAs: 'number',
                render: (_: unknown, b: Bill) => (kwhOf(b) === undefined ? '' : formatNumber(kwhOf(b)!)),
              },
              ...(['rent', 'electricity', 'water', 'internet'] as const).map((k) => moneyColumn(BILL_LINE_NAMES[k], k)),
              moneyColumn('Khác', 'other'),
              ...(totals.repair > 0 ? [moneyColumn(BILL_LINE_NAMES.repair, 'repair')] : []),
              { key: 'total', title: 'Tổng', dataIndex: 'total', exportAs: 'money', kind: 'money', render: (v: number) => <b>{formatVnd(v)}</b> },
              // Paid so far: the room's credit at the run, then receipts and notes.
              {
                key: 'paid',
                title: 'Đã thu',
                exportAs: 'money',
                kind: 'money',
                render: (_: unknown, b: Row) => (b.made ? formatVnd(b.paid ?? 0) : ''),
              },
              {
                key: 'state',
                title: 'Trạng thái',
                render: (_: unknown, b: Row) => (b.made ? <Tag color={collectionOf(b).color}>{collectionOf(b).label}</Tag> : <Tag>Xem trước</Tag>),
              },
              {
                key: 'actions',
                title: '',
                kind: 'action',
                render: (_: unknown, b: Row) =>
                  b.made ? (
                    <Space size={4}>
                      <Button
                        size="small"
                        aria-label={`In hoá đơn ${b.room_id}`}
                        icon={<PrinterOutlined />}
                        onClick={() => printBills(`Hoá đơn ${b.bill_no}`, [b])}
                      />
                      {canEdit && b.status === 'open' && (
                        <Button size="small" onClick={() => setEditing(b)}>
                          Sửa
                        </Button>
                      )}
                    </Space>
                  ) : null,
              },
            ]}
          />
        </>
      )}
      <LaidTable
        rowKey="building"
        pagination={false}
        style={{ marginTop: 16, maxWidth: 520 }}
        title={() => <b>Tổng theo toà tháng {monthText(f.month)}</b>}
        dataSource={byBuilding}
        columns={[
          { key: 'building', title: 'Toà', dataIndex: 'building', kind: 'id' },
          { key: 'count', title: 'Số hoá đơn', dataIndex: 'count', exportAs: 'number', render: (v?: number) => v ?? '…' },
          {
            key: 'total',
            title: 'Tổng tiền',
            dataIndex: 'total',
            exportAs: 'money',
            kind: 'money',
            render: (v?: number) => (v === undefined ? '…' : formatVnd(v)),
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <b>Tổng</b>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {byBuilding.reduce((s, b) => s + (b.count ?? 0), 0)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <b>{formatVnd(byBuilding.reduce((s, b) => s + (b.total ?? 0), 0))}</b>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      {editing && <EditBillModal key={`${editing.id}-${editing.version}`} bill={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
