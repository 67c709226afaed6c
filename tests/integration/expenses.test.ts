import { describe, expect, it, vi } from 'vitest';
import './helpers';
import { invoke, ok } from './in-process';
import { useOwnTable } from './own-table';
import { putItem, transact } from '../../functions/platform/db/transact';
import { keys } from '../../functions/platform/db/keys';
import { crash } from './crash-after-commit';

// Expense slips and the payee list (one global settings item), checked against the journal and the
// trial balance: a table of its own, handlers called in-process as the gateway would.
vi.mock('../../functions/kernel/voucher', async (original) => (await import('./crash-after-commit')).dyingVoucher(original));

const B = 'XA';
const CASH = 9; // Xuân An's cash box
const BANK = 4;
useOwnTable('expenses-test');

const PAYEES = [
  { name: 'Điện lực Xuân An', bank_name: 'Vietcombank', account_no: '0071000999888', active: true },
  { name: 'Chợ Tốt', active: true },
  { name: 'Thợ Hùng', active: true },
  { name: 'Nhà cung cấp cũ', active: false },
];

const slip = (extra: Record<string, unknown> = {}) => ({
  building: B,
  date: '2026-11-05',
  wallet: BANK,
  amount: 1_200_000,
  category: 'electricity',
  payee: 'Điện lực Xuân An',
  description: 'Tiền điện tháng 10',
  ...extra,
});
const create = (extra: Record<string, unknown> = {}, headers?: Record<string, string>) => invoke('POST', '/api/disbursement', { body: slip(extra), headers });
const BATCH = '/api/disbursement/createOrEditDisbursements';
const batch = (rows: unknown[], headers?: Record<string, string>) => invoke('POST', BATCH, { body: { building: B, disbursements: rows }, headers });
const row = (extra: Record<string, unknown> = {}) => {
  const { building: _b, ...r } = slip(extra);
  return r;
};
const list = async (from = '2026-10-01', to = '2026-11-30', extra: Record<string, string> = {}) =>
  ok(await invoke('GET', '/api/disbursement', { query: { building: B, from, to, ...extra } })) as {
    items: { id: string; slip_no: string; amount: number; version: number }[];
    cursor?: string;
  };

async function linesOf(voucherNo: string) {
  const j = ok(await invoke('GET', '/api/journal', { query: { from: '2026-10-01', to: '2026-11-30', building: B, limit: '2000' } }));
  return (j.items as { voucher_no?: string; account: string; debit: number; credit: number; date: string; object?: string; voucher_type: string }[]).filter(
    (l) => l.voucher_no === voucherNo,
  );
}
async function balanced() {
  return ok(await invoke('GET', '/api/journal/tb', { query: { from: '2026-01-01', to: '2026-12-31', building: B } })).balanced as boolean;
}

