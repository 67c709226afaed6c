/**
 * What an other receipt (money received that is not rent, business rules §7: Dr wallet / Cr 7111 or
 * 7112) is booked as: staff pick the kind of income, the ledger gets its account.
 */
export const RECEIPT_OTHER_ACCOUNTS = [
  { account: '7111', account_key: 'other_income', label: 'Thu nhập khác (bán phế liệu, thanh lý, tiền phạt)' },
  { account: '7112', account_key: 'other_income_2', label: 'Thu dịch vụ khác (giữ xe, giặt ủi, dịch vụ)' },
] as const;

export type ReceiptOtherAccount = (typeof RECEIPT_OTHER_ACCOUNTS)[number]['account'];
export const RECEIPT_OTHER_ACCOUNT_CODES = RECEIPT_OTHER_ACCOUNTS.map((a) => a.account) as [ReceiptOtherAccount, ...ReceiptOtherAccount[]];

export const receiptOtherAccountOf = (account: string) => RECEIPT_OTHER_ACCOUNTS.find((a) => a.account === account);
