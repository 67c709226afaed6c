import * as api from '../../shared/api/utilities';
import { auditItem } from '../platform/audit';
import { getItem } from '../platform/db/items';
import { keys } from '../platform/db/keys';
import { deleteItem } from '../platform/db/transact';
import { Conflict, NotFound } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { commit } from '../kernel/commit';
import { reportLabel } from './model/utility-balance';

/**
 * Drops a building's frozen month (a: building, b: month) as the caller read it (`saved_at`; saved again
 * since: 409 `stale`): the report shows the figures computed now again.
 */
export const deleteMonthlyReport = operation(api.deleteMonthlyReport, async ({ params, body }, { caller }) => {
  const { a: building, b: month } = params;
  const key = keys.utilityReport(building, month);
  const stored = await getItem(key, { consistent: true });
  if (!stored) throw new NotFound(`${reportLabel(building, month)} chưa được lưu`, 'b');
  const stale = `${reportLabel(building, month)} vừa được người khác lưu lại, vui lòng tải lại`;
  if (stored.saved_at !== body.saved_at) throw new Conflict(stale, 'saved_at', 'stale');
  const at = nowIso();
  return commit(
    [
      deleteItem(key, { expression: 'saved_at = :s', values: { ':s': stored.saved_at }, conflict: stale }),
      auditItem(
        caller,
        {
          action: 'delete',
          entity: 'utility_report',
          entityId: `${building}-${month}`,
          entityName: reportLabel(building, month),
          building,
          summary: `Bỏ bản đã lưu của ${reportLabel(building, month).toLowerCase()}`,
        },
        at,
      ),
    ],
    { message: `Đã bỏ bản đã lưu của ${reportLabel(building, month).toLowerCase()}` },
  );
});
