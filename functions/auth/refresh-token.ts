import * as api from '../../shared/api/auth';
import { refreshSignIn } from '../platform/identity/sign-in';
import { Unauthorized } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { verifyAccessToken } from '../platform/jwt';
import { readCookie, REFRESH_COOKIE } from './cookies';

/** A token may be refreshed up to the refresh cookie's lifetime after it expired. */
const GRACE_SECONDS = 30 * 24 * 3600;

export const refreshToken = operation(api.refreshToken, async ({ body }, { event }) => {
  const refresh = readCookie(event.cookies, REFRESH_COOKIE);
  if (!refresh) throw new Unauthorized('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại');
  // The page's (possibly expired) token must be genuine and belong to the same user as the cookie.
  const old = await verifyAccessToken(body.token, { expiredFor: GRACE_SECONDS });
  const result = await refreshSignIn(refresh);
  const token = result?.AccessToken;
  if (!token) throw new Unauthorized();
  const fresh = await verifyAccessToken(token);
  if (fresh.sub !== old.sub) throw new Unauthorized('Token và phiên đăng nhập không khớp');
  return { token };
});
