import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes';
import { routeKey, type Route } from '../../functions/route-types';
import { call, today, tokenOf } from './helpers';

/**
 * Every route of THE route table gets bad input: junk JSON and wrong-typed fields in bodies, broken
 * and far-out values in queries, tampered page cursors, text that is not JSON. Whatever comes in, the
 * answer is never a 5xx, a write never succeeds on junk, and nothing at all is written: the fuzzing
 * users' activity log (every write logs in its own transaction) stays empty.
 */
const PASSWORD = 'Fuzz@2025x';
const RUNS = 12;
const stamp = Date.now().toString(36);
const users = { staff: `fuzz-staff-${stamp}`, admin: `fuzz-admin-${stamp}` };
const tokens: Record<'staff' | 'admin', string> = { staff: '', admin: '' };

beforeAll(async () => {
  const admin = await tokenOf('admin');
  for (const role of ['staff', 'admin'] as const) {
    const created = await call('POST', '/api/admin/users', { token: admin, body: { username: users[role], name: `Thử ${role}`, role, password: PASSWORD } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const login = await call('POST', '/api/auth/login', { body: { username: users[role], password: PASSWORD } });
    tokens[role] = login.body.token;
  }
});

const shapeOf = (schema: unknown): Record<string, unknown> => {
  const s = schema as { shape?: Record<string, unknown>; def?: { in?: unknown; innerType?: unknown; schema?: unknown } } | undefined;
  if (!s) return {};
  if (s.shape) return s.shape;
  return shapeOf(s.def?.in ?? s.def?.innerType ?? s.def?.schema);
};

/** Values that break things: wrong types, huge numbers and strings, odd dates, injection-looking text. */
const nasty = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    null,
    true,
    -1,
    0,
    1.5,
    2 ** 53,
    -(2 ** 53) - 1,
    1e308,
    '',
    ' ',
    'abc',
    '2099-12-31',
    '1900-01-01',
    '2026-02-30',
    '2026-13-01',
    '9'.repeat(400),
    'x'.repeat(20_000),
    '<script>',
    "'; DROP TABLE --",
    '=1+1',
    '\u0000',
    '𝓧',
    'BN',
    'ROOM#',
    '{"PK":"x"}',
    [],
    {},
    [[[]]],
    { __proto__: { a: 1 } },
    { constructor: 'x' },
  ),
);
const badBody = (route: Route) => {
  const keys = Object.keys(shapeOf(route.endpoint.body));
  return fc.oneof(
    nasty,
    keys.length ? fc.dictionary(fc.constantFrom(...keys), nasty, { maxKeys: keys.length }) : fc.dictionary(fc.string(), nasty),
    keys.length ? fc.record(Object.fromEntries(keys.map((k) => [k, nasty]))) : fc.constant({ unknown_field: 1 }),
  );
};

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const cursors = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.base64String({ maxLength: 80 }),
  fc.constantFrom(
    b64({ PK: 'LOG#2099-01', SK: 'x' }),
    b64({ PK: 'JNL#2026-11', SK: '2026-11-01#x#01', extra: 1 }),
    b64({ PK: 'ROOM#BN', SK: 'ROOM#101' }),
    b64({ GSI1PK: 'JNL#BN#2026-11', GSI1SK: 'x', PK: 'JNL#2026-11', SK: 1 }),
    b64([1, 2]),
    b64('x'),
    b64(null),
    'a'.repeat(5000),
    '%00',
  ),
);
const badQuery = (route: Route) => {
  const keys = Object.keys(shapeOf(route.endpoint.query));
  const text = fc.oneof(
    fc.string({ maxLength: 30 }),
    nasty.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
  );
  return fc.oneof(
    fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), text, { maxKeys: 4 }),
    keys.length ? fc.record(Object.fromEntries(keys.map((k) => [k, k === 'cursor' ? cursors : text])), { requiredKeys: [] }) : fc.constant({ x: '1' }),
    fc.record(
      { from: fc.constantFrom('1900-01-01', '2019-01-01', '2026-11-01'), to: fc.constantFrom('2100-12-31', '2099-01-01', '2026-11-30'), cursor: cursors },
      { requiredKeys: ['from', 'to'] },
    ),
  );
};

const tokenFor = (r: Route) => (r.access === 'admin' ? tokens.admin : r.access === 'public' ? undefined : tokens.staff);
const path = (p: string) => p.replace(/\{[^}]+\}/g, () => encodeURIComponent('khong-ton-tai'));
const isWrite = (r: Route) => r.endpoint.method !== 'GET';
// Logging out needs no input: it may succeed whatever it is sent.
const mayPass = (r: Route) => !isWrite(r) || r.endpoint.path === '/api/auth/logout';

describe('bad input to every route', () => {
  it.each(routes.map((r) => [routeKey(r.endpoint), r] as const))('%s', async (key, route) => {
    const samples = fc.sample(isWrite(route) ? badBody(route) : badQuery(route), { numRuns: RUNS, seed: 4242 });
    for (const sample of samples) {
      const query = isWrite(route) ? '' : `?${new URLSearchParams(sample as Record<string, string>).toString()}`;
      const r = await call(route.endpoint.method, `${path(route.endpoint.path)}${query}`, {
        token: tokenFor(route),
        body: isWrite(route) ? (sample === undefined ? 'null' : JSON.stringify(sample)) : undefined,
      });
      const what = `${key} ${JSON.stringify(sample)?.slice(0, 200)} → ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`;
      expect(r.status, what).toBeLessThan(500);
      if (!mayPass(route)) expect(r.status, what).toBeGreaterThanOrEqual(400);
    }
    if (isWrite(route)) {
      for (const text of ['{', '{"a":', 'null', '[]', '"x"', '\u0000']) {
        const r = await call(route.endpoint.method, path(route.endpoint.path), { token: tokenFor(route), body: text });
        expect(r.status, `${key} body ${JSON.stringify(text)} → ${r.status}`).toBeLessThan(500);
        if (!mayPass(route)) expect(r.status).toBeGreaterThanOrEqual(400);
      }
    }
  });

  it('wrote nothing: the fuzzing users have no activity', async () => {
    const admin = await tokenOf('admin');
    for (const role of ['staff', 'admin'] as const) {
      const logs = await call('GET', `/api/logs?from=${today()}&to=${today()}&actor=${users[role]}`, { token: admin });
      expect(logs.status).toBe(200);
      expect(logs.body.items, role).toEqual([]);
    }
  });
});
