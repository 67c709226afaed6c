import { describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import './helpers';
import { routes } from '../../functions/routes';
import { eventFor, lambdaContext } from '../support/lambda-events';
import { useOwnTable } from './own-table';
import { queryAll } from '../../functions/platform/db/query';
import { keys } from '../../functions/platform/db/keys';

// The settings are one global item: a table of its own, so "never set" holds whatever other files do,
// and the handlers are called in-process as the gateway would (access checked by the handler).
type Handler = (e: APIGatewayProxyEventV2WithJWTAuthorizer, c: Context) => Promise<APIGatewayProxyStructuredResultV2>;
interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read answers freely
}
const PATH = '/api/settings/bank-wallets';
async function invoke(method: 'GET' | 'PUT', o: { body?: unknown; groups?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const route = routes.find((r) => r.endpoint.method === method && r.endpoint.path === PATH)!;
  const { handler } = (await import(`../../functions/${route.domain}/handler.ts`)) as { handler: Handler };
  const r = await handler(eventFor(`${method} ${PATH}`, { body: o.body, groups: o.groups ?? '[admin]', headers: o.headers }), lambdaContext());
  return { status: r.statusCode ?? 200, body: JSON.parse(r.body ?? 'null') };
}
const ok = (r: Answer) => {
  expect(r.status, JSON.stringify(r.body).slice(0, 600)).toBe(200);
  return r.body;
};

useOwnTable('bank-settings-test');

const VCB = { wallet: 2, bank_name: 'Vietcombank', bin: '970436', account_no: '0071000123456', holder: 'NGUYEN THI GAM' };
const ACB = { wallet: 4, bank_name: 'ACB', bin: '970416', account_no: '257678859', holder: 'TRAN VAN MINH' };

describe('bank wallet settings', () => {
  it('answers empty wallets and no mapping until an admin sets them', async () => {
    expect(ok(await invoke('GET', { groups: '[staff]' }))).toEqual({ wallets: [], collect: {}, version: 0 });
  });

  it('refuses a staff member and a guard writing, and a guard reading', async () => {
    const body = { wallets: [VCB], collect: { BN: 2 }, version: 0 };
    expect((await invoke('PUT', { body, groups: '[staff]' })).status).toBe(403);
    expect((await invoke('PUT', { body, groups: '[SECURITY]' })).status).toBe(403);
    expect((await invoke('GET', { groups: '[SECURITY]' })).status).toBe(403);
    expect(ok(await invoke('GET', { groups: '[staff]' })).version).toBe(0);
  });

  it('refuses a bad BIN, a cash wallet, a mapping to an unset wallet and unknown fields, on their fields', async () => {
    const bad = await invoke('PUT', { body: { wallets: [{ ...VCB, bin: '97043' }], collect: {}, version: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toContain('wallets.0.bin');
    expect(bad.body.field).toBe('wallets');
    expect(JSON.stringify(bad.body)).toContain('6 chữ số');
    const cash = await invoke('PUT', { body: { wallets: [{ ...VCB, wallet: 6 }], collect: {}, version: 0 } });
    expect(cash.status).toBe(400);
    expect(cash.body.errors.map((e: { path: string }) => e.path)).toContain('wallets.0.wallet');
    const unmapped = await invoke('PUT', { body: { wallets: [VCB], collect: { GB: 3 }, version: 0 } });
    expect(unmapped.status).toBe(400);
    expect(unmapped.body.errors.map((e: { path: string }) => e.path)).toContain('collect.GB');
    const lower = await invoke('PUT', { body: { wallets: [{ ...VCB, holder: 'Nguyễn Thị Gấm' }], collect: {}, version: 0 } });
    expect(lower.status).toBe(400);
    expect((await invoke('PUT', { body: { wallets: [], collect: {}, version: 0, extra: 1 } })).status).toBe(400);
    expect(ok(await invoke('GET')).version).toBe(0);
  });

  it('saves the whole settings for an admin, logs it, and refuses a stale version with 409', async () => {
    const saved = ok(
      await invoke('PUT', { body: { wallets: [ACB, VCB], collect: { BN: 2, GB: 4 }, version: 0 }, headers: { 'idempotency-key': 'bank-settings-1' } }),
    );
    expect(saved).toMatchObject({ wallets: [VCB, ACB], collect: { BN: 2, GB: 4 }, version: 1, updated_by: expect.any(String) });
    // The same request again (a retry) replays the stored answer instead of failing on its own version.
    const replay = await invoke('PUT', {
      body: { wallets: [ACB, VCB], collect: { BN: 2, GB: 4 }, version: 0 },
      headers: { 'idempotency-key': 'bank-settings-1' },
    });
    expect(replay.status).toBe(200);
    expect(replay.body.version).toBe(1);
    expect(ok(await invoke('GET', { groups: '[staff]' }))).toMatchObject({ wallets: [VCB, ACB], collect: { BN: 2, GB: 4 }, version: 1 });
    const month = new Date().toISOString().slice(0, 7);
    const logs = await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.logMonth(month) } });
    const line = logs.filter((l) => l.log_entity === 'bank_settings');
    expect(line).toHaveLength(1);
    expect(line[0]).toMatchObject({ action: 'update', after: { collect: { BN: 2, GB: 4 } } });

    const stale = await invoke('PUT', { body: { wallets: [VCB], collect: { BN: 2 }, version: 0 } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale', field: 'version' });

    const next = ok(await invoke('PUT', { body: { wallets: [VCB], collect: { BN: 2 }, version: 1 } }));
    expect(next).toMatchObject({ wallets: [VCB], collect: { BN: 2 }, version: 2 });
    expect(ok(await invoke('GET')).collect).toEqual({ BN: 2 });
  });

  it('lets one of two saves from the same version win', async () => {
    const [a, b] = await Promise.all([
      invoke('PUT', { body: { wallets: [VCB], collect: { BN: 2 }, version: 2 } }),
      invoke('PUT', { body: { wallets: [ACB], collect: { TT: 4 }, version: 2 } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(ok(await invoke('GET')).version).toBe(3);
  });
});
