import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { BatchGetCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { eventFor, lambdaContext } from './lambda';
import { commissionOf, formatSlipNo, parseSlipNo } from '../../shared/catalog/deposits';
import { slipProblems } from '../../functions/deposits/model/deposit';
import { closeDepositItem } from '../../functions/deposits/model/deposit';
import type { DepositItem } from '../../functions/deposits/model/deposit';
import { increasedRent } from '../../functions/rooms/increase-room';
import { stateChangeItems } from '../../functions/kernel/rooms/status-machine';
import { handler as deposits } from '../../functions/deposits/handler';
import { keys } from '../../functions/platform/db/keys';

const ddb = mockClient(DynamoDBDocumentClient);
beforeEach(() => ddb.reset());

const good = (o: Partial<DepositItem> = {}): DepositItem =>
  ({
    ...keys.deposit('01JD0000000000000000000000'),
    entity: 'deposit',
    id: '01JD0000000000000000000000',
    slip_no: 'CXA2610-007',
    building: 'XA',
    room_id: '101',
    customer_name: 'Khách',
    phone: '0901234567',
    amount_agreed: 3_000_000,
    amount_paid: 1_000_000,
    wallet: 9,
    agent_user_id: 'u1',
    agent_name: 'Bảo',
    date: '2026-10-05',
    expected_move_in_date: '2026-10-20',
    status: 'active',
    version: 3,
    created_at: 'x',
    updated_at: 'x',
    created_by: { user_id: 'u', username: 'ketoan' },
    ...o,
  }) as DepositItem;

describe('slip numbers', () => {
  it('are C{building}{YYMM}-{NNN}, per building and month', () => {
    expect(formatSlipNo('XA', '2026-10-05', 7)).toBe('CXA2610-007');
    expect(formatSlipNo('MT', '2027-01-31', 1234)).toBe('CMT2701-1234');
    expect(parseSlipNo('CXA2610-007')).toEqual({ building: 'XA', month: '2026-10', seq: 7 });
    for (const bad of ['CXA2613-001', 'CZZ2610-001', 'XA2610-001', 'CXA2610-01', 'CXA2610-000', 'cxa2610-001']) expect(parseSlipNo(bad), bad).toBeUndefined();
  });

  it('flag what breaks the format, and nothing on a good slip', () => {
    expect(slipProblems(good())).toEqual([]);
    expect(slipProblems(good({ slip_no: 'CBN2610-007' }))).toEqual(['Số phiếu không thuộc toà XA']);
    expect(slipProblems(good({ slip_no: 'CXA2609-007' }))).toEqual(['Số phiếu không đúng tháng của ngày cọc']);
    expect(slipProblems(good({ slip_no: '' }))).toEqual(['Thiếu số phiếu']);
    expect(slipProblems(good({ phone: '', amount_paid: 3_500_000, wallet: 1, expected_move_in_date: '2026-10-01' }))).toEqual([
      'Thiếu hoặc sai số điện thoại',
      'Số tiền đã đóng không hợp lệ',
      'Ví tiền không hợp lệ',
      'Ngày dự kiến vào ở không hợp lệ',
    ]);
    expect(slipProblems(good({ amount_agreed: 1.5 as number, date: '2026-02-30' }))).toContain('Ngày cọc không hợp lệ');
  });
});

describe('money rules', () => {
  it('a commission is half a month of rent by default, in whole đồng', () => {
    expect(commissionOf(3_200_000)).toBe(1_600_000);
    expect(commissionOf(3_000_001)).toBe(1_500_001);
  });

  it('a percent rent increase lands on a round 1,000 đ; an amount is added as is', () => {
    expect(increasedRent(3_150_000, { percent: 5 })).toBe(3_308_000);
    expect(increasedRent(2_990_000, { percent: 5 })).toBe(3_140_000);
    expect(increasedRent(3_000_000, { percent: 2.5 })).toBe(3_075_000);
    expect(increasedRent(3_000_000, { amount: 150_500 })).toBe(3_150_500);
  });
});

describe('writes guarded by what was read', () => {
  it('a status change sets extra room attributes in the same update', () => {
    const room = { building: 'XA' as const, room_id: '101', floor: 1, rent: 1, deposit: 1, max_occupants: 1, status: 0, version: 4, updated_at: 'x' };
    const [update] = stateChangeItems({
      room,
      to: 1,
      event: 'deposit_created',
      voucherType: 'deposit',
      voucherId: 'D',
      at: 't',
      extra: { active_deposit_id: 'D' },
    });
    const u = update!.op.Update!;
    expect(u.UpdateExpression).toMatch(/, #x0 = :x0$/);
    expect(u.ExpressionAttributeNames).toMatchObject({ '#x0': 'active_deposit_id' });
    expect(u.ExpressionAttributeValues).toMatchObject({ ':x0': 'D', ':from': 0, ':v': 4 });
    expect(u.ConditionExpression).toBe('#status = :from AND #version = :v');
  });

  it('closing a deposit requires it still active at the version read', () => {
    const item = closeDepositItem(good(), 'cancelled', { date: '2026-10-10', amount: 1_000_000 }, { username: 'ketoan' }, 't');
    const u = item.op.Update!;
    expect(u.ConditionExpression).toBe('#status = :active AND #version = :v');
    expect(u.ExpressionAttributeValues).toMatchObject({ ':active': 'active', ':v': 3, ':to': 'cancelled' });
    expect(u.ExpressionAttributeNames).toMatchObject({ '#record': 'cancelled' });
    expect(item.conflict).toContain('CXA2610-007');
  });
});

describe('GET /api/deposits/deposit-status', () => {
  it('reads a page of a building in three requests: a page of its rooms, the deposits they point to, their rollups', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [
        { room_id: '101', status: 1, active_deposit_id: 'D1' },
        { room_id: '102', status: 0, active_deposit_id: 'D0' },
        { room_id: '103', status: 4, active_deposit_id: 'D3' },
      ],
    });
    ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: { PK: string; SK: string }[] }> }) => {
      const [table, { Keys }] = Object.entries(input.RequestItems)[0]!;
      if (Keys[0]!.PK.startsWith('DEP#'))
        return { Responses: { [table]: Keys.map((k) => good({ ...k, id: k.PK.slice(4), room_id: k.PK === 'DEP#D1' ? '101' : '103' })) } };
      return {
        Responses: {
          [table]: [
            { ...keys.rollupObject('5112', 'deposit:D1', undefined), object: 'deposit:D1', c_2026_10: 2_000_000 },
            { ...keys.rollupObject('5212', 'deposit:D1', undefined), object: 'deposit:D1', c_2026_10: 500_000, d_2026_11: 100_000 },
            { ...keys.rollupObject('5112', 'deposit:D3', undefined), object: 'deposit:D3', c_2026_09: 1_000_000 },
          ],
        },
      };
    });
    const r = await deposits(eventFor('GET /api/deposits/deposit-status', { query: { building: 'XA' } }), lambdaContext());
    expect(r.statusCode).toBe(200);
    const page = JSON.parse(r.body!);
    expect(page.items.map((d: { id: string; room_id: string; held: number }) => [d.id, d.room_id, d.held])).toEqual([
      ['D1', '101', 2_400_000],
      ['D3', '103', 1_000_000],
    ]);
    expect(page).not.toHaveProperty('cursor');
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(1);
    // One bounded page of the rooms (50 unless asked), their keys read for the cursor.
    const rooms = ddb.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(rooms.Limit).toBe(50);
    expect(rooms.ProjectionExpression).toMatch(/^PK, SK, /);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(2);
    const rollupKeys = ddb.commandCalls(BatchGetCommand)[1]!.args[0].input.RequestItems!['unit-table']!.Keys;
    expect(rollupKeys).toHaveLength(4);
  });
});

