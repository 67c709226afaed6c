import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/db/client';
import { TABLE } from '../lib/db/table';
import { env } from '../lib/env';

/** Pages through the keys of one record type via the KEYS_ONLY byEntityType index (never a Scan). */
export async function* entityKeyPages(entity: string): AsyncGenerator<Record<string, unknown>[]> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: env.tableName(),
        IndexName: 'byEntityType',
        KeyConditionExpression: '#e = :e',
        ExpressionAttributeNames: { '#e': TABLE.indexes.byEntityType.partitionKey },
        ExpressionAttributeValues: { ':e': entity },
        ExclusiveStartKey,
      }),
    );
    yield (page.Items ?? []).map((i) => ({ PK: i.PK, SK: i.SK }));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

export async function countEntity(entity: string): Promise<number> {
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: env.tableName(),
        IndexName: 'byEntityType',
        KeyConditionExpression: '#e = :e',
        ExpressionAttributeNames: { '#e': TABLE.indexes.byEntityType.partitionKey },
        ExpressionAttributeValues: { ':e': entity },
        Select: 'COUNT',
        ExclusiveStartKey,
      }),
    );
    count += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}
