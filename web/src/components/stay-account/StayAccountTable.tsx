import { Table, Typography } from 'antd';
import type { StatementLine, StayAccountFile } from '../../../../shared/api/rooms/file';
import { CHARGE_KIND_LABELS, PAYMENT_KIND_LABELS, type ChargeKind, type PaymentKind } from '../../../../shared/catalog/receivables';
import { formatDate, formatMonth, formatVnd } from '../../lib/format';

const kindLabel = (l: StatementLine) =>
  l.side === 'charge' ? (CHARGE_KIND_LABELS[l.kind as ChargeKind] ?? l.kind) : (PAYMENT_KIND_LABELS[l.kind as PaymentKind] ?? l.kind);

/** The balance in words: owed, paid ahead, or square. */
export const balanceText = (balance: number): string =>
  balance > 0 ? `Còn nợ ${formatVnd(balance)}` : balance < 0 ? `Trả trước ${formatVnd(-balance)}` : 'Đã thanh toán đủ';

/**
 * A stay's account line by line (the room page and the tenant page): each charge and payment by date
 * with the balance after it, as the server told it from the stay's account (its last balance is the
 * stay's 1311). Newest first on screen, so what is open now is at the top.
 */
export function StayAccountTable({ account, caption }: { account: StayAccountFile; caption?: string }) {
  const rows = [...account.lines].reverse();
  return (
    <Table<StatementLine>
      size="small"
      rowKey={(l) => `${l.side}-${l.id}`}
      dataSource={rows}
      pagination={rows.length > 12 ? { pageSize: 12, size: 'small', showSizeChanger: false } : false}
      scroll={{ x: 560 }}
      aria-label={caption ?? 'Công nợ lượt thuê'}
      locale={{ emptyText: 'Chưa có khoản phải thu hay phiếu thu nào' }}
      columns={[
        { key: 'date', title: 'Ngày', dataIndex: 'date', width: 100, render: (d: string) => formatDate(d) },
        {
          key: 'what',
          title: 'Khoản',
          render: (_: unknown, l) => (
            <span>
              {kindLabel(l)} <Typography.Text type="secondary">{l.no}</Typography.Text>
              {l.month && l.side === 'charge' ? ` · tháng ${formatMonth(`${l.month}-01`)}` : ''}
            </span>
          ),
        },
        {
          key: 'charge',
          title: 'Phải thu',
          align: 'right',
          width: 120,
          render: (_: unknown, l) => (l.side === 'charge' ? formatVnd(l.amount) : ''),
        },
        {
          key: 'paid',
          title: 'Đã thu',
          align: 'right',
          width: 120,
          render: (_: unknown, l) => (l.side === 'payment' ? formatVnd(-l.amount) : ''),
        },
        {
          key: 'open',
          title: 'Còn mở',
          align: 'right',
          width: 110,
          render: (_: unknown, l) => (l.open ? <Typography.Text type="danger">{formatVnd(l.open)}</Typography.Text> : ''),
        },
        { key: 'balance', title: 'Số dư', align: 'right', width: 120, render: (_: unknown, l) => <b>{formatVnd(l.balance)}</b> },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={5}>
            <b>{balanceText(account.balance)}</b>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={5} align="right">
            <b>{formatVnd(account.balance)}</b>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
