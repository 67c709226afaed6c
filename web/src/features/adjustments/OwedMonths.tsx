import { useQuery } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import type { BuildingCode } from '../../../../shared/catalog/buildings';
import { formatMonth, formatVnd } from '../../lib/format';
import { adjustmentQueries } from './queries';

/** What the room still owes, month by month (oldest first, as a credit note settles them), and its standing credit. */
export function OwedMonths({ building, roomId }: { building: BuildingCode; roomId: string }) {
  const owed = useQuery(adjustmentQueries.owedMonths({ building, room_id: roomId }));
  if (owed.isPending) return <Typography.Paragraph type="secondary">Đang tải các tháng phòng còn nợ...</Typography.Paragraph>;
  if (!owed.data) return null;
  const { months, owed: total, credit } = owed.data;
  return (
    <Alert
      type={total > 0 ? 'info' : 'success'}
      style={{ marginBottom: 12 }}
      aria-label={`Tiền phòng ${roomId} còn nợ`}
      message={total > 0 ? `Phòng ${roomId} còn nợ ${formatVnd(total)}` : `Phòng ${roomId} không còn nợ tiền phòng`}
      description={
        <>
          {months.map((m) => (
            <div key={m.month}>
              Tháng {formatMonth(`${m.month}-01`)} ({m.bill_no}): còn {formatVnd(m.owed)} / {formatVnd(m.total)}
            </div>
          ))}
          {credit > 0 && <div>Tiền trả trước còn lại: {formatVnd(credit)}</div>}
        </>
      }
    />
  );
}
