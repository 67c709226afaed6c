import { debtTotals } from '../../shared/ledger/debt-totals';
import { describe, expect, it } from 'vitest';
import { LEGACY_ROOM_NOTE, type DebtSummaryRow } from '../../shared/api/ledger/debts';
import {
  byRoomThenStay,
  debtorOf,
  objectMovements,
  parseReceivableObject,
  sidesOf,
  unpaidAtMonthEnd,
  unpaidOfAccount,
  unpaidOfRoom,
} from '../../functions/kernel/ledger/stay-debts-rules';
import { bothSides, objectBalances } from '../../functions/kernel/ledger/receivable-sides';
import type { Account } from '../../functions/kernel/model/stay-account';
import { addCharge, addPayment, EMPTY_ACCOUNT, type AccountState } from '../../functions/kernel/ledger/stay-account-rules';
import { debtSummaryLines, unpaidRentLines } from '../../functions/jobs/month-end-columns';

const OLD = '01JOLD0000000000000000000A';
const NEW = '01JNEW0000000000000000000B';

const bill = (month: string, total: number, date = `${month}-28`) => ({
  id: `B-${month}`,
  kind: 'bill' as const,
  no: `BT-BN${month.slice(2, 4)}${month.slice(5)}-204`,
  date,
  month,
  total,
});
const pay = (id: string, date: string) => ({ id, no: `PT-${id}`, kind: 'receipt' as const, date });

function account(stay_id: string, state: AccountState, over: Partial<Account> = {}): Account {
  return {
    stay_id,
    building: 'BN',
    room_id: '204',
    contract_no: `HD-${stay_id.slice(3, 6)}`,
    customer_name: 'Khách',
    start_date: '2026-01-05',
    stay_status: 'active',
    state,
    version: 3,
    ...over,
  };
}

/** The departed tenant: Sep and Oct bills, a final bill of 2,392,826 on 17/10 less a deposit of 2,100,000. */
function departed(): Account {
  let s = addCharge(EMPTY_ACCOUNT, bill('2026-09', 1_000_000));
  s = addPayment(s, pay('R1', '2026-10-03'), 1_000_000).state;
  s = addCharge(s, { id: 'CO1', kind: 'final_bill', no: 'HD-BN204-20260105', date: '2026-10-17', month: '2026-10', total: 2_392_826 });
  s = addPayment(s, { id: 'DEP', no: 'HD-BN204-20260105', kind: 'deposit', date: '2026-10-17' }, 2_100_000).state;
  return account(OLD, s, { customer_name: 'Trần Thị Cũ', phone: '0901', leave_date: '2026-10-17', stay_status: 'checked_out' });
}

