import { Alert } from 'antd';
import { formatVnd } from '../../lib/format';
import { conflictText } from './match-text';
import type { BankTransaction } from '../../../../shared/api/bank';

/**
 * The bank's replays of a line's reference that disagree with it: which figure the line kept, and what
 * each replay said, so a person can compare them with the bank's statement before dismissing the note.
 */
export function ConflictNote({ line }: { line: BankTransaction }) {
  if (!line.conflict_open || !line.conflicts?.length) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginTop: 4 }}
      message={`Ngân hàng gửi lại mã tham chiếu ${line.reference ?? ''} với số liệu khác: dòng này giữ ${formatVnd(line.amount)}, chưa ghi sổ gì thêm. Đối chiếu với sao kê ngân hàng.`}
      description={
        <ul style={{ margin: 0, paddingLeft: 16 }}>
          {line.conflicts.map((c, i) => (
            <li key={`${c.received_at}-${i}`}>{conflictText(c)}</li>
          ))}
        </ul>
      }
    />
  );
}
