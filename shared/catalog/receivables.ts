/**
 * Open items of a stay (business rules §9): what is charged to a tenant and what pays it. The kinds
 * are stored on each stay's account and shown to staff by these labels.
 */
export const CHARGE_KINDS = ['bill', 'final_bill', 'debit_note', 'deposit_return', 'opening'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

export const CHARGE_KIND_LABELS: Record<ChargeKind, string> = {
  bill: 'Hoá đơn tháng',
  final_bill: 'Hoá đơn trả phòng',
  debit_note: 'Phiếu điều chỉnh tăng',
  deposit_return: 'Hoàn lại tiền cọc đã trừ',
  opening: 'Số dư chuyển sang',
};

export const PAYMENT_KINDS = ['receipt', 'collected', 'bank', 'credit_note', 'deposit_note', 'deposit', 'opening'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  receipt: 'Phiếu thu tiền phòng',
  collected: 'Phiếu thu hộ',
  bank: 'Chuyển khoản',
  credit_note: 'Phiếu điều chỉnh giảm',
  deposit_note: 'Trừ tiền cọc',
  deposit: 'Trừ cọc khi trả phòng',
  opening: 'Số dư chuyển sang',
};

/** A stay's status as its account shows it. */
export const STAY_DEBT_STATUSES = ['active', 'checked_out'] as const;
