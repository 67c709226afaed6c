import { beforeAll, describe, expect, it } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { invoke, ok } from './in-process';
import { everyItem } from './paging';
import { ensureStay } from './receipt-fixtures';
import { ACCOUNT_2, declareWallet2, sendWebhook, vcbFile } from './bank-fixtures';
import type { BuildingCode } from '../../shared/catalog/buildings';
import { addDays, vnToday } from '../../shared/dates';
import { namedAlone, TRICKY_LINES } from '../support/bank-tricky-statement';

// Issue 21, "zero wrong bank matches": statements and notifications whose text names two rooms, a
// code glued to a short month, a replay that disagrees. Its own table (the demo rooms), so the receipts
// it posts or must not post are the only ones there; handlers called in-process.
useOwnTable('bank-matching');

const DAY = '2026-11-20';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers freely
type Line = any;

const importLines = async (lines: { ref: string; amount: number; text: string }[]) => {
  const content_base64 = await vcbFile(lines.map((l) => ({ date: DAY, ref: l.ref, credit: l.amount, text: l.text })));
  return ok(await invoke('POST', '/api/bank-transactions/import', { body: { wallet: 2, file_name: 'sao-ke.xlsx', content_base64 } }));
};
const list = async (status = 'all'): Promise<Line[]> =>
  ok(await invoke('GET', '/api/bank-transactions', { query: { wallet: '2', from: '2026-11-01', to: '2026-11-30', status, limit: '500' } })).items;
const byRef = (items: Line[], ref: string) => items.find((i) => i.reference === ref);
const receiptsOf = async (code: string) =>
  (
    (await everyItem('/api/receipt-rooms/search', { building: code.slice(0, 2), room_id: code.slice(2), from: '2026-11-01', to: '2026-11-30' })) as {
      amount: number;
    }[]
  ).map((r) => r.amount);
const suggested = (l: Line) =>
  (l.suggestions as { building?: string; room_id?: string; reason: string }[]).filter((s) => s.reason === 'code').map((s) => `${s.building}${s.room_id}`);

beforeAll(async () => {
  // Every room a line names, or that a wrong reading could pay, has a tenant: a wrong match would post.
  const rooms = new Set(['XA407', 'XA401', 'MT201', 'MT404', 'GB106', 'GB407', 'BN402', 'BN106', ...TRICKY_LINES.flatMap((l) => l.names)]);
  for (const code of rooms) await ensureStay(code.slice(0, 2) as BuildingCode, code.slice(2));
  await declareWallet2();
});

describe('a line naming two rooms waits for a person with both suggested (item 8)', () => {
  it('"XA407 va 401", "MT201 va 404", "GB106 va 407": no receipt, every room suggested', async () => {
    const result = await importLines([
      { ref: 'TWO-1', amount: 3_600_000, text: 'Tien phong XA407 va 401 T1026' },
      { ref: 'TWO-2', amount: 3_400_000, text: 'MT201 va 404' },
      { ref: 'TWO-3', amount: 3_300_000, text: 'GB106 va 407' },
    ]);
    expect(result).toMatchObject({ added: 3, matched: 0, queued: 3 });
    const items = await list('unmatched');
    expect(suggested(byRef(items, 'TWO-1'))).toEqual(['XA407', 'XA401']);
    expect(suggested(byRef(items, 'TWO-2'))).toEqual(['MT201', 'MT404']);
    expect(suggested(byRef(items, 'TWO-3'))).toEqual(['GB106', 'GB407']);
    expect(await receiptsOf('XA407')).toEqual([]);
    expect(await receiptsOf('MT201')).toEqual([]);
    expect(await receiptsOf('GB106')).toEqual([]);
  });
});

describe('a code glued to a short month (item 9)', () => {
  it('"BN402T10 LE HOANG NAM" names BN402 alone, one way: it pays BN402', async () => {
    const result = await importLines([{ ref: 'GLUED-1', amount: 2_900_000, text: 'BN402T10 LE HOANG NAM' }]);
    expect(result).toMatchObject({ added: 1, matched: 1, queued: 0 });
    expect(byRef(await list('matched'), 'GLUED-1')).toMatchObject({ match: { kind: 'receipt_room', building: 'BN', room_id: '402', auto: true } });
    expect(await receiptsOf('BN402')).toEqual([2_900_000]);
  });
});

