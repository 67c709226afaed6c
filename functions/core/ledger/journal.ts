import { queryAll } from '../../lib/db/query';
import type { JournalLine } from '../../../shared/api/ledger';
import { keys } from '../../lib/db/keys';
import { monthsBetween } from '../../lib/time';

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
  building: String(i.building),
  voucher_type: String(i.voucher_type),
  voucher_id: String(i.voucher_id),
  description: String(i.description),
  reverses: i.reverses as string | undefined,
  posted_at: String(i.posted_at),
});

/**
 * Journal lines dated `from`..`to`, oldest first: one Query per month partition (or per building and
 * month through GSI1), months read in parallel. Never the whole history.
 */
export async function linesBetween(from: string, to: string, f: LineFilter = {}): Promise<JournalLine[]> {
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
  const pages = await Promise.all(
    monthsBetween(from, to).map((month) =>
      queryAll(
        f.building
          ? {
              IndexName: 'byBuildingMonth',
              KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :lo AND :hi',
              ExpressionAttributeValues: { ...values, ':pk': keys.journalBuildingMonth(f.building, month) },
              FilterExpression: filters.join(' AND ') || undefined,
              ExpressionAttributeNames: f.object ? { '#object': 'object' } : undefined,
            }
          : {
              KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
              ExpressionAttributeValues: { ...values, ':pk': keys.journalMonth(month) },
              FilterExpression: filters.join(' AND ') || undefined,
              ExpressionAttributeNames: f.object ? { '#object': 'object' } : undefined,
            },
      ),
    ),
  );
  return pages.flat().map(toLine);
}

/** Every account rollup (one item per accounting number and building): one Query, however long the history. */
export const accountRollups = () => queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.rollupAccounts } });

/** Object/wallet rollups of one account (e.g. every deposit's 5112 balance). */
export const objectRollups = (account: string) =>
  queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.rollupObjects(account) } });
