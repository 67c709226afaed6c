import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Spin, Tabs, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { BUILDING_CODES, BUILDINGS, type BuildingCode } from '../../../../shared/catalog/buildings';
import { DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { useUrlState } from '../../components/filters/use-url-state';
import { useSession } from '../../app/session/session-store';
import { recall, remember } from '../../lib/remembered';
import { countByStatus, floorLabel, groupByFloor, matchesRoom } from './room-board';
import { RoomTile } from './RoomTile';
import { roomQueries } from './queries';
import { StatusLegend } from './StatusLegend';
import './rooms.css';

const TITLE = 'Theo dõi tình trạng phòng';
/** The storage name of the building last shown on the board (lib/remembered adds the user). */
export const BOARD_BUILDING = 'room-board.building';

export const asBuilding = (code: string): BuildingCode =>
  (BUILDING_CODES as readonly string[]).includes(code) ? (code as BuildingCode) : (DEFAULT_BUILDING as BuildingCode);

/**
 * Room status board (spec §2): one building at a time, its rooms as tiles by floor in the colour of
 * their status, a legend with counts, search by room number; a tile opens the room's page. It refreshes
 * itself every 30 s so the board on the front desk stays true.
 */
export default function RoomBoardPage() {
  const d = toolbarDefaults();
  const { username } = useSession();
  // Reopened, the board shows the building last chosen (issue 23); a link's ?building= still wins.
  // Read once: the default must not move while the user switches tabs.
  const [start] = useState(() => asBuilding(recall(BOARD_BUILDING, username) ?? DEFAULT_BUILDING));
  const [f, set] = useUrlState({ building: start as string, q: '', status: '' });
  const building = asBuilding(f.building);
  useEffect(() => remember(BOARD_BUILDING, username, building), [username, building]);
  const query = useQuery(roomQueries.board(building));
  const rooms = useMemo(() => query.data ?? [], [query.data]);
  const counts = useMemo(() => countByStatus(rooms), [rooms]);
  const shown = useMemo(() => rooms.filter((r) => matchesRoom(r.room_id, f.q) && (f.status === '' || String(r.status) === f.status)), [rooms, f.q, f.status]);
  const floors = useMemo(() => groupByFloor(shown), [shown]);

  return (
    <Card
      title={TITLE}
      size="small"
      extra={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          {query.dataUpdatedAt > 0 && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Cập nhật lúc {dayjs(query.dataUpdatedAt).format('HH:mm:ss')}
            </Typography.Text>
          )}
          <Tooltip title="Tải lại">
            <Button size="small" aria-label="Tải lại" icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()} />
          </Tooltip>
        </span>
      }
    >
      <Tabs
        activeKey={building}
        onChange={(b) => set({ building: b, q: '', status: '' })}
        items={BUILDINGS.map((b) => ({ key: b.code, label: <span title={b.name}>{b.code}</span> }))}
        size="small"
      />
      <div className="app-toolbar">
        <ToolbarFilters fields={['q']} values={{ ...d, q: f.q }} onChange={({ q }) => set({ q })} searchPlaceholder="Tìm số phòng" />
        <StatusLegend counts={counts} selected={f.status} onSelect={(status) => set({ status })} />
        <Typography.Text type="secondary">
          {BUILDINGS.find((b) => b.code === building)?.name}: {rooms.length} phòng
          {shown.length !== rooms.length ? `, đang hiện ${shown.length}` : ''}
        </Typography.Text>
      </div>
      <Spin spinning={query.isPending}>
        {floors.length ? (
          <div aria-label={`Sơ đồ phòng ${building}`}>
            {floors.map((g) => (
              <section key={g.floor} className="room-floor" aria-label={floorLabel(g.floor)} data-floor={g.floor}>
                <div className="room-floor__label">
                  {floorLabel(g.floor)} <Typography.Text type="secondary">({g.rooms.length})</Typography.Text>
                </div>
                <div className="room-floor__tiles">
                  {g.rooms.map((r) => (
                    <RoomTile key={r.room_id} room={r} />
                  ))}
                </div>
              </section>
            ))}
          </div>
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={query.isPending ? 'Đang tải...' : rooms.length ? 'Không có phòng nào khớp điều kiện tìm' : 'Toà nhà này chưa có phòng'}
          />
        )}
      </Spin>
    </Card>
  );
}
