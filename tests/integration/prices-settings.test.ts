import { describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { addMonths, vnToday } from '../../shared/dates';
import { routes } from '../../functions/routes';
import { eventFor, lambdaContext } from '../support/lambda-events';
import { useOwnTable } from './own-table';
// The stack's configuration (endpoints, table) for the handlers called in-process.
import './helpers';

// Prices are global settings and this file runs a billing run (the edit lock is global too): it runs
// in a table of its own, calling the domain handlers in-process as the gateway would.
type Handler = (e: APIGatewayProxyEventV2WithJWTAuthorizer, c: Context) => Promise<APIGatewayProxyStructuredResultV2>;
interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read answers freely
}
type Method = 'GET' | 'POST' | 'DELETE';
async function invoke(
  method: Method,
  path: string,
  o: { body?: unknown; query?: Record<string, string>; params?: Record<string, string>; groups?: string; key?: string } = {},
): Promise<Answer> {
  const route = routes.find((r) => r.endpoint.method === method && r.endpoint.path === path)!;
  const { handler } = (await import(`../../functions/${route.domain}/handler.ts`)) as { handler: Handler };
  const event = eventFor(`${method} ${path}`, {
    body: o.body,
    query: o.query,
    groups: o.groups ?? '[admin]',
    headers: o.key ? { 'idempotency-key': o.key } : {},
  });
  if (o.params) event.pathParameters = o.params;
  const r = await handler(event, lambdaContext());
  return { status: r.statusCode ?? 200, body: JSON.parse(r.body ?? 'null') };
}
const ok = (r: Answer, status = 200) => {
  expect(r.status, JSON.stringify(r.body).slice(0, 600)).toBe(status);
  return r.body;
};
const PRICES = '/api/settings/prices';
const CEILINGS = '/api/settings/price-ceilings';
const settings = async () => ok(await invoke('GET', PRICES, { groups: '[staff]' }));
const addPrice = (body: object, o: { groups?: string; key?: string } = {}) => invoke('POST', PRICES, { body, ...o });
const perPerson = { mode: 'per_person', amount: 100_000 };

useOwnTable('prices-test');

const thisMonth = vnToday().slice(0, 7);
const m1 = addMonths(thisMonth, -1);
const m2 = addMonths(thisMonth, -2);
const m3 = addMonths(thisMonth, -3);
const next = addMonths(thisMonth, 1);

const readE = async (building: string, month: string, value: number) =>
  ok(
    await invoke('POST', '/api/bills/electric-water-count', { body: { building, month, type: 'E', readings: [{ room_id: '101', value }] }, groups: '[staff]' }),
  );

/** A month's whole reading table: every page of rooms as `rows` (the month's fields, the price among them, from the last page). */
async function readingTable(query: Record<string, string>) {
  const rows: unknown[] = [];
  let cursor: string | undefined;
  for (;;) {
    const {
      items,
      cursor: more,
      ...page
    } = ok(await invoke('GET', '/api/bills/get-two-newest-bills', { query: { ...query, ...(cursor ? { cursor } : {}) }, groups: '[staff]' }));
    rows.push(...items);
    if (!more) return { ...page, rows };
    cursor = more;
  }
}

