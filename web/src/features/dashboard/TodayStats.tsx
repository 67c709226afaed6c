import { Card, Col, Row, Statistic } from 'antd';
import type { LogEntry } from '../../../../shared/api/logs';

export function TodayStats({ items, loading }: { items: readonly LogEntry[]; loading: boolean }) {
  const count = (action: LogEntry['action']) => items.filter((i) => i.action === action).length;
  const stats = [
    { title: 'Đặt cọc hôm nay', value: count('deposit') },
    { title: 'Nhận phòng hôm nay', value: count('check_in') },
    { title: 'Trả phòng hôm nay', value: count('check_out') },
    { title: 'Tổng thao tác hôm nay', value: items.length },
  ];
  return (
    <Row gutter={[12, 12]}>
      {stats.map((s) => (
        <Col key={s.title} xs={12} md={6}>
          <Card size="small" loading={loading}>
            <Statistic title={s.title} value={s.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
