import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from './client';
import { TABLE } from './table';
import { env } from '../env';

/**
 * Adds one to a counter item and answers its new value (one UpdateItem, atomic): a fixed window's
 * request count for a rate limit. The item expires by the table's TTL attribute at `expiresAt` (unix
 * seconds); it carries no counted `entity`, like the idempotency records (count-rules.ts).
 */
export async function countHit(key: Record<string, string>, entity: string, expiresAt: number): Promise<number> {
  const out = await db().send(
    new UpdateCommand({
      TableName: env.tableName(),
      Key: key,
      UpdateExpression: 'ADD hits :one SET #ttl = :ttl, entity = :entity',
      ExpressionAttributeNames: { '#ttl': TABLE.ttlAttribute },
      ExpressionAttributeValues: { ':one': 1, ':ttl': expiresAt, ':entity': entity },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.hits ?? 1);
}

/**
 * Adds `n` to a running total kept on an item (one UpdateItem, atomic) and answers the new total: work
 * spread over several calls (clear-database's records deleted). It carries no counted `entity`.
 */
export async function addToTotal(key: Record<string, string>, n: number): Promise<number> {
  const out = await db().send(
    new UpdateCommand({
      TableName: env.tableName(),
      Key: key,
      UpdateExpression: 'ADD #total :n',
      ExpressionAttributeNames: { '#total': 'total' },
      ExpressionAttributeValues: { ':n': n },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.total ?? n);
}
