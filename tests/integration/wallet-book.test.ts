import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import './helpers';
import { invoke, ok } from './in-process';
import { useOwnTable } from './own-table';
import { checkPages, keyOf, made, partitionOf, recordedRead, refusedCursor } from './paging';
import { postVoucher } from '../../functions/kernel/voucher';
import { buildEntry } from '../../functions/kernel/ledger/entry';
import { getItem } from '../../functions/platform/db/items';
import { keys } from '../../functions/platform/db/keys';
import { updateItem, transact } from '../../functions/platform/db/transact';
import { backfillWalletBook } from '../../functions/jobs/backfill-wallet-book';
import { Conflict } from '../../functions/platform/errors';

// The cash and bank books read the ledger (business rules §7), and a cash box never goes below zero on
// any date (§9). Own table: the books' balances must not see other files' money.
useOwnTable('wallet-book-test');

const CASH = 9; // Tiền mặt XA (1114)
const BANK = 4; // 1123
const caller = { sub: 'test-sub', username: 'ketoan' };

const receiptOther = (date: string, wallet: number, amount: number) =>
  invoke('POST', '/api/receipt-other', { body: { building: 'XA', date, wallet, amount, account: '7111', payer: 'Khách lẻ', note: 'Thu khác' } });

/** A payment out of a wallet straight through the kernel (Dr 8113 / Cr wallet), as any money-out voucher is. */
const pay = (date: string, wallet: number, amount: number) =>
  postVoucher(async () => {
    const at = new Date().toISOString();
    const id = ulid();
    return {
      caller,
      at,
      lockDates: { date },
      records: [],
      entries: [
        buildEntry(
          {
            date,
            building: 'XA',
            voucher_type: 'test_payment',
            voucher_id: id,
            description: 'Chi thử',
            lines: [
              { account_key: 'other', debit: amount },
              { wallet, credit: amount },
            ],
          },
          at,
        ),
      ],
      audit: { action: 'disbursement', entity: 'test_payment', entityId: id, summary: `Chi thử ${amount}` },
      answer: { id },
    };
  });

const book = async (wallet: number, from: string, to: string) => ok(await invoke('GET', '/api/books/wallet', { query: { wallet: String(wallet), from, to } }));

describe('the wallet book (/api/books/wallet)', () => {
  it('answers opening, each line with its counter account and running balance, closing = opening + Σ lines = the trial balance', async () => {
    ok(await receiptOther('2026-09-20', CASH, 700_000), 201);
    ok(await receiptOther('2026-10-02', CASH, 500_000), 201);
    ok(await receiptOther('2026-10-03', BANK, 250_000), 201);
    await pay('2026-10-05', CASH, 200_000);
    ok(await receiptOther('2026-10-05', CASH, 40_000), 201);

    const b = await book(CASH, '2026-10-01', '2026-10-31');
    expect(b).toMatchObject({ wallet: CASH, account: '1114', opening: 700_000, total_debit: 540_000, total_credit: 200_000, closing: 1_040_000 });
    expect(
      b.items.map((l: { date: string; debit: number; credit: number; balance: number; counter_accounts: string[] }) => [
        l.date,
        l.debit,
        l.credit,
        l.balance,
        l.counter_accounts,
      ]),
    ).toEqual([
      ['2026-10-02', 500_000, 0, 1_200_000, ['7111']],
      ['2026-10-05', 0, 200_000, 1_000_000, ['8113']],
      ['2026-10-05', 40_000, 0, 1_040_000, ['7111']],
    ]);
    // Only the wallet's own lines: the bank receipt is in the bank's book.
    expect((await book(BANK, '2026-10-01', '2026-10-31')).items).toHaveLength(1);
    // A range starting mid-month opens with that month's earlier days.
    expect(await book(CASH, '2026-10-04', '2026-10-31')).toMatchObject({ opening: 1_200_000, closing: 1_040_000 });

    const tb = ok(await invoke('GET', '/api/journal/tb', { query: { from: '2026-10-01', to: '2026-10-31' } }));
    const row = tb.rows.find((r: { account: string }) => r.account === '1114');
    expect(row.closing_debit - row.closing_credit).toBe(b.closing);
    expect(row.opening_debit - row.opening_credit).toBe(b.opening);
  });

  it('refuses a bad wallet, an inverted or too long range, and unknown fields', async () => {
    const bad = async (query: Record<string, string>, field: string) => {
      const r = await invoke('GET', '/api/books/wallet', { query });
      expect(r.status).toBe(400);
      expect(r.body.field ?? r.body.errors?.[0]?.path).toContain(field);
    };
    await bad({ wallet: '1', from: '2026-10-01', to: '2026-10-31' }, 'wallet');
    await bad({ wallet: '6', from: '2026-10-31', to: '2026-10-01' }, 'to');
    await bad({ wallet: '6', from: '2026-01-01', to: '2026-10-31' }, 'to');
    await bad({ wallet: '6', from: '2026-10-01', to: '2026-10-31', x: '1' }, 'x');
  });

  it('puts lines written before the book index into it (the one-off migration), once', async () => {
    ok(await receiptOther('2026-08-10', CASH, 90_000), 201);
    const lines = (await book(CASH, '2026-08-01', '2026-08-31')).items;
    expect(lines).toHaveLength(1);
    // Make that line look like one written before the index existed.
    const key = keys.journalLine('2026-08-10', lines[0].entry_id, lines[0].line);
    await transact([updateItem(key, { expression: 'REMOVE GSI2PK, GSI2SK, counter_accounts' })]);
    expect((await book(CASH, '2026-08-01', '2026-08-31')).items).toHaveLength(0);
    expect(await backfillWalletBook()).toBeGreaterThanOrEqual(1);
    const again = (await book(CASH, '2026-08-01', '2026-08-31')).items;
    expect(again.map((l: { counter_accounts: string[]; debit: number }) => [l.debit, l.counter_accounts])).toEqual([[90_000, ['7111']]]);
    expect(await backfillWalletBook()).toBe(0);
    expect(await getItem(keys.meta('MIGRATION#wallet-book-v1'))).toBeTruthy();
  });
});

