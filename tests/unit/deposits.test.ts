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
  it('reads a building in three requests: its rooms, the deposits they point to, their rollups', async () => {
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
    expect(JSON.parse(r.body!).map((d: { id: string; room_id: string; held: number }) => [d.id, d.room_id, d.held])).toEqual([
      ['D1', '101', 2_400_000],
      ['D3', '103', 1_000_000],
    ]);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(1);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(2);
    const rollupKeys = ddb.commandCalls(BatchGetCommand)[1]!.args[0].input.RequestItems!['unit-table']!.Keys;
    expect(rollupKeys).toHaveLength(4);
  });
});
