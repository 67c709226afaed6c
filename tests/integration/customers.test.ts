import { describe, expect, it } from 'vitest';
import { call, everyRow, tokenOf } from './helpers';
import { checkIn, newRoom, staff } from './stays-fixtures';

describe('customers and contracts', () => {
  it('lists the customers staying in a building or a room', async () => {
    const token = await staff();
    const room = await newRoom();
    await checkIn(room, {
      occupants: [
        { name: 'Phạm Thị Hoa', phone: '0901 234 567' },
        { name: 'Võ Văn Nam', id_number: '079099000123' },
      ],
    });
    // Customers (phones, ID numbers) are the back office's: a guard is refused.
    expect((await call('GET', `/api/customers?building=MA&room_id=${room}`, { token: await tokenOf('baove1') })).status).toBe(403);
    const byRoom = await call('GET', `/api/customers?building=MA&room_id=${room}`, { token });
    expect(byRoom.status).toBe(200);
    expect(byRoom.body.items.map((c: { name: string }) => c.name).sort()).toEqual(['Phạm Thị Hoa', 'Võ Văn Nam']);
    expect(byRoom.body.cursor).toBeUndefined();
    const building = await everyRow('/api/customers?building=MA', token);
    expect(building.filter((c: { room_id: string }) => c.room_id === room)).toHaveLength(2);
    expect(building.every((c: { status: string }) => c.status === 'staying')).toBe(true);
    expect((await call('GET', '/api/customers?building=MA&status=all', { token })).status).toBe(400);
    expect((await call('GET', '/api/customers', { token })).status).toBe(400);
    expect((await call('GET', '/api/customers?building=MA&colour=red', { token })).status).toBe(400);
  });

  it('answers a page at a time: every customer once, in pages of the limit, a cursor only from its own list', async () => {
    const token = await staff();
    const room = await newRoom();
    await checkIn(room, { occupants: [{ name: 'Khách Một' }, { name: 'Khách Hai' }, { name: 'Khách Ba' }] });
    const other = await newRoom();
    await checkIn(other);
    /** Every page of a list, each checked: at most the limit, a cursor on every page but the last. */
    const pages = async (path: string, limit: number) => {
      const out: { id: string; room_id: string; status: string }[][] = [];
      let cursor: string | undefined;
      do {
        const r = await call('GET', `${path}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, { token });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        expect(r.body.items.length).toBeLessThanOrEqual(limit);
        if (r.body.cursor) expect(r.body.items).toHaveLength(limit);
        out.push(r.body.items);
        cursor = r.body.cursor;
      } while (cursor);
      return out;
    };
    for (const path of ['/api/customers?building=MA', `/api/customers?building=MA&room_id=${room}`, `/api/customers?building=MA&room_id=${room}&status=all`]) {
      const whole = await everyRow(`${path}&limit=500`, token);
      const paged = (await pages(path, 2)).flat();
      expect(
        paged.map((c) => c.id),
        path,
      ).toEqual(whole.map((c: { id: string }) => c.id));
      expect(new Set(paged.map((c) => c.id)).size, path).toBe(paged.length);
    }
    const mine = (await pages(`/api/customers?building=MA&room_id=${room}`, 2)).map((p) => p.length);
    expect(mine).toEqual([2, 1]);
    // Without a limit a page is 50 customers.
    expect((await call('GET', '/api/customers?building=MA', { token })).body.items.length).toBeLessThanOrEqual(50);

    // A cursor opens only the list it came from: not another building's, another room's, the room's history, nor a made-up one.
    const first = await call('GET', `/api/customers?building=MA&room_id=${room}&limit=2`, { token });
    expect(first.body.cursor).toEqual(expect.any(String));
    const refused = async (path: string) => {
      const r = await call('GET', path, { token });
      expect(r.status, path).toBe(400);
      expect(r.body.errors[0].path, path).toBe('cursor');
    };
    await refused(`/api/customers?building=BN&cursor=${first.body.cursor}`);
    await refused(`/api/customers?building=MA&room_id=${other}&cursor=${first.body.cursor}`);
    await refused(`/api/customers?building=MA&room_id=${room}&status=all&cursor=${first.body.cursor}`);
    await refused('/api/customers?building=MA&cursor=abc');
    const outside = Buffer.from(JSON.stringify({ GSI1PK: 'CUSTNOW#MA', GSI1SK: 'ZZZ#1', PK: 'CUST#MA', SK: '1' })).toString('base64url');
    await refused(`/api/customers?building=MA&room_id=${room}&cursor=${outside}`);
    expect((await call('GET', '/api/customers?building=MA&limit=501', { token })).status).toBe(400);
    expect((await call('GET', '/api/customers?building=MA&limit=0', { token })).status).toBe(400);
  });

  it('searches by name without diacritics, by phone digits and by ID number, bounded by the limit', async () => {
    const token = await staff();
    const room = await newRoom();
    const tag = room.slice(-5);
    await checkIn(room, { occupants: [{ name: `Đặng Quốc Tìm ${tag}`, phone: '0988 765 432', id_number: `ID${tag}99` }] });
    for (const q of [`dang quoc tim ${tag.toLowerCase()}`, `Tìm ${tag}`, `ID${tag}99`.toLowerCase()]) {
      const r = await call('GET', `/api/customers/search?q=${encodeURIComponent(q)}`, { token });
      expect(r.status, q).toBe(200);
      expect(
        r.body.items.map((c: { room_id: string }) => c.room_id),
        q,
      ).toEqual([room]);
    }
    const phone = await call('GET', `/api/customers/search?q=${encodeURIComponent('0988765432')}&building=MA`, { token });
    expect(phone.body.items.map((c: { room_id: string }) => c.room_id)).toContain(room);
    const limited = await call('GET', '/api/customers/search?q=th&building=MA&limit=1', { token });
    expect(limited.body.items).toHaveLength(1);
    expect(limited.body.truncated).toBe(true);
    expect((await call('GET', '/api/customers/search?q=a', { token })).status).toBe(400);
    // Fewer than 4 digits would match half the tenants: the index keeps runs of 4+.
    const short = await call('GET', '/api/customers/search?q=098', { token });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('4 chữ số');
    expect((await call('GET', '/api/customers/search?q=abc&limit=1000', { token })).status).toBe(400);
  });

  it('searches from the search index: any 4+ characters of an ID number or phone, one building, whole records', async () => {
    const token = await staff();
    const room = await newRoom();
    const tail = String(Date.now()).slice(-9);
    const id_number = `079${tail}`;
    const stay = await checkIn(room, { occupants: [{ name: `Lò Văn Chiến ${room.slice(-4)}`, phone: `0862${tail.slice(-6)}`, id_number }] });
    const ids = async (q: string, building?: string) => {
      const r = await call('GET', `/api/customers/search?q=${encodeURIComponent(q)}${building ? `&building=${building}` : ''}`, { token });
      expect(r.status, `${q}: ${JSON.stringify(r.body)}`).toBe(200);
      return (r.body.items as { id: string; id_number?: string }[]).map((c) => c.id);
    };
    const id = stay.occupants[0]!.customer_id;
    for (const q of [tail.slice(2, 8), `${id_number.slice(0, 4)} ${id_number.slice(4, 8)}`, `0862 ${tail.slice(-6, -2)}`])
      expect(await ids(q), q).toContain(id);
    expect(await ids(tail.slice(2, 8), 'MA')).toContain(id);
    expect(await ids(tail.slice(2, 8), 'BN')).not.toContain(id);
    // Whole records, as the customers' list answers them.
    const one = await call('GET', `/api/customers/search?q=${id_number}`, { token });
    expect(one.body.items).toContainEqual(expect.objectContaining({ id, id_number, room_id: room, status: 'staying', stay_id: stay.id }));
  });

  it('searches contracts by building, start-date range and status', async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room, { start_date: '2026-10-12', contract_no: `HD/2026/${room}`.slice(0, 30) });
    const r = await everyRow('/api/contracts/search?building=MA&from=2026-10-12&to=2026-10-12&status=active', token);
    expect(r.find((c: { stay_id: string }) => c.stay_id === stay.id)).toMatchObject({
      room_id: room,
      rent: 3_000_000,
      deposit_held: 3_000_000,
      notice_days: 30,
      occupants_count: 1,
    });
    const ended = await everyRow('/api/contracts/search?building=MA&from=2026-10-12&to=2026-10-12&status=ended', token);
    expect(ended.find((c: { stay_id: string }) => c.stay_id === stay.id)).toBeUndefined();
    const other = await everyRow('/api/contracts/search?building=BN&from=2026-10-12&to=2026-10-12', token);
    expect(other.find((c: { stay_id: string }) => c.stay_id === stay.id)).toBeUndefined();
    // the contracts in force, whenever they started (the screen's default)
    const running = await everyRow('/api/contracts/search?building=MA&status=active', token);
    expect(running.filter((c: { stay_id: string }) => c.stay_id === stay.id)).toHaveLength(1);
    expect((await call('GET', '/api/contracts/search?building=MA&from=2026-10-12', { token })).status).toBe(400);
    expect((await call('GET', '/api/contracts/search?building=MA&status=open', { token })).status).toBe(400);
    // the ended ones (or every status) grow with the years: asked for by start date only
    for (const q of ['status=ended', '']) {
      const refused = await call('GET', `/api/contracts/search?building=MA${q ? `&${q}` : ''}`, { token });
      expect(refused.status, q).toBe(400);
      expect(refused.body.errors[0].path, q).toBe('from');
    }
  });
});
