import { describe, expect, it } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { ok } from './in-process';
import { everyItem } from './paging';
import { eventFor, lambdaContext } from '../support/lambda-events';
import { handler } from '../../functions/bank-import/handler';
import { BUILDING_CODES, type BuildingCode } from '../../shared/catalog/buildings';
import { ensureStay } from './receipt-fixtures';

// The bench case: a 2,000-line statement imported with its matching (target ≤ 5 s on a quiet
// machine). Its own table (the demo rooms), so the receipts it posts disturb no other file. As in the
// billing run's speed test, the time is shown, not asserted: test files share two cores.
useOwnTable('bank-speed');

describe('statement import speed', () => {
  it('imports 2,000 lines, a fifth of them coded rent payments matched at once', async () => {
    const rows = [['Ngay giao dich', 'So tham chieu', 'Ghi no', 'Ghi co', 'So du', 'Mo ta']];
    let balance = 0;
    // Each room of the six buildings pays once by its code, some twice (a second transfer); the rest
    // of the statement is other movements in and out.
    const rooms = BUILDING_CODES.flatMap((b) => [1, 2, 3, 4, 5].flatMap((f) => [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `${b}${f}0${n}`)));
    for (let i = 0; i < 2000; i++) {
      const day = String(1 + (i % 20)).padStart(2, '0');
      const coded = i % 5 === 0;
      const amount = 100_000 + i;
      const out = !coded && i % 3 === 0;
      balance += out ? -amount : amount;
      const text = coded ? `${rooms[(i / 5) % rooms.length]} T1026 chuyen tien` : `giao dich ${i}`;
      rows.push([`${day}/10/2026`, `SPD-${i}`, out ? String(amount) : '', out ? '' : String(amount), String(balance), text]);
    }
    // Every room has a tenant: a coded line pays the stay living there (a room nobody ever rented refuses it).
    for (let i = 0; i < rooms.length; i += 24)
      await Promise.all(rooms.slice(i, i + 24).map((code) => ensureStay(code.slice(0, 2) as BuildingCode, code.slice(2))));
    const content_base64 = Buffer.from(rows.map((r) => r.join(',')).join('\n')).toString('base64');
    const started = performance.now();
    // A Lambda of 30 s here, so a slow run shows its time instead of the 10 s cut-off.
    const context = { ...lambdaContext(), getRemainingTimeInMillis: () => 30_000 };
    const event = eventFor('POST /api/bank-transactions/import', {
      body: { wallet: 2, file_name: 'speed.csv', content_base64, layout: 'vcb' },
      groups: '[staff]',
    });
    const res = await handler(event, context);
    const r = ok({ status: res.statusCode ?? 200, body: JSON.parse(res.body ?? 'null') });
    const seconds = (performance.now() - started) / 1000;
    expect(r).toMatchObject({ lines_read: 2000, added: 2000, duplicates: 0, matched: 400, queued: 1600 });
    expect(r.check.ok).toBe(true);
    // Every coded line is a receipt of its room: the 240 rooms once, the first 160 (BN's 40 among them) twice.
    const receipts = (await everyItem('/api/receipt-rooms/search', { building: 'BN', from: '2026-10-01', to: '2026-10-31' })) as {
      room_id: string;
    }[];
    expect(receipts).toHaveLength(80);
    expect(new Set(receipts.map((r) => r.room_id)).size).toBe(40);
    console.log(`import of 2,000 lines with 400 matched: ${seconds.toFixed(2)} s`);
  });
});
