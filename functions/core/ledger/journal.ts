import { queryAll, queryPages, type QueryInput } from '../../lib/db/query';
import { decodeCursor, encodeCursor } from '../../lib/db/cursor';
import type { JournalLine } from '../../../shared/api/ledger';
import { keys } from '../../lib/db/keys';
import { monthsBetween } from '../../lib/time';
import { monthlyTotals } from './rollup-fields';

export interface LineFilter {
  building?: string;
  account?: string;
  object?: string;
}


const toLine = (i: Record<string, unknown>): JournalLine => ({
  entry_id: String(i.entry_id),
  line: Number(i.line),
  date: String(i.date),
  account: String(i.account),
  account_key: String(i.account_key),
  debit: Number(i.debit),
  credit: Number(i.credit),
  wallet: i.wallet === undefined ? undefined : Number(i.wallet),
  object: i.object as string | undefined,
  ...(i.object_name ? { object_name: String(i.object_name) } : {}),
  building: String(i.building),
  voucher_type: String(i.voucher_type),
  voucher_id: String(i.voucher_id),
  ...(i.voucher_no ? { voucher_no: String(i.voucher_no) } : {}),
  description: String(i.description),
  reverses: i.reverses as string | undefined,
  posted_at: String(i.posted_at),
});

/**
 * Journal lines dated `from`..`to`, oldest first: one Query per month partition (or per building and
 * month through GSI1), months read in parallel. Never the whole history.
 */
function monthQuery(month: string, from: string, to: string, f: LineFilter): QueryInput {
  const filters: string[] = [];
  const values: Record<string, unknown> = { ':lo': from, ':hi': `${to}#\uffff` };
  if (f.account) {
    filters.push('account = :account');
    values[':account'] = f.account;
  }
  if (f.object) {
    filters.push('#object = :object');
    values[':object'] = f.object;
  }
  const common = { FilterExpression: filters.join(' AND ') || undefined, ExpressionAttributeNames: f.object ? { '#object': 'object' } : undefined };
  return f.building
    ? {
        IndexName: 'byBuildingMonth',
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :lo AND :hi',
        ExpressionAttributeValues: { ...values, ':pk': keys.journalBuildingMonth(f.building, month) },
        ...common,
      }
    : {
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
        ExpressionAttributeValues: { ...values, ':pk': keys.journalMonth(month) },
        ...common,
      };
}

/**
 * Journal lines dated `from`..`to`, oldest first: one Query per month partition (or per building and
 * month through GSI1), months read in parallel. For the server's own use (bounded ranges); the API
 * pages with `linesPage`.
 */
export async function linesBetween(from: string, to: string, f: LineFilter = {}): Promise<JournalLine[]> {
  const pages = await Promise.all(monthsBetween(from, to).map((month) => queryAll(monthQuery(month, from, to, f))));
  return pages.flat().map(toLine);
}

/**
 * One page of the general journal, oldest first: months are read in order from the cursor's month,
 * until `limit` lines are in hand. The cursor is the key of the last line handed out; it must name a
 * journal partition of this range (and of this building, when filtered), or it is refused.
 */
export async function linesPage(from: string, to: string, f: LineFilter, page: { limit: number; cursor?: string }): Promise<{ items: JournalLine[]; cursor?: string }> {
  const months = monthsBetween(from, to);
  const partitionOf = (month: string) => (f.building ? keys.journalBuildingMonth(f.building, month) : keys.journalMonth(month));
  const attrs = f.building ? ['GSI1PK', 'GSI1SK', 'PK', 'SK'] : ['PK', 'SK'];
  const start = page.cursor
    ? decodeCursor(page.cursor, attrs, (k) => {
        const pk = f.building ? k.GSI1PK : k.PK;
        return months.some((m) => partitionOf(m) === pk);
      })
    : undefined;
  const items: JournalLine[] = [];
  let last: Record<string, unknown> | undefined;
  const startPk = start ? (f.building ? start.GSI1PK : start.PK) : undefined;
  const first = startPk ? months.findIndex((m) => partitionOf(m) === startPk) : 0;
  outer: for (const month of months.slice(first)) {
    const from_ = start && partitionOf(month) === startPk ? start : undefined;
    for await (const chunk of queryPages(monthQuery(month, from, to, f), from_)) {
      for (const item of chunk) {
        items.push(toLine(item));
        if (items.length === page.limit) {
          last = Object.fromEntries(attrs.map((a) => [a, item[a]]));
          break outer;
        }
      }
    }
  }
  return { items, ...(last ? { cursor: encodeCursor(last) } : {}) };
}

/** Every account rollup (one item per accounting number and building): one Query, however long the history. */
export const accountRollups = () => queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.rollupAccounts } });

/** Object/wallet rollups of one account (e.g. every deposit's 5112 balance). */
export const objectRollups = (account: string) =>
  queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.rollupObjects(account) } });

/**
 * Every room's 1311 balance now (`room:<building>-<room>` → debit − credit over all months): one Query
 * of the room objects' rollups, whatever the history. Positive: the room owes; nil or negative: it owes
 * no bill (receipts and a standing credit settle bills oldest first, and a new bill takes the credit at
 * once), which is what the unpaid report reads too.
 */
export async function roomReceivables(): Promise<Map<string, number>> {
  const balance = new Map<string, number>();
  for (const item of await objectRollups('1311')) {
    const object = String(item.object ?? '');
    if (!object.startsWith('room:')) continue;
    let net = 0;
    for (const t of monthlyTotals(item).values()) net += t.debit - t.credit;
    balance.set(object, (balance.get(object) ?? 0) + net);
  }
  return balance;
}

/** Day rollups of one month (one item per accounting number and building): one Query. */
export const dayRollups = (month: string) => queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.rollupDays(month) } });
