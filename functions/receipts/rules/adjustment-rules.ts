/**
 * How a money adjustment moves a stay's 1311 (business rules §7), pure. A credit note lowers what the
 * stay owes: Dr 5211 / Cr 1311, a payment of its open items oldest first (stay-account-rules.ts). A
 * debit note raises it: Dr 1311 / Cr 5211, a new open item of the stay, paid at once from its credits.
 */
export type Direction = 'credit' | 'debit';

/** The entry's lines: 5211 (room_revenue_adjustment) against 1311 (customer_receivable) on the stay. */
export function adjustmentLines(direction: Direction, amount: number, object: string, objectName: string) {
  const room = { account_key: 'customer_receivable', object, object_name: objectName };
  const revenue = { account_key: 'room_revenue_adjustment' };
  return direction === 'credit'
    ? [
        { ...revenue, debit: amount },
        { ...room, credit: amount },
      ]
    : [
        { ...room, debit: amount },
        { ...revenue, credit: amount },
      ];
}

/** Money moved on one deposit object of a stay (5212). */
export interface DepositMove {
  object: string;
  amount: number;
}

export type DepositPlan = { ok: true; moves: DepositMove[]; applied: Record<string, number> } | { ok: false; limit: number; reason: 'held' | 'applied' };

/**
 * Which of a stay's deposit objects a deposit note moves, pure. A credit note applies deposit held,
 * object by object in the order given (the check-out's order: the deposit's object, then the stay's
 * own), never more than is held in all. A debit note gives back only what earlier notes applied for
 * this stay (`applied`, per object), the most recently used object first. `applied` comes back as
 * the notes' running total after this one.
 */
export function planDepositMove(direction: Direction, amount: number, held: readonly DepositMove[], applied: Readonly<Record<string, number>>): DepositPlan {
  const pool =
    direction === 'credit'
      ? held.map((h) => ({ object: h.object, amount: Math.max(h.amount, 0) }))
      : Object.entries(applied)
          .map(([object, a]) => ({ object, amount: a }))
          .reverse();
  const limit = pool.reduce((s, p) => s + p.amount, 0);
  if (amount > limit) return { ok: false, limit, reason: direction === 'credit' ? 'held' : 'applied' };
  let due = amount;
  const moves: DepositMove[] = [];
  for (const p of pool) {
    const take = Math.min(p.amount, due);
    if (take > 0) moves.push({ object: p.object, amount: take });
    due -= take;
  }
  const next = { ...applied };
  for (const m of moves) next[m.object] = (next[m.object] ?? 0) + (direction === 'credit' ? m.amount : -m.amount);
  for (const [object, a] of Object.entries(next)) if (a === 0) delete next[object];
  return { ok: true, moves, applied: next };
}

/**
 * A pending refund's parts after a deposit note: a credit note takes the moved amounts off the
 * objects' refund, a debit note adds them back, so the refund stays what the objects hold.
 */
export function refundPartsAfter(direction: Direction, parts: readonly DepositMove[], moves: readonly DepositMove[]): DepositMove[] {
  const next = new Map(parts.map((p) => [p.object, p.amount]));
  for (const m of moves) next.set(m.object, (next.get(m.object) ?? 0) + (direction === 'credit' ? -m.amount : m.amount));
  return [...next].filter(([, a]) => a > 0).map(([object, amount]) => ({ object, amount }));
}

/** A deposit note's lines: 5212 (return_deposit) on each deposit object against 1311 on the stay. */
export function depositAdjustmentLines(direction: Direction, moves: readonly DepositMove[], object: string, objectName: string, tenant: string) {
  const amount = moves.reduce((s, m) => s + m.amount, 0);
  const room = { account_key: 'customer_receivable', object, object_name: objectName };
  const deposit = moves.map((m) => {
    const line = { account_key: 'return_deposit', object: m.object, object_name: tenant };
    return direction === 'credit' ? { ...line, debit: m.amount } : { ...line, credit: m.amount };
  });
  return direction === 'credit' ? [...deposit, { ...room, credit: amount }] : [{ ...room, debit: amount }, ...deposit];
}

/** DC<building><YYMM>-NNN. */
export const adjustmentNo = (building: string, date: string, seq: number) =>
  `DC${building}${date.slice(2, 4)}${date.slice(5, 7)}-${String(seq).padStart(3, '0')}`;
