import { listCustomers, searchContracts, type Contract, type Customer } from '../../api/customers';
import { searchReceiptChanges, type ReceiptChange } from '../../api/receipt-changes';
import type { ExportColumn } from '../cells';
import { CONTRACT_STATUS_TEXT, CUSTOMER_STATUS_TEXT, RECEIPT_CHANGE_STATUS_TEXT, textOf, vehicleText } from '../labels';
import { defineReport } from '../report';

const byRoom = (a: { room_id: string }, b: { room_id: string }) => a.room_id.localeCompare(b.room_id, 'en', { numeric: true });

/** Customers (/bang-khach-hang): the people staying in a building, or everyone of one room. */
export const customersReport = defineReport({
  endpoint: listCustomers,
  title: 'Bảng khách hàng',
  fileName: (p) => `bang-khach-hang-${p.building}${p.room_id ? `-${p.room_id}` : ''}`,
  rows: (page) => page.items,
  // The order is the whole list's (pages come in key order: room, then the customer's id).
  finish: (list) => [...list].sort((a, b) => byRoom(a, b) || a.check_in_date.localeCompare(b.check_in_date) || a.name.localeCompare(b.name, 'vi')),
  paging: { cursor: 'cursor', limit: 'limit', pageSize: 500, next: (page) => page.cursor },
  columns: [
    { key: 'name', title: 'Họ tên', field: 'name' },
    { key: 'phone', title: 'Điện thoại', field: 'phone' },
    { key: 'id_number', title: 'Số CCCD / hộ chiếu', field: 'id_number' },
    { key: 'birth_date', title: 'Ngày sinh', field: 'birth_date', kind: 'date' },
    { key: 'hometown', title: 'Quê quán', field: 'hometown' },
    { key: 'room_id', title: 'Phòng', field: 'room_id' },
    { key: 'contract_no', title: 'Số hợp đồng', field: 'contract_no' },
    { key: 'check_in_date', title: 'Ngày vào ở', field: 'check_in_date', kind: 'date' },
    { key: 'left_date', title: 'Ngày rời đi', field: 'left_date', kind: 'date' },
    { key: 'status', title: 'Trạng thái', value: (r) => textOf(CUSTOMER_STATUS_TEXT, r.status) },
  ] satisfies ExportColumn<Customer>[],
});

/** Rental contracts (/hop-dong-thue-phong), newest first. */
export const contractsReport = defineReport({
  endpoint: searchContracts,
  title: 'Hợp đồng thuê phòng',
  fileName: (p) => `hop-dong-thue-phong-${p.building}${p.from ? `-${p.from}-${p.to}` : ''}`,
  rows: (page) => page.items,
  // The order is the whole list's (pages come in key order: room for the contracts in force, else start date).
  finish: (list) => [...list].sort((a, b) => b.start_date.localeCompare(a.start_date) || a.contract_no.localeCompare(b.contract_no, 'en', { numeric: true })),
  paging: { cursor: 'cursor', limit: 'limit', pageSize: 500, next: (page) => page.cursor },
  columns: [
    { key: 'contract_no', title: 'Số hợp đồng', field: 'contract_no' },
    { key: 'room_id', title: 'Phòng', field: 'room_id' },
    { key: 'tenant_name', title: 'Bên thuê', field: 'tenant_name' },
    { key: 'tenant_phone', title: 'Điện thoại', field: 'tenant_phone' },
    { key: 'tenant_id_number', title: 'Số CCCD', field: 'tenant_id_number' },
    { key: 'start_date', title: 'Ngày bắt đầu', field: 'start_date', kind: 'date' },
    { key: 'end_date', title: 'Ngày kết thúc', field: 'end_date', kind: 'date' },
    { key: 'rent', title: 'Giá thuê', field: 'rent', kind: 'money' },
    { key: 'deposit_held', title: 'Tiền cọc', field: 'deposit_held', kind: 'money' },
    { key: 'notice_days', title: 'Báo trước (ngày)', field: 'notice_days', kind: 'number' },
    { key: 'occupants_count', title: 'Số người', field: 'occupants_count', kind: 'number' },
    { key: 'status', title: 'Trạng thái', value: (r) => textOf(CONTRACT_STATUS_TEXT, r.status) },
  ] satisfies ExportColumn<Contract>[],
});

const names = (list: ReceiptChange['occupants_in']) => list.map((o) => o.name).join(', ');

/** Change-of-information log (/so-theo-doi-thay-doi-thong-tin): who moved in or out, rent and vehicle changes. */
export const receiptChangesReport = defineReport({
  endpoint: searchReceiptChanges,
  title: 'Sổ theo dõi thay đổi thông tin',
  fileName: (p) => `so-thay-doi-thong-tin-${p.building}-${p.from}-${p.to}`,
  rows: (list) => [...list].sort((a, b) => a.date.localeCompare(b.date) || byRoom(a, b)),
  columns: [
    { key: 'date', title: 'Ngày thay đổi', field: 'date', kind: 'date' },
    { key: 'room_id', title: 'Phòng', field: 'room_id' },
    { key: 'contract_no', title: 'Số hợp đồng', field: 'contract_no' },
    { key: 'customer_name', title: 'Khách thuê', field: 'customer_name' },
    { key: 'in', title: 'Người vào', value: (r) => names(r.occupants_in) },
    { key: 'out', title: 'Người ra', value: (r) => names(r.occupants_out) },
    { key: 'rent_from', title: 'Giá thuê mới từ ngày', value: (r) => r.rent?.from, kind: 'date' },
    { key: 'rent_previous', title: 'Giá thuê cũ', value: (r) => r.rent?.previous, kind: 'money' },
    { key: 'rent_amount', title: 'Giá thuê mới', value: (r) => r.rent?.amount, kind: 'money' },
    {
      key: 'vehicles',
      title: 'Đổi xe',
      value: (r) =>
        r.vehicles ? `${r.vehicles.before.map(vehicleText).join(', ') || 'không xe'} → ${r.vehicles.after.map(vehicleText).join(', ') || 'không xe'}` : '',
    },
    { key: 'notes', title: 'Ghi chú', field: 'notes' },
    { key: 'status', title: 'Trạng thái', value: (r) => textOf(RECEIPT_CHANGE_STATUS_TEXT, r.status) },
    { key: 'reason', title: 'Lý do huỷ/xoá', field: 'reason' },
    { key: 'created_by', title: 'Người lập', field: 'created_by' },
  ] satisfies ExportColumn<ReceiptChange>[],
});
