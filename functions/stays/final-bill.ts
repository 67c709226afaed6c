import type { BillLine } from '../../shared/api/bills';
import type { CheckOutBill } from '../../shared/api/stays';
import type { DatedPrice } from '../../shared/catalog/prices';
import type { LineInput } from '../kernel/ledger/entry';
import { addDays, daysBetween, daysInMonth } from '../../shared/dates';
import { rentOfDays, rentOn, round1000, type RentStep } from '../bills';

export { addDays, daysBetween, daysInMonth, rentOn, round1000, type RentStep };

/** Pure rules of a check-out (business rules §4): the final bill, notice and forfeit, and its posting (rent rules: bills/rules/bill-rules.ts). */

/**
 * Rent of the leave month, pro-rated: monthly rent × occupied days ÷ days in that month, to the
 * nearest 1,000 đ (rounded once, over every rent in force during those days). The check-in day
 * counts, the check-out day does not. Counting starts at the later of the stay's start and the first
 * day of the leave month: earlier months are billed by the monthly run.
 */
export function proRatedRent(history: readonly RentStep[], startDate: string, leaveDate: string) {
  const month = leaveDate.slice(0, 7);
  const first = `${month}-01`;
  const from = startDate > first ? startDate : first;
  const { days, daysInMonth: dim, amount } = rentOfDays(history, from, leaveDate, month);
  return { from, days, daysInMonth: dim, monthlyRent: rentOn(history, days > 0 ? addDays(leaveDate, -1) : leaveDate), amount };
}

type Readings = { electricity: number; water: number };

/**
 * Where the final bill's usage starts. The monthly run has billed a stay that began before the leaving
 * month up to the room's reading on last month's sheet, so its usage starts there (else those months
 * would be charged twice); a stay that began this month starts at its own start readings. The sheet's
 * reading is taken only when it lies between the start and the final reading: a meter changed since,
 * or no sheet, falls back to the stay's start.
 */
export function usageStart(startDate: string, leaveDate: string, start: Readings, final: Readings, billedTo: Partial<Readings>): Readings {
  if (startDate >= `${leaveDate.slice(0, 7)}-01`) return start;
  const from = (t: keyof Readings) => {
    const v = billedTo[t];
    return v !== undefined && v >= start[t] && v <= final[t] ? v : start[t];
  };
  return { electricity: from('electricity'), water: from('water') };
}

export interface BillInput {
  rentHistory: readonly RentStep[];
  startDate: string;
  leaveDate: string;
  startReadings: { electricity: number; water: number };
  finalReadings: { electricity: number; water: number };
  occupants: number;
  price: DatedPrice;
  otherCharges: { label: string; amount: number }[];
  credits: { label: string; amount: number }[];
  /** Tenant-caused repairs waiting for the room's bill (repairs/model/repair-charge.ts), as bill lines of kind `repair`. */
  repairs?: readonly BillLine[];
}

/** Final bill: pro-rated rent + electricity and water from the readings and dated prices + other charges + repairs the tenant caused − credits. */
export function finalBill(i: BillInput): CheckOutBill {
  const rent = proRatedRent(i.rentHistory, i.startDate, i.leaveDate);
  const kwh = i.finalReadings.electricity - i.startReadings.electricity;
  const electricity = kwh * i.price.electricity_per_kwh;
  const water =
    i.price.water.mode === 'per_person'
      ? { units: i.occupants, amount: round1000(i.price.water.amount * i.occupants * rent.days, rent.daysInMonth) }
      : { units: i.finalReadings.water - i.startReadings.water, amount: (i.finalReadings.water - i.startReadings.water) * i.price.water.amount };
  const charges = i.otherCharges.reduce((s, c) => s + c.amount, 0);
  const credits = i.credits.reduce((s, c) => s + c.amount, 0);
  const repairs = i.repairs ?? [];
  const repaired = repairs.reduce((s, l) => s + l.amount, 0);
  return {
    rent_from: rent.from,
    rent_days: rent.days,
    days_in_month: rent.daysInMonth,
    monthly_rent: rent.monthlyRent,
    rent: rent.amount,
    electricity_kwh: kwh,
    electricity_price: i.price.electricity_per_kwh,
    electricity,
    water_mode: i.price.water.mode,
    water_units: water.units,
    water_price: i.price.water.amount,
    water: water.amount,
    other_charges: i.otherCharges,
    credits: i.credits,
    ...(repairs.length ? { repair_charges: [...repairs] } : {}),
    total: rent.amount + electricity + water.amount + charges + repaired - credits,
  };
}

