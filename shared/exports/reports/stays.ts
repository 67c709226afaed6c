import { searchCheckIns, searchCheckOuts, searchReturnDeposits, type CheckOut, type ReturnDeposit, type Stay } from '../../api/stays';
import { walletName } from '../../catalog/wallets';
import type { ExportColumn } from '../cells';
import { CHECK_OUT_STATUS_TEXT, RETURN_DEPOSIT_STATUS_TEXT, STAY_STATUS_TEXT, textOf, vehicleText } from '../labels';
import { defineReport, TOTAL_LABEL } from '../report';

const byRoom = (a: { room_id: string }, b: { room_id: string }) => a.room_id.localeCompare(b.room_id, 'en', { numeric: true });

type StayRow = Partial<Stay> & { isTotal?: boolean };
const tenantOf = (s: StayRow) => s.occupants?.[0];

/** Check-in report (/bao-cao-nhan-phong): every stay of the range with its people, vehicles and readings; the totals last. */
export const checkInsReport = defineReport({
  endpoint: searchCheckIns,
  title: 'Báo cáo nhận phòng',
  fileName: (p) => `bao-cao-nhan-phong-${p.building}-${p.from ?? p.room_id}-${p.to ?? ''}`.replace(/-$/, ''),
  rows: (stays): StayRow[] => {
    const sorted = [...stays].sort((a, b) => a.start_date.localeCompare(b.start_date) || byRoom(a, b));
    const sum = (f: (s: Stay) => number) => sorted.reduce((t, s) => t + f(s), 0);
    return sorted.length
      ? [
          ...sorted,
          {
            contract_no: `${TOTAL_LABEL}: ${sorted.length} phiếu`,
            rent: sum((s) => s.rent),
            deposit_held: sum((s) => s.deposit_held),
            deposit_top_up: sum((s) => s.deposit_top_up),
            isTotal: true,
          },
        ]
      : [];
  },
  columns: (): ExportColumn<StayRow>[] => [
    { key: 'start_date', title: 'Ngày nhận phòng', field: 'start_date', kind: 'date' },
    { key: 'room_id', title: 'Phòng', field: 'room_id' },
    { key: 'contract_no', title: 'Số hợp đồng', field: 'contract_no' },
    { key: 'tenant', title: 'Người đứng hợp đồng', value: (r) => tenantOf(r)?.name },
    { key: 'phone', title: 'Điện thoại', value: (r) => tenantOf(r)?.phone },
    { key: 'id_number', title: 'Số CCCD', value: (r) => tenantOf(r)?.id_number },
    { key: 'occupants', title: 'Số người', value: (r) => (r.isTotal ? '' : r.occupants?.length), kind: 'number' },
    { key: 'people', title: 'Người ở', value: (r) => r.occupants?.map((o) => o.name).join(', ') },
    { key: 'rent', title: 'Giá thuê', field: 'rent', kind: 'money' },
    { key: 'deposit_held', title: 'Tiền cọc giữ', field: 'deposit_held', kind: 'money' },
    { key: 'deposit_top_up', title: 'Thu cọc khi nhận', field: 'deposit_top_up', kind: 'money' },
    { key: 'vehicles', title: 'Xe', value: (r) => r.vehicles?.map(vehicleText).join(', ') },
    {
      key: 'readings',
      title: 'Chỉ số đầu (điện / nước)',
      value: (r) => (r.start_readings ? `${r.start_readings.electricity} / ${r.start_readings.water}` : ''),
    },
    { key: 'internet', title: 'Internet', value: (r) => (r.isTotal ? '' : r.internet ? 'Có' : 'Không') },
    { key: 'notice_days', title: 'Báo trước (ngày)', field: 'notice_days', kind: 'number' },
    { key: 'status', title: 'Trạng thái', value: (r) => (r.status ? textOf(STAY_STATUS_TEXT, r.status) : '') },
    { key: 'leave_date', title: 'Ngày trả phòng', field: 'leave_date', kind: 'date' },
    { key: 'created_by', title: 'Người lập', field: 'created_by' },
  ],
});

type CheckOutRow = Partial<Omit<CheckOut, 'bill'>> & { bill?: Partial<CheckOut['bill']>; isTotal?: boolean };

