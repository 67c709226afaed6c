import type { ChargeKind, PaymentKind } from '../../../shared/catalog/receivables';
import { figures, type AccountState } from './stay-account-rules';

/**
 * A stay's account told line by line (pure): each charge (+ its total) and each payment (− all it
 * brought: what it paid of every charge plus what it left as credit), by date, with the balance after
 * each line. Read from the same account the receipt form and the unpaid report read, so the last
 * balance is the account's own figure, `figures(state).balance`, which is the stay's 1311 in the
 * journal; nothing is derived another way.
 */

export interface StatementLine {
  /** The charge's or the payment's id (a payment made of several allocations is one line). */
  id: string;
  side: 'charge' | 'payment';
  kind: ChargeKind | PaymentKind;
  /** The number people know it by (BT-…, PT…, DC…, the contract for a final bill). */
  no: string;
  date: string;
  /** A charge's month (a bill's month). */
  month?: string;
  /** + a charge's total, − a payment's amount. */
  amount: number;
  /** What is still open of a charge (charges only). */
  open?: number;
  /** The balance after this line: > 0 owed, < 0 paid ahead. */
  balance: number;
}

export interface Statement {
  lines: StatementLine[];
  owed: number;
  credit: number;
  balance: number;
}

/** Charges before payments on the same day (a bill and its receipt the same day read "charged, then paid"). */
const order = (a: Omit<StatementLine, 'balance'>, b: Omit<StatementLine, 'balance'>) =>
  a.date.localeCompare(b.date) || (a.side === b.side ? 0 : a.side === 'charge' ? -1 : 1) || a.no.localeCompare(b.no) || a.id.localeCompare(b.id);

export function stayStatement(state: AccountState): Statement {
  const payments = new Map<string, Omit<StatementLine, 'balance'>>();
  const paid = (p: { id: string; no: string; kind: PaymentKind; date: string }, amount: number) => {
    const seen = payments.get(p.id);
    if (seen) seen.amount -= amount;
    else payments.set(p.id, { id: p.id, side: 'payment', kind: p.kind, no: p.no, date: p.date, amount: -amount });
  };
  for (const c of state.charges) for (const p of c.paid_by) paid(p, p.amount);
  for (const c of state.credits) paid(c, c.left);
  const charges = state.charges.map((c) => ({
    id: c.id,
    side: 'charge' as const,
    kind: c.kind,
    no: c.no,
    date: c.date,
    month: c.month,
    amount: c.total,
    open: c.total - c.paid,
  }));
  let balance = 0;
  const lines = [...charges, ...payments.values()].sort(order).map((l) => ({ ...l, balance: (balance += l.amount) }));
  const f = figures(state);
  return { lines, owed: f.owed, credit: f.credit, balance: f.balance };
}
