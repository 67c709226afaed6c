import type { BookLine } from '../../../shared/api/ledger/books';
import type { JournalLine } from '../../../shared/api/ledger';
import { walletOf, type Wallet } from '../../../shared/catalog/wallets';
import { addDays, addMonths, lastDayOf, monthsBetween } from '../../../shared/dates';
import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';
import { monthlyTotals, sumBefore, sumDays } from '../model/rollup';
import { bookObjectOf, counterAccountsOf, journalLineOf } from '../model/journal-line';

/** A wallet is one ledger account (business rules §1), so its balance is that account's, every building summed. */
export const accountOfWallet = (wallet: number): string => {
  const w = walletOf(wallet);
  if (!w) throw new Error(`Unknown wallet ${wallet}`);
  return w.accounting_account;
};

/** The account's rollups, one per building: one Query whatever the history's length. */
const accountItems = (account: string) =>
  queryAll({ KeyConditionExpression: 'PK = :pk AND begins_with(SK, :a)', ExpressionAttributeValues: { ':pk': keys.rollupAccounts, ':a': `${account}#` } });

/** The account's day rollups of one month, one per building. */
const dayItems = (account: string, month: string) =>
  queryAll({ KeyConditionExpression: 'PK = :pk AND begins_with(SK, :a)', ExpressionAttributeValues: { ':pk': keys.rollupDays(month), ':a': `${account}#` } });

/** Money in (debit) and out (credit) of a wallet's account over a stretch of time. */
export interface Movements {
  debit: number;
  credit: number;
}

/**
 * The account's debits and credits before the start of each of `dates`: whole months from the
 * account's rollups (one Query), then the days of the date's month from that month's day rollups (one
 * Query a month, none for a date on the 1st). Never the history's lines, whatever its length.
 */
export async function accountMovementsBefore(account: string, dates: readonly string[]): Promise<Movements[]> {
  const months = [...new Set(dates.filter((d) => !d.endsWith('-01')).map((d) => d.slice(0, 7)))];
  const [rollups, ...days] = await Promise.all([accountItems(account), ...months.map((m) => dayItems(account, m))]);
  const daysOf = new Map(months.map((m, i) => [m, days[i]!]));
  return dates.map((date) => {
    const month = date.slice(0, 7);
    const sum: Movements = { debit: 0, credit: 0 };
    const add = (t: Movements) => {
      sum.debit += t.debit;
      sum.credit += t.credit;
    };
    for (const i of rollups) add(sumBefore(i, month));
    if (!date.endsWith('-01')) for (const i of daysOf.get(month)!) add(sumDays(i, date.slice(8, 10), false));
    return sum;
  });
}

/** The wallet's balance at the start of `date`: whole months from the rollups, then that month's days. */
export async function walletBalanceBefore(wallet: number, date: string): Promise<number> {
  const [t] = await accountMovementsBefore(accountOfWallet(wallet), [date]);
  return t!.debit - t!.credit;
}

/** A line of the wallet's book as the book shows it, before its running balance. */
export function toBookLine(i: Record<string, unknown>): Omit<BookLine, 'balance'> {
  const l = journalLineOf(i);
  return {
    date: l.date,
    entry_id: l.entry_id,
    line: l.line,
    voucher_type: l.voucher_type,
    voucher_id: l.voucher_id,
    ...(l.voucher_no ? { voucher_no: l.voucher_no } : {}),
    description: l.description,
    building: l.building,
    ...bookObjectOf(i),
    counter_accounts: counterAccountsOf(i),
    debit: l.debit,
    credit: l.credit,
  };
}

/**
 * The lowest end-of-day balance of a wallet from `from` through `to`, with the voucher's own movements
 * (`deltas` by date) added on top: months without a movement keep their balance, so only months that
 * moved are read by day. Answers the first day the balance goes below zero because of the voucher.
 */
export async function firstShortfall(w: Wallet, deltas: Map<string, number>, to: string): Promise<{ date: string; balance: number } | undefined> {
  const dates = [...deltas.keys()].sort();
  const from = dates[0]!;
  const account = w.accounting_account;
  const rollups = await accountItems(account);
  const active = new Set<string>();
  for (const i of rollups) for (const m of monthlyTotals(i).keys()) if (m >= from.slice(0, 7) && m <= to.slice(0, 7)) active.add(m);
  for (const d of dates) active.add(d.slice(0, 7));
  const dayRows = new Map(await Promise.all([...active].map(async (m) => [m, await dayItems(account, m)] as const)));
  let balance = 0;
  for (const i of rollups) {
    const t = sumBefore(i, from.slice(0, 7));
    balance += t.debit - t.credit;
  }
  let own = 0;
  for (const month of monthsBetween(from, to)) {
    const rows = dayRows.get(month);
    if (!rows) continue; // nothing moved this month, and the voucher moves nothing in it
    const last = lastDayOf(month);
    for (let d = `${month}-01`; d <= last && d <= to; d = addDays(d, 1)) {
      const day = d.slice(8, 10);
      for (const r of rows) balance += Number(r[`d_${day}`] ?? 0) - Number(r[`c_${day}`] ?? 0);
      own += deltas.get(d) ?? 0;
      // Only a fall the voucher causes is refused: a wallet already short (older data) is not this voucher's doing.
      if (d >= from && own < 0 && balance + own < 0) return { date: d, balance };
    }
  }
  return undefined;
}

/**
 * The voucher's lines on a wallet in the months around a date, from the wallet's book index (one
 * Query per month, filtered on the voucher in DynamoDB): a voucher paid by transfer is dated near it.
 */
export async function voucherLinesOnWallet(wallet: number, date: string, voucherType: string, voucherId: string): Promise<JournalLine[]> {
  const month = date.slice(0, 7);
  const pages = await Promise.all(
    [addMonths(month, -1), month, addMonths(month, 1)].map((m) =>
      queryAll({
        IndexName: 'byRoom',
        KeyConditionExpression: 'GSI2PK = :pk',
        FilterExpression: 'voucher_id = :id AND voucher_type = :t',
        ExpressionAttributeValues: { ':pk': keys.walletBook(wallet, m), ':id': voucherId, ':t': voucherType },
      }),
    ),
  );
  return pages.flat().map(journalLineOf);
}
