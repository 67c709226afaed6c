import * as api from '../../shared/api/utilities';
import { commit } from '../kernel/commit';
import { getItem } from '../platform/db/items';
import { keys } from '../platform/db/keys';
import { deleteItem } from '../platform/db/transact';
import { Conflict, NotFound } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { monthText } from '../../shared/dates';

/**
 * Removes a saved pair of months as the caller saw it (its `saved_at`): a pair that is not saved (or
 * was removed meanwhile) is a 404, one saved again since (a new note) a 409.
 */
export const deleteComparison = operation(api.deleteComparison, async ({ params, body }) => {
  const key = keys.utilityComparison(params.a, params.b);
  const pair = `${monthText(params.a)} – ${monthText(params.b)}`;
  const changed = `Cặp tháng ${pair} vừa được lưu lại, vui lòng tải lại`;
  try {
    return await commit([deleteItem(key, { expression: 'saved_at = :s', values: { ':s': body.saved_at }, conflict: changed })], {
      message: `Đã xoá cặp tháng so sánh ${pair}`,
    });
  } catch (e) {
    if (e instanceof Conflict && e.message === changed && !(await getItem(key, { consistent: true })))
      throw new NotFound(`Không tìm thấy cặp tháng ${pair} đã lưu`, 'a');
    if (e instanceof Conflict && e.message === changed) throw new Conflict(changed, 'saved_at', 'stale');
    throw e;
  }
});
