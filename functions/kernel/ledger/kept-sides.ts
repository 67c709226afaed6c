import type { Item } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { migrationMarker } from '../../platform/db/migration-marker';
import { queryAll } from '../../platform/db/query';
import { lastDayOf } from '../../../shared/dates';
import { rollupAccount, rollupBuilding } from '../model/rollup';
import { plus, RECEIVABLE, sideDays, sidesBefore, SIDES_STALE, type KeptSides } from './kept-sides-rules';
import { receivableSides, type Sides } from './receivable-sides';

/*
 * 1311's two sides read from the kept fields (kept-sides-rules.ts): the 1311 account rollups and, for a
 * day other than a month's last, that month's 1311 day rollups — O(buildings), whatever the number of
 * stays or the length of the history. Until the backfill (jobs/kept-sides.ts) has run on a table, and
 * for a building a raw write reached without them (`kept_stale`), the sides are read the exact way
 * (receivable-sides.ts), which stays the oracle the kept figures are tested against.
 */

/** The backfill ran (or the table was provisioned empty): the kept sides are whole from then on. */
const marker = migrationMarker('kept-sides-v1');
export const KEPT_SIDES_READY = marker.key;
export const keptSidesReady = marker.ready;
export const markKeptSidesReady = marker.mark;
/** Forgets the marker (the backfill's tests take it away to write the old way). */
export const forgetKeptSidesReady = marker.forget;

const ZERO: KeptSides = { debit: 0, credit: 0, owing: 0 };
const is1311 = (i: Item) => rollupAccount(i) === RECEIVABLE;

/**
 * The kept sides at the start of `from` and the end of `to` of the buildings whose 1311 rollups keep
 * them, from the account rollups and the boundary months' day rollups the trial balance has read (pure),
 * and the buildings in scope that must be read the exact way (`stale`).
 */
export function keptSidesOf(
  rollups: readonly Item[],
  headDays: readonly Item[],
  tailDays: readonly Item[],
  from: string,
  to: string,
  building?: string,
): { opening: KeptSides; closing: KeptSides; stale: string[] } {
  const midStart = !from.endsWith('-01');
  const midEnd = to !== lastDayOf(to.slice(0, 7));
  const mine = (i: Item) => is1311(i) && (!building || rollupBuilding(i) === building);
  const stale = rollups.filter((i) => mine(i) && i[SIDES_STALE]).map((i) => rollupBuilding(i));
  const kept = (i: Item) => mine(i) && !stale.includes(rollupBuilding(i));
  let opening = ZERO;
  let closing = ZERO;
  for (const r of rollups.filter(kept)) {
    opening = plus(opening, sidesBefore(r, from.slice(0, 7)));
    closing = plus(closing, sidesBefore(r, to.slice(0, 7), !midEnd));
  }
  if (midStart) for (const r of headDays.filter(kept)) opening = plus(opening, sideDays(r, from.slice(8, 10), false));
  if (midEnd) for (const r of tailDays.filter(kept)) closing = plus(closing, sideDays(r, to.slice(8, 10), true));
  return { opening, closing, stale };
}

/**
 * 1311's sides for the trial balance, given the rollups it read: kept where they are, the exact way for
 * a stale building or a table not backfilled yet.
 */
export async function sidesForTrialBalance(
  read: { rollups: readonly Item[]; headDays: readonly Item[]; tailDays: readonly Item[]; ready: boolean },
  from: string,
  to: string,
  building?: string,
): Promise<Sides> {
  if (!read.ready) return receivableSides(from, to, building);
  const k = keptSidesOf(read.rollups, read.headDays, read.tailDays, from, to, building);
  const exact = await Promise.all(k.stale.map((b) => receivableSides(from, to, b)));
  return exact.reduce((s, e) => ({ opening: plus(s.opening, e.opening), closing: plus(s.closing, e.closing) }), { opening: k.opening, closing: k.closing });
}

/**
 * 1311's sides at the end of `date` (one building or all): Dư Nợ = Σ owed by the stays owing, Dư Có =
 * Σ paid ahead, `owing` = how many owe. Reads the 1311 account rollups (one Query) and, unless `date`
 * ends its month, that month's 1311 day rollups (one Query): never the stays.
 */
export async function receivableSidesAt(building: string | undefined, date: string): Promise<{ debit: number; credit: number; owing: number }> {
  const month = date.slice(0, 7);
  const midEnd = date !== lastDayOf(month);
  const prefix = building ? `${RECEIVABLE}#${building}` : `${RECEIVABLE}#`;
  const [ready, rollups, days] = await Promise.all([
    keptSidesReady(),
    queryAll({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :p)',
      ExpressionAttributeValues: { ':pk': keys.rollupAccounts, ':p': prefix },
    }),
    midEnd
      ? queryAll({
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :p)',
          ExpressionAttributeValues: { ':pk': keys.rollupDays(month), ':p': prefix },
        })
      : Promise.resolve([]),
  ]);
  // Only the closing is wanted: the range's start (the month's first) reads no day rollup.
  const s = await sidesForTrialBalance({ rollups, headDays: [], tailDays: days, ready }, `${month}-01`, date, building);
  return s.closing;
}
