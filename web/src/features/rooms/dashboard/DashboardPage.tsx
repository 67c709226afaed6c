import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Collapse, Grid, Row, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { buildingName } from '../../../../../shared/catalog/buildings';
import { useAppData, useEditLock } from '../../../app/app-data/use-app-data';
import { ROLE_LABELS } from '../../../app/role-labels';
import { displayName, useSession } from '../../../app/session/session-store';
import { ALL, DEFAULT_BUILDING } from '../../../components/filters/filter-defaults';
import { buildingOptions } from '../../../components/filters/ToolbarFilters';
import { useUrlState } from '../../../components/filters/use-url-state';
import { formatDate, ISO_DATE } from '../../../lib/format';
import { AttentionList } from './AttentionList';
import { BuildingDetail, BuildingFigures, occupiedText } from './BuildingFigures';
import { OverallFigures } from './OverallFigures';
import { dashboardQueries, useTodayFigures } from './queries';
import { RecentActivity } from './RecentActivity';
import { TodayStats } from './TodayStats';

/**
 * Landing page: who is signed in, today's activity, what to do today over the chosen buildings (the
 * spec's default BN, or all of them), then each building's figures (one request, GET /api/dashboard),
 * each linked to the screen where it is acted on; the building is kept in the URL. On a phone the
 * buildings' details are folded (a line each, opened on demand), so the page stays short.
 */
export default function DashboardPage() {
  const session = useSession();
  const today = dayjs().format(ISO_DATE);
  const [f, set] = useUrlState({ building: DEFAULT_BUILDING as string });
  // jsdom and wide screens answer no to `xs`: only a real phone width folds the buildings.
  const phone = Grid.useBreakpoint().xs === true;
  const activity = useQuery(dashboardQueries.todayActivity(today));
  const board = useQuery(dashboardQueries.figures(f.building));
  const { latestPaymentLog } = useAppData();
  const { limit } = useEditLock();
  const figures = useTodayFigures(today, board.data?.today_actions);
  const scope = f.building === ALL ? 'Tất cả toà nhà' : `${f.building} – ${buildingName(f.building)}`;

  return (
    <Space direction="vertical" size={phone ? 8 : 12} style={{ width: '100%' }}>
      <Card size="small">
        <Row justify="space-between" align="middle" gutter={[12, 8]}>
          <Col>
            <Typography.Title level={4} style={{ margin: 0 }}>
              Xin chào, {displayName(session)}
            </Typography.Title>
            <Typography.Text type="secondary">
              Hôm nay {dayjs().format('dddd')}, {formatDate(dayjs())} {session.role && <Tag style={{ marginLeft: 8 }}>{ROLE_LABELS[session.role]}</Tag>}
            </Typography.Text>
          </Col>
          <Col xs={24} sm="auto">
            <Select
              aria-label="Toà nhà"
              value={f.building}
              options={buildingOptions}
              onChange={(building) => set({ building })}
              style={{ width: phone ? '100%' : 220 }}
            />
          </Col>
        </Row>
      </Card>
      <TodayStats figures={figures} />
      {board.isError && <Alert type="error" showIcon message="Không tải được số liệu tổng quan" description={board.error.message} />}
      {board.isPending && <Card size="small" loading />}
      {board.data && <OverallFigures data={board.data} scope={scope} phone={phone} />}
      {board.data &&
        (phone ? (
          <Collapse
            size="small"
            items={board.data.buildings.map((b) => ({
              key: b.building,
              label: `${b.building} – ${buildingName(b.building)} · ${occupiedText(b)}`,
              children: <BuildingDetail b={b} today={board.data.today} month={board.data.month} rows={3} />,
            }))}
          />
        ) : (
          board.data.buildings.map((b) => <BuildingFigures key={b.building} b={b} today={board.data.today} month={board.data.month} />)
        ))}
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={14}>
          <RecentActivity items={activity.data?.items ?? []} loading={activity.isLoading} max={phone ? 4 : undefined} />
        </Col>
        <Col xs={24} lg={10}>
          <AttentionList lockLimit={limit} lockFromPaymentLog={Boolean(latestPaymentLog)} />
        </Col>
      </Row>
    </Space>
  );
}
