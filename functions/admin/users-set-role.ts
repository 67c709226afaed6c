import { AdminAddUserToGroupCommand, AdminRemoveUserFromGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import * as api from '../../shared/api/admin-users';
import { ROLES } from '../../shared/catalog/roles';
import { auditItem } from '../lib/audit';
import { cognito } from '../lib/cognito';
import { transact } from '../lib/db/transact';
import { env } from '../lib/env';
import { BadRequest } from '../lib/errors';
import { operation } from '../lib/http/handler';
import { getUserWithRole } from './users-cognito';

/**
 * A user holds exactly one of our roles: join the new group, then leave the others. An admin cannot
 * take the admin role away from themself, so the product never loses its last way in by accident.
 */
export const setAdminUserRole = operation(api.setAdminUserRole, async ({ params, body }, { caller }) => {
  if (params.username === caller.username && body.role !== 'admin')
    throw new BadRequest('Không thể tự bỏ quyền quản trị của chính mình', [{ path: 'role', message: 'Nhờ một quản trị viên khác đổi vai trò' }]);
  const before = await getUserWithRole(params.username);
  const pool = env.userPoolId();
  await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId: pool, Username: params.username, GroupName: body.role }));
  for (const other of ROLES.filter((r) => r !== body.role))
    await cognito().send(new AdminRemoveUserFromGroupCommand({ UserPoolId: pool, Username: params.username, GroupName: other }));
  await transact([
    auditItem(caller, {
      action: 'update',
      entity: 'user',
      entityId: params.username,
      summary: `Đổi vai trò của ${params.username}: ${before.role ?? 'không có'} → ${body.role}`,
      before: { role: before.role },
      after: { role: body.role },
    }),
  ]);
  return { ...before, role: body.role };
});
