import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { walletName } from '../../../../shared/catalog/wallets';
import type { DataColumn } from '../data-table/columns';
import { DataTable } from '../data-table/DataTable';
import { printLedgerReport } from '../print/report';
import { formatDate, formatVnd } from '../../lib/format';
import { bookRows, type BookRow, type WalletBook } from './book-rows';

/** Rows past which a book opens a page at a time. */
export const LONG_BOOK = 200;

const cell = (r: BookRow) => ({ style: r.isTotal ? { fontWeight: 700, background: '#f0f5ff' } : {} });
const money = (v: number | undefined) => (v === undefined ? '' : formatVnd(v));

export const BOOK_COLUMNS: DataColumn<BookRow>[] = [
  { key: 'date', title: 'Ngày', dataIndex: 'date', exportAs: 'date', onCell: cell, render: (v: string) => formatDate(v) },
  { key: 'voucher_no', title: 'Số chứng từ', dataIndex: 'voucher_no', onCell: cell },
  { key: 'description', title: 'Diễn giải', dataIndex: 'description', onCell: cell },
  { key: 'object', title: 'Đối tượng', dataIndex: 'object', onCell: cell },
  { key: 'counter', title: 'TK đối ứng', dataIndex: 'counter', kind: 'id', onCell: cell },
  { key: 'debit', title: 'Thu', dataIndex: 'debit', exportAs: 'number', kind: 'money', align: 'right', onCell: cell, render: money },
  { key: 'credit', title: 'Chi', dataIndex: 'credit', exportAs: 'number', kind: 'money', align: 'right', onCell: cell, render: money },
  { key: 'balance', title: 'Số dư', dataIndex: 'balance', exportAs: 'number', kind: 'money', align: 'right', onCell: cell, render: money },
];

export interface WalletBookTableProps {
  title: string;
  fileName: string;
  wallet: number;
  from: string;
  to: string;
  book: WalletBook | undefined;
  loading: boolean;
  pending: boolean;
  error?: Error | null;
}

/**
 * A wallet's book (business rules §7) for a range: the opening, each line with its counter accounts and
 * running balance, the movements and the closing; exported and printed as shown. The cash book
 * (/so-tien-mat) and the bank book (/so-tien-ngan-hang) both show it.
 */
export function WalletBookTable({ title, fileName, wallet, from, to, book, loading, pending, error }: WalletBookTableProps) {
  const rows = useMemo(() => bookRows(book, from, to), [book, from, to]);
  const heading = `${title} – ${walletName(wallet)}`;
  const caption = `Từ ngày ${formatDate(from)} đến ngày ${formatDate(to)}`;
  const empty = 'Không có phát sinh trong khoảng ngày này';
  return (
    <>
      {error && <Alert type="error" showIcon message={error.message} style={{ marginBottom: 8 }} />}
      {book && (
        <Space wrap size={[16, 4]} style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">
            {caption} · TK {book.account}
          </Typography.Text>
          <Typography.Text>
            Đầu kỳ: <b>{formatVnd(book.opening)}</b> · Thu: <b>{formatVnd(book.total_debit)}</b> · Chi: <b>{formatVnd(book.total_credit)}</b> · Cuối kỳ:{' '}
            <b>{formatVnd(book.closing)}</b>
          </Typography.Text>
        </Space>
      )}
      <DataTable<BookRow>
        title={heading}
        fileName={fileName}
        columns={BOOK_COLUMNS}
        rows={rows}
        rowKey="key"
        loading={loading}
        emptyText={pending ? 'Đang tải...' : empty}
        // Opens on All, so the closing row (the last) is on screen; a long book (a bank account's month
        // of an imported statement: 2,000 lines) a hundred lines a page, as drawing every line takes
        // seconds (issue 23 §12). Its closing balance is in the line above the table.
        pageSizes={rows.length > LONG_BOOK ? ['100', '20', '50', 'all'] : ['all', '20', '50', '100']}
        toolbar={
          <Button icon={<PrinterOutlined />} disabled={!book} onClick={() => printLedgerReport(heading, caption, BOOK_COLUMNS, rows, empty)}>
            In sổ
          </Button>
        }
      />
    </>
  );
}
