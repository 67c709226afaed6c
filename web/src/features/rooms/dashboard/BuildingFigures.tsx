import { Card, Col, List, Row, Space, Statistic, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { DashboardBuilding } from '../../../../../shared/api/rooms/dashboard';
import { LEAVING_WITHIN_DAYS, REPAIR_OPEN_DAYS } from '../../../../../shared/api/rooms/dashboard';
import { buildingName } from '../../../../../shared/catalog/buildings';
import { formatDate, formatMonth, formatNumber, formatVnd } from '../../../lib/format';
import { dashboardLinks } from './dashboard-links';
import { ROOM_STATUS } from './room-status';

/** One figure: its count (or amount) links to the list it counts; a few of its rows under it. */
function Figure({ title, value, to, rows }: { title: string; value: string | number; to: string; rows?: string[] }) {
  return (
    <Card size="small" type="inner" style={{ height: '100%' }}>
      <Link to={to} aria-label={title}>
        <Statistic title={title} value={typeof value === 'number' ? formatNumber(value) : value} />
      </Link>
      {rows && rows.length > 0 && (
        <List
          size="small"
          split={false}
          dataSource={rows.slice(0, 5)}
          renderItem={(t) => (
            <List.Item style={{ padding: '2px 0' }}>
              <Typography.Text type="secondary">{t}</Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

/** One of the oldest debts: the room, the tenant (tagged when they have left), how much and since when. */
export const debtLine = (o: DashboardBuilding['unpaid']['oldest'][number]): string =>
  `Phòng ${o.room_id}${o.customer_name ? ` – ${o.customer_name}` : ''}${o.status === 'checked_out' ? ' (đã trả phòng)' : ''}: ${formatVnd(o.unpaid)}${o.oldest_month ? ` từ tháng ${formatMonth(`${o.oldest_month}-01`)}` : ''}`;

/** A building's figures (GET /api/dashboard): what needs doing, each linked to the screen that lists it. */
export function BuildingFigures({ b, today, month }: { b: DashboardBuilding; today: string; month: string }) {
  const links = dashboardLinks(b, today, month);
  const occupied = b.rooms - (b.by_status.find((s) => s.status === 0)?.count ?? 0);
  const missing = (type: 'E' | 'W') => b.missing_readings.find((m) => m.type === type)?.rooms ?? [];
  return (
    <Card
      title={`${b.building} – ${buildingName(b.building)}`}
      size="small"
      extra={
        <Typography.Text type="secondary">
          {b.rooms} phòng, {occupied} đang có khách hoặc cọc
        </Typography.Text>
      }
    >
      <Space wrap size={[6, 6]} style={{ marginBottom: 12 }}>
        {b.by_status.map((s) => (
          <Link key={s.status} to={links.status(s.status)}>
            <Tag color={ROOM_STATUS[s.status]?.color}>
              {ROOM_STATUS[s.status]?.label}: {s.count}
            </Tag>
          </Link>
        ))}
      </Space>
      <Row gutter={[12, 12]}>
        <Col xs={24} sm={12} xl={8}>
          <Figure
            title={`Sắp trống trong ${LEAVING_WITHIN_DAYS} ngày`}
            value={b.leaving.length}
            to={links.leaving}
            rows={b.leaving.map((l) => `Phòng ${l.room_id}: báo ${formatDate(l.notice_date)}, trả ${formatDate(l.expected_leave_date)}`)}
          />
        </Col>
        <Col xs={24} sm={12} xl={8}>
          <Figure
            title="Báo trả đã có cọc mới"
            value={b.relet.length}
            to={links.relet}
            rows={b.relet.map((r) => `Phòng ${r.room_id}${r.expected_leave_date ? `: trả ${formatDate(r.expected_leave_date)}` : ''}`)}
          />
        </Col>
        <Col xs={24} sm={12} xl={8}>
          <Figure
            title="Cọc quá hạn nhận phòng"
            value={b.overdue_deposits.length}
            to={links.overdueDeposits}
            rows={b.overdue_deposits.map(
              (d) => `Phòng ${d.room_id} – ${d.customer_name}: hẹn ${formatDate(d.expected_move_in_date)} (trễ ${d.days_late} ngày)`,
            )}
          />
        </Col>
        <Col xs={24} sm={12} xl={8}>
          <Figure
            title={`Tiền phòng chưa thu (${b.unpaid.stays} lượt thuê, ${b.unpaid.rooms} phòng)`}
            value={formatVnd(b.unpaid.total)}
            to={links.unpaid}
            rows={b.unpaid.oldest.map(debtLine)}
          />
        </Col>
        <Col xs={24} sm={12} xl={8}>
          <Figure
            title={`Thiếu chỉ số tháng ${formatMonth(`${month}-01`)}`}
            // Rooms, not meters: a room missing both readings is one room to read (issue 23).
            value={new Set([...missing('E'), ...missing('W')]).size}
            to={links.missingReadings}
            rows={[...(missing('E').length ? [`Điện: ${missing('E').join(', ')}`] : []), ...(missing('W').length ? [`Nước: ${missing('W').join(', ')}`] : [])]}
          />
        </Col>
        <Col xs={24} sm={12} xl={8}>
          <Figure
            title={`Sửa chữa mở quá ${REPAIR_OPEN_DAYS} ngày`}
            value={b.open_repairs.length}
            to={b.open_repairs.length && b.open_repairs.every((r) => r.book === 'pccc') ? links.pcccRepairs : links.repairs}
            rows={b.open_repairs.map((r) => `${r.book === 'pccc' ? 'PCCC lớn – ' : ''}${r.place}: ${r.description} (${r.days_open} ngày)`)}
          />
          {b.open_repairs.some((r) => r.book === 'pccc') && b.open_repairs.some((r) => r.book !== 'pccc') && (
            <Link to={links.pcccRepairs}>Xem phiếu sửa chữa PCCC lớn</Link>
          )}
        </Col>
      </Row>
    </Card>
  );
}
