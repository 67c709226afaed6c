import { describe, expect, it } from 'vitest';
import './helpers';
import { invoke, ok } from './in-process';
import { useOwnTable } from './own-table';
import { putItem, transact } from '../../functions/platform/db/transact';
import { keys } from '../../functions/platform/db/keys';

// General cash receipts (TM) and cash transfer slips (CT), checked against the journal: a table of
// its own (cash boxes start empty, so the kernel's cash floor is predictable), handlers in-process.
useOwnTable('expenses-cash-test');

const B = 'GB';
const CASH = 7; // Gia Bảo's cash box
const CASH_XA = 9;
const BANK = 3;

const receipt = (extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  invoke('POST', '/api/receipt-cash', {
    body: { building: B, date: '2026-11-02', wallet: CASH, amount: 2_000_000, account_key: 'equity', payer: 'Chủ nhà góp vốn', note: 'Bổ sung quỹ', ...extra },
    headers,
  });
const transfer = (extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  invoke('POST', '/api/cash-transfer-slip', {
    body: { building: B, date: '2026-11-06', from_wallet: CASH, to_wallet: BANK, amount: 500_000, note: 'Nộp tiền vào ngân hàng', ...extra },
    headers,
  });

async function linesOf(voucherNo: string, building = B) {
  const j = ok(await invoke('GET', '/api/journal', { query: { from: '2026-11-01', to: '2026-11-30', building, limit: '2000' } }));
  return (j.items as { voucher_no?: string; account: string; debit: number; credit: number; object?: string; voucher_type: string }[]).filter(
    (l) => l.voucher_no === voucherNo,
  );
}
const cells = (ls: { account: string; debit: number; credit: number }[]) => ls.map((l) => [l.account, l.debit, l.credit]).sort();

describe('general cash receipts (/api/receipt-cash)', () => {
  it('posts Dr wallet / Cr the account chosen (object the payer), numbered TM<building><YYMM>-NNN, found by the search', async () => {
    const r = ok(await receipt(), 201);
    expect(r).toMatchObject({
      building: B,
      wallet: CASH,
      amount: 2_000_000,
      account_key: 'equity',
      account: '4111',
      payer: 'Chủ nhà góp vốn',
      note: 'Bổ sung quỹ',
      created_by: expect.any(String),
    });
    expect(r.receipt_no).toMatch(/^TMGB2611-001$/);
    const lines = await linesOf(r.receipt_no);
    expect(cells(lines)).toEqual([
      ['1112', 2_000_000, 0],
      ['4111', 0, 2_000_000],
    ]);
    expect(lines.find((l) => l.account === '4111')?.object).toBe('payer:Chủ nhà góp vốn');
    expect(lines[0]?.voucher_type).toBe('receipt_cash');
    const bank = ok(await receipt({ wallet: BANK, account_key: 'payable', payer: undefined, note: undefined, amount: 70_000 }), 201);
    expect(bank.receipt_no).toBe('TMGB2611-002');
    expect(cells(await linesOf(bank.receipt_no))).toEqual([
      ['1122', 70_000, 0],
      ['3311', 0, 70_000],
    ]);
    const found = ok(await invoke('GET', '/api/receipt-cash/search', { query: { building: B, from: '2026-11-01', to: '2026-11-30' } }));
    expect(found.items.map((x: { receipt_no: string }) => x.receipt_no)).toEqual([r.receipt_no, bank.receipt_no]);
    const page = ok(await invoke('GET', '/api/receipt-cash/search', { query: { building: B, from: '2026-11-01', to: '2026-11-30', limit: '1' } }));
    expect(page.items).toHaveLength(1);
    const next = ok(
      await invoke('GET', '/api/receipt-cash/search', { query: { building: B, from: '2026-11-01', to: '2026-11-30', limit: '1', cursor: page.cursor } }),
    );
    expect(next.items[0].receipt_no).toBe(bank.receipt_no);
  });

  it('refuses bad input on its field, replays under its Idempotency-Key, keeps guards out', async () => {
    for (const [extra, field] of [
      [{ account_key: 'room_revenue' }, 'account_key'],
      [{ wallet: CASH_XA }, 'wallet'],
      [{ amount: -5 }, 'amount'],
      [{ payer: 'p'.repeat(121) }, 'payer'],
      [{ note: 'n'.repeat(501) }, 'note'],
    ] as const) {
      const r = await receipt(extra);
      expect(r.status, JSON.stringify(extra)).toBe(400);
      expect(r.body.field).toBe(field);
    }
    const headers = { 'idempotency-key': 'rcash-1' };
    const first = ok(await receipt({ amount: 11_000 }, headers), 201);
    expect(ok(await receipt({ amount: 11_000 }, headers), 201)).toEqual(first);
    expect((await linesOf(first.receipt_no)).length).toBe(2);
    expect(
      (await invoke('GET', '/api/receipt-cash/search', { query: { building: B, from: '2026-11-01', to: '2026-11-30' }, groups: '[SECURITY]' })).status,
    ).toBe(403);
    expect(
      (
        await invoke('POST', '/api/receipt-cash', {
          body: { building: B, date: '2026-11-02', wallet: CASH, amount: 1, account_key: 'equity' },
          groups: '[SECURITY]',
        })
      ).status,
    ).toBe(403);
  });
});

describe('cash transfer slips (/api/cash-transfer-slip)', () => {
  it('moves cash to a bank account or another cash box: Dr to / Cr from, numbered CT<building><YYMM>-NNN', async () => {
    const toBank = ok(await transfer(), 201);
    expect(toBank).toMatchObject({ building: B, from_wallet: CASH, to_wallet: BANK, amount: 500_000, note: 'Nộp tiền vào ngân hàng' });
    expect(toBank.slip_no).toBe('CTGB2611-001');
    expect(cells(await linesOf(toBank.slip_no))).toEqual([
      ['1112', 0, 500_000],
      ['1122', 500_000, 0],
    ]);
    const toBox = ok(await transfer({ to_wallet: CASH_XA, amount: 100_000, note: undefined, date: '2026-11-07' }), 201);
    expect(toBox.slip_no).toBe('CTGB2611-002');
    expect(cells(await linesOf(toBox.slip_no))).toEqual([
      ['1112', 0, 100_000],
      ['1114', 100_000, 0],
    ]);
  });

  it('refuses a transfer the cash box cannot cover (409 with the balance), a bank or foreign box as the payer, the same wallet twice', async () => {
    const short = await transfer({ amount: 900_000_000 });
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({ code: 'cash_floor', field: 'amount' });
    expect(typeof short.body.balance).toBe('number');
    for (const [extra, field] of [
      [{ from_wallet: BANK, to_wallet: CASH }, 'from_wallet'],
      [{ from_wallet: CASH_XA }, 'from_wallet'],
      [{ to_wallet: CASH }, 'to_wallet'],
      [{ amount: 0 }, 'amount'],
      [{ to_wallet: 11 }, 'to_wallet'],
    ] as const) {
      const r = await transfer(extra);
      expect(r.status, JSON.stringify(extra)).toBe(400);
      expect(r.body.field).toBe(field);
    }
    const headers = { 'idempotency-key': 'cts-1' };
    const first = ok(await transfer({ amount: 1_000 }, headers), 201);
    expect(ok(await transfer({ amount: 1_000 }, headers), 201)).toEqual(first);
    expect(
      (
        await invoke('POST', '/api/cash-transfer-slip', {
          body: { building: B, date: '2026-11-06', from_wallet: CASH, to_wallet: BANK, amount: 1 },
          groups: '[SECURITY]',
        })
      ).status,
    ).toBe(403);
  });

  it('searches every building or one, a month partition at a time, and refuses a closed period', async () => {
    ok(
      await invoke('POST', '/api/receipt-cash', {
        body: { building: 'XA', date: '2026-11-03', wallet: CASH_XA, amount: 400_000, account_key: 'other_income' },
      }),
      201,
    );
    const xa = ok(
      await invoke('POST', '/api/cash-transfer-slip', { body: { building: 'XA', date: '2026-11-08', from_wallet: CASH_XA, to_wallet: CASH, amount: 50_000 } }),
      201,
    );
    expect(xa.slip_no).toBe('CTXA2611-001');
    const all = ok(await invoke('GET', '/api/cash-transfer-slip/search', { query: { from: '2026-10-01', to: '2026-11-30' } }));
    expect(all.items.map((s: { building: string }) => s.building)).toEqual(expect.arrayContaining(['GB', 'XA']));
    const gb = ok(await invoke('GET', '/api/cash-transfer-slip/search', { query: { from: '2026-10-01', to: '2026-11-30', building: 'GB' } }));
    expect(gb.items.every((s: { building: string }) => s.building === 'GB')).toBe(true);
    expect(gb.items.length).toBe(all.items.length - 1);
    const long = await invoke('GET', '/api/cash-transfer-slip/search', { query: { from: '2025-01-01', to: '2026-11-30' } });
    expect(long.status).toBe(400);
    await transact([
      putItem({ ...keys.paymentLog('2026-11'), entity: 'payment_log', month: '2026-11' }),
      putItem({ ...keys.editLock, entity: 'edit_lock', month: '2026-11' }),
    ]);
    try {
      const locked = await transfer({ date: '2026-10-30' });
      expect(locked.status).toBe(409);
      expect(locked.body).toMatchObject({ code: 'period_locked', field: 'date' });
      const lockedReceipt = await receipt({ date: '2026-10-30' });
      expect(lockedReceipt.status).toBe(409);
    } finally {
      await transact([putItem({ ...keys.paymentLog('2026-11'), entity: 'payment_log', month: '2019-10' })]);
    }
  });
});
