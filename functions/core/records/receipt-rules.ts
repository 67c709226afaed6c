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

/** The months a room still owes once its credit is applied, oldest first. */
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
  const owed = months.reduce((s, m) => s + m.owed, 0);
  const spent = allocations.reduce((s, a) => s + a.amount, 0);
  return { months, owed, credit: credit - spent };
}

/** PT<building><YYMM>-NNN. */
export const receiptNo = (building: string, date: string, seq: number) => `PT${building}${date.slice(2, 4)}${date.slice(5, 7)}-${String(seq).padStart(3, '0')}`;
