import { describe, expect, it } from 'vitest';
import { call, everyRow } from './helpers';
import { checkIn, checkInBody, expectBalanced, held, journal, logsAbout, newDeposit, newRoom, roomStatus, staff } from './stays-fixtures';

describe('POST /api/check-ins', () => {
  it('checks into an empty room without a deposit: stay, contract, customers, Dr wallet / Cr 5112, room 0 → 2, log', async () => {
    const room = await newRoom();
    const token = await staff();
    const r = await call('POST', '/api/check-ins', { token, body: checkInBody(room, { notice_days: undefined }) });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      building: 'MA',
      room_id: room,
      status: 'active',
      deposit_held: 3_000_000,
      deposit_top_up: 3_000_000,
      notice_days: 30,
      version: 1,
    });
    expect(r.body.deposit_object).toBe(`stay:${r.body.id}`);
    expect(r.body.occupants[0].customer_id).toBeTruthy();
    expect(await roomStatus(room)).toBe(2);

    const lines = await journal({ voucher_id: r.body.id });
    expect(lines.map((l) => [l.account, l.debit, l.credit, l.object ?? null])).toEqual([
      ['1115', 3_000_000, 0, null],
      ['5112', 0, 3_000_000, `stay:${r.body.id}`],
    ]);
    expect(await held(`stay:${r.body.id}`)).toBe(3_000_000);
    await expectBalanced();

    const customers = await everyRow(`/api/customers?building=MA&room_id=${room}`, token);
    expect(customers).toHaveLength(1);
    expect(customers[0]).toMatchObject({ name: 'Trần Thị Thuê', stay_id: r.body.id, status: 'staying', contract_no: `HD-${room}` });
    const contracts = await everyRow('/api/contracts/search?building=MA&from=2026-09-05&to=2026-09-05', token);
    expect(contracts.find((c: { contract_no: string }) => c.contract_no === `HD-${room}`)).toMatchObject({
      status: 'active',
      stay_id: r.body.id,
      tenant_name: 'Trần Thị Thuê',
    });
    expect((await logsAbout(room, 'check_in')).length).toBe(1);
  });

  it('turns an active deposit into the stay: no new money, deposit checked_in, room 1 → 2', async () => {
    const room = await newRoom();
    const deposit = await newDeposit(room);
    expect(await roomStatus(room)).toBe(1);
    const body = checkInBody(room, { deposit_id: deposit.id, deposit_held: undefined, wallet: undefined });
    const early = await call('POST', '/api/check-ins', { token: await staff(), body: { ...body, start_date: '2026-09-01' } });
    expect(early.status).toBe(400);
    expect(early.body.errors[0].path).toBe('start_date');
    // a person reads it: the deposit's day as DD-MM-YYYY, never ISO
    expect(early.body.message).toBe('Ngày nhận phòng phải từ ngày cọc (02-09-2026)');
    expect(early.body.errors[0].message).toBe('Trước ngày cọc 02-09-2026');
    const r = await call('POST', '/api/check-ins', { token: await staff(), body });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ deposit_id: deposit.id, deposit_object: `deposit:${deposit.id}`, deposit_held: 3_000_000, deposit_top_up: 0 });
    expect(await journal({ voucher_id: r.body.id })).toEqual([]);
    expect(await roomStatus(room)).toBe(2);
    const d = await call('GET', `/api/deposits/search?building=MA&from=2026-09-02&to=2026-09-02&room_id=${room}`, { token: await staff() });
    expect(d.status).toBe(200);
    const found = (Array.isArray(d.body) ? d.body : d.body.items).find((x: { id: string }) => x.id === deposit.id);
    expect(found).toMatchObject({ status: 'checked_in', stay_id: r.body.id });

    // The deposit cannot be used twice, nor for a room it does not hold.
    const again = await call('POST', '/api/check-ins', { token: await staff(), body: { ...body, contract_no: `HD2-${room}` } });
    expect(again.status).toBe(409);
  });

  it('receives the rest of a partly paid deposit at check-in into the wallet, on the deposit object', async () => {
    const room = await newRoom();
    const deposit = await newDeposit(room, { amount_paid: 1_000_000 });
    const body = checkInBody(room, { deposit_id: deposit.id, deposit_held: 3_000_000, wallet: undefined });
    const noWallet = await call('POST', '/api/check-ins', { token: await staff(), body });
    expect(noWallet.status).toBe(400);
    expect(noWallet.body.errors[0].path).toBe('wallet');
    const less = await call('POST', '/api/check-ins', { token: await staff(), body: { ...body, deposit_held: 500_000, wallet: 10 } });
    expect(less.status).toBe(400);
    expect(await roomStatus(room)).toBe(1);

    const r = await call('POST', '/api/check-ins', { token: await staff(), body: { ...body, wallet: 10 } });
    expect(r.status).toBe(201);
    expect(r.body.deposit_top_up).toBe(2_000_000);
    expect(await held(`deposit:${deposit.id}`)).toBe(3_000_000);
    await expectBalanced();
  });

  it('refuses a room in the wrong status with 409 naming the room, and unknown rooms or deposits with 404', async () => {
    const token = await staff();
    const room = await newRoom();
    await checkIn(room);
    const twice = await call('POST', '/api/check-ins', { token, body: checkInBody(room, { contract_no: `X-${room}` }) });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain(`Phòng ${room}`);
    expect(twice.body.message).toContain('Đang ở');

    // A deposited room needs its deposit.
    const held1 = await newRoom();
    await newDeposit(held1);
    const noDeposit = await call('POST', '/api/check-ins', { token, body: checkInBody(held1) });
    expect(noDeposit.status).toBe(409);
    expect(noDeposit.body.message).toContain(`Phòng ${held1} (MA)`);

    expect((await call('POST', '/api/check-ins', { token, body: checkInBody('NOPE999') })).status).toBe(404);
    const other = await newRoom();
    expect((await call('POST', '/api/check-ins', { token, body: checkInBody(other, { deposit_id: '01JUNKNOWNDEPOSIT0000000000' }) })).status).toBe(404);
    expect(await roomStatus(other)).toBe(0);
  });

  it('keeps contract numbers unique per building', async () => {
    const token = await staff();
    const a = await newRoom();
    const b = await newRoom();
    await checkIn(a, { contract_no: `U-${a}` });
    const dup = await call('POST', '/api/check-ins', { token, body: checkInBody(b, { contract_no: `U-${a}` }) });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(`Số hợp đồng U-${a} đã có ở toà MA`);
    expect(await roomStatus(b)).toBe(0);
  });

  it('refuses bad input with 400 naming the field and writes nothing', async () => {
    const token = await staff();
    const room = await newRoom();
    const base = checkInBody(room);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, rent: -1 }, 'rent'],
      [{ ...base, rent: 3_000_000.5 }, 'rent'],
      [{ ...base, deposit_held: -5 }, 'deposit_held'],
      [{ ...base, deposit_held: 10.25 }, 'deposit_held'],
      [{ ...base, start_date: '2026-09-31' }, 'start_date'],
      [{ ...base, start_date: '2026-02-30' }, 'start_date'],
      [{ ...base, colour: 'blue' }, 'colour'],
      [{ ...base, contract_no: undefined }, 'contract_no'],
      [{ ...base, occupants: [] }, 'occupants'],
      [{ ...base, occupants: [{ phone: '0909000111' }] }, 'occupants.0.name'],
      [{ ...base, occupants: [{ name: 'A', shoe_size: 42 }] }, 'occupants.0.shoe_size'],
      [{ ...base, occupants: [{ name: 'A', birth_date: '2027-01-01' }] }, 'occupants.0.birth_date'],
      [{ ...base, start_readings: { electricity: -1, water: 0 } }, 'start_readings.electricity'],
      [{ ...base, start_readings: { electricity: 1.5, water: 0 } }, 'start_readings.electricity'],
      [{ ...base, wallet: undefined }, 'wallet'],
      [{ ...base, wallet: 6 }, 'wallet'],
      [{ ...base, wallet: 99 }, 'wallet'],
      [{ ...base, vehicles: [{ type: 'tank', plate: '1' }] }, 'vehicles.0.type'],
      [{ ...base, internet: 'yes' }, 'internet'],
      [{ ...base, building: 'ZZ' }, 'building'],
    ];
    for (const [body, field] of cases) {
      const r = await call('POST', '/api/check-ins', { token, body });
      expect(r.status, field).toBe(400);
      expect(
        r.body.errors.map((e: { path: string }) => e.path),
        field,
      ).toContain(field);
    }
    const tooMany = await call('POST', '/api/check-ins', {
      token,
      body: { ...base, occupants: Array.from({ length: 4 }, (_, i) => ({ name: `Người ${i}` })) },
    });
    expect(tooMany.status).toBe(400);
    expect(await roomStatus(room)).toBe(0);
    const stays = await call('GET', `/api/check-ins/search?building=MA&room_id=${room}`, { token });
    expect(stays.body).toEqual([]);
    expect(await logsAbout(room)).toHaveLength(1); // the room's own creation only
  });

  it('replays a retried check-in with the same Idempotency-Key, posting once', async () => {
    const room = await newRoom();
    const token = await staff();
    const headers = { 'idempotency-key': `ci-${room}` };
    const first = await call('POST', '/api/check-ins', { token, body: checkInBody(room), headers });
    const retry = await call('POST', '/api/check-ins', { token, body: checkInBody(room), headers });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await journal({ object: `stay:${first.body.id}` })).toHaveLength(1);
    expect((await call('GET', `/api/check-ins/search?building=MA&room_id=${room}`, { token })).body).toHaveLength(1);
  });

  it('lets exactly one of 10 simultaneous check-ins for a room win; the others get 409 and post nothing', async () => {
    const room = await newRoom();
    const token = await staff();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call('POST', '/api/check-ins', { token, body: checkInBody(room, { contract_no: `C${i}-${room}` }) })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toContain(`Phòng ${room}`);
    const stays = await call('GET', `/api/check-ins/search?building=MA&room_id=${room}`, { token });
    expect(stays.body).toHaveLength(1);
    const winner = results.find((r) => r.status === 201)!.body;
    expect(stays.body[0].id).toBe(winner.id);
    const lines = (await journal()).filter((l) => l.voucher_type === 'check_in' && results.some((r) => r.body.id === l.voucher_id));
    expect(lines).toHaveLength(2);
    expect(new Set(lines.map((l) => l.voucher_id)).size).toBe(1);
    // every status, by the start date all ten asked for (a contract is kept by its start date)
    const contracts = await everyRow(`/api/contracts/search?building=MA&from=${checkInBody(room).start_date}&to=${checkInBody(room).start_date}`, token);
    expect(contracts.filter((c: { room_id: string }) => c.room_id === room)).toHaveLength(1);
    await expectBalanced();
  });
});

