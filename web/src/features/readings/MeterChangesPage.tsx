import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { createMeterChange, deleteMeterChange, listMeterChanges, type MeterChange } from '../../../../shared/api/readings';
import { METER_TYPE_NAMES, type MeterType } from '../../../../shared/readings/usage';
import { useEditLock } from '../../app/app-data/use-app-data';
import { useCan } from '../../app/session/can';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { asBuilding, DEFAULT_BUILDING } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { queryProblem } from '../../components/filters/use-each-building';
import { useListFilters } from '../../components/filters/use-list-filters';
import { ReasonModal } from '../../components/forms/ReasonModal';
import { RoomLink } from '../../components/room-link/RoomLink';
import { formatDate, formatNumber } from '../../lib/format';
import { MeterChangeForm } from './MeterChangeForm';
import { readingQueries } from './queries';
import { createdByColumn } from '../../components/people/created-by';

export const METER_CHANGE_TITLES: Record<MeterType, string> = { E: 'Thay đồng hồ điện', W: 'Thay đồng hồ nước' };

const columns = (actions: (m: MeterChange) => ReactNode): DataColumn<MeterChange>[] => [
  { key: 'room_id', title: 'Phòng', dataIndex: 'room_id', render: (v: string, m: MeterChange) => <RoomLink building={m.building} roomId={v} /> },
  { key: 'date', title: 'Ngày thay', dataIndex: 'date', exportAs: 'date', render: (d: string) => formatDate(d) },
  { key: 'old_final', title: 'Chỉ số cuối đồng hồ cũ', dataIndex: 'old_final', exportAs: 'number', align: 'right', render: (v: number) => formatNumber(v) },
  { key: 'new_start', title: 'Chỉ số đầu đồng hồ mới', dataIndex: 'new_start', exportAs: 'number', align: 'right', render: (v: number) => formatNumber(v) },
  { key: 'reason', title: 'Lý do', dataIndex: 'reason' },
  createdByColumn<MeterChange>((m) => m.updated_by ?? m.created_by, { key: 'entered_by', title: 'Người nhập' }),
  { key: 'actions', title: '', render: (_: unknown, m: MeterChange) => actions(m), noExport: true },
];

/**
 * Meter changes of a building (spec §2 /thay-dong-ho-dien, /thay-dong-ho-nuoc): the list of a period
 * (building and dates in the URL), a new one, edit, delete with a reason. Refused by the server once
 * the month is billed (409 Kỳ đã khoá sổ); the buttons of a locked month say so first.
 */
export function MeterChangesPage({ type }: { type: MeterType }) {
  const [f, set] = useListFilters({});
  const building = asBuilding(f.building);
  const query = { building: building ?? DEFAULT_BUILDING, type, from: f.from, to: f.to } as const;
  const problem = !building ? 'Vui lòng chọn một toà nhà' : queryProblem(listMeterChanges, query);
  const list = useQuery({ ...readingQueries.meterChanges(query), enabled: !problem });
  const canWrite = useCan(createMeterChange);
  const { disabledDate } = useEditLock();
  const [editing, setEditing] = useState<MeterChange | 'new'>();
  const [removing, setRemoving] = useState<MeterChange>();
  const title = METER_CHANGE_TITLES[type];

  const actions = (m: MeterChange) => {
    if (!canWrite) return null;
    const locked = disabledDate(dayjs(m.date));
    return (
      <Space size={4}>
        <Tooltip title={locked ? 'Kỳ đã khoá sổ' : undefined}>
          <Button size="small" disabled={locked} aria-label={`Sửa thay đồng hồ phòng ${m.room_id}`} onClick={() => setEditing(m)}>
            Sửa
          </Button>
        </Tooltip>
        <Tooltip title={locked ? 'Kỳ đã khoá sổ' : undefined}>
          <Button size="small" danger disabled={locked} aria-label={`Xoá thay đồng hồ phòng ${m.room_id}`} onClick={() => setRemoving(m)}>
            Xoá
          </Button>
        </Tooltip>
      </Space>
    );
  };

  return (
    <Card
      title={title}
      size="small"
      extra={
        canWrite && (
          <Button type="primary" icon={<PlusOutlined />} disabled={!building} onClick={() => setEditing('new')}>
            Thêm lần thay đồng hồ
          </Button>
        )
      }
    >
      <div className="app-toolbar">
        <ToolbarFilters fields={['building', 'from', 'to']} values={{ q: '', agent: '', month: '', ...f }} onChange={set} />
      </div>
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      <DataTable<MeterChange>
        title={title}
        fileName={`thay-dong-ho-${type === 'E' ? 'dien' : 'nuoc'}-${f.building}-${f.from}-${f.to}`}
        columns={columns(actions)}
        rows={list.data ?? []}
        rowKey="id"
        loading={list.isFetching}
        emptyText={list.isPending && !problem ? 'Đang tải...' : `Chưa có lần thay đồng hồ ${METER_TYPE_NAMES[type]} nào trong khoảng này`}
      />
      {editing && building && (
        <MeterChangeForm
          key={editing === 'new' ? 'new' : editing.id}
          building={building}
          type={type}
          change={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ReasonModal
        open={!!removing}
        title={`Xoá thay đồng hồ ${METER_TYPE_NAMES[type]}`}
        okText="Xoá"
        endpoint={deleteMeterChange}
        params={removing ? { id: removing.id } : undefined}
        body={(reason) => ({ reason: reason ?? '', version: removing?.version ?? 0 })}
        done={(m) => `Đã xoá thay đồng hồ phòng ${m.room_id}`}
        onClose={() => setRemoving(undefined)}
      >
        {removing &&
          `Xoá lần thay đồng hồ phòng ${removing.room_id} ngày ${formatDate(removing.date)} (cũ ${formatNumber(removing.old_final)} → mới ${formatNumber(removing.new_start)})? Lần thay này không còn được tính vào số dùng.`}
      </ReasonModal>
    </Card>
  );
}
