import * as api from '../../shared/api/admin/users';
import { auditItem } from '../platform/audit';
import { operation } from '../platform/http/handler';
import { commit } from '../kernel/commit';
import { createUser, getUserWithRole } from '../platform/identity/admin-users';

export const createAdminUser = operation(api.createAdminUser, async ({ body }, { caller }) => {
  await createUser(body);
  const user = await getUserWithRole(body.username);
  return commit(
    [
      auditItem(caller, {
        action: 'create',
        entity: 'user',
        entityId: body.username,
        summary: `Tạo tài khoản ${body.username} (${body.name}), vai trò ${body.role}`,
      }),
    ],
    user,
  );
});
