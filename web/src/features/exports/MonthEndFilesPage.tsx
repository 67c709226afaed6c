import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Space, Table, Tag, Typography } from 'antd';
import type { z } from 'zod';
import type { monthEndFile } from '../../../../shared/api/exports';
import { addMonths, monthText } from '../../../../shared/dates';
import { useUrlState } from '../../components/filters/use-url-state';
import { formatDateTime, formatNumber } from '../../lib/format';
import { isMonth, MonthPicker, thisMonth } from '../../components/filters/month-picker';
import { exportQueries } from './queries';

const TITLE = 'Báo cáo cuối tháng';
export const NO_FILES = 'Chưa có báo cáo cuối tháng cho tháng này';
type MonthEndFile = z.infer<typeof monthEndFile>;

/** Bytes as people read them: KB up to 1 MB, then MB. */
export const fileSize = (bytes: number): string =>
  bytes < 1024 * 1024 ? `${formatNumber(Math.max(1, Math.round(bytes / 102.4) / 10))} KB` : `${formatNumber(Math.round(bytes / 104_857.6) / 10)} MB`;

/**
 * Báo cáo cuối tháng (issue 12, the month-end job): the files the job wrote for a closed month (trial
 * balance, debt summary, unpaid rent, both consumption analyses; CSV and Excel) with their signed
 * download links. A link works until its expiry time; reloading the list signs new ones. The month
 * (default: last month, the one the job closed most recently) is in the URL.
 */
export default function MonthEndFilesPage() {
  const [f, set] = useUrlState({ month: addMonths(thisMonth(), -1) });
  const valid = isMonth(f.month);
  const query = useQuery({ ...exportQueries.monthEndFiles(f.month), enabled: valid });
  const data = query.data;
  const now = Date.now();

  const columns = [
    { key: 'title', title: 'Báo cáo', dataIndex: 'title' },
    {
      key: 'format',
      title: 'Định dạng',
      dataIndex: 'format',
      render: (v: MonthEndFile['format']) => <Tag color={v === 'xlsx' ? 'green' : 'blue'}>{v === 'xlsx' ? 'Excel' : 'CSV'}</Tag>,
    },
    { key: 'size', title: 'Dung lượng', dataIndex: 'size', align: 'right' as const, render: (v: number) => fileSize(v) },
    {
      key: 'link',
      title: 'Tải về',
      render: (_: unknown, file: MonthEndFile) =>
        Date.parse(file.expires_at) > now ? (
          <Space direction="vertical" size={0}>
            <a href={file.url} download={file.name} aria-label={`Tải ${file.title} (${file.format === 'xlsx' ? 'Excel' : 'CSV'})`}>
              <DownloadOutlined /> {file.name}
            </a>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Đường dẫn dùng được đến {formatDateTime(file.expires_at)}
            </Typography.Text>
          </Space>
        ) : (
          <Typography.Text type="warning">Đường dẫn đã hết hạn lúc {formatDateTime(file.expires_at)}: bấm “Lấy đường dẫn mới”</Typography.Text>
        ),
    },
  ];

  return (
    <Card title={TITLE} size="small">
      <Space wrap className="app-toolbar">
        <MonthPicker label="Tháng" value={f.month} onChange={(month) => set({ month })} />
        <Button icon={<ReloadOutlined />} disabled={!valid} loading={query.isFetching} onClick={() => void query.refetch()}>
          Lấy đường dẫn mới
        </Button>
      </Space>
      {!valid && <Alert type="warning" showIcon message="Tháng không hợp lệ" style={{ marginBottom: 12 }} />}
      {data?.closed_at && (
        <Typography.Paragraph type="secondary">
          Tháng {monthText(data.month)} đã chốt lúc {formatDateTime(data.closed_at)}. Các đường dẫn tải có thời hạn; khi hết hạn, bấm “Lấy đường dẫn mới”.
        </Typography.Paragraph>
      )}
      <Table<MonthEndFile>
        size="small"
        bordered
        rowKey="name"
        columns={columns}
        dataSource={data?.files ?? []}
        loading={query.isFetching}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={valid && query.isPending ? 'Đang tải...' : NO_FILES} /> }}
      />
    </Card>
  );
}
