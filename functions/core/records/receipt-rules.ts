/**
 * How a rent receipt pays a room's bills (business rules §9), pure: the receipt and the room's
 * standing credit pay the open bills oldest first; what they do not cover stays owed, what is left
 * over stays a credit on the room's 1311 for the next bill.
 */
export interface OpenBill {
  month: string;
  bill_no: string;
  total: number;
  paid: number;
}

export interface Allocation {
  month: string;
  bill_no: string;
  amount: number;
  paid: number;
  status: 'open' | 'paid';
}

export function allocate(amount: number, credit: number, bills: readonly OpenBill[]): { allocations: Allocation[]; credit: number } {
  let left = amount + credit;
  const allocations: Allocation[] = [];
  for (const b of [...bills].sort((x, y) => x.month.localeCompare(y.month))) {
    const owed = b.total - b.paid;
    if (owed <= 0 || left <= 0) continue;
    const take = Math.min(owed, left);
    left -= take;
    allocations.push({ month: b.month, bill_no: b.bill_no, amount: take, paid: b.paid + take, status: b.paid + take >= b.total ? 'paid' : 'open' });
  }
  return { allocations, credit: left };
}

/**
 * The months a room still owes once its credit is applied, oldest first. A negative standing credit
 * is money owed outside any bill (a debit note beyond the credit, a removed receipt whose credit was
 * spent): `owed` includes it and `outside_bills` names it, so `owed − credit` is always the room's 1311.
 */
export function owedMonths(credit: number, bills: readonly OpenBill[]) {
  const { allocations } = allocate(0, credit, bills);
  const used = new Map(allocations.map((a) => [a.month, a.amount]));
  const months = [...bills]
    .sort((x, y) => x.month.localeCompare(y.month))
    .map((b) => {
      const paid = b.paid + (used.get(b.month) ?? 0);
      return { month: b.month, bill_no: b.bill_no, total: b.total, paid, owed: b.total - paid };
    })
    .filter((m) => m.owed > 0);
  const spent = allocations.reduce((s, a) => s + a.amount, 0);
  const left = credit - spent;
  const outside = Math.max(0, -left);
  return { months, owed: months.reduce((s, m) => s + m.owed, 0) + outside, credit: Math.max(0, left), outside_bills: outside };
}

/** PT<building><YYMM>-NNN for a rent receipt, TH<building><YYMM>-NNN for a collected one. */
export const receiptNo = (building: string, date: string, seq: number, kind: 'room' | 'collected' = 'room') =>
  `${kind === 'collected' ? 'TH' : 'PT'}${building}${date.slice(2, 4)}${date.slice(5, 7)}-${String(seq).padStart(3, '0')}`;

/** A bill as a room's settlement sees it, paid or not. */
export type SettledBill = OpenBill;

/** A bill's paid amount and status after a correction. */
export interface BillState {
  month: string;
  bill_no: string;
  paid: number;
  status: 'open' | 'paid';
}

const stateOf = (b: SettledBill): BillState => ({ month: b.month, bill_no: b.bill_no, paid: b.paid, status: b.paid >= b.total ? 'paid' : 'open' });

/**
 * Takes `amount` back from a room's settlement (a receipt removed, or the old amount of an edited
 * one): first off its standing credit, the rest un-paid from the newest paid bills backwards, so what
 * stays paid still covers the bills oldest first. `short` is what neither held (a debit note spent
 * the credit): it stays owed outside any bill as a negative standing credit, which the next receipt
 * pays first (allocate starts from amount + credit).
 */
export function unsettle<B extends SettledBill>(amount: number, credit: number, bills: readonly B[]): { credit: number; bills: B[]; short: number } {
  const fromCredit = Math.min(Math.max(credit, 0), amount);
  let left = amount - fromCredit;
  const newestFirst = [...bills].sort((x, y) => y.month.localeCompare(x.month)).map((b) => {
    const take = Math.min(Math.max(b.paid, 0), left);
    left -= take;
    return { ...b, paid: b.paid - take };
  });
  return { credit: credit - fromCredit - left, bills: newestFirst.reverse(), short: left };
}

/**
 * A receipt corrected (or removed, `added` = 0): `removed` taken back (unsettle), then `added` paid
 * again oldest first with the credit (allocate). Answers the new receipt's allocations, the room's
 * final credit and the bills whose paid amount moved, each once with its final paid and status.
 */
export function resettle(removed: number, added: number, credit: number, bills: readonly SettledBill[]) {
  const back = unsettle(removed, credit, bills);
  const plan = allocate(added, back.credit, back.bills);
  const paidNow = new Map(back.bills.map((b) => [b.month, b.paid]));
  for (const a of plan.allocations) paidNow.set(a.month, a.paid);
  const changed = bills
    .filter((b) => paidNow.get(b.month) !== b.paid)
    .sort((x, y) => x.month.localeCompare(y.month))
    .map((b) => stateOf({ ...b, paid: paidNow.get(b.month)! }));
  return { allocations: plan.allocations, credit: plan.credit, bills: changed };
}
