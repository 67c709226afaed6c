import { beforeAll, describe, expect, it } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { invoke, ok, type Answer } from './in-process';
import { adoptStay, bill } from './receipt-fixtures';

// Issue 24 "Gửi hoá đơn": the links of a building-month's stays in one batch (paged), the same links on
// a second batch (a valid link is never issued again: copies already sent keep working), the explicit
// re-issue that kills the old one, and when each was sent. Its own table (the demo rooms), in-process.
useOwnTable('tenant-bills-send');

const B = 'BN';
const MONTH = '2026-11';

interface Link {
  stay_id: string;
  room_id: string;
  phone: string;
  token: string;
  path: string;
  version: number;
  reused: boolean;
  sent_at?: string;
  sent_by?: string;
}

const batch = (body: Record<string, unknown>, groups?: string) => invoke('POST', '/api/tenant-bills/links/batch', { body, ...(groups ? { groups } : {}) });
const sent = (body: Record<string, unknown>, o: { groups?: string; key?: string } = {}) =>
  invoke('POST', '/api/tenant-bills/links/sent', {
    body,
    ...(o.groups ? { groups: o.groups } : {}),
    ...(o.key ? { headers: { 'idempotency-key': o.key } } : {}),
  });
const read = (token: string) => invoke('GET', '/api/t/{token}', { params: { token }, groups: undefined });

/** Every page of the batch with `limit`, checking each page's size; the links in page order. */
async function everyLink(limit?: number): Promise<Link[]> {
  const links: Link[] = [];
  let cursor: string | undefined;
  for (let n = 0; n < 50; n++) {
    const page = ok(await batch({ building: B, month: MONTH, ...(limit ? { limit } : {}), ...(cursor ? { cursor } : {}) }));
    if (limit) expect(page.items.length).toBeLessThanOrEqual(limit);
    links.push(...page.items);
    if (!page.cursor) return links;
    cursor = page.cursor;
  }
  throw new Error('the batch pages do not end');
}

const stays: Record<string, string> = {};

async function checkIn(room_id: string, phone: string) {
  const stay = ok(
    await invoke('POST', '/api/check-ins', {
      body: {
        building: B,
        room_id,
        contract_no: `HD-S${room_id}`,
        start_date: '2026-09-01',
        rent: 2_000_000,
        deposit_held: 0,
        occupants: [{ name: `Khách ${room_id}`, phone, id_number: '079012345678' }],
        start_readings: { electricity: 100, water: 1 },
        internet: false,
      },
    }),
    201,
  );
  adoptStay(stay);
  stays[room_id] = stay.id as string;
}

const byRoom = (links: readonly Link[]) => Object.fromEntries(links.map((l) => [l.room_id, l]));
const field = (a: Answer) => (a.body.errors?.[0]?.path ?? a.body.field) as string;

beforeAll(async () => {
  // 101 and 102 billed in November; 103 billed in October only and still owing; 104 owes nothing.
  await checkIn('101', '0912 000 101');
  await bill(B, '101', MONTH, 4_860_878, true);
  await checkIn('102', '0912 000 102');
  await bill(B, '102', MONTH, 1_500_000, true);
  await checkIn('103', '0912 000 103');
  await bill(B, '103', '2026-10', 2_000_000, true);
  await checkIn('104', '0912 000 104');
});

