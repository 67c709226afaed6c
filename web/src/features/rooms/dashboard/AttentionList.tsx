import { Card, List, Typography } from 'antd';
import { formatDate } from '../../../lib/format';
import type { Dayjs } from 'dayjs';

/** Where the books are locked: vouchers dated before the limit cannot be written or corrected. */
export function AttentionList({ lockLimit, lockFromPaymentLog }: { lockLimit: Dayjs; lockFromPaymentLog: boolean }) {
  const items = [
    lockFromPaymentLog
      ? `Sổ đã khoá trước ngày ${formatDate(lockLimit)} (theo kỳ tính tiền gần nhất)`
      : `Chưa có kỳ tính tiền: chỉ sửa được chứng từ từ ngày ${formatDate(lockLimit)}`,
  ];
  return (
    <Card title="Khoá sổ" size="small">
      <List
        size="small"
        dataSource={items}
        renderItem={(t) => (
          <List.Item>
            <Typography.Text>{t}</Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
