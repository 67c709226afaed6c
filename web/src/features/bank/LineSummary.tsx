import { Descriptions } from 'antd';
import { walletName } from '../../../../shared/catalog/wallets';
import { formatDate, formatVnd } from '../../lib/format';
import { counterText } from './match-text';
import type { BankTransaction } from '../../../../shared/api/bank';

/** The bank line a dialog is about, as the statement shows it. */
export function LineSummary({ line }: { line: BankTransaction }) {
  const counter = counterText(line);
  return (
    <Descriptions size="small" column={1} bordered style={{ marginBottom: 12 }}>
      <Descriptions.Item label="Ngày">{formatDate(line.date)}</Descriptions.Item>
      <Descriptions.Item label={line.direction === 'in' ? 'Tiền vào' : 'Tiền ra'}>{formatVnd(line.amount)}</Descriptions.Item>
      <Descriptions.Item label="Nội dung">{line.content}</Descriptions.Item>
      {counter && <Descriptions.Item label="Đối tác">{counter}</Descriptions.Item>}
      <Descriptions.Item label="Tài khoản">{walletName(line.wallet)}</Descriptions.Item>
    </Descriptions>
  );
}
