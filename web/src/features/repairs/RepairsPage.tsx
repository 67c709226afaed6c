import { PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Popconfirm, Space, Tabs, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import {
  PAYMENT_STATUS_TEXT,
  REPAIR_BOOK_TEXT,
  REPAIR_ENDPOINTS,
  REPAIR_STATUSES,
  REPAIR_STATUS_TEXT,
  type RepairBook,
  type RepairmanTotal,
  type RepairRequest,
  type RepairStatus,
  type RepairTimesheet,
  type TimesheetWithRequests,
} from '../../../../shared/api/repairs';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { notify } from '../../api/notify';
import { useCan } from '../../app/session/can';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { daysWaiting, daysWaitingColumn } from '../../components/data-table/days-waiting';
import { asBuilding, DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { queryProblem } from '../../components/filters/use-each-building';
import { useListFilters } from '../../components/filters/use-list-filters';
import { useVoucherAction } from '../../components/forms/use-voucher-action';
import { formatDate, formatMonth, formatNumber, formatVnd } from '../../lib/format';
import { PayForm } from './PayForm';
import { printTimesheets } from './print';
import { repairQueries, type MonthQuery, type RequestQuery } from './queries';
import { RepairmenTab } from './RepairmenTab';
import { RequestForm } from './RequestForm';
import { RoomLink } from '../../components/room-link/RoomLink';
import { requestLabel, TimesheetForm } from './TimesheetForm';

const STATUS_COLOR: Record<RepairStatus, string> = { not_repaired: 'red', timesheet_done: 'gold', completed: 'green' };
const place = (r: Pick<RepairRequest, 'room_id' | 'common_area'>) => (r.room_id ? `Phòng ${r.room_id}` : (r.common_area ?? ''));
/** What a tenant-caused repair charges and whether a bill took it yet. */
const chargeText = (r: RepairRequest) =>
  r.tenant_caused ? `${formatVnd(r.charge_amount ?? 0)} – ${r.charged_bill_id ? `đã vào hoá đơn ${r.charged_bill_no ?? ''}` : 'chờ hoá đơn tháng tới'}` : '';
/** How long a request not yet completed has waited since it was reported (today in Asia/Ho_Chi_Minh); a completed one no longer waits. */
const waitingSince = (r: Pick<RepairRequest, 'status' | 'reported_on'>) => (r.status === 'completed' ? undefined : r.reported_on);
export const daysOpen = (r: Pick<RepairRequest, 'status' | 'reported_on'>, today?: string): number | undefined => daysWaiting(waitingSince(r), today);
const work = (t: Pick<RepairTimesheet, 'days' | 'hours'>) => (t.days !== undefined ? `${formatNumber(t.days)} ngày` : `${formatNumber(t.hours)} giờ`);

/**
 * The requests of the range with their status tabs; a new one or an edit (status one step forward) in a
 * dialog. Opened on a room (`room`, the room page's "Báo sửa chữa"), the new-request form opens at once
 * with that room filled in; closing it drops the room from the address (`onRoomDone`).
 */
function RequestsTab({
  book,
  building,
  query,
  room,
  onRoomDone,
}: {
  book: RepairBook;
  building: BuildingCode;
  query: RequestQuery;
  room?: string;
  onRoomDone: () => void;
}) {
  const [status, setStatus] = useState<RepairStatus | 'all'>('all');
  const found = useQuery(repairQueries.requests(book, { ...query, ...(status === 'all' ? {} : { status }) }));
  const canWrite = useCan(REPAIR_ENDPOINTS[book].createRequest);
  const [opened, setDialog] = useState<{ request?: RepairRequest; room?: string }>();
  const dialog = opened ?? (room && canWrite ? { room } : undefined);
  const close = () => {
    setDialog(undefined);
    if (room) onRoomDone();
  };
  const rows = found.data?.items ?? [];
  const columns = useMemo<DataColumn<RepairRequest>[]>(
    () => [
      { key: 'reported_on', title: 'Ngày báo', dataIndex: 'reported_on', exportAs: 'date', render: (v: string) => formatDate(v) },
      {
        key: 'place',
        title: 'Vị trí',
        value: place,
        render: (_: unknown, r: RepairRequest) =>
          r.room_id ? (
            <>
              Phòng <RoomLink building={r.building} roomId={r.room_id} />
            </>
          ) : (
            place(r)
          ),
      },
      { key: 'description', title: 'Nội dung', dataIndex: 'description' },
      { key: 'reported_by', title: 'Người báo', dataIndex: 'reported_by' },
      {
        key: 'status',
        title: 'Trạng thái',
        value: (r) => REPAIR_STATUS_TEXT[r.status],
        render: (_: unknown, r: RepairRequest) => <Tag color={STATUS_COLOR[r.status]}>{REPAIR_STATUS_TEXT[r.status]}</Tag>,
      },
      daysWaitingColumn<RepairRequest>(waitingSince),
      { key: 'completed_on', title: 'Ngày hoàn thành', dataIndex: 'completed_on', exportAs: 'date', render: (v?: string) => (v ? formatDate(v) : '') },
      {
        key: 'charge',
        title: 'Khách gây ra',
        value: chargeText,
        render: (_: unknown, r: RepairRequest) => (r.tenant_caused ? <Tag color={r.charged_bill_id ? 'green' : 'orange'}>{chargeText(r)}</Tag> : ''),
      },
      {
        key: 'action',
        title: '',
        noExport: true,
        render: (_: unknown, r: RepairRequest) =>
          canWrite &&
          r.status !== 'completed' && (
            <Button size="small" aria-label={`Sửa phiếu ${place(r)}`} onClick={() => setDialog({ request: r })}>
              Sửa
            </Button>
          ),
      },
    ],
    [canWrite],
  );
  return (
    <>
      <Tabs
        size="small"
        activeKey={status}
        onChange={(k) => setStatus(k as RepairStatus | 'all')}
        items={[{ key: 'all', label: 'Tất cả' }, ...REPAIR_STATUSES.map((s) => ({ key: s, label: REPAIR_STATUS_TEXT[s] }))]}
      />
      <DataTable<RepairRequest>
        title={`Phiếu ${REPAIR_BOOK_TEXT[book].toLowerCase()}`}
        fileName={`phieu-sua-chua-${book}-${query.building}-${query.from}-${query.to}`}
        columns={columns}
        rows={rows}
        rowKey="id"
        loading={found.isFetching}
        emptyText={found.isPending ? 'Đang tải...' : 'Không có phiếu sửa chữa nào trong khoảng thời gian này'}
        toolbar={
          canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
              Báo sửa chữa
            </Button>
          )
        }
      />
      {dialog && <RequestForm book={book} building={building} request={dialog.request} room={dialog.room} onClose={close} />}
    </>
  );
}

type SheetRow = TimesheetWithRequests;

/** The month's timesheets with the requests they worked on; a new one, an edit of an unpaid one, the A4 print. */
function TimesheetsTab({
  book,
  building,
  month,
  requests,
}: {
  book: RepairBook;
  building: BuildingCode;
  month: MonthQuery;
  requests: readonly RepairRequest[];
}) {
  const found = useQuery(repairQueries.timesheets(book, month));
  const canWrite = useCan(REPAIR_ENDPOINTS[book].createTimesheet);
  const [dialog, setDialog] = useState<{ timesheet?: RepairTimesheet }>();
  // The payment as the row shows it: its id and the version read with the month's timesheets.
  const { run: cancelPayment, running: cancelling } = useVoucherAction({
    endpoint: REPAIR_ENDPOINTS[book].cancelPayment,
    request: (t: SheetRow) => ({ body: { payment_id: t.payment_id!, version: t.payment_version! } }),
    onSuccess: (p) => notify.success(`Đã huỷ phiếu chi ${p.slip_no}: các bảng chấm công trở lại Chưa thanh toán`),
  });
  const rows: SheetRow[] = found.data?.items ?? [];
  const columns = useMemo<DataColumn<SheetRow>[]>(
    () => [
      { key: 'date', title: 'Ngày', dataIndex: 'date', exportAs: 'date', render: (v: string) => formatDate(v) },
      { key: 'repairman_name', title: 'Thợ', dataIndex: 'repairman_name' },
      { key: 'work', title: 'Công', value: work, render: (_: unknown, t: SheetRow) => work(t) },
      { key: 'wage', title: 'Tiền công', dataIndex: 'wage', exportAs: 'money', kind: 'money', render: (v: number) => formatVnd(v) },
      { key: 'materials', title: 'Vật tư', dataIndex: 'materials', exportAs: 'money', kind: 'money', render: (v: number) => formatVnd(v) },
      { key: 'total', title: 'Thành tiền', dataIndex: 'total', exportAs: 'money', kind: 'money', render: (v: number) => formatVnd(v) },
      {
        key: 'requests',
        title: 'Phiếu sửa chữa',
        value: (t) => t.requests.map(requestLabel).join('; '),
        render: (_: unknown, t: SheetRow) => t.requests.map(requestLabel).join('; '),
      },
      {
        key: 'payment_status',
        title: 'Thanh toán',
        value: (t) => PAYMENT_STATUS_TEXT[t.payment_status],
        render: (_: unknown, t: SheetRow) =>
          t.payment_status === 'paid' ? <Tag color="green">{`Đã thanh toán ${t.payment_no ?? ''}`}</Tag> : <Tag>{PAYMENT_STATUS_TEXT.not_paid}</Tag>,
      },
      {
        key: 'action',
        title: '',
        noExport: true,
        render: (_: unknown, t: SheetRow) =>
          canWrite &&
          (t.payment_status === 'not_paid' ? (
            <Button size="small" aria-label={`Sửa chấm công ${t.repairman_name} ${formatDate(t.date)}`} onClick={() => setDialog({ timesheet: t })}>
              Sửa
            </Button>
          ) : (
            <Popconfirm
              title={`Huỷ phiếu chi ${t.payment_no ?? ''}? Các bảng chấm công của phiếu trở lại Chưa thanh toán.`}
              okText="Huỷ phiếu chi"
              cancelText="Không"
              onConfirm={() => cancelPayment(t)}
            >
              <Button size="small" danger aria-label={`Huỷ thanh toán ${t.payment_no ?? ''}`} loading={cancelling?.payment_id === t.payment_id}>
                Huỷ thanh toán
              </Button>
            </Popconfirm>
          )),
      },
    ],
    [canWrite, cancelPayment, cancelling],
  );
  const print = () =>
    printTimesheets(
      `BẢNG CHẤM CÔNG ${REPAIR_BOOK_TEXT[book].toUpperCase()}`,
      `Toà ${building} – tháng ${formatMonth(`${month.month}-01`)}`,
      rows.map((t) => ({ ...t, work: t.requests.map(requestLabel).join('; ') })),
    );
  return (
    <>
      <DataTable<SheetRow>
        title="Bảng chấm công"
        fileName={`cham-cong-${book}-${month.building}-${month.month}`}
        columns={columns}
        rows={rows}
        rowKey="id"
        loading={found.isFetching}
        emptyText={found.isPending ? 'Đang tải...' : 'Chưa có bảng chấm công nào trong tháng'}
        toolbar={
          <Space>
            {canWrite && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
                Chấm công
              </Button>
            )}
            <Button icon={<PrinterOutlined />} disabled={!rows.length} onClick={print}>
              In bảng chấm công
            </Button>
          </Space>
        }
      />
      {dialog && <TimesheetForm book={book} building={building} requests={requests} timesheet={dialog.timesheet} onClose={() => setDialog(undefined)} />}
    </>
  );
}

