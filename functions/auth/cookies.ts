import { env } from '../platform/env';

/**
 * The Cognito refresh token lives only in this cookie: HttpOnly so page scripts never read it,
 * SameSite=Strict and scoped to /api/auth so it is sent to nothing else.
 */
export const REFRESH_COOKIE = 'rt';
const THIRTY_DAYS = 30 * 24 * 3600;

const attributes = (maxAge: number) =>
  ['Path=/api/auth', 'HttpOnly', 'SameSite=Strict', `Max-Age=${maxAge}`, ...(env.cookieSecure() ? ['Secure'] : [])].join('; ');

export const refreshCookie = (token: string) => `${REFRESH_COOKIE}=${encodeURIComponent(token)}; ${attributes(THIRTY_DAYS)}`;
export const clearedRefreshCookie = () => `${REFRESH_COOKIE}=; ${attributes(0)}`;

/** HTTP API payload 2.0 hands cookies over as `name=value` strings. */
export function readCookie(cookies: string[] | undefined, name: string): string | undefined {
  for (const c of cookies ?? []) {
    const i = c.indexOf('=');
    if (i > 0 && c.slice(0, i).trim() === name) return decodeURIComponent(c.slice(i + 1).trim());
  }
  return undefined;
}
