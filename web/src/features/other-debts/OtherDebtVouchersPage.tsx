import { EditOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { DEFAULT_PARTNER_NAME, putPartnerSettings, type OtherDebtBook, type OtherDebtReceipt } from '../../../../shared/api/other-debts';
import { walletName } from '../../../../shared/catalog/wallets';
import { useCan } from '../../app/session/can';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { asBuilding, DEFAULT_BUILDING, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { useListFilters } from '../../components/filters/use-list-filters';
import { queryProblem } from '../../components/filters/use-each-building';
import { formatDate, formatNumber, formatVnd } from '../../lib/format';
import { BOOK_TABS, bookTitle, counterpartOf, kindText } from './books';
import { OtherDebtForm } from './OtherDebtForm';
import { PartnerNameForm } from './PartnerNameForm';
import { printOtherDebt } from './print';
import { BOOK_SEARCH, otherDebtQueries } from './queries';

const TITLE = 'Phiếu thu chi cô Gấm';
const EMPTY = 'Không có phiếu nào trong khoảng thời gian này';

const isBook = (s: string): s is OtherDebtBook => (BOOK_TABS as readonly string[]).includes(s);

function columnsOf(
  book: OtherDebtBook,
  partnerName: string,
  act: { edit: (r: OtherDebtReceipt) => void; print: (r: OtherDebtReceipt) => void },
): DataColumn<OtherDebtReceipt>[] {
  return [
    { key: 'date', title: 'Ngày', dataIndex: 'date', exportAs: 'date', render: (v: string) => formatDate(v) },
    { key: 'receipt_no', title: 'Số phiếu', dataIndex: 'receipt_no' },
    { key: 'building', title: 'Toà', dataIndex: 'building' },
    { key: 'kind', title: 'Loại', value: kindText, render: (_: unknown, r: OtherDebtReceipt) => kindText(r) },
    ...(book === 'loan'
      ? [
          {
            key: 'lender',
            title: 'Bên cho vay',
            value: (r: OtherDebtReceipt) => counterpartOf(book, r, partnerName),
            render: (_: unknown, r: OtherDebtReceipt) => r.lender,
          },
        ]
      : []),
    { key: 'account', title: 'TK đối ứng', dataIndex: 'account' },
    { key: 'wallet', title: 'Ví tiền', value: (r) => walletName(r.wallet), render: (_: unknown, r: OtherDebtReceipt) => walletName(r.wallet) },
    {
      key: 'in',
      title: 'Thu',
      exportAs: 'number',
      kind: 'money',
      value: (r) => (r.direction === 'in' ? r.amount : 0),
      render: (_: unknown, r: OtherDebtReceipt) => (r.direction === 'in' ? formatVnd(r.amount) : ''),
    },
    {
      key: 'out',
      title: 'Chi',
      exportAs: 'number',
      kind: 'money',
      value: (r) => (r.direction === 'out' ? r.amount : 0),
      render: (_: unknown, r: OtherDebtReceipt) => (r.direction === 'out' ? formatVnd(r.amount) : ''),
    },
    { key: 'note', title: 'Ghi chú', dataIndex: 'note' },
    {
      key: 'action',
      title: '',
      noExport: true,
      render: (_: unknown, r: OtherDebtReceipt) => (
        <Space size={4}>
          <Button size="small" icon={<EditOutlined />} aria-label={`Sửa phiếu ${r.receipt_no}`} onClick={() => act.edit(r)} />
          <Button size="small" icon={<PrinterOutlined />} aria-label={`In phiếu ${r.receipt_no}`} onClick={() => act.print(r)} />
        </Space>
      ),
    },
  ];
}

/** One book's list and its dialogs. */
function BookTab({ book, partnerName }: { book: OtherDebtBook; partnerName: string }) {
  const d = toolbarDefaults();
  const [f, set] = useListFilters({});
  const building = asBuilding(f.building);
  const query = { from: f.from, to: f.to, ...(building ? { building } : {}) };
  const problem = queryProblem(BOOK_SEARCH[book], query);
  const found = useQuery({ ...otherDebtQueries.search(book, query), enabled: !problem });
  const rows = useMemo(() => (problem ? [] : (found.data ?? [])), [problem, found.data]);
  const [dialog, setDialog] = useState<{ receipt?: OtherDebtReceipt }>();
  const columns = useMemo(
    () => columnsOf(book, partnerName, { edit: (receipt) => setDialog({ receipt }), print: (r) => printOtherDebt(book, r, partnerName) }),
    [book, partnerName],
  );
  const sum = (dir: 'in' | 'out') => rows.filter((r) => r.direction === dir).reduce((s, r) => s + r.amount, 0);
  const title = `${TITLE} – ${bookTitle(book, partnerName)}`;

  return (
    <>
      <div className="app-toolbar">
        <ToolbarFilters fields={['building', 'from', 'to']} values={{ ...d, ...f }} onChange={set} />
      </div>
      {problem && <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} />}
      <Space wrap size={[16, 4]} style={{ marginBottom: 8 }}>
        <Typography.Text>
          Số phiếu: <b>{formatNumber(rows.length)}</b> · Tổng thu: <b>{formatVnd(sum('in'))}</b> · Tổng chi: <b>{formatVnd(sum('out'))}</b>
        </Typography.Text>
      </Space>
      <DataTable<OtherDebtReceipt>
        title={title}
        fileName={`phieu-${book}-${f.building}-${f.from}-${f.to}`}
        columns={columns}
        rows={rows}
        rowKey="id"
        loading={found.isFetching}
        emptyText={!problem && found.isPending ? 'Đang tải...' : EMPTY}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
            Lập phiếu
          </Button>
        }
      />
      {dialog && (
        <OtherDebtForm
          book={book}
          partnerName={partnerName}
          receipt={dialog.receipt}
          defaultBuilding={building ?? DEFAULT_BUILDING}
          onClose={() => setDialog(undefined)}
        />
      )}
    </>
  );
}

/**
 * Receipts and payments of the landlady (/phieu-thu-chi, /phieu-thu-co-gam), with tabs for the
 * partner, the loans and the owner's capital / profit withdrawals: each tab lists its book for a
 * range, enters or corrects a slip (one voucher each) and prints it (phiếu thu / phiếu chi, A5).
 */
export default function OtherDebtVouchersPage() {
  const [f, set] = useListFilters({ book: 'gam' });
  const book: OtherDebtBook = isBook(f.book) ? f.book : 'gam';
  const partner = useQuery(otherDebtQueries.partner());
  const partnerName = partner.data?.name ?? DEFAULT_PARTNER_NAME;
  const mayRename = useCan(putPartnerSettings);
  const [renaming, setRenaming] = useState(false);

  return (
    <Card
      title={TITLE}
      size="small"
      extra={
        book === 'partner' && mayRename ? (
          <Button size="small" onClick={() => setRenaming(true)}>
            Đổi tên đối tác
          </Button>
        ) : undefined
      }
    >
      <Tabs
        activeKey={book}
        onChange={(k) => set({ book: k })}
        items={BOOK_TABS.map((b) => ({
          key: b,
          label: bookTitle(b, partnerName),
          children: b === book ? <BookTab book={b} partnerName={partnerName} /> : null,
        }))}
      />
      {renaming && partner.data && <PartnerNameForm current={partner.data} onClose={() => setRenaming(false)} />}
    </Card>
  );
}
