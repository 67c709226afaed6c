import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes';
import { routeKey, type Access, type Route } from '../../functions/route-types';
import type { Role } from '../../shared/catalog/roles';
import { call, tokenOf } from './helpers';

/**
 * The whole role × route matrix, generated from THE route table (functions/routes.ts): every route,
 * called by admin, staff, a guard and no one, through the local gateway (which plays the JWT
 * authorizer) and the route's own Lambda handler. Inputs are dummies on purpose: the handler checks
 * access before it validates anything (route → auth claims → validation), so a refused caller gets
 * 401/403 whatever they send, and an allowed one gets anything else (mostly 400 for the dummy input).
 */
const CALLERS: readonly { name: string; username?: string; role?: Role }[] = [
  { name: 'admin', username: 'admin', role: 'admin' },
  { name: 'staff', username: 'ketoan', role: 'staff' },
  { name: 'guard', username: 'baove1', role: 'SECURITY' },
  { name: 'no token' },
];

/** What each access of the table lets in (no role: no token). */
const LETS_IN: Record<Access, readonly (Role | undefined)[]> = {
  public: [undefined, 'SECURITY', 'staff', 'admin'],
  user: ['SECURITY', 'staff', 'admin'],
  staff: ['staff', 'admin'],
  admin: ['admin'],
};

const isWrite = (r: Route) => r.endpoint.method !== 'GET';
/** `{username}` and the like get a value that names nobody. */
const dummyPath = (path: string) => path.replace(/\{[^}]+\}/g, 'khong-ai');

const tokens = new Map<string, string>();
beforeAll(async () => {
  for (const c of CALLERS) if (c.username) tokens.set(c.username, await tokenOf(c.username));
});

describe('the access matrix of every route', () => {
  it('covers every access level of the table', () => {
    expect(new Set(routes.map((r) => r.access))).toEqual(new Set(['public', 'user', 'staff', 'admin']));
  });

  it.each(routes.map((r) => [routeKey(r.endpoint), r] as const))('%s', async (key, route) => {
    // An empty body never passes a write's schema (tests/unit/access-table.test.ts checks it for the
    // whole table), so allowed callers stop at 400 and nothing is written; clear-database above all.
    if (isWrite(route) && route.endpoint.body) expect(route.endpoint.body.safeParse({}).success && route.access !== 'public', key).toBe(false);
    for (const c of CALLERS) {
      const r = await call(route.endpoint.method, dummyPath(route.endpoint.path), {
        token: c.username ? tokens.get(c.username) : undefined,
        body: isWrite(route) ? {} : undefined,
      });
      const who = `${key} as ${c.name}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`;
      if (LETS_IN[route.access].includes(c.role)) expect([401, 403], who).not.toContain(r.status);
      else expect(r.status, who).toBe(c.role ? 403 : 401);
    }
  });
});
