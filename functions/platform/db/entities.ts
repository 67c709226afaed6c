/**
 * Every item carries `entity` (its record type), which the byEntityType index keys on. This is the
 * catalogue of record types with their Vietnamese names, for the admin area.
 */
export const ENTITIES = {
  log: 'Nhật ký thao tác',
  room: 'Phòng',
  room_state: 'Lịch sử trạng thái phòng',
  room_figures: 'Trạng thái các phòng của toà (tổng quan)',
  journal_line: 'Dòng nhật ký chung',
  rollup: 'Số dư tổng hợp sổ cái',
  payment_log: 'Kỳ tính tiền',
  month_report: 'Báo cáo đã chốt',
  cash_guard: 'Khoá chi quỹ tiền mặt (phiên bản)',
  // --- readings entities ---
  reading_sheet: 'Bảng số điện/nước (toà, tháng)',
  reading_piece: 'Chỉ số điện/nước của một tầng (toà, tháng)',
  reading_head: 'Phiên bản bảng số điện/nước (toà, tháng)',
  reading_audit: 'Lịch sử sửa chỉ số điện/nước',
  meter_change: 'Phiếu thay đồng hồ',
  // --- deposits entities ---
  deposit: 'Phiếu đặt cọc',
  slip_counter: 'Bộ đếm số phiếu cọc',
  additional_deposit_receipt: 'Phiếu thu cọc bổ sung',
  // --- stays entities ---
  stay: 'Phiếu nhận phòng (lượt ở)',
  contract: 'Hợp đồng thuê phòng',
  customer: 'Khách hàng',
  check_out: 'Phiếu trả phòng',
  return_deposit: 'Phiếu trả cọc',
  pending_refund: 'Phiếu trả cọc chờ chi (danh sách cần chi)',
  receipt_change: 'Phiếu thay đổi thông tin',
  // --- internet entities ---
  internet: 'Dịch vụ internet',
  internet_room: 'Internet đang dùng của phòng',
  // --- payments entities ---
  bill_run: 'Lượt tính tiền (toà, tháng)',
  bill: 'Hoá đơn tháng của phòng',
  edit_lock: 'Khoá sổ',
  // --- adjustments (receipts domain) ---
  adjustment: 'Phiếu điều chỉnh tiền phòng',
  adjustment_counter: 'Bộ đếm số phiếu điều chỉnh',
  // --- rent and collected receipts (receipts domain) ---
  receipt: 'Phiếu thu tiền phòng / thu hộ',
  receipt_counter: 'Bộ đếm số phiếu thu tiền phòng',
  room_pay: 'Số dư trả trước / nợ ngoài hoá đơn của phòng',
  deposit_adjusted: 'Tiền cọc đã trừ bằng phiếu điều chỉnh (lượt ở)',
  // --- other receipts (receipts domain) ---
  receipt_other: 'Phiếu thu khác',
  receipt_other_counter: 'Bộ đếm số phiếu thu khác',
  // --- other-debts entities ---
  other_debt_receipt: 'Phiếu thu/chi cô Gấm, đối tác, vay, vốn/lợi nhuận',
  other_debt_counter: 'Bộ đếm số phiếu cô Gấm, đối tác, vay, vốn/lợi nhuận',
  partner_settings: 'Cài đặt tên đối tác',
  // --- bank entities ---
  bank_transaction: 'Giao dịch ngân hàng (sao kê, webhook)',
  bank_ref: 'Mã chống trùng giao dịch ngân hàng',
  bank_payer: 'Người chuyển khoản đã xác nhận cho phòng',
  bank_link: 'Chứng từ đã gắn giao dịch ngân hàng',
  bank_transfer: 'Chuyển khoản nội bộ',
  bank_import: 'Lần nhập sao kê ngân hàng',
  // --- go-live entities (issue 25) ---
  go_live_import: 'Lần nhập dữ liệu ban đầu',
  go_live_batch: 'Phần đã ghi của lần nhập dữ liệu ban đầu',
  // --- settings entities ---
  bank_settings: 'Cài đặt tài khoản ngân hàng',
  // --- tenant-bills entities (issue 24) ---
  tenant_bill_link: 'Liên kết hoá đơn cho khách (lượt thuê)',
  // --- price settings ---
  price_settings: 'Giá điện nước và giá trần điện',
  // --- expenses (issue 11) ---
  disbursement: 'Phiếu chi',
  disbursement_counter: 'Bộ đếm số phiếu chi',
  disbursement_ref: 'Giao dịch ngoài đã có phiếu chi (Chợ Tốt)',
  cash_transfer_slip: 'Phiếu chuyển tiền mặt',
  cash_transfer_counter: 'Bộ đếm số phiếu chuyển tiền mặt',
  receipt_cash: 'Phiếu thu tiền (TM)',
  receipt_cash_counter: 'Bộ đếm số phiếu thu tiền (TM)',
  payee_settings: 'Danh sách người nhận tiền (phiếu chi)',
  chotot_settings: 'Cài đặt API Chợ Tốt',
  // --- repairs (issue 13) ---
  repair_request: 'Phiếu sửa chữa (thường, PCCC lớn)',
  repair_timesheet: 'Bảng chấm công sửa chữa',
  repair_payment: 'Phiếu chi thanh toán sửa chữa',
  repair_payment_counter: 'Bộ đếm số phiếu chi sửa chữa',
  repairman: 'Thợ sửa chữa',
  // --- vehicle cards (issue 13) ---
  vehicle_card: 'Thẻ xe',
  vehicle_card_no: 'Số thẻ xe đang phát',
  vehicle_card_holder: 'Xe đang giữ thẻ',
  card_to_collect: 'Thẻ xe cần thu (danh sách cần thu)',
  // --- search (issue 24) ---
  search_entry: 'Chỉ mục tìm kiếm (số điện thoại, tên khách)',
  // --- utilities: consumption analysis (issue 12) ---
  analysis_log: 'Nhật ký chốt phân tích điện/nước (tháng)',
  analysis_rows: 'Kết quả phân tích điện/nước đã chốt (toà, tháng)',
  analysis_devices: 'Thiết bị của phòng trong tháng',
  analysis_devices_mark: 'Phiên bản thiết bị của tháng',
  analysis_note: 'Ghi chú, xác nhận cờ phân tích điện/nước',
  // --- utilities: comparisons (issue 12, H3; the month-end run record is a month_report) ---
  utility_comparison: 'Cặp tháng so sánh điện nước đã lưu',
  // --- utilities: state bills, internal use, report (issue 12, H1) ---
  state_bill: 'Hoá đơn điện/nước nhà nước (toà, tháng)',
  internal_sheet: 'Bảng số điện/nước nội bộ (toà, tháng)',
  utility_settings: 'Cài đặt ngưỡng điện nước',
  utility_report: 'Báo cáo điện nước theo tháng đã lưu (toà, tháng)',
  room_totals: 'Tổng điện/nước các phòng (toà, tháng: số đã tính sẵn)',
} as const satisfies Record<string, string>;

export type Entity = keyof typeof ENTITIES;
