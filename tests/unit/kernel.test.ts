import './lambda';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { nextStatus, TRANSITIONS } from '../../functions/kernel/rooms/status-machine';
import { editLockCheck } from '../../functions/kernel/ledger/edit-lock';
import { sumDays } from '../../functions/kernel/model/rollup';
import { postVoucher } from '../../functions/kernel/voucher';
import { reserveSlipNo } from '../../functions/deposits/model/slip-number';
import { decodeCursor, encodeCursor } from '../../functions/platform/db/cursor';
import { answerItems, withScope } from '../../functions/platform/http/idempotency';
import { Conflict, BadRequest } from '../../functions/platform/errors';
import { money, voucherDate, withinMonths } from '../../shared/api/common';
import { addDays, lastDayOf, monthsBetween, monthsSpanned, vnToday } from '../../shared/dates';
import * as z from 'zod';

const ddb = mockClient(DynamoDBDocumentClient);
beforeEach(() => ddb.reset());
const room = { building: 'BN' as const, room_id: '101' };

describe('room status machine', () => {
  it('moves a room only along business rules §2, and names the room and its status otherwise', () => {
    expect(nextStatus(room, 0, 'deposit_created')).toBe(1);
    expect(nextStatus(room, 3, 'deposit_created')).toBe(4);
    expect(nextStatus(room, 4, 'check_out')).toBe(1);
    expect(() => nextStatus(room, 2, 'deposit_created')).toThrow(/Phòng 101 \(BN\) đang ở trạng thái/);
    try {
      nextStatus(room, 2, 'check_in');
    } catch (e) {
      expect(e).toBeInstanceOf(Conflict);
      expect((e as Conflict).field).toBe('room_id');
      expect((e as Conflict).code).toBe('state');
    }
    // Every event leads somewhere from at least one status, and never to itself.
    for (const [event, moves] of Object.entries(TRANSITIONS)) {
      expect(Object.keys(moves).length, event).toBeGreaterThan(0);
      for (const [from, to] of Object.entries(moves)) expect(Number(from), event).not.toBe(to);
    }
  });
});

describe('edit lock in the transaction', () => {
  it('checks the oldest date the voucher touches, and names its field', () => {
    const [check] = editLockCheck({ date: '2026-11-05', rent_from: '2026-10-20', expected: undefined });
    expect(check!.op.ConditionCheck!.ExpressionAttributeValues).toEqual({ ':m': '2026-10' });
    expect(check!.field).toBe('rent_from');
    expect(check!.code).toBe('period_locked');
    expect(editLockCheck({})).toEqual([]);
  });
});

describe('day rollups', () => {
  it('sum the days before a date, or up to it', () => {
    const item = { d_01: 5, c_01: 0, d_15: 7, c_15: 2, d_31: 1, c_31: 1, account: '1111' };
    expect(sumDays(item, '15', false)).toEqual({ debit: 5, credit: 0 });
    expect(sumDays(item, '15', true)).toEqual({ debit: 12, credit: 2 });
    expect(sumDays(item, '31', true)).toEqual({ debit: 13, credit: 3 });
  });
});

describe('page cursors', () => {
  it('come back only as they were handed out', () => {
    const c = encodeCursor({ PK: 'LOG#2026-11', SK: '2026-11-02T00:00:00Z#X' });
    expect(decodeCursor(c, ['PK', 'SK'], (k) => k.PK === 'LOG#2026-11')).toEqual({ PK: 'LOG#2026-11', SK: '2026-11-02T00:00:00Z#X' });
    for (const bad of [
      'not base64!',
      encodeCursor({ PK: 'LOG#2026-11' }),
      encodeCursor({ PK: 'LOG#2026-11', SK: 1 }),
      encodeCursor({ PK: 'LOG#2026-11', SK: 'x', extra: 'y' }),
      encodeCursor({ PK: 'ROOM#BN', SK: 'x' }),
      Buffer.from('[1,2]').toString('base64url'),
      'a'.repeat(3000),
    ])
      expect(() => decodeCursor(bad, ['PK', 'SK'], (k) => k.PK.startsWith('LOG#')), bad.slice(0, 40)).toThrow(BadRequest);
  });
});

