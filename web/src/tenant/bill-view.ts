import type { TenantBill } from '../../../shared/api/tenant-bills';
import { dayText } from '../../../shared/dates';
import { qrDataUrl } from '../features/receipts/qr-image';
import { el } from './el';

// Intl directly: the staff app's formatters (web/src/lib/format.ts) bring dayjs, which this page does without.
const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });
export const money = (n: number) => vnd.format(n);

const row = (label: string, value: string, cls = '') => el('div', { class: `row ${cls}`.trim() }, el('span', {}, label), el('b', {}, value));

const lineText = (l: TenantBill['bills'][number]['lines'][number]) =>
  l.quantity !== null && l.unit_price !== null ? `${l.label} (${l.quantity.toLocaleString('vi-VN')} × ${money(l.unit_price)})` : l.label;

/** The bill as the tenant sees it: the room, what is owed item by item, the payments, the total and its VietQR. */
export function billView(b: TenantBill): HTMLElement {
  const bills = b.bills.map((x) =>
    el(
      'section',
      { class: 'card' },
      el('h2', {}, x.label),
      el('p', { class: 'muted' }, `Số ${x.no} · ngày ${dayText(x.date)}`),
      ...x.lines.map((l) => row(lineText(l), money(l.amount))),
      x.paid > 0 ? row('Đã trả', `− ${money(x.paid)}`) : null,
      row('Còn phải trả', money(x.owed), 'strong'),
    ),
  );
  const payments = b.payments.length
    ? el('section', { class: 'card' }, el('h2', {}, 'Tiền đã nhận'), ...b.payments.map((p) => row(`${p.label} ${p.no} · ${dayText(p.date)}`, money(p.amount))))
    : null;
  const pay = b.paid
    ? el('section', { class: 'card paid', role: 'status' }, el('h2', {}, 'Đã thanh toán'), el('p', {}, 'Phòng không còn khoản nào phải trả. Cảm ơn bạn!'))
    : el(
        'section',
        { class: 'card pay' },
        row('Tổng phải trả', money(b.total), 'total'),
        b.qr
          ? el(
              'div',
              { class: 'qr' },
              el('img', { src: qrDataUrl(b.qr.payload), alt: `Mã VietQR chuyển khoản ${money(b.qr.amount)}`, width: '240', height: '240' }),
              el('p', {}, 'Mở ứng dụng ngân hàng và quét mã: số tiền và nội dung được điền sẵn.'),
              row('Ngân hàng', b.qr.bank_name),
              row('Số tài khoản', b.qr.account_no),
              row('Chủ tài khoản', b.qr.holder),
              row('Nội dung', b.qr.text),
            )
          : el('p', { class: 'muted' }, b.qr_missing ?? ''),
      );
  return el(
    'div',
    {},
    el('header', {}, el('h1', {}, `Phòng ${b.room_id}`), el('p', { class: 'muted' }, b.building_name)),
    pay,
    ...bills,
    b.credit > 0 ? el('section', { class: 'card' }, row('Tiền trả trước còn lại', money(b.credit))) : null,
    payments,
    el('p', { class: 'muted foot' }, `Liên kết có hiệu lực đến ${dayText(b.expires_at.slice(0, 10))}.`),
  );
}

export const messageView = (title: string, text: string) => el('section', { class: 'card' }, el('h1', {}, title), el('p', {}, text));