describe('sending bills: links of a building-month in one batch (issue 24)', () => {
  let first: Record<string, Link> = {};

  it('answers one link per stay billed that month or owing now, each once over every page, with the tenant phone', async () => {
    const links = await everyLink(1);
    expect(links.map((l) => l.room_id)).toEqual(['101', '102', '103']);
    expect(new Set(links.map((l) => l.stay_id)).size).toBe(3);
    for (const l of links) {
      expect(l).toMatchObject({ stay_id: stays[l.room_id], version: 1, reused: false, path: `/t/${l.token}`, phone: `0912 000 ${l.room_id}` });
      expect(l.sent_at).toBeUndefined();
    }
    first = byRoom(links);
    expect(ok(await read(first['101']!.token)).total).toBe(4_860_878);
    expect(ok(await read(first['103']!.token)).total).toBe(2_000_000);
  });

  it('answers the same links on a second batch, issuing none: the links already sent keep working', async () => {
    const again = byRoom(await everyLink());
    for (const room of ['101', '102', '103']) {
      expect(again[room]).toMatchObject({ token: first[room]!.token, version: 1, reused: true });
      expect(ok(await read(first[room]!.token)).room_id).toBe(room);
    }
  });

  it('is killed for one stay only by the explicit re-issue, and the batch then answers the new link', async () => {
    const reissued = ok(await invoke('POST', '/api/tenant-bills/links', { body: { stay_id: stays['101'] } }), 201);
    expect(reissued.version).toBe(2);
    expect((await read(first['101']!.token)).status).toBe(404);
    expect(ok(await read(reissued.token)).total).toBe(4_860_878);
    const now = byRoom(await everyLink());
    expect(now['101']).toMatchObject({ token: reissued.token, version: 2, reused: true });
    expect(now['102']!.token).toBe(first['102']!.token);
  });

  it('records when a link was sent and by whom, shown by the batch; a retry replays; a later send records the later time', async () => {
    const one = ok(await sent({ stay_id: stays['102'], version: 1 }, { key: 'sent-102-a' }));
    expect(one).toMatchObject({ stay_id: stays['102'], version: 1, sent_by: expect.any(String) });
    expect(Date.parse(one.sent_at)).toBeGreaterThan(Date.now() - 60_000);
    const replay = ok(await sent({ stay_id: stays['102'], version: 1 }, { key: 'sent-102-a' }));
    expect(replay).toEqual(one);
    const shown = byRoom(await everyLink());
    expect(shown['102']).toMatchObject({ sent_at: one.sent_at, sent_by: one.sent_by, token: first['102']!.token, reused: true });
    expect(shown['103']!.sent_at).toBeUndefined();
    await new Promise((r) => setTimeout(r, 5));
    const later = ok(await sent({ stay_id: stays['102'], version: 1 }, { key: 'sent-102-b' }));
    expect(later.sent_at > one.sent_at).toBe(true);
    expect(byRoom(await everyLink())['102']!.sent_at).toBe(later.sent_at);
  });

  it('refuses to mark sent a link issued again since (409) or a stay without a link (404); a re-issue is not sent yet', async () => {
    const stale = await sent({ stay_id: stays['101'], version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('tạo lại');
    expect((await sent({ stay_id: stays['104'], version: 1 })).status).toBe(404);
    ok(await sent({ stay_id: stays['101'], version: 2 }));
    ok(await invoke('POST', '/api/tenant-bills/links', { body: { stay_id: stays['101'] } }), 201);
    const renewed = byRoom(await everyLink())['101']!;
    expect(renewed).toMatchObject({ version: 3, reused: true });
    expect(renewed.sent_at).toBeUndefined();
  });

  it('refuses guards (403) on both routes', async () => {
    expect((await batch({ building: B, month: MONTH }, '[SECURITY]')).status).toBe(403);
    expect((await sent({ stay_id: stays['102'], version: 1 }, { groups: '[SECURITY]' })).status).toBe(403);
  });

  it('refuses bad input with a Vietnamese 400 on the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ building: 'XX', month: MONTH }, 'building'],
      [{ building: B, month: '2026-13' }, 'month'],
      [{ building: B, month: MONTH, limit: 51 }, 'limit'],
      [{ building: B, month: MONTH, limit: 0 }, 'limit'],
      [{ building: B, month: MONTH, stay_id: 'x' }, 'stay_id'],
      [{ building: B, month: MONTH, cursor: 'Zmade-up' }, 'cursor'],
      [{ building: B, month: MONTH, cursor: 'B.bm90LWEta2V5' }, 'cursor'],
      [{ building: B, month: MONTH, cursor: 'O.bm90LWEta2V5' }, 'cursor'],
    ];
    for (const [body, name] of cases) {
      const r = await batch(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(field(r), JSON.stringify(body)).toBe(name);
    }
    // A cursor of another building's page is not a key of this one's parts.
    const other = ok(await batch({ building: B, month: MONTH, limit: 1 }));
    expect((await batch({ building: 'MT', month: MONTH, cursor: other.cursor })).status).toBe(400);
    const noStay = await sent({ version: 1 });
    expect(noStay.status).toBe(400);
    expect(noStay.body.errors[0].message).toBe('Thiếu lượt thuê');
    expect(field(await sent({ stay_id: stays['102'], version: 1, extra: true }))).toBe('extra');
    expect(field(await sent({ stay_id: stays['102'] }))).toBe('version');
  });
});
