/** Activity-log action labels (spec §3), with their Vietnamese text. */
export const LOG_ACTIONS = {
  deposit: 'Đặt cọc',
  create: 'Tạo mới',
  update: 'Cập nhật',
  delete: 'Xoá / huỷ',
  receipt_collected: 'Thu tiền',
  check_in: 'Nhận phòng',
  receipt_room: 'Thu tiền phòng',
  transfer_deposit: 'Chuyển cọc',
  check_out: 'Trả phòng',
  receipt_change: 'Thay đổi thông tin',
  increase_room: 'Tăng giá phòng',
  payment: 'Tính tiền',
  disbursement: 'Chi tiền',
  commission: 'Tiền dẫn phòng',
  loan: 'Vay',
  receipt_other: 'Thu khác',
  receipt_cash: 'Thu tiền (TM)',
  cash_transfer_slip: 'Chuyển tiền quỹ',
  receipt_gam: 'Thu/chi cô Gấm',
  partner_receipt: 'Thu/chi đối tác',
  receipt_undistributed_earning: 'Góp vốn / rút lợi nhuận',
  repair_payment: 'Thanh toán sửa chữa',
  internal_use: 'Điện nước dùng nội bộ',
} as const;
export type LogAction = keyof typeof LOG_ACTIONS;
export const LOG_ACTION_KEYS = Object.keys(LOG_ACTIONS) as [LogAction, ...LogAction[]];
