import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  ListUsersCommand,
  ListUsersInGroupCommand,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AdminUser } from '../../../shared/api/admin/users';
import { ROLES, type Role } from '../../../shared/catalog/roles';
import { cognito } from '../cognito';
import { env } from '../env';
import { roleOf } from '../claims';
import { BadRequest, Conflict, NotFound } from '../errors';

interface CognitoUser {
  Username?: string;
  Attributes?: AttributeType[];
  UserAttributes?: AttributeType[];
  Enabled?: boolean;
  UserStatus?: string;
  UserCreateDate?: Date;
}

const attr = (u: CognitoUser, name: string) => (u.Attributes ?? u.UserAttributes)?.find((a) => a.Name === name)?.Value;

export const toAdminUser = (u: CognitoUser, role: Role | null): AdminUser => ({
  username: u.Username ?? '',
  user_id: attr(u, 'sub') ?? u.Username ?? '',
  name: attr(u, 'name') ?? '',
  role,
  enabled: u.Enabled ?? true,
  status: u.UserStatus ?? 'UNKNOWN',
  ...(u.UserCreateDate ? { created_at: new Date(u.UserCreateDate).toISOString() } : {}),
});

/** Cognito's refusals in the staff's words; anything else stays a 500. */
export function cognitoError(error: unknown): never {
  const name = (error as Error).name;
  if (name === 'UsernameExistsException') throw new Conflict('Tên đăng nhập đã tồn tại');
  if (name === 'UserNotFoundException') throw new NotFound('Không tìm thấy tài khoản');
  if (name === 'InvalidPasswordException') throw new BadRequest('Mật khẩu chưa đạt yêu cầu', [{ path: 'password', message: (error as Error).message }]);
  if (name === 'InvalidParameterException') throw new BadRequest('Dữ liệu không hợp lệ', [{ path: 'body', message: (error as Error).message }]);
  throw error;
}

async function allPages<T>(page: (token?: string) => Promise<{ items: T[]; next?: string }>): Promise<T[]> {
  const out: T[] = [];
  let token: string | undefined;
  do {
    const r = await page(token);
    out.push(...r.items);
    token = r.next;
  } while (token);
  return out;
}

/** Everyone with their role: one listing of the pool plus one per role group (not one call per user). */
export async function listUsersWithRoles(): Promise<AdminUser[]> {
  const pool = env.userPoolId();
  const users = await allPages(async (PaginationToken) => {
    const r = await cognito().send(new ListUsersCommand({ UserPoolId: pool, PaginationToken }));
    return { items: r.Users ?? [], next: r.PaginationToken };
  });
  const groupsOf = new Map<string, string[]>();
  for (const role of ROLES) {
    const members = await allPages(async (NextToken) => {
      const r = await cognito().send(new ListUsersInGroupCommand({ UserPoolId: pool, GroupName: role, NextToken }));
      return { items: r.Users ?? [], next: r.NextToken };
    });
    for (const m of members) groupsOf.set(m.Username ?? '', [...(groupsOf.get(m.Username ?? '') ?? []), role]);
  }
  return users.map((u) => toAdminUser(u, roleOf(groupsOf.get(u.Username ?? '') ?? []) ?? null)).sort((a, b) => a.username.localeCompare(b.username));
}

export async function getUserWithRole(username: string): Promise<AdminUser> {
  const pool = env.userPoolId();
  const user = await cognito()
    .send(new AdminGetUserCommand({ UserPoolId: pool, Username: username }))
    .catch(cognitoError);
  const groups = await cognito().send(new AdminListGroupsForUserCommand({ UserPoolId: pool, Username: username }));
  return toAdminUser(user, roleOf((groups.Groups ?? []).map((g) => g.GroupName ?? '')) ?? null);
}

/**
 * Creates a login: the password the admin typed becomes permanent at once (no first-login challenge,
 * which our login does not handle). If a later step fails, the half-made user is removed again.
 */
export async function createUser(u: { username: string; password: string; name: string; role: Role }): Promise<void> {
  const pool = env.userPoolId();
  await cognito()
    .send(
      new AdminCreateUserCommand({
        UserPoolId: pool,
        Username: u.username,
        TemporaryPassword: u.password,
        UserAttributes: [{ Name: 'name', Value: u.name }],
        MessageAction: 'SUPPRESS',
      }),
    )
    .catch(cognitoError);
  try {
    await cognito().send(new AdminSetUserPasswordCommand({ UserPoolId: pool, Username: u.username, Password: u.password, Permanent: true }));
    await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId: pool, Username: u.username, GroupName: u.role }));
  } catch (error) {
    await cognito()
      .send(new AdminDeleteUserCommand({ UserPoolId: pool, Username: u.username }))
      .catch(() => undefined);
    cognitoError(error);
  }
}

export async function setPassword(username: string, password: string): Promise<void> {
  await cognito()
    .send(new AdminSetUserPasswordCommand({ UserPoolId: env.userPoolId(), Username: username, Password: password, Permanent: true }))
    .catch(cognitoError);
}

/** A user holds exactly one of our roles: join the new group, then leave the others. */
export async function setRole(username: string, role: Role): Promise<void> {
  const pool = env.userPoolId();
  await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId: pool, Username: username, GroupName: role }));
  for (const other of ROLES.filter((r) => r !== role))
    await cognito().send(new AdminRemoveUserFromGroupCommand({ UserPoolId: pool, Username: username, GroupName: other }));
}
