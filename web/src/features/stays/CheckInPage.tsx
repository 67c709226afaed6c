import { DeleteOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Select, Space, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { createCheckIn, removeCheckIn, searchCheckIns, type Stay } from '../../../../shared/api/stays';
import { buildingName, type BuildingCode } from '../../../../shared/catalog/buildings';
import { useEditLock } from '../../app/app-data/use-app-data';
import { displayName, useSession } from '../../app/session/session-store';
import { DataTable } from '../../components/data-table/DataTable';
import { DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { useUrlState } from '../../components/filters/use-url-state';
import { formatDate, formatNumber, formatVnd } from '../../lib/format';
import { useCan } from '../../app/session/can';
import { asBuilding } from '../../components/filters/filter-defaults';
import { useEachBuilding, queryProblem } from '../../components/filters/use-each-building';
import { CheckInForm } from './CheckInForm';
import { STAY_STATUS } from './choices';
import { statusOptions } from '../../components/status/status-look';
import { printCheckInSlip } from './print';
import { stayQueries } from './queries';
import { ReasonModal } from '../../components/forms/ReasonModal';
import { stayColumns, tenantOf, type StayRow } from './stay-columns';

const TITLE = 'Phiếu thông tin nhận phòng';
const LIST_TITLE = 'Danh sách phiếu nhận phòng';

/** "Xoá phiếu nhận phòng nhập sai": reverses its posting and gives the room back to its deposit (or empty). */
function RemoveCheckInModal({ stay, onClose }: { stay?: Stay; onClose: () => void }) {
  return (
    <ReasonModal
      open={Boolean(stay)}
      title="Xoá phiếu nhận phòng nhập sai"
      okText="Xác nhận xoá phiếu"
      endpoint={removeCheckIn}
      body={(reason) => ({ id: stay!.id, reason })}
      done={(s) => `Đã xoá phiếu nhận phòng ${s.room_id} (${s.building}), hợp đồng ${s.contract_no}`}
      onClose={onClose}
    >
      {stay && (
        <>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="Phòng">
              {stay.room_id} – {buildingName(stay.building)}
            </Descriptions.Item>
            <Descriptions.Item label="Hợp đồng">
              {stay.contract_no} · nhận phòng {formatDate(stay.start_date)}
            </Descriptions.Item>
            <Descriptions.Item label="Người đứng hợp đồng">{tenantOf(stay)?.name}</Descriptions.Item>
            <Descriptions.Item label="Tiền cọc giữ">{formatVnd(stay.deposit_held)}</Descriptions.Item>
          </Descriptions>
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 12 }}
            message={
              `Bút toán của phiếu được đảo, hợp đồng và khách hàng của phiếu bị xoá, phòng ${stay.room_id} trở về ` +
              (stay.deposit_id ? 'trạng thái đã cọc (phiếu cọc hiệu lực lại).' : 'phòng trống.')
            }
          />
        </>
      )}
    </ReasonModal>
  );
}

/**
 * Check-in information slip (spec §2 /phieu-thong-tin-nhan-phong, business rules §4): create a stay
 * and print its A4 slip, then the check-ins of the chosen days with reprint and remove.
 */
export default function CheckInPage() {
  const session = useSession();
  const clerk = displayName(session);
  const canCreate = useCan(createCheckIn);
  const canRemove = useCan(removeCheckIn);
  const { disabledDate } = useEditLock();
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string, from: d.from, to: d.to, status: '', q: '', room: '' });
  const [removing, setRemoving] = useState<Stay>();

  const status = (f.status || undefined) as Stay['status'] | undefined;
  const problem = queryProblem(searchCheckIns, { building: asBuilding(f.building) ?? DEFAULT_BUILDING, from: f.from, to: f.to, status, q: f.q || undefined });
  const found = useEachBuilding(f.building, (building) => stayQueries.checkIns({ building, from: f.from, to: f.to, status, q: f.q || undefined }), !problem);
  const rows: StayRow[] = useMemo(
    () => [...found.rows].sort((a, b) => b.start_date.localeCompare(a.start_date) || b.created_at.localeCompare(a.created_at)),
    [found.rows],
  );
  const active = rows.filter((r) => r.status === 'active');

  const actions = (r: StayRow) => {
    const locked = disabledDate(dayjs(r.start_date));
    return (
      <Space size={4}>
        <Tooltip title="In lại phiếu">
          <Button
            size="small"
            icon={<PrinterOutlined />}
            aria-label={`In lại phiếu ${r.contract_no}`}
            onClick={() => printCheckInSlip(r, { clerk: r.created_by === session.username ? clerk : undefined })}
          />
        </Tooltip>
        {canRemove && r.status === 'active' && (
          <Tooltip title={locked ? 'Kỳ đã khoá sổ' : 'Xoá phiếu nhập sai'}>
            <Button size="small" danger icon={<DeleteOutlined />} disabled={locked} aria-label={`Xoá phiếu ${r.contract_no}`} onClick={() => setRemoving(r)} />
          </Tooltip>
        )}
      </Space>
    );
  };

  const showCreated = (stay: Stay, depositSlipNo?: string) => {
    printCheckInSlip(stay, { depositSlipNo, clerk });
    const inRange = stay.start_date >= f.from && stay.start_date <= f.to;
    set({ building: stay.building, q: '', status: '', room: '', ...(inRange ? {} : { from: stay.start_date, to: stay.start_date }) });
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {canCreate && (
        <Card title={`${TITLE} – lập phiếu mới`} size="small">
          <CheckInForm building={asBuilding(f.building) ?? (DEFAULT_BUILDING as BuildingCode)} roomId={f.room || undefined} onCreated={showCreated} />
        </Card>
      )}
      <Card title={LIST_TITLE} size="small">
        <div className="app-toolbar">
          <ToolbarFilters fields={['building', 'from', 'to']} values={{ ...d, ...f }} onChange={set} />
          <Select
            aria-label="Trạng thái lượt ở"
            value={f.status}
            options={statusOptions(STAY_STATUS)}
            onChange={(s) => set({ status: s })}
            style={{ width: 170 }}
          />
          <ToolbarFilters fields={['q']} values={{ ...d, q: f.q }} onChange={({ q }) => set({ q })} searchPlaceholder="Tên, điện thoại, CCCD, số HĐ" />
        </div>
        {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
        <Space wrap size={[16, 4]} style={{ marginBottom: 8 }}>
          <Typography.Text>
            Số phiếu: <b>{formatNumber(rows.length)}</b>
          </Typography.Text>
          <Typography.Text>
            Đang ở: <b>{formatNumber(active.length)}</b>
          </Typography.Text>
          <Typography.Text>
            Tiền cọc giữ (đang ở): <b>{formatVnd(active.reduce((s, r) => s + r.deposit_held, 0))}</b>
          </Typography.Text>
        </Space>
        <DataTable<StayRow>
          title={LIST_TITLE}
          fileName={`phieu-nhan-phong-${f.building}-${f.from}-${f.to}`}
          columns={stayColumns({ showBuilding: !asBuilding(f.building), actions })}
          rows={rows}
          rowKey="id"
          loading={found.fetching}
          emptyText={found.pending && !problem ? 'Đang tải...' : 'Không có phiếu nhận phòng nào trong khoảng thời gian này'}
        />
      </Card>
      {canRemove && <RemoveCheckInModal stay={removing} onClose={() => setRemoving(undefined)} />}
    </Space>
  );
}