describe('a webhook replay that disagrees with its line (item 10)', () => {
  const notification = (over: Record<string, unknown> = {}) =>
    JSON.stringify({
      id: 77,
      gateway: 'Vietcombank',
      transactionDate: `${DAY} 09:15:00`,
      accountNumber: ACCOUNT_2,
      content: 'BN106 T1126 chuyen tien',
      transferType: 'in',
      transferAmount: 500_000,
      referenceCode: 'FT-REPLAY-1',
      ...over,
    });
  const send = (body: string) => sendWebhook(body);

  it('is recorded on the line and shown in the review queue, the first money kept; a person dismisses it', async () => {
    const first = ok(await send(notification()));
    expect(await receiptsOf('BN106')).toEqual([500_000]);
    // the same reference, ten times the money
    const other = notification({ id: 78, transferAmount: 5_000_000, transactionDate: `${DAY} 09:16:00`, content: 'BN106 T1126 chuyen tien lan 2' });
    expect(ok(await send(other))).toEqual({ success: true, id: first.id, conflict: true });
    // sent again, the same replay is recorded once; the first notification again is an ordinary retry
    expect(ok(await send(other))).toEqual({ success: true, id: first.id, conflict: true });
    expect(ok(await send(notification()))).toEqual({ success: true, id: first.id });

    const queued = byRef(await list('review'), 'FT-REPLAY-1');
    expect(queued).toMatchObject({ id: first.id, amount: 500_000, status: 'matched', conflict_open: true, match: { room_id: '106', auto: true } });
    expect(queued.conflicts).toEqual([
      {
        received_at: expect.any(String),
        transaction_time: `${DAY} 09:16:00`,
        direction: 'in',
        amount: 5_000_000,
        content: 'BN106 T1126 chuyen tien lan 2',
        differs: ['amount', 'content'],
      },
    ]);
    expect(await receiptsOf('BN106')).toEqual([500_000]);
    const logs = ok(await invoke('GET', '/api/logs', { query: { from: addDays(vnToday(), -1), to: addDays(vnToday(), 1), q: 'FT-REPLAY-1' } })).items as {
      summary: string;
    }[];
    expect(logs.some((l) => /gửi lại mã tham chiếu FT-REPLAY-1 với tiền vào 5\.000\.000 đ/.test(l.summary))).toBe(true);

    const checked = ok(
      await invoke('PUT', '/api/bank-transactions/{id}', { params: { id: first.id }, body: { action: 'dismiss_conflict', version: queued.version } }),
    );
    expect(checked).toMatchObject({ status: 'matched', amount: 500_000, version: queued.version + 1 });
    expect(checked.conflict_open).toBeUndefined();
    expect(checked.conflicts).toHaveLength(1);
    expect(byRef(await list('review'), 'FT-REPLAY-1')).toBeUndefined();
    const again = await invoke('PUT', '/api/bank-transactions/{id}', {
      params: { id: first.id },
      body: { action: 'dismiss_conflict', version: checked.version },
    });
    expect(again.status).toBe(409);
  });
});

describe('a statement of tricky lines: zero wrong automatic matches', () => {
  it('pays only a room a line names alone, and suggests every room a waiting line names', async () => {
    const result = await importLines(TRICKY_LINES.map((l, i) => ({ ref: `TRICKY-${i}`, amount: l.amount, text: l.text })));
    expect(result).toMatchObject({ added: TRICKY_LINES.length, matched: TRICKY_LINES.filter((l) => l.auto).length });
    const items = await list('all');
    const wrong: string[] = [];
    const missing: string[] = [];
    const paidAs: string[] = [];
    TRICKY_LINES.forEach((l, i) => {
      const line = byRef(items, `TRICKY-${i}`);
      const paid = line.status === 'matched' ? `${line.match.building}${line.match.room_id}` : undefined;
      if (paid && paid !== namedAlone(l)) wrong.push(`${l.text} → ${paid}`);
      if (paid !== l.auto) paidAs.push(`${l.text}: paid to ${paid ?? 'nobody'}, expected ${l.auto ?? 'nobody'}`);
      const gone = paid ? [] : l.names.filter((n) => !suggested(line).includes(n));
      if (gone.length) missing.push(`${l.text}: ${gone.join(', ')}`);
    });
    expect(wrong).toEqual([]);
    expect(missing).toEqual([]);
    // and the plain coded lines are still paid without anyone (the rule's caution aside: see the fixture)
    expect(paidAs).toEqual([]);
  });
});
