import { describe, expect, it } from 'vitest';
import { call, everyRow } from './helpers';
import { checkIn, journal, logsAbout, newRoom, staff } from './stays-fixtures';

const stayOf = async (room: string) => (await call('GET', `/api/check-ins/search?building=MA&room_id=${room}`, { token: await staff() })).body[0];
const staying = async (room: string) =>
  ((await everyRow(`/api/customers?building=MA&room_id=${room}`, await staff())) as { name: string; id: string }[]).map((c) => c.name).sort();

describe('POST /api/receipt-changes', () => {
  it('records occupants in and out, a rent change from a date and new vehicles on the stay, with its log', async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room, { occupants: [{ name: 'An' }, { name: 'Bình' }] });
    const binh = stay.occupants.find((o) => o.name === 'Bình')!;
    const r = await call('POST', '/api/receipt-changes', {
      token,
      body: {
        stay_id: stay.id,
        date: '2026-09-20',
        occupants_in: [{ name: 'Cường', phone: '0977000111', id_number: '079200000001' }],
        occupants_out: [binh.customer_id],
        rent: { amount: 3_300_000, from: '2026-10-01' },
        vehicles: [{ type: 'motorbike', plate: '59X1-99999' }, { type: 'bicycle' }],
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      status: 'active',
      customer_name: 'An',
      rent: { from: '2026-10-01', amount: 3_300_000, previous: 3_000_000 },
      occupants_out: [{ name: 'Bình' }],
    });
    expect(r.body.before).toBeUndefined();
    const s = await stayOf(room);
    expect(s).toMatchObject({ rent: 3_300_000, last_change_id: r.body.id, version: 2 });
    expect(s.occupants.map((o: { name: string }) => o.name).sort()).toEqual(['An', 'Cường']);
    expect(s.vehicles).toHaveLength(2);
    expect(s.rent_history).toEqual([
      { from: '2026-09-05', rent: 3_000_000 },
      { from: '2026-10-01', rent: 3_300_000 },
    ]);
    expect(await staying(room)).toEqual(['An', 'Cường']);
    const found = await call('GET', '/api/customers/search?q=0977000111&building=MA', { token });
    expect(found.body.items.map((c: { name: string }) => c.name)).toContain('Cường');
    expect(await logsAbout(room, 'receipt_change')).toHaveLength(1);
    // No money moves on a change slip.
    expect(await journal({ voucher_id: r.body.id })).toEqual([]);

    // The check-out bills the leave month at the new rent: 3,300,000 × 15 / 31 = 1,596,774 → 1,597,000.
    const co = await call('POST', '/api/check-outs', {
      token,
      body: { stay_id: stay.id, leave_date: '2026-10-16', final_readings: { electricity: 1_000, water: 50 }, notice_date: '2026-09-10' },
    });
    expect(co.status).toBe(201);
    expect(co.body.bill).toMatchObject({ monthly_rent: 3_300_000, rent: 1_597_000, water_units: 2 });
  });

  it('refuses a room transfer, an empty slip, unknown occupants, an empty room and bad input with 400, writing nothing', async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room);
    const only = stay.occupants[0]!.customer_id;
    const cases: [Record<string, unknown>, string][] = [
      [{ stay_id: stay.id, date: '2026-09-20', new_room_id: '102' }, 'new_room_id'],
      [{ stay_id: stay.id, date: '2026-09-20' }, 'date'],
      [{ stay_id: stay.id, date: '2026-09-31', rent: { amount: 1, from: '2026-10-01' } }, 'date'],
      [{ stay_id: stay.id, date: '2026-09-20', rent: { amount: -1, from: '2026-10-01' } }, 'rent.amount'],
      [{ stay_id: stay.id, date: '2026-09-20', rent: { amount: 1.5, from: '2026-10-01' } }, 'rent.amount'],
      [{ stay_id: stay.id, date: '2026-09-20', rent: { amount: 1, from: '2026-13-01' } }, 'rent.from'],
      [{ stay_id: stay.id, date: '2026-09-20', occupants_in: [{ name: '' }] }, 'occupants_in.0.name'],
      [{ stay_id: stay.id, date: '2026-09-20', occupants_out: ['nobody'] }, 'occupants_out'],
      [{ stay_id: stay.id, date: '2026-09-20', occupants_out: [only] }, 'occupants_out'],
      [{ stay_id: stay.id, date: '2026-09-01', occupants_in: [{ name: 'Sớm' }] }, 'date'],
      [{ stay_id: stay.id, date: '2026-09-20', occupants_in: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] }, 'occupants_in'],
      [{ stay_id: stay.id, date: '2026-09-20', vehicles: [{ type: 'motorbike' }] }, 'vehicles.0.plate'],
      [{ stay_id: stay.id, date: '2026-09-20', rent: { amount: 1, from: '2026-10-01' }, extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const r = await call('POST', '/api/receipt-changes', { token, body });
      expect(r.status, field).toBe(400);
      expect(
        r.body.errors.map((e: { path: string }) => e.path),
        field,
      ).toContain(field);
    }
    expect(cases[0] && (await call('POST', '/api/receipt-changes', { token, body: cases[0][0] })).body.message).toMatch(/trả phòng rồi nhận phòng mới/);
    expect((await call('POST', '/api/receipt-changes', { token, body: { stay_id: '01JNOSUCH', date: '2026-09-20', vehicles: [] } })).status).toBe(404);
    expect((await stayOf(room)).version).toBe(1);
    expect(await logsAbout(room, 'receipt_change')).toHaveLength(0);
  });

  it('refuses a slip on a stay that has checked out (409 naming the room)', async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room);
    const co = await call('POST', '/api/check-outs', {
      token,
      body: { stay_id: stay.id, leave_date: '2026-10-06', final_readings: { electricity: 1_000, water: 50 }, notice_date: '2026-09-05' },
    });
    expect(co.status).toBe(201);
    const r = await call('POST', '/api/receipt-changes', { token, body: { stay_id: stay.id, date: '2026-10-02', vehicles: [] } });
    expect(r.status).toBe(409);
    expect(r.body.message).toContain(`Phòng ${room}`);
  });

  it('replays a retried slip with the same Idempotency-Key once', async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room);
    const headers = { 'idempotency-key': `rc-${room}` };
    const body = { stay_id: stay.id, date: '2026-09-21', occupants_in: [{ name: 'Dũng' }] };
    const first = await call('POST', '/api/receipt-changes', { token, body, headers });
    const retry = await call('POST', '/api/receipt-changes', { token, body, headers });
    expect(first.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect((await stayOf(room)).occupants).toHaveLength(2);
  });
});

