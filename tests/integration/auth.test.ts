import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { decodeJwt, importJWK, SignJWT } from 'jose';
import { call, PASSWORD, today, tokenOf } from './helpers';

const require = createRequire(import.meta.url);
const cognitoLocalKey = require('cognito-local/lib/keys/cognitoLocal.private.json') as { jwk: Record<string, string> };

/** Signs claims with cognito-local's real key: a token whose only fault is what the test puts in it. */
async function signed(claims: Record<string, unknown>, expiresAt: number) {
  const key = await importJWK(cognitoLocalKey.jwk, 'RS256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).setExpirationTime(expiresAt).sign(key);
}

const refreshCookieOf = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith('rt='));

describe('POST /api/auth/login', () => {
  it('signs a demo user in with token, role, name and an HttpOnly refresh cookie', async () => {
    const r = await call('POST', '/api/auth/login', { body: { username: 'ketoan', password: PASSWORD } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ role: 'staff', username: 'ketoan', name: 'Nguyễn Thị Kế Toán' });
    expect(r.body.user_id).toBe(decodeJwt(r.body.token).sub);
    expect(decodeJwt(r.body.token).token_use).toBe('access');
    const cookie = refreshCookieOf(r.headers)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/Secure/);
    expect(JSON.stringify(r.body)).not.toContain(cookie.slice(3, 40));
  });

  it('refuses a wrong password with 401 and the spec text', async () => {
    const r = await call('POST', '/api/auth/login', { body: { username: 'ketoan', password: 'sai-mat-khau' } });
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('Vui lòng kiểm tra lại tên đăng nhập hoặc mật khẩu');
    expect(refreshCookieOf(r.headers)).toBeUndefined();
  });

  it('refuses an unknown user the same way (no user enumeration)', async () => {
    const r = await call('POST', '/api/auth/login', { body: { username: 'khong-co', password: PASSWORD } });
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('Vui lòng kiểm tra lại tên đăng nhập hoặc mật khẩu');
  });

  it('names a missing field with 400 and a Vietnamese message', async () => {
    const r = await call('POST', '/api/auth/login', { body: { username: 'ketoan' } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'password', message: 'Vui lòng nhập mật khẩu' }]);
  });

  it('refuses unknown fields and malformed JSON', async () => {
    const extra = await call('POST', '/api/auth/login', { body: { username: 'ketoan', password: PASSWORD, role: 'admin' } });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toContainEqual({ path: 'role', message: 'Trường không được phép: role' });
    const broken = await call('POST', '/api/auth/login', { body: '{"username":' });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/JSON/);
  });
});

describe('POST /api/auth/refresh-token', () => {
  it('gives a fresh working token for the refresh cookie', async () => {
    const login = await call('POST', '/api/auth/login', { body: { username: 'admin', password: PASSWORD } });
    const cookie = refreshCookieOf(login.headers)!.split(';')[0]!;
    const r = await call('POST', '/api/auth/refresh-token', { body: { token: login.body.token }, headers: { cookie } });
    expect(r.status).toBe(200);
    expect(r.body.token).toEqual(expect.any(String));
    expect(decodeJwt(r.body.token).sub).toBe(login.body.user_id);
    expect((await call('GET', '/api/users?role=SECURITY', { token: r.body.token })).status).toBe(200);
  });

  it('refuses without the cookie, or with a token that is not genuine', async () => {
    const token = await tokenOf('admin');
    expect((await call('POST', '/api/auth/refresh-token', { body: { token } })).status).toBe(401);
    const login = await call('POST', '/api/auth/login', { body: { username: 'admin', password: PASSWORD } });
    const cookie = refreshCookieOf(login.headers)!.split(';')[0]!;
    const [h, , s] = token.split('.');
    const forged = [h, Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: 'someone-else' })).toString('base64url'), s].join('.');
    expect((await call('POST', '/api/auth/refresh-token', { body: { token: forged }, headers: { cookie } })).status).toBe(401);
  });

  it('refuses a genuine token of another user than the cookie', async () => {
    const mine = await call('POST', '/api/auth/login', { body: { username: 'admin', password: PASSWORD } });
    const cookie = refreshCookieOf(mine.headers)!.split(';')[0]!;
    const r = await call('POST', '/api/auth/refresh-token', { body: { token: await tokenOf('ketoan') }, headers: { cookie } });
    expect(r.status).toBe(401);
  });

  it('logout clears the cookie', async () => {
    const r = await call('POST', '/api/auth/logout', { body: {} });
    expect(r.status).toBe(200);
    expect(refreshCookieOf(r.headers)).toMatch(/^rt=;.*Max-Age=0/);
  });
});