describe('the debt views’ rows (stay-debts-rules)', () => {
  it('reads stay and room objects, nothing else', () => {
    expect(parseReceivableObject(`stay:BN-204:${OLD}`)).toEqual({ object: `stay:BN-204:${OLD}`, building: 'BN', room_id: '204', stay_id: OLD });
    expect(parseReceivableObject('room:MA-117MA')).toEqual({ object: 'room:MA-117MA', building: 'MA', room_id: '117MA', stay_id: null });
    expect(parseReceivableObject('deposit:X')).toBeUndefined();
  });

  it('shows a departed tenant who owes on their own row: the final bill’s rest, their name, phone, contract and leave date', () => {
    const r = unpaidOfAccount(departed(), '2026-11-20')!;
    expect(r).toMatchObject({
      room_id: '204',
      stay_id: OLD,
      customer_name: 'Trần Thị Cũ',
      phone: '0901',
      contract_no: 'HD-OLD',
      status: 'checked_out',
      leave_date: '2026-10-17',
      unpaid: 292_826,
    });
    expect(r.months).toEqual([
      { id: 'CO1', kind: 'final_bill', month: '2026-10', date: '2026-10-17', bill_no: 'HD-BN204-20260105', total: 2_392_826, owed: 292_826 },
    ]);
    expect(r).toMatchObject({ oldest_month: '2026-10', age_days: 34 });
    // A stay paid up or ahead owes nothing.
    expect(unpaidOfAccount(account(NEW, addPayment(EMPTY_ACCOUNT, pay('R2', '2026-11-01'), 500_000).state), '2026-11-20')).toBeUndefined();
  });

  it('places a past month’s closing on the newest charges dated by then, the tenant as they were then', () => {
    let s = addCharge(EMPTY_ACCOUNT, bill('2026-08', 1_000_000));
    s = addCharge(s, bill('2026-09', 1_200_000));
    s = addCharge(s, bill('2026-10', 1_100_000));
    const a = account(NEW, s, { leave_date: '2026-11-10', stay_status: 'checked_out', customer_name: 'Lê Mới' });
    const ref = parseReceivableObject(`stay:BN-204:${NEW}`)!;
    // 1,500,000 owed at the end of September: all of September and half of August.
    const r = unpaidAtMonthEnd(ref, a, 1_500_000, '2026-09-30', '2026-09-30');
    expect(r.months.map((m) => [m.month, m.owed])).toEqual([
      ['2026-08', 300_000],
      ['2026-09', 1_200_000],
    ]);
    // It left in November: at the end of September it still lived there.
    expect(r).toMatchObject({ status: 'active', oldest_month: '2026-08', age_days: 33, unpaid: 1_500_000 });
    expect(r.leave_date).toBeUndefined();
    expect(debtorOf(ref, a, '2026-11-30')).toMatchObject({ status: 'checked_out', leave_date: '2026-11-10' });
  });

  it('shows a room of old data as a room without a stay, saying so', () => {
    const r = unpaidOfRoom(parseReceivableObject('room:BN-205')!, 200_000);
    expect(r).toEqual({
      room_id: '205',
      stay_id: null,
      object: 'room:BN-205',
      status: null,
      note: LEGACY_ROOM_NOTE,
      unpaid: 200_000,
      months: [],
      oldest_month: null,
      age_days: 0,
      aging: { d0_30: 0, d31_60: 0, d61_90: 0, over_90: 200_000 },
    });
  });

  it('sums each object over its wallets’ items, before and within the month', () => {
    const m = objectMovements(
      [
        { object: `stay:BN-204:${OLD}`, d_2026_09: 1_000_000, c_2026_10: 400_000, d_2026_10: 300_000, d_2026_11: 5 },
        { object: `stay:BN-204:${OLD}`, c_2026_09: 100_000 },
        { object: 'junk' },
      ],
      '2026-10',
    );
    expect([...m.values()].map(({ ref, ...v }) => [ref.object, v])).toEqual([
      [`stay:BN-204:${OLD}`, { opening: 900_000, increase: 300_000, decrease: 400_000, closing: 800_000 }],
    ]);
  });

  it('orders by room, the room of old data first, then the stays by start; each balance on its side and each side summed', () => {
    const rows = [
      { room_id: '204', stay_id: NEW, start_date: '2026-10-20' },
      { room_id: '1001', stay_id: OLD, start_date: '2025-01-01' },
      { room_id: '204', stay_id: OLD, start_date: '2026-01-05' },
      { room_id: '204', stay_id: null },
    ];
    expect([...rows].sort(byRoomThenStay).map((r) => `${r.room_id}:${r.stay_id ?? '-'}`)).toEqual([`204:-`, `204:${OLD}`, `204:${NEW}`, `1001:${OLD}`]);
    expect(sidesOf(292_826, -500_000)).toEqual({ opening_debit: 292_826, opening_credit: 0, closing_debit: 0, closing_credit: 500_000 });
    const row = (opening: number, closing: number) => ({ opening, increase: 0, decrease: 0, closing, ...sidesOf(opening, closing) }) as DebtSummaryRow;
    expect(debtTotals([row(292_826, 292_826), row(-500_000, -100_000), row(0, 50_000)])).toEqual({
      opening: -207_174,
      increase: 0,
      decrease: 0,
      closing: 242_826,
      opening_debit: 292_826,
      opening_credit: 500_000,
      closing_debit: 342_826,
      closing_credit: 100_000,
    });
  });
});