describe('the wallet book a page at a time (issue 23 §13)', () => {
  const WALLET = 5; // 1124: no other test of this file moves it
  const OTHER = 3; // 1122
  const PATH = '/api/books/wallet';
  const range = (from: string, to: string, wallet = WALLET) => ({ wallet: String(wallet), from, to });
  interface Line {
    date: string;
    debit: number;
    credit: number;
    balance: number;
  }

  it('pages hold every line of the range once, in order, each with the running balance of the whole list', async () => {
    ok(await receiptOther('2026-09-20', WALLET, 700_000), 201);
    ok(await receiptOther('2026-10-02', WALLET, 500_000), 201);
    await pay('2026-10-05', WALLET, 200_000);
    ok(await receiptOther('2026-10-05', WALLET, 40_000), 201);
    ok(await receiptOther('2026-10-05', WALLET, 10_000), 201);
    await pay('2026-10-20', WALLET, 30_000);
    ok(await receiptOther('2026-11-03', WALLET, 80_000), 201);
    await pay('2026-11-03', WALLET, 5_000);
    ok(await receiptOther('2026-11-25', WALLET, 1_000), 201);
    ok(await receiptOther('2026-10-05', OTHER, 9_000), 201);

    // Two whole months, then a range that starts and ends mid-month (its opening holds October's 2nd).
    for (const [from, to, opening, count] of [
      ['2026-10-01', '2026-11-30', 700_000, 8],
      ['2026-10-04', '2026-11-10', 1_200_000, 6],
    ] as const)
      for (const limit of [1, 2]) {
        const { whole, pages } = await checkPages(PATH, range(from, to), limit);
        const lines = whole as Line[];
        expect(lines).toHaveLength(count);
        expect(lines.every((l) => l.date >= from && l.date <= to)).toBe(true);
        let balance = opening;
        for (const l of lines) {
          balance += l.debit - l.credit;
          expect(l.balance, `${from} limit ${limit} line of ${l.date}`).toBe(balance);
        }
        // Every page answers the whole range's figures, from the rollups.
        const totals = { debit: lines.reduce((n, l) => n + l.debit, 0), credit: lines.reduce((n, l) => n + l.credit, 0) };
        for (const p of pages)
          expect(p).toMatchObject({ wallet: WALLET, account: '1124', opening, total_debit: totals.debit, total_credit: totals.credit, closing: balance });
      }
    // A page boundary inside a day of three lines: the second page opens on the 5th after its first line.
    const { pages } = await checkPages(PATH, range('2026-10-01', '2026-11-30'), 2);
    expect(pages[0]!.items.map((l: Line) => l.date)).toEqual(['2026-10-02', '2026-10-05']);
    expect(pages[1]!.items.map((l: Line) => l.date)).toEqual(['2026-10-05', '2026-10-05']);
    expect(pages[1]!.items[0].balance).toBe(
      700_000 + 500_000 + pages[0]!.items[1].debit - pages[0]!.items[1].credit + pages[1]!.items[0].debit - pages[1]!.items[0].credit,
    );
  });

  it('a page reads its lines and the lines of its first day up to the cursor, not the range', async () => {
    const first = ok(await invoke('GET', PATH, { query: { ...range('2026-10-01', '2026-11-30'), limit: '2' } }));
    const { page, calls } = await recordedRead(PATH, { ...range('2026-10-01', '2026-11-30'), limit: '2', cursor: first.cursor });
    expect(page.items).toHaveLength(2);
    const bookCalls = calls.filter((c) => partitionOf(c).startsWith('BOOK#'));
    // The page (2 lines) and the 5th up to the cursor (1 line): never the range's 8 lines.
    expect(bookCalls.reduce((n, c) => n + c.items, 0)).toBe(3);
    expect(calls.every((c) => c.command === 'QueryCommand')).toBe(true);
  });

  it('refuses a cursor of another wallet, outside the range or made up, and a page over 500', async () => {
    ok(await receiptOther('2026-10-06', OTHER, 1_000), 201);
    const q = range('2026-10-01', '2026-11-30');
    const other = ok(await invoke('GET', PATH, { query: { ...range('2026-10-01', '2026-11-30', OTHER), limit: '1' } }));
    const first = ok(await invoke('GET', PATH, { query: { ...q, limit: '1' } }));
    expect(other.cursor && first.cursor).toBeTruthy();
    await refusedCursor(PATH, { ...q, cursor: other.cursor });
    // October's 2nd lies before a range that starts on the 4th.
    await refusedCursor(PATH, { ...range('2026-10-04', '2026-11-10'), cursor: first.cursor });
    const k = keyOf(first.cursor);
    const at = (sk: string, month = '2026-10') => made({ ...k, PK: `JNL#${month}`, SK: sk, GSI2SK: sk });
    await refusedCursor(PATH, { ...q, cursor: at('2026-12-01#X#01', '2026-12') });
    // A key of October's book with a November day, a key not of a line.
    await refusedCursor(PATH, { ...q, cursor: at('2026-11-03#X#01') });
    await refusedCursor(PATH, { ...q, cursor: at('XYZ') });
    await refusedCursor(PATH, { ...q, cursor: made({ PK: 'x' }) });
    await refusedCursor(PATH, { ...q, cursor: 'not a cursor' });
    const big = await invoke('GET', PATH, { query: { ...q, limit: '501' } });
    expect(big.status).toBe(400);
    expect(big.body.field).toBe('limit');
  });
});

