import { REPAIR_BOOKS } from '../../shared/api/repairs';
import { BUILDINGS, type BuildingCode } from '../../shared/catalog/buildings';
import { addDays } from '../../shared/dates';
import { newestRunFrom } from '../kernel/model/bill-run';
import { cardsOut, keptCardsToCollect } from '../customers';
import { timesheetsOfMonth, totalsPerRepairman } from '../repairs';
import { pendingRefundsBetween, toStay } from '../stays';
import type { Stay } from '../../shared/api/stays';
import { getMany } from '../platform/db/items';
import { walletBalanceBefore } from '../kernel/ledger/wallet-book';
import { keys } from '../platform/db/keys';
import { todoWindows, type TodoFacts } from './dashboard-todo-rules';

/**
 * The reads behind what a manager acts on today (dashboard-todo-rules.ts), each the owning screen's
 * own read over a bounded window, so the figure is what that screen lists:
 * - refunds waiting: the building's refunds kept while pending (stays/model/pending-refund.ts), by
 *   leave date over the window: one Query of O(pending refunds) — the same set GET
 *   /api/return-deposits/search lists with status pending (before the backfill: that screen's read);
 * - unpaid timesheets: each book's timesheets of a month (GET …/total-payment-in-month): one Query per
 *   book and month of the window;
 * - cards to collect: the building's cards kept while to collect (customers/model/cards-to-collect.ts):
 *   one Query of O(cards to collect); before the backfill, the cards out and the running stays they
 *   were issued to (one BatchGet by key);
 * - months not billed: the building's newest run (one Query, one item);
 * - the cash box: its book's balance from the ledger's rollups (GET /api/books/wallet's opening of tomorrow).
 */

/** The cash box of a building (MA and MT share wallet 10). */
export const cashWalletOf = (building: BuildingCode): number => BUILDINGS.find((b) => b.code === building)!.cashWalletId;

/** The balance of each cash box at the end of `today` (the opening of tomorrow): one read of its rollups each. */
export async function cashBalances(buildings: readonly BuildingCode[], today: string): Promise<Map<number, number>> {
  const wallets = [...new Set(buildings.map(cashWalletOf))].sort((a, b) => a - b);
  const balances = await Promise.all(wallets.map((w) => walletBalanceBefore(w, addDays(today, 1))));
  return new Map(wallets.map((w, i) => [w, balances[i]!]));
}

/**
 * The stays the cards out were issued to, running now (one BatchGet of their distinct ids): only a
 * running stay can hold a card, so these are all /the-xe's running stays that matter to the cards out,
 * read without every stay of the building (issue 23 §13: O(cards out), not O(rooms)).
 */
async function staysOfCards(cards: readonly { stay_id: string }[]): Promise<Pick<Stay, 'id' | 'vehicles'>[]> {
  const ids = [...new Set(cards.map((c) => c.stay_id))];
  const items = ids.length ? await getMany(ids.map((id) => keys.stay(id))) : [];
  return items.map(toStay).filter((s) => s.status === 'active');
}

/**
 * Everything to act on but the rooms, which the building's facts read (dashboard-facts.ts): these reads
 * need nothing of them, so the dashboard makes them beside the facts' reads, not after.
 */
export async function todoFactsOf(building: BuildingCode, today: string, cash: ReadonlyMap<number, number>): Promise<Omit<TodoFacts, 'rooms'>> {
  const w = todoWindows(today);
  const [refunds, timesheets, cards, newestRun] = await Promise.all([
    pendingRefundsBetween(building, w.refunds.from, w.refunds.to),
    Promise.all(
      REPAIR_BOOKS.flatMap((book) =>
        w.timesheetMonths.map(async (month) => {
          const sheets = await timesheetsOfMonth(book, month, building);
          return { book, month, sheets, totals: totalsPerRepairman(sheets) };
        }),
      ),
    ),
    keptCardsToCollect(building).then(async (kept) => {
      if (kept) return { kept, out: [], stays: [] };
      const out = await cardsOut(building);
      return { out, stays: await staysOfCards(out) };
    }),
    newestRunFrom(building, w.billingFrom),
  ]);
  const wallet = cashWalletOf(building);
  return {
    refunds,
    timesheets,
    cardsOut: cards.out,
    stays: cards.stays,
    ...(cards.kept ? { cardsKept: cards.kept } : {}),
    ...(newestRun ? { newestRun } : {}),
    cash: { wallet, balance: cash.get(wallet) ?? 0 },
  };
}
