import { ArrowRightOutlined } from '@ant-design/icons';
import { Alert, Descriptions, Drawer, Empty, Grid, Space, Spin, Timeline, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { listJournal } from '../../../../shared/api/ledger';
import type { Room } from '../../../../shared/api/rooms';
import { buildingName } from '../../../../shared/catalog/buildings';
import { useCan } from '../../app/session/can';
import { formatDateTime, formatNumber, formatVnd } from '../../lib/format';
import { roomJournalPath } from '../../lib/links';
import { isInternalId } from '../../lib/record-links';
import { voucherTypeLabel } from '../../../../shared/catalog/voucher-types';
import { roomEventLabel, stateWhen } from './room-events';
import { RoomStatusTag } from '../../components/room-status/RoomStatusTag';
import { roomStatusStyle } from '../../components/room-status/status-colors';

export interface RoomDrawerProps {
  building: string;
  roomId: string;
  /** The room, once found in the loaded list; undefined while loading or when there is none. */
  room: Room | undefined;
  loading: boolean;
  onClose: () => void;
}

/** One room: its details and its status history (the room keeps its two newest changes). */
export function RoomDrawer({ building, roomId, room, loading, onClose }: RoomDrawerProps) {
  const phone = !Grid.useBreakpoint().md;
  const seesJournal = useCan(listJournal);
  const states = room?.last_states ?? [];
  return (
    <Drawer
      open
      onClose={onClose}
      width={phone ? '100%' : 520}
      title={
        <Space wrap>
          <span>
            Phòng {roomId} – {buildingName(building)}
          </span>
          {room && <RoomStatusTag status={room.status} />}
        </Space>
      }
    >
      <Spin spinning={loading}>
        {!room ? (
          !loading && <Alert type="warning" showIcon message={`Không tìm thấy phòng ${roomId} ở toà ${building}`} />
        ) : (
          <Space direction="vertical" size="large" style={{ width: '100%' }}>
            <Descriptions size="small" bordered column={1} styles={{ label: { width: 170 } }}>
              <Descriptions.Item label="Toà nhà">
                {room.building} – {buildingName(room.building)}
              </Descriptions.Item>
              <Descriptions.Item label="Số phòng">{room.room_id}</Descriptions.Item>
              <Descriptions.Item label="Tầng">{room.floor}</Descriptions.Item>
              <Descriptions.Item label="Giá thuê / tháng">{formatVnd(room.rent)}</Descriptions.Item>
              <Descriptions.Item label="Tiền cọc mặc định">{formatVnd(room.deposit)}</Descriptions.Item>
              <Descriptions.Item label="Số người ở tối đa">{formatNumber(room.max_occupants)}</Descriptions.Item>
              <Descriptions.Item label="Trạng thái">
                <RoomStatusTag status={room.status} />
              </Descriptions.Item>
              <Descriptions.Item label="Ghi chú">{room.notes || '—'}</Descriptions.Item>
              <Descriptions.Item label="Cập nhật lúc">{formatDateTime(room.updated_at)}</Descriptions.Item>
            </Descriptions>

            <div>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                Lịch sử trạng thái
              </Typography.Title>
              {states.length ? (
                <>
                  <Timeline
                    items={states.map((s, i) => ({
                      key: `${s.at}-${i}`,
                      color: roomStatusStyle(s.to).border,
                      children: (
                        <div data-testid="room-state">
                          <Typography.Text strong>{roomEventLabel(s.event)}</Typography.Text>{' '}
                          <Typography.Text type="secondary">· {stateWhen(s)}</Typography.Text>
                          <div style={{ margin: '4px 0' }}>
                            <RoomStatusTag status={s.from} short /> <ArrowRightOutlined style={{ fontSize: 11, margin: '0 4px' }} />{' '}
                            <RoomStatusTag status={s.to} short />
                          </div>
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {voucherTypeLabel(s.voucher_type)}
                            {/* An internal id (ULID) means nothing to people; a voucher number does. */}
                            {!isInternalId(s.voucher_id) && (
                              <>
                                {' · '}
                                <Typography.Text copyable={{ text: s.voucher_id }} style={{ fontSize: 12 }} type="secondary">
                                  {s.voucher_id}
                                </Typography.Text>
                              </>
                            )}
                          </Typography.Text>
                        </div>
                      ),
                    }))}
                  />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    Phòng lưu hai lần thay đổi trạng thái gần nhất.
                  </Typography.Text>
                </>
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có thay đổi trạng thái nào" />
              )}
            </div>

            <Space wrap>
              <Link to={`/theo-doi-tinh-trang-phong?building=${encodeURIComponent(room.building)}&q=${encodeURIComponent(room.room_id)}`}>
                Xem trên sơ đồ phòng
              </Link>
              {seesJournal && (
                <>
                  <Typography.Text type="secondary">|</Typography.Text>
                  <Link to={roomJournalPath(room.building, room.room_id)}>Bút toán của phòng (12 tháng)</Link>
                </>
              )}
            </Space>
          </Space>
        )}
      </Spin>
    </Drawer>
  );
}
