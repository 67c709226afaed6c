import { LOG_ACTIONS } from './log-actions';

/**
 * Voucher types as journal lines carry them (`voucher_type`, business rules §7), in staff's words.
 * The posting side names them; a type not listed here falls back to the activity-log label of the
 * same key, and then to the key itself, so a new voucher never shows up blank.
 */
export const VOUCHER_TYPE_LABELS: Record<string, string> = {
  deposit: 'Phiếu nhận cọc',
  deposit_cancel: 'Huỷ cọc (mất cọc)',
  deposit_cancelled: 'Huỷ cọc (mất cọc)',
  deposit_delete: 'Xoá phiếu cọc',
  deposit_deleted: 'Xoá phiếu cọc',
  deposit_transfer: 'Chuyển cọc',
  transfer_deposit: 'Chuyển cọc',
  additional_deposit: 'Phiếu thu cọc bổ sung',
  additional_deposit_receipt: 'Phiếu thu cọc bổ sung',
  check_in: 'Phiếu nhận phòng',
  check_in_removed: 'Xoá phiếu nhận phòng',
  notice: 'Phiếu báo trả phòng',
  check_out: 'Phiếu trả phòng',
  check_out_cancelled: 'Huỷ trả phòng',
  return_deposit: 'Trả cọc',
  receipt_change: 'Phiếu thay đổi thông tin',
  payment: 'Bảng tính tiền phòng',
  final_bill: 'Hoá đơn trả phòng',
  payment_adjustment: 'Điều chỉnh tiền phòng',
  receivable_migration: 'Chuyển công nợ phòng sang lượt thuê',
  return_deposit_adjustment: 'Điều chỉnh trả cọc',
  adjustment: 'Phiếu điều chỉnh',
  receipt_room: 'Phiếu thu tiền phòng',
  receipt_collected: 'Phiếu thu tiền',
  receipt_other: 'Phiếu thu khác',
  receipt_cash: 'Phiếu thu tiền mặt',
  receipt_gam: 'Phiếu thu cô Gấm',
  partner_receipt: 'Phiếu thu/chi đối tác',
  receipt_loan: 'Phiếu vay',
  loan: 'Phiếu vay',
  receipt_undistributed_earning: 'Lợi nhuận chưa phân phối',
  disbursement: 'Phiếu chi',
  commission: 'Chi tiền dẫn phòng',
  repair_timesheet: 'Chi sửa chữa',
  pccc_repair_timesheet: 'Chi sửa chữa PCCC lớn',
  cash_transfer_slip: 'Phiếu chuyển tiền mặt',
  bank_internal_transfer: 'Chuyển khoản nội bộ',
  capital: 'Góp vốn / rút lợi nhuận',
  internal_use: 'Điện nước dùng nội bộ',
  opening: 'Số dư đầu (nhập dữ liệu ban đầu)',
};

export const voucherTypeLabel = (type: string): string => VOUCHER_TYPE_LABELS[type] ?? (LOG_ACTIONS as Record<string, string>)[type] ?? type;
