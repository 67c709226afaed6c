import type { CheckOut, Stay } from '../../../../shared/api/stays';
import { walletName } from '../../../../shared/catalog/wallets';
import { printDoc, type DocLayout } from '../../components/print/doc';
import { OCCUPANT_HEADERS, occupantRows, roomLine, VEHICLE_HEADERS, vehicleRows } from '../../components/print/people';
import { issuerOf } from '../../components/print/slip';
import { formatDate, formatNumber, formatVnd } from '../../lib/format';
import { billRows } from './bill-rows';
import { staffNameOf } from '../../app/app-data/staff-names';

export const CHECK_IN_TERMS =
  'Khách thuê đã kiểm tra phòng, đồng hồ điện nước và đồng ý với các thông tin trên. Tiền phòng đóng theo tháng; ' +
  'khi trả phòng phải báo trước đúng số ngày ghi trên phiếu, báo trước không đủ thì không được hoàn tiền cọc.';

/** The check-in information slip (phiếu thông tin nhận phòng), A4, signed by tenant and clerk. */
export function checkInSlip(s: Stay, extra: { depositSlipNo?: string; clerk?: string } = {}): DocLayout {
  return {
    issuer: issuerOf(s.building),
    heading: 'PHIẾU THÔNG TIN NHẬN PHÒNG',
    number: s.contract_no,
    date: s.start_date,
    stamp: s.status === 'removed' ? 'Phiếu đã xoá' : undefined,
    sections: [
      {
        kind: 'lines',
        title: 'Thông tin phòng',
        lines: [
          ['Phòng', roomLine(s.building, s.room_id), true],
          ['Hợp đồng số', s.contract_no, true],
          ['Ngày nhận phòng', formatDate(s.start_date)],
          ['Giá thuê phòng', `${formatVnd(s.rent)} / tháng`, true],
          ['Tiền cọc giữ', formatVnd(s.deposit_held), true],
          ...(extra.depositSlipNo ? [['Theo phiếu cọc', extra.depositSlipNo] as const] : []),
          ...(s.deposit_top_up > 0 ? [['Thu thêm cọc khi nhận phòng', `${formatVnd(s.deposit_top_up)} (${walletName(s.wallet)})`] as const] : []),
          ['Internet', s.internet ? 'Có sử dụng' : 'Không sử dụng'],
          ['Số ngày báo trước khi trả phòng', `${s.notice_days} ngày`],
          ['Chỉ số điện đầu', `${formatNumber(s.start_readings.electricity)} kWh`],
          ['Chỉ số nước đầu', `${formatNumber(s.start_readings.water)} m³`],
          ...(s.notes ? [['Ghi chú', s.notes] as const] : []),
        ],
      },
      { kind: 'table', title: `Người ở (${s.occupants.length})`, headers: OCCUPANT_HEADERS, rows: occupantRows(s.occupants) },
      { kind: 'table', title: 'Phương tiện', headers: VEHICLE_HEADERS, rows: vehicleRows(s.vehicles), empty: 'Không có xe' },
    ],
    amountInWords: { label: 'Tiền cọc giữ bằng chữ', amount: s.deposit_held },
    terms: CHECK_IN_TERMS,
    signatures: [
      ['Khách thuê', s.occupants[0]?.name],
      ['Người lập phiếu', extra.clerk ?? staffNameOf(s.created_by)],
    ],
  };
}

export const printCheckInSlip = (s: Stay, extra?: Parameters<typeof checkInSlip>[1]) =>
  printDoc(`Phiếu thông tin nhận phòng ${s.room_id} (${s.building})`, checkInSlip(s, extra));

/** The deposit-refund calculation at check-out (bảng tính tiền trả cọc), A4. */
export function refundSheet(co: CheckOut, clerk?: string): DocLayout {
  const rows = billRows(co);
  const money = (r: (typeof rows)[number]) => (r.amount < 0 ? `− ${formatVnd(-r.amount)}` : formatVnd(r.amount));
  const table = (section: 'bill' | 'deposit') => {
    const part = rows.filter((r) => r.section === section);
    return { rows: part.map((r) => [r.label, r.detail ?? '', money(r)]), strong: part.flatMap((r, i) => (r.strong ? [i] : [])) };
  };
  const bill = table('bill');
  const deposit = table('deposit');
  const final = co.receivable > 0 ? { label: 'Khách còn phải trả bằng chữ', amount: co.receivable } : { label: 'Số tiền hoàn trả bằng chữ', amount: co.refund };
  return {
    issuer: issuerOf(co.building),
    heading: 'BẢNG TÍNH TIỀN TRẢ CỌC',
    number: co.contract_no,
    date: co.leave_date,
    stamp: co.status === 'cancelled' ? 'Phiếu trả phòng đã huỷ' : undefined,
    sections: [
      {
        kind: 'lines',
        lines: [
          ['Khách thuê', co.customer_name, true],
          ['Phòng', roomLine(co.building, co.room_id), true],
          ['Hợp đồng số', co.contract_no],
          ['Ngày trả phòng', formatDate(co.leave_date), true],
          ['Ngày báo trả', co.notice_date ? `${formatDate(co.notice_date)} (${co.notice_given_days}/${co.notice_days} ngày)` : 'Không báo trước'],
          ['Chỉ số điện', `${formatNumber(co.start_readings.electricity)} → ${formatNumber(co.final_readings.electricity)}`],
          ['Chỉ số nước', `${formatNumber(co.start_readings.water)} → ${formatNumber(co.final_readings.water)}`],
          ...(co.notes ? [['Ghi chú', co.notes] as const] : []),
        ],
      },
      { kind: 'table', title: 'Hoá đơn trả phòng', headers: ['Khoản', 'Diễn giải', 'Số tiền'], rows: bill.rows, numeric: [2], strongRows: bill.strong },
      { kind: 'table', title: 'Quyết toán tiền cọc', headers: ['Khoản', 'Diễn giải', 'Số tiền'], rows: deposit.rows, numeric: [2], strongRows: deposit.strong },
    ],
    amountInWords: final,
    signatures: [
      ['Khách thuê', co.customer_name],
      ['Người lập bảng', clerk ?? staffNameOf(co.created_by)],
    ],
  };
}

export const printRefundSheet = (co: CheckOut, clerk?: string) => printDoc(`Bảng tính tiền trả cọc ${co.room_id} (${co.building})`, refundSheet(co, clerk));
