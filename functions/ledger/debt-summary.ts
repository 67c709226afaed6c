import * as api from '../../shared/api/ledger/debts';
import type { DebtSummaryRow } from '../../shared/api/ledger/debts';
import { lastDayOf } from '../../shared/dates';
import { operation } from '../platform/http/handler';
import { liveReceivables, movementsIn } from '../kernel/ledger/stay-debts';
import { byRoomThenStay, debtorOf, sidesOf, summaryTotals } from '../kernel/ledger/stay-debts-rules';

/**
 * The debt summary (/bang-tong-hop-cong-no): 1311 of each stay of a building for one month — opening
 * at the start of the month, the month's debits (increase) and credits (decrease), closing, each on
 * its side (Dư Nợ: the stay owes; Dư Có: it paid ahead) — from the rollups of the stays that may
 * have moved or held a balance since the month began (open now, or settled by a voucher dated in it
 * or later: never the history), with the tenant, contract and phone from their accounts. Rooms of old
 * data still holding a 1311 balance on the room object are rows of their own. Rows that neither hold a
 * balance nor moved are left out; the totals are the rows' sums, each side on its own.
 */
export const debtSummary = operation(api.debtSummary, async ({ query }) => {
  const live = await liveReceivables(query.building, `${query.month}-01`, query.month);
  const { accounts } = live;
  const moved = [...movementsIn(live, query.month).values()].filter((m) => m.opening || m.increase || m.decrease || m.closing);
  const end = lastDayOf(query.month);
  const rows: DebtSummaryRow[] = moved
    .map((m) => ({
      ...debtorOf(m.ref, accounts.get(m.ref.object), end),
      opening: m.opening,
      increase: m.increase,
      decrease: m.decrease,
      closing: m.closing,
      ...sidesOf(m.opening, m.closing),
    }))
    .sort(byRoomThenStay);
  return { rows, totals: summaryTotals(rows) };
});