describe('expense payees (/api/settings/payees)', () => {
  it('is empty until an admin saves it; staff read, only an admin writes', async () => {
    expect(ok(await invoke('GET', '/api/settings/payees'))).toEqual({ payees: [], version: 0 });
    expect((await invoke('PUT', '/api/settings/payees', { body: { payees: PAYEES, version: 0 } })).status).toBe(403);
    expect((await invoke('GET', '/api/settings/payees', { groups: '[SECURITY]' })).status).toBe(403);
    const saved = ok(await invoke('PUT', '/api/settings/payees', { body: { payees: PAYEES, version: 0 }, groups: '[admin]' }));
    expect(saved).toMatchObject({ version: 1, updated_by: expect.any(String) });
    expect(saved.payees).toEqual(PAYEES);
    expect(ok(await invoke('GET', '/api/settings/payees')).payees).toHaveLength(4);
  });

  it('refuses a stale version (409) and a name given twice or too long (400 with the field)', async () => {
    const stale = await invoke('PUT', '/api/settings/payees', { body: { payees: PAYEES, version: 0 }, groups: '[admin]' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale', field: 'version' });
    const twice = await invoke('PUT', '/api/settings/payees', {
      body: { payees: [...PAYEES, { name: 'cho tot', active: true }], version: 1 },
      groups: '[admin]',
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0].path).toBe('payees.4.name');
    const long = await invoke('PUT', '/api/settings/payees', { body: { payees: [{ name: 'x'.repeat(121), active: true }], version: 1 }, groups: '[admin]' });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('payees');
    expect(ok(await invoke('GET', '/api/settings/payees')).version).toBe(1);
  });
});

describe('expense slips (/api/disbursement)', () => {
  it('creates one numbered PC<building><YYMM>-NNN: Dr the category (object the payee) / Cr the wallet', async () => {
    const d = ok(await create(), 201);
    expect(d).toMatchObject({
      building: B,
      wallet: BANK,
      amount: 1_200_000,
      category: 'electricity',
      account: '6323',
      payee: 'Điện lực Xuân An',
      version: 1,
      status: 'active',
    });
    expect(d.slip_no).toMatch(/^PCXA2611-\d{3}$/);
    // the payee as the list spells it, whatever the case typed
    const ad = ok(await create({ category: 'advertising', payee: 'CHỢ TỐT', amount: 50_000, description: 'Đẩy tin' }), 201);
    expect(ad.payee).toBe('Chợ Tốt');
    expect(Number(ad.slip_no.slice(-3))).toBe(Number(d.slip_no.slice(-3)) + 1);
    const lines = await linesOf(d.slip_no);
    expect(lines.map((l) => [l.account, l.debit, l.credit, l.object ?? '', l.voucher_type]).sort()).toEqual(
      [
        ['1123', 0, 1_200_000, '', 'disbursement'],
        ['6323', 1_200_000, 0, 'payee:Điện lực Xuân An', 'disbursement'],
      ].sort(),
    );
    expect((await linesOf(ad.slip_no)).map((l) => l.account).sort()).toEqual(['1123', '6411']);
    expect(await balanced()).toBe(true);
  });

  it('refuses bad input on its field, payees not on the list or inactive, and guards', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, 'amount'],
      [{ amount: 10_000_000_001 }, 'amount'],
      [{ amount: 1.5 }, 'amount'],
      [{ category: 'commission' }, 'category'],
      [{ category: 'loan_interest' }, 'category'],
      [{ category: 'room_revenue' }, 'category'],
      [{ wallet: 6 }, 'wallet'],
      [{ wallet: 1 }, 'wallet'],
      [{ description: '' }, 'description'],
      [{ description: 'x'.repeat(501) }, 'description'],
      [{ payee: 'y'.repeat(121) }, 'payee'],
      [{ date: '2026-02-30' }, 'date'],
      [{ colour: 'red' }, ''],
    ];
    for (const [extra, field] of cases) {
      const r = await create(extra);
      expect(r.status, JSON.stringify(extra)).toBe(400);
      if (field) expect(r.body.field, JSON.stringify(extra)).toBe(field);
    }
    const unknown = await create({ payee: 'Người lạ' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ field: 'payee' });
    expect(unknown.body.errors[0].message).toMatch(/không có trong danh sách/);
    const inactive = await create({ payee: 'Nhà cung cấp cũ' });
    expect(inactive.status).toBe(400);
    expect(inactive.body.errors[0].message).toMatch(/ngừng sử dụng/);
    expect((await invoke('POST', '/api/disbursement', { body: slip(), groups: '[SECURITY]' })).status).toBe(403);
    expect((await invoke('GET', '/api/disbursement', { query: { building: B, from: '2026-11-01', to: '2026-11-30' }, groups: '[SECURITY]' })).status).toBe(403);
  });

  it('replays a create under its Idempotency-Key instead of paying twice', async () => {
    const headers = { 'idempotency-key': 'disb-create-1' };
    const first = ok(await create({ amount: 77_000 }, headers), 201);
    expect(ok(await create({ amount: 77_000 }, headers), 201)).toEqual(first);
    expect((await list('2026-11-01', '2026-11-30')).items.filter((d) => d.amount === 77_000)).toHaveLength(1);
    const other = await create({ amount: 78_000 }, headers);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency_mismatch');
  });

  it('pays from a cash box only what it holds (the kernel’s cash floor)', async () => {
    const short = await create({ wallet: CASH, amount: 999_000_000 });
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({ code: 'cash_floor', field: 'amount' });
    ok(
      await invoke('POST', '/api/receipt-cash', {
        body: { building: B, date: '2026-11-01', wallet: CASH, amount: 5_000_000, account_key: 'equity', payer: 'Chủ nhà' },
      }),
      201,
    );
    const paid = ok(await create({ wallet: CASH, amount: 300_000, category: 'repair', payee: 'Thợ Hùng', description: 'Sửa ống nước 203' }), 201);
    expect((await linesOf(paid.slip_no)).map((l) => [l.account, l.debit, l.credit]).sort()).toEqual([
      ['1114', 0, 300_000],
      ['8111', 300_000, 0],
    ]);
  });

  it('lists a range page by page (one Query per month), refusing a foreign cursor and a range over 12 months', async () => {
    const all = await list();
    expect(all.items.length).toBeGreaterThanOrEqual(3);
    expect(all.cursor).toBeUndefined();
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await list('2026-10-01', '2026-11-30', { limit: '2', ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((d) => d.id));
      cursor = page.cursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((d) => d.id));
    const first = await list('2026-10-01', '2026-11-30', { limit: '1' });
    const foreign = await invoke('GET', '/api/disbursement', { query: { building: B, from: '2026-12-01', to: '2026-12-31', cursor: first.cursor! } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.field).toBe('cursor');
    const long = await invoke('GET', '/api/disbursement', { query: { building: B, from: '2025-01-01', to: '2026-11-30' } });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('to');
  });
});

