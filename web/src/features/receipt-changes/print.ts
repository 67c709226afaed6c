import type { ReceiptChange } from '../../../../shared/api/receipt-changes';
import { printDoc, type DocLayout, type DocSection } from '../../components/print/doc';
import { OCCUPANT_HEADERS, occupantRows, roomLine, VEHICLE_HEADERS, vehicleRows } from '../../components/print/people';
import { issuerOf } from '../../components/print/slip';
import { formatDate, formatVnd } from '../../lib/format';
import { staffNameOf } from '../../app/app-data/staff-names';

/** The change-of-information slip (phiếu thay đổi thông tin), A4. */
export function changeSlip(c: ReceiptChange, clerk?: string): DocLayout {
  const sections: DocSection[] = [
    {
      kind: 'lines',
      lines: [
        ['Phòng', roomLine(c.building, c.room_id), true],
        ['Hợp đồng số', c.contract_no],
        ['Khách thuê', c.customer_name],
        ['Ngày thay đổi', formatDate(c.date), true],
        ...(c.rent
          ? [['Giá thuê mới', `${formatVnd(c.rent.amount)} / tháng từ ngày ${formatDate(c.rent.from)} (trước: ${formatVnd(c.rent.previous)})`, true] as const]
          : []),
        ...(c.notes ? [['Ghi chú', c.notes] as const] : []),
      ],
    },
  ];
  if (c.occupants_in.length) sections.push({ kind: 'table', title: 'Người vào ở', headers: OCCUPANT_HEADERS, rows: occupantRows(c.occupants_in) });
  if (c.occupants_out.length) sections.push({ kind: 'table', title: 'Người rời đi', headers: OCCUPANT_HEADERS, rows: occupantRows(c.occupants_out) });
  if (c.vehicles)
    sections.push(
      { kind: 'table', title: 'Xe trước thay đổi', headers: VEHICLE_HEADERS, rows: vehicleRows(c.vehicles.before), empty: 'Không có xe' },
      { kind: 'table', title: 'Xe sau thay đổi', headers: VEHICLE_HEADERS, rows: vehicleRows(c.vehicles.after), empty: 'Không có xe' },
    );
  return {
    issuer: issuerOf(c.building),
    heading: 'PHIẾU THAY ĐỔI THÔNG TIN',
    number: c.contract_no,
    date: c.date,
    stamp: c.status === 'cancelled' ? 'Phiếu đã huỷ' : c.status === 'deleted' ? 'Phiếu đã xoá' : undefined,
    sections,
    signatures: [
      ['Khách thuê', c.customer_name],
      ['Người lập phiếu', clerk ?? staffNameOf(c.created_by)],
    ],
  };
}

export const printChangeSlip = (c: ReceiptChange, clerk?: string) => printDoc(`Phiếu thay đổi thông tin ${c.room_id} (${c.building})`, changeSlip(c, clerk));
