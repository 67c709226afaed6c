import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client';
import { env } from '../env';

export type QueryInput = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/** The top of a key prefix's range: every key of ours is made of characters below it (as the pages' cursors assume). */
export const PREFIX_END = '\uffff';

const BEGINS_WITH = /begins_with\s*\(\s*([#\w]+)\s*,\s*(:\w+)\s*\)/i;

/**
 * The same key condition with a sort key's `begins_with(k, :p)` as `k BETWEEN :p AND :p…\uffff`: on
 * DynamoDB both are the same seek of the key range, but DynamoDB Local (the embedded default on one
 * machine) walks the whole partition for a begins_with, so a lookup in a partition ten times larger
 * took ten times longer, while BETWEEN stays a seek at any size. The keys it compares are ours (ids,
 * dates, folded words, room numbers: all below U+FFFF), for which the two select the same items.
 */
export function withKeyRange<T extends QueryInput>(input: T): T {
  const condition = input.KeyConditionExpression;
  const m = condition ? BEGINS_WITH.exec(condition) : null;
  const prefix = m ? input.ExpressionAttributeValues?.[m[2]!] : undefined;
  if (!m || typeof prefix !== 'string') return input;
  const end = `${m[2]}PrefixEnd`;
  return {
    ...input,
    KeyConditionExpression: condition!.replace(m[0], `${m[1]} BETWEEN ${m[2]} AND ${end}`),
    ExpressionAttributeValues: { ...input.ExpressionAttributeValues, [end]: `${prefix}${PREFIX_END}` },
  };
}

/** Every page of a Query on our table, one at a time, optionally from the key a previous page stopped at. */
export async function* queryPages(input: QueryInput, start?: Record<string, unknown>): AsyncGenerator<Record<string, unknown>[]> {
  let ExclusiveStartKey: Record<string, unknown> | undefined = start;
  do {
    const page = await db().send(new QueryCommand({ ...withKeyRange(input), TableName: env.tableName(), ExclusiveStartKey }));
    yield page.Items ?? [];
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

/** One request of a Query: its items, how many items DynamoDB examined (before a filter) and where it stopped. */
export async function queryOnce(
  input: QueryInput,
  start?: Record<string, unknown>,
): Promise<{ items: Record<string, unknown>[]; examined: number; last?: Record<string, unknown> }> {
  const page = await db().send(new QueryCommand({ ...withKeyRange(input), TableName: env.tableName(), ExclusiveStartKey: start }));
  return { items: page.Items ?? [], examined: page.ScannedCount ?? 0, ...(page.LastEvaluatedKey ? { last: page.LastEvaluatedKey } : {}) };
}

/** All items of a Query (following pages), stopping once `max` are in hand. */
export async function queryAll(input: QueryInput, max = Infinity): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for await (const items of queryPages(input)) {
    out.push(...items);
    if (out.length >= max) break;
  }
  return out;
}

/** How many items a Query matches, counted by DynamoDB (Select COUNT), page by page. */
export async function countAll(input: QueryInput): Promise<number> {
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new QueryCommand({ ...withKeyRange(input), Select: 'COUNT', TableName: env.tableName(), ExclusiveStartKey }));
    count += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}
