import { describe, expect, it } from 'vitest';
import { call, tokenOf } from './helpers';
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
    expect(byRoom.body.map((c: { name: string }) => c.name).sort()).toEqual(['Phạm Thị Hoa', 'Võ Văn Nam']);
    const building = await call('GET', '/api/customers?building=MA', { token });
    expect(building.body.filter((c: { room_id: string }) => c.room_id === room)).toHaveLength(2);
    expect(building.body.every((c: { status: string }) => c.status === 'staying')).toBe(true);
    expect((await call('GET', '/api/customers?building=MA&status=all', { token })).status).toBe(400);
    expect((await call('GET', '/api/customers', { token })).status).toBe(400);
    expect((await call('GET', '/api/customers?building=MA&colour=red', { token })).status).toBe(400);
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
    expect((await call('GET', '/api/customers/search?q=abc&limit=1000', { token })).status).toBe(400);
  });

  it('searches contracts by building, start-date range and status', async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room, { start_date: '2026-10-12', contract_no: `HD/2026/${room}`.slice(0, 30) });
    const r = await call('GET', '/api/contracts/search?building=MA&from=2026-10-12&to=2026-10-12&status=active', { token });
    expect(r.status).toBe(200);
    expect(r.body.find((c: { stay_id: string }) => c.stay_id === stay.id)).toMatchObject({
      room_id: room,
      rent: 3_000_000,
      deposit_held: 3_000_000,
      notice_days: 30,
      occupants_count: 1,
    });
    const ended = await call('GET', '/api/contracts/search?building=MA&from=2026-10-12&to=2026-10-12&status=ended', { token });
    expect(ended.body.find((c: { stay_id: string }) => c.stay_id === stay.id)).toBeUndefined();
    const other = await call('GET', '/api/contracts/search?building=BN&from=2026-10-12&to=2026-10-12', { token });
    expect(other.body.find((c: { stay_id: string }) => c.stay_id === stay.id)).toBeUndefined();
    expect((await call('GET', '/api/contracts/search?building=MA&from=2026-10-12', { token })).status).toBe(400);
    expect((await call('GET', '/api/contracts/search?building=MA&status=open', { token })).status).toBe(400);
  });
});
