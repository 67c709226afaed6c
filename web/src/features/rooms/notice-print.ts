import type { Stay } from '../../../../shared/api/stays';
import { buildingName } from '../../../../shared/catalog/buildings';
import { issuerOf, printSlip, type SlipLayout } from '../../components/print/slip';
import { formatDate } from '../../lib/format';
import { noticeDays } from './notice-rules';

export interface NoticeToPrint {
  building: string;
  room_id: string;
  date: string;
  expected_leave_date: string;
  note?: string;
}

/** The check-out notice slip (phiếu báo trả phòng): who leaves which room when, signed by both sides. */
export function noticeSlip(n: NoticeToPrint, stay?: Pick<Stay, 'contract_no' | 'occupants' | 'notice_days' | 'start_date'> | null, clerk?: string): SlipLayout {
  const tenant = stay?.occupants[0]?.name ?? '';
  const days = noticeDays(n.date, n.expected_leave_date);
  return {
    issuer: issuerOf(n.building),
    heading: 'PHIẾU BÁO TRẢ PHÒNG',
    date: n.date,
    lines: [
      ['Khách thuê', tenant || '........................................', true],
      ...(stay ? [['Hợp đồng số', `${stay.contract_no} (từ ${formatDate(stay.start_date)})`] as const] : []),
      ['Phòng', `${n.room_id} – ${buildingName(n.building)}`, true],
      ['Ngày báo trả phòng', formatDate(n.date)],
      ['Ngày dự kiến trả phòng', formatDate(n.expected_leave_date), true],
      ['Số ngày báo trước', `${days} ngày`],
      ...(n.note ? [['Ghi chú', n.note] as const] : []),
    ],
    terms:
      `Khách thuê báo trả phòng và bàn giao phòng đúng ngày dự kiến. Báo trước ít hơn ${stay?.notice_days ?? 30} ngày theo hợp đồng thì không được hoàn tiền cọc, ` +
      'trừ khi chủ nhà đồng ý. Tiền phòng, điện, nước được tính đến ngày trả phòng thực tế.',
    signatures: [
      ['Khách thuê', tenant],
      ['Người nhận báo', clerk],
    ],
  };
}

export const printNoticeSlip = (n: NoticeToPrint, stay?: Parameters<typeof noticeSlip>[1], clerk?: string) =>
  printSlip(`Phiếu báo trả phòng ${n.room_id} (${n.building})`, noticeSlip(n, stay, clerk));
