import { TABLE } from './table';
import { countAll, queryPages, type QueryInput } from './query';

/** Items of one record type through the KEYS_ONLY byEntityType index: never a Scan. */
const ofEntity = (entity: string): QueryInput => ({
  IndexName: 'byEntityType',
  KeyConditionExpression: '#e = :e',
  ExpressionAttributeNames: { '#e': TABLE.indexes.byEntityType.partitionKey },
  ExpressionAttributeValues: { ':e': entity },
});

/** Keys of one record type, a page of at most `pageSize` at a time (clear-database: a page it can delete in well under a second). */
export async function* entityKeyPages(entity: string, pageSize?: number): AsyncGenerator<Record<string, unknown>[]> {
  for await (const items of queryPages({ ...ofEntity(entity), ...(pageSize ? { Limit: pageSize } : {}) })) yield items.map((i) => ({ PK: i.PK, SK: i.SK }));
}

/**
 * Counts one record type by reading every key of it: O(records). For the one-off backfill of kept
 * counts (functions/jobs/entity-counts.ts) and tests only — a request reads the kept counts instead.
 */
export const recountEntity = (entity: string): Promise<number> => countAll(ofEntity(entity));
