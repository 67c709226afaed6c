import { useQuery } from '@tanstack/react-query';
import { Space, Typography } from 'antd';
import { useMemo } from 'react';
import { walletName } from '../../../../shared/catalog/wallets';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { formatDate, formatVnd } from '../../lib/format';
import { booksQueries } from '../books/queries';
import { bookRows, type BookRow } from './book-rows';
import type { BankRange } from './queries';

export const BOOK_TITLE = 'Sổ tiền gửi ngân hàng';

const cell = (r: BookRow) => ({ style: r.isTotal ? { fontWeight: 700, background: '#f0f5ff' } : {} });
const money = (v: number | undefined) => (v === undefined ? '' : formatVnd(v));

const COLUMNS: DataColumn<BookRow>[] = [
  { key: 'date', title: 'Ngày', dataIndex: 'date', exportAs: 'date', onCell: cell, render: (v: string) => formatDate(v) },
  { key: 'voucher_no', title: 'Số chứng từ', dataIndex: 'voucher_no', onCell: cell },
  { key: 'description', title: 'Diễn giải', dataIndex: 'description', onCell: cell },
  { key: 'object', title: 'Đối tượng', dataIndex: 'object', onCell: cell },
  { key: 'counter', title: 'TK đối ứng', dataIndex: 'counter', kind: 'id', onCell: cell },
  { key: 'debit', title: 'Thu', dataIndex: 'debit', exportAs: 'number', onCell: cell, render: money },
  { key: 'credit', title: 'Chi', dataIndex: 'credit', exportAs: 'number', onCell: cell, render: money },
  { key: 'balance', title: 'Số dư', dataIndex: 'balance', exportAs: 'number', onCell: cell, render: money },
];

/** The wallet book of the range: opening, each line with its running balance, the movements, closing. */
export function BookTab({ range }: { range: BankRange }) {
  const found = useQuery(booksQueries.wallet(range));
  const book = found.data;
  const rows = useMemo(() => bookRows(book, range.from, range.to), [book, range.from, range.to]);
  return (
    <>
      {book && (
        <Space wrap size={[16, 4]} style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">TK {book.account}</Typography.Text>
          <Typography.Text>
            Đầu kỳ: <b>{formatVnd(book.opening)}</b> · Thu: <b>{formatVnd(book.total_debit)}</b> · Chi: <b>{formatVnd(book.total_credit)}</b> · Cuối kỳ: <b>{formatVnd(book.closing)}</b>
          </Typography.Text>
        </Space>
      )}
      <DataTable<BookRow>
        title={`${BOOK_TITLE} – ${walletName(range.wallet)}`}
        fileName={`so-tien-gui-ngan-hang-${range.wallet}-${range.from}-${range.to}`}
        columns={COLUMNS}
        rows={rows}
        rowKey="key"
        loading={found.isFetching}
        emptyText={found.isPending ? 'Đang tải...' : 'Không có phát sinh trong khoảng ngày này'}
        // Opens on All, so the closing row (the last) is on screen.
        pageSizes={['all', '20', '50', '100']}
      />
    </>
  );
}
