import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import './helpers';
import { invoke, ok } from './in-process';
import { useOwnTable } from './own-table';

// The Chợ Tốt import against a local HTTP stand-in of the partner API (shared/api/chotot.ts documents
// its shape) and against exported files; the setting is one global item: a table of its own.
useOwnTable('expenses-chotot-test');

const KEY = 'ct-secret-key-123456';
/** What the stand-in does next: answer the transactions, fail, send garbage, or never answer. */
let mode: 'ok' | 'error' | 'garbage' | 'hang' = 'ok';
const asked: { url: string; auth?: string }[] = [];

const TRANSACTIONS = [
  { id: 'T1', time: '2026-11-04T18:30:00Z', amount: 150_000, type: 'spend', description: 'Đẩy tin phòng 203' }, // 01:30 on 5 Nov in Viet Nam
  { id: 'T2', time: '2026-11-06T03:00:00Z', amount: 1_000_000, type: 'topup', description: 'Nạp tiền' },
  { id: 'T3', time: '2026-11-03T02:00:00+07:00', amount: 60_000, type: 'spend' },
  { id: 'T4', time: '2026-12-02T02:00:00Z', amount: 99_000, type: 'spend', description: 'ngoài khoảng' },
];

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push({ url: req.url ?? '', auth: req.headers.authorization });
    if (mode === 'hang') return; // never answers: the operation's timeout must end it
    if (req.headers.authorization !== `Bearer ${KEY}`) {
      res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'invalid token xyz-internal' }));
      return;
    }
    if (!req.url?.startsWith('/partner/v1/transactions?')) return void res.writeHead(404).end();
    if (mode === 'error') return void res.writeHead(500, { 'content-type': 'text/plain' }).end('stack trace: NullPointerException at db01');
    if (mode === 'garbage') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: 'nope' }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ transactions: TRANSACTIONS }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/partner`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (body: Record<string, unknown>) => invoke('POST', '/api/chotot/get-transactions', { body: { from: '2026-11-01', to: '2026-11-30', ...body } });
const settings = (body: Record<string, unknown>, groups = '[admin]') => invoke('PUT', '/api/settings/chotot', { body, groups });
const csv = (text: string) => ({ file_name: 'chotot-11.csv', content_base64: Buffer.from(text, 'utf8').toString('base64') });

describe('Chợ Tốt settings (/api/settings/chotot)', () => {
  it('starts unset; only an admin saves; the key is asked once and never answered', async () => {
    expect(ok(await invoke('GET', '/api/settings/chotot'))).toEqual({ key_set: false, version: 0 });
    expect((await settings({ base_url: base, key: KEY, version: 0 }, '[staff]')).status).toBe(403);
    const noKey = await settings({ base_url: base, version: 0 });
    expect(noKey.status).toBe(400);
    expect(noKey.body.field).toBe('key');
    const badUrl = await settings({ base_url: 'ftp://x/y', key: KEY, version: 0 });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.field).toBe('base_url');
    const saved = ok(await settings({ base_url: base, key: KEY, version: 0 }));
    expect(saved).toMatchObject({ base_url: base, key_set: true, version: 1 });
    expect(JSON.stringify(saved)).not.toContain(KEY);
    const read = ok(await invoke('GET', '/api/settings/chotot'));
    expect(read).toMatchObject({ base_url: base, key_set: true, version: 1 });
    expect(JSON.stringify(read)).not.toContain(KEY);
    // a save without the key keeps it
    expect(ok(await settings({ base_url: base, version: 1 }))).toMatchObject({ key_set: true, version: 2 });
    const stale = await settings({ base_url: base, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale', field: 'version' });
    const logs = ok(await invoke('GET', '/api/logs', { query: { from: '2026-01-01', to: '2026-12-31' }, groups: '[admin]' }));
    expect(JSON.stringify(logs)).not.toContain(KEY);
  });
});

describe('Chợ Tốt spend as proposed advertising slips (POST /api/chotot/get-transactions)', () => {
  it('asks the configured API with the key and proposes its spends of the range, in Vietnamese dates', async () => {
    mode = 'ok';
    const r = ok(await get({}));
    expect(r.source).toBe('api');
    expect(r.items).toEqual([
      { date: '2026-11-03', amount: 60_000, description: 'Quảng cáo Chợ Tốt', reference: 'chotot:T3' },
      { date: '2026-11-05', amount: 150_000, description: 'Quảng cáo Chợ Tốt: Đẩy tin phòng 203', reference: 'chotot:T1' },
    ]);
    const last = asked.at(-1)!;
    expect(last.auth).toBe(`Bearer ${KEY}`);
    expect(last.url).toBe('/partner/v1/transactions?from=2026-11-01&to=2026-11-30');
  });

  it('answers 502 in Vietnamese, without the partner’s internals, when the API fails, refuses the key, or sends garbage', async () => {
    mode = 'error';
    const failed = await get({});
    expect(failed.status).toBe(502);
    expect(failed.body.message).toMatch(/Chợ Tốt báo lỗi \(mã 500\)/);
    expect(JSON.stringify(failed.body)).not.toMatch(/NullPointer|db01/);
    mode = 'garbage';
    const garbage = await get({});
    expect(garbage.status).toBe(502);
    expect(garbage.body.message).toMatch(/không đúng định dạng/);
    mode = 'ok';
    ok(await settings({ base_url: base, key: 'wrong-key-000000', version: 2 }));
    const refused = await get({});
    expect(refused.status).toBe(502);
    expect(refused.body.message).toMatch(/từ chối khoá API/);
    expect(JSON.stringify(refused.body)).not.toContain('xyz-internal');
    ok(await settings({ base_url: base, key: KEY, version: 3 }));
  });

  it('gives up on an API that never answers (502 after the timeout)', async () => {
    mode = 'hang';
    // The answer itself is the proof that the product gave up (the API never answers); how long that
    // took is not asserted: a test's clock runs slow on a busy machine.
    const r = await get({});
    expect(r.status).toBe(502);
    expect(r.body.message).toMatch(/không phản hồi/);
    mode = 'ok';
  });

  it('reads an exported file instead (Vietnamese headers, BOM, semicolons), and requires one when the API is off', async () => {
    const file = csv(
      '\uFEFFMã giao dịch;Thời gian;Loại;Số tiền;Nội dung\nF1;05/11/2026 09:10;Chi tiêu;-120.000;Tin ưu tiên\nF2;06/11/2026 10:00;Nạp tiền;500.000;Nạp\nF3;2026-10-30 08:00;Chi tiêu;30.000;Tháng trước\n',
    );
    const fromFile = ok(await get({ file }));
    expect(fromFile).toEqual({
      source: 'file',
      items: [{ date: '2026-11-05', amount: 120_000, description: 'Quảng cáo Chợ Tốt: Tin ưu tiên', reference: 'chotot:F1' }],
    });

    ok(await settings({ base_url: null, version: 4 }));
    expect(ok(await invoke('GET', '/api/settings/chotot'))).toMatchObject({ key_set: false, version: 5 });
    const none = await get({});
    expect(none.status).toBe(400);
    expect(none.body.field).toBe('file');
    expect(none.body.errors[0].message).toMatch(/Chưa cài đặt API Chợ Tốt/);

    const english = ok(await get({ file: csv('id,time,amount,type,description\nE1,2026-11-02T10:00:00+07:00,45000,spend,Bump\n') }));
    expect(english.items).toEqual([{ date: '2026-11-02', amount: 45_000, description: 'Quảng cáo Chợ Tốt: Bump', reference: 'chotot:E1' }]);
  });

  it('marks a proposal already entered as an expense slip with that slip’s number', async () => {
    ok(await invoke('PUT', '/api/settings/payees', { body: { payees: [{ name: 'Chợ Tốt', active: true }], version: 0 }, groups: '[admin]' }));
    const file = csv('id,time,amount\nM1,2026-11-02,45000\nM2,2026-11-03,55000\n');
    const [m1] = ok(await get({ file })).items;
    const slip = ok(
      await invoke('POST', '/api/disbursement/createOrEditDisbursements', {
        body: {
          building: 'BN',
          disbursements: [
            { date: m1.date, wallet: 2, amount: m1.amount, category: 'advertising', payee: 'Chợ Tốt', description: m1.description, reference: m1.reference },
          ],
        },
      }),
    ).disbursements[0];
    const again = ok(await get({ file }));
    expect(again.items.map((i: { reference: string; slip_no?: string }) => [i.reference, i.slip_no])).toEqual([
      ['chotot:M1', slip.slip_no],
      ['chotot:M2', undefined],
    ]);
  });

  it('refuses a bad file or range with the field: a missing column, an unreadable line, a long range, not a CSV', async () => {
    const noAmount = await get({ file: csv('id,time\nA,2026-11-02\n') });
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.errors[0]).toMatchObject({ path: 'file', message: expect.stringMatching(/Thiếu cột Số tiền/) });
    const badLine = await get({ file: csv('id,time,amount\nA,2026-11-02,10000\nB,hôm qua,5000\n') });
    expect(badLine.status).toBe(400);
    expect(badLine.body.errors[0].message).toMatch(/Dòng 3: thời gian "hôm qua"/);
    const long = await get({ from: '2026-08-01', to: '2026-11-30', file: csv('id,time,amount\n') });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('to');
    const xlsx = await get({ file: { file_name: 'a.xlsx', content_base64: 'AAAA' } });
    expect(xlsx.status).toBe(400);
    expect(xlsx.body.field).toBe('file');
    expect((await invoke('POST', '/api/chotot/get-transactions', { body: { from: '2026-11-01', to: '2026-11-30' }, groups: '[SECURITY]' })).status).toBe(403);
  });
});
