import { Card, Col, Progress, Row, Space, Tag, Typography } from 'antd';
import { buildingName } from '../../../../shared/catalog/buildings';
import type { RoomSummary } from '../../app/app-data/types';
import { occupancyByBuilding, ROOM_STATUS } from './room-status';

/** Occupancy per building and status; shown only once rooms have loaded. */
export function OccupancyCards({ rooms }: { rooms: readonly RoomSummary[] }) {
  const rows = occupancyByBuilding(rooms);
  if (!rows.length) return null;
  return (
    <Card title="Tình trạng phòng theo toà nhà" size="small">
      <Row gutter={[12, 12]}>
        {rows.map((o) => (
          <Col key={o.building} xs={24} sm={12} lg={8} xxl={4}>
            <Card size="small" type="inner" title={`${o.building} – ${buildingName(o.building)}`}>
              <Progress percent={Math.round(o.occupiedRate * 100)} size="small" />
              <Typography.Text type="secondary">{o.total} phòng</Typography.Text>
              <Space wrap size={[4, 4]} style={{ marginTop: 8 }}>
                {Object.entries(ROOM_STATUS).map(([status, s]) => (
                  <Tag key={status} color={s.color}>
                    {s.label}: {o.byStatus[Number(status)] ?? 0}
                  </Tag>
                ))}
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
