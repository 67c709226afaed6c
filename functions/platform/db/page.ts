import { queryPages, type QueryInput } from './query';

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
