import * as api from '../../shared/api/admin/users';
import { auditItem } from '../platform/audit';
import { BadRequest } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { commit } from '../kernel/commit';
import { getUserWithRole, setRole } from '../platform/identity/admin-users';

/**
 * A user holds exactly one of our roles: join the new group, then leave the others. An admin cannot
 * take the admin role away from themself, so the product never loses its last way in by accident.
 */
export const setAdminUserRole = operation(api.setAdminUserRole, async ({ params, body }, { caller }) => {
  if (params.username === caller.username && body.role !== 'admin')
    throw new BadRequest('Không thể tự bỏ quyền quản trị của chính mình', [{ path: 'role', message: 'Nhờ một quản trị viên khác đổi vai trò' }]);
  const before = await getUserWithRole(params.username);
  await setRole(params.username, body.role);
  return commit(
    [
      auditItem(caller, {
        action: 'update',
        entity: 'user',
        entityId: params.username,
        summary: `Đổi vai trò của ${params.username}: ${before.role ?? 'không có'} → ${body.role}`,
        before: { role: before.role },
        after: { role: body.role },
      }),
    ],
    { ...before, role: body.role },
  );
});
