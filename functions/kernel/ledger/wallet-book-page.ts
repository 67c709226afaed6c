import type { BookLine } from '../../../shared/api/ledger/books';
import { addDays, monthsBetween } from '../../../shared/dates';
import { decodeCursor, type Key } from '../../platform/db/cursor';
import { keys } from '../../platform/db/keys';
import { indexKey, pageOfParts, type PagePart } from '../../platform/db/page';
import { queryAll } from '../../platform/db/query';
import { lineNet } from '../model/journal-line';
import { accountMovementsBefore, accountOfWallet, toBookLine, type Movements } from './wallet-book';

/*
 * A cash or bank book (business rules §7) a page at a time (issue 23 §13: a busy bank wallet's quarter
 * is thousands of lines at ten times the rooms). The range's opening, movements and closing come from
 * the account's rollups, so they need none of the lines; the page's lines come from the wallet's book
 * index (byRoom, GSI2 `BOOK#<wallet>#<month>` / `<date>#<entry>#<line>`, posting.ts), one part per
 * month; the running balance of the page's first line is the balance before its day (rollups again)
 * plus that day's lines up to the cursor, so a page costs the same wherever it lies in the range.
 */

const BY_BOOK = indexKey('GSI2PK', 'GSI2SK');

/** A book line's sort key: its date, entry and line (keys.journalLine). */
const LINE_KEY = /^\d{4}-\d{2}-\d{2}#/;

/** One part per month of `from`..`to`: the wallet's book of that month, between the range's first and last day. */
function bookParts(wallet: number, from: string, to: string): PagePart[] {
  const hi = `${to}#\uffff`;
  return monthsBetween(from, to).map((month) => {
    const pk = keys.walletBook(wallet, month);
    return {
      pk,
      input: {
        IndexName: 'byRoom',
        KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK BETWEEN :lo AND :hi',
        ExpressionAttributeValues: { ':pk': pk, ':lo': from, ':hi': hi },
      },
      // Only a line of this month's book inside the range: a start key outside the key condition is a
      // DynamoDB ValidationException, and the cursor's day decides the page's first running balance.
      within: (k: Key) =>
        LINE_KEY.test(k.GSI2SK!) &&
        k.GSI2SK!.startsWith(month) &&
        k.GSI2SK! >= from &&
        k.GSI2SK! <= hi &&
        k.SK === k.GSI2SK &&
        k.PK === keys.journalMonth(month),
    };
  });
}

/** Net (debit − credit) of the cursor's day in the wallet's book, from the day's first line through the cursor's. */
async function dayThrough(cursor: Key): Promise<number> {
  const day = cursor.GSI2SK!.slice(0, 10);
  const lines = await queryAll({
    IndexName: 'byRoom',
    KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK BETWEEN :lo AND :hi',
    ProjectionExpression: '#d, #c',
    ExpressionAttributeNames: { '#d': 'debit', '#c': 'credit' },
    ExpressionAttributeValues: { ':pk': cursor.GSI2PK, ':lo': day, ':hi': cursor.GSI2SK },
  });
  return lines.reduce((n, l) => n + lineNet(l), 0);
}

const net = (t: Movements) => t.debit - t.credit;

export interface WalletBookPage {
  wallet: number;
  account: string;
  opening: number;
  total_debit: number;
  total_credit: number;
  closing: number;
  items: BookLine[];
  cursor?: string;
}

/**
 * One page of a wallet's book from `from` through `to`, oldest line first, with the range's opening,
 * movements and closing. Reads: the page (≤ `limit` lines), the account's rollups (one per building),
 * the day rollups of at most three months (the range's first and last, the cursor's), and the lines of
 * the cursor's day up to it; nothing that grows with the range's lines or the history.
 */
export async function walletBookPage(wallet: number, from: string, to: string, page: { limit: number; cursor?: string }): Promise<WalletBookPage> {
  const account = accountOfWallet(wallet);
  const parts = bookParts(wallet, from, to);
  // Refused (400 on `cursor`) before anything is read unless it names a line of this wallet's range.
  const start = page.cursor ? decodeCursor(page.cursor, BY_BOOK.attributes, (k) => parts.some((p) => p.pk === k.GSI2PK && p.within!(k))) : undefined;
  const dates = [from, addDays(to, 1), ...(start ? [start.GSI2SK!.slice(0, 10)] : [])];
  const [[before, through, beforeDay], dayNet, read] = await Promise.all([
    accountMovementsBefore(account, dates),
    start ? dayThrough(start) : Promise.resolve(0),
    pageOfParts(parts, page, BY_BOOK),
  ]);
  // Every line of the range before the page: the whole days since `from` (rollups), then the cursor's day so far.
  let balance = start ? net(beforeDay!) + dayNet : net(before!);
  const items = read.items.map((i) => {
    const l = toBookLine(i);
    balance += l.debit - l.credit;
    return { ...l, balance };
  });
  return {
    wallet,
    account,
    opening: net(before!),
    total_debit: through!.debit - before!.debit,
    total_credit: through!.credit - before!.credit,
    closing: net(through!),
    items,
    ...(read.cursor ? { cursor: read.cursor } : {}),
  };
}
