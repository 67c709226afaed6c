import { CloseCircleOutlined, DeleteOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Select, Space, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import {
  cancelReceiptChange,
  createReceiptChange,
  deleteReceiptChange,
  searchReceiptChanges,
  type ReceiptChange,
} from '../../../../shared/api/receipt-changes';
import { buildingName, type BuildingCode } from '../../../../shared/catalog/buildings';
import { useEditLock } from '../../app/app-data/use-app-data';
import { displayName, useSession } from '../../app/session/session-store';
import { DataTable } from '../../components/data-table/DataTable';
import { DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { useUrlState } from '../../components/filters/use-url-state';
import { formatDate } from '../../lib/format';
import { useCan } from '../../app/session/can';
import { asBuilding } from '../../components/filters/filter-defaults';
import { queryProblem, useEachBuilding } from '../../components/filters/use-each-building';
import { changeColumns, changeSummary } from './change-columns';
import { ChangeSlipForm } from './ChangeSlipForm';
import { RECEIPT_CHANGE_STATUS } from './choices';
import { statusOptions } from '../../components/status/status-look';
import { printChangeSlip } from './print';
import { receiptChangeQueries } from './queries';
import { ReasonModal } from '../../components/forms/ReasonModal';

const TITLE = 'Phiếu thay đổi thông tin';
const LIST_TITLE = 'Danh sách phiếu thay đổi thông tin';

type Undo = { mode: 'cancel' | 'delete'; slip: ReceiptChange } | undefined;

/** Cancel (kept, marked cancelled) or delete (entry error) a slip: the stay goes back to what it was before it. */
function UndoChangeModal({ undo, onClose }: { undo: Undo; onClose: () => void }) {
  const slip = undo?.slip;
  return (
    <ReasonModal
      open={Boolean(undo)}
      title={undo?.mode === 'delete' ? 'Xoá phiếu thay đổi nhập sai' : 'Huỷ phiếu thay đổi thông tin'}
      okText={undo?.mode === 'delete' ? 'Xác nhận xoá phiếu' : 'Xác nhận huỷ phiếu'}
      endpoint={undo?.mode === 'delete' ? deleteReceiptChange : cancelReceiptChange}
      body={(reason) => ({ id: undo!.slip.id, reason })}
      done={(c) => `${c.status === 'deleted' ? 'Đã xoá' : 'Đã huỷ'} phiếu thay đổi thông tin phòng ${c.room_id} (${c.building})`}
      onClose={onClose}
    >
      {slip && (
        <>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="Phòng">
              {slip.room_id} – {buildingName(slip.building)} · HĐ {slip.contract_no}
            </Descriptions.Item>
            <Descriptions.Item label="Ngày thay đổi">{formatDate(slip.date)}</Descriptions.Item>
            <Descriptions.Item label="Nội dung">{changeSummary(slip)}</Descriptions.Item>
          </Descriptions>
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 12 }}
            message="Thông tin lượt ở (người ở, giá thuê, xe) trở lại như trước phiếu. Chỉ huỷ/xoá được phiếu mới nhất của lượt ở."
          />
        </>
      )}
    </ReasonModal>
  );
}

/**
 * Change-of-information slip (spec §2 /phieu-thay-doi-thong-tin, business rules §4): create a slip
 * on a running stay and print it; the slips of the chosen days with reprint, cancel and delete.
 */
export default function ChangeSlipPage() {
  const session = useSession();
  const clerk = displayName(session);
  const canCreate = useCan(createReceiptChange);
  const canUndo = useCan(cancelReceiptChange);
  const { disabledDate } = useEditLock();
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string, from: d.from, to: d.to, status: '', room: '' });
  const [undo, setUndo] = useState<Undo>();

  const status = (f.status || undefined) as ReceiptChange['status'] | undefined;
  const problem = queryProblem(searchReceiptChanges, { building: asBuilding(f.building) ?? DEFAULT_BUILDING, from: f.from, to: f.to, status });
  const found = useEachBuilding(f.building, (building) => receiptChangeQueries.search({ building, from: f.from, to: f.to, status }), !problem);
  const rows = useMemo(() => [...found.rows].sort((a, b) => b.date.localeCompare(a.date) || b.created_at.localeCompare(a.created_at)), [found.rows]);

  const actions = (r: ReceiptChange) => {
    const locked = disabledDate(dayjs(r.date));
    return (
      <Space size={4}>
        <Tooltip title="In lại phiếu">
          <Button
            size="small"
            icon={<PrinterOutlined />}
            aria-label={`In lại phiếu thay đổi ${r.room_id}`}
            onClick={() => printChangeSlip(r, r.created_by === session.username ? clerk : undefined)}
          />
        </Tooltip>
        {canUndo && r.status === 'active' && (
          <>
            <Tooltip title={locked ? 'Kỳ đã khoá sổ' : 'Huỷ phiếu'}>
              <Button
                size="small"
                icon={<CloseCircleOutlined />}
                disabled={locked}
                aria-label={`Huỷ phiếu thay đổi ${r.room_id}`}
                onClick={() => setUndo({ mode: 'cancel', slip: r })}
              />
            </Tooltip>
            <Tooltip title={locked ? 'Kỳ đã khoá sổ' : 'Xoá phiếu nhập sai'}>
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                disabled={locked}
                aria-label={`Xoá phiếu thay đổi ${r.room_id}`}
                onClick={() => setUndo({ mode: 'delete', slip: r })}
              />
            </Tooltip>
          </>
        )}
      </Space>
    );
  };

  const showCreated = (c: ReceiptChange) => {
    printChangeSlip(c, clerk);
    const inRange = c.date >= f.from && c.date <= f.to;
    set({ building: c.building, status: '', ...(inRange ? {} : { from: c.date, to: c.date }) });
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {canCreate && (
        <Card title={`${TITLE} – lập phiếu mới`} size="small">
          <ChangeSlipForm building={asBuilding(f.building) ?? (DEFAULT_BUILDING as BuildingCode)} room={f.room || undefined} onCreated={showCreated} />
        </Card>
      )}
      <Card title={LIST_TITLE} size="small">
        <div className="app-toolbar">
          <ToolbarFilters fields={['building', 'from', 'to']} values={{ ...d, ...f }} onChange={set} />
          <Select
            aria-label="Trạng thái phiếu"
            value={f.status}
            options={statusOptions(RECEIPT_CHANGE_STATUS, 'Hiệu lực và đã huỷ')}
            onChange={(s) => set({ status: s })}
            style={{ width: 190 }}
          />
        </div>
        {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
        <DataTable<ReceiptChange>
          title={LIST_TITLE}
          fileName={`phieu-thay-doi-${f.building}-${f.from}-${f.to}`}
          columns={changeColumns({ showBuilding: !asBuilding(f.building), actions })}
          rows={rows}
          rowKey="id"
          loading={found.fetching}
          emptyText={found.pending && !problem ? 'Đang tải...' : 'Không có phiếu thay đổi nào trong khoảng thời gian này'}
        />
      </Card>
      {canUndo && <UndoChangeModal undo={undo} onClose={() => setUndo(undefined)} />}
    </Space>
  );
}
