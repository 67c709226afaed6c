import type { DebtSummaryRow, DebtSummaryTotals } from '../../../shared/api/ledger/debts';
import { lastDayOf } from '../../../shared/dates';
import { byRoomThenStay, debtTotals } from '../../../shared/ledger/debt-totals';
import type { Page } from '../../platform/db/page';
import type { Account } from '../model/stay-account';
import { liveReceivables, movementsIn } from './stay-debts';
import { livePage } from './stay-debts-pages';
import { debtorOf, sidesOf, type ReceivableObject } from './stay-debts-rules';

/**
 * The debt summary (/bang-tong-hop-cong-no) a page at a time (GET /api/debt, issue 23 §13): each
 * request reads one bounded page of the building's stay accounts that may have held a balance in the
 * month (`accountsPage` from the month's first day: open now, then settled by a voucher dated in it
 * or later) and ONE BatchGet of the 1311 rollups of that page's stays a voucher moved since, so a read
 * costs the same at ten times the rooms. Each row is built as the whole-list read builds it (the same
 * `movementsIn`, the same debtor), so every page put together is its list to the đồng. A page holds at
 * most `limit` accounts, so at most `limit` stay rows (an account neither holding a balance nor moved
 * in the month has none); the page is in the accounts' key order, the client sorts the whole list and
 * sums the totals (shared/ledger/debt-totals.ts).
 *
 * The rooms of old data still holding 1311 on the room object (before the migration moved it onto the
 * stays; none after it) come on the first page only (no cursor), before the stays: one Query of the
 * building's room objects, as the whole-list read makes it (so that page may hold more than `limit`).
 */

type PageRequest = { limit: number; cursor?: string };
type Movement = { ref: ReceivableObject; opening: number; increase: number; decrease: number; closing: number };

/** A row only when it held a balance or moved in the month. */
const shows = (m: Movement) => !!(m.opening || m.increase || m.decrease || m.closing);

/** One row: the debtor as of the month's last day, the month's movements, each balance on its side. */
const rowOf = (m: Movement, a: Account | undefined, end: string): DebtSummaryRow => ({
  ...debtorOf(m.ref, a, end),
  opening: m.opening,
  increase: m.increase,
  decrease: m.decrease,
  closing: m.closing,
  ...sidesOf(m.opening, m.closing),
});

/** The building's month, one page (rooms of old data first on the first page, then the page's stays in key order). */
export async function debtSummaryPage(building: string, month: string, page: PageRequest): Promise<Page<DebtSummaryRow>> {
  const since = `${month}-01`;
  const end = lastDayOf(month);
  // As liveReceivables: a stay nothing moved since the month began held its balance now all month (no rollup to read).
  const { read, movements, objectOf } = await livePage(building, since, month, page);
  const legacy = [...movements.values()]
    .filter((m) => m.ref.stay_id === null && shows(m))
    .map((m) => rowOf(m, undefined, end))
    .sort(byRoomThenStay);
  const stays = read.items.flatMap((a) => {
    const m = movements.get(objectOf(a));
    return m && shows(m) ? [rowOf(m, a, end)] : [];
  });
  return { items: [...legacy, ...stays], ...(read.cursor ? { cursor: read.cursor } : {}) };
}

/**
 * The whole list, as GET /api/debt answered it before it was paged (every live stay of the building
 * at once, O(rooms)): by room then stay, with the totals of the shared function. The pages put
 * together must equal it; kept for that check and for any in-process reader of a whole building.
 */
export async function debtSummaryWhole(building: string, month: string): Promise<{ rows: DebtSummaryRow[]; totals: DebtSummaryTotals }> {
  const live = await liveReceivables(building, `${month}-01`, month);
  const end = lastDayOf(month);
  const rows = [...movementsIn(live, month).values()]
    .filter(shows)
    .map((m) => rowOf(m, live.accounts.get(m.ref.object), end))
    .sort(byRoomThenStay);
  return { rows, totals: debtTotals(rows) };
}
