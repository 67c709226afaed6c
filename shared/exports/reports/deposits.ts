import { listCommissions, searchCancelledDeposits, searchDeposits, type Deposit } from '../../api/deposits';
import type { ResponseOf } from '../../api/endpoint';
import { COMMISSION_RATE_PERCENT, DEPOSIT_STATUS_LABELS } from '../../catalog/deposits';
import { walletName } from '../../catalog/wallets';
import type { ExportColumn } from '../cells';
import { defineReport, TOTAL_LABEL } from '../report';

const buildingPart = (building: string | undefined) => building ?? 'tat-ca';

/** Deposit slips as the deposit screens list them; Toà when every building is listed. */
function depositColumns(showBuilding: boolean, extra: ExportColumn<Deposit>[] = []): ExportColumn<Deposit>[] {
  return [
    { key: 'slip_no', title: 'Số phiếu', field: 'slip_no' },
    { key: 'date', title: 'Ngày cọc', field: 'date', kind: 'date' },
    ...(showBuilding ? [{ key: 'building', title: 'Toà', field: 'building' } as const] : []),
    { key: 'room_id', title: 'Phòng', field: 'room_id' },
    { key: 'customer_name', title: 'Khách hàng', field: 'customer_name' },
    { key: 'phone', title: 'Điện thoại', field: 'phone' },
    { key: 'amount_agreed', title: 'Cọc thoả thuận', field: 'amount_agreed', kind: 'money' },
    { key: 'amount_paid', title: 'Đã nhận', field: 'amount_paid', kind: 'money' },
    { key: 'unpaid', title: 'Còn phải đóng', field: 'unpaid', kind: 'money' },
    { key: 'wallet', title: 'Ví nhận', value: (r) => walletName(r.wallet) },
    { key: 'agent_name', title: 'Người dẫn', field: 'agent_name' },
    { key: 'expected_move_in_date', title: 'Dự kiến vào ở', field: 'expected_move_in_date', kind: 'date' },
    { key: 'status', title: 'Trạng thái', value: (r) => DEPOSIT_STATUS_LABELS[r.status] ?? r.status },
    ...extra,
    { key: 'note', title: 'Ghi chú', field: 'note' },
  ];
}

const byDateAndSlip = (a: Deposit, b: Deposit) => a.date.localeCompare(b.date) || a.slip_no.localeCompare(b.slip_no, 'en', { numeric: true });

/** Deposit slips (/bao-cao-nhan-coc): the search by building, date range, status, room and text. */
export const depositsReport = defineReport({
  endpoint: searchDeposits,
  title: 'Phiếu nhận cọc',
  fileName: (p) => `phieu-coc-${buildingPart(p.building)}-${p.from}-${p.to}`,
  rows: (deposits) => [...deposits].sort(byDateAndSlip),
  columns: (p) => depositColumns(!p.building),
});

/** Deposits the customer cancelled (forfeited), with the day, the amount kept and why. */
export const cancelledDepositsReport = defineReport({
  endpoint: searchCancelledDeposits,
  title: 'Phiếu cọc khách huỷ',
  fileName: (p) => `phieu-coc-khach-huy-${buildingPart(p.building)}-${p.from}-${p.to}`,
  rows: (deposits) => [...deposits].sort(byDateAndSlip),
  columns: (p) =>
    depositColumns(!p.building, [
      { key: 'cancelled_date', title: 'Ngày huỷ', value: (r) => r.cancelled?.date, kind: 'date' },
      { key: 'forfeited', title: 'Mất cọc', value: (r) => r.cancelled?.amount, kind: 'money' },
      { key: 'reason', title: 'Lý do huỷ', value: (r) => r.cancelled?.reason },
    ]),
});

type CommissionRow = ResponseOf<typeof listCommissions>['items'][number];
/** A commission, an agent's subtotal (`rooms` counted) or the grand total. */
type CommissionLine = Partial<CommissionRow> & { agent_name: string; amount: number; rooms?: number };

/** Each agent's commissions by check-in day, the agent's subtotal, then the grand total (as /tien-dan-phong). */
function commissionLines(rows: readonly CommissionRow[]): CommissionLine[] {
  const byAgent = new Map<string, CommissionRow[]>();
  for (const r of rows) byAgent.set(r.agent_user_id, [...(byAgent.get(r.agent_user_id) ?? []), r]);
  const out: CommissionLine[] = [];
  for (const list of [...byAgent.values()].sort((a, b) => a[0]!.agent_name.localeCompare(b[0]!.agent_name, 'vi'))) {
    out.push(...[...list].sort((a, b) => a.checked_in_at.localeCompare(b.checked_in_at)));
    out.push({ agent_name: `Cộng ${list[0]!.agent_name}`, amount: list.reduce((s, r) => s + r.amount, 0), rooms: list.length });
  }
  if (rows.length) out.push({ agent_name: TOTAL_LABEL, amount: rows.reduce((s, r) => s + r.amount, 0), rooms: rows.length });
  return out;
}

/** Room-showing commissions of a month (/tien-dan-phong), per agent and in total. */
export const commissionsReport = defineReport({
  endpoint: listCommissions,
  title: 'Tiền dẫn phòng',
  fileName: (p) => `tien-dan-phong-${p.month}-${buildingPart(p.building)}`,
  rows: (page): CommissionLine[] => page.items,
  // Pages come in key order: the agents' order, subtotals and the total are the whole list's.
  finish: (rows) => commissionLines(rows as CommissionRow[]),
  paging: { cursor: 'cursor', limit: 'limit', pageSize: 500, next: (page) => page.cursor },
  columns: (p): ExportColumn<CommissionLine>[] => [
    { key: 'agent_name', title: 'Người dẫn phòng', field: 'agent_name' },
    { key: 'slip_no', title: 'Phiếu cọc', field: 'slip_no' },
    ...(p.building ? [] : [{ key: 'building', title: 'Toà', field: 'building' } as const]),
    { key: 'room_id', title: 'Phòng', value: (r) => (r.rooms === undefined ? r.room_id : `${r.rooms} phòng`) },
    { key: 'customer_name', title: 'Khách thuê', field: 'customer_name' },
    { key: 'deposit_date', title: 'Ngày cọc', field: 'deposit_date', kind: 'date' },
    { key: 'checked_in_at', title: 'Ngày nhận phòng', field: 'checked_in_at', kind: 'date' },
    { key: 'rent', title: 'Giá thuê', field: 'rent', kind: 'money' },
    { key: 'amount', title: `Tiền dẫn phòng (${COMMISSION_RATE_PERCENT}% giá thuê)`, field: 'amount', kind: 'money' },
  ],
});
