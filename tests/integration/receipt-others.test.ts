import { describe, expect, it, vi } from 'vitest';
import './helpers';
import { invoke, ok } from './in-process';
import { useOwnTable } from './own-table';
import { putItem, transact } from '../../functions/platform/db/transact';
import { keys } from '../../functions/platform/db/keys';
import { crash } from './crash-after-commit';

// Other receipts post to 7111/7112 and are checked against the trial balance of their building: this
// file runs in a table of its own (the demo rooms), handlers called in-process as the gateway would.
// A Lambda that dies right after one of its vouchers committed: for the batch's replay across its transactions.
vi.mock('../../functions/kernel/voucher', async (original) => (await import('./crash-after-commit')).dyingVoucher(original));

const B = 'XA';
const CASH = 9; // Xuân An's cash box
const BANK = 4;
useOwnTable('receipt-others-test');

const create = (extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  invoke('POST', '/api/receipt-other', {
    body: { building: B, date: '2026-11-05', wallet: CASH, amount: 500_000, account: '7111', payer: 'Vựa ve chai Tư', note: 'Bán phế liệu', ...extra },
    headers,
  });
const edit = (id: string, body: Record<string, unknown>) => invoke('PUT', '/api/receipt-other/{id}', { params: { id }, body });
const search = async (from = '2026-10-01', to = '2026-11-30') =>
  ok(await invoke('GET', '/api/receipt-other/search', { query: { building: B, from, to } })) as { id: string; receipt_no: string; amount: number }[];

/** Period debit and credit of an account in XA for 2026 (trial balance), and whether the books balance. */
async function tb() {
  const t = ok(await invoke('GET', '/api/journal/tb', { query: { from: '2026-01-01', to: '2026-12-31', building: B } }));
  const row = (account: string) =>
    (t.rows as { account: string; period_debit: number; period_credit: number }[]).find((r) => r.account === account) ?? { period_debit: 0, period_credit: 0 };
  return { balanced: t.balanced as boolean, row };
}
/** Journal lines of one voucher in XA for Oct–Nov 2026. */
async function linesOf(voucherNo: string) {
  const j = ok(await invoke('GET', '/api/journal', { query: { from: '2026-10-01', to: '2026-11-30', building: B, limit: '2000' } }));
  return (j.items as { voucher_no?: string; account: string; debit: number; credit: number; date: string; wallet?: number }[]).filter(
    (l) => l.voucher_no === voucherNo,
  );
}

describe('other receipts (/api/receipt-other)', () => {
  it('creates one (Dr wallet / Cr 7111) numbered PK<building><YYMM>-NNN, found by the search', async () => {
    const r = ok(await create(), 201);
    expect(r).toMatchObject({
      building: B,
      date: '2026-11-05',
      wallet: CASH,
      amount: 500_000,
      account: '7111',
      payer: 'Vựa ve chai Tư',
      note: 'Bán phế liệu',
      version: 1,
      status: 'active',
    });
    expect(r.receipt_no).toMatch(/^PKXA2611-\d{3}$/);
    const next = ok(await create({ account: '7112', payer: 'Anh Ba', note: undefined, wallet: BANK, room_id: '101', amount: 150_000 }), 201);
    expect(Number(next.receipt_no.slice(-3))).toBe(Number(r.receipt_no.slice(-3)) + 1);
    expect(next.room_id).toBe('101');

    const lines = await linesOf(r.receipt_no);
    expect(lines.map((l) => [l.account, l.debit, l.credit]).sort()).toEqual([
      ['1114', 500_000, 0],
      ['7111', 0, 500_000],
    ]);
    expect((await linesOf(next.receipt_no)).map((l) => [l.account, l.debit, l.credit]).sort()).toEqual([
      ['1123', 150_000, 0],
      ['7112', 0, 150_000],
    ]);
    const found = await search('2026-11-01', '2026-11-30');
    expect(found.map((f) => f.receipt_no)).toEqual(expect.arrayContaining([r.receipt_no, next.receipt_no]));
    expect(await search('2026-10-01', '2026-10-31')).toEqual([]);
  });

  it('edits with a reversal and a new entry in one voucher: 7111 → 7112, new amount and month, books balanced', async () => {
    const before = await tb();
    const r = ok(await create({ amount: 300_000 }), 201);
    const changed = ok(
      await edit(r.id, { version: 1, date: '2026-10-20', wallet: CASH, amount: 250_000, account: '7112', payer: 'Vựa ve chai Tư', note: 'Sửa số tiền' }),
    );
    expect(changed).toMatchObject({
      id: r.id,
      receipt_no: r.receipt_no,
      version: 2,
      amount: 250_000,
      account: '7112',
      date: '2026-10-20',
      updated_by: expect.any(String),
    });

    const lines = await linesOf(r.receipt_no);
    expect(lines.map((l) => [l.date, l.account, l.debit, l.credit]).sort()).toEqual(
      [
        ['2026-11-05', '1114', 300_000, 0],
        ['2026-11-05', '7111', 0, 300_000],
        // the reversal on the old date
        ['2026-11-05', '1114', 0, 300_000],
        ['2026-11-05', '7111', 300_000, 0],
        // the new entry on the new date
        ['2026-10-20', '1114', 250_000, 0],
        ['2026-10-20', '7112', 0, 250_000],
      ].sort(),
    );
    const after = await tb();
    expect(after.balanced).toBe(true);
    // 7111 moved both ways by 300,000 (net 0), 7112 gained 250,000 of credit
    expect(after.row('7111').period_credit - after.row('7111').period_debit).toBe(before.row('7111').period_credit - before.row('7111').period_debit);
    expect(after.row('7112').period_credit - after.row('7112').period_debit - (before.row('7112').period_credit - before.row('7112').period_debit)).toBe(
      250_000,
    );

    // moved to October: the search follows it
    expect((await search('2026-10-01', '2026-10-31')).map((f) => f.id)).toContain(r.id);
    expect((await search('2026-11-01', '2026-11-30')).map((f) => f.id)).not.toContain(r.id);

    // the version the caller saw is gone: 409 stale, nothing written
    const stale = await edit(r.id, { version: 1, date: '2026-10-20', wallet: CASH, amount: 1, account: '7112', payer: 'X' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale', field: 'version' });
    expect(await linesOf(r.receipt_no)).toHaveLength(6);
  });

  it('refuses bad input with the field, unknown receipts and rooms with 404, guards with 403', async () => {
    const bad = await create({ amount: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('amount');
    expect(bad.body.message).toMatch(/lớn hơn 0/);
    const account = await create({ account: '5111' });
    expect(account.status).toBe(400);
    expect(account.body.field).toBe('account');
    const payer = await create({ payer: 'x'.repeat(101) });
    expect(payer.status).toBe(400);
    expect(payer.body.field).toBe('payer');
    const unknownField = await create({ category: 'x' });
    expect(unknownField.status).toBe(400);
    const wallet = await create({ wallet: 6 }); // BN's cash box
    expect(wallet.status).toBe(400);
    expect(wallet.body.field).toBe('wallet');

    const room = await create({ room_id: '999' });
    expect(room.status).toBe(404);
    expect(room.body.field).toBe('room_id');
    const missing = await edit('01JZZZZZZZZZZZZZZZZZZZZZZZ', { version: 1, date: '2026-11-05', wallet: CASH, amount: 1, account: '7111', payer: 'X' });
    expect(missing.status).toBe(404);

    expect(
      (
        await invoke('POST', '/api/receipt-other', {
          body: { building: B, date: '2026-11-05', wallet: CASH, amount: 1, account: '7111', payer: 'X' },
          groups: '[SECURITY]',
        })
      ).status,
    ).toBe(403);
    expect(
      (await invoke('GET', '/api/receipt-other/search', { query: { building: B, from: '2026-11-01', to: '2026-11-30' }, groups: '[SECURITY]' })).status,
    ).toBe(403);
    const long = await invoke('GET', '/api/receipt-other/search', { query: { building: B, from: '2025-01-01', to: '2026-11-30' } });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('to');
  });

  it('replays a create under its Idempotency-Key instead of writing twice', async () => {
    const headers = { 'idempotency-key': 'rcpto-create-1' };
    const first = ok(await create({ amount: 77_000 }, headers), 201);
    const again = ok(await create({ amount: 77_000 }, headers), 201);
    expect(again).toEqual(first);
    expect((await search('2026-11-01', '2026-11-30')).filter((f) => f.amount === 77_000)).toHaveLength(1);
    const other = await create({ amount: 78_000 }, headers);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency_mismatch');
  });

  it('refuses a date in a closed period (edit lock) on the old and the new date', async () => {
    const r = ok(await create({ date: '2026-10-10', amount: 12_000 }), 201);
    // this table's own lock: October closed (as a billing run of November would)
    await transact([
      putItem({ ...keys.paymentLog('2026-11'), entity: 'payment_log', month: '2026-11' }),
      putItem({ ...keys.editLock, entity: 'edit_lock', month: '2026-11' }),
    ]);
    try {
      const moved = await edit(r.id, { version: 1, date: '2026-11-10', wallet: CASH, amount: 12_000, account: '7111', payer: 'X' });
      expect(moved.status).toBe(409);
      expect(moved.body).toMatchObject({ code: 'period_locked', field: 'id' });
      const old = await create({ date: '2026-10-31' });
      expect(old.status).toBe(409);
      expect(old.body).toMatchObject({ code: 'period_locked', field: 'date' });
    } finally {
      await transact([putItem({ ...keys.paymentLog('2026-11'), entity: 'payment_log', month: '2019-10' })]);
    }
  });
});

describe('a batch of other receipts (POST /api/receipt-other/createOrEditReceiptOthers)', () => {
  const path = '/api/receipt-other/createOrEditReceiptOthers';
  const row = (extra: Record<string, unknown> = {}) => ({
    date: '2026-11-12',
    wallet: CASH,
    amount: 40_000,
    account: '7112',
    payer: 'Giữ xe tháng 11',
    ...extra,
  });

  it('creates and edits in one call, each row its own voucher, and a retry under the same key writes nothing more', async () => {
    const existing = ok(await create({ amount: 90_000, date: '2026-11-11' }), 201);
    const headers = { 'idempotency-key': 'rcpto-batch-1' };
    const body = {
      building: B,
      receipts: [
        row({ payer: 'Giữ xe phòng 201', room_id: '201' }),
        { id: existing.id, version: 1, ...row({ amount: 95_000, account: '7111', payer: 'Vựa ve chai Tư' }) },
        row({ payer: 'Giặt ủi' }),
      ],
    };
    const first = ok(await invoke('POST', path, { body, headers }));
    expect(first.receipts).toHaveLength(3);
    expect(first.receipts[1]).toMatchObject({ id: existing.id, receipt_no: existing.receipt_no, version: 2, amount: 95_000 });
    expect(new Set(first.receipts.map((r: { receipt_no: string }) => r.receipt_no)).size).toBe(3);

    const again = ok(await invoke('POST', path, { body, headers }));
    expect(again.receipts.map((r: { id: string }) => r.id)).toEqual(first.receipts.map((r: { id: string }) => r.id));
    const nov = await search('2026-11-01', '2026-11-30');
    expect(nov.filter((f) => f.amount === 40_000)).toHaveLength(2);
    // created (2 lines), then edited once: reversal + new entry (4 more), not twice
    expect(await linesOf(existing.receipt_no)).toHaveLength(6);

    const mismatch = await invoke('POST', path, { body: { ...body, receipts: body.receipts.slice(0, 1) }, headers });
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.code).toBe('idempotency_mismatch');
    expect((await tb()).balanced).toBe(true);
  });

  it('a call that died after its first row writes only the rest on retry and answers every row', async () => {
    const existing = ok(await create({ amount: 71_000, date: '2026-11-14' }), 201);
    const headers = { 'idempotency-key': 'rcpto-batch-crash' };
    const body = {
      building: B,
      receipts: [
        row({ payer: 'Sau sự cố 1', amount: 72_000 }),
        { id: existing.id, version: 1, ...row({ amount: 73_000 }) },
        row({ payer: 'Sau sự cố 3', amount: 74_000 }),
      ],
    };
    crash.after = 0;
    const died = await invoke('POST', path, { body, headers });
    expect(died.status).toBe(500);
    const amounts = async () =>
      (await search('2026-11-01', '2026-11-30'))
        .map((f) => f.amount)
        .filter((a) => a > 70_000 && a < 75_000)
        .sort();
    expect(await amounts()).toEqual([71_000, 72_000]);

    const retry = ok(await invoke('POST', path, { body, headers }));
    expect(retry.receipts.map((r: { amount: number }) => r.amount)).toEqual([72_000, 73_000, 74_000]);
    expect(retry.receipts[1]).toMatchObject({ id: existing.id, version: 2 });
    expect(ok(await invoke('POST', path, { body, headers }))).toEqual(retry);
    expect(await amounts()).toEqual([72_000, 73_000, 74_000]);
    expect(await linesOf(retry.receipts[0].receipt_no)).toHaveLength(2);
    expect((await tb()).balanced).toBe(true);
  });

  it('two copies of one call at once (same key) write each row once and answer the same receipts', async () => {
    const existing = ok(await create({ amount: 61_000, date: '2026-11-13' }), 201);
    const headers = { 'idempotency-key': 'rcpto-batch-twins' };
    const body = {
      building: B,
      receipts: [
        row({ payer: 'Song song 1', amount: 62_000 }),
        { id: existing.id, version: 1, ...row({ amount: 63_000 }) },
        row({ payer: 'Song song 3', amount: 64_000 }),
      ],
    };
    const [a, b] = await Promise.all([invoke('POST', path, { body, headers }), invoke('POST', path, { body, headers })]);
    const ids = (r: { receipts: { id: string }[] }) => r.receipts.map((x) => x.id);
    expect(ids(ok(a))).toEqual(ids(ok(b)));
    const nov = await search('2026-11-01', '2026-11-30');
    for (const amount of [62_000, 63_000, 64_000]) expect(nov.filter((f) => f.amount === amount)).toHaveLength(1);
    expect(await linesOf(existing.receipt_no)).toHaveLength(6);
    expect((await tb()).balanced).toBe(true);
  });

  it('checks every row before writing any: a bad row later on leaves the earlier ones unwritten', async () => {
    const count = (await search('2026-11-01', '2026-11-30')).length;
    const unknown = await invoke('POST', path, {
      body: { building: B, receipts: [row({ payer: 'Không được ghi' }), { id: '01JZZZZZZZZZZZZZZZZZZZZZZZ', version: 1, ...row() }] },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.field).toBe('receipts.1.id');
    const bad = await invoke('POST', path, { body: { building: B, receipts: [row(), row({ wallet: 6 })] } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toMatch(/receipts\.1\.wallet/);
    const noVersion = await invoke('POST', path, { body: { building: B, receipts: [{ id: '01JZZZZZZZZZZZZZZZZZZZZZZZ', ...row() }] } });
    expect(noVersion.status).toBe(400);
    const tooMany = await invoke('POST', path, { body: { building: B, receipts: Array.from({ length: 21 }, () => row()) } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.field).toBe('receipts');
    const mine = ok(await create({ amount: 33_000 }), 201);
    const stale = await invoke('POST', path, { body: { building: B, receipts: [row(), { id: mine.id, version: 5, ...row() }] } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale', field: 'receipts.1.version' });
    expect((await search('2026-11-01', '2026-11-30')).length).toBe(count + 1);
    expect((await invoke('POST', path, { body: { building: B, receipts: [row()] }, groups: '[SECURITY]' })).status).toBe(403);
  });
});
