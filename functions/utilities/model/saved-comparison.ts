import type * as z from 'zod';
import type { savedComparison } from '../../../shared/api/utilities';
import { keys } from '../../platform/db/keys';
import type { Item } from '../../platform/db/items';
import { queryAll } from '../../platform/db/records';

/** A pair of months saved for comparison (the /so-sanh-dien-nuoc screen): item, mapper and the one read. */
type SavedComparison = z.infer<typeof savedComparison>;

/** At most this many pairs are kept: the list is one small partition, read whole. */
export const MAX_SAVED_COMPARISONS = 50;

export const comparisonItem = (c: SavedComparison) => ({ ...keys.utilityComparison(c.month_a, c.month_b), entity: 'utility_comparison', ...c });

export const toSavedComparison = (i: Item): SavedComparison => ({
  month_a: String(i.month_a),
  month_b: String(i.month_b),
  note: typeof i.note === 'string' ? i.note : null,
  saved_at: String(i.saved_at),
  saved_by: String(i.saved_by),
});

/** The saved pairs, newest first (one Query of the partition, bounded by the cap on saving). */
export async function savedComparisons(): Promise<SavedComparison[]> {
  const items = await queryAll(
    { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.utilityComparisons } },
    MAX_SAVED_COMPARISONS * 2,
  );
  return items
    .map(toSavedComparison)
    .sort((a, b) => b.saved_at.localeCompare(a.saved_at))
    .slice(0, MAX_SAVED_COMPARISONS);
}
