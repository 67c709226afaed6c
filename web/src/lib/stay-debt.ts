import type { ResponseOf } from '../../../shared/api/endpoint';
import type { chargeRoomMonths } from '../../../shared/api/receipts';
import { CHARGE_KIND_LABELS } from '../../../shared/catalog/receivables';
import { monthText } from '../../../shared/dates';
import { formatDate, formatVnd } from './format';

/** The months answer of a room: the stay a receipt goes to by default and the room's other stays with a balance. */
export type Owed = ResponseOf<typeof chargeRoomMonths>;
export type StayRef = NonNullable<Owed['stay']>;
export type OwedItem = Owed['months'][number];

/** One stay's open items and figures, as the form, the prints and the VietQR read them. */
export interface StayOwed {
  stay: StayRef | null;
  months: OwedItem[];
  owed: number;
  credit: number;
  balance: number;
}

/**
 * The stay `stayId` names in a months answer: the answer's own stay, one of its other stays, or (a
 * stay whose balance is nil, so not listed) a stay that owes nothing. Without `stayId`: the answer's stay.
 */
export function stayOwedOf(answer: Owed, stayId?: string): StayOwed {
  if (!stayId || stayId === answer.stay?.stay_id) return answer;
  const other = answer.stays.find((s) => s.stay_id === stayId);
  if (!other) return { stay: null, months: [], owed: 0, credit: 0, balance: 0 };
  const { months, owed, credit, balance, ...stay } = other;
  return { stay, months, owed, credit, balance };
}

/** What a tenant is asked to pay for a stay: its balance when positive (owed − credit), else nothing. */
export const amountDue = (o: Pick<StayOwed, 'balance'>): number => Math.max(o.balance, 0);

/** An open item as people read it: `Hoá đơn tháng 10/2026`, `Hoá đơn trả phòng HD-…`, `Phiếu điều chỉnh tăng DC…`. */
export const itemText = (m: Pick<OwedItem, 'kind' | 'month' | 'bill_no'>): string =>
  m.kind === 'bill' ? `${CHARGE_KIND_LABELS.bill} ${monthText(m.month)}` : `${CHARGE_KIND_LABELS[m.kind]} ${m.bill_no}`;

/** A stay in one line: tenant, phone, contract and whether they live there or left (and when). */
export const stayText = (s: StayRef): string =>
  [s.customer_name || 'Khách', s.phone, `HĐ ${s.contract_no}`, s.status === 'active' ? 'đang ở' : `đã trả phòng ${formatDate(s.leave_date)}`]
    .filter(Boolean)
    .join(' · ');

/** A stay's standing in words: `còn nợ 300.000 ₫`, `trả trước 50.000 ₫` or `không còn nợ`. */
export const standingText = (o: Pick<StayOwed, 'balance'>): string =>
  o.balance > 0 ? `còn nợ ${formatVnd(o.balance)}` : o.balance < 0 ? `trả trước ${formatVnd(-o.balance)}` : 'không còn nợ';

/** What a receipt's allocation paid, by name: a bill by its month, any other item by its kind and number (old receipts name no kind: bills). */
export const paidItemName = (a: { kind?: OwedItem['kind']; month: string; bill_no: string }): string =>
  !a.kind || a.kind === 'bill' ? monthText(a.month) : `${CHARGE_KIND_LABELS[a.kind]} ${a.bill_no}`;
