import { Tag } from 'antd';
import type { LogEntry } from '../../../../shared/api/logs';
import { buildingName } from '../../../../shared/catalog/buildings';
import { LOG_ACTIONS } from '../../../../shared/catalog/log-actions';
import { RecordLink } from '../../app/RecordLink';
import type { DataColumn } from '../../components/data-table/columns';
import { formatDateTime } from '../../lib/format';
import { logEntityRef } from '../../lib/record-links';
import { formatStoredText } from '../../lib/summary-text';

const actorName = (r: LogEntry) => r.actor.name || r.actor.username;

/**
 * The activity log's columns: the record by its slip or contract number and the room or person it is
 * about (a link to it), and the stored summary with its money and dates written for people.
 */
export const logColumns: DataColumn<LogEntry>[] = [
  { key: 'at', title: 'Thời gian', dataIndex: 'at', exportAs: 'datetime', render: (v: string) => formatDateTime(v) },
  {
    key: 'action',
    title: 'Hành động',
    value: (r) => LOG_ACTIONS[r.action] ?? r.action,
    render: (_: unknown, r) => <Tag color="blue">{LOG_ACTIONS[r.action] ?? r.action}</Tag>,
  },
  { key: 'actor', title: 'Người thực hiện', value: actorName, render: (_: unknown, r) => <span title={r.actor.username}>{actorName(r)}</span> },
  { key: 'entity', title: 'Đối tượng', value: (r) => logEntityRef(r).text, render: (_: unknown, r) => <RecordLink record={logEntityRef(r)} /> },
  {
    key: 'building',
    title: 'Toà nhà',
    value: (r) => (r.building ? buildingName(r.building) : ''),
    render: (_: unknown, r) => (r.building ? buildingName(r.building) : ''),
  },
  { key: 'summary', title: 'Nội dung', value: (r) => formatStoredText(r.summary), minWidth: 260, render: (_: unknown, r) => formatStoredText(r.summary) },
];
