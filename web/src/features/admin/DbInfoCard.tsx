import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Spin, Tag } from 'antd';
import { formatNumber } from '../../lib/format';
import { BILLING_MODES, COUNTING, indexesText, STAGES, tableStatus, UNKNOWN } from './admin-words';
import { adminQueries } from './queries';

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${formatNumber(Math.round(bytes / 102.4) / 10)} KB` : `${formatNumber(Math.round(bytes / 104857.6) / 10)} MB`;

/** What an operator wants to know about the database, one fact a line (no codes, nothing wraps mid-number). */
export function DbInfoCard() {
  const { data, isPending } = useQuery(adminQueries.dbInfo());
  const status = data && tableStatus(data.status);
  // The card draws at once; a refetch while counting keeps the facts on screen instead of a skeleton.
  return (
    <Card title="Cơ sở dữ liệu" size="small">
      {isPending && <Spin size="small" aria-label="Đang tải" />}
      {data && status && (
        <Descriptions size="small" bordered column={1} styles={{ label: { whiteSpace: 'nowrap', width: 1 } }}>
          <Descriptions.Item label="Bảng dữ liệu">{data.table}</Descriptions.Item>
          <Descriptions.Item label="Trạng thái">
            <Tag color={status.color}>{status.text}</Tag>
          </Descriptions.Item>
          {/* Kept counts, exact: no "(ước tính)" any more; until old data is counted, no partial sum. */}
          <Descriptions.Item label="Số bản ghi">
            <span style={{ whiteSpace: 'nowrap' }}>{data.counting ? COUNTING : formatNumber(data.item_count)}</span>
          </Descriptions.Item>
          <Descriptions.Item label="Dung lượng">
            <span style={{ whiteSpace: 'nowrap' }}>{size(data.size_bytes)}</span>
          </Descriptions.Item>
          <Descriptions.Item label="Chỉ mục tra cứu">{indexesText(data.indexes)}</Descriptions.Item>
          <Descriptions.Item label="Cách tính phí">{BILLING_MODES[data.billing_mode] ?? UNKNOWN}</Descriptions.Item>
          <Descriptions.Item label="Môi trường">
            {STAGES[data.stage] ?? data.stage}
            {data.local && data.stage !== 'local' ? ' (máy cục bộ)' : ''}
          </Descriptions.Item>
          <Descriptions.Item label="Cho phép xoá dữ liệu">{data.allow_clear_database ? <Tag color="red">Có</Tag> : <Tag>Không</Tag>}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
