import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import * as api from '../../shared/api/admin-users';
import { auditItem } from '../lib/audit';
import { cognito } from '../lib/cognito';
import { transact } from '../lib/db/transact';
import { env } from '../lib/env';
import { operation } from '../lib/http/handler';
import { cognitoError, getUserWithRole } from './users-cognito';

/**
 * Creates a login: the password the admin typed becomes permanent at once (no first-login challenge,
 * which our login does not handle). If a later step fails, the half-made user is removed again.
 */
export const createAdminUser = operation(api.createAdminUser, async ({ body }, { caller }) => {
  const pool = env.userPoolId();
  await cognito()
    .send(
      new AdminCreateUserCommand({
        UserPoolId: pool,
        Username: body.username,
        TemporaryPassword: body.password,
        UserAttributes: [{ Name: 'name', Value: body.name }],
        MessageAction: 'SUPPRESS',
      }),
    )
    .catch(cognitoError);
  try {
    await cognito().send(new AdminSetUserPasswordCommand({ UserPoolId: pool, Username: body.username, Password: body.password, Permanent: true }));
    await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId: pool, Username: body.username, GroupName: body.role }));
  } catch (error) {
    await cognito()
      .send(new AdminDeleteUserCommand({ UserPoolId: pool, Username: body.username }))
      .catch(() => undefined);
    cognitoError(error);
  }
  await transact([
    auditItem(caller, { action: 'create', entity: 'user', entityId: body.username, summary: `Tạo tài khoản ${body.username} (${body.name}), vai trò ${body.role}` }),
  ]);
  return getUserWithRole(body.username);
});
