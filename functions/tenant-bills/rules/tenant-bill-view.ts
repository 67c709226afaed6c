import type { BillLine } from '../../../shared/api/bills';
import type { TenantBill } from '../../../shared/api/tenant-bills';
import { collectAccountOf, type BankSettings } from '../../../shared/api/admin/bank-wallets';
import { buildingName } from '../../../shared/catalog/buildings';
import { CHARGE_KIND_LABELS, PAYMENT_KIND_LABELS } from '../../../shared/catalog/receivables';
import { monthText } from '../../../shared/dates';
import { transferText, vietQrPayload } from '../../../shared/payments/vietqr';
import { figures, type AccountState, type Charge } from '../../kernel/ledger/stay-account-rules';

/**
 * What a tenant's link shows (issue 24), pure: the stay's open items exactly as its receivable account
 * holds them (the same figures as the unpaid report and the stay's 1311), what paid them, and a VietQR
 * for exactly the balance with the transfer text the bank matching reads (`<code> T<MM><YY>` of the
 * newest open item, as the printed notice and receipt say). Nothing about the people: no name, phone,
 * ID number, contract, nor any other room or stay.
 */

/** A link dies with its stay: once the stay has ended and owes nothing, nobody needs it. */
export const linkRevoked = (a: { stay_status: string; state: AccountState }) => a.stay_status !== 'active' && figures(a.state).balance === 0;

const chargeLabel = (c: Charge) => (c.kind === 'bill' ? `Hoá đơn tháng ${monthText(c.month)}` : CHARGE_KIND_LABELS[c.kind]);

export interface ViewInput {
  building: string;
  room_id: string;
  state: AccountState;
  /** A monthly bill's lines by its charge id (the bills read for the open items). */
  lines: ReadonlyMap<string, readonly BillLine[]>;
  settings: BankSettings;
  expires_at: string;
  /** `YYYY-MM`: the transfer text's month when nothing is open. */
  thisMonth: string;
  /** The stay has ended: the room's payment code now pays whoever lives there. */
  departed?: boolean;
}

/**
 * A departed tenant still owing gets no QR: the transfer text names the room, and the bank matching pays
 * a room's code into the stay living there now, so the money would land on the next tenant's account.
 * They pay at the office (or the staff record a transfer by hand onto their stay).
 */
export const DEPARTED_NO_QR = 'Bạn đã trả phòng: vui lòng liên hệ quản lý để thanh toán phần còn nợ (không chuyển khoản theo mã phòng).';

export function tenantBillView(v: ViewInput): TenantBill {
  const f = figures(v.state);
  const total = Math.max(0, f.balance);
  // The newest item is shown with its payments even once paid, so the tenant sees the payment arrive.
  const newest = [...v.state.charges].sort((a, b) => (a.date === b.date ? a.id.localeCompare(b.id) : a.date.localeCompare(b.date))).at(-1);
  const shown = [...f.open, ...(newest && !f.open.includes(newest) ? [newest] : [])];
  // Each payment of those items, or still held as credit, whole: what it paid of every item and what it left.
  const wanted = new Set([...shown.flatMap((c) => c.paid_by.map((p) => p.id)), ...v.state.credits.map((c) => c.id)]);
  const paid = new Map<string, { no: string; label: string; date: string; amount: number }>();
  const add = (p: { id: string; no: string; kind: keyof typeof PAYMENT_KIND_LABELS; date: string }, amount: number) => {
    if (!wanted.has(p.id)) return;
    paid.set(p.id, { no: p.no, label: PAYMENT_KIND_LABELS[p.kind], date: p.date, amount: (paid.get(p.id)?.amount ?? 0) + amount });
  };
  for (const c of v.state.charges) for (const p of c.paid_by) add(p, p.amount);
  for (const c of v.state.credits) add(c, c.left);
  const view: TenantBill = {
    building: v.building,
    building_name: buildingName(v.building),
    room_id: v.room_id,
    bills: f.open.map((c) => ({
      no: c.no,
      label: chargeLabel(c),
      month: c.month,
      date: c.date,
      total: c.total,
      paid: c.paid,
      owed: c.total - c.paid,
      lines: (v.lines.get(c.id) ?? []).map((l) => ({ kind: l.kind, label: l.label, quantity: l.quantity, unit_price: l.unit_price, amount: l.amount })),
    })),
    payments: [...paid.values()].sort((a, b) => b.date.localeCompare(a.date) || b.no.localeCompare(a.no)),
    credit: f.credit,
    total,
    paid: total === 0,
    expires_at: v.expires_at,
  };
  if (total === 0) return view;
  if (v.departed) return { ...view, qr_missing: DEPARTED_NO_QR };
  const found = collectAccountOf(v.settings, v.building);
  if ('missing' in found) return { ...view, qr_missing: 'Chưa có tài khoản ngân hàng nhận chuyển khoản: vui lòng liên hệ quản lý để thanh toán.' };
  const text = transferText(v.building, v.room_id, f.open.at(-1)?.month ?? v.thisMonth);
  const a = found.account;
  return { ...view, qr: { payload: vietQrPayload(a, total, text), amount: total, text, bank_name: a.bank_name, account_no: a.account_no, holder: a.holder } };
}
