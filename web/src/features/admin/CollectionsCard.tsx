import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { DataTable } from '../../components/data-table/DataTable';
import type { DataColumn } from '../../components/data-table/columns';
import { formatNumber } from '../../lib/format';
import { COUNTING } from './admin-words';
import { adminQueries } from './queries';

interface Collection {
  entity: string;
  label: string;
  count: number;
  counting?: boolean;
}

const columns: DataColumn<Collection>[] = [
  // The record kinds in words; their internal codes (log, room_state...) mean nothing to an operator.
  { key: 'label', title: 'Loại bản ghi', dataIndex: 'label' },
  {
    key: 'count',
    title: 'Số lượng',
    dataIndex: 'count',
    exportAs: 'number',
    align: 'right',
    // A kind whose old data is not counted yet has no honest number: say so rather than show a part.
    render: (v: number, c: Collection) => (c.counting ? COUNTING : formatNumber(v)),
  },
];

export function CollectionsCard() {
  // Only the first answer shows the table's spinner: a refetch while counting must not blank the rows.
  const { data, isPending } = useQuery(adminQueries.collections());
  return (
    <Card title="Các loại bản ghi" size="small">
      <DataTable
        title="Các loại bản ghi"
        fileName="cac-loai-ban-ghi"
        columns={columns}
        rows={data ?? []}
        rowKey="entity"
        loading={isPending}
        pageSizes={['all', '20', '50', '100']}
      />
    </Card>
  );
}
