import { useInfiniteQuery } from '@tanstack/react-query';
import { Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { walletName } from '../../../../shared/catalog/wallets';
import { DataTable } from '../../components/data-table/DataTable';
import { LoadMore } from '../../components/data-table/LoadMore';
import { STATUS_FILTER } from './match-text';
import { NoteDialog } from './NoteDialog';
import { bankQueries, type BankRange } from './queries';
import { statementColumns } from './statement-columns';
import type { BankTransaction } from '../../../../shared/api/bank';
import type { BankStatus } from './types';
import { walletFileTag } from '../../../../shared/exports/file-names';

export const STATEMENT_TITLE = 'Sao kê ngân hàng';

/** The bank's lines of the range with their match state, narrowed by state, paged by the server's cursor. */
export function StatementTab({
  range,
  status,
  onStatus,
  enabled,
}: {
  range: BankRange;
  status: BankStatus | 'all';
  onStatus: (s: string) => void;
  enabled: boolean;
}) {
  const query = useInfiniteQuery({ ...bankQueries.lines({ ...range, status }), enabled });
  const rows = query.data?.items ?? [];
  const [noting, setNoting] = useState<BankTransaction>();
  const columns = useMemo(() => statementColumns(setNoting), []);
  return (
    <>
      <DataTable<BankTransaction>
        title={`${STATEMENT_TITLE} – ${walletName(range.wallet)}`}
        fileName={`sao-ke-ngan-hang-${walletFileTag(range.wallet)}-${range.from}-${range.to}`}
        // Loaded page by page: the file is every line of the range and state, made by the server.
        serverExport={{ report: 'listBankTransactions', params: { ...range, status } }}
        columns={columns}
        rows={rows}
        rowKey="id"
        loading={query.isFetching}
        emptyText={enabled && query.isPending ? 'Đang tải...' : 'Không có dòng sao kê nào trong khoảng thời gian này'}
        toolbar={
          <>
            <Select aria-label="Trạng thái" value={status} options={[...STATUS_FILTER]} onChange={onStatus} style={{ width: 180 }} />
            <LoadMore query={query} />
            {!query.data?.hasMore && rows.length > 0 && <Typography.Text type="secondary">Đã tải {rows.length} dòng</Typography.Text>}
          </>
        }
      />
      {noting && <NoteDialog line={noting} onClose={() => setNoting(undefined)} />}
    </>
  );
}
