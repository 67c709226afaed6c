import * as api from '../../shared/api/ledger/debts';
import { operation } from '../platform/http/handler';
import { debtSummaryPage } from '../kernel/ledger/debt-summary-pages';

/**
 * The debt summary (/bang-tong-hop-cong-no): 1311 of each stay of a building for one month — opening
 * at the start of the month, the month's debits (increase) and credits (decrease), closing, each on
 * its side (Dư Nợ: the stay owes; Dư Có: it paid ahead) — with the tenant, contract and phone from
 * their accounts. Rooms of old data still holding a 1311 balance on the room object are rows of their
 * own. Rows that neither hold a balance nor moved are left out.
 *
 * A page at a time (issue 23 §13), so a request costs the same at ten times the rooms: a page of the
 * building's stay accounts that may have moved or held a balance since the month began (open now,
 * then settled by a voucher dated in it or later: never the history), the 1311 rollups of that page's
 * stays only (one BatchGet), the rooms of old data on the first page. The screen reads every page,
 * sorts the rows by room then stay and sums the totals, each side on its own (shared/ledger/debt-totals.ts).
 */
export const debtSummary = operation(api.debtSummary, async ({ query }) =>
  debtSummaryPage(query.building, query.month, { limit: query.limit, ...(query.cursor ? { cursor: query.cursor } : {}) }),
);
