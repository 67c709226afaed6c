import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { DataTable } from '../../components/data-table/DataTable';
import type { DataColumn } from '../../components/data-table/columns';
import { formatNumber } from '../../lib/format';
import { adminQueries } from './queries';

interface Collection {
  entity: string;
  label: string;
  count: number;
}

const columns: DataColumn<Collection>[] = [
  // The record kinds in words; their internal codes (log, room_state...) mean nothing to an operator.
  { key: 'label', title: 'Loại bản ghi', dataIndex: 'label' },
  { key: 'count', title: 'Số lượng', dataIndex: 'count', exportAs: 'number', align: 'right', render: (v: number) => formatNumber(v) },
];

export function CollectionsCard() {
  const { data, isFetching } = useQuery(adminQueries.collections());
  return (
    <Card title="Các loại bản ghi" size="small">
      <DataTable
        title="Các loại bản ghi"
        fileName="cac-loai-ban-ghi"
        columns={columns}
        rows={data ?? []}
        rowKey="entity"
        loading={isFetching}
        pageSizes={['all', '20', '50', '100']}
      />
    </Card>
  );
}
