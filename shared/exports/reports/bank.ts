import { listBankTransactions, type BankTransaction } from '../../api/bank';
import type { ExportColumn } from '../cells';
import { walletFileTag } from '../file-names';
import { defineReport } from '../report';

const STATUS_TEXT: Record<BankTransaction['status'], string> = { unmatched: 'Chưa khớp', matched: 'Đã khớp', ignored: 'Bỏ qua' };

/** A bank wallet's lines (/so-tien-ngan-hang), newest first, page after page. */
export const bankTransactionsReport = defineReport({
  endpoint: listBankTransactions,
  title: 'Giao dịch ngân hàng',
  // The account by its name, not its id (issue 23 §7): giao-dich-ngan-hang-co-gam-1-2026-11-01-2026-11-30.
  fileName: (p) => `giao-dich-ngan-hang-${walletFileTag(p.wallet)}-${p.from}-${p.to}${p.status && p.status !== 'all' ? `-${p.status}` : ''}`,
  rows: (page) => page.items,
  paging: { cursor: 'cursor', limit: 'limit', pageSize: 500, next: (page) => page.cursor },
  columns: [
    { key: 'date', title: 'Ngày', field: 'date', kind: 'date' },
    { key: 'reference', title: 'Số tham chiếu', field: 'reference' },
    { key: 'in', title: 'Tiền vào', value: (r) => (r.direction === 'in' ? r.amount : null), kind: 'money' },
    { key: 'out', title: 'Tiền ra', value: (r) => (r.direction === 'out' ? r.amount : null), kind: 'money' },
    { key: 'content', title: 'Nội dung', field: 'content' },
    { key: 'status', title: 'Trạng thái', value: (r) => STATUS_TEXT[r.status] },
    { key: 'match', title: 'Chứng từ', value: (r) => r.match?.voucher_no ?? r.match?.voucher_id ?? null },
    { key: 'room', title: 'Phòng', value: (r) => (r.match?.room_id ? `${r.match.room_id} (${r.match.building})` : null) },
    { key: 'note', title: 'Ghi chú', field: 'note' },
  ] satisfies ExportColumn<BankTransaction>[],
});
