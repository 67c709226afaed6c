import { Card, Col, Row, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { DashboardBuilding } from '../../../../../shared/api/rooms/dashboard';
import { LEAVING_WEEK_DAYS, LEAVING_WITHIN_DAYS, REPAIR_OPEN_DAYS } from '../../../../../shared/api/rooms/dashboard';
import { buildingName } from '../../../../../shared/catalog/buildings';
import { formatDate, formatMonth, formatVnd } from '../../../lib/format';
import { roomPagePath } from '../../../lib/record-pages';
import { cashBookLink, dashboardLinks } from './dashboard-links';
import { Figure } from './Figure';
import { cardLine, leaveLine, monthsLine, refundLine, timesheetRows, walletTitle } from './figure-lines';
import { ROOM_STATUS } from './room-status';

/** One of the oldest debts: the room, the tenant (tagged when they have left), how much and since when. */
export const debtLine = (o: DashboardBuilding['unpaid']['oldest'][number]): string =>
  `Phòng ${o.room_id}${o.customer_name ? ` – ${o.customer_name}` : ''}${o.status === 'checked_out' ? ' (đã trả phòng)' : ''}: ${formatVnd(o.unpaid)}${o.oldest_month ? ` từ tháng ${formatMonth(`${o.oldest_month}-01`)}` : ''}`;

/** Rooms with someone or a deposit in them, of all the building's rooms. */
export const occupiedText = (b: DashboardBuilding) =>
  `${b.rooms} phòng, ${b.rooms - (b.by_status.find((s) => s.status === 0)?.count ?? 0)} đang có khách hoặc cọc`;

/** A building's figures: its rooms by status, then what needs doing, each linked to the screen that lists it. */
export function BuildingDetail({ b, today, month, rows = 5 }: { b: DashboardBuilding; today: string; month: string; rows?: number }) {
  const links = dashboardLinks(b, today, month);
  // A line about one room opens that room's page (issue 24).
  const room = (roomId: string) => roomPagePath(b.building, roomId);
  const missing = (type: 'E' | 'W') => b.missing_readings.find((m) => m.type === type)?.rooms ?? [];
  const pccc = b.open_repairs.some((r) => r.book === 'pccc');
  const ordinary = b.open_repairs.some((r) => r.book !== 'pccc');
  const oldestSheet = b.timesheets.months[0];
  const figure = { xs: 24, sm: 12, lg: 8, xxl: 6 } as const;
  return (
    <>
      <Space wrap size={[6, 6]} style={{ marginBottom: 8 }}>
        {b.by_status.map((s) => (
          <Link key={s.status} to={links.status(s.status)}>
            <Tag color={ROOM_STATUS[s.status]?.color}>
              {ROOM_STATUS[s.status]?.label}: {s.count}
            </Tag>
          </Link>
        ))}
      </Space>
      <Row gutter={[8, 8]}>
        <Col {...figure}>
          <Figure
            title={`Trả phòng trong ${LEAVING_WEEK_DAYS} ngày`}
            value={b.leaving_week.length}
            to={links.leavingWeek}
            rows={b.leaving_week.map(leaveLine)}
            max={rows}
          />
        </Col>
        <Col {...figure}>
          <Figure
            title={`Cọc chờ trả (${b.refunds.count} phiếu)`}
            value={formatVnd(b.refunds.total)}
            to={links.refunds(b.refunds.from)}
            rows={b.refunds.oldest.map(refundLine)}
            max={rows}
          />
        </Col>
        <Col {...figure}>
          <Figure
            title={`Công sửa chữa chưa trả (${b.timesheets.count} bảng)`}
            value={formatVnd(b.timesheets.total)}
            to={oldestSheet ? links.timesheets(oldestSheet.book, oldestSheet.month) : links.timesheets('ordinary', month)}
            rows={timesheetRows(b.timesheets.months, links.timesheets)}
            max={rows}
          />
        </Col>
        <Col {...figure}>
          <Figure title="Thẻ xe cần thu" value={b.cards_to_collect.length} to={links.cards} rows={b.cards_to_collect.map(cardLine)} max={rows} />
        </Col>
        <Col {...figure}>
          <Figure
            title="Tháng chưa tính tiền"
            value={b.unbilled_months.length}
            to={links.billing(b.unbilled_months[0] ?? month)}
            rows={b.unbilled_months.length ? [monthsLine(b.unbilled_months)] : []}
            max={rows}
          />
        </Col>
        <Col {...figure}>
          <Figure title={walletTitle(b.cash.wallet)} value={formatVnd(b.cash.balance)} to={cashBookLink(b.cash.wallet, today)} />
        </Col>
        <Col {...figure}>
          <Figure
            title={`Tiền phòng chưa thu (${b.unpaid.stays} lượt thuê)`}
            value={formatVnd(b.unpaid.total)}
            to={links.unpaid}
            rows={b.unpaid.oldest.map((o) => ({ text: debtLine(o), to: room(o.room_id) }))}
            max={rows}
          />
        </Col>
        <Col {...figure}>
          <Figure
            title={`Thiếu chỉ số tháng ${formatMonth(`${month}-01`)}`}
            // Rooms, not meters: a room missing both readings is one room to read (issue 23).
            value={new Set([...missing('E'), ...missing('W')]).size}
            to={links.missingReadings}
            rows={[...(missing('E').length ? [`Điện: ${missing('E').join(', ')}`] : []), ...(missing('W').length ? [`Nước: ${missing('W').join(', ')}`] : [])]}
            max={rows}
          />
        </Col>
        <Col {...figure}>
          <Figure
            title="Cọc quá hạn nhận phòng"
            value={b.overdue_deposits.length}
            to={links.overdueDeposits}
            rows={b.overdue_deposits.map((d) => ({
              text: `Phòng ${d.room_id} – ${d.customer_name}: hẹn ${formatDate(d.expected_move_in_date)} (trễ ${d.days_late} ngày)`,
              to: room(d.room_id),
            }))}
            max={rows}
          />
        </Col>
        <Col {...figure}>
          <Figure
            title={`Sửa chữa mở quá ${REPAIR_OPEN_DAYS} ngày`}
            value={b.open_repairs.length}
            to={pccc && !ordinary ? links.pcccRepairs : links.repairs}
            rows={b.open_repairs.map((r) => `${r.book === 'pccc' ? 'PCCC lớn – ' : ''}${r.place}: ${r.description} (${r.days_open} ngày)`)}
            max={rows}
            // Both books open: the PCCC book's own link, inside the card (issue 23: it rendered under it).
            footer={pccc && ordinary && <Link to={links.pcccRepairs}>Xem phiếu sửa chữa PCCC lớn</Link>}
          />
        </Col>
        <Col {...figure}>
          <Figure
            title={`Sắp trống trong ${LEAVING_WITHIN_DAYS} ngày`}
            value={b.leaving.length}
            to={links.leaving}
            rows={b.leaving.map((l) => ({
              text: `Phòng ${l.room_id}: báo ${formatDate(l.notice_date)}, trả ${formatDate(l.expected_leave_date)}`,
              to: room(l.room_id),
            }))}
            max={rows}
          />
        </Col>
        <Col {...figure}>
          <Figure
            title="Báo trả đã có cọc mới"
            value={b.relet.length}
            to={links.relet}
            rows={b.relet.map((r) => ({
              text: `Phòng ${r.room_id}${r.expected_leave_date ? `: trả ${formatDate(r.expected_leave_date)}` : ''}`,
              to: room(r.room_id),
            }))}
            max={rows}
          />
        </Col>
      </Row>
    </>
  );
}

/** A building's figures in a card (a wide screen; a phone shows them in a collapsed panel: DashboardPage). */
export function BuildingFigures({ b, today, month }: { b: DashboardBuilding; today: string; month: string }) {
  return (
    <Card
      title={`${b.building} – ${buildingName(b.building)}`}
      size="small"
      extra={<Typography.Text type="secondary">{occupiedText(b)}</Typography.Text>}
      styles={{ body: { padding: 12 } }}
    >
      <BuildingDetail b={b} today={today} month={month} />
    </Card>
  );
}
