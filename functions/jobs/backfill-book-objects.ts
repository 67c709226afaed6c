import type { JournalLine } from '../../shared/api/ledger';
import { addDays, monthsBetween, vnToday, FIRST_BOOK_DATE } from '../../shared/dates';
import { walletBookKeys } from '../kernel/ledger/posting';
import { journalLineOf } from '../kernel/model/journal-line';
import { getItem } from '../platform/db/items';
import { keys } from '../platform/db/keys';
import { queryAll } from '../platform/db/query';
import { putItem, transact, updateItem } from '../platform/db/transact';

const MARKER = keys.meta('MIGRATION#book-objects-v1');

/**
 * One-off migration: a wallet line names whom its money is about from its entry's other side
 * (`counter_object`, `counter_object_name`, walletBookKeys) only since the books' "Đối tượng" column
 * was filled, so the wallet lines posted before get them, month by month (an entry's lines share its
 * date, so its month). The book then reads them off its own lines instead of each entry's other side.
 * Run once before the API takes writes (the local stack runs it at start, after backfillWalletBook).
 */
export async function backfillBookObjects(): Promise<number> {
  if (await getItem(MARKER)) return 0;
  let written = 0;
  for (const month of monthsBetween(FIRST_BOOK_DATE, addDays(vnToday(), 62))) {
    const items = await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.journalMonth(month) } });
    const rows = items.map((item) => ({ item, line: journalLineOf(item) }));
    const byEntry = new Map<string, JournalLine[]>();
    for (const { line } of rows) byEntry.set(line.entry_id, [...(byEntry.get(line.entry_id) ?? []), line]);
    const updates = rows
      .filter(({ item }) => item.wallet !== undefined && !item.object && !item.object_name && item.counter_object === undefined)
      .flatMap(({ item, line }) => {
        const k = walletBookKeys({ lines: byEntry.get(line.entry_id)! }, line);
        if (!k.counter_object) return [];
        const name = k.counter_object_name ? ', counter_object_name = :n' : '';
        return [
          updateItem(
            { PK: item.PK, SK: item.SK },
            { expression: `SET counter_object = :o${name}`, values: { ':o': k.counter_object, ...(name ? { ':n': k.counter_object_name } : {}) } },
          ),
        ];
      });
    for (let i = 0; i < updates.length; i += 100) await transact(updates.slice(i, i + 100));
    written += updates.length;
  }
  await transact([putItem({ ...MARKER, entity: 'meta', at: new Date().toISOString() })]);
  return written;
}
