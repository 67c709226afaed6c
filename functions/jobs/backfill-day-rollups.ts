import { addDays, lastDayOf, monthsBetween, vnToday, FIRST_BOOK_DATE } from '../../shared/dates';
import { linesBetween } from '../kernel/ledger/journal';
import { dayCreditField, dayDebitField } from '../kernel/model/rollup';
import { getItem } from '../platform/db/items';
import { keys } from '../platform/db/keys';
import { MAX_TX_ITEMS, putItem, transact } from '../platform/db/transact';

const MARKER = keys.meta('MIGRATION#day-rollups-v1');

/**
 * One-off migration: the day rollups (keys.rollupDay) came after the first journal lines, so a table
 * that already holds lines gets them rebuilt from the lines, month by month. Run once, before the API
 * takes writes (the local stack runs it at start); the marker makes later runs a single read.
 */
export async function backfillDayRollups(): Promise<number> {
  if (await getItem(MARKER)) return 0;
  let written = 0;
  for (const month of monthsBetween(FIRST_BOOK_DATE, addDays(vnToday(), 62))) {
    const lines = await linesBetween(`${month}-01`, lastDayOf(month));
    const items = new Map<string, Record<string, unknown>>();
    for (const l of lines) {
      const key = keys.rollupDay(month, l.account, l.building);
      const id = key.SK;
      const item = items.get(id) ?? { ...key, entity: 'rollup', account: l.account, building: l.building, month };
      const [df, cf] = [dayDebitField(l.date), dayCreditField(l.date)];
      item[df] = Number(item[df] ?? 0) + l.debit;
      item[cf] = Number(item[cf] ?? 0) + l.credit;
      items.set(id, item);
    }
    const puts = [...items.values()].map((i) => putItem(i));
    for (let i = 0; i < puts.length; i += MAX_TX_ITEMS) await transact(puts.slice(i, i + MAX_TX_ITEMS));
    written += puts.length;
  }
  await transact([putItem({ ...MARKER, entity: 'meta', at: new Date().toISOString() })]);
  return written;
}
