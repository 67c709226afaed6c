import { daysBetween } from '../../../shared/dates';

/**
 * Which unmatched bank lines look like one internal transfer (GET /api/bank-internal-transfer/
 * possible-transactions). Pure: no I/O.
 */

/** A bank line's figures the pairing needs. */
export interface TransferLine {
  id: string;
  wallet: number;
  date: string;
  amount: number;
}

/**
 * Pairs an outgoing line of one wallet with an incoming line of the same amount on another wallet, at
 * most `daysApart` days apart; each line in one pair at most, the closest dates first (then the
 * outgoing line's date and id). The incoming lines are indexed by amount once, so each outgoing line
 * meets only the lines of its own amount: a month of a few thousand lines on several wallets costs
 * O(outs + ins + same-amount candidates), not every outgoing line against every incoming one.
 */
export function pairTransfers(outs: readonly TransferLine[], ins: readonly TransferLine[], daysApart: number): [outId: string, inId: string][] {
  const insOf = new Map<number, TransferLine[]>();
  for (const i of ins) {
    const amount = i.amount;
    const same = insOf.get(amount);
    if (same) same.push(i);
    else insOf.set(amount, [i]);
  }
  const candidates: { o: TransferLine; i: TransferLine; gap: number }[] = [];
  for (const o of outs)
    for (const i of insOf.get(o.amount) ?? []) {
      if (i.wallet === o.wallet) continue;
      const gap = Math.abs(daysBetween(o.date, i.date));
      if (gap <= daysApart) candidates.push({ o, i, gap });
    }
  candidates.sort((a, b) => a.gap - b.gap || a.o.date.localeCompare(b.o.date) || a.o.id.localeCompare(b.o.id));
  const used = new Set<string>();
  const chosen: [string, string][] = [];
  for (const { o, i } of candidates) {
    if (used.has(o.id) || used.has(i.id)) continue;
    used.add(o.id);
    used.add(i.id);
    chosen.push([o.id, i.id]);
  }
  return chosen;
}
