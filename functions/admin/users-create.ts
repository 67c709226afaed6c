import * as api from '../../shared/api/admin-users';
import { auditItem } from '../lib/audit';
import { operation } from '../lib/http/handler';
import { commit } from '../core/commit';
import { createUser, getUserWithRole } from '../lib/identity/admin-users';

export const createAdminUser = operation(api.createAdminUser, async ({ body }, { caller }) => {
  await createUser(body);
  const user = await getUserWithRole(body.username);
  return commit([auditItem(caller, { action: 'create', entity: 'user', entityId: body.username, summary: `Tạo tài khoản ${body.username} (${body.name}), vai trò ${body.role}` }),], user);
});
