import { ulid } from 'ulid';
import { createRepairman as api, type Repairman } from '../../shared/api/repairs';
import { commit } from '../core/commit';
import { newRepairmanItem } from '../core/records/repairman';
import { auditItem } from '../lib/audit';
import { operation } from '../lib/http/handler';
import { nowIso } from '../lib/time';
import { shownRepairman } from './repairmen';

export const createRepairman = operation(api, async ({ body }, { caller }) => {
  const at = nowIso();
  const r: Repairman = { id: ulid(), ...body, timesheet_count: 0, version: 1, created_at: at, created_by: caller.username };
  const audit = auditItem(caller, { action: 'create', entity: 'repairman', entityId: r.id, entityName: r.name, summary: `Thêm thợ sửa chữa ${r.name}`, after: shownRepairman(r) }, at);
  return commit([newRepairmanItem(r), audit], r);
});
