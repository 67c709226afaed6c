import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import './helpers';
import { invoke, ok } from './in-process';
import { useOwnTable } from './own-table';
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
      b.lines.map((l: { date: string; debit: number; credit: number; balance: number; counter_accounts: string[] }) => [
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
    expect((await book(BANK, '2026-10-01', '2026-10-31')).lines).toHaveLength(1);
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
    const lines = (await book(CASH, '2026-08-01', '2026-08-31')).lines;
    expect(lines).toHaveLength(1);
    // Make that line look like one written before the index existed.
    const key = keys.journalLine('2026-08-10', lines[0].entry_id, lines[0].line);
    await transact([updateItem(key, { expression: 'REMOVE GSI2PK, GSI2SK, counter_accounts' })]);
    expect((await book(CASH, '2026-08-01', '2026-08-31')).lines).toHaveLength(0);
    expect(await backfillWalletBook()).toBeGreaterThanOrEqual(1);
    const again = (await book(CASH, '2026-08-01', '2026-08-31')).lines;
    expect(again.map((l: { counter_accounts: string[]; debit: number }) => [l.debit, l.counter_accounts])).toEqual([[90_000, ['7111']]]);
    expect(await backfillWalletBook()).toBe(0);
    expect(await getItem(keys.meta('MIGRATION#wallet-book-v1'))).toBeTruthy();
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