describe('input limits', () => {
  it('bound voucher dates to the books and a month ahead, money to 100 tỷ, ranges to their span', () => {
    expect(voucherDate.safeParse('2019-09-30').success).toBe(false);
    expect(voucherDate.safeParse('2019-10-01').success).toBe(true);
    expect(voucherDate.safeParse(addDays(vnToday(), 31)).success).toBe(true);
    expect(voucherDate.safeParse(addDays(vnToday(), 32)).success).toBe(false);
    expect(voucherDate.safeParse('2099-12-31').success).toBe(false);
    expect(money.safeParse(100_000_000_000).success).toBe(true);
    expect(money.safeParse(100_000_000_001).success).toBe(false);
    expect(money.safeParse(2 ** 53 - 1).success).toBe(false);
    const range = z.strictObject({ from: z.string(), to: z.string() }).superRefine(withinMonths(12));
    expect(range.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(true);
    const wide = range.safeParse({ from: '2026-01-01', to: '2027-01-01' });
    expect(wide.success).toBe(false);
    expect(wide.error!.issues[0]!.path).toEqual(['to']);
    expect(wide.error!.issues[0]!.message).toBe('Khoảng thời gian tối đa 12 tháng');
  });

  it('share one date module', () => {
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(monthsBetween('2026-11-30', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsSpanned('2026-01-31', '2026-02-01')).toBe(2);
  });
});

describe('postVoucher', () => {
  const cancelled = (codes: string[]) =>
    new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: codes.map((Code) => ({ Code })) });

  it('takes the slip number inside the transaction and plans again when another voucher took it', async () => {
    ddb
      .on(GetCommand)
      .resolvesOnce({ Item: { last: 6 } })
      .resolves({ Item: { last: 7 } });
    ddb.on(QueryCommand).resolves({ Items: [] }); // no payment log: the books are open
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['None', 'ConditionalCheckFailed', 'None']))
      .resolves({});
    const numbers: string[] = [];
    const answer = await postVoucher(async () => {
      const slip = await reserveSlipNo('BN', '2026-11-05');
      numbers.push(slip.slip_no);
      return {
        caller: { sub: 'u', username: 'u' },
        at: '2026-11-05T01:00:00Z',
        lockDates: { date: '2026-11-05' },
        records: [slip.item],
        audit: { action: 'deposit', entity: 'deposit', entityId: 'x', summary: 's' },
        answer: slip.slip_no,
      };
    });
    expect(numbers).toEqual(['CBN2611-007', 'CBN2611-008']);
    expect(answer).toBe('CBN2611-008');
    const writes = ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
    // The counter moves on condition of the value read: 6 → 7 refused, then 7 → 8.
    const counter = (items: (typeof writes)[number]) => items.find((i) => i.Update)!.Update!;
    expect(counter(writes[0]!).ExpressionAttributeValues).toMatchObject({ ':current': 6, ':next': 7 });
    expect(counter(writes[1]!).ExpressionAttributeValues).toMatchObject({ ':current': 7, ':next': 8 });
    // The edit-lock check goes in with every attempt.
    expect(writes.every((w) => w.some((i) => i.ConditionCheck))).toBe(true);
  });

  it('does not retry any other conflict', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None']));
    let plans = 0;
    await expect(
      postVoucher(async () => {
        plans++;
        return {
          caller: { sub: 'u', username: 'u' },
          at: 'now',
          lockDates: {},
          records: [{ op: { Put: { TableName: 't', Item: {} } }, conflict: 'Phòng đã đổi', field: 'room_id' }],
          audit: { action: 'deposit', entity: 'x', entityId: 'x', summary: 's' },
          answer: 1,
        };
      }),
    ).rejects.toMatchObject({ status: 409, field: 'room_id', message: 'Phòng đã đổi' });
    expect(plans).toBe(1);
  });

  it('stores the answer in the same transaction when the request carries an Idempotency-Key', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(TransactWriteCommand).resolves({});
    const key = { PK: 'IDEMPOTENCY#a', SK: 'abc' };
    await withScope({ key, hash: 'h', status: 201 }, () =>
      postVoucher(async () => ({
        caller: { sub: 'u', username: 'u' },
        at: 'now',
        lockDates: {},
        records: [],
        audit: { action: 'deposit', entity: 'x', entityId: 'x', summary: 's' },
        answer: { id: 'D1' },
      })),
    );
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    const stored = items.find((i) => i.Put?.Item?.entity === 'idempotency')!.Put!;
    expect(stored.Item).toMatchObject({ ...key, hash: 'h', status: 201, answer: JSON.stringify({ id: 'D1' }) });
    expect(stored.ConditionExpression).toBe('attribute_not_exists(PK)');
    // Outside a request with a key there is nothing to store.
    expect(answerItems({ body: 1 })).toEqual([]);
  });
});
