import * as api from '../../shared/api/utilities';
import { commit } from '../kernel/commit';
import { getItem } from '../platform/db/items';
import { keys } from '../platform/db/keys';
import { putItem } from '../platform/db/transact';
import { Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { comparisonItem, MAX_SAVED_COMPARISONS, savedComparisons } from './model/saved-comparison';

/** Saves a pair of months (with a note) to reopen the comparison quickly; saving a pair again replaces its note. */
export const saveComparison = operation(api.saveComparison, async ({ body }, { caller }) => {
  const [existing, saved] = await Promise.all([getItem(keys.utilityComparison(body.month_a, body.month_b), { consistent: true }), savedComparisons()]);
  if (!existing && saved.length >= MAX_SAVED_COMPARISONS)
    throw new Conflict(`Đã lưu tối đa ${MAX_SAVED_COMPARISONS} cặp tháng, vui lòng xoá bớt cặp cũ`, 'month_a', 'too_many');
  const answer = { month_a: body.month_a, month_b: body.month_b, note: body.note || null, saved_at: nowIso(), saved_by: caller.username };
  // A new pair must still be new; a re-save replaces the pair as read (its saved_at), so two saves of one pair at once keep one.
  const item = putItem(
    comparisonItem(answer),
    existing
      ? { expression: 'saved_at = :at', values: { ':at': existing.saved_at }, conflict: 'Cặp tháng này vừa được lưu bởi người khác, vui lòng thử lại' }
      : { expression: 'attribute_not_exists(PK)', conflict: 'Cặp tháng này vừa được lưu bởi người khác, vui lòng thử lại' },
  );
  return commit([item], answer);
});
