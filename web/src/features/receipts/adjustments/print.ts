import type { Adjustment } from '../../../../../shared/api/receipts/adjustments';
import { buildingName } from '../../../../../shared/catalog/buildings';
import { issuerOf, printSlip, type SlipLayout } from '../../../components/print/slip';
import { formatMonth, formatVnd } from '../../../lib/format';
import { ADJUSTMENT_TYPE_LABELS, DIRECTION_LABELS } from './choices';
import { staffNameOf } from '../../../app/app-data/staff-names';

const monthText = (m: string) => formatMonth(`${m}-01`);

/** The adjustment note (phiếu điều chỉnh) on A5: what it changes, by how much (also in words) and why. */
export function adjustmentSlip(a: Adjustment): SlipLayout {
  const deposit = a.type === 'return_deposit_adjustment';
  const settled = a.allocations.map((x) => `${monthText(x.month)} (${x.bill_no}): ${formatVnd(x.amount)}`).join('; ');
  return {
    issuer: issuerOf(a.building),
    heading: `PHIẾU ĐIỀU CHỈNH ${deposit ? 'TRẢ CỌC' : 'TIỀN PHÒNG'}`,
    number: a.adjustment_no,
    date: a.date,
    lines: [
      ['Phòng', `${a.room_id} – ${buildingName(a.building)}`, true],
      ['Loại phiếu', ADJUSTMENT_TYPE_LABELS[a.type]],
      ['Nội dung', DIRECTION_LABELS[a.type][a.direction], true],
      ...(a.customer_name ? [['Khách thuê', a.customer_name] as const] : []),
      ...(a.contract_no ? [['Hợp đồng', a.contract_no] as const] : []),
      ...(a.month ? [['Tháng', monthText(a.month)] as const] : []),
      ...(a.bill_no ? [['Hoá đơn', a.bill_no] as const] : []),
      ['Số tiền', formatVnd(a.amount), true],
      ['Lý do', a.reason],
      ...(settled ? [['Đã trừ vào hoá đơn', settled] as const] : []),
      ...(a.left_credit > 0 ? [['Tiền trả trước để lại', formatVnd(a.left_credit)] as const] : []),
      ...(deposit && a.deposit_held !== undefined ? [['Tiền cọc còn giữ sau phiếu', formatVnd(a.deposit_held)] as const] : []),
      ...(a.refund ? [['Tiền cọc chờ trả khách', formatVnd(a.refund.amount)] as const] : []),
    ],
    amountInWords: { label: 'Số tiền bằng chữ', amount: a.amount },
    signatures: [['Người lập phiếu', staffNameOf(a.created_by)], ['Kế toán trưởng'], ['Khách thuê']],
  };
}

export const printAdjustment = (a: Adjustment) => printSlip(`Phiếu điều chỉnh ${a.adjustment_no}`, adjustmentSlip(a));
