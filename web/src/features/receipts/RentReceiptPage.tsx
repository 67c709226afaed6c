import { DeleteOutlined, EditOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { createReceiptRoom, removeReceiptRoom, searchReceiptRooms, updateReceiptRoom, type Receipt } from '../../../../shared/api/receipts';
import { buildingName, type BuildingCode } from '../../../../shared/catalog/buildings';
import { useEditLock } from '../../app/app-data/use-app-data';
import { useCan } from '../../app/session/can';
import { DataTable } from '../../components/data-table/DataTable';
import { asBuilding, DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { queryProblem, useEachBuilding } from '../../components/filters/use-each-building';
import { useListFilters } from '../../components/filters/use-list-filters';
import { ReasonModal } from '../../components/forms/ReasonModal';
import { formatNumber, formatVnd } from '../../lib/format';
import { EditReceiptModal } from './EditReceiptModal';
import { receiptQueries } from './queries';
import { paidMonthsText, receiptColumns } from './receipt-columns';
import { RentReceiptForm } from './RentReceiptForm';
import { useRoomPrint } from './use-room-print';

const TITLE = 'Phiếu thu tiền phòng';
const LIST_TITLE = 'Danh sách phiếu thu tiền phòng';

type Dialog = { kind: 'edit' | 'remove'; receipt: Receipt } | undefined;

/**
 * Rent receipt (spec §2 /phieu-thu-tien-phong, business rules §7, §9): collect from a stay of a room
 * (its current tenant, or a departed one who still owes) against its open items (oldest first) and
 * print the A5 receipt with the VietQR for what the stay still owes; then a building's receipts of the chosen days (filters in the URL) with reprint, edit and
 * remove, and a payment notice for any room a tenant wants to pay by scanning.
 */
export default function RentReceiptPage() {
  const canCreate = useCan(createReceiptRoom);
  const canEdit = useCan(updateReceiptRoom);
  const canRemove = useCan(removeReceiptRoom);
  const d = toolbarDefaults();
  const [f, set] = useListFilters({});
  // Opened on a room (the room page's "Thu tiền phòng": `?building=&room=`): the form starts on it.
  const [params] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>();
  const { disabledDate } = useEditLock();
  const print = useRoomPrint();

  const one = asBuilding(f.building);
  const building = one ?? (DEFAULT_BUILDING as BuildingCode);
  // The contract's own range rule (≤ 12 months, from before to), said before asking.
  const problem = queryProblem(searchReceiptRooms, { building, from: f.from, to: f.to });
  // "Tất cả toà nhà": one read per building (the receipts are partitioned by building and month).
  const list = useEachBuilding(f.building, (b) => receiptQueries.search({ building: b, from: f.from, to: f.to }), !problem);
  const rows = useMemo(() => [...list.rows].sort((a, b) => b.date.localeCompare(a.date) || b.receipt_no.localeCompare(a.receipt_no)), [list.rows]);
  const active = rows.filter((r) => r.status === 'active');

  const actions = (r: Receipt) => {
    const open = r.status === 'active';
    const locked = disabledDate(dayjs(r.date));
    const why = !open ? 'Phiếu đã xoá' : locked ? 'Kỳ đã khoá sổ' : undefined;
    return (
      <Space size={4}>
        <Tooltip title="In phiếu thu (A5, VietQR phần còn nợ)">
          <Button size="small" icon={<PrinterOutlined />} aria-label={`In phiếu ${r.receipt_no}`} onClick={() => void print.receipt(r)} />
        </Tooltip>
        <Tooltip title={`In giấy báo tiền phòng ${r.room_id} (VietQR số còn nợ)`}>
          <Button
            size="small"
            aria-label={`In giấy báo phòng ${r.room_id} (${r.receipt_no})`}
            onClick={() => void print.notice(r.building as BuildingCode, r.room_id, r.stay_id)}
          >
            Giấy báo
          </Button>
        </Tooltip>
        {canEdit && (
          <Tooltip title={why ?? 'Sửa phiếu'}>
            <Button
              size="small"
              icon={<EditOutlined />}
              disabled={Boolean(why)}
              aria-label={`Sửa phiếu ${r.receipt_no}`}
              onClick={() => setDialog({ kind: 'edit', receipt: r })}
            />
          </Tooltip>
        )}
        {canRemove && (
          <Tooltip title={why ?? 'Xoá phiếu'}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              disabled={Boolean(why)}
              aria-label={`Xoá phiếu ${r.receipt_no}`}
              onClick={() => setDialog({ kind: 'remove', receipt: r })}
            />
          </Tooltip>
        )}
      </Space>
    );
  };

  const showCreated = (r: Receipt) => {
    const inRange = r.date >= f.from && r.date <= f.to;
    set({ building: r.building, ...(inRange ? {} : { from: r.date, to: r.date }) });
  };
  const removing = dialog?.kind === 'remove' ? dialog.receipt : undefined;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {canCreate && (
        <Card title={`${TITLE} – lập phiếu mới`} size="small">
          <RentReceiptForm
            building={building}
            room={params.get('room') ?? undefined}
            onCreated={showCreated}
            onPrint={(r) => void print.receipt(r)}
            onNotice={(b, room, stay) => void print.notice(b, room, stay)}
          />
        </Card>
      )}
      <Card title={LIST_TITLE} size="small">
        <div className="app-toolbar">
          <ToolbarFilters fields={['building', 'from', 'to']} values={{ ...d, ...f }} onChange={set} />
        </div>
        {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
        <Space wrap size={[16, 4]} style={{ marginBottom: 8 }}>
          <Typography.Text>
            Số phiếu: <b>{formatNumber(active.length)}</b>
            {rows.length > active.length ? ` (và ${formatNumber(rows.length - active.length)} phiếu đã xoá)` : ''}
          </Typography.Text>
          <Typography.Text>
            Tổng tiền thu: <b>{formatVnd(active.reduce((s, r) => s + r.amount, 0))}</b>
          </Typography.Text>
        </Space>
        <DataTable<Receipt>
          title={one ? `${LIST_TITLE} – ${buildingName(one)}` : LIST_TITLE}
          fileName={`phieu-thu-tien-phong-${f.building}-${f.from}-${f.to}`}
          columns={receiptColumns({ showBuilding: !one, actions })}
          rows={rows}
          rowKey="id"
          loading={list.fetching}
          emptyText={list.pending && !problem ? 'Đang tải...' : 'Không có phiếu thu nào trong khoảng thời gian này'}
        />
      </Card>
      {dialog?.kind === 'edit' && <EditReceiptModal key={dialog.receipt.id} receipt={dialog.receipt} onClose={() => setDialog(undefined)} />}
      {canRemove && (
        <ReasonModal
          open={Boolean(removing)}
          title={`Xoá phiếu thu ${removing?.receipt_no ?? ''}`}
          okText="Xoá phiếu"
          endpoint={removeReceiptRoom}
          body={(reason) => ({ id: removing!.id, version: removing!.version, reason: reason ?? '' })}
          done={(r) => `Đã xoá phiếu thu ${r.receipt_no}`}
          onClose={() => setDialog(undefined)}
        >
          {removing && (
            <Typography.Paragraph>
              Phiếu thu <b>{removing.receipt_no}</b> phòng <b>{removing.room_id}</b>, {formatVnd(removing.amount)}
              {removing.allocations.length ? ` (${paidMonthsText(removing)})` : ''}: bút toán đảo được ghi vào ngày của phiếu, các tháng đã trả trở lại thành
              còn nợ.
            </Typography.Paragraph>
          )}
        </ReasonModal>
      )}
    </Space>
  );
}
