import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Grid, Select, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { BUILDING_CODES, type BuildingCode } from '../../../../shared/catalog/buildings';
import { appDataQueries } from '../../app/app-data/queries';
import { DataTable } from '../../components/data-table/DataTable';
import { ALL, toolbarDefaults } from '../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { useListFilters } from '../../components/filters/use-list-filters';
import { formatNumber } from '../../lib/format';
import { accountOptions } from './accounts';
import { BalanceTag } from './BalanceTag';
import { journalColumns } from './journal-columns';
import { journalRows, journalTotals, searchEntries, type JournalRow } from './journal-rows';
import { isObjectKey } from './objects';
import { printLedgerReport } from '../../components/print/report';
import { periodCaption } from '../../components/filters/period-caption';
import { BUILT_IN_CATALOGUE, ledgerQueries } from './queries';

const TITLE = 'Nhật ký chung';
const EMPTY_USERS: { user_id: string; name: string }[] = [];
const EMPTY = 'Không có bút toán nào trong khoảng thời gian này';

const asBuilding = (code: string): BuildingCode | undefined => ((BUILDING_CODES as readonly string[]).includes(code) ? (code as BuildingCode) : undefined);

/**
 * General journal (spec §2, business rules §7): every line posted in a date range, grouped by entry,
 * with Σ Nợ and Σ Có; narrowed by building, account and object (or any text of an entry).
 */
export default function JournalPage() {
  const d = toolbarDefaults();
  const [f, set] = useListFilters({ account: '', q: '' });
  const catalogue = useQuery(ledgerQueries.walletAccount()).data ?? BUILT_IN_CATALOGUE;
  const objectKey = isObjectKey(f.q) ? f.q.trim() : undefined;
  const validRange = f.from <= f.to;
  const query = useQuery({
    ...ledgerQueries.journal({ from: f.from, to: f.to, building: asBuilding(f.building), account: f.account || undefined, object: objectKey }),
    enabled: validRange,
  });

  const lines = useMemo(() => searchEntries(query.data ?? [], f.q), [query.data, f.q]);
  const rows = useMemo(() => journalRows(lines), [lines]);
  const totals = journalTotals(lines);
  // On a phone, pinned amount columns would leave no room to scroll the rest.
  const pinAmounts = Boolean(Grid.useBreakpoint().md);
  // Room-showing agents by name in Đối tượng (the layout has them loaded already).
  const securityUsers = useQuery(appDataQueries.securityUsers()).data ?? EMPTY_USERS;
  const columns = useMemo(
    () =>
      journalColumns({
        catalogue,
        showBuilding: f.building === ALL,
        pinAmounts,
        lookups: { userName: (id) => securityUsers.find((u) => u.user_id === id)?.name },
      }),
    [catalogue, f.building, pinAmounts, securityUsers],
  );
  const accounts = useMemo(() => [{ value: '', label: 'Tất cả tài khoản' }, ...accountOptions(catalogue.accounts)], [catalogue.accounts]);
  // Whole entries balance by construction; a view of one account or one object's lines need not.
  const wholeEntries = !f.account && !objectKey;

  return (
    <Card title={TITLE} size="small">
      <div className="app-toolbar">
        <ToolbarFilters fields={['from', 'to', 'building']} values={{ ...d, ...f }} onChange={set} />
        <Select
          aria-label="Tài khoản"
          value={f.account}
          options={accounts}
          onChange={(account) => set({ account })}
          showSearch
          optionFilterProp="label"
          popupMatchSelectWidth={false}
          style={{ width: 260 }}
        />
        <ToolbarFilters fields={['q']} values={{ ...d, q: f.q }} onChange={({ q }) => set({ q })} searchPlaceholder="Đối tượng, số chứng từ, diễn giải" />
      </div>
      {!validRange && <Alert type="warning" showIcon message="Ngày bắt đầu phải trước hoặc bằng ngày kết thúc" style={{ marginBottom: 12 }} />}
      <Space wrap size={[16, 8]} style={{ marginBottom: 12 }} aria-label="Tổng hợp">
        <Typography.Text>
          Số bút toán: <b>{formatNumber(totals.entries)}</b>
        </Typography.Text>
        <Typography.Text>
          Số dòng: <b>{formatNumber(totals.lines)}</b>
        </Typography.Text>
        <Typography.Text>
          Tổng Nợ: <b data-testid="sum-debit">{formatNumber(totals.debit)}</b>
        </Typography.Text>
        <Typography.Text>
          Tổng Có: <b data-testid="sum-credit">{formatNumber(totals.credit)}</b>
        </Typography.Text>
        {totals.lines > 0 &&
          (wholeEntries ? (
            <BalanceTag
              balanced={totals.debit === totals.credit}
              detail={totals.debit === totals.credit ? 'Σ Nợ = Σ Có' : `chênh lệch ${formatNumber(totals.debit - totals.credit)}`}
            />
          ) : (
            <Tag>
              Đang lọc theo {f.account ? 'tài khoản' : 'đối tượng'} · chênh lệch Nợ − Có: {formatNumber(totals.debit - totals.credit)}
            </Tag>
          ))}
      </Space>
      <DataTable<JournalRow>
        title={TITLE}
        fileName={`nhat-ky-chung-${f.building === ALL ? 'tat-ca' : f.building}-${f.from}-${f.to}`}
        // A free-text search narrows the lines in the browser: that view is exported from the rows shown.
        serverExport={
          f.q.trim() && !objectKey
            ? undefined
            : { report: 'listJournal', params: { from: f.from, to: f.to, building: asBuilding(f.building), account: f.account, object: objectKey } }
        }
        columns={columns}
        rows={rows}
        rowKey="key"
        loading={query.isFetching}
        emptyText={EMPTY}
        toolbar={
          <Button icon={<PrinterOutlined />} onClick={() => printLedgerReport(TITLE, periodCaption(f.from, f.to, f.building), columns, rows, EMPTY)}>
            In A4 ngang
          </Button>
        }
      />
    </Card>
  );
}
