import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { eventFor, lambdaContext } from './lambda';
import { handler as deposits } from '../../functions/deposits/handler';
import { keys } from '../../functions/platform/db/keys';

const ddb = mockClient(DynamoDBDocumentClient);

/** The saved event's caller (`sub` of tests/support/events/get-logs.json). */
const ME = '9a1b2c3d-0000-4000-8000-000000000001';
const GUARD = '[SECURITY]';

const slip = (id: string, agent: string, o: Record<string, unknown> = {}) => ({
  ...keys.deposit(id),
  entity: 'deposit',
  id,
  slip_no: `CXA2610-00${id.slice(-1)}`,
  building: 'XA',
  room_id: `10${id.slice(-1)}`,
  customer_name: `Khách ${id.slice(-1)}`,
  phone: '0901234567',
  id_number: '079123456789',
  amount_agreed: 3_000_000,
  amount_paid: 1_000_000,
  wallet: 9,
  agent_user_id: agent,
  agent_name: agent === ME ? 'Bảo' : 'Vệ',
  date: '2026-10-05',
  expected_move_in_date: '2026-10-20',
  status: 'active',
  version: 1,
  created_at: 'x',
  updated_at: 'x',
  created_by: { user_id: 'u', username: 'ketoan' },
  ...o,
});
const MINE = '01JD0000000000000000000001';
const THEIRS = '01JD0000000000000000000002';

const ask = async (routeKey: string, query: Record<string, string>, groups?: string) => {
  const r = await deposits(eventFor(routeKey, { query, ...(groups ? { groups } : {}) }), lambdaContext());
  expect(r.statusCode, r.body).toBe(200);
  return JSON.parse(r.body ?? 'null');
};
const idsOf = (rows: { id: string }[]) => rows.map((d) => d.id);

beforeEach(() => ddb.reset());

describe('a guard reads only their own deposits, without the customer’s phone or ID number', () => {
  beforeEach(() => {
    ddb.on(QueryCommand).resolves({ Items: [slip(MINE, ME), slip(THEIRS, 'another-guard')] });
  });
  const october = { from: '2026-10-01', to: '2026-10-31', building: 'XA' };

  it('search: own rows only, phone and ID number left out; staff see every row whole', async () => {
    const guard = await ask('GET /api/deposits/search', october, GUARD);
    expect(idsOf(guard)).toEqual([MINE]);
    expect(guard[0]).not.toHaveProperty('phone');
    expect(guard[0]).not.toHaveProperty('id_number');
    expect(guard[0]).toMatchObject({ customer_name: 'Khách 1', agent_user_id: ME, amount_paid: 1_000_000 });

    const staff = await ask('GET /api/deposits/search', october);
    expect(idsOf(staff)).toEqual([MINE, THEIRS]);
    expect(staff[0]).toMatchObject({ phone: '0901234567', id_number: '079123456789' });
  });

  it('search text: a guard finds by name or slip number, never by a phone number', async () => {
    expect(idsOf(await ask('GET /api/deposits/search', { ...october, q: 'khach 1' }, GUARD))).toEqual([MINE]);
    expect(idsOf(await ask('GET /api/deposits/search', { ...october, q: 'CXA2610-001' }, GUARD))).toEqual([MINE]);
    expect(await ask('GET /api/deposits/search', { ...october, q: '0901234567' }, GUARD)).toEqual([]);
    expect(idsOf(await ask('GET /api/deposits/search', { ...october, q: '0901234567' }))).toEqual([MINE, THEIRS]);
  });

  it('cancelled deposits: the same rule', async () => {
    ddb.on(QueryCommand).resolves({ Items: [slip(MINE, ME, { status: 'cancelled' }), slip(THEIRS, 'another-guard', { status: 'cancelled' })] });
    const guard = await ask('GET /api/deposits/search/cancelled', october, GUARD);
    expect(idsOf(guard)).toEqual([MINE]);
    expect(guard[0]).not.toHaveProperty('phone');
    expect(idsOf(await ask('GET /api/deposits/search/cancelled', october))).toEqual([MINE, THEIRS]);
  });

  it('deposit status: own deposits holding the room, with the amount held, without phone or ID number', async () => {
    ddb.on(GetCommand).resolves({
      Item: {
        ...keys.room('XA', '101'),
        building: 'XA',
        room_id: '101',
        floor: 1,
        rent: 3_000_000,
        deposit: 3_000_000,
        max_occupants: 2,
        status: 1,
        version: 1,
        updated_at: 'x',
      },
    });
    ddb.on(BatchGetCommand).resolves({ Responses: {} });
    const page = await ask('GET /api/deposits/deposit-status', { building: 'XA', room_id: '101' }, GUARD);
    // One room's deposits come on one page, without a cursor.
    expect(page).not.toHaveProperty('cursor');
    const guard = page.items;
    expect(idsOf(guard)).toEqual([MINE]);
    expect(guard[0]).toMatchObject({ held: 0, agent_user_id: ME });
    expect(guard[0]).not.toHaveProperty('phone');
    expect(guard[0]).not.toHaveProperty('id_number');
    const staff = (await ask('GET /api/deposits/deposit-status', { building: 'XA', room_id: '101' })).items;
    expect(idsOf(staff).sort()).toEqual([MINE, THEIRS]);
    // The ledger is asked only about what is answered.
    const asked = ddb.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems!['unit-table']!.Keys!.map((k) => String(k.SK));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((sk) => sk.includes(MINE))).toBe(true);
  });
});

describe('a guard reads only their own commissions', () => {
  beforeEach(() => {
    const checkedIn = { status: 'checked_in', checked_in_at: '2026-10-20' };
    ddb.on(QueryCommand).callsFake((input: { IndexName?: string; ExpressionAttributeValues?: Record<string, unknown> }) => ({
      Items:
        input.IndexName === 'byBuildingMonth' && input.ExpressionAttributeValues?.[':pk'] === keys.depositBuildingMonth('XA', '2026-10')
          ? [slip(MINE, ME, checkedIn), slip(THEIRS, 'another-guard', checkedIn)]
          : [],
    }));
    // The rooms of the page's rows, by key (their rent).
    ddb.on(BatchGetCommand).resolves({ Responses: {} });
  });
  const rowsOf = (a: { items: { deposit_id: string }[] }) => a.items.map((r) => r.deposit_id);

  it('whatever agent is asked for', async () => {
    expect(rowsOf(await ask('GET /api/commissions', { month: '2026-10', building: 'XA' }, GUARD))).toEqual([MINE]);
    expect(rowsOf(await ask('GET /api/commissions', { month: '2026-10', building: 'XA', agent_user_id: ME }, GUARD))).toEqual([MINE]);
    expect(await ask('GET /api/commissions', { month: '2026-10', building: 'XA', agent_user_id: 'another-guard' }, GUARD)).toEqual({ items: [] });
    expect(rowsOf(await ask('GET /api/commissions', { month: '2026-10', building: 'XA' })).sort()).toEqual([MINE, THEIRS]);
    expect(rowsOf(await ask('GET /api/commissions', { month: '2026-10', building: 'XA', agent_user_id: 'another-guard' }))).toEqual([THEIRS]);
  });
});
