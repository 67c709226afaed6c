import type { JournalLine } from '../../../shared/api/ledger';
import { walletFitsBuilding } from '../../../shared/api/deposits';
import { WALLETS } from '../../../shared/catalog/wallets';
import { keys } from '../../platform/db/keys';
import { indexKey, pageOfParts, type Page, type PagePart } from '../../platform/db/page';
import { monthsBetween } from '../../platform/time';
import { journalLineOf } from '../../kernel/model/journal-line';

/**
 * The cash and bank lines of deposit money (GET /api/general/cash/deposit/search) a page at a time
 * (issue 23 §13: a read costs the same at ten times the rooms).
 *
 * A cash or bank line is a line on a wallet (entry.ts: a cash/bank account is only ever posted with
 * its wallet), and every wallet line also sits in its wallet's book of its month (byRoom, GSI2
 * `BOOK#<wallet>#<month>` / `<date>#<entry>#<line>`, posting.ts). So the list is read from those books,
 * not from the building's journal (`JNL#<building>#<month>`, every line of every bill and receipt of
 * the building, six to seven a room a month): one part per month and wallet, months in order, wallets
 * in the catalogue's order, each between the range's first and last day; the voucher types (and the
 * building) are the Query's filter. The books read for a building are the wallets its money may sit
 * in: the bank accounts and its own cash box (`walletFitsBuilding`: a deposit, a check-in's top-up,
 * an additional deposit and a refund are refused on another building's cash box; a reversal keeps its
 * original's wallet). One wallet asked for: its book only.
 */

/** Voucher types whose cash/bank lines are deposit money: received, received at check-in, refunded, received later. */
const DEPOSIT_VOUCHERS = ['deposit', 'check_in', 'return_deposit', 'additional_deposit_receipt'] as const;

/**
 * How many book lines one request examines at least (DynamoDB's Limit counts them before the filter):
 * the filter keeps the deposit lines among a month's receipts, expenses and transfers of the wallet, so
 * a request costs the same however many it has to skip, and hands the cursor on even when its page is
 * short or empty (the reader reads on).
 */
const EXAMINE = 200;

const BY_BOOK = indexKey('GSI2PK', 'GSI2SK');

export interface CashDepositQuery {
  from: string;
  to: string;
  building?: string;
  wallet?: number;
}

/** The wallets whose books may hold the query's lines. */
const cashDepositWallets = (q: Pick<CashDepositQuery, 'building' | 'wallet'>): number[] =>
  WALLETS.map((w) => w.id).filter((id) => (q.wallet === undefined || id === q.wallet) && (q.building === undefined || walletFitsBuilding(id, q.building)));

/** One part per month of `from`..`to` and wallet: the book's lines of the range's days, deposit vouchers only (of the building). */
function bookParts(q: CashDepositQuery): PagePart[] {
  const hi = `${q.to}#\uffff`;
  const types = Object.fromEntries(DEPOSIT_VOUCHERS.map((t, i) => [`:t${i}`, t]));
  const filter = [`voucher_type IN (${Object.keys(types).join(', ')})`, ...(q.building ? ['#building = :building'] : [])].join(' AND ');
  const wallets = cashDepositWallets(q);
  return monthsBetween(q.from, q.to).flatMap((month) =>
    wallets.map((wallet) => {
      const pk = keys.walletBook(wallet, month);
      return {
        pk,
        input: {
          IndexName: 'byRoom',
          KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK BETWEEN :lo AND :hi',
          FilterExpression: filter,
          ...(q.building ? { ExpressionAttributeNames: { '#building': 'building' } } : {}),
          ExpressionAttributeValues: { ':pk': pk, ':lo': q.from, ':hi': hi, ...types, ...(q.building ? { ':building': q.building } : {}) },
        },
        // A start key outside the key condition is a DynamoDB ValidationException: refused as a 400 first.
        within: (k: Record<string, string>) => k.GSI2SK! >= q.from && k.GSI2SK! <= hi,
      };
    }),
  );
}

/**
 * A page of the deposit money's cash and bank lines, in key order (month, wallet, then date, entry and
 * line); the screen sorts the whole list and totals it. A request examines at most max(EXAMINE, limit)
 * book lines, whatever the building's size.
 */
export async function cashDepositLinesPage(q: CashDepositQuery, page: { limit: number; cursor?: string }): Promise<Page<JournalLine>> {
  const read = await pageOfParts(bookParts(q), page, BY_BOOK, { examine: Math.max(EXAMINE, page.limit) });
  return { items: read.items.map(journalLineOf), ...(read.cursor ? { cursor: read.cursor } : {}) };
}
