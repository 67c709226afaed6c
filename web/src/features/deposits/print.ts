import type { Deposit } from '../../../../shared/api/deposits';
import { buildingName } from '../../../../shared/catalog/buildings';
import { walletName } from '../../../../shared/catalog/wallets';
import { issuerOf, printSlip, type SlipLayout } from '../../components/print/slip';
import { formatDate, formatVnd } from '../../lib/format';
import { depositStatusLabel } from './DepositStatusTag';
import { staffNameOf } from '../../app/app-data/staff-names';

export const DEPOSIT_TERMS =
  'Khách không đến nhận phòng đúng ngày dự kiến hoặc huỷ cọc thì không được hoàn lại tiền cọc. Tiền cọc được trừ vào tiền cọc phòng khi nhận phòng.';

/** The deposit slip (phiếu nhận cọc) as handed to the customer. */
export function depositSlip(d: Deposit, clerk?: string): SlipLayout {
  return {
    issuer: issuerOf(d.building),
    heading: 'PHIẾU NHẬN CỌC GIỮ PHÒNG',
    number: d.slip_no,
    date: d.date,
    stamp: d.status === 'active' || d.status === 'checked_in' ? undefined : `Phiếu đã ${depositStatusLabel(d.status).toLocaleLowerCase('vi')}`,
    lines: [
      ['Họ tên khách', d.customer_name, true],
      ['Số điện thoại', d.phone ?? ''],
      ['Số CCCD / hộ chiếu', d.id_number ?? ''],
      ['Phòng', `${d.room_id} – ${buildingName(d.building)}`, true],
      ['Ngày dự kiến vào ở', formatDate(d.expected_move_in_date)],
      ['Tiền cọc thoả thuận', formatVnd(d.amount_agreed)],
      ['Số tiền đã nhận', formatVnd(d.amount_paid), true],
      ['Còn phải đóng', formatVnd(d.unpaid)],
      ['Hình thức nhận', walletName(d.wallet)],
      ['Người dẫn phòng', d.agent_name],
      ...(d.note ? [['Ghi chú', d.note] as const] : []),
    ],
    amountInWords: { label: 'Số tiền đã nhận bằng chữ', amount: d.amount_paid },
    terms: DEPOSIT_TERMS,
    signatures: [
      ['Người nộp tiền', d.customer_name],
      ['Người dẫn phòng', d.agent_name],
      ['Người nhận tiền', clerk ?? staffNameOf(d.created_by.username)],
    ],
  };
}

export const printDepositSlip = (d: Deposit, clerk?: string) => printSlip(`Phiếu cọc ${d.slip_no}`, depositSlip(d, clerk));

/** The receipt of more deposit money on a deposit (phiếu thu cọc bổ sung). */
export function additionalReceiptSlip(
  r: { id: string; date: string; amount: number; wallet: number; note?: string },
  d: Pick<Deposit, 'slip_no' | 'building' | 'room_id' | 'customer_name'>,
  clerk?: string,
): SlipLayout {
  return {
    issuer: issuerOf(d.building),
    heading: 'PHIẾU THU CỌC BỔ SUNG',
    date: r.date,
    lines: [
      ['Họ tên khách', d.customer_name, true],
      ['Phòng', `${d.room_id} – ${buildingName(d.building)}`, true],
      ['Theo phiếu cọc', d.slip_no],
      ['Số tiền thu', formatVnd(r.amount), true],
      ['Hình thức nhận', walletName(r.wallet)],
      ...(r.note ? [['Ghi chú', r.note] as const] : []),
    ],
    amountInWords: { label: 'Số tiền bằng chữ', amount: r.amount },
    signatures: [
      ['Người nộp tiền', d.customer_name],
      ['Người nhận tiền', clerk],
    ],
  };
}
