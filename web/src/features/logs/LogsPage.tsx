import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Select, Typography } from 'antd';
import type { LogEntry } from '../../../../shared/api/logs';
import { LOG_ACTIONS, type LogAction } from '../../../../shared/catalog/log-actions';
import { DataTable } from '../../components/data-table/DataTable';
import { toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { useUrlState } from '../../components/filters/use-url-state';
import { LogChanges } from './LogChanges';
import { logColumns } from './log-columns';
import { logQueries } from './queries';

const TITLE = 'Lịch sử thao tác';
const actionOptions = [{ value: '', label: 'Tất cả hành động' }, ...Object.entries(LOG_ACTIONS).map(([value, label]) => ({ value, label }))];

/** Activity history: who changed what, filtered by date range, action, person and text (spec §2). */
export default function LogsPage() {
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ from: d.from, to: d.to, q: '', action: '', actor: '' });
  const rangeOk = f.from <= f.to;
  const query = useInfiniteQuery({
    ...logQueries.list({ from: f.from, to: f.to, q: f.q, actor: f.actor, action: (f.action || undefined) as LogAction | undefined }),
    enabled: rangeOk,
  });
  const rows = query.data?.items ?? [];

  return (
    <Card title={TITLE} size="small">
      <div className="app-toolbar">
        <ToolbarFilters fields={['from', 'to', 'q']} values={{ ...d, ...f }} onChange={set} searchPlaceholder="Tìm trong nội dung" />
        <Select aria-label="Hành động" value={f.action} options={actionOptions} onChange={(action) => set({ action })} style={{ width: 190 }} />
        <Input.Search
          key={f.actor}
          aria-label="Người thực hiện"
          placeholder="Tên đăng nhập người làm"
          allowClear
          defaultValue={f.actor}
          onSearch={(actor) => set({ actor: actor.trim() })}
          style={{ width: 210 }}
        />
      </div>
      {!rangeOk && <Alert type="warning" showIcon message="Ngày bắt đầu phải trước hoặc bằng ngày kết thúc." style={{ marginBottom: 12 }} />}
      <DataTable<LogEntry>
        title={TITLE}
        fileName={`lich-su-thao-tac-${f.from}-${f.to}`}
        // The server hands the log out page by page: its export takes every page, not just the loaded ones.
        serverExport={{ report: 'listLogs', params: { from: f.from, to: f.to, q: f.q, actor: f.actor, action: f.action } }}
        columns={logColumns}
        rows={rows}
        rowKey="id"
        loading={query.isFetching}
        emptyText="Không có thao tác nào trong khoảng thời gian này"
        expandable={{ expandedRowRender: (r) => <LogChanges entry={r} />, rowExpandable: (r) => r.before !== undefined || r.after !== undefined }}
        toolbar={
          query.data?.hasMore ? (
            <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
              Tải thêm
            </Button>
          ) : (
            <Typography.Text type="secondary">{rows.length ? `Đã tải ${rows.length} dòng` : ''}</Typography.Text>
          )
        }
      />
    </Card>
  );
}
