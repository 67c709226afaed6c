import { ulid } from 'ulid';
import { createRepairman as api, type Repairman } from '../../shared/api/repairs';
import { commit } from '../kernel/commit';
import { newRepairmanItem } from './model/repairman';
import { auditItem } from '../platform/audit';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { shownRepairman } from './repairmen';

export const createRepairman = operation(api, async ({ body }, { caller }) => {
  const at = nowIso();
  const r: Repairman = { id: ulid(), ...body, timesheet_count: 0, version: 1, created_at: at, created_by: caller.username };
  const audit = auditItem(
    caller,
    { action: 'create', entity: 'repairman', entityId: r.id, entityName: r.name, summary: `Thêm thợ sửa chữa ${r.name}`, after: shownRepairman(r) },
    at,
  );
  return commit([newRepairmanItem(r), audit], r);
});
