import { beforeAll, describe, expect, it, vi } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { ACCOUNT_2, declareWallet2, sendWebhook, vcbFile } from './bank-fixtures';
import { invoke, ok } from './in-process';
import { everyItem } from './paging';
import { bill, ensureStay, fixtureStay } from './receipt-fixtures';
import { webhookSignature } from '../../functions/bank/webhook-signature';
import { getItem } from '../../functions/platform/db/items';
import { putItem, transact } from '../../functions/platform/db/transact';
import { keys } from '../../functions/platform/db/keys';
import { crash } from './crash-after-commit';
import { addDays, vnToday } from '../../shared/dates';

// An import dies right after one of its vouchers when a test sets `crash.after`.
vi.mock('../../functions/kernel/voucher', async (original) => (await import('./crash-after-commit')).dyingVoucher(original));

// Bank lines pay rooms' bills: this file runs in a table of its own (the demo rooms), its handlers
// called in-process as the gateway would call the bank Lambda.
useOwnTable('bank-test');

const B = 'BN';
const SECRET = process.env.BANK_WEBHOOK_SECRET!;
const mbCsv = (rows: (string | number)[][]) =>
  Buffer.from(
    [['Ngày giao dịch', 'Số bút toán', 'Phát sinh nợ', 'Phát sinh có', 'Nội dung', 'Tài khoản đối ứng', 'Tên tài khoản đối ứng'], ...rows]
      .map((r) => r.join(';'))
      .join('\n'),
  ).toString('base64');

const importFile = (wallet: number, content_base64: string, extra: Record<string, unknown> = {}) =>
  invoke('POST', '/api/bank-transactions/import', { body: { wallet, file_name: 'sao-ke.xlsx', content_base64, ...extra } });
const list = async (wallet: number, status = 'all', from = '2026-10-01', to = '2026-11-30') =>
  ok(await invoke('GET', '/api/bank-transactions', { query: { wallet: String(wallet), from, to, status } })).items as any[]; // eslint-disable-line @typescript-eslint/no-explicit-any
const put = (id: string, body: Record<string, unknown>) => invoke('PUT', '/api/bank-transactions/{id}', { params: { id }, body });
const receipts = async (room_id?: string) =>
  everyItem('/api/receipt-rooms/search', { building: B, from: '2026-10-01', to: '2026-11-30', ...(room_id ? { room_id } : {}) });
const owed = async (room_id: string) => ok(await invoke('GET', '/api/general/charge-rooms/months', { query: { building: B, room_id } })).owed as number;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers freely
const byText = (items: any[], text: string) => items.find((i) => i.content === text);

beforeAll(async () => {
  await bill(B, '101', '2026-10', 3_000_000, true);
  await bill(B, '103', '2026-10', 1_800_000, true);
  await bill(B, '104', '2026-10', 2_500_000, true);
  await bill(B, '106', '2026-10', 4_100_000, true);
  await bill(B, '107', '2026-10', 3_300_000, true);
  // tenants without a bill yet: their money is a payment in advance of their stay
  for (const room of ['201', '202', '108']) await ensureStay(B, room);
  await declareWallet2();
});

