import * as api from '../../shared/api/bank';
import { BANK_WALLET_IDS } from '../../shared/api/admin/bank-wallets';
import { monthsBetween } from '../../shared/dates';
import { operation } from '../platform/http/handler';
import { getBankLines, LINE_FIGURES, linesOfMonth, toBankTransaction } from './model/bank-line';
import { pairTransfers } from './rules/transfer-pairs';

/** Within this many days an outgoing and an incoming line of the same amount may be one transfer. */
const DAYS_APART = 2;

/**
 * GET /api/bank-internal-transfer/possible-transactions: unmatched lines of the bank wallets in the
 * range paired as one transfer looks: an outgoing line on one wallet, an incoming line of the same
 * amount on another, at most two days apart. Each line is in one pair at most: the closest dates pair
 * first (rules/transfer-pairs.ts: each outgoing line meets the incoming lines of its own amount only).
 * The outgoing lines are read first (one Query per wallet and month of the unmatched lines' own index,
 * model/open-lines.ts: only unmatched lines are examined, however long the statement; the direction
 * filtered in DynamoDB); the incoming ones only of the wallets another wallet's outgoing line could
 * pair with — a month where money left one wallet only does not read that wallet's incoming lines,
 * most of a statement. Read for their figures only; just the paired ones are then read whole (one
 * BatchGet).
 */
export const possibleInternalTransfers = operation(api.possibleInternalTransfers, async ({ query }) => {
  const months = monthsBetween(query.from, query.to);
  const read = async (wallets: readonly number[], direction: 'in' | 'out') =>
    (await Promise.all(wallets.flatMap((w) => months.map((m) => linesOfMonth(w, m, query.from, query.to, 'unmatched', LINE_FIGURES, direction))))).flat();
  const outs = await read(BANK_WALLET_IDS, 'out');
  const from = new Set(outs.map((o) => o.wallet));
  const ins = await read(
    BANK_WALLET_IDS.filter((w) => [...from].some((o) => o !== w)),
    'in',
  );
  const chosen = pairTransfers(outs, ins, DAYS_APART);
  const used = chosen.flat();
  const whole = new Map((await getBankLines(used)).map((l) => [l.id, toBankTransaction(l)]));
  return { pairs: chosen.map(([o, i]) => ({ out: whole.get(o)!, in: whole.get(i)! })) };
});
