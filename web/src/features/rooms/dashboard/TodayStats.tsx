import { Card, Col, Row, Statistic } from 'antd';
import { formatCount } from '../../../lib/format';

export interface TodayFigures {
  /** Deposit slips dated today (not the ones deleted as entry errors). */
  deposits?: number;
  /** Check-ins dated today. */
  checkIns?: number;
  /** Check-outs dated today. */
  checkOuts?: number;
  /** What people did in the app today: log lines written today, as counted (never a list's length). */
  actions?: number;
}

/** Today's figures: vouchers by their own date (spec: the business day), and today's activity. */
export function TodayStats({ figures }: { figures: TodayFigures }) {
  const stats = [
    { title: 'Đặt cọc hôm nay', value: figures.deposits },
    { title: 'Nhận phòng hôm nay', value: figures.checkIns },
    { title: 'Trả phòng hôm nay', value: figures.checkOuts },
    { title: 'Tổng thao tác hôm nay', value: figures.actions },
  ];
  return (
    <Row gutter={[8, 8]}>
      {stats.map((s) => (
        <Col key={s.title} xs={12} md={6}>
          <Card size="small" loading={s.value === undefined} styles={{ body: { padding: '8px 12px' } }}>
            {/* vi-VN grouping (5.187), as every number of the app (spec §9); antd's own is 5,187. */}
            <Statistic title={s.title} value={formatCount(s.value)} valueStyle={{ fontSize: 20 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