describe('statement import (POST /api/bank-transactions/import)', () => {
  it('stores every line, turns the coded ones into rent receipts at once, queues the rest with suggestions; re-import adds nothing', async () => {
    const file = await vcbFile(
      [
        { date: '2026-11-03', ref: 'VCB-1', credit: 3_000_000, balance: 13_000_000, text: 'MBVCB.1.NGUYEN VAN A chuyen tien BN101 T1126' },
        { date: '2026-11-03', ref: 'VCB-2', credit: 1_000_000, balance: 14_000_000, text: 'BN102 va BN103 dien nuoc' },
        { date: '2026-11-04', ref: 'VCB-3', credit: 2_500_000, balance: 16_500_000, text: 'tien nha thang 10' },
        { date: '2026-11-05', ref: 'VCB-4', debit: 700_000, balance: 15_800_000, text: 'Chuyen sang TK ACB' },
        { date: '2026-11-06', credit: 50_000, balance: 15_850_000, text: 'nop tien mat' },
        { date: '2026-11-06', credit: 50_000, balance: 15_900_000, text: 'nop tien mat' },
        { date: '2026-11-06', ref: 'VCB-5', credit: 1_800_000, balance: 17_700_000, text: 'Tien phong bn 103 thang 11' },
      ],
      10_000_000,
    );
    const first = ok(await importFile(2, file));
    expect(first).toMatchObject({ layout: 'vcb', lines_read: 7, added: 7, duplicates: 0, matched: 2, queued: 5 });
    expect(first.check).toEqual({ opening: 10_000_000, closing: 17_700_000, movements: 7_700_000, ok: true });

    // the coded line is a receipt of room 101 on wallet 2, and the room owes nothing more
    const r101 = await receipts('101');
    expect(r101.map((r) => [r.amount, r.wallet, r.date, r.status])).toEqual([[3_000_000, 2, '2026-11-03', 'active']]);
    expect(await owed('101')).toBe(0);
    // in the ledger: Dr 1121 (wallet 2) / Cr 1311 on the room's stay, and the stay's 1311 back to nil
    expect(r101[0]).toMatchObject({ stay_id: fixtureStay(B, '101').stay_id, contract_no: 'HD-101', left_credit: 0 });
    const journal = ok(await invoke('GET', '/api/journal', { query: { from: '2026-10-01', to: '2026-11-30', building: B, account: '1311', limit: '2000' } }));
    const room101 = (journal.items as { object?: string; debit: number; credit: number; voucher_id: string }[]).filter(
      (l) => l.object === `stay:BN-101:${fixtureStay(B, '101').stay_id}`,
    );
    expect(room101.filter((l) => l.voucher_id === r101[0].id).map((l) => [l.debit, l.credit])).toEqual([[0, 3_000_000]]);
    expect(room101.reduce((s, l) => s + l.debit - l.credit, 0)).toBe(0);
    // the two coded lines of BN in November went as one voucher: numbers in a row, each paying its bill
    const r103 = await receipts('103');
    expect(r103.map((r) => [r.amount, r.allocations])).toEqual([
      [1_800_000, [{ kind: 'bill', month: '2026-10', bill_no: 'BT-BN2610-103', amount: 1_800_000 }]],
    ]);
    expect(await owed('103')).toBe(0);
    expect([r101[0].receipt_no, r103[0].receipt_no].sort()).toEqual(['PTBN2611-001', 'PTBN2611-002']);
    // one voucher, one log line: it names each receipt (a search by either number finds it) and which line became which
    const logsOf = async (q: string) =>
      ok(await invoke('GET', '/api/logs', { query: { from: addDays(vnToday(), -1), to: addDays(vnToday(), 1), q } })).items as {
        summary: string;
        entity_no?: string;
      }[];
    const [byFirst, bySecond] = [await logsOf('PTBN2611-001'), await logsOf('PTBN2611-002')];
    expect(byFirst).toHaveLength(1);
    expect(bySecond).toEqual(byFirst);
    expect(byFirst[0]!.summary).toMatch(
      /^Tự khớp 2 giao dịch ngân hàng ví 2: .*PTBN2611-001 Phòng 101.* 3\.000\.000 đ \(ngày 2026-11-03\); .*PTBN2611-002 Phòng 103.* 1\.800\.000 đ \(ngày 2026-11-06\)$/,
    );
    expect(byFirst[0]!.entity_no).toBe('PTBN2611-001…PTBN2611-002');

    const items = await list(2);
    expect(items.map((i) => i.date)).toEqual([...items.map((i) => i.date)].sort().reverse());
    const coded = byText(items, 'MBVCB.1.NGUYEN VAN A chuyen tien BN101 T1126');
    expect(coded).toMatchObject({
      status: 'matched',
      version: 2,
      match: { kind: 'receipt_room', voucher_id: r101[0].id, voucher_no: r101[0].receipt_no, building: B, room_id: '101', auto: true },
      suggestions: [],
    });
    // two rooms named: no automatic match, both suggested
    const two = byText(items, 'BN102 va BN103 dien nuoc');
    expect(two.status).toBe('unmatched');
    expect(two.suggestions.map((s: { room_id: string; reason: string }) => [s.room_id, s.reason])).toEqual([
      ['102', 'code'],
      ['103', 'code'],
    ]);
    // the room owing exactly the amount is suggested
    expect(byText(items, 'tien nha thang 10').suggestions[0]).toMatchObject({ kind: 'room', room_id: '104', reason: 'amount' });
    // two genuinely equal lines both stay
    expect(items.filter((i) => i.content === 'nop tien mat')).toHaveLength(2);

    const again = ok(await importFile(2, file));
    expect(again).toMatchObject({ lines_read: 7, added: 0, duplicates: 7, matched: 0, queued: 0 });
    expect(await list(2)).toHaveLength(7);
    expect(await receipts('101')).toHaveLength(1);
  });

  it('says where the running balance breaks', async () => {
    const file = await vcbFile([
      { date: '2026-10-10', ref: 'BRK-1', credit: 100_000, balance: 1_100_000, text: 'a' },
      { date: '2026-10-11', ref: 'BRK-2', credit: 100_000, balance: 1_250_000, text: 'b' },
    ]);
    const r = ok(await importFile(3, file));
    expect(r.check).toMatchObject({ ok: false, opening: 1_000_000, movements: 200_000 });
    expect(r.check.message).toMatch(/dòng 4 \(ngày 11-10-2026\)/);
  });

  it('books no receipt dated before the books: such a coded line waits, and a person cannot match it either', async () => {
    const r = ok(await importFile(5, await vcbFile([{ date: '2019-01-05', ref: 'OLD-1', credit: 900_000, text: 'BN105 T0119' }])));
    expect(r).toMatchObject({ added: 1, matched: 0, queued: 1 });
    const line = (await list(5, 'unmatched', '2019-01-01', '2019-01-31')).find((i) => i.reference === 'OLD-1');
    const refused = await put(line.id, { action: 'match', version: line.version, building: B, room_id: '105' });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('date');
    expect(await receipts('105')).toHaveLength(0);
  });

  it('books no receipt in a month the edit lock closed: the batch is refused in its own transaction and the coded line waits', async () => {
    const lock = (month: string) =>
      transact([putItem({ ...keys.paymentLog('2026-11'), entity: 'payment_log', month }), putItem({ ...keys.editLock, entity: 'edit_lock', month })]);
    await lock('2026-11');
    try {
      const r = ok(await importFile(4, await vcbFile([{ date: '2026-10-20', ref: 'LOCK-1', credit: 1_200_000, text: 'chuyen tien BN105 T1026' }])));
      expect(r).toMatchObject({ added: 1, matched: 0, queued: 1 });
      const line = (await list(4, 'unmatched')).find((i) => i.reference === 'LOCK-1');
      expect(line).toMatchObject({ status: 'unmatched', version: 1 });
      expect(await receipts('105')).toHaveLength(0);
    } finally {
      await lock('2019-10');
    }
  });

  it('refuses bad input with the field, writing nothing', async () => {
    const file = await vcbFile([{ date: '2026-11-01', ref: 'BAD-1', credit: 1, text: 'x' }]);
    for (const [body, field] of [
      [{ wallet: 6, file_name: 'a.xlsx', content_base64: file }, 'wallet'],
      [{ wallet: 2, file_name: 'a.xlsx', content_base64: '***' }, 'content_base64'],
      [{ wallet: 2, file_name: 'a.xlsx', content_base64: file, layout: 'mapping' }, 'mapping'],
      [{ wallet: 2, file_name: 'a.xlsx', content_base64: file, extra: 1 }, 'extra'],
      [{ wallet: 2, file_name: 'a.csv', content_base64: Buffer.from('a,b\n1,2').toString('base64') }, 'layout'],
    ] as const) {
      const r = await invoke('POST', '/api/bank-transactions/import', { body });
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.field).toBe(field);
    }
    expect((await list(2)).some((i) => i.reference === 'BAD-1')).toBe(false);
  });
});