describe('GET /api/commissions', () => {
  it("reads a page of the deposits' months (GSI1, filtered there) and only the page's rooms, by key", async () => {
    const checkedIn = (id: string, room_id: string) => good({ ...keys.deposit(id), id, room_id, status: 'checked_in', checked_in_at: '2026-10-20' });
    ddb.on(QueryCommand).callsFake((input: { ExpressionAttributeValues?: Record<string, unknown> }) => ({
      Items: input.ExpressionAttributeValues?.[':pk'] === keys.depositBuildingMonth('XA', '2026-09') ? [checkedIn('D1', '101'), checkedIn('D2', '101')] : [],
    }));
    ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: { PK: string; SK: string }[] }> }) => {
      const [table, { Keys }] = Object.entries(input.RequestItems)[0]!;
      return { Responses: { [table]: Keys.map((k) => ({ ...k, building: 'XA', room_id: k.SK.slice(5), rent: 4_000_000, status: 2 })) } };
    });
    const r = await deposits(eventFor('GET /api/commissions', { query: { month: '2026-10', building: 'XA' } }), lambdaContext());
    expect(r.statusCode, r.body).toBe(200);
    const page = JSON.parse(r.body!);
    expect(page.items.map((x: { deposit_id: string; rent: number; amount: number }) => [x.deposit_id, x.rent, x.amount])).toEqual([
      ['D1', 4_000_000, 2_000_000],
      ['D2', 4_000_000, 2_000_000],
    ]);
    expect(page).not.toHaveProperty('cursor');
    // The month and the three before, one GSI1 partition each, in order; no room partition is queried.
    const queries = ddb.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(queries.map((q) => q.ExpressionAttributeValues?.[':pk'])).toEqual(['DEP#XA#2026-07', 'DEP#XA#2026-08', 'DEP#XA#2026-09', 'DEP#XA#2026-10']);
    expect(queries.every((q) => q.IndexName === 'byBuildingMonth' && q.FilterExpression?.includes('begins_with(checked_in_at, :month)'))).toBe(true);
    // One BatchGet of the one room the page is about.
    const asked = ddb.commandCalls(BatchGetCommand).map((c) => c.args[0].input.RequestItems!['unit-table']!.Keys);
    expect(asked).toEqual([[keys.room('XA', '101')]]);
  });
});
