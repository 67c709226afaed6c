import * as api from '../../shared/api/readings';
import type { ReadingChange } from '../../shared/api/readings';
import { decodeCursor, encodeCursor } from '../platform/db/cursor';
import { keys } from '../platform/db/keys';
import { queryPages } from '../platform/db/query';
import { allOf, type Filter } from '../platform/db/records';
import { operation } from '../platform/http/handler';
import { monthsBetween, vnDayStart } from '../platform/time';
import { auditRows } from './model/reading';

/**
 * Who entered or changed which reading, newest first: one audit item per save, read one month
 * partition at a time from `to` back to `from`. A page ends at a save's boundary once it holds
 * `limit` rows (a save's rows are never split), and its cursor must name a partition of the range.
 */
export const auditData = operation(api.auditData, async ({ query }) => {
  const lower = vnDayStart(query.from).toISOString();
  const upper = new Date(vnDayStart(query.to).getTime() + 86_400_000).toISOString();
  const prefix = keys.readingAuditMonth(query.building, '');
  const start = query.cursor
    ? decodeCursor(query.cursor, ['PK', 'SK'], (k) => k.PK.startsWith(prefix) && /^\d{4}-\d{2}$/.test(k.PK.slice(prefix.length)) && k.SK >= lower && k.SK < upper && k.SK.slice(0, 7) === k.PK.slice(prefix.length))
    : undefined;
  // Partitions are UTC months of the instant, as the log's: a Vietnamese day starts at 17:00 UTC the day before.
  const months = monthsBetween(lower.slice(0, 10), upper.slice(0, 10))
    .reverse()
    .filter((m) => !start || keys.readingAuditMonth(query.building, m) <= start.PK);
  const filter = allOf(
    query.type ? { expression: '#type = :type', names: { '#type': 'type' }, values: { ':type': query.type } } : undefined,
    query.room_id ? ({ expression: 'contains(room_ids, :room)', values: { ':room': query.room_id } } satisfies Filter) : undefined,
  );

  const items: ReadingChange[] = [];
  let last: Record<string, string> | undefined;
  outer: for (const month of months) {
    const pk = keys.readingAuditMonth(query.building, month);
    const pages = queryPages(
      {
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
        FilterExpression: filter?.expression,
        ExpressionAttributeNames: filter?.names,
        ExpressionAttributeValues: { ':pk': pk, ':lo': lower, ':hi': upper, ...filter?.values },
        ScanIndexForward: false,
      },
      start && start.PK === pk ? start : undefined,
    );
    for await (const page of pages)
      for (const item of page) {
        items.push(...auditRows(item, query.room_id));
        if (items.length >= query.limit) {
          last = { PK: String(item.PK), SK: String(item.SK) };
          break outer;
        }
      }
  }
  return { items, ...(last ? { cursor: encodeCursor(last) } : {}) };
});