/** The month's totals per repairman: "Thanh toán" pays what is unpaid as one voucher; each repairman's A4 timesheet. */
function TotalsTab({ book, month }: { book: RepairBook; month: MonthQuery }) {
  const found = useQuery(repairQueries.totals(book, month));
  const sheets = useQuery(repairQueries.timesheets(book, month));
  const canPay = useCan(REPAIR_ENDPOINTS[book].payTimesheets);
  const [paying, setPaying] = useState<RepairmanTotal>();
  const rows = found.data?.items ?? [];
  const printOf = (r: RepairmanTotal) =>
    printTimesheets(
      `BẢNG CHẤM CÔNG ${REPAIR_BOOK_TEXT[book].toUpperCase()}`,
      `${r.repairman_name} – toà ${r.building} – tháng ${formatMonth(`${month.month}-01`)}`,
      (sheets.data?.items ?? []).filter((t) => t.repairman_id === r.repairman_id).map((t) => ({ ...t, work: t.requests.map(requestLabel).join('; ') })),
    );
  const columns = useMemo<DataColumn<RepairmanTotal>[]>(
    () => [
      { key: 'repairman_name', title: 'Thợ', dataIndex: 'repairman_name' },
      { key: 'timesheets', title: 'Số bảng', dataIndex: 'timesheets', exportAs: 'number', kind: 'money' },
      { key: 'days', title: 'Ngày công', dataIndex: 'days', exportAs: 'number', kind: 'money', render: (v: number) => formatNumber(v) },
      { key: 'hours', title: 'Giờ công', dataIndex: 'hours', exportAs: 'number', kind: 'money', render: (v: number) => formatNumber(v) },
      { key: 'wage', title: 'Tiền công', dataIndex: 'wage', exportAs: 'money', kind: 'money', render: (v: number) => formatVnd(v) },
      { key: 'materials', title: 'Vật tư', dataIndex: 'materials', exportAs: 'money', kind: 'money', render: (v: number) => formatVnd(v) },
      { key: 'total', title: 'Tổng', dataIndex: 'total', exportAs: 'money', kind: 'money', render: (v: number) => formatVnd(v) },
      { key: 'paid', title: 'Đã thanh toán', dataIndex: 'paid', exportAs: 'money', kind: 'money', render: (v: number) => formatVnd(v) },
      { key: 'unpaid', title: 'Chưa thanh toán', dataIndex: 'unpaid', exportAs: 'money', kind: 'money', render: (v: number) => formatVnd(v) },
      {
        key: 'action',
        title: '',
        noExport: true,
        render: (_: unknown, r: RepairmanTotal) => (
          <Space size={4}>
            {canPay && r.unpaid > 0 && (
              <Button size="small" type="primary" aria-label={`Thanh toán ${r.repairman_name}`} onClick={() => setPaying(r)}>
                Thanh toán
              </Button>
            )}
            <Button size="small" icon={<PrinterOutlined />} aria-label={`In bảng chấm công ${r.repairman_name}`} onClick={() => printOf(r)} />
          </Space>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the print reads the timesheets as they are when clicked
    [canPay, sheets.data],
  );
  const unpaid = rows.reduce((s, r) => s + r.unpaid, 0);
  return (
    <>
      <Typography.Text>
        Tổng chưa thanh toán: <b>{formatVnd(unpaid)}</b>
      </Typography.Text>
      <DataTable<RepairmanTotal>
        title="Tổng tiền sửa chữa trong tháng"
        fileName={`tong-tien-sua-chua-${book}-${month.building}-${month.month}`}
        columns={columns}
        rows={rows}
        rowKey="repairman_id"
        loading={found.isFetching}
        emptyText={found.isPending ? 'Đang tải...' : 'Chưa có bảng chấm công nào trong tháng'}
      />
      {paying && <PayForm book={book} month={month.month} row={paying} onClose={() => setPaying(undefined)} />}
    </>
  );
}

/**
 * /phieu-sua-chua-va-cham-cong and /phieu-sua-chua-va-cham-cong-pccc-lon: one screen per book (never
 * mixed): the requests of a building and period with their status tabs, the month's timesheets, the
 * month's total per repairman with the payment (one expense voucher, its 02-TT slip printed) and the
 * repairmen.
 */
export function RepairsPage({ book }: { book: RepairBook }) {
  const d = toolbarDefaults();
  // The tab is in the address too: the dashboard's 'unpaid timesheets' opens on the month's totals;
  // `room` opens a new request on that room (the room page's "Báo sửa chữa": `?building=&room=`).
  const [f, set] = useListFilters({ month: d.month, tab: 'requests', room: '' });
  const building = asBuilding(f.building);
  const query: RequestQuery = { building: building ?? DEFAULT_BUILDING, from: f.from, to: f.to };
  const month: MonthQuery = { building: building ?? DEFAULT_BUILDING, month: f.month };
  const problem = building ? queryProblem(REPAIR_ENDPOINTS[book].listRequests, query) : undefined;
  const requests = useQuery({ ...repairQueries.requests(book, query), enabled: Boolean(building && !problem) });
  const title = book === 'pccc' ? 'Phiếu sửa chữa và chấm công PCCC lớn' : 'Phiếu sửa chữa và chấm công';
  return (
    <Card title={title} size="small">
      <div className="app-toolbar">
        <ToolbarFilters fields={['building', 'from', 'to', 'month']} values={{ ...d, ...f }} onChange={set} />
      </div>
      {!building && <Alert type="warning" showIcon message="Vui lòng chọn một toà nhà" style={{ marginBottom: 12 }} />}
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      {building && !problem && (
        <Tabs
          destroyOnHidden
          activeKey={f.tab}
          onChange={(tab) => set({ tab })}
          items={[
            {
              key: 'requests',
              label: 'Phiếu sửa chữa',
              children: <RequestsTab book={book} building={building} query={query} room={f.room || undefined} onRoomDone={() => set({ room: '' })} />,
            },
            {
              key: 'timesheets',
              label: 'Chấm công',
              children: <TimesheetsTab book={book} building={building} month={month} requests={requests.data?.items ?? []} />,
            },
            { key: 'totals', label: 'Tổng tiền tháng', children: <TotalsTab book={book} month={month} /> },
            { key: 'repairmen', label: 'Thợ sửa chữa', children: <RepairmenTab /> },
          ]}
        />
      )}
    </Card>
  );
}
