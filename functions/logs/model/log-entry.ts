import type { LogEntry } from '../../../shared/api/logs';
import { decodeCursor, encodeCursor } from '../../platform/db/cursor';
import type { Item } from '../../platform/db/items';
import { keys } from '../../platform/db/keys';
import { countAll, queryPages } from '../../platform/db/query';
import { monthsBetween, vnDayStart } from '../../platform/time';

/**
 * The log line (`LOG#<month>` / `<at>#<id>`, written by platform/audit.ts with every change): its
 * mapper and the paged read of the /logs screen. The actor's display name is not stored: the list
 * adds it from the user directory.
 */
export type StoredLog = Omit<LogEntry, 'actor'> & { actor: { user_id: string; username: string } };

export const storedLogOf = (r: Item): StoredLog => ({
  id: String(r.id),
  at: String(r.at),
  action: r.action as LogEntry['action'],
  actor: r.actor as StoredLog['actor'],
  entity: String(r.log_entity),
  entity_id: String(r.entity_id),
  ...(r.entity_no ? { entity_no: String(r.entity_no) } : {}),
  ...(r.entity_name ? { entity_name: String(r.entity_name) } : {}),
  building: r.building as string | undefined,
  summary: String(r.summary),
  before: r.before,
  after: r.after,
});

export interface LogQuery {
  from: string;
  to: string;
  action?: LogEntry['action'];
  actor?: string;
  q?: string;
  limit: number;
  cursor?: string;
}

/**
 * Newest first, one month partition at a time from `to` back to `from`; only the months in range
 * are read. Filters run in DynamoDB, so a page is filled by reading on until it has `limit` rows.
 */
export async function logPage(query: LogQuery): Promise<{ rows: StoredLog[]; cursor?: string }> {
  const lower = vnDayStart(query.from).toISOString();
  const upper = new Date(vnDayStart(query.to).getTime() + 86_400_000).toISOString();
  // A cursor names a log partition of this range and a time inside it; anything else is refused.
  const start = query.cursor
    ? decodeCursor(query.cursor, ['PK', 'SK'], (k) => /^LOG#\d{4}-\d{2}$/.test(k.PK) && k.SK >= lower && k.SK < upper && k.SK.slice(0, 7) === k.PK.slice(4))
    : undefined;
  // Log partitions are UTC months of the instant: a Vietnamese day starts at 17:00 UTC the day before.
  const months = monthsBetween(lower.slice(0, 10), upper.slice(0, 10))
    .reverse()
    .filter((m) => !start || keys.logMonth(m) <= start.PK);

  const filters: string[] = [];
  const values: Record<string, unknown> = { ':pk': '', ':lo': lower, ':hi': upper };
  const names: Record<string, string> = {};
  if (query.action) {
    filters.push('#action = :action');
    values[':action'] = query.action;
    names['#action'] = 'action';
  }
  if (query.actor) {
    filters.push('actor.username = :actor');
    values[':actor'] = query.actor;
  }
  if (query.q) {
    filters.push('contains(#summary, :q)');
    values[':q'] = query.q;
    names['#summary'] = 'summary';
  }

  const rows: StoredLog[] = [];
  let last: Record<string, string> | undefined;
  outer: for (const month of months) {
    const from = start && keys.logMonth(month) === start.PK ? { PK: start.PK, SK: start.SK } : undefined;
    const pages = queryPages(
      {
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
        FilterExpression: filters.length ? filters.join(' AND ') : undefined,
        ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
        ExpressionAttributeValues: { ...values, ':pk': keys.logMonth(month) },
        ScanIndexForward: false,
      },
      from,
    );
    for await (const page of pages)
      for (const item of page) {
        rows.push(storedLogOf(item));
        if (rows.length === query.limit) {
          last = { PK: String(item.PK), SK: String(item.SK) };
          break outer;
        }
      }
  }
  return { rows, ...(last ? { cursor: encodeCursor(last) } : {}) };
}

/**
 * The log lines written on a Vietnamese day, counted in DynamoDB (Select COUNT over the day's keys of
 * its one or two UTC-month partitions): O(that day's lines). Only for the one-off backfill of a day
 * begun before lines were counted per day, and tests; the dashboard reads the kept count
 * (platform/db/entity-counts.ts `logLinesOfDay`).
 */
export async function recountLogsOfDay(day: string): Promise<number> {
  const lower = vnDayStart(day).toISOString();
  const upper = new Date(vnDayStart(day).getTime() + 86_400_000).toISOString();
  const months = [...new Set([lower.slice(0, 7), upper.slice(0, 7)])];
  const counts = await Promise.all(
    months.map((m) =>
      countAll({
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
        ExpressionAttributeValues: { ':pk': keys.logMonth(m), ':lo': lower, ':hi': upper },
      }),
    ),
  );
  return counts.reduce((a, b) => a + b, 0);
}
