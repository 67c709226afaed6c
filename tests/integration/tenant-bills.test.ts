import { beforeAll, describe, expect, it } from 'vitest';
import { QRPay } from 'vietnam-qr-pay';
import './helpers';
import { useOwnTable } from './own-table';
import { invoke, ok } from './in-process';
import { ACCOUNT_2, sendWebhook } from './bank-fixtures';
import { adoptStay, bill } from './receipt-fixtures';
import { eventFor, lambdaContext } from '../support/lambda-events';
import { handler } from '../../functions/tenant-bills/handler';
import { linkToken } from '../../functions/tenant-bills/rules/link-token';
import { READS_PER_ADDRESS, READS_PER_TOKEN } from '../../functions/tenant-bills/model/read-limits';

// Issue 24, bills the tenant opens: a stay's signed link, its public read (the stay's open items, equal
// to its 1311), the VietQR the bank matching reads, paid by a webhook; every bad token the same 404.
// Its own table (the demo rooms), handlers called in-process.
useOwnTable('tenant-bills');

const B = 'BN';
const ROOM = '101';
const KEY = () => process.env.TENANT_BILL_KEY!;

const issue = (stay_id: string) => invoke('POST', '/api/tenant-bills/links', { body: { stay_id } });
/** The public read, as a tenant's phone asks it: no token of a user, from `address` when given (CloudFront's header). */
const read = (token: string, address?: string) =>
  invoke('GET', '/api/t/{token}', { params: { token }, groups: undefined, headers: address ? { 'cloudfront-viewer-address': `${address}:443` } : {} });

let stayId = '';
let otherStayId = '';

async function checkIn(room_id: string) {
  const stay = ok(
    await invoke('POST', '/api/check-ins', {
      body: {
        building: B,
        room_id,
        contract_no: `HD-T${room_id}`,
        start_date: '2026-10-01',
        rent: 2_000_000,
        deposit_held: 0,
        occupants: [{ name: `Khách ${room_id}`, phone: '0912 345 678', id_number: '079012345678' }],
        start_readings: { electricity: 100, water: 1 },
        internet: false,
      },
    }),
    201,
  );
  adoptStay(stay);
  return stay.id as string;
}

/** The stay's 1311 in the journal (Σ debit − Σ credit of its object). */
async function balance1311(room_id: string, stay: string): Promise<number> {
  const lines = ok(
    await invoke('GET', '/api/journal', {
      query: { from: '2026-10-01', to: '2026-12-31', building: B, account: '1311', object: `stay:${B}-${room_id}:${stay}`, limit: '2000' },
    }),
  );
  return (lines.items as { debit: number; credit: number }[]).reduce((s, l) => s + l.debit - l.credit, 0);
}

beforeAll(async () => {
  const settings = ok(await invoke('GET', '/api/settings/bank-wallets', { groups: '[admin]' }));
  ok(
    await invoke('PUT', '/api/settings/bank-wallets', {
      groups: '[admin]',
      body: {
        wallets: [{ wallet: 2, bank_name: 'Vietcombank', bin: '970436', account_no: ACCOUNT_2, holder: 'NHA TRO' }],
        collect: { BN: 2 },
        version: settings.version,
      },
    }),
  );
  stayId = await checkIn(ROOM);
  await bill(B, ROOM, '2026-10', 2_000_000, true);
  await bill(B, ROOM, '2026-11', 2_860_878, true);
  otherStayId = await checkIn('102');
  await bill(B, '102', '2026-11', 1_500_000, true);
});

