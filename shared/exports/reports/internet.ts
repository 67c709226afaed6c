import { INTERNET_STATUS_TEXT, listInternet, type InternetService } from '../../api/internet';
import type { ExportColumn } from '../cells';
import { defineReport } from '../report';

/** Internet services (/internet): a building's (or every building's) services, page after page. */
export const internetReport = defineReport({
  endpoint: listInternet,
  title: 'Quản lý internet',
  fileName: (p) => `internet-${p.building ?? 'tat-ca'}${p.status ? `-${p.status}` : ''}${p.room_id ? `-${p.room_id}` : ''}`,
  rows: (page) => page.items,
  finish: (rows) =>
    [...rows].sort(
      (a, b) => a.building.localeCompare(b.building) || a.room_id.localeCompare(b.room_id, 'en', { numeric: true }) || b.start_date.localeCompare(a.start_date),
    ),
  paging: { cursor: 'cursor', limit: 'limit', pageSize: 1000, next: (page) => page.cursor },
  columns: [
    { key: 'building', title: 'Toà', field: 'building' },
    { key: 'room_id', title: 'Phòng', field: 'room_id' },
    { key: 'provider', title: 'Nhà cung cấp', field: 'provider' },
    { key: 'account', title: 'Tài khoản', field: 'account' },
    { key: 'monthly_price', title: 'Giá tháng', field: 'monthly_price', kind: 'money' },
    { key: 'start_date', title: 'Ngày bắt đầu', field: 'start_date', kind: 'date' },
    { key: 'status', title: 'Trạng thái', value: (r) => INTERNET_STATUS_TEXT[r.status] },
    { key: 'status_date', title: 'Từ ngày', field: 'status_date', kind: 'date' },
    { key: 'notes', title: 'Ghi chú', field: 'notes' },
  ] satisfies ExportColumn<InternetService>[],
});
