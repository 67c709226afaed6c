import { describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { call, today, tokenOf } from './helpers';
import { seedDemoHistory } from '../../infra/local/demo-history';
import { monthsBack } from '../../infra/local/history';
import { routes } from '../../functions/routes';
import { ROOM_STATUS } from '../../shared/catalog/room-status';
import { eventFor, lambdaContext } from '../support/lambda-events';
import { useOwnTable } from './own-table';
import { DEMO_USERS } from '../../infra/local/demo-users';

// The demo history is written into a table of its own (useOwnTable) by calling the domain handlers in
// this process as the gateway would.
type Handler = (e: APIGatewayProxyEventV2WithJWTAuthorizer, c: Context) => Promise<APIGatewayProxyStructuredResultV2>;
async function invoke(method: 'GET' | 'POST', path: string, o: { body?: unknown; query?: Record<string, string> } = {}) {
  const route = routes.find((r) => r.endpoint.method === method && r.endpoint.path === path)!;
  const { handler } = (await import(`../../functions/${route.domain}/handler.ts`)) as { handler: Handler };
  const r = await handler(eventFor(`${method} ${path}`, { ...o, groups: '[staff]' }), lambdaContext());
  const body = JSON.parse(r.body ?? 'null') as Record<string, unknown>;
  if ((r.statusCode ?? 200) >= 300) throw new Error(`${path} ${r.statusCode}: ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}
const post = (path: string, body: unknown) => invoke('POST', path, { body });

let agents: string[] = [];
// The guards who bring in deposits are Cognito users, the same whatever the table: the demo's own,
// not ones another test file creates and removes meanwhile.
useOwnTable('demo-history-test', async () => {
  const users = await call('GET', '/api/users?role=SECURITY', { token: await tokenOf('ketoan') });
  const guards = new Set(DEMO_USERS.filter((u) => u.role === 'SECURITY').map((u) => u.username));
  agents = (users.body as { user_id: string; username: string }[]).filter((u) => guards.has(u.username)).map((u) => u.user_id);
  expect(agents).toHaveLength(guards.size);
});

describe('the demo history written on the first `npm start`', () => {
  it('plays six months of the business through the API once, into a balanced ledger and a mixed room board', async () => {
    const counts = await seedDemoHistory({ post, agents });
    expect(counts).toBeDefined();
    expect(counts!.deposits).toBeGreaterThan(240);
    expect(counts!.checkIns).toBeGreaterThan(200);
    expect(counts!.checkOuts).toBeGreaterThan(0);
    expect(counts!.refunds).toBeGreaterThan(0);

    const rooms = (await invoke('GET', '/api/rooms')) as unknown as { status: number }[];
    expect(rooms).toHaveLength(240);
    const statuses = new Set(rooms.map((r) => r.status));
    expect(statuses.has(ROOM_STATUS.CHECKED_IN)).toBe(true);
    expect(statuses.size).toBeGreaterThan(1);

    const tb = (await invoke('GET', '/api/journal/tb', { query: { from: monthsBack(today(), 6), to: today() } })) as {
      balanced: boolean;
      totals: { period_debit: number; period_credit: number };
    };
    expect(tb.balanced).toBe(true);
    expect(tb.totals.period_debit).toBeGreaterThan(0);
    expect(tb.totals.period_debit).toBe(tb.totals.period_credit);

    // A second start finds the marker and writes nothing more.
    expect(await seedDemoHistory({ post, agents })).toBeUndefined();
    expect(((await invoke('GET', '/api/rooms')) as unknown as { status: number }[]).map((r) => r.status)).toEqual(rooms.map((r) => r.status));
  }, 180_000); // six months of 240 rooms, ~20 s alone on two cores
});