describe('a tenant bill link (issue 24)', () => {
  let token = '';

  it('is issued by staff: a signed token of the stay, 90 days, at /t/<token>', async () => {
    const link = ok(await issue(stayId), 201);
    expect(link).toMatchObject({ stay_id: stayId, version: 1, path: `/t/${link.token}` });
    const days = (Date.parse(link.expires_at) - Date.parse(link.issued_at)) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    token = link.token;
  });

  it('shows exactly what the stay owes now (its 1311), its bills with their lines, and a VietQR for that total', async () => {
    const view = ok(await read(token));
    const owed = await balance1311(ROOM, stayId);
    expect(owed).toBe(4_860_878);
    expect(view.total).toBe(owed);
    expect(view).toMatchObject({ building: B, room_id: ROOM, paid: false });
    expect(view.bills.map((b: { no: string; owed: number }) => [b.no, b.owed])).toEqual([
      ['BT-BN2610-101', 2_000_000],
      ['BT-BN2611-101', 2_860_878],
    ]);
    expect(view.bills[1].lines).toEqual([{ kind: 'rent', label: 'Tiền phòng', quantity: null, unit_price: null, amount: 2_860_878 }]);
    const qr = new QRPay(view.qr.payload);
    expect(qr.isValid).toBe(true);
    expect(qr.amount).toBe('4860878');
    expect(qr.additionalData.purpose).toBe('BN101 T1126');
    expect(qr.consumer.bankNumber).toBe(ACCOUNT_2);
    expect(view.qr).toMatchObject({ amount: 4_860_878, text: 'BN101 T1126' });
    // Nothing about the people, the contract nor another room.
    const text = JSON.stringify(view);
    for (const secret of ['0912', '079012345678', 'Khách', 'HD-T', 'BN102', '"102"', otherStayId, stayId]) expect(text).not.toContain(secret);
  });

  it('shows "paid" once the bank notifies a transfer with that text and amount', async () => {
    const hook = ok(
      await sendWebhook(
        JSON.stringify({
          id: 24_001,
          gateway: 'Vietcombank',
          transactionDate: '2026-11-27 09:15:00',
          accountNumber: ACCOUNT_2,
          content: 'BN101 T1126',
          transferType: 'in',
          transferAmount: 4_860_878,
          referenceCode: 'FT-TENANT-24',
        }),
      ),
    );
    expect(hook.success).toBe(true);
    const view = ok(await read(token));
    expect(view).toMatchObject({ total: 0, paid: true, bills: [] });
    expect(view.qr).toBeUndefined();
    expect(view.payments.map((p: { amount: number; label: string }) => [p.label, p.amount])).toEqual([[expect.any(String), 4_860_878]]);
    expect(await balance1311(ROOM, stayId)).toBe(0);
  });

  it('answers 404 with one same body to a tampered, expired, other-stay, superseded or guessed token', async () => {
    const other = ok(await issue(otherStayId), 201);
    expect(ok(await read(other.token)).total).toBe(1_500_000);
    const [sid, version, expires, signature] = token.split('.') as [string, string, string, string];
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const reissued = ok(await issue(stayId), 201);
    expect(reissued.version).toBe(2);
    expect(ok(await read(reissued.token)).paid).toBe(true);
    const bad = {
      tampered: `${sid}.${version}.${expires}.${flip(signature)}`,
      'longer expiry': `${sid}.${version}.${Number(expires) + 86_400}.${signature}`,
      expired: linkToken(KEY(), { stay_id: stayId, version: 2, expires: Math.floor(Date.now() / 1000) - 1 }),
      'other stay': `${otherStayId}.${version}.${expires}.${signature}`,
      'other key': linkToken('not-the-key', { stay_id: stayId, version: 2, expires: Math.floor(Date.now() / 1000) + 3600 }),
      superseded: token,
      'other version': linkToken(KEY(), { stay_id: stayId, version: 7, expires: Math.floor(Date.now() / 1000) + 3600 }),
      'unknown stay': linkToken(KEY(), { stay_id: '01JZZZZZZZZZZZZZZZZZZZZZZZ', version: 1, expires: Math.floor(Date.now() / 1000) + 3600 }),
      guessed: 'abc',
      'guessed shape': `${sid}.1.9999999999.${'x'.repeat(43)}`,
    };
    const answers = await Promise.all(Object.values(bad).map((t) => read(t)));
    for (const [i, name] of Object.keys(bad).entries()) expect(answers[i]!.status, name).toBe(404);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
  });

  it('refuses the staff route without a login (401)', async () => {
    const event = eventFor('POST /api/tenant-bills/links', { body: { stay_id: stayId }, claims: false });
    expect((await handler(event, lambdaContext())).statusCode).toBe(401);
  });

  it('answers 429 once a token, or an address, has read too often in a minute', async () => {
    const guess = linkToken('not-the-key', { stay_id: stayId, version: 1, expires: Math.floor(Date.now() / 1000) + 3600 });
    const byToken = [];
    for (let i = 0; i <= READS_PER_TOKEN; i++) byToken.push((await read(guess, `198.51.100.${i}`)).status);
    expect(byToken.slice(0, READS_PER_TOKEN).every((s) => s === 404)).toBe(true);
    expect(byToken.at(-1)).toBe(429);
    const byAddress = [];
    for (let i = 0; i <= READS_PER_ADDRESS; i++) byAddress.push(await read(`guess-${i}`, '203.0.113.24'));
    expect(byAddress.slice(0, READS_PER_ADDRESS).every((a) => a.status === 404)).toBe(true);
    expect(byAddress.at(-1)).toMatchObject({ status: 429, body: { code: 'too_many' } });
  });
});
