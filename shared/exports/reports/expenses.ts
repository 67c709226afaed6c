import { listDisbursements, type Disbursement } from '../../api/expenses';
import { searchCashTransferSlips, searchReceiptCash, type CashTransferSlip, type ReceiptCash } from '../../api/expenses/cash-slips';
import { accountName } from '../../catalog/accounts';
import { walletName } from '../../catalog/wallets';
import type { ExportColumn } from '../cells';
import { defineReport } from '../report';

const paging = { cursor: 'cursor', limit: 'limit', pageSize: 500, next: (page: { cursor?: string }) => page.cursor } as const;

/** Expense slips of a building (/phieu-chi), oldest first, page after page. */
export const disbursementsReport = defineReport({
  endpoint: listDisbursements,
  title: 'Phiếu chi',
  fileName: (p) => `phieu-chi-${p.building}-${p.from}-${p.to}`,
  rows: (page) => page.items,
  paging,
  columns: [
    { key: 'date', title: 'Ngày', field: 'date', kind: 'date' },
    { key: 'slip_no', title: 'Số phiếu', field: 'slip_no' },
    { key: 'payee', title: 'Người nhận', field: 'payee' },
    { key: 'account', title: 'Khoản chi', value: (r) => `${r.account} – ${accountName(r.account)}` },
    { key: 'wallet', title: 'Chi từ ví', value: (r) => walletName(r.wallet) },
    { key: 'amount', title: 'Số tiền', field: 'amount', kind: 'money' },
    { key: 'description', title: 'Diễn giải', field: 'description' },
  ] satisfies ExportColumn<Disbursement>[],
});

/** Cash transfer slips (cash box → cash box or bank), oldest first. */
export const cashTransferSlipsReport = defineReport({
  endpoint: searchCashTransferSlips,
  title: 'Phiếu chuyển tiền quỹ',
  fileName: (p) => `phieu-chuyen-tien-${p.building ?? 'tat-ca'}-${p.from}-${p.to}`,
  rows: (page) => page.items,
  paging,
  columns: [
    { key: 'date', title: 'Ngày', field: 'date', kind: 'date' },
    { key: 'slip_no', title: 'Số phiếu', field: 'slip_no' },
    { key: 'from', title: 'Từ ví', value: (r) => walletName(r.from_wallet) },
    { key: 'to', title: 'Đến ví', value: (r) => walletName(r.to_wallet) },
    { key: 'amount', title: 'Số tiền', field: 'amount', kind: 'money' },
    { key: 'note', title: 'Ghi chú', field: 'note' },
  ] satisfies ExportColumn<CashTransferSlip>[],
});

/** General money receipts (TM…), oldest first. */
export const receiptCashReport = defineReport({
  endpoint: searchReceiptCash,
  title: 'Phiếu thu tiền',
  fileName: (p) => `phieu-thu-tien-${p.building}-${p.from}-${p.to}`,
  rows: (page) => page.items,
  paging,
  columns: [
    { key: 'date', title: 'Ngày', field: 'date', kind: 'date' },
    { key: 'receipt_no', title: 'Số phiếu', field: 'receipt_no' },
    { key: 'payer', title: 'Người nộp', field: 'payer' },
    { key: 'account', title: 'Tài khoản ghi Có', value: (r) => `${r.account} – ${accountName(r.account)}` },
    { key: 'wallet', title: 'Vào ví', value: (r) => walletName(r.wallet) },
    { key: 'amount', title: 'Số tiền', field: 'amount', kind: 'money' },
    { key: 'note', title: 'Ghi chú', field: 'note' },
  ] satisfies ExportColumn<ReceiptCash>[],
});
