import { Card, List, Typography } from 'antd';
import type { RoomSummary } from '../../app/app-data/types';
import { formatDate } from '../../lib/format';
import type { Dayjs } from 'dayjs';

/** What needs someone's attention, from the data that has loaded so far. */
export function AttentionList({ rooms, lockLimit, lockFromPaymentLog }: { rooms?: readonly RoomSummary[]; lockLimit: Dayjs; lockFromPaymentLog: boolean }) {
  const items: string[] = [];
  if (rooms) {
    const leaving = rooms.filter((r) => r.status === 3).length;
    const reserved = rooms.filter((r) => r.status === 1 || r.status === 4).length;
    const empty = rooms.filter((r) => r.status === 0).length;
    if (leaving) items.push(`${leaving} phòng đã báo trả, cần chuẩn bị trả cọc`);
    if (reserved) items.push(`${reserved} phòng đã có cọc, chờ khách nhận phòng`);
    if (empty) items.push(`${empty} phòng đang trống`);
  }
  items.push(
    lockFromPaymentLog
      ? `Sổ đã khoá trước ngày ${formatDate(lockLimit)} (theo kỳ tính tiền gần nhất)`
      : `Chưa có kỳ tính tiền: chỉ sửa được chứng từ từ ngày ${formatDate(lockLimit)}`,
  );
  return (
    <Card title="Cần chú ý" size="small">
      <List size="small" dataSource={items} renderItem={(t) => <List.Item><Typography.Text>{t}</Typography.Text></List.Item>} />
    </Card>
  );
}
