import { Tag } from 'antd';
import type { LogEntry } from '../../../../shared/api/logs';
import { buildingName } from '../../../../shared/catalog/buildings';
import { LOG_ACTIONS } from '../../../../shared/catalog/log-actions';
import type { DataColumn } from '../../components/data-table/columns';
import { formatDateTime } from '../../lib/format';

const actorName = (r: LogEntry) => r.actor.name || r.actor.username;

export const logColumns: DataColumn<LogEntry>[] = [
  { key: 'at', title: 'Thời gian', dataIndex: 'at', exportAs: 'datetime', width: 170, render: (v: string) => formatDateTime(v) },
  {
    key: 'action',
    title: 'Hành động',
    value: (r) => LOG_ACTIONS[r.action] ?? r.action,
    width: 150,
    render: (_: unknown, r) => <Tag color="blue">{LOG_ACTIONS[r.action] ?? r.action}</Tag>,
  },
  { key: 'actor', title: 'Người thực hiện', value: actorName, width: 160, render: (_: unknown, r) => <span title={r.actor.username}>{actorName(r)}</span> },
  { key: 'entity', title: 'Đối tượng', value: (r) => `${r.entity} ${r.entity_id}`, width: 180, render: (_: unknown, r) => `${r.entity} · ${r.entity_id}` },
  { key: 'building', title: 'Toà nhà', value: (r) => (r.building ? buildingName(r.building) : ''), width: 150, render: (_: unknown, r) => (r.building ? buildingName(r.building) : '') },
  { key: 'summary', title: 'Nội dung', dataIndex: 'summary' },
];
