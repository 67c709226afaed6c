import type { BookLine } from '../../../shared/api/ledger/books';
import type { JournalLine } from '../../../shared/api/ledger';
import { walletOf, type Wallet } from '../../../shared/catalog/wallets';
import { addDays, addMonths, lastDayOf, monthsBetween } from '../../../shared/dates';
import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';
import { monthlyTotals, sumBefore, sumDays } from '../model/rollup';
import { bookObjectOf, counterAccountsOf, journalLineOf } from '../model/journal-line';

/** A wallet is one ledger account (business rules §1), so its balance is that account's, every building summed. */
const accountOfWallet = (wallet: number): string => {
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

/** The wallet's balance at the start of `date`: whole months from the rollups, then that month's days. */
export async function walletBalanceBefore(wallet: number, date: string): Promise<number> {
  const account = accountOfWallet(wallet);
  const month = date.slice(0, 7);
  const [months, days] = await Promise.all([accountItems(account), date.endsWith('-01') ? Promise.resolve([]) : dayItems(account, month)]);
  let balance = 0;
  for (const i of months) {
    const t = sumBefore(i, month);
    balance += t.debit - t.credit;
  }
  for (const i of days) {
    const t = sumDays(i, date.slice(8, 10), false);
    balance += t.debit - t.credit;
  }
  return balance;
}

function toBookLine(i: Record<string, unknown>): Omit<BookLine, 'balance'> {
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

/** Beyond this many lines a book asks for a shorter range instead of growing without bound. */
export const BOOK_MAX_LINES = 5000;

/** The wallet's own lines dated from..to, oldest first: one Query of its book index per month. */
async function walletLines(wallet: number, from: string, to: string) {
  const pages = await Promise.all(
    monthsBetween(from, to).map((month) =>
      queryAll(
        {
          IndexName: 'byRoom',
          KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK BETWEEN :lo AND :hi',
          ExpressionAttributeValues: { ':pk': keys.walletBook(wallet, month), ':lo': from, ':hi': `${to}#\uffff` },
        },
        BOOK_MAX_LINES + 1,
      ),
    ),
  );
  return pages.flat();
}

/**
 * A cash or bank book (business rules §7): the opening balance from the rollups, each of the wallet's
 * lines with the accounts on the other side and the running balance, the closing. Reads O(lines of
 * the range) plus one rollup per building, never the history.
 */
export async function walletBook(wallet: number, from: string, to: string) {
  const [opening, items] = await Promise.all([walletBalanceBefore(wallet, from), walletLines(wallet, from, to)]);
  if (items.length > BOOK_MAX_LINES) return { tooLong: true as const };
  let balance = opening;
  let total_debit = 0;
  let total_credit = 0;
  const lines = items.map((i) => {
    const l = toBookLine(i);
    balance += l.debit - l.credit;
    total_debit += l.debit;
    total_credit += l.credit;
    return { ...l, balance };
  });
  return { wallet, account: accountOfWallet(wallet), opening, lines, total_debit, total_credit, closing: balance };
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
