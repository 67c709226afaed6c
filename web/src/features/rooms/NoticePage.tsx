import { PrinterOutlined, RollbackOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Modal, Space, Tooltip, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { updateRoomState } from '../../../../shared/api/rooms';
import type { Stay } from '../../../../shared/api/stays';
import { buildingName, type BuildingCode } from '../../../../shared/catalog/buildings';
import { ROOM_STATUS } from '../../../../shared/catalog/room-status';
import { notify } from '../../api/notify';
import { useCan } from '../../app/session/can';
import { displayName, useSession } from '../../app/session/session-store';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { asBuilding, DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { useUrlState } from '../../components/filters/use-url-state';
import { FormProblem } from '../../components/forms/FormProblem';
import { useVoucherDate } from '../../components/forms/use-voucher-date';
import { useVoucherForm } from '../../components/forms/use-voucher-form';
import { NotesField } from '../../components/forms/VoucherFooter';
import { RoomLink } from '../../components/room-link/RoomLink';
import { RoomStatusTag } from '../../components/room-status/RoomStatusTag';
import { formatDate, formatNumber, ISO_DATE } from '../../lib/format';
import { printNoticeSlip, type NoticeToPrint } from './notice-print';
import { daysLeft, noticeDays } from './notice-rules';
import { NoticeForm } from './NoticeForm';
import { roomQueries, type RoomStateRow } from './queries';
import { DayPicker } from '../../components/forms/DayPicker';

const TITLE = 'Phiếu báo trả phòng';
const LIST_TITLE = 'Phòng đang báo trả';
const UNDER_NOTICE: readonly number[] = [ROOM_STATUS.NOTICE, ROOM_STATUS.NOTICE_AND_DEPOSIT];

export type NoticeRow = RoomStateRow & { key: string };

/** Rooms under notice (3, or 4 when a new deposit already waits), the soonest to leave first. */
export function noticeRows(states: readonly RoomStateRow[]): NoticeRow[] {
  return states
    .filter((r) => UNDER_NOTICE.includes(r.status))
    .map((r) => ({ ...r, key: `${r.building}-${r.room_id}` }))
    .sort(
      (a, b) =>
        (a.notice?.expected_leave_date ?? '9999').localeCompare(b.notice?.expected_leave_date ?? '9999') ||
        a.room_id.localeCompare(b.room_id, 'en', { numeric: true }),
    );
}

function leaveIn(r: NoticeRow) {
  if (!r.notice) return '';
  const n = daysLeft(r.notice.expected_leave_date);
  return n > 0 ? `còn ${n} ngày` : n === 0 ? 'hôm nay' : `quá ${-n} ngày`;
}

function noticeColumns(showBuilding: boolean, actions: (r: NoticeRow) => ReactNode): DataColumn<NoticeRow>[] {
  const columns: (DataColumn<NoticeRow> | false)[] = [
    showBuilding && { key: 'building', title: 'Toà', dataIndex: 'building', width: 70, render: (v: string) => <span title={buildingName(v)}>{v}</span> },
    {
      key: 'room_id',
      title: 'Phòng',
      dataIndex: 'room_id',
      width: 80,
      render: (v: string, r) => (
        <RoomLink building={r.building} roomId={v}>
          <b>{v}</b>
        </RoomLink>
      ),
    },
    { key: 'status', title: 'Trạng thái', value: (r) => r.status_label, width: 190, render: (_: unknown, r) => <RoomStatusTag status={r.status} /> },
    { key: 'date', title: 'Ngày báo', value: (r) => r.notice?.date, exportAs: 'date', width: 105, render: (_: unknown, r) => formatDate(r.notice?.date) },
    {
      key: 'expected_leave_date',
      title: 'Dự kiến trả',
      value: (r) => r.notice?.expected_leave_date,
      exportAs: 'date',
      width: 110,
      render: (_: unknown, r) => formatDate(r.notice?.expected_leave_date),
    },
    {
      key: 'days',
      title: 'Số ngày báo trước',
      value: (r) => (r.notice ? noticeDays(r.notice.date, r.notice.expected_leave_date) : ''),
      exportAs: 'number',
      align: 'right',
      width: 130,
      render: (_: unknown, r) => (r.notice ? formatNumber(noticeDays(r.notice.date, r.notice.expected_leave_date)) : ''),
    },
    {
      key: 'left',
      title: 'Thời hạn',
      value: leaveIn,
      width: 110,
      render: (_: unknown, r) => {
        const n = r.notice ? daysLeft(r.notice.expected_leave_date) : undefined;
        return <Typography.Text type={n !== undefined && n < 0 ? 'danger' : n !== undefined && n <= 3 ? 'warning' : undefined}>{leaveIn(r)}</Typography.Text>;
      },
    },
    { key: 'note', title: 'Ghi chú', value: (r) => r.notice?.note ?? '', ellipsis: true, render: (_: unknown, r) => r.notice?.note ?? '' },
    { key: 'actions', title: 'Thao tác', noExport: true, width: 170, fixed: 'right', render: (_: unknown, r) => actions(r) },
  ];
  return columns.filter((c): c is DataColumn<NoticeRow> => Boolean(c));
}

/** "Rút báo trả": the tenant stays after all (3 → 2). A room that already has a new deposit (4) must lose that first. */
function WithdrawModal({ row, onClose }: { row?: NoticeRow; onClose: () => void }) {
  const [form] = Form.useForm<{ date?: Dayjs; note?: string }>();
  const voucherDate = useVoucherDate();
  const voucher = useVoucherForm({
    form,
    endpoint: updateRoomState,
    fields: ['date', 'note'],
    onSuccess: ({ room }) => {
      notify.success(`Đã rút báo trả phòng ${room.room_id} (${room.building})`);
      onClose();
    },
  });
  return (
    <Modal
      open={Boolean(row)}
      title={row ? `Rút báo trả phòng ${row.room_id} (${row.building})` : ''}
      okText="Xác nhận rút báo trả"
      cancelText="Đóng"
      confirmLoading={voucher.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {row && (
        <Form
          {...voucher.formProps}
          form={form}
          layout="vertical"
          name="notice-withdraw"
          initialValues={{ date: dayjs() }}
          onFinish={(v) => {
            const note = v.note?.trim();
            voucher.submit({
              building: row.building as BuildingCode,
              room_id: row.room_id,
              event: 'notice_withdrawn',
              date: v.date!.format(ISO_DATE),
              ...(note ? { note } : {}),
            });
          }}
        >
          <Typography.Paragraph>
            Khách ở tiếp: huỷ báo trả ngày {formatDate(row.notice?.date)} (dự kiến trả {formatDate(row.notice?.expected_leave_date)}), phòng trở lại trạng thái
            đang ở.
          </Typography.Paragraph>
          <FormProblem voucher={voucher} />
          <Form.Item label="Ngày rút báo trả" name="date" rules={voucherDate.rules(updateRoomState.body)}>
            <DayPicker aria-label="Ngày rút báo trả" disabledDate={voucherDate.disabledDate} />
          </Form.Item>
          <NotesField schema={updateRoomState.body} name="note" ariaLabel="Ghi chú rút báo trả" inModal />
        </Form>
      )}
    </Modal>
  );
}

/**
 * Check-out notice slip (spec §2 /phieu-bao-tra-phong, business rules §2 and §4): record a notice on
 * an occupied room and print it, and list the rooms under notice with "Rút báo trả" and reprint.
 */
export default function NoticePage() {
  const session = useSession();
  const canEdit = useCan(updateRoomState);
  const clerk = displayName(session);
  const client = useQueryClient();
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ building: d.building, room: '' });
  const [withdrawing, setWithdrawing] = useState<NoticeRow>();
  const [printing, setPrinting] = useState<string>();
  const building = asBuilding(f.building);
  const query = useQuery(roomQueries.states(building));
  const rows = useMemo(() => noticeRows(query.data ?? []), [query.data]);

  const print = (n: NoticeToPrint, stay: Stay | null | undefined) => printNoticeSlip(n, stay, clerk);
  /** The tenant's name comes from the stay; the slip prints without it if the stay cannot be read. */
  const reprint = async (r: NoticeRow) => {
    if (!r.notice) return;
    setPrinting(r.key);
    const stay = await client.fetchQuery(roomQueries.noticeStay(r.building as BuildingCode, r.room_id)).catch(() => null);
    setPrinting(undefined);
    print({ building: r.building, room_id: r.room_id, ...r.notice }, stay);
  };

  const actions = (r: NoticeRow) => (
    <Space size={4}>
      <Tooltip title="In phiếu báo trả">
        <Button
          size="small"
          icon={<PrinterOutlined />}
          aria-label={`In phiếu báo trả phòng ${r.room_id}`}
          loading={printing === r.key}
          disabled={!r.notice}
          onClick={() => void reprint(r)}
        />
      </Tooltip>
      {canEdit && (
        <Tooltip title={r.status === ROOM_STATUS.NOTICE_AND_DEPOSIT ? 'Phòng đã có cọc mới: huỷ hoặc chuyển cọc mới trước khi rút báo trả' : undefined}>
          <Button size="small" icon={<RollbackOutlined />} disabled={r.status !== ROOM_STATUS.NOTICE} onClick={() => setWithdrawing(r)}>
            Rút báo trả
          </Button>
        </Tooltip>
      )}
    </Space>
  );

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {canEdit && (
        <Card title={`${TITLE} – lập phiếu mới`} size="small">
          <NoticeForm
            building={building ?? (DEFAULT_BUILDING as BuildingCode)}
            room={f.room || undefined}
            onDone={(n, stay) => {
              print(n, stay);
              set({ building: n.building, room: '' });
            }}
          />
        </Card>
      )}
      <Card title={LIST_TITLE} size="small">
        <div className="app-toolbar">
          <ToolbarFilters fields={['building']} values={{ ...d, ...f }} onChange={set} />
          <Typography.Text>
            Số phòng đang báo trả: <b>{formatNumber(rows.length)}</b>
          </Typography.Text>
        </div>
        <DataTable<NoticeRow>
          title={LIST_TITLE}
          fileName={`phong-bao-tra-${f.building}`}
          columns={noticeColumns(!building, actions)}
          rows={rows}
          rowKey="key"
          loading={query.isFetching}
          emptyText={query.isPending ? 'Đang tải...' : 'Không có phòng nào đang báo trả'}
        />
      </Card>
      {canEdit && <WithdrawModal row={withdrawing} onClose={() => setWithdrawing(undefined)} />}
    </Space>
  );
}
