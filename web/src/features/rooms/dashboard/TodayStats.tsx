import { Card, Col, Row, Statistic } from 'antd';
import { formatNumber } from '../../../lib/format';

export interface TodayFigures {
  /** Deposit slips dated today (not the ones deleted as entry errors). */
  deposits?: number;
  /** Check-ins dated today. */
  checkIns?: number;
  /** Check-outs dated today. */
  checkOuts?: number;
  /** What people did in the app today (log lines written today). */
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
    <Row gutter={[12, 12]}>
      {stats.map((s) => (
        <Col key={s.title} xs={12} md={6}>
          <Card size="small" loading={s.value === undefined}>
            {/* vi-VN grouping (1.000), as every number of the app (spec §9); antd's own is 1,000. */}
            <Statistic title={s.title} value={formatNumber(s.value ?? 0)} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
