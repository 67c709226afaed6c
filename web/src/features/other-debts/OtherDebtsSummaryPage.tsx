import { useQuery } from '@tanstack/react-query';
import { Card, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useRef } from 'react';
import { DEBT_REPORT_START } from '../../../../shared/api/other-debts';
import { lastDayOf } from '../../../../shared/dates';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { ToolbarFilters } from '../../components/filters/ToolbarFilters';
import { toolbarDefaults } from '../../components/filters/filter-defaults';
import { useUrlState } from '../../components/filters/use-url-state';
import { ISO_MONTH } from '../../lib/format';
import { otherDebtRows, type OtherDebtReports, type OtherDebtRow } from './other-debt-rows';
import { balanceColumn, totalCell } from './balance-columns';
import { otherDebtQueries } from './queries';

const TITLE = 'Bảng tổng hợp công nợ khác';
/** Spec §5: the other-debts month picker starts at 2025-01. */
export const MIN_MONTH = DEBT_REPORT_START.slice(0, 7);
const slashDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Spec §2 columns; the closing header names the month's last date. */
export const otherDebtColumns = (lastDate: string): DataColumn<OtherDebtRow>[] => [
  { key: 'classification', title: 'Phân loại', dataIndex: 'classification', onCell: totalCell },
  { key: 'account', title: 'Tài khoản', dataIndex: 'account', onCell: totalCell },
  { key: 'object', title: 'Đối tượng', dataIndex: 'object', onCell: totalCell },
  balanceColumn<OtherDebtRow>('opening', `Số dư đầu kỳ (${slashDate(DEBT_REPORT_START)})`),
  balanceColumn<OtherDebtRow>('increase', 'Phát sinh tăng'),
  balanceColumn<OtherDebtRow>('decrease', 'Phát sinh giảm'),
  balanceColumn<OtherDebtRow>('closing', `Số dư cuối kỳ (${slashDate(lastDate)})`),
];

/** Spec §2 default: the previous month (never before the picker's minimum). */
const previousMonth = () => {
  const m = dayjs().subtract(1, 'month').format(ISO_MONTH);
  return m < MIN_MONTH ? MIN_MONTH : m;
};

/**
 * Other-debts summary (spec §2 /bang-tong-hop-cong-no-khac): the landlady (1381), the partner (1388,
 * named by the settings) and the loans per lender (3411), each with its total, opening as of
 * 01/01/2025 and closing at the month's last date, from the three debt reports; page size All only,
 * CSV named bang-cong-no-thang-<month>.
 */
export default function OtherDebtsSummaryPage() {
  const [f, set] = useUrlState({ month: previousMonth() });
  const month = f.month < MIN_MONTH ? MIN_MONTH : f.month;
  const lastDate = lastDayOf(month);
  const query = useQuery(otherDebtQueries.reports(lastDate));
  // Spec §8: when the reports fail the table stays as it was (rows and the date they are as of), the
  // failure only logged; react-query drops a month's placeholder once the new month's call fails.
  const shown = useRef<{ data: OtherDebtReports; lastDate: string } | undefined>(undefined);
  if (query.isSuccess && !query.isPlaceholderData) shown.current = { data: query.data, lastDate };
  const view = query.isError ? shown.current : query.data ? { data: query.data, lastDate } : undefined;
  const rows = useMemo(() => otherDebtRows(view?.data), [view?.data]);
  const asOf = view?.lastDate ?? lastDate;
  const columns = useMemo(() => otherDebtColumns(asOf), [asOf]);

  return (
    <Card title={TITLE} size="small">
      <div className="app-toolbar">
        <ToolbarFilters fields={['month']} values={{ ...toolbarDefaults(), month }} onChange={set} minMonth={MIN_MONTH} />
      </div>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        Từ {slashDate(DEBT_REPORT_START)} đến {slashDate(asOf)}
      </Typography.Text>
      <DataTable<OtherDebtRow>
        title={TITLE}
        fileName={`bang-cong-no-thang-${month}`}
        columns={columns}
        rows={rows}
        rowKey="key"
        loading={query.isFetching}
        emptyText={query.isPending ? 'Đang tải...' : 'Không có dữ liệu'}
        pageSizes={['all']}
      />
    </Card>
  );
}
