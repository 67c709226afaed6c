import { listJournal, trialBalance, type JournalLine, type TbRow } from '../../api/ledger';
import { ACCOUNTS, accountOf } from '../../catalog/accounts';
import { objectLabel } from '../../catalog/ledger-objects';
import { voucherTypeLabel } from '../../catalog/voucher-types';
import { walletName } from '../../catalog/wallets';
import type { ExportColumn } from '../cells';
import { defineReport, TOTAL_LABEL } from '../report';

const buildingPart = (building: string | undefined) => building ?? 'tat-ca';

/** A line of the journal, or the totals row (Σ Nợ, Σ Có) under Diễn giải. */
type JournalRow = Partial<JournalLine> & { debit: number; credit: number; isTotal?: boolean };

/** Oldest first; within a day in the order they were posted (entry ids are ULIDs), then line order. */
export const journalOrder = (a: JournalLine, b: JournalLine): number => a.date.localeCompare(b.date) || a.entry_id.localeCompare(b.entry_id) || a.line - b.line;

function journalRows(lines: readonly JournalLine[]): JournalRow[] {
  if (!lines.length) return [];
  const total = lines.reduce((t, l) => ({ debit: t.debit + l.debit, credit: t.credit + l.credit }), { debit: 0, credit: 0 });
  return [...[...lines].sort(journalOrder), { ...total, description: TOTAL_LABEL, isTotal: true }];
}

/** The name of a line's account: its own catalogue key's text, else the number's first name, else N/F. */
const accountText = (key: string | undefined, number: string | undefined): string =>
  (key ? accountOf(key)?.text : undefined) ?? ACCOUNTS.find((a) => a.accounting_account === number)?.text ?? 'N/F';

/** The general journal's columns (/nhat-ky-chung): date and voucher on every line; Toà when all buildings show. */
const journalColumns = (showBuilding: boolean): ExportColumn<JournalRow>[] => [
  { key: 'date', title: 'Ngày', field: 'date', kind: 'date' },
  ...(showBuilding ? [{ key: 'building', title: 'Toà', field: 'building' } as const] : []),
  { key: 'voucher_type', title: 'Loại chứng từ', value: (r) => (r.voucher_type ? voucherTypeLabel(r.voucher_type) : '') },
  { key: 'voucher_no', title: 'Số chứng từ', value: (r) => r.voucher_no ?? r.voucher_id ?? '' },
  { key: 'account', title: 'TK', field: 'account' },
  { key: 'account_name', title: 'Tên tài khoản', value: (r) => (r.isTotal ? '' : accountText(r.account_key, r.account)) },
  { key: 'wallet', title: 'Ví tiền', value: (r) => (r.wallet === undefined ? '' : walletName(r.wallet)) },
  { key: 'object', title: 'Đối tượng', value: (r) => r.object_name ?? objectLabel(r.object) },
  { key: 'description', title: 'Diễn giải', field: 'description' },
  { key: 'debit', title: 'Nợ', field: 'debit', kind: 'money' },
  { key: 'credit', title: 'Có', field: 'credit', kind: 'money' },
];

export const journalReport = defineReport({
  endpoint: listJournal,
  title: 'Nhật ký chung',
  fileName: (p) => `nhat-ky-chung-${buildingPart(p.building)}-${p.from}-${p.to}`,
  rows: (page): JournalRow[] => page.items,
  // Totals and order are the whole journal's, not a page's.
  finish: (rows) => journalRows(rows as unknown as JournalLine[]),
  paging: { cursor: 'cursor', limit: 'limit', pageSize: 2000, next: (page) => page.cursor },
  columns: (p) => journalColumns(!p.building),
});

type TbLine = TbRow | (Omit<TbRow, 'account' | 'name'> & { account: ''; name: string });

const TB_AMOUNTS: [keyof Omit<TbRow, 'account' | 'name'>, string][] = [
  ['opening_debit', 'Dư Nợ đầu kỳ'],
  ['opening_credit', 'Dư Có đầu kỳ'],
  ['period_debit', 'Phát sinh Nợ'],
  ['period_credit', 'Phát sinh Có'],
  ['closing_debit', 'Dư Nợ cuối kỳ'],
  ['closing_credit', 'Dư Có cuối kỳ'],
];

/** The trial balance (/tb): accounts in number order, then the server's totals as the last row. */
export const trialBalanceReport = defineReport({
  endpoint: trialBalance,
  title: 'Bảng cân đối phát sinh',
  fileName: (p) => `bang-can-doi-phat-sinh-${buildingPart(p.building)}-${p.from}-${p.to}`,
  rows: (tb): TbLine[] => {
    const rows = [...tb.rows].sort((a, b) => a.account.localeCompare(b.account));
    return rows.length ? [...rows, { ...tb.totals, account: '', name: TOTAL_LABEL }] : [];
  },
  columns: [
    { key: 'account', title: 'Tài khoản', field: 'account' },
    { key: 'name', title: 'Tên tài khoản', field: 'name' },
    ...TB_AMOUNTS.map(([field, title]): ExportColumn<TbLine> => ({ key: field, title, field, kind: 'money' })),
  ],
});
