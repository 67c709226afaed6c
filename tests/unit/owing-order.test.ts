import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { owingSortKey, roomOrderKey } from '../../functions/kernel/ledger/owing-order';
import { accountItem } from '../../functions/kernel/model/stay-account';
import { lastPostingDay } from '../../functions/kernel/ledger/owing-now';
import { addDays, lastDayOf, VOUCHER_DAYS_AHEAD } from '../../shared/dates';
import { compareIso, compareNumbered } from '../../shared/text/collate';

/** Bytewise, as DynamoDB compares string sort keys (the keys are ASCII). */
const bytewise = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sign = (n: number) => Math.sign(n);

/** Room ids as the room form takes them (`[0-9A-Za-z-]{1,12}`), weighted toward what buildings use: digits, a letter, leading zeros, a dash. */
const roomId = fc
  .array(fc.constantFrom(...'0123456789', '0', '0', '1', '2', 'A', 'B', 'a', 'b', 'P', 'p', 'Z', '-'), { minLength: 1, maxLength: 12 })
  .map((cs) => cs.join(''));

type Debt = { oldest_date: string; balance: number; room_id: string; start_date: string; stay_id: string };
const debt = fc.record({
  oldest_date: fc.constantFrom('2026-09-30', '2026-10-31', '2026-11-01'),
  balance: fc.constantFrom(1, 500_000, 2_707_174, 3_000_000, 999_999_999_999),
  room_id: roomId,
  start_date: fc.constantFrom('2025-01-01', '2026-05-22'),
  stay_id: fc.constantFrom('01JA', '01JB'),
});

/** The dashboard's order of the oldest debts (rooms/dashboard-rules.ts `oldestOf`, with shared/ledger byRoomThenStay after it). */
const dashboardOrder = (a: Debt, b: Debt) =>
  compareIso(a.oldest_date, b.oldest_date) ||
  b.balance - a.balance ||
  compareNumbered(a.room_id, b.room_id) ||
  compareIso(a.start_date, b.start_date) ||
  compareIso(a.stay_id, b.stay_id);

describe('the owing index’s sort key', () => {
  it('orders room ids bytewise as compareNumbered does (numbers by value, leading zeros ignored, dash before digits before letters, case last)', () => {
    for (const [a, b] of [
      ['2', '10'],
      ['P2', 'P10'],
      ['101', 'A1'],
      ['A-1', 'A1'],
      ['1', '1-'],
      ['1-2', '12'],
      ['a1', 'A1'],
      ['01', '1'],
      ['B01', 'B1'],
    ] as const)
      expect([a, b, sign(bytewise(roomOrderKey(a), roomOrderKey(b)))]).toEqual([a, b, sign(compareNumbered(a, b))]);
    fc.assert(
      fc.property(roomId, roomId, (a, b) => sign(bytewise(roomOrderKey(a), roomOrderKey(b))) === sign(compareNumbered(a, b))),
      { numRuns: 20_000 },
    );
  });

  it('orders debts bytewise as the dashboard lists them: oldest item, larger debt, room, stay', () => {
    fc.assert(
      fc.property(debt, debt, (a, b) => {
        const same = a.room_id === b.room_id && a.start_date === b.start_date && a.stay_id === b.stay_id;
        // Two accounts are never the same stay; with equal keys only when they are.
        return same || sign(bytewise(owingSortKey(a), owingSortKey(b))) === sign(dashboardOrder(a, b)) || dashboardOrder(a, b) === 0;
      }),
      { numRuns: 20_000 },
    );
  });

  it('is on an account only while it owes, under the building’s owing partition', () => {
    const info = { stay_id: '01JA', building: 'BN', room_id: '204', contract_no: 'HD-1', customer_name: 'An', start_date: '2026-05-22', stay_status: 'active' };
    const bill = { id: 'B1', kind: 'bill' as const, no: 'BT-1', date: '2026-10-31', month: '2026-10', total: 3_000_000 };
    const owing = accountItem(info, { charges: [{ ...bill, paid: 1_000_000, paid_by: [] }], credits: [] }, 2, '2026-11-05');
    expect(owing).toMatchObject({ GSI2PK: 'AROWE#BN', GSI2SK: owingSortKey({ ...info, oldest_date: '2026-10-31', balance: 2_000_000 }) });
    const paid = accountItem(info, { charges: [{ ...bill, paid: 3_000_000, paid_by: [] }], credits: [] }, 3, '2026-11-05');
    expect(paid).not.toHaveProperty('GSI2PK');
    const ahead = accountItem(
      info,
      {
        charges: [{ ...bill, paid: 3_000_000, paid_by: [] }],
        credits: [{ id: 'R1', kind: 'receipt', no: 'PT1', date: '2026-11-05', left: 500_000 }],
      },
      4,
      '2026-11-05',
    );
    expect(ahead).not.toHaveProperty('GSI2PK');
    expect(ahead).toMatchObject({ GSI1PK: 'AROPEN#BN' });
  });

  it('reads the kept sides at the last day a voucher may be dated: the end of the month a bill may be run for (dated its last day, past today + 31)', () => {
    expect(lastPostingDay('2026-11-27')).toBe('2026-12-31');
    expect(lastPostingDay('2026-01-31')).toBe('2026-03-31');
    for (let d = '2026-01-01'; d < '2027-01-01'; d = addDays(d, 1)) {
      const latestVoucher = addDays(d, VOUCHER_DAYS_AHEAD);
      expect(lastPostingDay(d)).toBe(lastDayOf(latestVoucher.slice(0, 7)));
      expect(lastPostingDay(d) >= latestVoucher).toBe(true);
    }
  });
});
