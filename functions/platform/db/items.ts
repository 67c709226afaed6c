import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, dynamo } from './client';
import { env } from '../env';

type Key = Record<string, unknown>;
/** An item as DynamoDB answers it: untyped until the model file of its entity (a `model/` folder) reads it. */
export type Item = Record<string, unknown>;
const backOff = (attempt: number, base: number) => new Promise((r) => setTimeout(r, base * 2 ** Math.min(attempt, 5)));

/** One item by key (strongly consistent unless told otherwise), or undefined. */
export async function getItem(key: Key, o: { consistent?: boolean; projection?: string[] } = {}): Promise<Record<string, unknown> | undefined> {
  const names = o.projection ? Object.fromEntries(o.projection.map((p, i) => [`#p${i}`, p])) : undefined;
  const r = await db().send(
    new GetCommand({
      TableName: env.tableName(),
      Key: key,
      ConsistentRead: o.consistent ?? true,
      ...(names ? { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names } : {}),
    }),
  );
  return r.Item;
}

/**
 * Items by key, 100 keys per request (BatchGetItem's limit, the requests in parallel), unprocessed keys
 * retried with back-off; `projection` narrows every item to the attributes named (through `names`).
 */
export async function getMany(
  wanted: Key[],
  o: { consistent?: boolean; projection?: string; names?: Record<string, string> } = {},
): Promise<Record<string, unknown>[]> {
  const table = env.tableName();
  const shape = o.projection ? { ProjectionExpression: o.projection, ...(o.names ? { ExpressionAttributeNames: o.names } : {}) } : {};
  const chunk = async (first: Key[]) => {
    const out: Record<string, unknown>[] = [];
    let request: Key[] | undefined = first;
    for (let attempt = 0; request?.length; attempt++) {
      const r = await db().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: request, ConsistentRead: o.consistent ?? false, ...shape } } }));
      out.push(...(r.Responses?.[table] ?? []));
      request = r.UnprocessedKeys?.[table]?.Keys as Key[] | undefined;
      if (request?.length) await backOff(attempt, 20);
    }
    return out;
  };
  const chunks: Key[][] = [];
  for (let i = 0; i < wanted.length; i += 100) chunks.push(wanted.slice(i, i + 100));
  return (await Promise.all(chunks.map(chunk))).flat();
}

/**
 * BatchWrites in flight at once when deleting: clear-database deletes whole record types, one round
 * trip per 25 keys: DynamoDB serves eight at once as fast as one, so a page waits for an eighth of the
 * round trips. DynamoDB Local, sharing one machine's cores, gains little (11,514 records: 7.5 → 7.0 s),
 * so clear-database's own time check is what keeps each call within its Lambda's time.
 */
const DELETES_IN_FLIGHT = 8;

/** Deletes by key, 25 per request, a few requests at once; DynamoDB may hand back part of a batch under load: that part is retried. */
export async function deleteMany(batch: Key[]): Promise<void> {
  const chunks: Key[][] = [];
  for (let i = 0; i < batch.length; i += 25) chunks.push(batch.slice(i, i + 25));
  for (let i = 0; i < chunks.length; i += DELETES_IN_FLIGHT) await Promise.all(chunks.slice(i, i + DELETES_IN_FLIGHT).map(deleteChunk));
}

async function deleteChunk(keys: Key[]): Promise<void> {
  const table = env.tableName();
  let requests = keys.map((Key) => ({ DeleteRequest: { Key } }));
  for (let attempt = 0; requests.length; attempt++) {
    const out = await db().send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
    requests = (out.UnprocessedItems?.[table] ?? []) as typeof requests;
    if (requests.length) await backOff(attempt, 50);
  }
}

/** What the admin area shows of the table. */
export async function describeTable() {
  const { Table: t } = await dynamo().send(new DescribeTableCommand({ TableName: env.tableName() }));
  return t;
}
