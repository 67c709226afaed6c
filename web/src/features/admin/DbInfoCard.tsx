import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Tag } from 'antd';
import { formatNumber } from '../../lib/format';
import { adminQueries } from './queries';

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${formatNumber(Math.round(bytes / 102.4) / 10)} KB` : `${formatNumber(Math.round(bytes / 104857.6) / 10)} MB`);

export function DbInfoCard() {
  const { data, isLoading } = useQuery(adminQueries.dbInfo());
  return (
    <Card title="Cơ sở dữ liệu" size="small" loading={isLoading}>
      {data && (
        <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label="Bảng">{data.table}</Descriptions.Item>
          <Descriptions.Item label="Trạng thái">
            <Tag color={data.status === 'ACTIVE' ? 'green' : 'orange'}>{data.status}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="Số bản ghi (ước tính)">{formatNumber(data.item_count)}</Descriptions.Item>
          <Descriptions.Item label="Dung lượng">{size(data.size_bytes)}</Descriptions.Item>
          <Descriptions.Item label="Chỉ mục">{data.indexes.join(', ') || '—'}</Descriptions.Item>
          <Descriptions.Item label="Tính phí">{data.billing_mode}</Descriptions.Item>
          <Descriptions.Item label="Môi trường">
            {data.stage} {data.local && <Tag>máy cục bộ</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label="Cho phép xoá dữ liệu">{data.allow_clear_database ? <Tag color="red">Có</Tag> : <Tag>Không</Tag>}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