describe('1311 on both sides (receivable-sides)', () => {
  const items = [
    { object: `stay:BN-204:${OLD}`, d_2026_09: 1_000_000, c_2026_10: 1_200_000 },
    { object: `stay:BN-204:${NEW}`, d_2026_10: 700_000 },
    { object: 'room:BN-205', d_2026_08: 300_000 },
    { object: `stay:MA-101:${OLD}`, c_2026_10: 90_000 },
  ];

  it('sums each object’s balance at the start and the end of the range, the boundary months’ lines added, for one building or all', () => {
    const whole = objectBalances(items, { head: [], tail: [] }, '2026-10-01', '2026-10-31', false);
    expect(Object.fromEntries(whole.opening)).toEqual({
      [`stay:BN-204:${OLD}`]: 1_000_000,
      [`stay:BN-204:${NEW}`]: 0,
      'room:BN-205': 300_000,
      [`stay:MA-101:${OLD}`]: 0,
    });
    expect(Object.fromEntries(whole.closing)).toEqual({
      [`stay:BN-204:${OLD}`]: -200_000,
      [`stay:BN-204:${NEW}`]: 700_000,
      'room:BN-205': 300_000,
      [`stay:MA-101:${OLD}`]: -90_000,
    });
    // Mid-month: the month's rollups are left out and its lines up to the day counted instead.
    const mid = objectBalances(
      items,
      { head: [{ object: `stay:BN-204:${OLD}`, debit: 0, credit: 1_200_000 }], tail: [{ object: `stay:BN-204:${NEW}`, debit: 700_000, credit: 0 }] },
      '2026-10-15',
      '2026-10-20',
      true,
      'BN',
    );
    expect(Object.fromEntries(mid.opening)).toEqual({ [`stay:BN-204:${OLD}`]: -200_000, [`stay:BN-204:${NEW}`]: 0, 'room:BN-205': 300_000 });
    expect(Object.fromEntries(mid.closing)).toEqual({ [`stay:BN-204:${OLD}`]: 1_000_000, [`stay:BN-204:${NEW}`]: 700_000, 'room:BN-205': 300_000 });
  });

  it('keeps Dư Nợ − Dư Có equal to the account’s net, a difference on its own side', () => {
    const s = { opening: { debit: 1_300_000, credit: 0 }, closing: { debit: 1_000_000, credit: 290_000 } };
    expect(bothSides(1_300_000, 710_000, s)).toEqual({ opening_debit: 1_300_000, opening_credit: 0, closing_debit: 1_000_000, closing_credit: 290_000 });
    expect(bothSides(1_300_000, 700_000, s)).toEqual({ opening_debit: 1_300_000, opening_credit: 0, closing_debit: 1_000_000, closing_credit: 300_000 });
    expect(bothSides(1_400_000, 710_000, s).opening_debit).toBe(1_400_000);
  });
});

describe('month-end files of the debt reports', () => {
  it('write one line per stay with the tenant, state and open items, and the totals of all buildings last', () => {
    const row = unpaidOfAccount(departed(), '2026-11-20')!;
    const lines = unpaidRentLines([['BN', [row]]]);
    expect(lines[0]).toMatchObject({
      building: 'BN',
      room_id: '204',
      customer_name: 'Trần Thị Cũ',
      contract_no: 'HD-OLD',
      phone: '0901',
      status: 'Đã trả phòng',
      item_count: 1,
      oldest_month: '10/2026',
      unpaid: 292_826,
    });
    expect(lines[0]!.items).toBe('Hoá đơn trả phòng HD-BN204-20260105: 292.826');
    expect(lines.at(-1)).toMatchObject({ room_id: 'Tổng cộng', customer_name: '1 lượt thuê', unpaid: 292_826 });
    const debt = { ...row, opening: 0, increase: 292_826, decrease: 0, closing: 292_826, ...sidesOf(0, 292_826) };
    const ahead = { ...debt, room_id: '103', object: `stay:MA-103:${NEW}`, opening: -500_000, increase: 0, closing: -500_000, ...sidesOf(-500_000, -500_000) };
    // Every page of each building, in the pages' order: each building's rows by room then stay, the totals of all last.
    const summary = debtSummaryLines([
      ['BN', [debt]],
      ['MA', [debt, ahead]],
      ['GB', []],
    ]);
    expect(summary.map((l) => `${l.building}:${l.room_id}`)).toEqual(['BN:204', 'MA:103', 'MA:204', ':Tổng cộng']);
    expect(summary.at(-1)).toMatchObject({
      room_id: 'Tổng cộng',
      customer_name: '3 lượt thuê',
      opening_credit: 500_000,
      increase: 2 * 292_826,
      closing: 2 * 292_826 - 500_000,
      closing_debit: 2 * 292_826,
      closing_credit: 500_000,
    });
  });
});
