import * as api from '../../shared/api/admin-users';
import { auditItem } from '../lib/audit';
import { transact } from '../lib/db/transact';
import { operation } from '../lib/http/handler';
import { createUser, getUserWithRole } from '../lib/identity/admin-users';

export const createAdminUser = operation(api.createAdminUser, async ({ body }, { caller }) => {
  await createUser(body);
  await transact([
    auditItem(caller, { action: 'create', entity: 'user', entityId: body.username, summary: `Tạo tài khoản ${body.username} (${body.name}), vai trò ${body.role}` }),
  ]);
  return getUserWithRole(body.username);
});
