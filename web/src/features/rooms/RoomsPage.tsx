import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Select } from 'antd';
import { useMemo, useState } from 'react';
import { createRoom, type Room } from '../../../../shared/api/rooms';
import { BUILDING_CODES, type BuildingCode } from '../../../../shared/catalog/buildings';
import { useCan } from '../../app/session/can';
import { DataTable } from '../../components/data-table/DataTable';
import { ALL, DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { useUrlState } from '../../components/filters/use-url-state';
import { AddRoomModal } from './AddRoomModal';
import { roomQueries } from './queries';
import { roomColumns, type RoomRow } from './room-columns';
import { matchesRoom, sortRooms } from './room-board';
import { RoomDrawer } from './RoomDrawer';
import { ROOM_STATUS_ORDER, ROOM_STATUS_STYLES } from '../../components/room-status/status-colors';

const TITLE = 'Thông tin phòng';

const isBuilding = (code: string): code is BuildingCode => (BUILDING_CODES as readonly string[]).includes(code);
const statusOptions = [{ value: '', label: 'Mọi trạng thái' }, ...ROOM_STATUS_ORDER.map((s) => ({ value: String(s), label: ROOM_STATUS_STYLES[s].label }))];

/**
 * Room information (spec §2): the rooms of a building (or all) with rent, deposit, occupancy limit,
 * status and newest change; `?room=` opens that room's drawer, and staff can add a room.
 */
export default function RoomsPage() {
  const d = toolbarDefaults();
  const canAdd = useCan(createRoom);
  // `room_building` tells which building the drawer's room is in when the list shows all of them.
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string, q: '', status: '', room: '', room_building: '', page: '1' });
  const [adding, setAdding] = useState(false);
  const listBuilding = isBuilding(f.building) ? f.building : undefined;
  const query = useQuery(roomQueries.list(listBuilding));

  const rows = useMemo(
    () =>
      sortRooms((query.data ?? []).filter((r) => matchesRoom(r.room_id, f.q) && (f.status === '' || String(r.status) === f.status))).map((r): RoomRow => ({
        ...r,
        key: `${r.building}-${r.room_id}`,
      })),
    [query.data, f.q, f.status],
  );

  const drawerBuilding = isBuilding(f.room_building) ? f.room_building : listBuilding;
  const drawerQuery = useQuery({ ...roomQueries.list(drawerBuilding), enabled: Boolean(f.room && drawerBuilding) });
  const drawerRoom = drawerQuery.data?.find((r) => r.room_id === f.room);

  // Opening and closing the drawer keeps the table on its page (the table pages through `page` too).
  const open = (r: Room) => set({ room: r.room_id, room_building: r.building === listBuilding ? '' : r.building, page: f.page });
  const columns = roomColumns({ showBuilding: f.building === ALL, onOpen: open });

  return (
    <Card
      title={TITLE}
      size="small"
      extra={
        canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Thêm phòng
          </Button>
        )
      }
    >
      <div className="app-toolbar">
        <ToolbarFilters
          fields={['building', 'q']}
          values={{ ...d, building: f.building, q: f.q }}
          onChange={(patch) => set({ ...patch, room: '', room_building: '' })}
          searchPlaceholder="Tìm số phòng"
        />
        <Select aria-label="Trạng thái" value={f.status} options={statusOptions} onChange={(status) => set({ status })} style={{ width: 210 }} />
      </div>
      <DataTable<RoomRow>
        title={TITLE}
        fileName={`thong-tin-phong-${f.building === ALL ? 'tat-ca' : f.building}`}
        columns={columns}
        rows={rows}
        rowKey="key"
        loading={query.isFetching}
        emptyText={query.isPending ? 'Đang tải...' : 'Không có phòng nào'}
      />
      {f.room && drawerBuilding && (
        <RoomDrawer
          building={drawerBuilding}
          roomId={f.room}
          room={drawerRoom}
          loading={drawerQuery.isPending}
          onClose={() => set({ room: '', room_building: '', page: f.page })}
        />
      )}
      {canAdd && adding && (
        <AddRoomModal
          building={listBuilding ?? (DEFAULT_BUILDING as BuildingCode)}
          onClose={() => setAdding(false)}
          onCreated={(room) => {
            setAdding(false);
            set({ building: room.building, q: '', status: '', room: room.room_id, room_building: '' });
          }}
        />
      )}
    </Card>
  );
}