describe('list and replay', () => {
  it('pages newest first with a cursor naming a month of the range; a bad cursor is a 400', async () => {
    const all = await list(2);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = ok(
        await invoke('GET', '/api/bank-transactions', {
          query: { wallet: '2', from: '2026-10-01', to: '2026-11-30', limit: '3', ...(cursor ? { cursor } : {}) },
        }),
      );
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((i: { id: string }) => i.id));
      cursor = page.cursor;
    } while (cursor);
    expect(seen).toEqual(all.map((i) => i.id));
    const bad = await invoke('GET', '/api/bank-transactions', {
      query: {
        wallet: '2',
        from: '2026-10-01',
        to: '2026-11-30',
        cursor: Buffer.from(JSON.stringify({ PK: 'BANKTX#3#2026-11', SK: 'x' })).toString('base64url'),
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('cursor');
    expect((await invoke('GET', '/api/bank-transactions', { query: { wallet: '2', from: '2025-01-01', to: '2026-11-30' } })).body.field).toBe('to');
  });

  it('an import retried with the same Idempotency-Key answers as the first time', async () => {
    const file = await vcbFile([{ date: '2026-11-20', ref: 'IDEM-1', credit: 10_000, text: 'x' }]);
    const headers = { 'idempotency-key': 'bank-import-idem-1' };
    const body = { wallet: 3, file_name: 'a.xlsx', content_base64: file };
    const first = ok(await invoke('POST', '/api/bank-transactions/import', { body, headers }));
    expect(first.added).toBe(1);
    expect(ok(await invoke('POST', '/api/bank-transactions/import', { body, headers }))).toEqual(first);
  });

  it('an import cut short after one of its vouchers, sent again, stores every line once and pays every coded line once', async () => {
    const file = await vcbFile([
      { date: '2026-11-21', ref: 'CUT-1', credit: 1_100_000, text: 'BN201 T1126 lan 1' },
      { date: '2026-11-21', ref: 'CUT-2', credit: 1_200_000, text: 'BN202 T1126' },
      { date: '2026-11-22', ref: 'CUT-3', credit: 1_300_000, text: 'BN201 T1126 lan 2' },
      { date: '2026-11-22', ref: 'CUT-4', credit: 40_000, text: 'khong ma phong' },
      { date: '2026-11-22', ref: 'CUT-5', debit: 11_000, text: 'phi sms' },
    ]);
    const headers = { 'idempotency-key': 'bank-import-cut-1' };
    const body = { wallet: 3, file_name: 'cut.xlsx', content_base64: file };
    // BN201 pays twice: its second line goes in a second voucher, after the one the Lambda dies behind.
    crash.after = 0;
    expect((await invoke('POST', '/api/bank-transactions/import', { body, headers })).status).toBe(500);
    crash.after = -1;
    const again = ok(await invoke('POST', '/api/bank-transactions/import', { body, headers }));
    expect(again).toMatchObject({ lines_read: 5, matched: 1 });
    const lines = (await list(3, 'all', '2026-11-21', '2026-11-22')).filter((i) => String(i.reference).startsWith('CUT-'));
    expect(lines.map((l) => l.reference).sort()).toEqual(['CUT-1', 'CUT-2', 'CUT-3', 'CUT-4', 'CUT-5']);
    const byRef = new Map(lines.map((l) => [l.reference, l]));
    for (const ref of ['CUT-1', 'CUT-2', 'CUT-3'])
      expect(byRef.get(ref)).toMatchObject({ status: 'matched', version: 2, match: { kind: 'receipt_room', building: B, auto: true } });
    expect(byRef.get('CUT-4').status).toBe('unmatched');
    const r201 = await receipts('201');
    expect(r201.map((r) => r.amount).sort()).toEqual([1_100_000, 1_300_000]);
    expect((await receipts('202')).map((r) => r.amount)).toEqual([1_200_000]);
    expect(new Set([byRef.get('CUT-1').match.voucher_id, byRef.get('CUT-3').match.voucher_id])).toEqual(new Set(r201.map((r) => r.id)));
    // and the same file once more adds nothing
    expect(ok(await importFile(3, file))).toMatchObject({ lines_read: 5, added: 0, duplicates: 5, matched: 0 });
    expect(await receipts('201')).toHaveLength(2);
  });
});

describe('review queue (PUT /api/bank-transactions/{id})', () => {
  it('match posts the receipt and remembers the payer; a second match is a 409; unmatch reverses the receipt; a re-match works', async () => {
    const r = ok(await importFile(4, mbCsv([['07/11/2026', 'MB-1', 0, 2_500_000, 'chuyen khoan', '190312345678', 'TRAN THI B']])));
    expect(r).toMatchObject({ layout: 'mb', added: 1, matched: 0 });
    const line = (await list(4, 'unmatched')).find((i) => i.reference === 'MB-1');
    expect(line.suggestions[0]).toMatchObject({ room_id: '104', reason: 'amount' });

    const matched = ok(await put(line.id, { action: 'match', version: line.version, building: B, room_id: '104' }));
    expect(matched).toMatchObject({ status: 'matched', version: 2, match: { kind: 'receipt_room', room_id: '104', auto: false } });
    expect(await owed('104')).toBe(0);
    const again = await put(line.id, { action: 'match', version: 2, building: B, room_id: '105' });
    expect(again.status).toBe(409);
    expect((await put(line.id, { action: 'match', version: 1, building: B, room_id: '105' })).status).toBe(409);
    expect(await receipts('105')).toHaveLength(0);

    const undone = ok(await put(line.id, { action: 'unmatch', version: 2 }));
    expect(undone).toMatchObject({ status: 'unmatched', version: 3 });
    expect(undone.match).toBeUndefined();
    expect((await receipts('104')).map((x) => x.status)).toEqual(['removed']);
    expect(await owed('104')).toBe(2_500_000);

    ok(await put(line.id, { action: 'match', version: 3, building: B, room_id: '104' }));
    expect(await owed('104')).toBe(0);

    // the payer is remembered for room 104: their next transfer suggests it
    ok(await importFile(4, mbCsv([['08/11/2026', 'MB-2', 0, 999_000, 'ck', '190312345678', 'TRAN THI B']])));
    const next = (await list(4, 'unmatched')).find((i) => i.reference === 'MB-2');
    expect(next.suggestions[0]).toMatchObject({ room_id: '104', reason: 'payer' });
  });

  it('two matches of one line at once: one wins, one receipt', async () => {
    ok(await importFile(4, mbCsv([['09/11/2026', 'MB-RACE', 0, 4_100_000, 'tien phong', '', '']])));
    const line = (await list(4, 'unmatched')).find((i) => i.reference === 'MB-RACE');
    const [a, b] = await Promise.all([
      put(line.id, { action: 'match', version: line.version, building: B, room_id: '106' }),
      put(line.id, { action: 'match', version: line.version, building: B, room_id: '107' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await receipts('106')).length + (await receipts('107')).length).toBe(1);
  });

  it('ignore, note, and bring an ignored line back; an outgoing line cannot pay a room', async () => {
    ok(await importFile(4, mbCsv([['10/11/2026', 'MB-IGN', 300_000, 0, 'phi', '', '']])));
    const line = (await list(4)).find((i) => i.reference === 'MB-IGN');
    const refused = await put(line.id, { action: 'match', version: 1, building: B, room_id: '101' });
    expect(refused.status).toBe(400);
    expect(ok(await put(line.id, { action: 'ignore', version: 1 }))).toMatchObject({ status: 'ignored', version: 2 });
    expect(ok(await put(line.id, { action: 'note', version: 2, note: 'Phí ngân hàng' }))).toMatchObject({
      status: 'ignored',
      note: 'Phí ngân hàng',
      version: 3,
    });
    expect(ok(await put(line.id, { action: 'unmatch', version: 3 }))).toMatchObject({ status: 'unmatched', version: 4 });
    const noRoom = await put(line.id, { action: 'match', version: 4, building: B });
    expect(noRoom.status).toBe(400);
    expect(noRoom.body.field).toBe('room_id');
    expect((await put(line.id, { action: 'ignore', version: 4, note: 'x' })).body.field).toBe('note');
    const bad = await put(line.id, { action: 'dance', version: 4 });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('action');
    expect((await invoke('PUT', '/api/bank-transactions/{id}', { params: { id: 'x' }, body: { action: 'ignore', version: 4 } })).status).toBe(400);
  });
});

describe('internal transfers', () => {
  it('pairs an outgoing line of one wallet with an incoming one of another; the transfer matches both; unmatch reverses it', async () => {
    ok(await importFile(5, mbCsv([['06/11/2026', 'MB5-IN', 0, 700_000, 'nhan tu VCB', '', '']])));
    const pairs = ok(await invoke('GET', '/api/bank-internal-transfer/possible-transactions', { query: { from: '2026-11-01', to: '2026-11-30' } })).pairs;
    const pair = pairs.find((p: { out: { wallet: number }; in: { reference: string } }) => p.out.wallet === 2 && p.in.reference === 'MB5-IN');
    expect(pair.out).toMatchObject({ amount: 700_000, direction: 'out', content: 'Chuyen sang TK ACB' });
    // the queue suggests the other half
    expect((await list(2, 'unmatched')).find((i) => i.id === pair.out.id).suggestions).toContainEqual(
      expect.objectContaining({ kind: 'transfer', reason: 'transfer', bank_transaction_id: pair.in.id }),
    );
    const t = ok(
      await invoke('POST', '/api/bank-internal-transfer', {
        body: { out_id: pair.out.id, out_version: pair.out.version, in_id: pair.in.id, in_version: pair.in.version },
      }),
      201,
    );
    expect(t).toMatchObject({ date: '2026-11-05', from_wallet: 2, to_wallet: 5, amount: 700_000, out_id: pair.out.id, in_id: pair.in.id });
    const inLine = (await list(5)).find((i) => i.id === pair.in.id);
    expect(inLine).toMatchObject({ status: 'matched', match: { kind: 'internal_transfer', voucher_id: t.id } });
    // the same lines cannot be paired twice
    expect(
      (
        await invoke('POST', '/api/bank-internal-transfer', {
          body: { out_id: pair.out.id, out_version: pair.out.version, in_id: pair.in.id, in_version: pair.in.version },
        })
      ).status,
    ).toBe(409);

    ok(await put(inLine.id, { action: 'unmatch', version: inLine.version }));
    const both = [...(await list(2)), ...(await list(5))].filter((i) => i.id === pair.out.id || i.id === pair.in.id);
    expect(both.map((i) => i.status)).toEqual(['unmatched', 'unmatched']);

    // the other way round: money leaving wallet 5 for wallet 2 (both wallets have outgoing lines now)
    ok(await importFile(5, mbCsv([['07/11/2026', 'MB5-OUT', 450_000, 0, 'chuyen sang VCB', '', '']])));
    ok(await importFile(2, await vcbFile([{ date: '2026-11-08', ref: 'VCB-FROM-MB', credit: 450_000, text: 'nhan tu MB' }])));
    const back = ok(await invoke('GET', '/api/bank-internal-transfer/possible-transactions', { query: { from: '2026-11-01', to: '2026-11-30' } })).pairs;
    expect(
      back.map((p: { out: { wallet: number; reference: string }; in: { wallet: number; reference: string } }) => [
        p.out.wallet,
        p.out.reference,
        p.in.wallet,
        p.in.reference,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [2, pair.out.reference, 5, 'MB5-IN'],
        [5, 'MB5-OUT', 2, 'VCB-FROM-MB'],
      ]),
    );
  });
});

describe('link to a voucher already posted (POST /api/receipt-cash/link-bank-transaction)', () => {
  it('links when the voucher moved the same amount on the wallet, once per voucher', async () => {
    ok(
      await importFile(
        3,
        mbCsv([
          ['12/11/2026', 'L-1', 0, 1_234_000, 'tien mat nop', '', ''],
          ['12/11/2026', 'L-2', 0, 1_234_000, 'lan nua', '', ''],
        ]),
      ),
    );
    const receipt = ok(
      await invoke('POST', '/api/receipt-rooms', { body: { building: B, room_id: '108', date: '2026-11-12', wallet: 3, amount: 1_234_000 } }),
      201,
    );
    const lines = await list(3, 'unmatched');
    const l1 = lines.find((i) => i.reference === 'L-1');
    const l2 = lines.find((i) => i.reference === 'L-2');
    const link = (l: { id: string; version: number }, voucher_id = receipt.id) =>
      invoke('POST', '/api/receipt-cash/link-bank-transaction', {
        body: { bank_transaction_id: l.id, version: l.version, voucher_type: 'receipt_room', voucher_id },
      });
    const linked = ok(await link(l1));
    expect(linked).toMatchObject({
      status: 'matched',
      match: { kind: 'linked', voucher_type: 'receipt_room', voucher_id: receipt.id, voucher_no: receipt.receipt_no },
    });
    const twice = await link(l2);
    expect(twice.status).toBe(409);
    expect(twice.body.field).toBe('voucher_id');
    const wrong = await link(l2, '01ARZ3NDEKTSV4RRFFQ69G5FAV');
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('voucher_id');
    // unlinking frees the voucher for another line
    ok(await put(l1.id, { action: 'unmatch', version: linked.version }));
    ok(await link({ id: l2.id, version: l2.version }));
  });
});

describe('bank webhook (POST /api/bank-webhook)', () => {
  const notification = (over: Record<string, unknown> = {}) =>
    JSON.stringify({
      id: 9001,
      gateway: 'Vietcombank',
      transactionDate: '2026-11-15 10:20:30',
      accountNumber: ACCOUNT_2,
      code: null,
      content: 'BN106 T1126 chuyen tien',
      transferType: 'in',
      transferAmount: 500_000,
      referenceCode: 'FT-HOOK-1',
      accumulated: 20_000_000,
      ...over,
    });
  const send = sendWebhook;

  it('refuses a bad signature, a stale timestamp and a malformed body, writing no receipt', async () => {
    const before = (await receipts()).length;
    const body = notification({ referenceCode: 'FT-BAD' });
    expect((await send(body, { secret: 'not-the-key' })).status).toBe(401);
    expect((await send(body, { ts: Math.floor(Date.now() / 1000) - 301 })).status).toBe(401);
    expect((await send(body, { signature: webhookSignature(SECRET, '1', body) })).status).toBe(401);
    const malformed = await send(notification({ transferAmount: 'nhieu', referenceCode: 'FT-BAD' }));
    expect(malformed.status).toBe(400);
    expect(malformed.body.field).toBe('transferAmount');
    expect((await send('{"id":')).status).toBe(400);
    expect((await send(notification({ accountNumber: '999', referenceCode: 'FT-BAD' }))).status).toBe(400);
    expect((await receipts()).length).toBe(before);
    expect((await list(2, 'all', '2026-11-01', '2026-11-30')).some((i) => i.reference === 'FT-BAD')).toBe(false);
  });

  it('stores the line raw, matches its code to a receipt, and answers a replay with the first answer', async () => {
    const body = notification();
    const first = ok(await send(body));
    expect(first).toEqual({ success: true, id: expect.stringMatching(/^2-20261115-/) });
    expect((await receipts('106')).filter((r) => r.amount === 500_000)).toHaveLength(1);
    const replay = ok(await send(body));
    expect(replay).toEqual(first);
    expect((await receipts('106')).filter((r) => r.amount === 500_000)).toHaveLength(1);
    const line = (await list(2, 'matched', '2026-11-15', '2026-11-15')).find((i) => i.id === first.id);
    expect(line).toMatchObject({ source: 'webhook', reference: 'FT-HOOK-1', amount: 500_000, match: { room_id: '106', auto: true } });
    // kept as the bank sent it
    const stored = await getItem(keys.bankLine(2, '2026-11-15', first.id));
    expect(stored?.raw).toBe(body);
  });
});
