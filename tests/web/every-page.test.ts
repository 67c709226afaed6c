import { afterEach, describe, expect, it } from 'vitest';
import { listRooms } from '../../shared/api/rooms';
import { callEveryPage } from '../../web/src/api/every-page';
import { resetScreenState, signIn, stubApi } from './harness';

afterEach(resetScreenState);

const room = (room_id: string) => ({
  building: 'BN' as const,
  room_id,
  floor: 1,
  rent: 3_000_000,
  deposit: 3_000_000,
  max_occupants: 2,
  status: 0,
  version: 1,
  updated_at: '2026-11-01T00:00:00.000Z',
});

describe('callEveryPage (a server-paged list read whole, issue 23 §13)', () => {
  it('reads page after page with the cursor each answer gives, keeping the filters, until no cursor comes back', async () => {
    signIn('staff');
    const pages: Record<string, { items: ReturnType<typeof room>[]; cursor?: string }> = {
      '': { items: [room('101'), room('102')], cursor: 'c1' },
      c1: { items: [room('103')], cursor: 'c2' },
      c2: { items: [] },
    };
    const api = stubApi({ 'GET /api/rooms': (c) => ({ body: pages[c.query.get('cursor') ?? '']! }) });
    const rows = await callEveryPage(listRooms, { query: { building: 'BN' } });
    expect(rows.map((r) => r.room_id)).toEqual(['101', '102', '103']);
    expect(api.callsTo('GET', '/api/rooms').map((c) => api.queryOf(c))).toEqual([
      { building: 'BN' },
      { building: 'BN', cursor: 'c1' },
      { building: 'BN', cursor: 'c2' },
    ]);
  });

  it('stops with an error when the server hands the same cursor back, instead of asking forever', async () => {
    signIn('staff');
    stubApi({ 'GET /api/rooms': () => ({ body: { items: [room('101')], cursor: 'same' } }) });
    await expect(callEveryPage(listRooms, { query: { building: 'BN' } })).rejects.toThrow('/api/rooms: the pages do not end');
  });
});
