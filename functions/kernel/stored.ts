import { getItem } from '../platform/db/items';
import { publicFields } from '../platform/db/records';
import { NotFound } from '../platform/errors';
import type { Entry } from './ledger/entry';

/** Stored records carry the entry they posted, so a cancel can reverse it without reading the journal. */
export type Stored<T> = T & { entry?: Entry };

export async function getById<T>(key: Record<string, string>, missing: string, field?: string): Promise<Stored<T>> {
  const item = await getItem(key);
  if (!item) throw new NotFound(missing, field);
  return { ...publicFields<T>(item), ...(item.entry ? { entry: item.entry as Entry } : {}) };
}
