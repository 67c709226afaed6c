import type { ChargeKind, PaymentKind } from '../../../shared/catalog/receivables';

/**
 * Who owes what, per stay (business rules §9), pure. Every charge to a tenant is an open item of
 * their stay (a monthly bill, the check-out's final bill, a debit note, a deposit given back); every
 * payment (a receipt, a bank line, a credit note, deposit applied) belongs to one stay and pays its
 * open items oldest first, what it does not use staying that payment's unapplied credit on the stay.
 * A new charge is paid at once from the stay's credits, oldest first. Each charge keeps who paid it
 * (`paid_by`), so removing a payment or a charge undoes exactly what it did, and any balance can be
 * explained line by line. Nothing here ever moves money between two stays.
 *
 * Invariant after every operation: a stay never has both an open charge and an unapplied credit.
 */
export type { ChargeKind, PaymentKind };

/** A payment as its money is remembered on a charge or as a credit: its id, number, kind and date. */
export interface PaymentRef {
  id: string;
  no: string;
  kind: PaymentKind;
  date: string;
}

export interface PaidBy extends PaymentRef {
  amount: number;
}

export interface Charge {
  /** The voucher that charged it: a bill's id, a check-out's id, a note's id. */
  id: string;
  kind: ChargeKind;
  /** The number people know it by: BT-…, the contract for a final bill, DC… for a note. */
  no: string;
  date: string;
  /** The month it is for (a bill's month; else the month of its date). */
  month: string;
  total: number;
  paid: number;
  paid_by: PaidBy[];
}

/** What a payment left unapplied, waiting for the stay's next charge. */
export interface Credit extends PaymentRef {
  left: number;
}

export interface AccountState {
  charges: Charge[];
  credits: Credit[];
}

/** What one payment paid of one charge. */
export interface Allocation {
  charge_id: string;
  kind: ChargeKind;
  no: string;
  month: string;
  amount: number;
}

export const EMPTY_ACCOUNT: AccountState = { charges: [], credits: [] };

/** The payment a check-out's deposit makes on its stay (one per check-out). */
export const depositPaymentId = (checkOutId: string) => `${checkOutId}:deposit`;

const byDate = <T extends { date: string; id: string }>(a: T, b: T) =>
  a.date === b.date ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.date < b.date ? -1 : 1;
const open = (c: Charge) => c.total - c.paid;
const clone = (s: AccountState): AccountState => ({
  charges: s.charges.map((c) => ({ ...c, paid_by: c.paid_by.map((p) => ({ ...p })) })),
  credits: s.credits.map((c) => ({ ...c })),
});

function addPaidBy(c: Charge, by: PaymentRef, amount: number): void {
  c.paid += amount;
  const same = c.paid_by.find((p) => p.id === by.id);
  if (same) same.amount += amount;
  else c.paid_by.push({ id: by.id, no: by.no, kind: by.kind, date: by.date, amount });
}

function addCredit(s: AccountState, by: PaymentRef, amount: number): void {
  if (amount <= 0) return;
  const same = s.credits.find((c) => c.id === by.id);
  if (same) same.left += amount;
  else s.credits.push({ id: by.id, no: by.no, kind: by.kind, date: by.date, left: amount });
  s.credits.sort(byDate);
}

/** `amount` of one payment paid into the open charges oldest first; answers what it paid and what is left. */
function payInto(s: AccountState, by: PaymentRef, amount: number): { allocations: Allocation[]; left: number } {
  let left = amount;
  const allocations: Allocation[] = [];
  for (const c of [...s.charges].sort(byDate)) {
    if (left <= 0) break;
    const take = Math.min(open(c), left);
    if (take <= 0) continue;
    addPaidBy(c, by, take);
    left -= take;
    allocations.push({ charge_id: c.id, kind: c.kind, no: c.no, month: c.month, amount: take });
  }
  return { allocations, left };
}

/** The stay's credits pay its open charges, oldest credit into the oldest charge, until one side is used up. */
function settle(s: AccountState): void {
  for (const credit of [...s.credits].sort(byDate)) {
    const { left } = payInto(s, credit, credit.left);
    credit.left = left;
  }
  s.credits = s.credits.filter((c) => c.left > 0);
}

/** A new charge on the stay, paid at once from its credits (oldest first). */
export function addCharge(state: AccountState, charge: Omit<Charge, 'paid' | 'paid_by'>): AccountState {
  if (state.charges.some((c) => c.id === charge.id)) throw new Error(`charge ${charge.id} is on the stay already`);
  const s = clone(state);
  s.charges.push({ ...charge, paid: 0, paid_by: [] });
  s.charges.sort(byDate);
  settle(s);
  return s;
}

