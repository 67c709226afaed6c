import { deleteRepairman as api } from '../../shared/api/repairs';
import { commit } from '../kernel/commit';
import { deleteRepairmanItem, getRepairman } from './model/repairman';
import { auditItem } from '../platform/audit';
import { Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { shownRepairman } from './repairmen';

/**
 * Deletes a repairman who has no timesheet, on the version the caller saw (409 `state` otherwise: deactivate them instead). The
 * delete is conditioned on a count of zero, so a timesheet written meanwhile wins.
 */
export const deleteRepairman = operation(api, async ({ params, body }, { caller }) => {
  const read = await getRepairman(params.id);
  if (read.version !== body.version) throw new Conflict(`Thợ ${read.name} vừa được người khác sửa, vui lòng tải lại`, 'version', 'stale');
  if (read.timesheet_count > 0)
    throw new Conflict(`Thợ ${read.name} đã có ${read.timesheet_count} bảng chấm công, không xoá được: hãy cho ngừng làm`, 'id', 'state');
  const at = nowIso();
  const audit = auditItem(
    caller,
    { action: 'delete', entity: 'repairman', entityId: read.id, entityName: read.name, summary: `Xoá thợ sửa chữa ${read.name}`, before: shownRepairman(read) },
    at,
  );
  return commit([deleteRepairmanItem(read), audit], { message: `Đã xoá thợ ${read.name}` });
});