describe('GET /api/check-ins/search', () => {
  it('finds stays by building and date range, by room, by status and by name / phone / contract', async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room, { start_date: '2026-10-03', occupants: [{ name: 'Lê Văn Tìm', phone: '0933 111 222' }] });
    const inRange = await call('GET', '/api/check-ins/search?building=MA&from=2026-10-01&to=2026-10-05', { token });
    expect(inRange.status).toBe(200);
    expect(inRange.body.map((s: { id: string }) => s.id)).toContain(stay.id);
    const outside = await call('GET', '/api/check-ins/search?building=MA&from=2026-10-04&to=2026-10-31', { token });
    expect(outside.body.map((s: { id: string }) => s.id)).not.toContain(stay.id);
    for (const q of ['le van tim', 'Tìm', '0933111222', `HD-${room}`]) {
      const r = await call('GET', `/api/check-ins/search?building=MA&from=2026-10-01&to=2026-10-31&q=${encodeURIComponent(q)}`, { token });
      expect(
        r.body.map((s: { id: string }) => s.id),
        q,
      ).toEqual([stay.id]);
    }
    const removed = await call('GET', `/api/check-ins/search?building=MA&room_id=${room}&status=removed`, { token });
    expect(removed.body).toEqual([]);
    expect((await call('GET', '/api/check-ins/search?building=MA', { token })).status).toBe(400);
    expect((await call('GET', '/api/check-ins/search?building=MA&from=2026-10-05&to=2026-10-01', { token })).status).toBe(400);
    expect((await call('GET', '/api/check-ins/search?building=MA&from=2026-10-01&to=2026-10-32', { token })).status).toBe(400);
    expect((await call('GET', '/api/check-ins/search?building=MA&from=2020-01-01&to=2026-10-01', { token })).status).toBe(400);
  });
});

