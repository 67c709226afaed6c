import { queryOnce, queryPages, type QueryInput } from './query';
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

/**
 * Like `fillPage`, for filters that keep few of the items they examine (a month's collected receipts,
 * the deposits checked in during a month): a request examines at most `examine` items (DynamoDB's
 * `Limit` counts items before the filter), so it costs the same however many it has to skip, and hands
 * out where DynamoDB stopped as the next cursor even when the page is short, or empty (the reader reads
 * on). A partition that ends within the budget moves on to the next one.
 */
export async function examinePage(
  inputs: readonly QueryInput[],
  limit: number,
  examine: number,
  keyOf: (item: Record<string, unknown>) => Record<string, string>,
  start?: { at: number; key: Record<string, string> },
): Promise<{ items: Record<string, unknown>[]; last?: Record<string, string> }> {
  const items: Record<string, unknown>[] = [];
  let budget = examine;
  for (let i = start?.at ?? 0; i < inputs.length; i++) {
    let from: Record<string, unknown> | undefined = start && i === start.at ? start.key : undefined;
    do {
      const read = await queryOnce({ ...inputs[i]!, Limit: Math.max(1, Math.min(budget, examine)) }, from);
      budget -= read.examined;
      for (const item of read.items) {
        items.push(item);
        if (items.length === limit) return { items, last: keyOf(item) };
      }
      from = read.last;
      if (from && budget <= 0) return { items, last: Object.fromEntries(Object.entries(from).map(([k, v]) => [k, String(v)])) };
    } while (from);
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
 * For a Query of an index, `key` names that index's attributes (`indexKey`). With `examine`, a
 * request examines at most that many items (`examinePage`: for filters that keep few).
 */
export async function pageOfParts(
  parts: readonly PagePart[],
  q: { limit: number; cursor?: string },
  key: PageKey = TABLE_KEY,
  o: { examine?: number } = {},
): Promise<{ items: Record<string, unknown>[]; cursor?: string }> {
  const pks = parts.map((p) => p.pk);
  // A start key outside the part's key condition is a DynamoDB ValidationException: refused here, as a 400.
  const fits = (k: Record<string, string>) => parts.some((p) => p.pk === k[key.partition] && (p.within?.(k) ?? true));
  const start = q.cursor ? decodeCursor(q.cursor, key.attributes, fits) : undefined;
  const keyOf = (i: Record<string, unknown>) => Object.fromEntries(key.attributes.map((a) => [a, String(i[a])]));
  const from = start ? { at: pks.indexOf(start[key.partition]!), key: start } : undefined;
  const inputs = parts.map((p) => p.input);
  const page = o.examine ? await examinePage(inputs, q.limit, o.examine, keyOf, from) : await fillPage(inputs, q.limit, keyOf, from);
  return { items: page.items, ...(page.last ? { cursor: encodeCursor(page.last) } : {}) };
}
