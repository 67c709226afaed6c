import dayjs from 'dayjs';
import type { SearchAnswer, SearchVoucher } from '../../../../shared/api/search';
import { ISO_DATE, ISO_MONTH } from '../../lib/format';
import { roomInfoHref, slipHref, voucherRef } from '../../lib/record-links';

/** One line of the results: what it shows and where Enter or a click takes the user. */
export interface ResultLine {
  key: string;
  group: string;
  text: string;
  detail?: string;
  href: string;
  /** A second place to open (a room's information screen beside its page). */
  also?: { text: string; href: string };
}

const VOUCHER_LABELS: Record<SearchVoucher['kind'], string> = {
  deposit: 'Phiếu cọc',
  receipt_room: 'Phiếu thu tiền phòng',
  receipt_collected: 'Phiếu thu hộ',
  receipt_other: 'Phiếu thu khác',
  adjustment: 'Phiếu điều chỉnh',
  disbursement: 'Phiếu chi',
  cash_transfer: 'Phiếu chuyển tiền',
  receipt_cash: 'Phiếu thu tiền mặt',
  other_debt: 'Phiếu thu/chi công nợ khác',
  repair_payment: 'Phiếu chi sửa chữa',
};

const withQuery = (path: string, params: Record<string, string | undefined>) => {
  const q = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined));
  return `${path}?${q.toString()}`;
};
const monthOf = (date: string) => ({ from: dayjs(date).startOf('month').format(ISO_DATE), to: dayjs(date).endOf('month').format(ISO_DATE) });

/** The screen that lists a voucher, narrowed to its building and month (and to its number where the screen searches). */
export function voucherHref(v: SearchVoucher): string {
  const common = { building: v.building, ...monthOf(v.date) };
  switch (v.kind) {
    case 'deposit':
      return slipHref(v.number, v.building) ?? withQuery('/bao-cao-nhan-coc', { ...common, q: v.number });
    case 'receipt_room':
    case 'receipt_collected':
    case 'receipt_other':
    case 'adjustment': {
      const type = v.kind === 'adjustment' ? 'payment_adjustment' : v.kind;
      return (
        voucherRef({ voucher_type: type, date: v.date, building: v.building, voucher_no: v.number }).href ??
        withQuery('/nhat-ky-chung', { ...common, q: v.number })
      );
    }
    case 'disbursement':
    case 'cash_transfer':
    case 'receipt_cash':
      return withQuery('/phieu-chi', common);
    case 'other_debt':
      return withQuery('/phieu-thu-chi', { ...common, book: v.book });
    case 'repair_payment':
      return withQuery(v.book === 'pccc' ? '/phieu-sua-chua-va-cham-cong-pccc-lon' : '/phieu-sua-chua-va-cham-cong', {
        ...common,
        month: dayjs(v.date).format(ISO_MONTH),
      });
  }
}

/** The answer as one list in the box's order: rooms, customers, vouchers, contracts. */
export function resultLines(a: SearchAnswer): ResultLine[] {
  return [
    ...a.rooms.map((r) => ({
      key: `room:${r.building}:${r.room_id}`,
      group: 'Phòng',
      text: `Phòng ${r.room_id} (${r.building})`,
      href: `/phong/${r.building}/${encodeURIComponent(r.room_id)}`,
      also: { text: 'Thông tin phòng', href: roomInfoHref(r.building, r.room_id) },
    })),
    ...a.customers.map((c) => ({
      key: `customer:${c.id}`,
      group: 'Khách hàng',
      text: c.name,
      detail: [c.phone, `Phòng ${c.room_id} (${c.building})`, c.status === 'left' ? 'đã rời' : undefined].filter(Boolean).join(' · '),
      href: `/khach-hang/${encodeURIComponent(c.id)}`,
    })),
    ...a.vouchers.map((v) => ({
      key: `voucher:${v.number}`,
      group: 'Chứng từ',
      text: v.number,
      detail: [VOUCHER_LABELS[v.kind], v.room_id ? `Phòng ${v.room_id} (${v.building})` : v.building, dayjs(v.date).format('DD/MM/YYYY')].join(' · '),
      href: voucherHref(v),
    })),
    ...a.contracts.map((c) => ({
      key: `contract:${c.building}:${c.contract_no}`,
      group: 'Hợp đồng',
      text: c.contract_no,
      detail: [c.tenant_name, `Phòng ${c.room_id} (${c.building})`, c.status === 'ended' ? 'đã kết thúc' : undefined].filter(Boolean).join(' · '),
      href: withQuery('/phieu-thong-tin-nhan-phong', { building: c.building, ...monthOf(c.start_date), q: c.contract_no }),
    })),
  ];
}
