import { BUILDING_CODES } from '../../shared/catalog/buildings';
import { getItem } from '../platform/db/items';
import { keys } from '../platform/db/keys';
import { queryPages } from '../platform/db/query';
import { putItem, transact } from '../platform/db/transact';
import { indexCustomers, indexedCustomerOf } from '../search';

const MARKER = keys.meta('MIGRATION#search-index-v2');

/**
 * One-off migration: customers written before the search index kept them get their entries (phone and
 * ID number suffixes, name words), building by building, a page of customers at a time. The entries
 * are the puts a check-in makes before its transaction (`indexCustomers`: fixed keys, no condition), so
 * running it again, or over customers that already have them, writes the same items (v2 added the ID
 * numbers: a table marked v1 runs it once more, rewriting its phone and name entries unchanged); a customer deleted
 * while it runs may keep entries, never shown (the search checks each hit against its customer). The
 * local stack runs it at start, with the other migrations; then it is one read of its marker.
 */
export async function backfillSearchIndex(): Promise<number> {
  if (await getItem(MARKER)) return 0;
  let written = 0;
  for (const building of BUILDING_CODES) {
    for await (const page of queryPages({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.customers(building) },
      ProjectionExpression: 'id, #name, phone, id_number',
      ExpressionAttributeNames: { '#name': 'name' },
    })) {
      written += await indexCustomers(page.map((i) => indexedCustomerOf(building, i)));
    }
  }
  await transact([putItem({ ...MARKER, entity: 'meta', at: new Date().toISOString() })]);
  return written;
}