export interface DepositPart {
  object: string;
  held: number;
  applied: number;
  forfeited: number;
  refund: number;
}

export interface Settlement {
  applied: number;
  forfeited: number;
  refund: number;
  receivable: number;
  parts: DepositPart[];
}

/**
 * The deposit pays what the stay owes first (all its open items, the final bill among them); what is
 * left is refunded, or forfeited when the tenant left with less notice than the contract asks (and
 * staff did not waive it). What it cannot cover stays receivable on the stay's 1311. A stay's deposit
 * money may sit on more than one ledger object (its deposit's, and its own for additional receipts):
 * they are used in the order given.
 */
export function settle(held: readonly { object: string; held: number }[], owed: number, forfeit: boolean): Settlement {
  let due = Math.max(owed, 0);
  const parts = held.map(({ object, held: h }): DepositPart => {
    const available = Math.max(h, 0);
    const applied = Math.min(available, due);
    due -= applied;
    const rest = available - applied;
    return { object, held: h, applied, forfeited: forfeit ? rest : 0, refund: forfeit ? 0 : rest };
  });
  const sum = (k: 'applied' | 'forfeited' | 'refund') => parts.reduce((s, p) => s + p[k], 0);
  return { applied: sum('applied'), forfeited: sum('forfeited'), refund: sum('refund'), receivable: due, parts };
}

/**
 * The check-out's journal lines (business rules §7): the bill Dr 1311 (the stay) / Cr 5111 per item (a
 * repair the tenant caused Cr 7111, other income, as on a monthly bill), credits Dr 5211 / Cr 1311,
 * the deposit applied Dr 5212 (deposit) / Cr 1311 (to every open item of the stay), the forfeit
 * Dr 5212 cancelled-by-customer / Cr 7111. Zero amounts post nothing.
 */
export function checkOutLines(
  bill: CheckOutBill,
  s: Settlement,
  stay: { account_key: string; object: string; object_name: string },
  roomLabel: string,
): LineInput[] {
  const charges: [string, number, string][] = [
    [`Tiền phòng ${bill.rent_days}/${bill.days_in_month} ngày`, bill.rent, 'room_revenue'],
    [`Tiền điện ${bill.electricity_kwh} kWh`, bill.electricity, 'room_revenue'],
    [`Tiền nước`, bill.water, 'room_revenue'],
    ...bill.other_charges.map((c): [string, number, string] => [c.label, c.amount, 'room_revenue']),
    ...(bill.repair_charges ?? []).map((l): [string, number, string] => [l.label, l.amount, 'other_income']),
  ];
  const gross = charges.reduce((sum, [, a]) => sum + a, 0);
  const credits = bill.credits.reduce((sum, c) => sum + c.amount, 0);
  const lines: LineInput[] = [];
  if (gross > 0) {
    lines.push({ ...stay, debit: gross, description: `Hoá đơn trả phòng ${roomLabel}` });
    for (const [label, amount, account_key] of charges)
      if (amount > 0) lines.push({ account_key, credit: amount, description: `${label} - trả phòng ${roomLabel}` });
  }
  if (credits > 0) {
    const labels = bill.credits.map((c) => c.label).join(', ');
    lines.push({ account_key: 'room_revenue_adjustment', debit: credits, description: `Giảm trừ trả phòng ${roomLabel}: ${labels}` });
    lines.push({ ...stay, credit: credits, description: `Giảm trừ trả phòng ${roomLabel}` });
  }
  for (const p of s.parts)
    if (p.applied > 0)
      lines.push({ account_key: 'return_deposit', debit: p.applied, object: p.object, description: `Trừ cọc vào hoá đơn trả phòng ${roomLabel}` });
  if (s.applied > 0) lines.push({ ...stay, credit: s.applied, description: `Trừ cọc vào công nợ khi trả phòng ${roomLabel}` });
  for (const p of s.parts)
    if (p.forfeited > 0)
      lines.push({ account_key: 'return_deposit_cancelled', debit: p.forfeited, object: p.object, description: `Mất cọc (báo trước không đủ) ${roomLabel}` });
  if (s.forfeited > 0) lines.push({ account_key: 'other_income', credit: s.forfeited, description: `Mất cọc (báo trước không đủ) ${roomLabel}` });
  return lines;
}
