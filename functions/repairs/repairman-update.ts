import { updateRepairman as api, type Repairman } from '../../shared/api/repairs';
import { commit } from '../kernel/commit';
import { getRepairman, putRepairmanItem } from './model/repairman';
import { auditItem } from '../platform/audit';
import { Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { shownRepairman } from './repairmen';

/** Edits a repairman on the version the caller saw; `active: false` is how one with timesheets leaves. */
export const updateRepairman = operation(api, async ({ params, body }, { caller }) => {
  const read = await getRepairman(params.id);
  if (read.version !== body.version) throw new Conflict(`Thợ ${read.name} vừa được người khác sửa, vui lòng tải lại`, 'version', 'stale');
  const at = nowIso();
  const { version: _v, phone: _p, ...fields } = body;
  const { phone: _old, ...kept } = read;
  const next: Repairman = {
    ...kept,
    ...fields,
    ...(body.phone ? { phone: body.phone } : {}),
    version: read.version + 1,
    updated_at: at,
    updated_by: caller.username,
  };
  const what = read.active && !next.active ? ' (ngừng làm)' : !read.active && next.active ? ' (làm lại)' : '';
  const audit = auditItem(
    caller,
    {
      action: 'update',
      entity: 'repairman',
      entityId: read.id,
      entityName: next.name,
      summary: `Sửa thợ sửa chữa ${next.name}${what}`,
      before: shownRepairman(read),
      after: shownRepairman(next),
    },
    at,
  );
  return commit([putRepairmanItem(next, read), audit], next);
});
