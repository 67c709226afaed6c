import type { UnpaidStay } from '../../../shared/api/ledger/debts';
import { addDays, lastDayOf, VOUCHER_DAYS_AHEAD } from '../../../shared/dates';
import { getMany } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { migrationMarker } from '../../platform/db/migration-marker';
import { queryOnce } from '../../platform/db/query';
import { toAccount } from '../model/stay-account';
import { keptSidesOf, keptSidesReady } from './kept-sides';
import { RECEIVABLE } from './kept-sides-rules';
import { unpaidOfAccount } from './stay-debts-rules';

/*
 * Who owes now, read from what is kept (issue 23 §13: the dashboard costs the same at ten times the
 * rooms), giving the figures of the unpaid rent report of this month (stay-debts.ts `unpaidNow`, which
 * reads every open account): its total and its number of rows are 1311's kept sides (kept-sides.ts),
 * its oldest debts the first items of the owing index (GSI2 `AROWE#<building>`, set by stay-account.ts
 * `accountItem` while an account's balance is > 0, in the order of owing-order.ts).
 */

/**
 * Every owing stay account carries the owing index: the backfill (jobs/owing-index.ts) ran with no room
 * of old data owing on its room object (such a debt has no account, so no index item: the old way
 * reads it), or the table was created empty (infra/local/provision.ts).
 */
const marker = migrationMarker('stay-owing-index-v1');
export const OWING_INDEX_READY = marker.key;
export const owingIndexReady = marker.ready;
export const markOwingIndexReady = marker.mark;
/** Forgets the marker (tests take it away to read the old way). */
export const forgetOwingIndexReady = marker.forget;

/**
 * The last day a voucher moving a stay's 1311 may be dated: the end of the month `VOUCHER_DAYS_AHEAD`
 * days ahead lies in — a month's bill is dated its last day, and that month may be billed already
 * (shared/api/bills.ts `billMonth`), so today + 31 alone would miss next month's bills. Nothing is
 * posted later, so the 1311 sides at the end of this day are every object's whole balance: what the
 * stay accounts hold, future-dated charges and payments included, as the report of this month shows
 * them. A month's last day needs no day rollup either.
 */
export const lastPostingDay = (today: string): string => lastDayOf(addDays(today, VOUCHER_DAYS_AHEAD).slice(0, 7));

/** A building's unpaid rent as the report of this month has it: its total, its rows, its first oldest rows. */
export interface OwingNow {
  total: number;
  /** Rows of the report: stays owing (and rooms of old data owing, none once the index is ready). */
  stays: number;
  /** The first owing stays of the owing index (oldest open item, larger debt, room, stay), the report's rows. */
  oldest: UnpaidStay[];
}

/**
 * Each building's unpaid rent from kept sources, O(1) items per building: the 1311 account rollup (one
 * BatchGet for all the buildings asked; its sides at `lastPostingDay`: Σ owed by the objects owing and
 * how many owe) and, when any owes, the first `first` items of its owing index (one Query, `Limit`).
 * A building is left out — its caller reads `unpaidNow` instead — while the sides are not kept (no
 * backfill yet, or the building's `kept_stale`) or the owing index is not whole yet.
 */
export async function owingNowKept(buildings: readonly string[], today: string, first: number): Promise<Map<string, OwingNow>> {
  const out = new Map<string, OwingNow>();
  const [sidesReady, indexReady] = await Promise.all([keptSidesReady(), owingIndexReady()]);
  if (!sidesReady || !indexReady || !buildings.length) return out;
  const day = lastPostingDay(today);
  const rollups = await getMany(buildings.map((b) => keys.rollupAccount(RECEIVABLE, b)));
  await Promise.all(
    buildings.map(async (building) => {
      const sides = keptSidesOf(rollups, [], [], `${day.slice(0, 7)}-01`, day, building);
      if (sides.stale.length) return;
      const { debit, owing } = sides.closing;
      out.set(building, { total: debit, stays: owing, oldest: owing ? await oldestOwing(building, first, today) : [] });
    }),
  );
  return out;
}

/** The building's first `first` owing accounts in the owing index's order, as the report's rows (aged at `today`). */
async function oldestOwing(building: string, first: number, today: string): Promise<UnpaidStay[]> {
  const { items } = await queryOnce({
    IndexName: 'byRoom',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.stayAccountsOwing(building) },
    Limit: first,
  });
  return items.map((i) => unpaidOfAccount(toAccount(i), today)).filter((r): r is UnpaidStay => !!r);
}