describe('cancel and delete of a change slip', () => {
  it('puts the stay back as it was; cancel keeps the slip as cancelled, delete hides it from the log book', async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room, { occupants: [{ name: 'An' }, { name: 'Bình' }] });
    const binh = stay.occupants.find((o) => o.name === 'Bình')!;
    const first = (await call('POST', '/api/receipt-changes', { token, body: { stay_id: stay.id, date: '2026-09-15', occupants_out: [binh.customer_id] } }))
      .body;
    const second = (
      await call('POST', '/api/receipt-changes', {
        token,
        body: { stay_id: stay.id, date: '2026-09-25', occupants_in: [{ name: 'Chi' }], rent: { amount: 3_200_000, from: '2026-10-01' } },
      })
    ).body;
    expect(await staying(room)).toEqual(['An', 'Chi']);

    // Only the newest slip can be undone.
    const early = await call('POST', '/api/receipt-changes/cancel', { token, body: { id: first.id } });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain(room);

    const del = await call('POST', '/api/receipt-changes/delete', { token, body: { id: second.id, reason: 'Nhập nhầm' } });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect(del.body.status).toBe('deleted');
    let s = await stayOf(room);
    expect(s).toMatchObject({ rent: 3_000_000, last_change_id: first.id });
    expect(s.rent_history).toHaveLength(1);
    expect(await staying(room)).toEqual(['An']);

    const cancel = await call('POST', '/api/receipt-changes/cancel', { token, body: { id: first.id, reason: 'Bình ở lại' } });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ status: 'cancelled', reason: 'Bình ở lại' });
    s = await stayOf(room);
    expect(s.last_change_id).toBeUndefined();
    expect(s.occupants.map((o: { name: string }) => o.name).sort()).toEqual(['An', 'Bình']);
    expect(await staying(room)).toEqual(['An', 'Bình']);

    const book = await call('GET', `/api/receipt-changes/search?building=MA&from=2026-09-01&to=2026-09-30&room_id=${room}`, { token });
    expect(book.body.map((x: { id: string; status: string }) => [x.id, x.status])).toEqual([[first.id, 'cancelled']]);
    const deleted = await call('GET', `/api/receipt-changes/search?building=MA&from=2026-09-01&to=2026-09-30&room_id=${room}&status=deleted`, { token });
    expect(deleted.body.map((x: { id: string }) => x.id)).toEqual([second.id]);

    expect((await call('POST', '/api/receipt-changes/cancel', { token, body: { id: first.id } })).status).toBe(409);
    expect((await call('POST', '/api/receipt-changes/delete', { token, body: { id: '01JNOSUCH' } })).status).toBe(404);
    expect((await call('POST', '/api/receipt-changes/delete', { token, body: { id: first.id, why: 'x' } })).status).toBe(400);
    // With no slip standing, the check-in can be removed again.
    expect((await call('POST', '/api/check-ins/remove', { token, body: { id: stay.id } })).status).toBe(200);
  });

  it('lets only one of two simultaneous cancels win', async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room);
    const slip = (await call('POST', '/api/receipt-changes', { token, body: { stay_id: stay.id, date: '2026-09-15', occupants_in: [{ name: 'Em' }] } })).body;
    const results = await Promise.all([
      call('POST', '/api/receipt-changes/cancel', { token, body: { id: slip.id } }),
      call('POST', '/api/receipt-changes/delete', { token, body: { id: slip.id } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await stayOf(room)).occupants).toHaveLength(1);
  });
});
