import { Alert, Button, Card, Col, Descriptions, Empty, List, Result, Row, Space, Spin, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { createReceiptRoom } from '../../../../shared/api/receipts';
import { listRooms, updateRoomState } from '../../../../shared/api/rooms';
import type { RoomFile, StayFile } from '../../../../shared/api/rooms/file';
import { createCheckOut } from '../../../../shared/api/stays';
import { createRepairRequest, REPAIR_STATUS_TEXT } from '../../../../shared/api/repairs';
import { createReceiptChange } from '../../../../shared/api/receipt-changes';
import { INTERNET_STATUS_TEXT } from '../../../../shared/api/internet';
import { VEHICLE_CARD_STATUS_TEXT, VEHICLE_TYPE_TEXT } from '../../../../shared/api/customers/vehicle-cards';
import { buildingName } from '../../../../shared/catalog/buildings';
import { useCan } from '../../app/session/can';
import { ApiError } from '../../api/api-error';
import { RoomStatusTag } from '../../components/room-status/RoomStatusTag';
import { balanceText, StayAccountTable } from '../../components/stay-account/StayAccountTable';
import { StayPeople, vehiclesText } from '../../components/stay-account/StayPeople';
import { formatDate, formatMonth, formatVnd } from '../../lib/format';
import { withRoom } from '../../lib/record-pages';
import { ConsumptionBars } from './ConsumptionBars';
import { roomInfoPath } from './paths';
import { roomQueries } from './queries';

/** The screens the usual actions start from, each opened on this room (`?building=&room=`). */
export const ROOM_ACTIONS = [
  { label: 'Thu tiền phòng', path: '/phieu-thu-tien-phong', endpoint: createReceiptRoom },
  { label: 'Báo trả phòng', path: '/phieu-bao-tra-phong', endpoint: updateRoomState },
  { label: 'Thay đổi thông tin', path: '/phieu-thay-doi-thong-tin', endpoint: createReceiptChange },
  { label: 'Trả phòng', path: '/bang-tinh-tien-tra-coc', endpoint: createCheckOut },
  // Opened on a room, the repair screen opens its new-request form with the room filled in.
  { label: 'Báo sửa chữa', path: '/phieu-sua-chua-va-cham-cong', endpoint: createRepairRequest },
] as const;

function Actions({ file }: { file: RoomFile }) {
  const can = {
    [createReceiptRoom.path]: useCan(createReceiptRoom),
    [updateRoomState.path]: useCan(updateRoomState),
    [createReceiptChange.path]: useCan(createReceiptChange),
    [createCheckOut.path]: useCan(createCheckOut),
    [createRepairRequest.path]: useCan(createRepairRequest),
  };
  const shown = ROOM_ACTIONS.filter((a) => can[a.endpoint.path]);
  if (!shown.length) return null;
  return (
    <Space wrap size={8}>
      {shown.map((a) => (
        <Link key={a.path} to={withRoom(a.path, file.building, file.room_id)}>
          <Button size="small">{a.label}</Button>
        </Link>
      ))}
    </Space>
  );
}

/** A stay with its people, contract and money, and its account line by line. */
function StayCard({ stay, title }: { stay: StayFile; title: string }) {
  return (
    <Card size="small" title={title} extra={<b>{balanceText(stay.account.balance)}</b>}>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="Hợp đồng">{stay.contract_no}</Descriptions.Item>
        <Descriptions.Item label="Ngày vào">{formatDate(stay.start_date)}</Descriptions.Item>
        {stay.leave_date && <Descriptions.Item label="Ngày trả">{formatDate(stay.leave_date)}</Descriptions.Item>}
        <Descriptions.Item label="Tiền phòng">{formatVnd(stay.rent)}</Descriptions.Item>
        <Descriptions.Item label="Tiền cọc đang giữ">{formatVnd(stay.deposit_held)}</Descriptions.Item>
        <Descriptions.Item label="Báo trước">{stay.notice_days} ngày</Descriptions.Item>
        <Descriptions.Item label="Người ở" span={3}>
          <StayPeople occupants={stay.occupants} />
        </Descriptions.Item>
        {stay.vehicles.length > 0 && (
          <Descriptions.Item label="Xe" span={3}>
            {vehiclesText(stay.vehicles)}
          </Descriptions.Item>
        )}
      </Descriptions>
      <StayAccountTable account={stay.account} caption={`Công nợ HĐ ${stay.contract_no}`} />
    </Card>
  );
}

function NotFound({ building, room }: { building: string; room: string }) {
  return <Result status="404" title={`Không tìm thấy phòng ${room} (${building})`} extra={<Link to="/theo-doi-tinh-trang-phong">Về sơ đồ phòng</Link>} />;
}

/**
 * The room page (issue 24, /phong/<building>/<room>): status and the stay living there (people,
 * phones, contract, rent, deposit held, notice), its account line by line with the running balance,
 * departed stays that still owe, 12 months of electricity and water, internet, vehicle cards, repairs,
 * earlier stays; the usual actions open their screens on this room. One read: GET …/file.
 */
export default function RoomFilePage() {
  const { building = '', room = '' } = useParams();
  // The room information screen keeps the room's details and status history (its drawer).
  const seesInfo = useCan(listRooms);
  const query = useQuery({ ...roomQueries.file(building, room), meta: { silent: true }, retry: (n, e) => !(e instanceof ApiError && e.status < 500) && n < 2 });
  if (query.isPending) return <Spin style={{ display: 'block', margin: 48 }} tip="Đang tải..." />;
  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) return <NotFound building={building} room={room} />;
  if (query.isError) return <Alert type="error" showIcon message="Không tải được trang phòng" description={query.error.message} />;
  const f = query.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        size="small"
        title={
          <Space wrap>
            <span>
              Phòng {f.room_id} – {buildingName(f.building)}
            </span>
            <RoomStatusTag status={f.status} />
            {seesInfo && (
              <Link to={roomInfoPath(f.building, f.room_id)} style={{ fontWeight: 'normal' }}>
                Thông tin phòng
              </Link>
            )}
          </Space>
        }
        extra={<Actions file={f} />}
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
          <Descriptions.Item label="Trạng thái">{f.status_label}</Descriptions.Item>
          <Descriptions.Item label="Tầng">{f.floor}</Descriptions.Item>
          <Descriptions.Item label="Giá phòng">{formatVnd(f.rent)}</Descriptions.Item>
          <Descriptions.Item label="Tiền cọc niêm yết">{formatVnd(f.deposit)}</Descriptions.Item>
          <Descriptions.Item label="Số người tối đa">{f.max_occupants}</Descriptions.Item>
          {f.notice && (
            <Descriptions.Item label="Báo trả phòng">
              ngày {formatDate(f.notice.date)}, dự kiến trả {formatDate(f.notice.expected_leave_date)}
              {f.notice.note ? ` (${f.notice.note})` : ''}
            </Descriptions.Item>
          )}
          {f.notes && <Descriptions.Item label="Ghi chú">{f.notes}</Descriptions.Item>}
        </Descriptions>
      </Card>

      {!f.guard_view && (
        <>
          {f.current ? (
            <StayCard stay={f.current} title={`Đang ở: ${f.current.tenant}`} />
          ) : (
            <Card size="small" title="Lượt thuê đang ở">
              <Empty description="Phòng không có người đang ở" />
            </Card>
          )}
          {(f.owing_stays ?? []).map((s) => (
            <StayCard key={s.stay_id} stay={s} title={`Đã trả phòng, ${s.account.balance > 0 ? 'còn nợ' : 'còn tiền trả trước'}: ${s.tenant}`} />
          ))}
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Card size="small" title="Điện nước 12 tháng">
                <ConsumptionBars months={f.consumption ?? []} />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card size="small" title="Internet">
                <List
                  size="small"
                  locale={{ emptyText: 'Không có dịch vụ internet' }}
                  dataSource={f.internet ?? []}
                  renderItem={(n) => (
                    <List.Item>
                      <span>
                        {n.provider} · {n.account} · {formatVnd(n.monthly_price)}/tháng
                      </span>
                      <Tag>{INTERNET_STATUS_TEXT[n.status]}</Tag>
                    </List.Item>
                  )}
                />
              </Card>
              <Card size="small" title="Thẻ xe" style={{ marginTop: 16 }}>
                <List
                  size="small"
                  locale={{ emptyText: 'Chưa phát thẻ xe nào' }}
                  dataSource={f.vehicle_cards ?? []}
                  renderItem={(c) => (
                    <List.Item>
                      <span>
                        Thẻ {c.card_no} · {VEHICLE_TYPE_TEXT[c.vehicle_type]}
                        {c.plate ? ` ${c.plate}` : ''} · {c.tenant} · tháng {formatMonth(`${c.month}-01`)}
                      </span>
                      <Tag color={c.status === 'out' ? 'blue' : undefined}>{VEHICLE_CARD_STATUS_TEXT[c.status]}</Tag>
                    </List.Item>
                  )}
                />
              </Card>
            </Col>
          </Row>
          <Card size="small" title="Sửa chữa 12 tháng">
            <List
              size="small"
              locale={{ emptyText: 'Không có phiếu sửa chữa nào' }}
              dataSource={f.repairs ?? []}
              renderItem={(r) => (
                <List.Item>
                  <span>
                    {formatDate(r.reported_on)} · {r.description}
                    {r.tenant_caused && r.charge_amount ? ` · khách chịu ${formatVnd(r.charge_amount)}` : ''}
                  </span>
                  <Tag>{REPAIR_STATUS_TEXT[r.status]}</Tag>
                </List.Item>
              )}
            />
          </Card>
          <Card size="small" title="Các lượt thuê trước">
            <Table
              size="small"
              rowKey="stay_id"
              pagination={false}
              scroll={{ x: 520 }}
              dataSource={f.stays ?? []}
              locale={{ emptyText: 'Chưa có lượt thuê nào trước đây' }}
              columns={[
                { key: 'contract', title: 'Hợp đồng', dataIndex: 'contract_no' },
                { key: 'tenant', title: 'Khách', dataIndex: 'tenant' },
                { key: 'start', title: 'Ngày vào', dataIndex: 'start_date', render: (d: string) => formatDate(d) },
                { key: 'leave', title: 'Ngày trả', dataIndex: 'leave_date', render: (d?: string) => formatDate(d) },
                { key: 'rent', title: 'Tiền phòng', dataIndex: 'rent', align: 'right', render: (v: number) => formatVnd(v) },
                { key: 'balance', title: 'Số dư', dataIndex: 'balance', align: 'right', render: (v?: number) => (v ? formatVnd(v) : '') },
              ]}
            />
            {f.stays_more && (
              <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
                Chỉ hiện các lượt thuê gần nhất. Xem đủ ở{' '}
                <Link to={`/phieu-thong-tin-nhan-phong?${new URLSearchParams({ building: f.building, q: f.room_id }).toString()}`}>phiếu nhận phòng</Link>.
              </Typography.Paragraph>
            )}
          </Card>
        </>
      )}
    </Space>
  );
}
