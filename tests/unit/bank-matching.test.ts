import { describe, expect, it } from 'vitest';
import { autoMatchRoom, codeBook, payerKey, roomsNamed, suggestionsFor, type SuggestionContext } from '../../functions/bank/rules/bank-line-rules';
import { verifyWebhook, webhookSignature } from '../../functions/bank/webhook-signature';

const codes = codeBook([
  { building: 'BN', room_id: '10' },
  { building: 'BN', room_id: '101' },
  { building: 'BN', room_id: '102' },
  { building: 'MA', room_id: '117MA' },
  { building: 'GB', room_id: '203' },
]);
const named = (text: string) => roomsNamed(text, codes).map((r) => `${r.building}${r.room_id}`);

describe('payment codes in a bank line', () => {
  it('finds a code as a whole token, whatever the case, diacritics and punctuation', () => {
    expect(named('MBVCB.1234.NGUYEN VAN A chuyen tien BN101 T1126')).toEqual(['BN101']);
    expect(named('bn101 t1126')).toEqual(['BN101']);
    expect(named('Thanh toán tiền phòng MA117MA tháng 11')).toEqual(['MA117MA']);
    expect(named('ck-GB203-T1126')).toEqual(['GB203']);
  });

  it('never takes a prefix for a code: BN10 is not in BN101, BN101 is not in BN1011', () => {
    expect(named('BN101 T1126')).toEqual(['BN101']);
    expect(named('BN10 T1126')).toEqual(['BN10']);
    expect(named('BN1011 T1126')).toEqual([]);
    expect(named('XBN101')).toEqual([]);
  });

  it('finds a code the payer wrote with spaces, or glued to its month', () => {
    expect(named('BN 101 T1126')).toEqual(['BN101']);
    expect(named('ma 117 ma')).toEqual(['MA117MA']);
    expect(named('BN101T1126')).toEqual(['BN101']);
  });

  it('matches automatically only when exactly one room is named', () => {
    expect(autoMatchRoom('BN101 T1126', codes)).toEqual({ building: 'BN', room_id: '101' });
    expect(autoMatchRoom('BN101 va BN102 thang 11', codes)).toBeUndefined();
    expect(autoMatchRoom('BN101 T1126 BN101', codes)).toEqual({ building: 'BN', room_id: '101' });
    expect(autoMatchRoom('tien nha', codes)).toBeUndefined();
  });
});

describe('suggestions', () => {
  const ctx: SuggestionContext = {
    codes,
    owing: new Map([
      [3_500_000, [{ building: 'BN', room_id: '102' }]],
      [
        2_000_000,
        [
          { building: 'GB', room_id: '203' },
          { building: 'BN', room_id: '10' },
        ],
      ],
    ]),
    payers: new Map([['acc:190312345678', [{ building: 'BN', room_id: '102' }]]]),
    others: [
      { id: 'x', wallet: 3, date: '2026-11-04', direction: 'out', amount: 3_500_000 },
      { id: 'far', wallet: 3, date: '2026-11-20', direction: 'out', amount: 3_500_000 },
    ],
  };
  it('ranks a room owing the amount that the payer paid before above the rest, lists transfer halves, and names both rooms of an ambiguous text', () => {
    const s = suggestionsFor(
      { wallet: 2, date: '2026-11-05', direction: 'in', amount: 3_500_000, content: 'chuyen tien', counter_account: '1903 1234 5678' },
      ctx,
    );
    expect(s.map((x) => [x.kind, x.room_id ?? x.bank_transaction_id, x.reason])).toEqual([
      ['room', '102', 'payer'],
      ['transfer', 'x', 'transfer'],
    ]);
    expect(s[0]!.score).toBe(70);
    const two = suggestionsFor({ wallet: 2, date: '2026-11-05', direction: 'in', amount: 1, content: 'BN101 BN102' }, ctx);
    expect(two.map((x) => x.room_id)).toEqual(['101', '102']);
    const tie = suggestionsFor({ wallet: 2, date: '2026-11-05', direction: 'in', amount: 2_000_000, content: '' }, ctx);
    expect(tie.map((x) => [x.room_id, x.score])).toEqual([
      ['203', 20],
      ['10', 20],
    ]);
  });

  it('suggests a departed tenant who owes the amount as her own stay, apart from the room’s current tenant', () => {
    const owing = new Map([[300_000, [{ building: 'MA', room_id: '301', stay_id: '01OLD', customer_name: 'Phan Thị Nợ Cũ', departed: true }]]]);
    const s = suggestionsFor(
      { wallet: 2, date: '2026-11-05', direction: 'in', amount: 300_000, content: 'MA301 tra no' },
      { ...ctx, codes: new Map([['MA301', { building: 'MA', room_id: '301' }]]), owing },
    );
    expect(s.map((x) => [x.room_id, x.stay_id ?? null, x.reason])).toEqual([
      ['301', null, 'code'],
      ['301', '01OLD', 'amount'],
    ]);
    expect(s[1]!.label).toContain('khách đã trả phòng Phan Thị Nợ Cũ');
  });

  it('knows a payer by account digits, else by folded name', () => {
    expect(payerKey({ counter_account: '1903-1234-5678' })).toBe('acc:190312345678');
    expect(payerKey({ counter_name: 'Trần  Thị B' })).toBe('name:TRAN THI B');
    expect(payerKey({})).toBeUndefined();
  });
});

describe('webhook signature', () => {
  const secret = 's3cret';
  const body = '{"id":1,"content":"BN101 T1126"}';
  const now = 1_790_000_000;
  const signed = (ts: number, b = body) => ({ 'x-webhook-timestamp': String(ts), 'x-webhook-signature': webhookSignature(secret, String(ts), b) });

  it('accepts the HMAC of timestamp.body within ±300 s', () => {
    expect(verifyWebhook(secret, signed(now), body, now)).toEqual({ ok: true });
    expect(verifyWebhook(secret, signed(now - 300), body, now)).toEqual({ ok: true });
  });
  it('refuses a stale or future timestamp, another body, another key, a missing header', () => {
    expect(verifyWebhook(secret, signed(now - 301), body, now)).toEqual({ ok: false, reason: 'stale' });
    expect(verifyWebhook(secret, signed(now + 301), body, now)).toEqual({ ok: false, reason: 'stale' });
    expect(verifyWebhook(secret, signed(now), `${body} `, now)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyWebhook('other', signed(now), body, now)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyWebhook(secret, { 'x-webhook-timestamp': String(now) }, body, now)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyWebhook(secret, { ...signed(now), 'x-webhook-signature': 'zz' }, body, now)).toEqual({ ok: false, reason: 'signature' });
  });
});
