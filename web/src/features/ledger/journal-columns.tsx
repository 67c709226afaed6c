import { Tag, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { buildingName } from '../../../../shared/catalog/buildings';
import { walletName } from '../../app/app-data/lookups';
import type { DataColumn } from '../../components/data-table/columns';
import { formatDate, formatNumber } from '../../lib/format';
import { accountText } from './accounts';
import type { JournalRow } from './journal-rows';
import { objectLabel } from './objects';
import type { WalletAccount } from './queries';
import { voucherTypeLabel } from './voucher-types';

/** Entries are told apart by alternate shading and a heavier rule above each one; totals stand out. */
export function journalCellStyle(r: JournalRow): CSSProperties {
  if (r.isTotal) return { fontWeight: 700, background: '#f0f5ff', borderTop: '2px solid #adc6ff' };
  return { background: r.shade ? '#fafafa' : undefined, borderTop: r.first ? '1px solid #bfbfbf' : undefined };
}

const money = (v: number) => (v ? formatNumber(v) : '');
/** Date and voucher belong to the entry: shown on its first line, exported on every line. */
const onFirst = (r: JournalRow, text: string) => (r.first && !r.isTotal ? text : '');

export const TOTAL_LABEL = 'Tổng cộng';

/** Widths the table lays out with (it scrolls sideways beyond them); Nợ and Có can stay pinned on the right. */
export function journalColumns({ catalogue, showBuilding, pinAmounts = true }: { catalogue: WalletAccount; showBuilding: boolean; pinAmounts?: boolean }): DataColumn<JournalRow>[] {
  const wallet = (r: JournalRow) => (r.wallet === undefined ? '' : walletName(catalogue.wallets, r.wallet));
  const accountName = (r: JournalRow) => (r.isTotal ? '' : accountText(catalogue.accounts, r.account_key, r.account));
  const columns: (DataColumn<JournalRow> | false)[] = [
    // The totals row says so in the first column on screen; its export carries the words under Diễn giải.
    { key: 'date', title: 'Ngày', dataIndex: 'date', exportAs: 'date', width: 96, render: (v: string, r) => (r.isTotal ? TOTAL_LABEL : onFirst(r, formatDate(v))) },
    showBuilding && { key: 'building', title: 'Toà', dataIndex: 'building', width: 56, render: (v: string, r) => (r.isTotal ? '' : <span title={buildingName(v)}>{v}</span>) },
    {
      key: 'voucher_type',
      title: 'Loại chứng từ',
      value: (r) => (r.voucher_type ? voucherTypeLabel(r.voucher_type) : ''),
      width: 140,
      ellipsis: true,
      render: (_: unknown, r) => onFirst(r, r.voucher_type ? voucherTypeLabel(r.voucher_type) : ''),
    },
    {
      key: 'voucher_id',
      title: 'Số chứng từ',
      dataIndex: 'voucher_id',
      width: 120,
      ellipsis: true,
      render: (v: string | undefined, r) => (r.first && !r.isTotal && v ? <span title={v}>{v}</span> : ''),
    },
    { key: 'account', title: 'TK', dataIndex: 'account', width: 64 },
    { key: 'account_name', title: 'Tên tài khoản', value: accountName, width: 170, ellipsis: true, render: (_: unknown, r) => <span title={accountName(r)}>{accountName(r)}</span> },
    { key: 'wallet', title: 'Ví tiền', value: wallet, width: 140, ellipsis: true, render: (_: unknown, r) => <span title={wallet(r)}>{wallet(r)}</span> },
    { key: 'object', title: 'Đối tượng', value: (r) => objectLabel(r.object), width: 150, ellipsis: true, render: (_: unknown, r) => <span title={r.object}>{objectLabel(r.object)}</span> },
    {
      key: 'description',
      title: 'Diễn giải',
      dataIndex: 'description',
      width: 240,
      render: (v: string | undefined, r) =>
        r.isTotal ? (
          ''
        ) : (
          <>
            {r.reverses && (
              <Tag color="red" style={{ marginInlineEnd: 4 }}>
                Đảo
              </Tag>
            )}
            <Typography.Text>{v}</Typography.Text>
          </>
        ),
    },
    { key: 'debit', title: 'Nợ', dataIndex: 'debit', exportAs: 'number', width: 112, align: 'right', fixed: pinAmounts ? 'right' : undefined, render: money },
    { key: 'credit', title: 'Có', dataIndex: 'credit', exportAs: 'number', width: 112, align: 'right', fixed: pinAmounts ? 'right' : undefined, render: money },
  ];
  return columns.filter((c): c is DataColumn<JournalRow> => Boolean(c)).map((c) => ({ ...c, onCell: (r: JournalRow) => ({ style: journalCellStyle(r) }) }));
}
