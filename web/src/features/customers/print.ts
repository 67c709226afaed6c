import type { Contract } from '../../../../shared/api/customers';
import { buildingName } from '../../../../shared/catalog/buildings';
import { formatDate, formatVnd } from '../../lib/format';
import { moneyInWords } from '../../lib/money-words';
import { issuerOf } from '../../components/print/slip';
import { CONTRACT_STATUS } from './choices';
import { statusLabel } from '../../components/status/status-look';
import { printDoc, type DocLayout } from '../../components/print/doc';

export const CONTRACT_TERMS =
  'Bên thuê đóng tiền phòng hằng tháng, giữ gìn tài sản và tuân thủ nội quy nhà. Khi trả phòng, bên thuê báo trước đúng số ngày ghi trên; ' +
  'tiền cọc được hoàn lại sau khi trừ tiền phòng, điện, nước và các khoản phát sinh đến ngày trả phòng.';

/** A one-page summary of a rental contract (tóm tắt hợp đồng thuê phòng), A4, for the file or the tenant. */
export function contractSummary(c: Contract): DocLayout {
  return {
    issuer: issuerOf(c.building),
    heading: 'TÓM TẮT HỢP ĐỒNG THUÊ PHÒNG',
    number: c.contract_no,
    date: c.start_date,
    stamp: c.status === 'ended' ? `Hợp đồng đã kết thúc ngày ${formatDate(c.end_date)}` : undefined,
    sections: [
      {
        kind: 'lines',
        title: 'Bên thuê',
        lines: [
          ['Họ tên', c.tenant_name, true],
          ['Số điện thoại', c.tenant_phone ?? ''],
          ['Số CCCD / hộ chiếu', c.tenant_id_number ?? ''],
          ['Số người ở', String(c.occupants_count)],
        ],
      },
      {
        kind: 'lines',
        title: 'Phòng thuê',
        lines: [
          ['Phòng', `${c.room_id} – ${buildingName(c.building)}`, true],
          ['Số hợp đồng', c.contract_no, true],
          ['Ngày bắt đầu', formatDate(c.start_date)],
          ['Ngày kết thúc', c.end_date ? formatDate(c.end_date) : 'Chưa kết thúc'],
          ['Giá thuê lúc ký', `${formatVnd(c.rent)} / tháng (${moneyInWords(c.rent)})`, true],
          ['Tiền cọc giữ', `${formatVnd(c.deposit_held)} (${moneyInWords(c.deposit_held)})`, true],
          ['Báo trước khi trả phòng', `${c.notice_days} ngày`],
          ['Trạng thái', statusLabel(CONTRACT_STATUS, c.status)],
        ],
      },
    ],
    terms: CONTRACT_TERMS,
    signatures: [['Bên cho thuê'], ['Bên thuê', c.tenant_name]],
  };
}

export const printContractSummary = (c: Contract) => printDoc(`Hợp đồng ${c.contract_no}`, contractSummary(c));
