import * as api from '../../shared/api/admin-users';
import { auditItem } from '../lib/audit';
import { operation } from '../lib/http/handler';
import { commit } from '../core/commit';
import { setPassword } from '../lib/identity/admin-users';

/** Sets a new permanent password (the user was locked out or left); the log line never holds the password. */
export const setAdminUserPassword = operation(api.setAdminUserPassword, async ({ params, body }, { caller }) => {
  await setPassword(params.username, body.password);
  return commit([auditItem(caller, { action: 'update', entity: 'user', entityId: params.username, summary: `Đặt lại mật khẩu cho ${params.username}` })], { message: `Đã đặt lại mật khẩu cho ${params.username}` });
});
