import { PrinterOutlined, RollbackOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Select, Space, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { cancelCheckOut, createCheckOut, searchCheckOuts, type CheckOut } from '../../../../shared/api/stays';
import { buildingName, type BuildingCode } from '../../../../shared/catalog/buildings';
import { useEditLock } from '../../app/app-data/use-app-data';
import { displayName, useSession } from '../../app/session/session-store';
import { DataTable } from '../../components/data-table/DataTable';
import { DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { useUrlState } from '../../components/filters/use-url-state';
import { formatDate, formatVnd } from '../../lib/format';
import { useCan } from '../../app/session/can';
import { asBuilding } from '../../components/filters/filter-defaults';
import { BillBreakdown } from './BillBreakdown';
import { queryProblem, useEachBuilding } from '../../components/filters/use-each-building';
import { checkOutColumns, type CheckOutRow } from './check-out-columns';
import { CheckOutForm } from './CheckOutForm';
import { CHECK_OUT_STATUS } from './choices';
import { statusOptions } from '../../components/status/status-look';
import { printRefundSheet } from './print';
import { stayQueries } from './queries';
import { ReasonModal } from '../../components/forms/ReasonModal';

const TITLE = 'Bảng tính tiền trả cọc';
const LIST_TITLE = 'Danh sách phiếu trả phòng';

/** "Huỷ trả phòng": reverses the check-out's posting, restores the stay and the room (refused once the refund was paid). */
function CancelCheckOutModal({ checkOut, onClose }: { checkOut?: CheckOut; onClose: () => void }) {
  return (
    <ReasonModal
      open={Boolean(checkOut)}
      title="Huỷ trả phòng"
      okText="Xác nhận huỷ trả phòng"
      endpoint={cancelCheckOut}
      body={(reason) => ({ id: checkOut!.id, reason })}
      done={(co) => `Đã huỷ trả phòng ${co.room_id} (${co.building}), hợp đồng ${co.contract_no}`}
      onClose={onClose}
    >
      {checkOut && (
        <>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="Phòng">
              {checkOut.room_id} – {buildingName(checkOut.building)}
            </Descriptions.Item>
            <Descriptions.Item label="Hợp đồng">
              {checkOut.contract_no} · {checkOut.customer_name}
            </Descriptions.Item>
            <Descriptions.Item label="Ngày trả phòng">{formatDate(checkOut.leave_date)}</Descriptions.Item>
            <Descriptions.Item label="Hoàn trả / mất cọc">
              {formatVnd(checkOut.refund)} / {formatVnd(checkOut.forfeited)}
            </Descriptions.Item>
          </Descriptions>
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 12 }}
            message={`Bút toán trả phòng được đảo, lượt ở, hợp đồng và khách hàng trở lại như trước khi trả phòng, phòng ${checkOut.room_id} trở về trạng thái trước đó. Không huỷ được nếu đã chi trả cọc.`}
          />
        </>
      )}
    </ReasonModal>
  );
}

/**
 * Deposit-refund calculation at check-out (spec §2 /bang-tinh-tien-tra-coc, business rules §4): the
 * check-out form, the server's bill and refund for the check-out just made (printable on A4), and the
 * check-outs of the chosen days with their breakdowns, reprint and cancel.
 */
export default function RefundPage() {
  const session = useSession();
  const clerk = displayName(session);
  const canCreate = useCan(createCheckOut);
  const canCancel = useCan(cancelCheckOut);
  const { disabledDate } = useEditLock();
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string, from: d.from, to: d.to, status: '', room: '' });
  const [done, setDone] = useState<CheckOut>();
  const [cancelling, setCancelling] = useState<CheckOut>();

  const status = (f.status || undefined) as CheckOut['status'] | undefined;
  const problem = queryProblem(searchCheckOuts, { building: asBuilding(f.building) ?? DEFAULT_BUILDING, from: f.from, to: f.to, status });
  const found = useEachBuilding(f.building, (building) => stayQueries.checkOuts({ building, from: f.from, to: f.to, status }), !problem);
  const rows: CheckOutRow[] = useMemo(
    () => [...found.rows].sort((a, b) => b.leave_date.localeCompare(a.leave_date) || b.created_at.localeCompare(a.created_at)),
    [found.rows],
  );
  const print = (co: CheckOut) => printRefundSheet(co, co.created_by === session.username ? clerk : undefined);

  const actions = (r: CheckOutRow) => (
    <Space size={4}>
      <Tooltip title="In bảng tính">
        <Button size="small" icon={<PrinterOutlined />} aria-label={`In bảng tính ${r.contract_no}`} onClick={() => print(r)} />
      </Tooltip>
      {canCancel && r.status === 'done' && (
        <Tooltip title={disabledDate(dayjs(r.leave_date)) ? 'Kỳ đã khoá sổ' : 'Huỷ trả phòng'}>
          <Button
            size="small"
            danger
            icon={<RollbackOutlined />}
            disabled={disabledDate(dayjs(r.leave_date))}
            aria-label={`Huỷ trả phòng ${r.contract_no}`}
            onClick={() => setCancelling(r)}
          />
        </Tooltip>
      )}
    </Space>
  );

  const showDone = (co: CheckOut) => {
    setDone(co);
    const inRange = co.leave_date >= f.from && co.leave_date <= f.to;
    set({ building: co.building, status: '', room: '', ...(inRange ? {} : { from: co.leave_date, to: co.leave_date }) });
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {canCreate && (
        <Card title={`${TITLE} – trả phòng`} size="small">
          <CheckOutForm building={asBuilding(f.building) ?? (DEFAULT_BUILDING as BuildingCode)} roomId={f.room || undefined} onDone={showDone} />
        </Card>
      )}
      {done && (
        <Card
          title={`Kết quả: phòng ${done.room_id} (${done.building}) – hợp đồng ${done.contract_no}`}
          size="small"
          extra={
            <Space>
              <Button type="primary" icon={<PrinterOutlined />} onClick={() => print(done)}>
                In bảng tính (A4)
              </Button>
              <Button onClick={() => setDone(undefined)}>Đóng</Button>
            </Space>
          }
        >
          <BillBreakdown checkOut={done} />
        </Card>
      )}
      <Card title={LIST_TITLE} size="small">
        <div className="app-toolbar">
          <ToolbarFilters fields={['building', 'from', 'to']} values={{ ...d, ...f }} onChange={set} />
          <Select
            aria-label="Trạng thái phiếu trả phòng"
            value={f.status}
            options={statusOptions(CHECK_OUT_STATUS)}
            onChange={(s) => set({ status: s })}
            style={{ width: 170 }}
          />
        </div>
        {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
        <DataTable<CheckOutRow>
          title={LIST_TITLE}
          fileName={`phieu-tra-phong-${f.building}-${f.from}-${f.to}`}
          columns={checkOutColumns({ showBuilding: !asBuilding(f.building), actions })}
          rows={rows}
          rowKey="id"
          loading={found.fetching}
          emptyText={found.pending && !problem ? 'Đang tải...' : 'Không có phiếu trả phòng nào trong khoảng thời gian này'}
          expandable={{ expandedRowRender: (r) => <BillBreakdown checkOut={r} /> }}
        />
      </Card>
      {canCancel && <CancelCheckOutModal checkOut={cancelling} onClose={() => setCancelling(undefined)} />}
    </Space>
  );
}