describe('utility prices as dated settings', () => {
  it('answers the defaults while nothing is stored: 2,618 đ/kWh under a ceiling of 2,618, water per person', async () => {
    expect(await settings()).toEqual({
      prices: [{ from: '2019-01-01', electricity_per_kwh: 2_618, water: { mode: 'per_person', amount: 100_000 } }],
      ceilings: [{ from: '2019-01-01', per_kwh: 2_618 }],
      version: 0,
    });
  });

  it('lets staff read but only an admin write; a guard may not even read', async () => {
    expect((await invoke('GET', PRICES, { groups: '[SECURITY]' })).status).toBe(403);
    const refused = await addPrice({ from: `${m1}-01`, electricity_per_kwh: 2_000, water: perPerson, version: 0 }, { groups: '[staff]' });
    expect(refused.status).toBe(403);
    expect((await invoke('POST', CEILINGS, { body: { from: `${next}-01`, per_kwh: 3_000, version: 0 }, groups: '[staff]' })).status).toBe(403);
    expect((await settings()).version).toBe(0);
  });

  it('refuses junk with the field: unknown keys, a float price, a date too far ahead', async () => {
    const junk = await addPrice({ from: `${m1}-01`, electricity_per_kwh: 2_000.5, water: perPerson, version: 0, extra: 1 });
    expect(junk.status).toBe(400);
    expect(junk.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['electricity_per_kwh', 'extra']);
    const far = await addPrice({ from: `${addMonths(thisMonth, 14)}-01`, electricity_per_kwh: 2_000, water: perPerson, version: 0 });
    expect(far.status).toBe(400);
    expect(far.body.field).toBe('from');
  });

  it('prices the readings of the month from the new price on, while the month before keeps the old one', async () => {
    await readE('GB', m3, 1_000);
    await readE('GB', m2, 1_100); // 100 kWh at the old price
    const added = ok(
      await addPrice(
        { from: `${m1}-01`, building: 'GB', electricity_per_kwh: 2_000, water: { mode: 'per_m3', amount: 15_000 }, version: 0 },
        { key: 'price-gb-1' },
      ),
      201,
    );
    expect(added.version).toBe(1);
    expect(added.prices).toContainEqual({ from: `${m1}-01`, building: 'GB', electricity_per_kwh: 2_000, water: { mode: 'per_m3', amount: 15_000 } });
    // A retry of the same submission replays the answer and writes nothing more.
    const replay = await addPrice(
      { from: `${m1}-01`, building: 'GB', electricity_per_kwh: 2_000, water: { mode: 'per_m3', amount: 15_000 }, version: 0 },
      { key: 'price-gb-1' },
    );
    expect(replay).toEqual({ status: 201, body: added });
    expect((await settings()).version).toBe(1);

    const saved = await readE('GB', m1, 1_150); // 50 kWh at the new price
    expect(saved.price).toEqual({ mode: 'per_kwh', unit_price: 2_000 });
    expect(saved.rows.find((r: { room_id: string }) => r.room_id === '101')).toMatchObject({ usage: 50, amount: 100_000 });
    const before = await readingTable({ building: 'GB', month: m2, type: 'E' });
    expect(before.price.unit_price).toBe(2_618);
    expect(before.rows.find((r: { room_id: string }) => r.room_id === '101')).toMatchObject({ usage: 100, amount: 261_800 });
    // Another building keeps the price for every building; GB's water is now per m³.
    const other = await readingTable({ building: 'BN', month: m1, type: 'E' });
    expect(other.price.unit_price).toBe(2_618);
    const water = await readingTable({ building: 'GB', month: m1, type: 'W' });
    expect(water.price).toEqual({ mode: 'per_m3', unit_price: 15_000 });
  });

  it('refuses a stale version (409) and a second entry of the same date and scope (never edited in place)', async () => {
    const stale = await addPrice({ from: `${thisMonth}-01`, electricity_per_kwh: 2_500, water: perPerson, version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale', field: 'version' });
    const twice = await addPrice({ from: `${m1}-01`, building: 'GB', electricity_per_kwh: 1_900, water: perPerson, version: 1 });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'duplicate', field: 'from' });
  });

  it('never lets electricity exceed the legal ceiling: a price above it (400 on the field), a lower ceiling while a price is above it (409 naming it)', async () => {
    const above = await addPrice({ from: `${thisMonth}-01`, building: 'BN', electricity_per_kwh: 2_700, water: perPerson, version: 1 });
    expect(above.status).toBe(400);
    expect(above.body.field).toBe('electricity_per_kwh');
    expect(above.body.message).toBe('Giá điện 2.700 đ/kWh vượt giá trần bán lẻ 2.618 đ/kWh áp dụng từ ngày 01/01/2019');

    const lower = await invoke('POST', CEILINGS, { body: { from: `${next}-01`, per_kwh: 2_500, version: 1 } });
    expect(lower.status).toBe(409);
    expect(lower.body.field).toBe('per_kwh');
    expect(lower.body.message).toContain('Giá điện 2.618 đ/kWh của mọi toà');

    // The way through: a price within the new ceiling from its date, then the ceiling.
    ok(await addPrice({ from: `${next}-01`, electricity_per_kwh: 2_500, water: perPerson, version: 1 }), 201);
    const ceiling = ok(await invoke('POST', CEILINGS, { body: { from: `${next}-01`, per_kwh: 2_500, version: 2 } }), 201);
    expect(ceiling.ceilings).toEqual([
      { from: '2019-01-01', per_kwh: 2_618 },
      { from: `${next}-01`, per_kwh: 2_500 },
    ]);
    expect(ceiling.version).toBe(3);

    // Under the new ceiling, the same building's price from a later day is checked against it.
    const later = await addPrice({ from: `${next}-15`, building: 'BN', electricity_per_kwh: 2_600, water: perPerson, version: 3 });
    expect(later.status).toBe(400);
    expect(later.body.message).toContain('2.500 đ/kWh');
  });

  it('deletes a future entry entered by mistake, but not one already applying, nor one whose removal breaks the ceiling', async () => {
    const added = ok(await addPrice({ from: `${next}-20`, building: 'BN', electricity_per_kwh: 2_400, water: perPerson, version: 3 }), 201);
    const gone = ok(
      await invoke('DELETE', '/api/settings/prices/{from}', { params: { from: `${next}-20` }, body: { building: 'BN', version: added.version } }),
    );
    expect(gone.prices.some((p: { from: string }) => p.from === `${next}-20`)).toBe(false);
    expect(gone.version).toBe(5);

    const applying = await invoke('DELETE', '/api/settings/prices/{from}', { params: { from: `${m1}-01` }, body: { building: 'GB', version: 5 } });
    expect(applying.status).toBe(409);
    expect(applying.body).toMatchObject({ code: 'state', field: 'from' });
    const breaks = await invoke('DELETE', '/api/settings/prices/{from}', { params: { from: `${next}-01` }, body: { version: 5 } });
    expect(breaks.status).toBe(409);
    expect(breaks.body.message).toContain('vượt giá trần 2.500 đ/kWh');
    const missing = await invoke('DELETE', '/api/settings/prices/{from}', { params: { from: `${next}-02` }, body: { version: 5 } });
    expect(missing.status).toBe(404);
    expect((await invoke('DELETE', '/api/settings/prices/{from}', { params: { from: `${next}-01` }, body: { version: 5 }, groups: '[staff]' })).status).toBe(
      403,
    );
  });

  it('refuses a price dated in a month already billed (the bills used the old one), not one after it', async () => {
    // A building without readings or tenants bills nothing, but its run closes the month all the same.
    ok(await invoke('POST', '/api/payments', { body: { building: 'TT', month: m2 }, groups: '[staff]' }));
    const locked = await addPrice({ from: `${m2}-15`, building: 'TT', electricity_per_kwh: 2_000, water: perPerson, version: 5 });
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ code: 'period_locked', field: 'from' });
    // The building's own run names it (issue 21: each building locks by its own runs).
    expect(locked.body.message).toBe(
      `Kỳ ${m2.slice(5)}-${m2.slice(0, 4)} của toà TT đã tính tiền theo giá cũ: giá mới của toà TT chỉ áp dụng được từ ngày 01-${m1.slice(5)}-${m1.slice(0, 4)}`,
    );
    const ceiling = await invoke('POST', CEILINGS, { body: { from: `${m3}-01`, per_kwh: 2_618, version: 5 } });
    expect(ceiling.body).toMatchObject({ code: 'period_locked', field: 'from' });
    ok(await addPrice({ from: `${thisMonth}-01`, building: 'TT', electricity_per_kwh: 2_000, water: perPerson, version: 5 }), 201);
  });

  it('logs each change, in words, in the same transaction', async () => {
    const logs = ok(await invoke('GET', '/api/logs', { query: { from: vnToday(), to: vnToday() } }));
    const mine = (logs.items as { log_entity?: string; entity?: string; summary: string }[])
      .filter((l) => (l.log_entity ?? l.entity) === 'price_settings')
      .map((l) => l.summary);
    expect(mine).toHaveLength(6); // GB, every building, the ceiling, BN added, BN deleted, TT; refusals and the replay log nothing
    expect(mine).toContain(`Thêm giá trần bán lẻ điện từ 01/${next.slice(5, 7)}/${next.slice(0, 4)}: 2.500 đ/kWh`);
    expect(mine.some((t) => t.startsWith('Xoá giá điện nước toà BN'))).toBe(true);
  });
});
