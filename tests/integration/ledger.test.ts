import { describe, expect, it } from 'vitest';
import { PutCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { call, tokenOf, journalLines } from './helpers';
import { buildEntry, reversalOf } from '../../functions/kernel/ledger/entry';
import { entryItems } from '../../functions/kernel/ledger/posting';
import { transact } from '../../functions/platform/db/transact';
import { assertOpen } from '../../functions/kernel/ledger/edit-lock';
import { closeMonth } from '../../functions/jobs/monthly-close';
import { db } from '../../functions/platform/db/client';
import { keys } from '../../functions/platform/db/keys';
import { PeriodLocked } from '../../functions/platform/errors';

// This file posts in 2019 only, so no other test's postings fall in its ranges.
const post = async (date: string, amount: number, building: 'TT' | 'XA' = 'TT') => {
  const e = buildEntry(
    {
      date,
      building,
      voucher_type: 'test',
      voucher_id: `T-${date}-${amount}`,
      description: `Thử ${amount}`,
      lines: [
        { wallet: building === 'TT' ? 8 : 9, debit: amount },
        { account_key: 'deposit_revenue', credit: amount, object: `deposit:T-${amount}` },
      ],
    },
    new Date().toISOString(),
  );
  await transact(entryItems(e));
  return e;
};

describe('ledger: journal and trial balance', () => {
  it('posts, lists and balances, with opening balances carried from earlier months', async () => {
    const token = await tokenOf('ketoan');
    await post('2019-03-05', 1_000_000);
    await post('2019-04-10', 2_000_000);
    const e = await post('2019-04-20', 500_000, 'XA');
    await transact(entryItems(reversalOf(e, '2019-04-25', 'Xoá nhầm', new Date().toISOString())));

    const journal = { body: await journalLines('from=2019-04-01&to=2019-04-30', token) };
    expect(journal.body).toHaveLength(6);
    const sum = (k: 'debit' | 'credit') => journal.body.reduce((s: number, l: Record<string, number>) => s + l[k], 0);
    expect(sum('debit')).toBe(sum('credit'));

    const byBuilding = { body: await journalLines('from=2019-04-01&to=2019-04-30&building=XA&account=5112', token) };
    expect(byBuilding.body.map((l: { debit: number; credit: number }) => [l.debit, l.credit])).toEqual([
      [0, 500_000],
      [500_000, 0],
    ]);

    const tb = await call('GET', '/api/journal/tb?from=2019-04-01&to=2019-04-30&building=TT', { token });
    expect(tb.status).toBe(200);
    expect(tb.body.balanced).toBe(true);
    const cash = tb.body.rows.find((r: { account: string }) => r.account === '1113');
    expect(cash).toMatchObject({ opening_debit: 1_000_000, period_debit: 2_000_000, period_credit: 0, closing_debit: 3_000_000 });
    const deposits = tb.body.rows.find((r: { account: string }) => r.account === '5112');
    expect(deposits).toMatchObject({ opening_credit: 1_000_000, period_credit: 2_000_000, closing_credit: 3_000_000 });

    // A range that starts and ends mid-month reads the boundary months' lines.
    const mid = await call('GET', '/api/journal/tb?from=2019-04-11&to=2019-04-21&building=TT', { token });
    expect(mid.body.rows.find((r: { account: string }) => r.account === '1113')).toMatchObject({ opening_debit: 3_000_000, period_debit: 0 });
    const midAll = await call('GET', '/api/journal/tb?from=2019-04-11&to=2019-04-21', { token });
    expect(midAll.body.balanced).toBe(true);
  });

  it('freezes a month in the monthly close, once', async () => {
    const first = await closeMonth('2019-04');
    expect(first).toMatchObject({ frozen: true });
    expect((await closeMonth('2019-04')).frozen).toBe(false);
  });

  it('refuses dates before the month of the newest payment log', async () => {
    const log = { ...keys.paymentLog('2019-06'), entity: 'payment_log', month: '2019-06' };
    await db().send(new PutCommand({ TableName: process.env.TABLE_NAME, Item: log }));
    try {
      await expect(assertOpen('2019-05-31')).rejects.toThrow(PeriodLocked);
      await expect(assertOpen('2019-06-01')).resolves.toBeUndefined();
      // The web reads the same month to disable locked dates.
      const latest = await call('GET', '/api/payments/latest-payment-log', { token: await tokenOf('ketoan') });
      expect((await call('GET', '/api/payments/latest-payment-log', { token: await tokenOf('baove1') })).status).toBe(403);
      expect(latest.status).toBe(200);
      expect(latest.body.month >= '2019-06').toBe(true);
    } finally {
      await db().send(new DeleteCommand({ TableName: process.env.TABLE_NAME, Key: keys.paymentLog('2019-06') }));
    }
  });

  it('serves the wallet and account catalogue', async () => {
    const r = await call('GET', '/api/wallet-account', { token: await tokenOf('baove1') });
    expect(r.status).toBe(200);
    expect(r.body.wallets.map((w: { id: number }) => w.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(r.body.accounts.find((a: { key: string }) => a.key === 'deposit_revenue').accounting_account).toBe('5112');
  });
});
