import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { eventFor, lambdaContext } from './lambda';
import { handler as logs } from '../../functions/logs/handler';
import { handler as rooms } from '../../functions/rooms/handler';
import { handler as admin } from '../../functions/admin/handler';
import { logger } from '../../functions/platform/logger';
import { routes } from '../../functions/routes';

const ddb = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const room = { building: 'BN', room_id: '999', floor: 9, rent: 3_000_000, deposit: 3_000_000, max_occupants: 2 };
const parse = (r: { body?: string }) => JSON.parse(r.body ?? 'null');

beforeEach(() => {
  ddb.reset();
  cognito.reset();
  cognito.on(ListUsersCommand).resolves({ Users: [] });
});

/** A room created reads its building's kept statuses first (none yet, no room yet: kernel/model/room-figures.ts). */
const emptyBuilding = () => {
  ddb.on(GetCommand).resolves({});
  ddb.on(QueryCommand).resolves({ Items: [] });
  ddb.on(BatchGetCommand).resolves({ Responses: {} });
};

describe('the http stack', () => {
  it('answers a valid request with JSON', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    const r = await logs(eventFor('GET /api/logs', { query: { from: '2026-11-01', to: '2026-11-21' } }), lambdaContext());
    expect(r.statusCode).toBe(200);
    expect(r.headers?.['content-type']).toMatch(/application\/json/);
    expect(parse(r)).toEqual({ items: [] });
    // Only the months in range are read, one Query per month partition, never a Scan. The Vietnamese
    // 1 November starts at 17:00 UTC on 31 October, which lives in the October partition.
    expect(ddb.commandCalls(QueryCommand).map((c) => c.args[0].input.ExpressionAttributeValues?.[':pk'])).toEqual(['LOG#2026-11', 'LOG#2026-10']);
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input.ExpressionAttributeValues).toMatchObject({
      ':lo': '2026-10-31T17:00:00.000Z',
      ':hi': '2026-11-21T17:00:00.000Z',
    });
  });

  it('refuses unknown query fields with 400 naming them, in Vietnamese', async () => {
    const r = await logs(eventFor('GET /api/logs', { query: { from: '2026-11-01', to: '2026-11-21', sort: 'x' } }), lambdaContext());
    expect(r.statusCode).toBe(400);
    expect(parse(r).errors).toEqual([{ path: 'sort', message: 'Trường không được phép: sort' }]);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('is 401 without authorizer claims, 403 for a non-admin on admin routes', async () => {
    const no = await logs(eventFor('GET /api/logs', { query: { from: '2026-11-01', to: '2026-11-21' }, claims: false }), lambdaContext());
    expect(no.statusCode).toBe(401);
    const staff = await admin(eventFor('GET /api/admin/db-info'), lambdaContext());
    expect(staff.statusCode).toBe(403);
    const guard = await rooms(eventFor('POST /api/rooms', { body: room, groups: '[SECURITY]' }), lambdaContext());
    expect(guard.statusCode).toBe(403);
  });

  it('is 404 for a route the domain does not serve', async () => {
    const r = await logs(eventFor('GET /api/rooms'), lambdaContext());
    expect(r.statusCode).toBe(404);
  });

  it('hides internals of an unexpected failure and logs it with the request id', async () => {
    ddb.on(QueryCommand).rejects(new Error('socket hang up at 10.0.0.7:443 secret-table-arn'));
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const r = await logs(eventFor('GET /api/logs', { query: { from: '2026-11-01', to: '2026-11-21' } }), lambdaContext());
    expect(r.statusCode).toBe(500);
    expect(r.body).not.toMatch(/socket|10\.0\.0\.7|secret/);
    expect(parse(r)).toEqual({ message: 'Lỗi hệ thống, vui lòng thử lại sau', requestId: 'req-unit-1' });
    expect(log).toHaveBeenCalledWith('Unhandled error', expect.objectContaining({ requestId: 'req-unit-1' }));
    log.mockRestore();
  });

  it('writes a record and its activity log in ONE conditional transaction', async () => {
    emptyBuilding();
    ddb.on(TransactWriteCommand).resolves({});
    const r = await rooms(eventFor('POST /api/rooms', { body: room }), lambdaContext());
    expect(r.statusCode).toBe(201);
    const calls = ddb.commandCalls(TransactWriteCommand);
    expect(calls).toHaveLength(1);
    const items = calls[0]!.args[0].input.TransactItems!;
    // The room, its building's kept statuses (the dashboard's read, created here: none yet), its log
    // line, and the kept count of the three record types (admin area, entity-counts.ts).
    const entityOf = (i: (typeof items)[number]) =>
      i.Put?.Item?.entity ?? i.Update?.ExpressionAttributeValues?.[':entity'] ?? i.Update?.ExpressionAttributeValues?.[':e'];
    expect(items.map(entityOf)).toEqual(['room', 'room_figures', 'log', 'entity_count']);
    expect(Object.values(items[3]!.Update!.ExpressionAttributeNames!)).toEqual(expect.arrayContaining(['n_room', 'n_room_figures', 'n_log']));
    expect(Object.values(items[1]!.Update!.ExpressionAttributeNames!)).toContain('r_999');
    expect(items[0]!.Put!.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(items[2]!.Put!.Item).toMatchObject({ action: 'create', actor: { username: 'ketoan' } });
  });

  it("turns a failed condition into 409 with that item's message", async () => {
    emptyBuilding();
    ddb.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );
    const r = await rooms(eventFor('POST /api/rooms', { body: room }), lambdaContext());
    expect(r.statusCode).toBe(409);
    expect(parse(r).message).toBe('Phòng 999 đã có ở toà BN');
  });
});

describe('the route table', () => {
  it('has one operation per route in each domain handler, and unique method+path', async () => {
    const keys = routes.map((r) => `${r.endpoint.method} ${r.endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const domain of new Set(routes.map((r) => r.domain))) {
      // Each domain's handler serves exactly its routes of the table, each with its operation.
      const loaded = import(`../../functions/${domain}/handler.ts`) as Promise<{ handler: { routeKeys: string[] } }>;
      await expect(loaded).resolves.toHaveProperty('handler');
      const served = (await loaded).handler.routeKeys;
      expect([...served].sort()).toEqual(
        routes
          .filter((r) => r.domain === domain)
          .map((r) => `${r.endpoint.method} ${r.endpoint.path}`)
          .sort(),
      );
    }
    expect(routes.every((r) => r.endpoint.path.startsWith('/api/'))).toBe(true);
    // Public: signing in, the bank's notifications and the tenant's bill link (each signed with HMAC instead of a token).
    expect(
      routes
        .filter((r) => r.access === 'public')
        .every((r) => r.endpoint.path.startsWith('/api/auth/') || r.endpoint.path === '/api/bank-webhook' || r.endpoint.path === '/api/t/{token}'),
    ).toBe(true);
  });
});

describe('transactions under contention', () => {
  it('retries a TransactionConflict (nothing was written) and succeeds', async () => {
    const conflict = new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata: {},
      CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
    });
    emptyBuilding();
    ddb.on(TransactWriteCommand).rejectsOnce(conflict).rejectsOnce(conflict).resolves({});
    const r = await rooms(eventFor('POST /api/rooms', { body: room }), lambdaContext());
    expect(r.statusCode).toBe(201);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });
});
