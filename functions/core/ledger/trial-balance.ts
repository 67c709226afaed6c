import type { TbRow } from '../../../shared/api/ledger';
import { accountName } from '../../../shared/catalog/accounts';
import { accountRollups, linesBetween } from './journal';
import { sumBefore } from './rollup-fields';

const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Net balance → the side it shows on. */
const side = (debit: number, credit: number) => (debit >= credit ? [debit - credit, 0] : [0, credit - debit]) as [number, number];

/**
 * Trial balance for `from`..`to`: balances at the start and end of the range come from the rollups
 * (whole months) plus, for a range that starts or ends mid-month, that month's lines up to the day.
 * So a month reads one rollup per account, however many months of history there are.
 */
export async function trialBalance(from: string, to: string, building?: string) {
  const fromMonth = from.slice(0, 7);
  const toMonth = to.slice(0, 7);
  const midStart = !from.endsWith('-01');
  const midEnd = to !== lastDay(toMonth);
  const [rollups, headLines, tailLines] = await Promise.all([
    accountRollups(),
    midStart ? linesBetween(`${fromMonth}-01`, dayBefore(from), { building }) : Promise.resolve([]),
    midEnd ? linesBetween(`${toMonth}-01`, to, { building }) : Promise.resolve([]),
  ]);

  const acc = new Map<string, { od: number; oc: number; cd: number; cc: number }>();
  const get = (a: string) => {
    if (!acc.has(a)) acc.set(a, { od: 0, oc: 0, cd: 0, cc: 0 });
    return acc.get(a)!;
  };
  for (const r of rollups) {
    if (building && r.building !== building) continue;
    const a = get(String(r.account));
    const open = sumBefore(r, fromMonth);
    const close = sumBefore(r, toMonth, !midEnd);
    a.od += open.debit;
    a.oc += open.credit;
    a.cd += close.debit;
    a.cc += close.credit;
  }
  for (const l of headLines) {
    get(l.account).od += l.debit;
    get(l.account).oc += l.credit;
  }
  for (const l of tailLines) {
    get(l.account).cd += l.debit;
    get(l.account).cc += l.credit;
  }

  const rows: TbRow[] = [...acc.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([account, t]) => {
      const [opening_debit, opening_credit] = side(t.od, t.oc);
      const [closing_debit, closing_credit] = side(t.cd, t.cc);
      return {
        account,
        name: accountName(account),
        opening_debit,
        opening_credit,
        period_debit: t.cd - t.od,
        period_credit: t.cc - t.oc,
        closing_debit,
        closing_credit,
      };
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
    totals.opening_debit === totals.opening_credit &&
    totals.period_debit === totals.period_credit &&
    totals.closing_debit === totals.closing_credit;
  return { rows, totals, balanced };
}
