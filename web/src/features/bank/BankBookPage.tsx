import { UploadOutlined } from '@ant-design/icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Select, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { walletName } from '../../../../shared/catalog/wallets';
import { toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { useUrlState } from '../../components/filters/use-url-state';
import { formatDate } from '../../lib/format';
import { asBankWallet, asTab, DEFAULT_BANK_WALLET, monthRange, rangeProblem } from './bank-filters';
import { BOOK_TITLE, BookTab } from './BookTab';
import { ImportDialog } from '../bank-import';
import { BANK_WALLET_OPTIONS, needsReview, STATUS_FILTER } from './match-text';
import { bankQueries } from './queries';
import { ReviewQueue } from './ReviewQueue';
import { STATEMENT_TITLE, StatementTab } from './StatementTab';
import type { BankStatus } from './types';

const TITLE = 'Sổ tiền ngân hàng';
const asStatus = (v: string): BankStatus | 'all' => STATUS_FILTER.find((s) => s.value === v)?.value ?? 'all';

/**
 * Bank book (/so-tien-ngan-hang, issue 11): for one bank wallet and a range (a month by default), the
 * wallet's book with its running balance, the bank's statement lines with what each became, the queue
 * of incoming lines waiting for a person, and the statement import. Filters and the tab live in the URL.
 */
export default function BankBookPage() {
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ wallet: DEFAULT_BANK_WALLET, from: d.from, to: d.to, tab: 'book', status: 'all' });
  const wallet = asBankWallet(f.wallet);
  const range = { wallet, from: f.from, to: f.to };
  const problem = rangeProblem(f.from, f.to);
  const tab = asTab(f.tab);
  const queue = useInfiniteQuery({ ...bankQueries.lines({ ...range, status: 'review' }), enabled: !problem });
  const waiting = (queue.data?.items ?? []).filter(needsReview).length;
  const [importing, setImporting] = useState(false);

  return (
    <Card
      title={TITLE}
      size="small"
      extra={
        <Button type="primary" icon={<UploadOutlined />} onClick={() => setImporting(true)}>
          Nhập sao kê
        </Button>
      }
    >
      <div className="app-toolbar">
        <Select
          aria-label="Tài khoản ngân hàng"
          value={String(wallet)}
          options={BANK_WALLET_OPTIONS}
          onChange={(v) => set({ wallet: v })}
          style={{ width: 230 }}
        />
        <ToolbarFilters
          fields={['month', 'from', 'to']}
          values={{ ...d, from: f.from, to: f.to, month: f.from.slice(0, 7) }}
          onChange={({ month, ...rest }) => set(month ? monthRange(month) : rest)}
        />
      </div>
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      <Typography.Text type="secondary">
        {walletName(wallet)} · từ {formatDate(f.from)} đến {formatDate(f.to)}
      </Typography.Text>
      <Tabs
        activeKey={tab}
        onChange={(t) => set({ tab: t })}
        items={[
          { key: 'book', label: BOOK_TITLE, children: problem ? null : <BookTab range={range} /> },
          {
            key: 'statement',
            label: STATEMENT_TITLE,
            children: <StatementTab range={range} status={asStatus(f.status)} onStatus={(status) => set({ status })} enabled={!problem} />,
          },
          {
            key: 'queue',
            label: (
              <Badge count={waiting} size="small" offset={[8, -2]}>
                Chờ xác nhận
              </Badge>
            ),
            children: <ReviewQueue range={range} enabled={!problem} />,
          },
        ]}
      />
      {importing && <ImportDialog wallet={wallet} onClose={() => setImporting(false)} />}
    </Card>
  );
}
