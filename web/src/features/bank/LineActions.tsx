import { App, Button, Space } from 'antd';
import { formatDate, formatVnd } from '../../lib/format';
import { doneText, matchText } from './match-text';
import { useBankWrite } from './queries';
import { updateBankTransaction, type BankTransaction } from '../../../../shared/api/bank';

/**
 * A line's own buttons: unmatch a matched line (after a confirmation, since it reverses the receipt
 * or the transfer it posted), set an unmatched line aside, annotate any line.
 */
export function LineActions({ line, onNote }: { line: BankTransaction; onNote: (line: BankTransaction) => void }) {
  const { modal } = App.useApp();
  const write = useBankWrite(updateBankTransaction, doneText);
  const busy = write.running?.params?.id === line.id;
  const what = `${formatDate(line.date)} · ${formatVnd(line.amount)}`;
  const unmatch = () =>
    modal.confirm({
      title: 'Bỏ khớp dòng sao kê?',
      content: `Dòng ${what} đang khớp với: ${matchText(line)}. Bỏ khớp sẽ ghi bút toán đảo của chứng từ đã ghi (phiếu gắn sẵn chỉ được gỡ ra), dòng quay lại hàng chờ xác nhận.`,
      okText: 'Bỏ khớp',
      okButtonProps: { danger: true },
      cancelText: 'Không',
      onOk: () => write.run({ params: { id: line.id }, body: { action: 'unmatch', version: line.version } }),
    });
  return (
    <Space size={4}>
      {line.status === 'matched' && (
        <Button size="small" danger loading={busy} aria-label={`Bỏ khớp ${what}`} onClick={unmatch}>
          Bỏ khớp
        </Button>
      )}
      {line.status === 'unmatched' && (
        <Button
          size="small"
          loading={busy}
          aria-label={`Bỏ qua ${what}`}
          onClick={() => write.run({ params: { id: line.id }, body: { action: 'ignore', version: line.version } })}
        >
          Bỏ qua
        </Button>
      )}
      <Button size="small" aria-label={`Ghi chú ${what}`} onClick={() => onNote(line)}>
        Ghi chú
      </Button>
    </Space>
  );
}
