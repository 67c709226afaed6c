import * as api from '../../shared/api/bank';
import { BANK_WALLET_IDS } from '../../shared/api/settings-bank';
import { daysBetween, monthsBetween } from '../../shared/dates';
import { operation } from '../lib/http/handler';
import { getBankLines, LINE_FIGURES, linesOfMonth, toBankTransaction } from '../core/records/bank-line';

/** Within this many days an outgoing and an incoming line of the same amount may be one transfer. */
const DAYS_APART = 2;

/**
 * GET /api/bank-internal-transfer/possible-transactions: unmatched lines of the bank wallets in the
 * range (one Query per wallet and month, the status filtered in DynamoDB) paired as one transfer
 * looks: an outgoing line on one wallet, an incoming line of the same amount on another, at most two
 * days apart. Each line is in one pair at most: the closest dates pair first. The unmatched lines are
 * read for their figures only; just the paired ones are then read whole (one BatchGet).
 */
export const possibleInternalTransfers = operation(api.possibleInternalTransfers, async ({ query }) => {
  const reads = BANK_WALLET_IDS.flatMap((w) => monthsBetween(query.from, query.to).map((m) => linesOfMonth(w, m, query.from, query.to, 'unmatched', LINE_FIGURES)));
  const lines = (await Promise.all(reads)).flat().map((i) => ({ id: String(i.id), wallet: Number(i.wallet), date: String(i.date), direction: String(i.direction), amount: Number(i.amount) }));
  const outs = lines.filter((l) => l.direction === 'out');
  const ins = lines.filter((l) => l.direction === 'in');
  const candidates = outs.flatMap((o) =>
    ins
      .filter((i) => i.wallet !== o.wallet && i.amount === o.amount && Math.abs(daysBetween(o.date, i.date)) <= DAYS_APART)
      .map((i) => ({ o, i, gap: Math.abs(daysBetween(o.date, i.date)) })),
  );
  candidates.sort((a, b) => a.gap - b.gap || a.o.date.localeCompare(b.o.date) || a.o.id.localeCompare(b.o.id));
  const used = new Set<string>();
  const chosen: [string, string][] = [];
  for (const { o, i } of candidates) {
    if (used.has(o.id) || used.has(i.id)) continue;
    used.add(o.id);
    used.add(i.id);
    chosen.push([o.id, i.id]);
  }
  const whole = new Map((await getBankLines([...used])).map((l) => [l.id, toBankTransaction(l as unknown as Record<string, unknown>)]));
  return { pairs: chosen.map(([o, i]) => ({ out: whole.get(o)!, in: whole.get(i)! })) };
});
