import * as api from '../../shared/api/admin-users';
import { auditItem } from '../lib/audit';
import { transact } from '../lib/db/transact';
import { operation } from '../lib/http/handler';
import { setPassword } from '../lib/identity/admin-users';

/** Sets a new permanent password (the user was locked out or left); the log line never holds the password. */
export const setAdminUserPassword = operation(api.setAdminUserPassword, async ({ params, body }, { caller }) => {
  await setPassword(params.username, body.password);
  await transact([auditItem(caller, { action: 'update', entity: 'user', entityId: params.username, summary: `Đặt lại mật khẩu cho ${params.username}` })]);
  return { message: `Đã đặt lại mật khẩu cho ${params.username}` };
});
