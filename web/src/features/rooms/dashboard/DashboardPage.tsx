import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useAppData, useEditLock } from '../../../app/app-data/use-app-data';
import { ROLE_LABELS } from '../../../app/role-labels';
import { displayName, useSession } from '../../../app/session/session-store';
import { ALL } from '../../../components/filters/filter-defaults';
import { buildingOptions } from '../../../components/filters/ToolbarFilters';
import { useUrlState } from '../../../components/filters/use-url-state';
import { formatDate, ISO_DATE } from '../../../lib/format';
import { AttentionList } from './AttentionList';
import { BuildingFigures } from './BuildingFigures';
import { dashboardQueries, useTodayFigures } from './queries';
import { RecentActivity } from './RecentActivity';
import { TodayStats } from './TodayStats';

/**
 * Landing page: who is signed in, today's activity, and what needs doing per building (one request,
 * GET /api/dashboard), each figure linked to the screen that lists it; the building is kept in the URL.
 */
export default function DashboardPage() {
  const session = useSession();
  const today = dayjs().format(ISO_DATE);
  const [f, set] = useUrlState({ building: ALL as string });
  const activity = useQuery(dashboardQueries.todayActivity(today));
  const board = useQuery(dashboardQueries.figures(f.building));
  const { latestPaymentLog } = useAppData();
  const { limit } = useEditLock();
  const items = activity.data?.items ?? [];
  const figures = useTodayFigures(today, activity.data?.items.length);

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Row justify="space-between" align="middle" gutter={[12, 12]}>
          <Col>
            <Typography.Title level={4} style={{ margin: 0 }}>
              Xin chào, {displayName(session)}
            </Typography.Title>
            <Typography.Text type="secondary">
              Hôm nay {dayjs().format('dddd')}, {formatDate(dayjs())} {session.role && <Tag style={{ marginLeft: 8 }}>{ROLE_LABELS[session.role]}</Tag>}
            </Typography.Text>
          </Col>
          <Col>
            <Select aria-label="Toà nhà" value={f.building} options={buildingOptions} onChange={(building) => set({ building })} style={{ width: 220 }} />
          </Col>
        </Row>
      </Card>
      <TodayStats figures={figures} />
      {board.isError && <Alert type="error" showIcon message="Không tải được số liệu tổng quan" description={board.error.message} />}
      {board.isPending && <Card size="small" loading />}
      {board.data?.buildings.map((b) => (
        <BuildingFigures key={b.building} b={b} today={board.data.today} month={board.data.month} />
      ))}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <RecentActivity items={items} loading={activity.isLoading} />
        </Col>
        <Col xs={24} lg={10}>
          <AttentionList lockLimit={limit} lockFromPaymentLog={Boolean(latestPaymentLog)} />
        </Col>
      </Row>
    </Space>
  );
}
