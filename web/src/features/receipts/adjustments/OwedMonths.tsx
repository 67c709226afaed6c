import { Alert, Typography } from 'antd';
import { formatVnd } from '../../../lib/format';
import { itemText, type StayOwed } from '../../../lib/stay-debt';

/**
 * What the chosen stay still owes, item by item (oldest first, as a credit note settles them), and
 * its standing credit: the note is written knowing what is open.
 */
export function OwedMonths({ roomId, owed, pending }: { roomId: string; owed: StayOwed | undefined; pending: boolean }) {
  if (pending) return <Typography.Paragraph type="secondary">Đang tải các khoản phòng còn nợ...</Typography.Paragraph>;
  if (!owed) return null;
  const { months, owed: total, credit, stay } = owed;
  const who = `Phòng ${roomId}${stay ? ` – ${stay.customer_name || 'Khách'} (HĐ ${stay.contract_no})` : ''}`;
  return (
    <Alert
      type={total > 0 ? 'info' : 'success'}
      style={{ marginBottom: 12 }}
      aria-label={`Tiền phòng ${roomId} còn nợ`}
      message={total > 0 ? `${who} còn nợ ${formatVnd(total)}` : `${who} không còn nợ tiền phòng`}
      description={
        <>
          {months.map((m) => (
            <div key={m.id}>
              {itemText(m)}
              {m.kind === 'bill' ? ` (${m.bill_no})` : ''}: còn {formatVnd(m.owed)} / {formatVnd(m.total)}
            </div>
          ))}
          {credit > 0 && <div>Tiền trả trước còn lại: {formatVnd(credit)}</div>}
        </>
      }
    />
  );
}
