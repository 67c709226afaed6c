import { decodeJwt } from 'jose';
import * as api from '../../shared/api/auth';
import { ownName, passwordSignIn, WRONG_CREDENTIALS } from '../platform/identity/sign-in';
import { roleOf, parseGroups } from '../platform/claims';
import { Forbidden, Unauthorized } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { reply } from '../platform/http/reply';
import { refreshCookie } from './cookies';

export { WRONG_CREDENTIALS };

/** Cognito puts `name` in the ID token; an emulator that does not is asked with the user's own token. */
async function nameOf(id: Record<string, unknown>, accessToken: string): Promise<string> {
  if (typeof id.name === 'string') return id.name;
  return ownName(accessToken);
}

export const login = operation(api.login, async ({ body }) => {
  const tokens = await passwordSignIn(body.username, body.password);
  // A challenge (e.g. a first-login password change) is not a session: we create users with permanent passwords.
  if (!tokens?.AccessToken || !tokens.IdToken) throw new Unauthorized(WRONG_CREDENTIALS);

  // The ID token came straight from Cognito over TLS in this call, so its claims need no re-verification.
  const id = decodeJwt(tokens.IdToken);
  const role = roleOf(parseGroups(id['cognito:groups'] as string[] | undefined));
  if (!role) throw new Forbidden('Tài khoản chưa được gán vai trò, vui lòng liên hệ quản trị');
  const username = String(id['cognito:username'] ?? body.username);
  return reply(
    { token: tokens.AccessToken, role, username, user_id: String(id.sub), name: await nameOf(id, tokens.AccessToken) },
    { cookies: tokens.RefreshToken ? [refreshCookie(tokens.RefreshToken)] : [] },
  );
});
