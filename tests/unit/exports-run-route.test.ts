import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_REPORTS } from '../../shared/exports/catalogue';
import { HttpError } from '../../functions/platform/errors';
import type { OperationContext } from '../../functions/platform/http/handler';
import { eventFor, lambdaContext } from '../support/lambda-events';

type Answer = { statusCode: number; body: string };
const seen: { event: APIGatewayProxyEventV2WithJWTAuthorizer; context: Context }[] = [];
let answer: (event: APIGatewayProxyEventV2WithJWTAuthorizer) => Answer;

// The domain handlers are the real ones in the integration test; here one stands in to page and refuse.
vi.mock('../../functions/handler-registry', () => ({
  handlerOf: async () => async (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context) => {
    seen.push({ event, context });
    return answer(event);
  },
}));
const { rowsOf } = await import('../../functions/exports/run-route');

const ctx = (): OperationContext => {
  const event = eventFor('POST /api/exports', { body: { report: 'listLogs' }, headers: { 'idempotency-key': 'k1', 'content-type': 'application/json' } });
  return { caller: { sub: 'u1', username: 'ketoan', role: 'staff', groups: ['staff'] }, requestId: 'req-unit-1', event, lambda: lambdaContext() };
};
const page = (n: number, cursor?: string): Answer => ({
  statusCode: 200,
  body: JSON.stringify({ items: Array.from({ length: n }, (_, i) => ({ id: `${cursor ?? 'last'}-${i}` })), ...(cursor ? { cursor } : {}) }),
});
const query = { from: '2026-11-01', to: '2026-11-22' };

beforeEach(() => {
  seen.length = 0;
});

describe('running the exported route in-process', () => {
  it("follows the route's cursor to the end, a full page at a time, with the caller's claims", async () => {
    answer = (e) => (e.queryStringParameters?.cursor ? page(2) : page(1000, 'c1'));
    const c = ctx();
    const rows = await rowsOf(EXPORT_REPORTS.listLogs, query, c);
    expect(rows).toHaveLength(1002);
    expect(seen.map((s) => s.event.queryStringParameters)).toEqual([
      { ...query, limit: '1000' },
      { ...query, limit: '1000', cursor: 'c1' },
    ]);
    const first = seen[0]!.event;
    expect(first.routeKey).toBe('GET /api/logs');
    expect(first.requestContext.http.method).toBe('GET');
    expect(first.body).toBeUndefined();
    expect(first.requestContext.authorizer).toEqual(c.event.requestContext.authorizer);
    expect(first.headers['idempotency-key']).toBeUndefined();
    // Each run has a context of its own, so the middy stack's per-request state never mixes.
    expect(new Set(seen.map((s) => s.context)).size).toBe(2);
    expect(seen.every((s) => s.context !== c.lambda)).toBe(true);
  });

  it('stops past 50,000 rows with a 400 about the filters', async () => {
    let n = 0;
    answer = () => page(1000, `c${++n}`);
    const error = await rowsOf(EXPORT_REPORTS.listLogs, query, ctx()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, field: 'params', message: expect.stringMatching(/^Danh sách có hơn 50\.000 dòng/) });
    expect(seen).toHaveLength(51);
  });

  it("passes the route's refusal on: a 403 stays a 403, a bad filter is named under params", async () => {
    answer = () => ({ statusCode: 403, body: JSON.stringify({ message: 'Bạn không có quyền thực hiện thao tác này', code: 'forbidden' }) });
    await expect(rowsOf(EXPORT_REPORTS.listAdminUsers, {}, ctx())).rejects.toMatchObject({ status: 403, code: 'forbidden' });

    answer = () => ({
      statusCode: 400,
      body: JSON.stringify({ message: 'Dữ liệu không hợp lệ: from: Sai', code: 'invalid', field: 'from', errors: [{ path: 'from', message: 'Sai' }] }),
    });
    await expect(rowsOf(EXPORT_REPORTS.listLogs, query, ctx())).rejects.toMatchObject({
      status: 400,
      field: 'params',
      errors: [{ path: 'params.from', message: 'Sai' }],
    });

    answer = () => ({ statusCode: 500, body: JSON.stringify({ message: 'x' }) });
    const failure = await rowsOf(EXPORT_REPORTS.listLogs, query, ctx()).catch((e: unknown) => e);
    expect(failure).not.toBeInstanceOf(HttpError);
  });

  it('asks an unpaged list once, with exactly the given filters', async () => {
    answer = () => ({ statusCode: 200, body: '[]' });
    const filters = { building: 'BN', from: '2026-10-01', to: '2026-10-31' };
    expect(await rowsOf(EXPORT_REPORTS.searchCancelledDeposits, filters, ctx())).toEqual([]);
    expect(seen.map((s) => [s.event.routeKey, s.event.queryStringParameters])).toEqual([['GET /api/deposits/search/cancelled', filters]]);
  });
});
