import * as api from '../../shared/api/admin/users';
import { auditItem } from '../platform/audit';
import { operation } from '../platform/http/handler';
import { commit } from '../kernel/commit';
import { setPassword } from '../platform/identity/admin-users';

/** Sets a new permanent password (the user was locked out or left); the log line never holds the password. */
export const setAdminUserPassword = operation(api.setAdminUserPassword, async ({ params, body }, { caller }) => {
  await setPassword(params.username, body.password);
  return commit([auditItem(caller, { action: 'update', entity: 'user', entityId: params.username, summary: `Đặt lại mật khẩu cho ${params.username}` })], {
    message: `Đã đặt lại mật khẩu cho ${params.username}`,
  });
});
