import { Tag, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { buildingName } from '../../../../shared/catalog/buildings';
import { walletName } from '../../app/app-data/lookups';
import { RecordLink } from '../../app/RecordLink';
import type { DataColumn } from '../../components/data-table/columns';
import { formatDate, formatNumber } from '../../lib/format';
import { journalObjectRef, type ObjectLookups } from '../../lib/record-links';
import { accountText } from './accounts';
import type { JournalRow } from './journal-rows';
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

/**
 * The journal's columns, laid out by the shared table's width rule: Diễn giải gets the room, Nợ and Có
 * can stay pinned on the right. The voucher and the object show as people know them (slip or contract
 * number, the room's or person's name), each a link to its record.
 */
export function journalColumns({
  catalogue,
  showBuilding,
  pinAmounts = true,
  lookups = {},
}: {
  catalogue: WalletAccount;
  showBuilding: boolean;
  pinAmounts?: boolean;
  lookups?: ObjectLookups;
}): DataColumn<JournalRow>[] {
  const wallet = (r: JournalRow) => (r.wallet === undefined ? '' : walletName(catalogue.wallets, r.wallet));
  const accountName = (r: JournalRow) => (r.isTotal ? '' : accountText(catalogue.accounts, r.account_key, r.account));
  const object = (r: JournalRow) =>
    r.isTotal || !r.object
      ? undefined
      : journalObjectRef({ ...r, object: r.object, date: r.date ?? '', building: r.building ?? '', description: r.description ?? '' }, lookups);
  const columns: (DataColumn<JournalRow> | false)[] = [
    // The totals row says so in the first column on screen; its export carries the words under Diễn giải.
    { key: 'date', title: 'Ngày', dataIndex: 'date', exportAs: 'date', render: (v: string, r) => (r.isTotal ? TOTAL_LABEL : onFirst(r, formatDate(v))) },
    showBuilding && {
      key: 'building',
      title: 'Toà',
      dataIndex: 'building',
      kind: 'id',
      render: (v: string, r) => (r.isTotal ? '' : <span title={buildingName(v)}>{v}</span>),
    },
    {
      key: 'voucher_type',
      title: 'Loại chứng từ',
      value: (r) => (r.voucher_type ? voucherTypeLabel(r.voucher_type) : ''),
      render: (_: unknown, r) => onFirst(r, r.voucher_type ? voucherTypeLabel(r.voucher_type) : ''),
    },
    {
      key: 'voucher',
      title: 'Số chứng từ',
      kind: 'id',
      value: (r) => r.voucher?.text ?? '',
      // A voucher without a number shows its kind in words, which may wrap like any text.
      render: (_: unknown, r) =>
        r.first && !r.isTotal && r.voucher ? (
          <span style={r.voucher.numbered ? undefined : { whiteSpace: 'normal' }}>
            <RecordLink record={r.voucher} />
          </span>
        ) : (
          ''
        ),
    },
    { key: 'account', title: 'TK', dataIndex: 'account', kind: 'id' },
    { key: 'account_name', title: 'Tên tài khoản', value: accountName, render: (_: unknown, r) => accountName(r) },
    { key: 'wallet', title: 'Ví tiền', value: wallet, render: (_: unknown, r) => wallet(r) },
    {
      key: 'object',
      title: 'Đối tượng',
      value: (r) => object(r)?.text ?? '',
      render: (_: unknown, r) => {
        const ref = object(r);
        return ref ? <RecordLink record={ref} /> : '';
      },
    },
    {
      key: 'description',
      title: 'Diễn giải',
      dataIndex: 'description',
      minWidth: 220,
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
    { key: 'debit', title: 'Nợ', dataIndex: 'debit', exportAs: 'number', fixed: pinAmounts ? 'right' : undefined, render: money },
    { key: 'credit', title: 'Có', dataIndex: 'credit', exportAs: 'number', fixed: pinAmounts ? 'right' : undefined, render: money },
  ];
  return columns.filter((c): c is DataColumn<JournalRow> => Boolean(c)).map((c) => ({ ...c, onCell: (r: JournalRow) => ({ style: journalCellStyle(r) }) }));
}
