import { Tag } from 'antd';
import type { DataColumn } from '../../components/data-table/columns';
import { formatDate, formatVnd } from '../../lib/format';
import { LineActions } from './LineActions';
import { counterText, matchText, STATUS_LOOK } from './match-text';
import type { BankTransaction } from '../../../../shared/api/bank';

const inAmount = (t: BankTransaction) => (t.direction === 'in' ? t.amount : undefined);
const outAmount = (t: BankTransaction) => (t.direction === 'out' ? t.amount : undefined);
const money = (v: number | undefined) => (v === undefined ? '' : formatVnd(v));

/** The statement's columns: the bank's own words, then what the line became here, then its buttons. */
export const statementColumns = (onNote: (t: BankTransaction) => void): DataColumn<BankTransaction>[] => [
  { key: 'date', title: 'Ngày', dataIndex: 'date', exportAs: 'date', render: (v: string) => formatDate(v) },
  { key: 'in', title: 'Tiền vào', value: inAmount, exportAs: 'number', render: (_: unknown, t: BankTransaction) => money(inAmount(t)) },
  { key: 'out', title: 'Tiền ra', value: outAmount, exportAs: 'number', render: (_: unknown, t: BankTransaction) => money(outAmount(t)) },
  { key: 'content', title: 'Nội dung', dataIndex: 'content' },
  { key: 'counter', title: 'Đối tác', value: counterText, render: (_: unknown, t: BankTransaction) => counterText(t) },
  { key: 'reference', title: 'Số tham chiếu', dataIndex: 'reference', kind: 'id' },
  {
    key: 'status',
    title: 'Trạng thái',
    value: (t) => STATUS_LOOK[t.status].text,
    render: (_: unknown, t: BankTransaction) => (
      <>
        <Tag color={STATUS_LOOK[t.status].color}>{STATUS_LOOK[t.status].text}</Tag>
        {t.conflict_open && <Tag color="red">Ngân hàng gửi lại khác</Tag>}
      </>
    ),
  },
  { key: 'match', title: 'Khớp với', value: matchText, render: (_: unknown, t: BankTransaction) => matchText(t) },
  { key: 'note', title: 'Ghi chú', dataIndex: 'note' },
  { key: 'action', title: '', noExport: true, render: (_: unknown, t: BankTransaction) => <LineActions line={t} onNote={onNote} /> },
];
