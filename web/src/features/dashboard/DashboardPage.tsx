import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useAppData, useEditLock } from '../../app/app-data/use-app-data';
import { ROLE_LABELS } from '../../app/role-labels';
import { displayName, useSession } from '../../app/session/session-store';
import { formatDate, ISO_DATE } from '../../lib/format';
import { AttentionList } from './AttentionList';
import { dashboardQueries, useTodayFigures } from './queries';
import { OccupancyCards } from './OccupancyCards';
import { RecentActivity } from './RecentActivity';
import { TodayStats } from './TodayStats';

/** Landing page: who is signed in, today's activity, rooms by status (once rooms exist), what needs attention. */
export default function DashboardPage() {
  const session = useSession();
  const today = dayjs().format(ISO_DATE);
  const activity = useQuery(dashboardQueries.todayActivity(today));
  const { rooms, latestPaymentLog } = useAppData();
  const { limit } = useEditLock();
  const items = activity.data?.items ?? [];
  const figures = useTodayFigures(today, activity.data?.items.length);

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Typography.Title level={4} style={{ margin: 0 }}>
          Xin chào, {displayName(session)}
        </Typography.Title>
        <Typography.Text type="secondary">
          Hôm nay {dayjs().format('dddd')}, {formatDate(dayjs())} {session.role && <Tag style={{ marginLeft: 8 }}>{ROLE_LABELS[session.role]}</Tag>}
        </Typography.Text>
      </Card>
      <TodayStats figures={figures} />
      {rooms && rooms.length > 0 && <OccupancyCards rooms={rooms} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <RecentActivity items={items} loading={activity.isLoading} />
        </Col>
        <Col xs={24} lg={10}>
          <AttentionList rooms={rooms} lockLimit={limit} lockFromPaymentLog={Boolean(latestPaymentLog)} />
        </Col>
      </Row>
    </Space>
  );
}
