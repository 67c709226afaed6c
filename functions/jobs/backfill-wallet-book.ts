import type { JournalLine } from '../../shared/api/ledger';
import { addDays, monthsBetween, vnToday, FIRST_BOOK_DATE } from '../../shared/dates';
import { walletBookKeys } from '../kernel/ledger/posting';
import { getItem } from '../platform/db/items';
import { keys } from '../platform/db/keys';
import { queryAll } from '../platform/db/query';
import { putItem, transact, updateItem } from '../platform/db/transact';

const MARKER = keys.meta('MIGRATION#wallet-book-v1');

/**
 * One-off migration: the wallet books' index (GSI2 `BOOK#<wallet>#<month>` with `counter_accounts`)
 * came after the first journal lines, so a table that already holds wallet lines gets those keys
 * added, month by month. Run once before the API takes writes (the local stack runs it at start).
 */
export async function backfillWalletBook(): Promise<number> {
  if (await getItem(MARKER)) return 0;
  let written = 0;
  for (const month of monthsBetween(FIRST_BOOK_DATE, addDays(vnToday(), 62))) {
    const items = await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.journalMonth(month) } });
    const byEntry = new Map<string, JournalLine[]>();
    for (const i of items) byEntry.set(String(i.entry_id), [...(byEntry.get(String(i.entry_id)) ?? []), i as unknown as JournalLine]);
    const updates = items
      .filter((i) => i.wallet !== undefined && i.GSI2PK === undefined)
      .map((i) => {
        const k = walletBookKeys({ lines: byEntry.get(String(i.entry_id))! }, i as unknown as JournalLine);
        return updateItem(
          { PK: i.PK, SK: i.SK },
          { expression: 'SET GSI2PK = :pk, GSI2SK = :sk, counter_accounts = :c', values: { ':pk': k.GSI2PK, ':sk': k.GSI2SK, ':c': k.counter_accounts } },
        );
      });
    for (let i = 0; i < updates.length; i += 100) await transact(updates.slice(i, i + 100));
    written += updates.length;
  }
  await transact([putItem({ ...MARKER, entity: 'meta', at: new Date().toISOString() })]);
  return written;
}