describe('a batch of expense slips (POST /api/disbursement/createOrEditDisbursements)', () => {
  it('creates and edits in one call (an edit = reversal + new entry), and a retry under the same key writes nothing more', async () => {
    const existing = ok(await create({ amount: 90_000, date: '2026-11-11' }), 201);
    const headers = { 'idempotency-key': 'disb-batch-1' };
    const rows = [
      row({ category: 'advertising', payee: 'Chợ Tốt', amount: 41_000, description: 'Quảng cáo Chợ Tốt', reference: 'chotot:T1' }),
      { id: existing.id, version: 1, ...row({ amount: 95_000, date: '2026-10-28', category: 'other', description: 'Sửa số tiền' }) },
    ];
    const first = ok(await batch(rows, headers));
    expect(first.disbursements).toHaveLength(2);
    expect(first.disbursements[0]).toMatchObject({ reference: 'chotot:T1', account: '6411' });
    expect(first.disbursements[1]).toMatchObject({
      id: existing.id,
      slip_no: existing.slip_no,
      version: 2,
      amount: 95_000,
      account: '8113',
      date: '2026-10-28',
    });
    expect(ok(await batch(rows, headers))).toEqual(first);

    const lines = await linesOf(existing.slip_no);
    expect(lines.map((l) => [l.date, l.account, l.debit, l.credit]).sort()).toEqual(
      [
        ['2026-11-11', '6323', 90_000, 0],
        ['2026-11-11', '1123', 0, 90_000],
        ['2026-11-11', '6323', 0, 90_000],
        ['2026-11-11', '1123', 90_000, 0],
        ['2026-10-28', '8113', 95_000, 0],
        ['2026-10-28', '1123', 0, 95_000],
      ].sort(),
    );
    // moved to October: the list follows it
    expect((await list('2026-10-01', '2026-10-31')).items.map((d) => d.id)).toContain(existing.id);
    expect((await list('2026-11-01', '2026-11-30')).items.map((d) => d.id)).not.toContain(existing.id);
    expect(await balanced()).toBe(true);
  });

  it('a call that died after its first row writes only the rest on retry', async () => {
    const headers = { 'idempotency-key': 'disb-batch-crash' };
    const rows = [row({ amount: 72_001 }), row({ amount: 72_002 })];
    crash.after = 0;
    expect((await batch(rows, headers)).status).toBe(500);
    const amounts = async () => (await list('2026-11-01', '2026-11-30')).items.map((d) => d.amount).filter((a) => a === 72_001 || a === 72_002);
    expect(await amounts()).toEqual([72_001]);
    const retry = ok(await batch(rows, headers));
    expect(retry.disbursements.map((d: { amount: number }) => d.amount)).toEqual([72_001, 72_002]);
    expect((await amounts()).sort()).toEqual([72_001, 72_002]);
  });

  it('checks every row first: a stale version is 409 on its row, nothing of the call written', async () => {
    const mine = ok(await create({ amount: 33_000 }), 201);
    const before = (await list('2026-11-01', '2026-11-30')).items.length;
    const stale = await batch([row({ amount: 34_000 }), { id: mine.id, version: 7, ...row() }]);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale', field: 'disbursements.1.version' });
    const payee = await batch([row(), row({ payee: 'Ai đó' })]);
    expect(payee.status).toBe(400);
    expect(payee.body.errors[0].path).toBe('disbursements.1.payee');
    const missing = await batch([{ id: '01JZZZZZZZZZZZZZZZZZZZZZZZ', version: 1, ...row() }]);
    expect(missing.status).toBe(404);
    expect(missing.body.field).toBe('disbursements.0.id');
    expect((await list('2026-11-01', '2026-11-30')).items.length).toBe(before);
    // two edits racing on one version: one wins, the other is 409
    const [a, b] = await Promise.all([
      batch([{ id: mine.id, version: 1, ...row({ amount: 35_000 }) }]),
      batch([{ id: mine.id, version: 1, ...row({ amount: 36_000 }) }]),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).body.code).toBe('stale');
    expect((await linesOf(mine.slip_no)).length).toBe(6);
  });

  it('pays an outside transaction (a Chợ Tốt spend) once: a second slip for its reference is 409 naming the first', async () => {
    const ad = row({ category: 'advertising', payee: 'Chợ Tốt', amount: 88_000, description: 'Quảng cáo Chợ Tốt', reference: 'chotot:ONCE' });
    const first = ok(await batch([ad])).disbursements[0];
    const again = await batch([row({ amount: 1_000 }), ad]);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'duplicate', field: 'disbursements.1.reference' });
    expect(again.body.message).toContain(first.slip_no);
    const single = await create({ category: 'advertising', payee: 'Chợ Tốt', reference: 'chotot:ONCE' });
    expect(single.status).toBe(409);
    expect(single.body.field).toBe('reference');
    const twice = await batch([ad, { ...ad, reference: 'chotot:ONCE' }].map((r) => ({ ...r, reference: 'chotot:TWICE' })));
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0].path).toBe('disbursements.1.reference');
    // an edit keeps its reference
    const moved = await batch([{ id: first.id, version: 1, ...ad, reference: 'chotot:OTHER' }]);
    expect(moved.status).toBe(400);
    expect(moved.body.errors[0].path).toBe('disbursements.0.reference');
    expect(ok(await batch([{ id: first.id, version: 1, ...ad, amount: 89_000 }])).disbursements[0]).toMatchObject({ version: 2, reference: 'chotot:ONCE' });
    expect((await list('2026-11-01', '2026-11-30')).items.filter((d) => d.amount === 1_000)).toHaveLength(0);
  });

  it('writes nothing of a batch whose rows together would overdraw the cash box', async () => {
    const before = (await list('2026-11-01', '2026-11-30')).items.length;
    // the box holds what the earlier test put in, less what it paid: two rows of 3,000,000 are too much together
    const rows = [row({ wallet: CASH, amount: 3_000_000, date: '2026-11-20' }), row({ wallet: CASH, amount: 3_000_000, date: '2026-11-21' })];
    const over = await batch(rows);
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'cash_floor', field: 'amount' });
    expect((await list('2026-11-01', '2026-11-30')).items.length).toBe(before);
    expect(ok(await batch(rows.slice(0, 1))).disbursements).toHaveLength(1);
  });

  it('refuses a date in a closed period (edit lock), on the new and on the old date', async () => {
    const r = ok(await create({ date: '2026-10-10', amount: 12_000 }), 201);
    await transact([
      putItem({ ...keys.paymentLog('2026-11'), entity: 'payment_log', month: '2026-11' }),
      putItem({ ...keys.editLock, entity: 'edit_lock', month: '2026-11' }),
    ]);
    try {
      const moved = await batch([{ id: r.id, version: 1, ...row({ date: '2026-11-10', amount: 12_000 }) }]);
      expect(moved.status).toBe(409);
      expect(moved.body).toMatchObject({ code: 'period_locked', field: 'disbursements.0.id' });
      const old = await create({ date: '2026-10-31' });
      expect(old.status).toBe(409);
      expect(old.body).toMatchObject({ code: 'period_locked', field: 'date' });
    } finally {
      await transact([putItem({ ...keys.paymentLog('2026-11'), entity: 'payment_log', month: '2019-10' })]);
    }
  });
});
