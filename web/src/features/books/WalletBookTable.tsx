import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { walletName } from '../../../../shared/catalog/wallets';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { formatDate, formatVnd } from '../../lib/format';
import { printLedgerReport } from '../ledger/print';
import { bookRows, type BookRow } from './book-rows';
import { useWalletBook } from './queries';

const bold = (r: BookRow) => ({ style: r.kind === 'line' ? {} : { fontWeight: 700, background: '#f0f5ff' } });
const money = (v: number | null) => (v === null ? '' : formatVnd(v));

export const BOOK_COLUMNS: DataColumn<BookRow>[] = [
  { key: 'date', title: 'Ngày', dataIndex: 'date', exportAs: 'date', onCell: bold, render: (v: string) => formatDate(v) },
  { key: 'voucher_no', title: 'Số chứng từ', dataIndex: 'voucher_no', onCell: bold },
  { key: 'voucher', title: 'Loại chứng từ', dataIndex: 'voucher', onCell: bold },
  { key: 'description', title: 'Diễn giải', dataIndex: 'description', onCell: bold },
  { key: 'object', title: 'Đối tượng', dataIndex: 'object', onCell: bold },
  { key: 'counter', title: 'TK đối ứng', dataIndex: 'counter', onCell: bold },
  { key: 'debit', title: 'Thu', dataIndex: 'debit', exportAs: 'number', kind: 'money', align: 'right', onCell: bold, render: money },
  { key: 'credit', title: 'Chi', dataIndex: 'credit', exportAs: 'number', kind: 'money', align: 'right', onCell: bold, render: money },
  { key: 'balance', title: 'Tồn', dataIndex: 'balance', exportAs: 'number', kind: 'money', align: 'right', onCell: bold, render: (v: number) => formatVnd(v) },
];

/**
 * A wallet's book (business rules §7) for a range: the opening, each line with its counter account and
 * running balance, the totals and closing; exported and printed as shown. The cash book and the bank
 * book both show it.
 */
export function WalletBookTable({ title, wallet, from, to }: { title: string; wallet: number; from: string; to: string }) {
  const book = useWalletBook({ wallet, from, to });
  const rows = useMemo(() => bookRows(book.data, from, to), [book.data, from, to]);
  const heading = `${title} – ${walletName(wallet)}`;
  const caption = `Từ ngày ${formatDate(from)} đến ngày ${formatDate(to)}`;
  const empty = 'Không có phát sinh trong khoảng ngày này';
  return (
    <>
      {book.error && <Alert type="error" showIcon message={book.error.message} style={{ marginBottom: 8 }} />}
      {book.data && (
        <Space wrap size={[16, 4]} style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">{caption} · TK {book.data.account}</Typography.Text>
          <Typography.Text>
            Đầu kỳ: <b>{formatVnd(book.data.opening)}</b> · Thu: <b>{formatVnd(book.data.total_debit)}</b> · Chi: <b>{formatVnd(book.data.total_credit)}</b> · Cuối kỳ:{' '}
            <b>{formatVnd(book.data.closing)}</b>
          </Typography.Text>
        </Space>
      )}
      <DataTable<BookRow>
        title={heading}
        fileName={`so-vi-${wallet}-${from}-${to}`}
        columns={BOOK_COLUMNS}
        rows={rows}
        rowKey="key"
        loading={book.isFetching}
        emptyText={book.isPending ? 'Đang tải...' : empty}
        pageSizes={['all', '20', '50', '100']}
        toolbar={
          <Button icon={<PrinterOutlined />} disabled={!book.data} onClick={() => printLedgerReport(heading, caption, BOOK_COLUMNS, rows, empty)}>
            In sổ
          </Button>
        }
      />
    </>
  );
}
