import { AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import * as api from '../../shared/api/admin-users';
import { auditItem } from '../lib/audit';
import { cognito } from '../lib/cognito';
import { transact } from '../lib/db/transact';
import { env } from '../lib/env';
import { operation } from '../lib/http/handler';
import { cognitoError } from './users-cognito';

/** Sets a new permanent password (the user was locked out or left); the log line never holds the password. */
export const setAdminUserPassword = operation(api.setAdminUserPassword, async ({ params, body }, { caller }) => {
  await cognito()
    .send(new AdminSetUserPasswordCommand({ UserPoolId: env.userPoolId(), Username: params.username, Password: body.password, Permanent: true }))
    .catch(cognitoError);
  await transact([auditItem(caller, { action: 'update', entity: 'user', entityId: params.username, summary: `Đặt lại mật khẩu cho ${params.username}` })]);
  return { message: `Đã đặt lại mật khẩu cho ${params.username}` };
});
