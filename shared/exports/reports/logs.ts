import { listLogs, type LogEntry } from '../../api/logs';
import { buildingName } from '../../catalog/buildings';
import { LOG_ACTIONS } from '../../catalog/log-actions';
import { defineReport } from '../report';

/** The kind of record, in words, for older log lines that carry no number or name. */
const ENTITY_WORDS: Record<string, string> = {
  room: 'Phòng',
  deposit: 'Phiếu cọc',
  stay: 'Phiếu nhận phòng',
  check_out: 'Phiếu trả phòng',
  return_deposit: 'Phiếu trả cọc',
  receipt_change: 'Phiếu thay đổi thông tin',
  additional_deposit_receipt: 'Phiếu thu cọc bổ sung',
  user: 'Tài khoản',
  database: 'Cơ sở dữ liệu',
  month_report: 'Báo cáo tháng',
  bill: 'Hoá đơn',
  bill_run: 'Bảng tính tiền',
  internet: 'Internet',
};

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
    // The record's number and who or what it is about, as people know them; never its id.
    { key: 'entity', title: 'Đối tượng', value: (r) => [r.entity_no, r.entity_name].filter(Boolean).join(' · ') || ENTITY_WORDS[r.entity] || '' },
    { key: 'building', title: 'Toà nhà', value: (r) => (r.building ? buildingName(r.building) : '') },
    { key: 'summary', title: 'Nội dung', field: 'summary' },
  ],
});
