import type { CheckOut } from '../../../../shared/api/stays';
import { CHARGE_KIND_LABELS } from '../../../../shared/catalog/receivables';
import { monthText } from '../../../../shared/dates';
import { formatDate, formatNumber, formatVnd } from '../../lib/format';

/** One line of the refund calculation, as the screen and the printed sheet show it. */
export interface BillRow {
  key: string;
  section: 'bill' | 'deposit';
  label: string;
  detail?: string;
  /** Signed: a credit or a deduction from the deposit is negative. */
  amount: number;
  strong?: boolean;
}

export type SettledCheckOut = Pick<
  CheckOut,
  | 'bill'
  | 'deposit_held'
  | 'deposit_applied'
  | 'forfeited'
  | 'forfeit_waived'
  | 'waive_reason'
  | 'refund'
  | 'receivable'
  | 'settled_items'
  | 'credit_used'
  | 'notice_given_days'
  | 'notice_days'
  | 'start_readings'
  | 'final_readings'
  | 'notice_date'
  | 'leave_date'
>;

/**
 * What the deposit paid, item by item: every open item of the stay at check-out (earlier bills, notes,
 * the final bill), as the server settled them; check-outs from before receivables were kept per stay
 * say only the total applied.
 */
function depositRows(co: SettledCheckOut): BillRow[] {
  if (!co.settled_items?.length) return [{ key: 'applied', section: 'deposit', label: 'Trừ cọc vào hoá đơn', amount: -co.deposit_applied }];
  return co.settled_items.map((i) => ({
    key: `item-${i.id}`,
    section: 'deposit',
    label: `Trừ cọc: ${CHARGE_KIND_LABELS[i.kind]} ${i.bill_no}`,
    detail: `Tháng ${monthText(i.month)}: còn nợ ${formatVnd(i.owed)}${i.left > 0 ? `, cọc không đủ, còn lại ${formatVnd(i.left)}` : ''}`,
    amount: -i.deposit_applied,
  }));
}

/**
 * The server's final bill and settlement (business rules §4), line by line: pro-rated rent, utilities
 * from the readings, other charges and repairs the tenant caused less credits, then the deposit
 * applied, forfeited and refunded. Nothing is recomputed here; the details only explain the server's
 * numbers.
 */
export function billRows(co: SettledCheckOut): BillRow[] {
  const b = co.bill;
  const rows: BillRow[] = [
    {
      key: 'rent',
      section: 'bill',
      label: 'Tiền phòng',
      detail: `${b.rent_days}/${b.days_in_month} ngày × ${formatVnd(b.monthly_rent)} (từ ${formatDate(b.rent_from)} đến trước ${formatDate(co.leave_date)})`,
      amount: b.rent,
    },
    {
      key: 'electricity',
      section: 'bill',
      label: 'Tiền điện',
      detail: `${formatNumber(co.final_readings.electricity)} − ${formatNumber(co.start_readings.electricity)} = ${formatNumber(b.electricity_kwh)} kWh × ${formatVnd(b.electricity_price)}`,
      amount: b.electricity,
    },
    {
      key: 'water',
      section: 'bill',
      label: 'Tiền nước',
      detail:
        b.water_mode === 'per_person'
          ? `${b.water_units} người × ${formatVnd(b.water_price)}/tháng × ${b.rent_days}/${b.days_in_month} ngày`
          : `${formatNumber(co.final_readings.water)} − ${formatNumber(co.start_readings.water)} = ${formatNumber(b.water_units)} m³ × ${formatVnd(b.water_price)}`,
      amount: b.water,
    },
    ...b.other_charges.map((c, i): BillRow => ({ key: `charge-${i}`, section: 'bill', label: c.label, detail: 'Phí khác', amount: c.amount })),
    // Repairs the tenant caused, waiting for the room's bill: the final bill took them.
    ...(b.repair_charges ?? []).map((l, i): BillRow => ({
      key: `repair-${i}`,
      section: 'bill',
      label: l.label,
      detail: 'Sửa chữa do khách gây ra',
      amount: l.amount,
    })),
    ...b.credits.map((c, i): BillRow => ({ key: `credit-${i}`, section: 'bill', label: c.label, detail: 'Giảm trừ', amount: -c.amount })),
    { key: 'total', section: 'bill', label: 'Tổng hoá đơn trả phòng', amount: b.total, strong: true },
    ...(co.credit_used ? [{ key: 'credit-used', section: 'bill' as const, label: 'Tiền khách trả trước trừ vào hoá đơn', amount: -co.credit_used }] : []),
    { key: 'held', section: 'deposit', label: 'Tiền cọc đang giữ', amount: co.deposit_held },
    ...depositRows(co),
  ];
  const notice = co.notice_date
    ? `báo trả ngày ${formatDate(co.notice_date)}: ${co.notice_given_days}/${co.notice_days} ngày`
    : `không báo trả trước (hợp đồng ${co.notice_days} ngày)`;
  if (co.forfeited > 0) rows.push({ key: 'forfeited', section: 'deposit', label: 'Mất cọc (báo trước không đủ)', detail: notice, amount: -co.forfeited });
  else if (co.forfeit_waived)
    rows.push({ key: 'waived', section: 'deposit', label: 'Miễn mất cọc', detail: `${notice}; lý do: ${co.waive_reason ?? ''}`, amount: 0 });
  rows.push({ key: 'refund', section: 'deposit', label: 'Hoàn trả cọc cho khách', amount: co.refund, strong: true });
  if (co.receivable > 0)
    rows.push({
      key: 'receivable',
      section: 'deposit',
      label: 'Khách còn phải trả',
      detail: 'Tiền cọc không đủ trả các khoản còn nợ: công nợ riêng của lượt thuê này',
      amount: co.receivable,
      strong: true,
    });
  return rows;
}
