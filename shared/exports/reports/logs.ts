import { listLogs, type LogEntry } from '../../api/logs';
import { buildingName } from '../../catalog/buildings';
import { LOG_ACTIONS } from '../../catalog/log-actions';
import { defineReport } from '../report';

const actorName = (r: LogEntry) => r.actor.name || r.actor.username;

/** Activity history (/logs): the one list the server hands out page by page; the export takes every page. */
export const logsReport = defineReport({
  endpoint: listLogs,
  title: 'Lịch sử thao tác',
  fileName: (p) => `lich-su-thao-tac-${p.from}-${p.to}`,
  rows: (page) => page.items,
  paging: { cursor: 'cursor', limit: 'limit', pageSize: 1000, next: (page) => page.cursor },
  columns: [
    { key: 'at', title: 'Thời gian', field: 'at', kind: 'datetime' },
    { key: 'action', title: 'Hành động', value: (r) => LOG_ACTIONS[r.action] ?? r.action },
    { key: 'actor', title: 'Người thực hiện', value: actorName },
    { key: 'entity', title: 'Đối tượng', value: (r) => `${r.entity} ${r.entity_id}` },
    { key: 'building', title: 'Toà nhà', value: (r) => (r.building ? buildingName(r.building) : '') },
    { key: 'summary', title: 'Nội dung', field: 'summary' },
  ],
});
