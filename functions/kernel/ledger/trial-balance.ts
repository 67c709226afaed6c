import type { TbRow } from '../../../shared/api/ledger';
import { accountName } from '../../../shared/catalog/accounts';
import { accountRollups, dayRollups } from './journal';
import { sumBefore, sumDays, rollupAccount } from '../model/rollup';
import { lastDayOf } from '../../../shared/dates';
import { bothSides, RECEIVABLE_ACCOUNT } from './receivable-sides';
import { keptSidesReady, sidesForTrialBalance } from './kept-sides';

/** Net balance → the side it shows on. */
const side = (debit: number, credit: number) => (debit >= credit ? [debit - credit, 0] : [0, credit - debit]) as [number, number];

/**
 * Trial balance for `from`..`to`: balances at the start and end of the range come from the rollups
 * (whole months) plus, for a range that starts or ends mid-month, that month's day rollups. So a month
 * reads one rollup per account, however many months of history there are. Each account shows its net
 * balance on one side, except 1311, read on both: Dư Nợ = Σ stays owing, Dư Có = Σ stays paid ahead,
 * kept on the same 1311 rollups (kept-sides.ts), so the range reads no stay.
 */
export async function trialBalance(from: string, to: string, building?: string) {
  const fromMonth = from.slice(0, 7);
  const toMonth = to.slice(0, 7);
  const midStart = !from.endsWith('-01');
  const midEnd = to !== lastDayOf(toMonth);
  // A partial month at either end is summed from that month's day rollups (one item per account and
  // building), so a range ending mid-month costs the same however busy the month was.
  const [rollups, headDays, tailDays, ready] = await Promise.all([
    accountRollups(),
    midStart ? dayRollups(fromMonth) : Promise.resolve([]),
    midEnd ? dayRollups(toMonth) : Promise.resolve([]),
    keptSidesReady(),
  ]);
  const receivable = await sidesForTrialBalance({ rollups, headDays, tailDays, ready }, from, to, building);

  const acc = new Map<string, { od: number; oc: number; cd: number; cc: number }>();
  const get = (a: string) => {
    if (!acc.has(a)) acc.set(a, { od: 0, oc: 0, cd: 0, cc: 0 });
    return acc.get(a)!;
  };
  for (const r of rollups) {
    if (building && r.building !== building) continue;
    const a = get(rollupAccount(r));
    const open = sumBefore(r, fromMonth);
    const close = sumBefore(r, toMonth, !midEnd);
    a.od += open.debit;
    a.oc += open.credit;
    a.cd += close.debit;
    a.cc += close.credit;
  }
  for (const r of headDays) {
    if (building && r.building !== building) continue;
    const t = sumDays(r, from.slice(8, 10), false);
    get(rollupAccount(r)).od += t.debit;
    get(rollupAccount(r)).oc += t.credit;
  }
  for (const r of tailDays) {
    if (building && r.building !== building) continue;
    const t = sumDays(r, to.slice(8, 10), true);
    get(rollupAccount(r)).cd += t.debit;
    get(rollupAccount(r)).cc += t.credit;
  }

  const rows: TbRow[] = [...acc.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([account, t]): TbRow => {
      const period = { period_debit: t.cd - t.od, period_credit: t.cc - t.oc };
      if (account === RECEIVABLE_ACCOUNT) {
        const s = bothSides(t.od - t.oc, t.cd - t.cc, receivable);
        return {
          account,
          name: accountName(account),
          opening_debit: s.opening_debit,
          opening_credit: s.opening_credit,
          ...period,
          closing_debit: s.closing_debit,
          closing_credit: s.closing_credit,
          by_object: true,
        };
      }
      const [opening_debit, opening_credit] = side(t.od, t.oc);
      const [closing_debit, closing_credit] = side(t.cd, t.cc);
      return { account, name: accountName(account), opening_debit, opening_credit, ...period, closing_debit, closing_credit };
    })
    .filter((r) => Object.values(r).some((v) => typeof v === 'number' && v !== 0));
  const totals = rows.reduce(
    (s, r) => ({
      opening_debit: s.opening_debit + r.opening_debit,
      opening_credit: s.opening_credit + r.opening_credit,
      period_debit: s.period_debit + r.period_debit,
      period_credit: s.period_credit + r.period_credit,
      closing_debit: s.closing_debit + r.closing_debit,
      closing_credit: s.closing_credit + r.closing_credit,
    }),
    { opening_debit: 0, opening_credit: 0, period_debit: 0, period_credit: 0, closing_debit: 0, closing_credit: 0 },
  );
  const balanced =
    totals.opening_debit === totals.opening_credit && totals.period_debit === totals.period_credit && totals.closing_debit === totals.closing_credit;
  return { rows, totals, balanced };
}
