import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as api from '../../shared/api/logs';
import type { LogEntry } from '../../shared/api/logs';
import { db } from '../lib/db/client';
import { keys } from '../lib/db/keys';
import { env } from '../lib/env';
import { BadRequest } from '../lib/errors';
import { operation } from '../lib/http/handler';
import { monthsBetween, vnDayStart } from '../lib/time';
import { userDirectory } from '../users/directory';

interface Cursor {
  PK: string;
  SK: string;
}
const encode = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');
function decode(s: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(s, 'base64url').toString('utf8')) as Cursor;
    if (typeof c.PK === 'string' && typeof c.SK === 'string' && c.PK.startsWith('LOG#')) return c;
  } catch {
    /* reported below */
  }
  throw new BadRequest('Con trỏ phân trang không hợp lệ', [{ path: 'cursor', message: 'Không hợp lệ' }]);
}

/**
 * Newest first, one month partition at a time from `to` back to `from`; only the months in range
 * are read. Filters run in DynamoDB, so a page is filled by reading on until it has `limit` rows.
 */
export const listLogs = operation(api.listLogs, async ({ query }) => {
  const lower = vnDayStart(query.from).toISOString();
  const upper = new Date(vnDayStart(query.to).getTime() + 86_400_000).toISOString();
  const start = query.cursor ? decode(query.cursor) : undefined;
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

  const rows: Record<string, unknown>[] = [];
  let last: Cursor | undefined;
  outer: for (const month of months) {
    let ExclusiveStartKey: Record<string, unknown> | undefined =
      start && keys.logMonth(month) === start.PK ? { PK: start.PK, SK: start.SK } : undefined;
    do {
      const page = await db().send(
        new QueryCommand({
          TableName: env.tableName(),
          KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
          FilterExpression: filters.length ? filters.join(' AND ') : undefined,
          ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
          ExpressionAttributeValues: { ...values, ':pk': keys.logMonth(month) },
          ScanIndexForward: false,
          ExclusiveStartKey,
        }),
      );
      for (const item of page.Items ?? []) {
        rows.push(item);
        if (rows.length === query.limit) {
          last = { PK: String(item.PK), SK: String(item.SK) };
          break outer;
        }
      }
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
  }

  const names_ = await userDirectory();
  const items: LogEntry[] = rows.map((r) => {
    const actor = r.actor as { user_id: string; username: string };
    return {
      id: String(r.id),
      at: String(r.at),
      action: r.action as LogEntry['action'],
      actor: { ...actor, name: names_.get(actor.user_id)?.name || actor.username },
      entity: String(r.log_entity),
      entity_id: String(r.entity_id),
      building: r.building as string | undefined,
      summary: String(r.summary),
      before: r.before,
      after: r.after,
    };
  });
  return { items, ...(last ? { cursor: encode(last) } : {}) };
});
