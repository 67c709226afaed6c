import { auditData, type ReadingChange } from '../../api/readings';
import type { ExportColumn } from '../cells';
import { defineReport } from '../report';
import { monthText } from '../../dates';

/** Who changed which meter reading (GET /api/bills/audit-data), page after page, newest first. */
export const readingAuditReport = defineReport({
  endpoint: auditData,
  title: 'Lịch sử sửa chỉ số điện nước',
  fileName: (p) => `lich-su-chi-so-${p.building}-${p.from}-${p.to}`,
  rows: (page) => page.items,
  paging: { cursor: 'cursor', limit: 'limit', pageSize: 1000, next: (page) => page.cursor },
  columns: [
    { key: 'at', title: 'Thời gian', field: 'at', kind: 'datetime' },
    { key: 'actor', title: 'Người sửa', value: (r) => r.actor.username },
    { key: 'type', title: 'Loại', value: (r) => (r.type === 'E' ? 'Điện' : 'Nước') },
    { key: 'month', title: 'Tháng', value: (r) => monthText(r.month) },
    { key: 'room_id', title: 'Phòng', field: 'room_id' },
    { key: 'before', title: 'Chỉ số cũ', value: (r) => (r.before === null ? '' : r.before) },
    { key: 'after', title: 'Chỉ số mới', field: 'after' },
  ] satisfies ExportColumn<ReadingChange>[],
});
