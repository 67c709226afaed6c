/**
 * The account catalogue (spec §3). Several keys may share one accounting number (e.g. the three kinds
 * of 5212); journal lines carry both, reports group by the number.
 */
export type AccountCategory = 'cash' | 'bank' | 'income' | 'expense' | 'other';

export interface Account {
  key: string;
  accounting_account: string;
  text: string;
  category: AccountCategory;
}

const a = (key: string, accounting_account: string, text: string, category: AccountCategory): Account => ({ key, accounting_account, text, category });

export const ACCOUNTS: readonly Account[] = [
  a('cash_bn', '1111', 'Tiền mặt BN', 'cash'),
  a('cash_gb', '1112', 'Tiền mặt GB', 'cash'),
  a('cash_tt', '1113', 'Tiền mặt TT', 'cash'),
  a('cash_xa', '1114', 'Tiền mặt XA', 'cash'),
  a('cash_ma', '1115', 'Tiền mặt MA-MT', 'cash'),
  a('bank_landlady_1', '1121', 'Ngân hàng cô Gấm (1)', 'bank'),
  a('bank_landlady_2', '1122', 'Ngân hàng cô Gấm (2)', 'bank'),
  a('bank_owner_mt', '1123', 'Ngân hàng chủ nhà MT', 'bank'),
  a('bank_partner', '1124', 'Ngân hàng chủ thứ hai', 'bank'),
  a('customer_receivable', '1311', 'Phải thu khách hàng', 'other'),
  a('landlady_receivable', '1381', 'Phải thu cô Gấm', 'other'),
  a('partner_receivable', '1388', 'Phải thu / phải trả đối tác', 'other'),
  a('payable', '3311', 'Phải trả người bán', 'other'),
  a('pension', '3388', 'Phải trả khác (lương hưu)', 'other'),
  a('loan', '3411', 'Vay', 'other'),
  a('loan_repayment', '3411', 'Trả nợ vay', 'other'),
  a('equity', '4111', 'Vốn chủ sở hữu', 'other'),
  a('undistributed_prev', '4211', 'Lợi nhuận chưa phân phối kỳ trước', 'other'),
  a('undistributed_current', '4212', 'Lợi nhuận chưa phân phối kỳ này', 'other'),
  a('room_revenue', '5111', 'Doanh thu tiền phòng', 'income'),
  a('deposit_revenue', '5112', 'Tiền cọc nhận', 'income'),
  a('room_revenue_adjustment', '5211', 'Điều chỉnh doanh thu tiền phòng', 'income'),
  a('return_deposit', '5212', 'Trả cọc', 'income'),
  a('return_deposit_cancelled', '5212', 'Trả cọc - khách huỷ cọc', 'income'),
  a('additional_deposit_receipt', '5212', 'Thu cọc bổ sung', 'income'),
  a('other_income', '7111', 'Thu nhập khác', 'income'),
  a('other_income_2', '7112', 'Thu nhập khác (2)', 'income'),
  a('management_salary', '6321', 'Lương quản lý', 'expense'),
  a('guard_salary', '6321', 'Lương bảo vệ', 'expense'),
  a('militia', '6321', 'Dân quân', 'expense'),
  a('water', '6322', 'Tiền nước', 'expense'),
  a('electricity', '6323', 'Tiền điện', 'expense'),
  a('land_rent', '6324', 'Tiền thuê đất', 'expense'),
  a('waste', '6325', 'Tiền rác', 'expense'),
  a('internet', '6326', 'Tiền internet', 'expense'),
  a('land_tax', '6327', 'Thuế đất', 'expense'),
  a('internal_utilities', '6428', 'Điện nước dùng nội bộ', 'expense'),
  a('loan_interest', '6351', 'Lãi vay', 'expense'),
  a('advertising', '6411', 'Quảng cáo', 'expense'),
  a('repair', '8111', 'Sửa chữa', 'expense'),
  a('material_purchase', '8111', 'Mua vật tư', 'expense'),
  a('monthly_repair', '8111', 'Sửa chữa hằng tháng', 'expense'),
  a('material', '8111', 'Vật tư', 'expense'),
  a('commission', '8112', 'Tiền dẫn phòng', 'expense'),
  a('other', '8113', 'Chi khác', 'expense'),
  a('utility_recording', '8113', 'Ghi điện nước', 'expense'),
  a('telephone', '8113', 'Điện thoại', 'expense'),
  a('old_wage', '8113', 'Lương cũ', 'expense'),
];

export type AccountKey = string;
const byKey = new Map(ACCOUNTS.map((x) => [x.key, x]));
export const accountOf = (key: AccountKey): Account | undefined => byKey.get(key);

/** Name of an accounting number: the first catalogue entry that carries it. */
export const accountName = (number: string): string => ACCOUNTS.find((x) => x.accounting_account === number)?.text ?? 'N/F';
