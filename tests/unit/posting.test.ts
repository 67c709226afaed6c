import { describe, expect, it } from 'vitest';
import { buildEntry, reversalOf, type EntryInput } from '../../functions/kernel/ledger/entry';
import { entryItems } from '../../functions/kernel/ledger/posting';
import { BadRequest } from '../../functions/platform/errors';

process.env.TABLE_NAME ??= 'unit-table';

const deposit = (amount: number): EntryInput => ({
  date: '2026-11-21',
  building: 'BN',
  voucher_type: 'deposit',
  voucher_id: 'D1',
  description: 'Nhận cọc phòng 101',
  lines: [
    { wallet: 6, debit: amount },
    { account_key: 'deposit_revenue', credit: amount, object: 'deposit:D1' },
  ],
});

describe('buildEntry', () => {
  it('builds balanced lines with accounting numbers and the wallet', () => {
    const e = buildEntry(deposit(3_000_000), '2026-11-21T03:00:00.000Z');
    expect(e.lines).toMatchObject([
      { line: 1, account: '1111', account_key: 'cash_bn', wallet: 6, debit: 3_000_000, credit: 0 },
      { line: 2, account: '5112', debit: 0, credit: 3_000_000, object: 'deposit:D1' },
    ]);
  });

  it('refuses what a ledger must not hold', () => {
    const bad: EntryInput[] = [
      { ...deposit(1), lines: [{ wallet: 6, debit: 1 }] },
      {
        ...deposit(1),
        lines: [
          { wallet: 6, debit: 2 },
          { account_key: 'deposit_revenue', credit: 1 },
        ],
      },
      {
        ...deposit(1),
        lines: [
          { wallet: 6, debit: 1.5 },
          { account_key: 'deposit_revenue', credit: 1.5 },
        ],
      },
      {
        ...deposit(1),
        lines: [
          { wallet: 6, debit: -1 },
          { account_key: 'deposit_revenue', credit: -1 },
        ],
      },
      {
        ...deposit(1),
        lines: [
          { wallet: 6, debit: 1, credit: 1 },
          { account_key: 'deposit_revenue', credit: 0 },
        ],
      },
      {
        ...deposit(1),
        lines: [
          { account_key: 'cash_bn', debit: 1 },
          { account_key: 'deposit_revenue', credit: 1 },
        ],
      },
      {
        ...deposit(1),
        lines: [
          { wallet: 7, account_key: 'cash_bn', debit: 1 },
          { account_key: 'deposit_revenue', credit: 1 },
        ],
      },
      {
        ...deposit(1),
        lines: [
          { wallet: 99, debit: 1 },
          { account_key: 'deposit_revenue', credit: 1 },
        ],
      },
      {
        ...deposit(1),
        lines: [
          { wallet: 6, debit: 1 },
          { account_key: 'nope', credit: 1 },
        ],
      },
    ];
    for (const input of bad) expect(() => buildEntry(input, 'x'), JSON.stringify(input.lines)).toThrow(BadRequest);
  });

  it('reverses by swapping sides, pointing at the original', () => {
    const e = buildEntry(deposit(500_000), 'x');
    const r = reversalOf(e, '2026-11-22', 'Xoá phiếu cọc', 'y');
    expect(r.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ['1111', 0, 500_000],
      ['5112', 500_000, 0],
    ]);
    expect(r.lines.every((l) => l.reverses === e.entry_id)).toBe(true);
  });
});

describe('entryItems', () => {
  it('creates each line conditionally and touches each rollup item once', () => {
    const e = buildEntry(deposit(1_000), 'x');
    const r = reversalOf(e, '2026-12-01', 'đảo', 'y');
    const items = entryItems(e, r);
    const puts = items.filter((i) => i.op.Put);
    const updates = items.filter((i) => i.op.Update);
    expect(puts).toHaveLength(4);
    expect(puts.every((p) => p.op.Put!.ConditionExpression === 'attribute_not_exists(PK)')).toBe(true);
    const keys = updates.map((u) => JSON.stringify(u.op.Update!.Key));
    expect(new Set(keys).size).toBe(keys.length);
    // 1111#BN, 5112#BN, 5112 deposit:D1 — each with two months (Nov entry, Dec reversal) — and the day
    // rollups of 1111#BN and 5112#BN in November and in December. The cash line is about no one: no
    // object rollup of the wallet, which every voucher of the box would otherwise touch.
    expect(updates).toHaveLength(7);
    expect(updates.filter((u) => (u.op.Update!.Key as { PK: string }).PK === 'ROLLUP#OBJ#1111')).toEqual([]);
    const days = updates.filter((u) => (u.op.Update!.Key as { PK: string }).PK.startsWith('ROLLUP#DAY#'));
    expect(days.map((u) => `${(u.op.Update!.Key as { PK: string }).PK} ${(u.op.Update!.Key as { SK: string }).SK}`).sort()).toEqual([
      'ROLLUP#DAY#2026-11 1111#BN',
      'ROLLUP#DAY#2026-11 5112#BN',
      'ROLLUP#DAY#2026-12 1111#BN',
      'ROLLUP#DAY#2026-12 5112#BN',
    ]);
    const cash = updates.find((u) => (u.op.Update!.Key as { SK: string }).SK === '1111#BN')!.op.Update!;
    expect(Object.values(cash.ExpressionAttributeNames!)).toEqual(expect.arrayContaining(['d_2026_11', 'c_2026_11', 'd_2026_12', 'c_2026_12']));
  });
});