describe('the JWT authorizer (local gateway, as in AWS)', () => {
  const logs = `/api/logs?from=${today()}&to=${today()}`;

  it('lets a valid access token through', async () => {
    expect((await call('GET', logs, { token: await tokenOf('ketoan') })).status).toBe(200);
  });

  it('refuses no token, an expired one, a tampered one, an ID token and another client', async () => {
    const good = decodeJwt(await tokenOf('ketoan'));
    const now = Math.floor(Date.now() / 1000);
    const expired = await signed({ ...good, exp: undefined, iat: now - 7200 }, now - 60);
    const [h, p, s] = (await tokenOf('ketoan')).split('.');
    const tampered = [h, Buffer.from(JSON.stringify({ ...decodeJwt(`${h}.${p}.${s}`), 'cognito:groups': ['admin'] })).toString('base64url'), s].join('.');
    const idToken = await signed({ ...good, exp: undefined, token_use: 'id' }, now + 600);
    const otherClient = await signed({ ...good, exp: undefined, client_id: 'another-app' }, now + 600);
    const otherIssuer = await signed({ ...good, exp: undefined, iss: 'http://127.0.0.1:1/pool' }, now + 600);
    expect((await call('GET', logs)).status).toBe(401);
    for (const token of [expired, tampered, idToken, otherClient, otherIssuer, 'not-a-jwt'])
      expect((await call('GET', logs, { token })).status, token.slice(0, 20)).toBe(401);
    // Control: the same forging path with nothing wrong is accepted, so the refusals above are real.
    const fine = await signed({ ...good, exp: undefined }, now + 600);
    expect((await call('GET', logs, { token: fine })).status).toBe(200);
  });
});

describe('admin routes', () => {
  it('are 403 for staff and guards, 200 for admin', async () => {
    for (const path of ['/api/admin/list-collection', '/api/admin/db-info']) {
      expect((await call('GET', path, { token: await tokenOf('ketoan') })).status).toBe(403);
      expect((await call('GET', path, { token: await tokenOf('baove1') })).status).toBe(403);
      expect((await call('GET', path, { token: await tokenOf('admin') })).status).toBe(200);
    }
    const clear = await call('POST', '/api/admin/clear-database', { token: await tokenOf('ketoan'), body: { confirm: 'x' } });
    expect(clear.status).toBe(403);
  });
});

describe('GET /api/users', () => {
  it('lists the room-showing agents with their Vietnamese names', async () => {
    const r = await call('GET', '/api/users?role=SECURITY', { token: await tokenOf('ketoan') });
    expect(r.status).toBe(200);
    // Other tests may add guards through the admin area: the demo agents must be there, each once.
    const names = r.body.map((u: { username: string }) => u.username);
    expect(names.filter((n: string) => /^baove\d$/.test(n)).sort()).toEqual(['baove1', 'baove2', 'baove3']);
    expect(new Set(names).size).toBe(names.length);
    expect(r.body[0]).toEqual({ user_id: expect.any(String), username: expect.any(String), name: expect.any(String) });
  });

  it('refuses an unknown role', async () => {
    const r = await call('GET', '/api/users?role=boss', { token: await tokenOf('ketoan') });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].path).toBe('role');
  });
});
