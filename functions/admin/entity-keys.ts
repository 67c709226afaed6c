import { TABLE } from '../platform/db/table';
import { countAll, queryPages, type QueryInput } from '../platform/db/query';

/** Items of one record type through the KEYS_ONLY byEntityType index: never a Scan. */
const ofEntity = (entity: string): QueryInput => ({
  IndexName: 'byEntityType',
  KeyConditionExpression: '#e = :e',
  ExpressionAttributeNames: { '#e': TABLE.indexes.byEntityType.partitionKey },
  ExpressionAttributeValues: { ':e': entity },
});

/** Keys of one record type, a page at a time. */
export async function* entityKeyPages(entity: string): AsyncGenerator<Record<string, unknown>[]> {
  for await (const items of queryPages(ofEntity(entity))) yield items.map((i) => ({ PK: i.PK, SK: i.SK }));
}

export const countEntity = (entity: string): Promise<number> => countAll(ofEntity(entity));