/** Check-out report (/bao-cao-tra-phong): bills, deposits applied, forfeited and refunded; totals over those that stand. */
export const checkOutsReport = defineReport({
  endpoint: searchCheckOuts,
  title: 'Báo cáo trả phòng',
  fileName: (p) => `bao-cao-tra-phong-${p.building}-${p.from}-${p.to}`,
  rows: (list): CheckOutRow[] => {
    const sorted = [...list].sort((a, b) => a.leave_date.localeCompare(b.leave_date) || byRoom(a, b));
    const done = sorted.filter((r) => r.status === 'done');
    const sum = (f: (r: CheckOut) => number) => done.reduce((t, r) => t + f(r), 0);
    return sorted.length
      ? [
          ...sorted,
          {
            contract_no: `${TOTAL_LABEL}: ${done.length} phiếu`,
            bill: { rent: sum((r) => r.bill.rent), total: sum((r) => r.bill.total) },
            deposit_held: sum((r) => r.deposit_held),
            deposit_applied: sum((r) => r.deposit_applied),
            forfeited: sum((r) => r.forfeited),
            refund: sum((r) => r.refund),
            receivable: sum((r) => r.receivable),
            isTotal: true,
          },
        ]
      : [];
  },
  columns: (): ExportColumn<CheckOutRow>[] => [
    { key: 'leave_date', title: 'Ngày trả phòng', field: 'leave_date', kind: 'date' },
    { key: 'room_id', title: 'Phòng', field: 'room_id' },
    { key: 'contract_no', title: 'Số hợp đồng', field: 'contract_no' },
    { key: 'customer_name', title: 'Khách thuê', field: 'customer_name' },
    { key: 'notice', title: 'Báo trước', value: (r) => (r.isTotal ? '' : `${r.notice_given_days}/${r.notice_days}`) },
    { key: 'notice_date', title: 'Ngày báo trả', field: 'notice_date', kind: 'date' },
    { key: 'kwh', title: 'Điện (kWh)', value: (r) => (r.isTotal ? '' : r.bill?.electricity_kwh), kind: 'number' },
    { key: 'rent', title: 'Tiền phòng', value: (r) => r.bill?.rent, kind: 'money' },
    { key: 'total', title: 'Hoá đơn cuối', value: (r) => r.bill?.total, kind: 'money' },
    { key: 'deposit_held', title: 'Cọc giữ', field: 'deposit_held', kind: 'money' },
    { key: 'deposit_applied', title: 'Trừ cọc', field: 'deposit_applied', kind: 'money' },
    { key: 'forfeited', title: 'Mất cọc', field: 'forfeited', kind: 'money' },
    { key: 'refund', title: 'Hoàn trả', field: 'refund', kind: 'money' },
    { key: 'receivable', title: 'Còn phải thu', field: 'receivable', kind: 'money' },
    { key: 'waived', title: 'Miễn mất cọc', value: (r) => (r.forfeit_waived ? `Có: ${r.waive_reason ?? ''}` : '') },
    { key: 'status', title: 'Trạng thái', value: (r) => (r.status ? textOf(CHECK_OUT_STATUS_TEXT, r.status) : '') },
    { key: 'created_by', title: 'Người lập', field: 'created_by' },
  ],
});

type ReturnRow = Partial<ReturnDeposit> & { amount: number; isTotal?: boolean };

/** Deposit return report (/bao-cao-tra-coc): the refunds check-outs left, pending or paid, and their total. */
export const returnDepositsReport = defineReport({
  endpoint: searchReturnDeposits,
  title: 'Báo cáo trả cọc',
  fileName: (p) => `bao-cao-tra-coc-${p.building}-${p.from}-${p.to}`,
  rows: (list): ReturnRow[] => {
    const sorted = [...list].sort((a, b) => a.leave_date.localeCompare(b.leave_date) || byRoom(a, b));
    return sorted.length ? [...sorted, { contract_no: TOTAL_LABEL, amount: sorted.reduce((s, r) => s + r.amount, 0), isTotal: true }] : [];
  },
  columns: (): ExportColumn<ReturnRow>[] => [
    { key: 'leave_date', title: 'Ngày trả phòng', field: 'leave_date', kind: 'date' },
    { key: 'room_id', title: 'Phòng', field: 'room_id' },
    { key: 'contract_no', title: 'Số hợp đồng', field: 'contract_no' },
    { key: 'customer_name', title: 'Khách', field: 'customer_name' },
    { key: 'phone', title: 'Điện thoại', field: 'phone' },
    { key: 'amount', title: 'Số tiền trả cọc', field: 'amount', kind: 'money' },
    { key: 'status', title: 'Trạng thái', value: (r) => (r.status ? textOf(RETURN_DEPOSIT_STATUS_TEXT, r.status) : '') },
    { key: 'wallet', title: 'Chi từ ví', value: (r) => (r.wallet === undefined ? '' : walletName(r.wallet)) },
    { key: 'returned_date', title: 'Ngày chi', field: 'returned_date', kind: 'date' },
    { key: 'returned_by', title: 'Người chi', field: 'returned_by' },
  ],
});