describe('the cash floor (a cash box never goes below zero on any date)', () => {
  it('refuses a payment beyond the balance with 409 cash_floor and the balance, writing nothing', async () => {
    const CASH_BN = 6;
    ok(
      await invoke('POST', '/api/receipt-other', {
        body: { building: 'BN', date: '2026-10-10', wallet: CASH_BN, amount: 300_000, account: '7111', payer: 'A', note: 'x' },
      }),
      201,
    );
    const refused = await pay('2026-10-12', CASH_BN, 300_001).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Conflict);
    expect(refused).toMatchObject({ code: 'cash_floor', field: 'amount', balance: 300_000 });
    expect(String((refused as Error).message)).toContain('300.000 đ');
    // Dated before the money came in: refused on its own date, although the box holds enough today.
    await expect(pay('2026-10-09', CASH_BN, 100_000)).rejects.toMatchObject({ code: 'cash_floor', balance: 0 });
    expect((await book(CASH_BN, '2026-10-01', '2026-10-31')).closing).toBe(300_000);
    // Exactly the balance is allowed; a bank wallet may go below zero (an overdraft is the bank's business).
    await pay('2026-10-12', CASH_BN, 300_000);
    await pay('2026-10-12', 2, 50_000);
    expect((await book(CASH_BN, '2026-10-01', '2026-10-31')).closing).toBe(0);
  });

  it('a payment dated earlier may not take a later day below zero', async () => {
    const CASH_TT = 8;
    ok(
      await invoke('POST', '/api/receipt-other', {
        body: { building: 'TT', date: '2026-10-01', wallet: CASH_TT, amount: 500_000, account: '7111', payer: 'A', note: 'x' },
      }),
      201,
    );
    await pay('2026-10-20', CASH_TT, 400_000);
    // On the 5th the box holds 500,000, but taking 200,000 then leaves −100,000 on the 20th.
    await expect(pay('2026-10-05', CASH_TT, 200_000)).rejects.toMatchObject({ code: 'cash_floor', balance: 100_000 });
    await pay('2026-10-05', CASH_TT, 100_000);
  });

  it('five payments at once from a box that covers three: three land, the box ends at its remainder', async () => {
    const CASH_GB = 7;
    ok(
      await invoke('POST', '/api/receipt-other', {
        body: { building: 'GB', date: '2026-10-01', wallet: CASH_GB, amount: 1_000_000, account: '7111', payer: 'A', note: 'x' },
      }),
      201,
    );
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(() => pay('2026-10-15', CASH_GB, 300_000)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results.filter((x) => x.status === 'rejected')) expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'cash_floor' });
    expect((await book(CASH_GB, '2026-10-01', '2026-10-31')).closing).toBe(100_000);
  });
});
