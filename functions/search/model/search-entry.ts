import { keys } from '../../platform/db/keys';
import { queryOnce } from '../../platform/db/query';
import { MAX_TX_ITEMS, transact, type TxItem } from '../../platform/db/transact';
import { env } from '../../platform/env';
import { logger } from '../../platform/logger';
import { customerTokens, type Token, type TokenKind } from '../rules/tokens';

/**
 * The search index entry (docs/table-design.md "Search index"): one item per customer and token. It is
 * DERIVED data, kept beside the customer, never in the customer's own transaction (a check-in of 20
 * occupants has ~200 entries, twice DynamoDB's 100 items a transaction):
 *
 * 1. before the transaction that creates a customer, `indexCustomers` puts every entry it will have
 *    (fixed keys, no condition: a second run writes the same items);
 * 2. after the transaction that deletes one committed, `unindexCustomers` deletes them, best effort.
 *
 * A crash or a failed transaction between the two leaves at worst an entry pointing at a customer that
 * does not exist, or no longer has that phone or name: the search reads every hit's customer by key and
 * checks it against the query (customer-hits.ts), so such an entry is never shown, and a committed
 * customer always has its entries. An entry therefore carries nothing but its key's parts: the customer
 * (building, id) it points at.
 */

const ENTITY = 'search_entry';

/** What the index is made from: the customer's key and the fields its tokens come from. */
export interface IndexedCustomer {
  building: string;
  id: string;
  name: string;
  phone?: string;
  id_number?: string;
}

/** A stored customer as the index reads it (the backfill reads customers written before the index). */
export const indexedCustomerOf = (building: string, i: Record<string, unknown>): IndexedCustomer => ({
  building,
  id: String(i.id),
  name: String(i.name),
  ...(typeof i.phone === 'string' && i.phone ? { phone: i.phone } : {}),
  ...(typeof i.id_number === 'string' && i.id_number ? { id_number: i.id_number } : {}),
});

const entryKey = (c: IndexedCustomer, t: Token) => keys.searchEntry(t.kind, t.token, c.building, c.id);

const put = (c: IndexedCustomer, t: Token): TxItem => ({
  op: { Put: { TableName: env.tableName(), Item: { ...entryKey(c, t), entity: ENTITY, kind: t.kind, building: c.building, customer_id: c.id } } },
});

/** No condition: an entry already gone (a customer from before the index, a second run) is no failure. */
const remove = (c: IndexedCustomer, t: Token): TxItem => ({ op: { Delete: { TableName: env.tableName(), Key: entryKey(c, t) } }, entity: ENTITY });

/**
 * In transactions of their own, MAX_TX_ITEMS at a time, one after the other: not one atomic write (each
 * entry stands alone), but through `transact` so the kept count of search entries moves with them
 * (entity-counts.ts; a BatchWrite would leave the admin's counts short of a recount).
 */
async function writeEach(items: TxItem[]): Promise<void> {
  for (let at = 0; at < items.length; at += MAX_TX_ITEMS) await transact(items.slice(at, at + MAX_TX_ITEMS));
}

const entries = (customers: IndexedCustomer[], of: (c: IndexedCustomer, t: Token) => TxItem) =>
  customers.flatMap((c) => customerTokens(c).map((t) => of(c, t)));

/**
 * Step 1, BEFORE the transaction that writes these customers: every entry they will have. It throws
 * when it could not write them, so the customers are not written either. Answers the entries written.
 */
export async function indexCustomers(customers: IndexedCustomer[]): Promise<number> {
  const items = entries(customers, put);
  await writeEach(items);
  return items.length;
}

/**
 * Step 2, AFTER the transaction that deleted these customers committed: their entries, best effort (the
 * customers are gone whatever happens here; an entry left behind is never shown), so it never throws.
 * Only for customers that cannot come back: their tokens must never be true again under the same id.
 */
export async function unindexCustomers(customers: IndexedCustomer[]): Promise<void> {
  try {
    await writeEach(entries(customers, remove));
  } catch (error) {
    logger.warn('Search entries of deleted customers left behind (never shown: the search checks each hit)', {
      customers: customers.map((c) => `${c.building}#${c.id}`),
      error,
    });
  }
}

/** A customer an entry points at. */
export interface Hit {
  building: string;
  customer_id: string;
}

/** Entries read for one lookup at most: a common word ("nguyen") is cut there and `complete` says so. */
export const LOOKUP_CAP = 300;

/**
 * The customers whose token of `kind` starts with `prefix`, as the index says: one begins_with Query of
 * its partition (≤ LOOKUP_CAP entries). What it answers may be stale: the caller checks each customer.
 */
export async function lookup(kind: TokenKind, prefix: string): Promise<{ hits: Hit[]; complete: boolean }> {
  const hits: Hit[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await queryOnce(
      {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.searchBucket(kind, prefix), ':prefix': prefix },
        ProjectionExpression: 'building, customer_id',
        Limit: LOOKUP_CAP - hits.length,
      },
      start,
    );
    hits.push(...page.items.map((i) => ({ building: String(i.building), customer_id: String(i.customer_id) })));
    start = page.last;
  } while (start && hits.length < LOOKUP_CAP);
  return { hits, complete: !start };
}
