import type { JournalLine } from '../../shared/api/ledger';
import { addDays, monthsBetween, vnToday, FIRST_BOOK_DATE } from '../../shared/dates';
import { walletBookKeys } from '../kernel/ledger/posting';
import { journalLineOf } from '../kernel/model/journal-line';
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
    const rows = items.map((item) => ({ item, line: journalLineOf(item) }));
    const byEntry = new Map<string, JournalLine[]>();
    for (const { line } of rows) byEntry.set(line.entry_id, [...(byEntry.get(line.entry_id) ?? []), line]);
    const updates = rows
      .filter(({ item }) => item.wallet !== undefined && item.GSI2PK === undefined)
      .map(({ item, line }) => {
        const k = walletBookKeys({ lines: byEntry.get(line.entry_id)! }, line);
        return updateItem(
          { PK: item.PK, SK: item.SK },
          { expression: 'SET GSI2PK = :pk, GSI2SK = :sk, counter_accounts = :c', values: { ':pk': k.GSI2PK, ':sk': k.GSI2SK, ':c': k.counter_accounts } },
        );
      });
    for (let i = 0; i < updates.length; i += 100) await transact(updates.slice(i, i + 100));
    written += updates.length;
  }
  await transact([putItem({ ...MARKER, entity: 'meta', at: new Date().toISOString() })]);
  return written;
}
