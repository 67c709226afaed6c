import { Alert, Card, Descriptions, List, Result, Space, Spin, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { VEHICLE_CARD_STATUS_TEXT, VEHICLE_TYPE_TEXT } from '../../../../shared/api/customers/vehicle-cards';
import { buildingName } from '../../../../shared/catalog/buildings';
import { ApiError } from '../../api/api-error';
import { RoomLink } from '../../components/room-link/RoomLink';
import { balanceText, StayAccountTable } from '../../components/stay-account/StayAccountTable';
import { StayPeople, vehiclesText } from '../../components/stay-account/StayPeople';
import { formatDate, formatMonth, formatVnd } from '../../lib/format';
import { customerPagePath } from '../../lib/record-pages';
import { customerQueries } from './queries';

/**
 * The person's other records: the house keeps one customer per occupant and stay, so a tenant who came
 * back or moved rooms has a record per stay. They are found by the ID number (or else the phone) through
 * the customers' own search (bounded by its limit), never by a read of their own.
 */
function OtherStays({ id, idNumber, phone }: { id: string; idNumber?: string; phone?: string }) {
  const q = idNumber ?? phone?.replace(/\D/g, '');
  const search = useQuery({ ...customerQueries.search({ q: q ?? '', limit: 20 }), enabled: Boolean(q && q.length >= 2), meta: { silent: true } });
  const others = (search.data?.items ?? []).filter((c) => c.id !== id && (idNumber ? c.id_number === idNumber : true));
  if (!q) return null;
  return (
    <Card size="small" title={`Các lượt thuê khác (cùng ${idNumber ? 'số CCCD' : 'số điện thoại'})`} loading={search.isPending}>
      <List
        size="small"
        locale={{ emptyText: 'Không có lượt thuê nào khác' }}
        dataSource={others}
        renderItem={(c) => (
          <List.Item>
            <span>
              <Link to={customerPagePath(c.id)}>{c.name}</Link> · phòng <RoomLink building={c.building} roomId={c.room_id} /> ({c.building}) · HĐ{' '}
              {c.contract_no} · vào {formatDate(c.check_in_date)}
              {c.left_date ? `, rời ${formatDate(c.left_date)}` : ''}
            </span>
            <Tag>{c.status === 'staying' ? 'Đang ở' : 'Đã rời'}</Tag>
          </List.Item>
        )}
      />
    </Card>
  );
}

/**
 * The tenant page (issue 24, /khach-hang/<id>): their documents' numbers, their stay (room, contract,
 * rent, deposit held, people, vehicles) with its account line by line — what was charged, what they
 * paid, what is still owed — the vehicle cards issued to it, and their other stays.
 */
export default function CustomerFilePage() {
  const { id = '' } = useParams();
  const query = useQuery({ ...customerQueries.file(id), meta: { silent: true }, retry: (n, e) => !(e instanceof ApiError && e.status < 500) && n < 2 });
  if (query.isPending) return <Spin style={{ display: 'block', margin: 48 }} tip="Đang tải..." />;
  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400))
    return <Result status="404" title="Không tìm thấy khách hàng" extra={<Link to="/bang-khach-hang">Về bảng khách hàng</Link>} />;
  if (query.isError) return <Alert type="error" showIcon message="Không tải được trang khách hàng" description={query.error.message} />;
  const { customer: c, stay, vehicle_cards: cards } = query.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        size="small"
        title={<span>Khách hàng {c.name}</span>}
        extra={<Tag color={c.status === 'staying' ? 'green' : undefined}>{c.status === 'staying' ? 'Đang ở' : 'Đã rời'}</Tag>}
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label="Số điện thoại">{c.phone ?? '–'}</Descriptions.Item>
          <Descriptions.Item label="Số CCCD/hộ chiếu">{c.id_number ?? '–'}</Descriptions.Item>
          <Descriptions.Item label="Ngày sinh">{c.birth_date ? formatDate(c.birth_date) : '–'}</Descriptions.Item>
          <Descriptions.Item label="Quê quán">{c.hometown ?? '–'}</Descriptions.Item>
          <Descriptions.Item label="Phòng">
            <RoomLink building={c.building} roomId={c.room_id} /> – {buildingName(c.building)}
          </Descriptions.Item>
          <Descriptions.Item label="Ngày vào">{formatDate(c.check_in_date)}</Descriptions.Item>
          {c.left_date && <Descriptions.Item label="Ngày rời">{formatDate(c.left_date)}</Descriptions.Item>}
        </Descriptions>
      </Card>
      {stay && (
        <Card size="small" title={`Lượt thuê HĐ ${stay.contract_no}`} extra={<b>{balanceText(stay.account.balance)}</b>}>
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="Phòng">
              <RoomLink building={stay.building} roomId={stay.room_id} /> ({stay.building})
            </Descriptions.Item>
            <Descriptions.Item label="Ngày vào">{formatDate(stay.start_date)}</Descriptions.Item>
            {stay.leave_date && <Descriptions.Item label="Ngày trả">{formatDate(stay.leave_date)}</Descriptions.Item>}
            <Descriptions.Item label="Tiền phòng">{formatVnd(stay.rent)}</Descriptions.Item>
            <Descriptions.Item label="Tiền cọc đang giữ">{formatVnd(stay.deposit_held)}</Descriptions.Item>
            <Descriptions.Item label="Người ở cùng" span={3}>
              <StayPeople occupants={stay.occupants} except={c.id} />
            </Descriptions.Item>
            {stay.vehicles.length > 0 && (
              <Descriptions.Item label="Xe" span={3}>
                {vehiclesText(stay.vehicles)}
              </Descriptions.Item>
            )}
          </Descriptions>
          <StayAccountTable account={stay.account} caption={`Công nợ HĐ ${stay.contract_no}`} />
        </Card>
      )}
      <Card size="small" title="Thẻ xe">
        <List
          size="small"
          locale={{ emptyText: 'Chưa phát thẻ xe nào' }}
          dataSource={cards}
          renderItem={(v) => (
            <List.Item>
              <span>
                Thẻ {v.card_no} · {VEHICLE_TYPE_TEXT[v.vehicle_type]}
                {v.plate ? ` ${v.plate}` : ''} · tháng {formatMonth(`${v.month}-01`)}
              </span>
              <Tag>{VEHICLE_CARD_STATUS_TEXT[v.status]}</Tag>
            </List.Item>
          )}
        />
      </Card>
      <OtherStays id={c.id} idNumber={c.id_number} phone={c.phone} />
    </Space>
  );
}
