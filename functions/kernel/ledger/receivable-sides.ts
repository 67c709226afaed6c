import { BUILDING_CODES } from '../../../shared/catalog/buildings';
import { addDays, lastDayOf } from '../../../shared/dates';
import { linesBetween } from './journal';
import { liveReceivables } from './stay-debts';
import { sumBefore, rollupObject } from '../model/rollup';
import { parseReceivableObject } from './stay-debts-rules';

/**
 * 131 read on both sides (business rules §7, §9), the exact way: the trial balance reads the kept sides
 * (kept-sides.ts) and this only for a table not backfilled yet or a building a raw write reached; it
 * is also the oracle the kept sides are tested against. At a date, Dư Nợ = Σ of the stays owing and Dư Có =
 * Σ of the stays paid ahead, each 1311 object (a stay; a room of old data) summed on its own — never
 * one net figure. Read from the 1311 object rollups of the stays that may hold a balance from the
 * range's first month on (open now, or settled by a voucher dated since: never the history) and of the
 * rooms of old data; a range that starts or ends mid-month adds that month's 1311 lines up to the day
 * (object rollups are kept per month only).
 */

export const RECEIVABLE_ACCOUNT = '1311';

export interface Sides {
  opening: { debit: number; credit: number; owing: number };
  closing: { debit: number; credit: number; owing: number };
}

/** Σ positive and Σ negative (as a positive amount) of the balances, and how many are positive (objects owing). */
function split(balances: Iterable<number>) {
  let debit = 0;
  let credit = 0;
  let owing = 0;
  for (const b of balances) {
    if (b > 0) {
      debit += b;
      owing++;
    } else credit -= b;
  }
  return { debit, credit, owing };
}

/** Each object's net balance at the start of `from` and at the end of `to`, from its rollups and the boundary months' lines (pure). */
export function objectBalances(
  rollups: readonly Record<string, unknown>[],
  lines: { head: readonly { object?: string; debit: number; credit: number }[]; tail: readonly { object?: string; debit: number; credit: number }[] },
  from: string,
  to: string,
  midEnd: boolean,
  building?: string,
): { opening: Map<string, number>; closing: Map<string, number> } {
  const opening = new Map<string, number>();
  const closing = new Map<string, number>();
  const mine = (object: string) => !building || parseReceivableObject(object)?.building === building;
  const add = (m: Map<string, number>, object: string, n: number) => m.set(object, (m.get(object) ?? 0) + n);
  for (const i of rollups) {
    const object = rollupObject(i);
    if (!mine(object)) continue;
    const o = sumBefore(i, from.slice(0, 7));
    const c = sumBefore(i, to.slice(0, 7), !midEnd);
    add(opening, object, o.debit - o.credit);
    add(closing, object, c.debit - c.credit);
  }
  for (const l of lines.head) if (l.object && mine(l.object)) add(opening, l.object, l.debit - l.credit);
  for (const l of lines.tail) if (l.object && mine(l.object)) add(closing, l.object, l.debit - l.credit);
  return { opening, closing };
}

/**
 * 1311's two sides at the opening and closing of `from`..`to`, for one building or all (per building:
 * its live stays' rollups and its rooms of old data), plus the boundary months' 1311 lines when the
 * range starts or ends mid-month.
 */
export async function receivableSides(from: string, to: string, building?: string): Promise<Sides> {
  const fromMonth = from.slice(0, 7);
  const toMonth = to.slice(0, 7);
  const midStart = !from.endsWith('-01');
  const midEnd = to !== lastDayOf(toMonth);
  const filter = { account: RECEIVABLE_ACCOUNT, ...(building ? { building } : {}) };
  // From the first day of the range's month: the opening is that month's rollups plus its lines before `from`.
  const since = `${fromMonth}-01`;
  const [live, head, tail] = await Promise.all([
    Promise.all((building ? [building] : BUILDING_CODES).map((b) => liveReceivables(b, since, toMonth))),
    midStart ? linesBetween(`${fromMonth}-01`, addDays(from, -1), filter) : Promise.resolve([]),
    midEnd ? linesBetween(`${toMonth}-01`, to, filter) : Promise.resolve([]),
  ]);
  const { opening, closing } = objectBalances(
    live.flatMap((r) => r.rollups),
    { head, tail },
    from,
    to,
    midEnd,
    building,
  );
  // A stay nothing moved since the range's month began holds its balance now at both ends.
  for (const s of live.flatMap((r) => r.standing)) {
    opening.set(s.ref.object, (opening.get(s.ref.object) ?? 0) + s.balance);
    closing.set(s.ref.object, (closing.get(s.ref.object) ?? 0) + s.balance);
  }
  return { opening: split(opening.values()), closing: split(closing.values()) };
}

/**
 * The 1311 row's balances on both sides. The account rollups' net is the ledger's figure: should the
 * objects not add up to it (a line about no known object), the difference shows on its own side, so
 * Dư Nợ − Dư Có is always the account's net and the trial balance still balances.
 */
export function bothSides(
  netOpening: number,
  netClosing: number,
  s: { opening: { debit: number; credit: number }; closing: { debit: number; credit: number } },
) {
  const fit = (net: number, side: { debit: number; credit: number }) => {
    const rest = net - (side.debit - side.credit);
    return rest >= 0 ? [side.debit + rest, side.credit] : [side.debit, side.credit - rest];
  };
  const [opening_debit, opening_credit] = fit(netOpening, s.opening) as [number, number];
  const [closing_debit, closing_credit] = fit(netClosing, s.closing) as [number, number];
  return { opening_debit, opening_credit, closing_debit, closing_credit };
}
