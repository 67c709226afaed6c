import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client';
import { env } from '../env';

export type QueryInput = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/** Every page of a Query on our table, one at a time, optionally from the key a previous page stopped at. */
export async function* queryPages(input: QueryInput, start?: Record<string, unknown>): AsyncGenerator<Record<string, unknown>[]> {
  let ExclusiveStartKey: Record<string, unknown> | undefined = start;
  do {
    const page = await db().send(new QueryCommand({ ...input, TableName: env.tableName(), ExclusiveStartKey }));
    yield page.Items ?? [];
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

/** One request of a Query: its items, how many items DynamoDB examined (before a filter) and where it stopped. */
export async function queryOnce(
  input: QueryInput,
  start?: Record<string, unknown>,
): Promise<{ items: Record<string, unknown>[]; examined: number; last?: Record<string, unknown> }> {
  const page = await db().send(new QueryCommand({ ...input, TableName: env.tableName(), ExclusiveStartKey: start }));
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
    const page = await db().send(new QueryCommand({ ...input, Select: 'COUNT', TableName: env.tableName(), ExclusiveStartKey }));
    count += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}