/** A payment of the stay: its open charges oldest first; what is left stays this payment's credit. */
export function addPayment(state: AccountState, by: PaymentRef, amount: number): { state: AccountState; allocations: Allocation[]; left_credit: number } {
  if (state.credits.some((c) => c.id === by.id) || state.charges.some((c) => c.paid_by.some((p) => p.id === by.id)))
    throw new Error(`payment ${by.id} is on the stay already`);
  const s = clone(state);
  const { allocations, left } = payInto(s, by, amount);
  addCredit(s, by, left);
  return { state: s, allocations, left_credit: left };
}

/**
 * A payment taken back (a receipt removed, or the old amount of an edited one): every charge it paid
 * is open again by that much and its unapplied credit is gone; the stay's other credits then pay what
 * reopened.
 */
export function removePayment(state: AccountState, paymentId: string): AccountState {
  const s = clone(state);
  for (const c of s.charges) {
    const mine = c.paid_by.filter((p) => p.id === paymentId);
    c.paid -= mine.reduce((sum, p) => sum + p.amount, 0);
    c.paid_by = c.paid_by.filter((p) => p.id !== paymentId);
  }
  s.credits = s.credits.filter((c) => c.id !== paymentId);
  settle(s);
  return s;
}

/**
 * A charge taken off the stay (a cancelled check-out's final bill): what paid it goes back to each
 * payer as its credit, which then pays whatever else is open.
 */
export function removeCharge(state: AccountState, chargeId: string): AccountState {
  const s = clone(state);
  const gone = s.charges.find((c) => c.id === chargeId);
  if (!gone) return s;
  s.charges = s.charges.filter((c) => c.id !== chargeId);
  for (const p of gone.paid_by) addCredit(s, p, p.amount);
  settle(s);
  return s;
}

/**
 * A charge's total changed (a bill corrected): paid beyond the new total goes back to its payers,
 * newest payment first, as their credits; an open rest is paid from the stay's credits.
 */
export function retotalCharge(state: AccountState, chargeId: string, total: number): AccountState {
  const s = clone(state);
  const c = s.charges.find((x) => x.id === chargeId);
  if (!c) throw new Error(`charge ${chargeId} is not on the stay`);
  c.total = total;
  let excess = c.paid - total;
  for (const p of [...c.paid_by].sort(byDate).reverse()) {
    if (excess <= 0) break;
    const back = Math.min(p.amount, excess);
    p.amount -= back;
    c.paid -= back;
    excess -= back;
    addCredit(s, p, back);
  }
  c.paid_by = c.paid_by.filter((p) => p.amount > 0);
  settle(s);
  return s;
}

/** How the stay remembers a payment (its kind, number, date), wherever its money went. */
export function paymentRefOf(s: AccountState, paymentId: string): PaymentRef | undefined {
  const ref = s.credits.find((c) => c.id === paymentId) ?? s.charges.flatMap((c) => c.paid_by).find((p) => p.id === paymentId);
  return ref ? { id: ref.id, no: ref.no, kind: ref.kind, date: ref.date } : undefined;
}

/** The stay's figures: owed (open charges), credit (unapplied payments) and balance = owed − credit = its 1311. */
export function figures(s: AccountState) {
  const openCharges = s.charges.filter((c) => open(c) > 0).sort(byDate);
  const owed = openCharges.reduce((sum, c) => sum + open(c), 0);
  const credit = s.credits.reduce((sum, c) => sum + c.left, 0);
  return { owed, credit, balance: owed - credit, open: openCharges, oldest: openCharges[0] };
}

/** The charges whose paid amount differs between two states (the monthly bills among them are written back on their bill items). */
export function chargesMoved(before: AccountState, after: AccountState): Charge[] {
  const was = new Map(before.charges.map((c) => [c.id, c.paid]));
  return after.charges.filter((c) => was.get(c.id) !== c.paid);
}

/**
 * What a stay owed at the end of a past month, placed on its charges (pure): its closing balance from
 * the journal covers its newest charges dated up to then, since payments pay the oldest first.
 */
export function owedAt(charges: readonly Charge[], closing: number, upTo: string): { charge: Charge; owed: number }[] {
  let need = closing;
  const out: { charge: Charge; owed: number }[] = [];
  for (const c of charges
    .filter((x) => x.date <= upTo && x.total > 0)
    .sort(byDate)
    .reverse()) {
    if (need <= 0) break;
    const owed = Math.min(need, c.total);
    out.unshift({ charge: c, owed });
    need -= owed;
  }
  return out;
}