describe('POST /api/check-ins/remove', () => {
  it('removes a check-in without deposit: reversal posted, room 2 → 0, contract number free, customers gone', async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room);
    const r = await call('POST', '/api/check-ins/remove', { token, body: { id: stay.id, reason: 'Nhập nhầm phòng' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.status).toBe('removed');
    expect(await roomStatus(room)).toBe(0);
    expect(await held(stay.deposit_object)).toBe(0);
    const lines = await journal({ voucher_id: stay.id });
    expect(lines).toHaveLength(4);
    await expectBalanced();
    expect(await everyRow(`/api/customers?building=MA&room_id=${room}`, token)).toEqual([]);
    // The same contract number can be used again for the correct check-in.
    await checkIn(room);
    expect(await roomStatus(room)).toBe(2);
  });

  it('removes a check-in from a deposit: deposit active again, room 2 → 1', async () => {
    const token = await staff();
    const room = await newRoom();
    const deposit = await newDeposit(room);
    const stay = await checkIn(room, { deposit_id: deposit.id, deposit_held: undefined, wallet: undefined });
    const r = await call('POST', '/api/check-ins/remove', { token, body: { id: stay.id } });
    expect(r.status).toBe(200);
    expect(await roomStatus(room)).toBe(1);
    expect(await held(`deposit:${deposit.id}`)).toBe(3_000_000);
    // The deposit can check in again.
    await checkIn(room, { deposit_id: deposit.id, deposit_held: undefined, wallet: undefined });
  });

  it('refuses twice (409 naming the room), unknown ids (404) and unknown fields (400)', async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room);
    expect((await call('POST', '/api/check-ins/remove', { token, body: { id: stay.id } })).status).toBe(200);
    const again = await call('POST', '/api/check-ins/remove', { token, body: { id: stay.id } });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(`Phòng ${room}`);
    expect((await call('POST', '/api/check-ins/remove', { token, body: { id: '01JNOSUCHSTAY' } })).status).toBe(404);
    expect((await call('POST', '/api/check-ins/remove', { token, body: { id: stay.id, force: true } })).status).toBe(400);
    expect((await call('POST', '/api/check-ins/remove', { token, body: {} })).status).toBe(400);
  });

  it("is refused while the stay holds a receipt's money; once the receipt is removed the check-in goes", async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room);
    const paid = await call('POST', '/api/receipt-rooms', { token, body: { building: 'MA', room_id: room, date: '2026-09-10', wallet: 10, amount: 500_000 } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body).toMatchObject({ stay_id: stay.id, left_credit: 500_000 });
    const refused = await call('POST', '/api/check-ins/remove', { token, body: { id: stay.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('đã có hoá đơn hoặc phiếu thu');
    expect(await roomStatus(room)).toBe(2);

    expect(
      (await call('POST', '/api/receipt-rooms/remove', { token, body: { id: paid.body.id, version: paid.body.version, reason: 'Thu nhầm' } })).status,
    ).toBe(200);
    expect((await call('POST', '/api/check-ins/remove', { token, body: { id: stay.id } })).status).toBe(200);
    expect(await roomStatus(room)).toBe(0);
    // the removed stay takes no money: the room has no tenant to collect from
    const none = await call('POST', '/api/receipt-rooms', { token, body: { building: 'MA', room_id: room, date: '2026-09-10', wallet: 10, amount: 1_000 } });
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('state');
    await expectBalanced();
  });

  it('is refused once the room is no longer "checked in"', async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room);
    const co = await call('POST', '/api/check-outs', {
      token,
      body: { stay_id: stay.id, leave_date: '2026-10-10', final_readings: { electricity: 1_000, water: 50 }, notice_date: '2026-09-06' },
    });
    expect(co.status, JSON.stringify(co.body)).toBe(201);
    const r = await call('POST', '/api/check-ins/remove', { token, body: { id: stay.id } });
    expect(r.status).toBe(409);
    expect(r.body.message).toContain(`Phòng ${room}`);
  });
});
