import { Card, List, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { LogEntry } from '../../../../../shared/api/logs';
import { LOG_ACTIONS } from '../../../../../shared/catalog/log-actions';
import { formatDateTime } from '../../../lib/format';
import { formatStoredText } from '../../../lib/summary-text';
import { RECENT_LINES } from './queries';

/** Today's latest lines (fewer on a phone: `max`), the whole day a click away on /logs. */
export function RecentActivity({ items, loading, max = RECENT_LINES }: { items: readonly LogEntry[]; loading: boolean; max?: number }) {
  return (
    <Card title="Hoạt động hôm nay" size="small" loading={loading} extra={<Link to="/logs">Xem tất cả</Link>}>
      <List
        size="small"
        locale={{ emptyText: 'Hôm nay chưa có thao tác nào' }}
        dataSource={items.slice(0, max)}
        renderItem={(e) => (
          <List.Item>
            <List.Item.Meta
              title={
                <span>
                  <Tag color="blue">{LOG_ACTIONS[e.action] ?? e.action}</Tag>
                  {formatStoredText(e.summary)}
                </span>
              }
              description={
                <Typography.Text type="secondary">
                  {formatDateTime(e.at)} · {e.actor.name || e.actor.username}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
