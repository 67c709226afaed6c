import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { eventFor, lambdaContext } from './lambda';
import { routes } from '../../functions/routes';
import { routeKey, type Route } from '../../functions/route-types';
import { createExport } from '../../shared/api/exports';
import { logout } from '../../shared/api/auth';
import { EXPORT_REPORTS } from '../../shared/exports/catalogue';

const ddb = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
beforeEach(() => {
  ddb.reset();
  cognito.reset();
});

const key = (r: Route) => routeKey(r.endpoint);
const isWrite = (r: Route) => r.endpoint.method !== 'GET';

/**
 * Everything a guard (SECURITY) may read (issue 8 §6): the room board and room information, their own
 * deposits and commissions, the wallet catalogue. Widening it is a decision, so it is written here.
 */
const GUARD_READS = [
  'GET /api/rooms',
  'GET /api/room-states/newest',
  'GET /api/room-states/two-newest-each-room',
  'GET /api/deposits/search',
  'GET /api/deposits/search/cancelled',
  'GET /api/deposits/deposit-status',
  'GET /api/commissions',
  'GET /api/wallet-account',
  // Issue 24: a guard's answer is cut to what a room agent needs: the room and its status only (no
  // tenants, phones or money), and the header search finds rooms only (tests/integration/room-file,
  // search).
  'GET /api/rooms/{building}/{room_id}/file',
  'GET /api/search',
];

describe('the route table: who may call what', () => {
  it('copies each endpoint’s access, and only login, refresh, logout, the bank’s signed webhook and the tenant’s signed bill are public', () => {
    for (const r of routes) expect(r.access, key(r)).toBe(r.endpoint.access);
    const publicKeys = routes.filter((r) => r.access === 'public').map(key);
    expect(
      publicKeys.every((k) => k.startsWith('POST /api/auth/') || k === 'POST /api/bank-webhook' || k === 'GET /api/t/{token}'),
      publicKeys.join(),
    ).toBe(true);
    expect(routes.filter((r) => r.endpoint.path.startsWith('/api/auth/')).every((r) => r.access === 'public')).toBe(true);
    expect(routes.filter((r) => r.endpoint.path.startsWith('/api/admin/')).every((r) => r.access === 'admin')).toBe(true);
  });

  it('keeps every write to staff or admin; the export only runs GET lists with the caller’s own rights', () => {
    const open = routes.filter((r) => isWrite(r) && r.access !== 'staff' && r.access !== 'admin');
    // The bank webhook is public but authenticated by its HMAC signature (tests/integration/bank.test.ts).
    expect(open.map(key).sort()).toEqual([
      'POST /api/auth/login',
      'POST /api/auth/logout',
      'POST /api/auth/refresh-token',
      'POST /api/bank-webhook',
      'POST /api/exports',
    ]);
    expect(routes.find((r) => r.endpoint === createExport)?.access).toBe('user');
    // The export writes nothing of the business: each report it renders is a GET route of this table,
    // run through that route's own access check (tests/unit/exports-run-route.test.ts).
    for (const [id, report] of Object.entries(EXPORT_REPORTS)) {
      const route = routes.find((r) => r.endpoint === report.endpoint);
      expect(route?.endpoint.method, id).toBe('GET');
    }
  });

  it('lets a guard read the room board, rooms (their page and the search), their deposits and commissions, and nothing else', () => {
    const guardReads = routes.filter((r) => !isWrite(r) && r.access === 'user').map(key);
    expect(guardReads.sort()).toEqual([...GUARD_READS].sort());
    // The rest of what a signed-in user reads is the back office's (the tenant's signed bill is public: above).
    for (const r of routes.filter((x) => !isWrite(x) && !GUARD_READS.includes(key(x)) && key(x) !== 'GET /api/t/{token}'))
      expect(['staff', 'admin'], key(r)).toContain(r.access);
  });

  it('refuses an empty body on every write but logout, so the access matrix’s `{}` calls change nothing', () => {
    for (const r of routes.filter(isWrite)) {
      if (r.endpoint === logout) continue;
      expect(r.endpoint.body?.safeParse({}).success, key(r)).toBe(false);
    }
  });
});

describe('each domain handler checks access before reading input or data', () => {
  const call = async (r: Route, o: { groups?: string; claims?: false }) => {
    const { handler } = (await import(`../../functions/${r.domain}/handler.ts`)) as {
      handler: (e: ReturnType<typeof eventFor>, c: ReturnType<typeof lambdaContext>) => Promise<{ statusCode?: number }>;
    };
    // Nonsense input: a refusal must come before validation.
    const event = eventFor(key(r), { ...o, query: { colour: 'red' }, ...(isWrite(r) ? { body: { colour: 'red' } } : {}) });
    if (r.endpoint.params) event.pathParameters = { username: 'x' };
    return (await handler(event, lambdaContext())).statusCode;
  };

  it('is 401 without claims on every route but the public ones', async () => {
    for (const r of routes.filter((x) => x.access !== 'public')) expect(await call(r, { claims: false }), key(r)).toBe(401);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('is 403 for a guard on staff and admin routes and for staff on admin routes, without touching the table', async () => {
    for (const r of routes.filter((x) => x.access === 'staff' || x.access === 'admin')) expect(await call(r, { groups: '[SECURITY]' }), key(r)).toBe(403);
    for (const r of routes.filter((x) => x.access === 'admin')) expect(await call(r, { groups: '[staff]' }), key(r)).toBe(403);
    expect(ddb.calls()).toHaveLength(0);
    expect(cognito.calls()).toHaveLength(0);
  });

  it('lets a guard through to validation on the reads a guard may make', async () => {
    for (const r of routes.filter((x) => x.access === 'user' && !isWrite(x))) expect(await call(r, { groups: '[SECURITY]' }), key(r)).toBe(400);
  });
});
