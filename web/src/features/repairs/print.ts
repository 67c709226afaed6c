import { PAYMENT_STATUS_TEXT, type RepairTimesheet } from '../../../../shared/api/repairs';
import type { DataColumn } from '../../components/data-table/columns';
import { printLedgerReport } from '../../components/print/report';
import { formatDate } from '../../lib/format';

type Row = Pick<RepairTimesheet, 'id' | 'date' | 'repairman_name' | 'days' | 'hours' | 'wage' | 'materials' | 'total'> & {
  payment_status?: RepairTimesheet['payment_status'];
  work?: string;
};

const COLUMNS: DataColumn<Row>[] = [
  { key: 'date', title: 'Ngày', value: (r) => (r.date ? formatDate(r.date) : 'Tổng cộng') },
  { key: 'repairman_name', title: 'Thợ', dataIndex: 'repairman_name' },
  { key: 'days', title: 'Ngày công', dataIndex: 'days', exportAs: 'number' },
  { key: 'hours', title: 'Giờ công', dataIndex: 'hours', exportAs: 'number' },
  { key: 'work', title: 'Công việc', dataIndex: 'work' },
  { key: 'wage', title: 'Tiền công', dataIndex: 'wage', exportAs: 'money' },
  { key: 'materials', title: 'Vật tư', dataIndex: 'materials', exportAs: 'money' },
  { key: 'total', title: 'Thành tiền', dataIndex: 'total', exportAs: 'money' },
  { key: 'payment_status', title: 'Thanh toán', value: (r) => (r.payment_status ? PAYMENT_STATUS_TEXT[r.payment_status] : '') },
];

/** The month's timesheets (of one repairman, or all) on A4 with their totals, as it is signed and filed. */
export function printTimesheets(title: string, caption: string, rows: readonly (RepairTimesheet & { work?: string })[]) {
  const sum = (f: (r: RepairTimesheet) => number) => rows.reduce((s, r) => s + f(r), 0);
  const total: Row = {
    id: 'total',
    date: '',
    repairman_name: '',
    days: sum((r) => r.days ?? 0),
    hours: sum((r) => r.hours ?? 0),
    wage: sum((r) => r.wage),
    materials: sum((r) => r.materials),
    total: sum((r) => r.total),
  };
  return printLedgerReport(title, caption, COLUMNS, [...rows, total], 'Không có bảng chấm công nào');
}
