import { queryPages, type QueryInput } from './query';
import { decodeCursor, encodeCursor } from './cursor';

/**
 * One page of a list kept in several partitions read one after another (months, buildings): each
 * Query in order from where the cursor stopped (`start`: the partition's index and the key), filters
 * applied in DynamoDB, reading on until `limit` rows are in hand. `last` is the key to hand out as the
 * next cursor (`keyOf` the page's last row) when the page is full.
 */
export async function fillPage(
  inputs: readonly QueryInput[],
  limit: number,
  keyOf: (item: Record<string, unknown>) => Record<string, string>,
  start?: { at: number; key: Record<string, string> },
): Promise<{ items: Record<string, unknown>[]; last?: Record<string, string> }> {
  const items: Record<string, unknown>[] = [];
  for (let i = start?.at ?? 0; i < inputs.length; i++) {
    // Unfiltered, a partition need not be read past what the page still lacks (DynamoDB would hand out
    // up to 1 MB a request); filtered, Limit counts items examined, so the partition is read as it comes.
    const input = inputs[i]!.FilterExpression ? inputs[i]! : { ...inputs[i]!, Limit: limit - items.length };
    for await (const page of queryPages(input, start && i === start.at ? start.key : undefined))
      for (const item of page) {
        items.push(item);
        if (items.length === limit) return { items, last: keyOf(item) };
      }
  }
  return { items };
}

/** A list page as the API answers it: the rows, and the cursor of the next page while more remain. */
export interface Page<T> {
  items: T[];
  cursor?: string;
}

/** The key attributes a page's cursor holds: the table's, or an index's (its own key and the table's). */
export interface PageKey {
  /** The attribute that names a part's partition. */
  partition: string;
  attributes: readonly string[];
}
export const TABLE_KEY: PageKey = { partition: 'PK', attributes: ['PK', 'SK'] };
export const indexKey = (pk: string, sk: string): PageKey => ({ partition: pk, attributes: [pk, sk, 'PK', 'SK'] });

/** One partition of a paged list: its Query, and which start keys lie inside its key condition. */
export interface PagePart {
  pk: string;
  input: QueryInput;
  within?: (key: Record<string, string>) => boolean;
}

/**
 * One page of a list kept one partition per part (a building's rooms, a month's receipts, …), parts in
 * order: the cursor is the key the last page stopped at, refused (400) unless it lies in one of `parts`.
 * For a Query of an index, `key` names that index's attributes (`indexKey`).
 */
export async function pageOfParts(
  parts: readonly PagePart[],
  q: { limit: number; cursor?: string },
  key: PageKey = TABLE_KEY,
): Promise<{ items: Record<string, unknown>[]; cursor?: string }> {
  const pks = parts.map((p) => p.pk);
  // A start key outside the part's key condition is a DynamoDB ValidationException: refused here, as a 400.
  const fits = (k: Record<string, string>) => parts.some((p) => p.pk === k[key.partition] && (p.within?.(k) ?? true));
  const start = q.cursor ? decodeCursor(q.cursor, key.attributes, fits) : undefined;
  const page = await fillPage(
    parts.map((p) => p.input),
    q.limit,
    (i) => Object.fromEntries(key.attributes.map((a) => [a, String(i[a])])),
    start ? { at: pks.indexOf(start[key.partition]!), key: start } : undefined,
  );
  return { items: page.items, ...(page.last ? { cursor: encodeCursor(page.last) } : {}) };
}
