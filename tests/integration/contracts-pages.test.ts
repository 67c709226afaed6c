import { beforeAll, describe, expect, it } from 'vitest';
import { call, everyRow } from './helpers';
import { checkIn, newRoom, staff } from './stays-fixtures';
import { batchGetKeys, checkPages, keyOf, made, partitionOf, recordedRead, refusedCursor } from './paging';
import type { RecordedCall } from '../../functions/platform/db/recorder';

/**
 * GET /api/contracts/search a page at a time (issue 23 §13): the contracts in force from the "staying
 * now" index (never the building's history of contracts), a date range from its months' partitions,
 * each Query with a Limit, a cursor only from its own list.
 */

const PATH = '/api/contracts/search';
type Row = { contract_no: string; stay_id: string; room_id: string; status: string; start_date: string };

const queries = (calls: RecordedCall[]) => calls.filter((c) => c.command === 'QueryCommand');

describe('contracts, a page at a time', () => {
  let running: { room: string; stay: string }[];
  let ended: { room: string; stay: string };

  beforeAll(async () => {
    const token = await staff();
    running = [];
    for (const [i, start] of ['2026-09-05', '2026-09-20', '2026-10-03'].entries()) {
      const room = await newRoom();
      // two occupants in one room: its contract is still one row, on one page
      const occupants = i === 1 ? [{ name: 'Khách Một' }, { name: 'Khách Hai' }] : [{ name: 'Khách Ba' }];
      running.push({ room, stay: (await checkIn(room, { start_date: start, occupants })).id });
    }
    const room = await newRoom();
    const stay = await checkIn(room, { start_date: '2026-09-05' });
    const out = await call('POST', '/api/check-outs', {
      token,
      body: { stay_id: stay.id, leave_date: '2026-10-16', final_readings: { electricity: 1_120, water: 58 }, notice_date: '2026-09-10' },
    });
    expect(out.status, JSON.stringify(out.body)).toBe(201);
    ended = { room, stay: stay.id };
  });

  it('lists the contracts in force from the running stays: each once, the ended one never, the building partition never read', async () => {
    const token = await staff();
    const whole = (await everyRow(`${PATH}?building=MA&status=active&limit=500`, token)) as Row[];
    for (const r of running)
      expect(
        whole.filter((c) => c.stay_id === r.stay),
        r.room,
      ).toHaveLength(1);
    expect(whole.find((c) => c.stay_id === ended.stay)).toBeUndefined();
    expect(whole.every((c) => c.status === 'active')).toBe(true);
    // pages of 2 hold the whole list once, in its order (room order of the index)
    const { pages } = await checkPages(PATH, { building: 'MA', status: 'active' }, 2);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const rows = pages.flatMap((p) => p.items as Row[]);
    expect(new Set(rows.map((c) => c.contract_no)).size).toBe(rows.length);

    // each request: one step of the staying-now index (Limit (2 + 1) × 4) and the page's contracts by key
    let cursor: string | undefined;
    let read = 0;
    do {
      const { page, calls } = await recordedRead(PATH, { building: 'MA', status: 'active', limit: '2', ...(cursor ? { cursor } : {}) });
      read++;
      expect(calls.some((c) => c.command === 'ScanCommand')).toBe(false);
      const q = queries(calls);
      expect(q.length, `page ${read}`).toBeGreaterThanOrEqual(1);
      for (const c of q) {
        expect(partitionOf(c)).toBe('CUSTNOW#MA');
        expect(Number(c.input.Limit)).toBeLessThanOrEqual(12);
      }
      expect(calls.some((c) => partitionOf(c).startsWith('CONTRACT#'))).toBe(false);
      expect(batchGetKeys(calls)).toBeLessThanOrEqual(2);
      expect(page.items.length).toBeLessThanOrEqual(2);
      cursor = page.cursor;
    } while (cursor);
    expect(read).toBe(pages.length);
  });

  it('reads a date range month by month, each Query with a Limit (the page lacks, or at most 200 examined when filtered)', async () => {
    const token = await staff();
    const q = { building: 'MA', from: '2026-09-01', to: '2026-10-31' };
    const every = (await everyRow(`${PATH}?building=MA&from=${q.from}&to=${q.to}&limit=500`, token)) as Row[];
    for (const s of [...running.map((r) => r.stay), ended.stay]) expect(every.filter((c) => c.stay_id === s)).toHaveLength(1);
    expect(every.find((c) => c.stay_id === ended.stay)).toMatchObject({ status: 'ended', end_date: '2026-10-16' });
    const { pages } = await checkPages(PATH, q, 2);
    expect(pages.length).toBeGreaterThanOrEqual(2);

    for (const status of [undefined, 'ended', 'active']) {
      let cursor: string | undefined;
      const got: Row[] = [];
      do {
        const { page, calls } = await recordedRead(PATH, { ...q, limit: '2', ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) });
        expect(calls.some((c) => c.command === 'ScanCommand')).toBe(false);
        for (const c of queries(calls)) {
          expect(['CONTRACT#MA#2026-09', 'CONTRACT#MA#2026-10']).toContain(partitionOf(c));
          // unfiltered: what the page lacks; filtered on the status: a bounded number examined
          expect(Number(c.input.Limit), String(status)).toBeLessThanOrEqual(status ? 200 : 2);
          expect(Number(c.input.Limit)).toBeGreaterThan(0);
        }
        expect(page.items.length).toBeLessThanOrEqual(2);
        got.push(...page.items);
        cursor = page.cursor;
      } while (cursor);
      expect(
        got.map((c) => c.contract_no),
        String(status),
      ).toEqual(every.filter((c) => !status || c.status === status).map((c) => c.contract_no));
    }
  });

  it('keeps "in force" equal to the stay running: a change slip replacing every occupant keeps it, a check-out ends it, its cancel brings it back', async () => {
    const token = await staff();
    const inForce = async (stay: string) =>
      ((await everyRow(`${PATH}?building=MA&status=active`, token)) as Row[]).filter((c) => c.stay_id === stay).map((c) => c.status);
    const room = await newRoom();
    const stay = await checkIn(room, { start_date: '2026-09-05' });
    expect(await inForce(stay.id)).toEqual(['active']);
    const slip = await call('POST', '/api/receipt-changes', {
      token,
      body: { stay_id: stay.id, date: '2026-09-20', occupants_in: [{ name: 'Người Mới' }], occupants_out: [stay.occupants[0]!.customer_id] },
    });
    expect(slip.status, JSON.stringify(slip.body)).toBe(201);
    expect(await inForce(stay.id)).toEqual(['active']);
    const out = await call('POST', '/api/check-outs', {
      token,
      body: { stay_id: stay.id, leave_date: '2026-10-16', final_readings: { electricity: 1_120, water: 58 }, notice_date: '2026-09-10' },
    });
    expect(out.status, JSON.stringify(out.body)).toBe(201);
    expect(await inForce(stay.id)).toEqual([]);
    const back = await call('POST', '/api/check-outs/cancel-check-out', { token, body: { id: out.body.id } });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(await inForce(stay.id)).toEqual(['active']);
  });

  it('takes a cursor only from its own list, and refuses a page past 500', async () => {
    const active = (await recordedRead(PATH, { building: 'MA', status: 'active', limit: '1' })).page;
    const range = { building: 'MA', from: '2026-09-01', to: '2026-09-30' };
    const ranged = (await recordedRead(PATH, { ...range, limit: '1' })).page;
    expect(active.cursor).toEqual(expect.any(String));
    expect(ranged.cursor).toEqual(expect.any(String));
    // another building's, the other kind of list's, a month outside the range, a date outside it, a made-up one
    await refusedCursor(PATH, { building: 'BN', status: 'active', cursor: active.cursor });
    await refusedCursor(PATH, { ...range, cursor: active.cursor });
    await refusedCursor(PATH, { building: 'MA', status: 'active', cursor: ranged.cursor });
    await refusedCursor(PATH, { ...range, building: 'BN', cursor: ranged.cursor });
    await refusedCursor(PATH, { building: 'MA', from: '2026-10-01', to: '2026-10-31', cursor: ranged.cursor });
    const key = keyOf(ranged.cursor);
    const after = `2026-09-${String(Number(key.GSI1SK!.slice(8, 10)) + 1).padStart(2, '0')}`;
    await refusedCursor(PATH, { building: 'MA', from: after, to: '2026-09-30', cursor: made(key) });
    await refusedCursor(PATH, { ...range, cursor: made({ ...key, GSI1SK: '2026-08-31#x' }) });
    await refusedCursor(PATH, { ...range, cursor: made({ ...key, PK: undefined as unknown as string }) });
    await refusedCursor(PATH, { building: 'MA', status: 'active', cursor: 'abc' });
    await refusedCursor(PATH, { building: 'MA', status: 'active', cursor: made({ GSI1PK: 'CUSTNOW#MA', GSI1SK: '1#x', PK: 'CUST#BN', SK: 'x' }) });
    const token = await staff();
    expect((await call('GET', `${PATH}?building=MA&status=active&limit=501`, { token })).status).toBe(400);
    expect((await call('GET', `${PATH}?building=MA&status=active&limit=0`, { token })).status).toBe(400);
  });
});
