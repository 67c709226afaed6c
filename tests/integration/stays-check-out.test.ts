import { describe, expect, it } from 'vitest';
import { call, everyRow } from './helpers';
import { checkIn, expectBalanced, held, journal, logsAbout, newDeposit, newRoom, roomStatus, staff } from './stays-fixtures';
import { adoptStay, bill } from './receipt-fixtures';

const checkOut = (stay_id: string, over: Record<string, unknown> = {}) => ({
  stay_id,
  leave_date: '2026-10-16',
  final_readings: { electricity: 1_120, water: 58 },
  notice_date: '2026-09-10',
  ...over,
});

// Checked in 2026-09-05 at 3,000,000/month with one occupant; leaves 2026-10-16 after 36 days' notice:
// rent 3,000,000 × 15 / 31 = 1,451,613 → 1,452,000; electricity 120 kWh × 2,618 = 314,160;
// water 1 person × 100,000 × 15 / 31 = 48,387 → 48,000. Total 1,814,160.
const BILL = 1_452_000 + 314_160 + 48_000;

/** The 1311 object of a stay, and its balance in the journal. */
const stayObject = (room: string, stayId: string) => `stay:MA-${room}:${stayId}`;
const owes = async (room: string, stayId: string) =>
  (await journal({ object: stayObject(room, stayId) })).filter((l) => l.account === '1311').reduce((s, l) => s + l.debit - l.credit, 0);

describe('POST /api/check-outs', () => {
  it('bills the leave month, applies the deposit, leaves the rest pending refund, empties the room', async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room);
    const r = await call('POST', '/api/check-outs', { token, body: checkOut(stay.id) });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.bill).toMatchObject({
      rent_from: '2026-10-01',
      rent_days: 15,
      days_in_month: 31,
      rent: 1_452_000,
      electricity_kwh: 120,
      electricity: 314_160,
      water: 48_000,
      total: BILL,
    });
    expect(r.body).toMatchObject({
      deposit_held: 3_000_000,
      deposit_applied: BILL,
      forfeited: 0,
      refund: 3_000_000 - BILL,
      receivable: 0,
      notice_given_days: 36,
      room_status_before: 2,
      room_status_after: 0,
      status: 'done',
    });
    expect(r.body.return_deposit).toMatchObject({
      status: 'pending',
      amount: 3_000_000 - BILL,
      parts: [{ object: stay.deposit_object, amount: 3_000_000 - BILL }],
    });
    expect(await roomStatus(room)).toBe(0);

    const lines = await journal({ voucher_id: r.body.id });
    const net = (a: string) => lines.filter((l) => l.account === a).reduce((s, l) => s + l.debit - l.credit, 0);
    expect(net('1311')).toBe(0);
    expect(net('5111')).toBe(-BILL);
    expect(net('5212')).toBe(BILL);
    expect(lines.find((l) => l.account === '1311' && l.debit > 0)!.object).toBe(stayObject(room, stay.id));
    // the final bill is the stay's only open item, paid whole by the deposit
    expect(r.body.settled_items).toEqual([
      { id: r.body.id, kind: 'final_bill', bill_no: `HD-${room}`, month: '2026-10', owed: BILL, deposit_applied: BILL, left: 0 },
    ]);
    expect(r.body.credit_used).toBeUndefined();
    expect(await owes(room, stay.id)).toBe(0);
    expect(await held(stay.deposit_object)).toBe(3_000_000 - BILL);
    await expectBalanced();

    const stays = await call('GET', `/api/check-ins/search?building=MA&room_id=${room}`, { token });
    expect(stays.body[0]).toMatchObject({ status: 'checked_out', check_out_id: r.body.id, leave_date: '2026-10-16' });
    expect(await everyRow(`/api/customers?building=MA&room_id=${room}`, token)).toEqual([]);
    const history = await everyRow(`/api/customers?building=MA&room_id=${room}&status=all`, token);
    expect(history[0]).toMatchObject({ status: 'left', left_date: '2026-10-16' });
    // the ended contracts are asked for by start date (the stay started 2026-09-05)
    const contracts = await everyRow('/api/contracts/search?building=MA&status=ended&from=2026-09-01&to=2026-09-30', token);
    expect(contracts.find((c: { stay_id: string }) => c.stay_id === stay.id)).toMatchObject({ end_date: '2026-10-16' });
    expect((await everyRow('/api/contracts/search?building=MA&status=active', token)).find((c: { stay_id: string }) => c.stay_id === stay.id)).toBeUndefined();
    expect(await logsAbout(room, 'check_out')).toHaveLength(1);
  });

  it('forfeits the deposit left after the bill for short notice: Dr 5212 cancelled / Cr 7111, no refund', async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room);
    const r = await call('POST', '/api/check-outs', { token, body: checkOut(stay.id, { notice_date: '2026-10-06' }) });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ notice_given_days: 10, forfeited: 3_000_000 - BILL, refund: 0, forfeit_waived: false });
    expect(r.body.return_deposit).toBeUndefined();
    const lines = await journal({ voucher_id: r.body.id });
    expect(lines.find((l) => l.account_key === 'return_deposit_cancelled')).toMatchObject({ debit: 3_000_000 - BILL, object: stay.deposit_object });
    expect(lines.find((l) => l.account === '7111')).toMatchObject({ credit: 3_000_000 - BILL });
    expect(await held(stay.deposit_object)).toBe(0);
    await expectBalanced();
  });

  it('waives the forfeit only with a reason; without any notice the forfeit applies', async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room);
    const noReason = await call('POST', '/api/check-outs', { token, body: checkOut(stay.id, { notice_date: undefined, waive_forfeit: true }) });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0].path).toBe('waive_reason');
    const r = await call('POST', '/api/check-outs', {
      token,
      body: checkOut(stay.id, { notice_date: undefined, waive_forfeit: true, waive_reason: 'Chuyển công tác đột xuất' }),
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      notice_given_days: 0,
      forfeited: 0,
      forfeit_waived: true,
      waive_reason: 'Chuyển công tác đột xuất',
      refund: 3_000_000 - BILL,
    });
  });

  it("leaves what the deposit does not cover receivable on the stay's 1311, and holds a room with a new deposit (4 → 1)", async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room, { deposit_held: 500_000 });
    // Notice on the room (its date counts as the notice date), then a new deposit for the room: 2 → 3 → 4.
    const notice = await call('POST', '/api/room-states/update', {
      token,
      body: { building: 'MA', room_id: room, event: 'notice', date: '2026-09-10', expected_leave_date: '2026-10-16' },
    });
    expect(notice.status, JSON.stringify(notice.body)).toBe(200);
    expect(await roomStatus(room)).toBe(3);
    await newDeposit(room, { customer_name: 'Khách Mới', date: '2026-10-01', expected_move_in_date: '2026-10-17' });
    expect(await roomStatus(room)).toBe(4);
    const r = await call('POST', '/api/check-outs', {
      token,
      body: checkOut(stay.id, { notice_date: undefined, other_charges: [{ label: 'Sơn lại tường', amount: 300_000 }] }),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      notice_date: '2026-09-10',
      notice_given_days: 36,
      forfeited: 0,
      deposit_applied: 500_000,
      refund: 0,
      receivable: BILL + 300_000 - 500_000,
    });
    expect(r.body).toMatchObject({ room_status_before: 4, room_status_after: 1 });
    expect(await roomStatus(room)).toBe(1);
    expect(r.body.settled_items).toEqual([
      {
        id: r.body.id,
        kind: 'final_bill',
        bill_no: `HD-${room}`,
        month: '2026-10',
        owed: BILL + 300_000,
        deposit_applied: 500_000,
        left: BILL + 300_000 - 500_000,
      },
    ]);
    expect(await owes(room, stay.id)).toBe(BILL + 300_000 - 500_000);
    expect(await held(stay.deposit_object)).toBe(0);
    await expectBalanced();
  });

  it('refuses a second check-out (409 naming the room), unknown stays (404) and bad input (400), writing nothing', async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room);
    const cases: [Record<string, unknown>, string][] = [
      [checkOut(stay.id, { leave_date: '2026-10-32' }), 'leave_date'],
      [checkOut(stay.id, { leave_date: '2026-02-29' }), 'leave_date'],
      [checkOut(stay.id, { final_readings: { electricity: -1, water: 58 } }), 'final_readings.electricity'],
      [checkOut(stay.id, { final_readings: { electricity: 1.5, water: 58 } }), 'final_readings.electricity'],
      [checkOut(stay.id, { other_charges: [{ label: 'X', amount: -100 }] }), 'other_charges.0.amount'],
      [checkOut(stay.id, { other_charges: [{ label: 'X', amount: 100.5 }] }), 'other_charges.0.amount'],
      [checkOut(stay.id, { credits: [{ label: 'X', amount: '5' }] }), 'credits.0.amount'],
      [checkOut(stay.id, { notice_date: '2026-10-20' }), 'notice_date'],
      [checkOut(stay.id, { tip: 1 }), 'tip'],
      [checkOut(stay.id, { stay_id: undefined }), 'stay_id'],
      [checkOut(stay.id, { final_readings: undefined }), 'final_readings'],
      // Checked by the server against the stay.
      [checkOut(stay.id, { leave_date: '2026-09-01', notice_date: undefined }), 'leave_date'],
      [checkOut(stay.id, { final_readings: { electricity: 999, water: 58 } }), 'final_readings.electricity'],
      [checkOut(stay.id, { credits: [{ label: 'Quá nhiều', amount: 9_000_000 }] }), 'credits'],
    ];
    for (const [body, field] of cases) {
      const r = await call('POST', '/api/check-outs', { token, body });
      expect(r.status, field).toBe(400);
      expect(
        r.body.errors.map((e: { path: string }) => e.path),
        field,
      ).toContain(field);
    }
    expect(await roomStatus(room)).toBe(2);
    expect((await call('POST', '/api/check-outs', { token, body: checkOut('01JNOSUCHSTAY') })).status).toBe(404);

    expect((await call('POST', '/api/check-outs', { token, body: checkOut(stay.id) })).status).toBe(201);
    const again = await call('POST', '/api/check-outs', { token, body: checkOut(stay.id) });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(`Phòng ${room}`);
    expect((await journal()).filter((l) => l.voucher_type === 'check_out' && l.object === stayObject(room, stay.id)).length).toBe(2);
  });

  it('replays a retried check-out with the same Idempotency-Key, posting once', async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room);
    const headers = { 'idempotency-key': `co-${room}` };
    const first = await call('POST', '/api/check-outs', { token, body: checkOut(stay.id), headers });
    const retry = await call('POST', '/api/check-outs', { token, body: checkOut(stay.id), headers });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    // Dr 1311; Cr 5111 rent, electricity, water; Dr 5212; Cr 1311: one entry of six lines, once.
    expect(await journal({ voucher_id: first.body.id })).toHaveLength(6);
    const outs = await call('GET', `/api/check-outs/search?building=MA&from=2026-10-16&to=2026-10-16&room_id=${room}`, { token });
    expect(outs.body).toHaveLength(1);
  });
  it('lets one of 5 simultaneous check-outs of a stay win, posting once', async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room);
    const results = await Promise.all(Array.from({ length: 5 }, () => call('POST', '/api/check-outs', { token, body: checkOut(stay.id) })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    const outs = (await journal()).filter((l) => l.voucher_type === 'check_out' && results.some((r) => r.body.id === l.voucher_id));
    expect(new Set(outs.map((l) => l.voucher_id)).size).toBe(1);
    expect(await held(stay.deposit_object)).toBe(3_000_000 - BILL);
    await expectBalanced();
  });
});

describe('check-out settles the stay (business rules §4, §9)', () => {
  const findBill = async (room: string, month: string) =>
    (await call('GET', `/api/payments/find?building=MA&month=${month}&room_id=${room}`, { token: await staff() })).body;

  it('the deposit pays an earlier bill the stay still owes before the final bill, the rest is refunded; a cancel reopens exactly that', async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room);
    adoptStay({ ...stay, building: 'MA', room_id: room, contract_no: `HD-${room}`, start_date: '2026-09-05' });
    await bill('MA', room, '2026-09', 800_000, true); // September's bill, never paid
    expect(await owes(room, stay.id)).toBe(800_000);

    const r = await call('POST', '/api/check-outs', { token, body: checkOut(stay.id) });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ deposit_held: 3_000_000, deposit_applied: 800_000 + BILL, forfeited: 0, refund: 3_000_000 - 800_000 - BILL, receivable: 0 });
    expect(r.body.settled_items).toEqual([
      { id: `MA-2026-09-${room}`, kind: 'bill', bill_no: `BT-MA2609-${room}`, month: '2026-09', owed: 800_000, deposit_applied: 800_000, left: 0 },
      { id: r.body.id, kind: 'final_bill', bill_no: `HD-${room}`, month: '2026-10', owed: BILL, deposit_applied: BILL, left: 0 },
    ]);
    expect(r.body.return_deposit).toMatchObject({ status: 'pending', amount: 3_000_000 - 800_000 - BILL });
    expect(await findBill(room, '2026-09')).toMatchObject({ status: 'paid', paid: 800_000 });
    const lines = await journal({ voucher_id: r.body.id });
    expect(lines.filter((l) => l.account === '5212').reduce((s, l) => s + l.debit - l.credit, 0)).toBe(800_000 + BILL);
    expect(await owes(room, stay.id)).toBe(0);
    expect(await held(stay.deposit_object)).toBe(3_000_000 - 800_000 - BILL);
    await expectBalanced();

    // cancelled: the deposit's payment and the final bill are undone exactly, September owes again
    const cancel = await call('POST', '/api/check-outs/cancel-check-out', { token, body: { id: r.body.id } });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(await findBill(room, '2026-09')).toMatchObject({ status: 'open', paid: 0 });
    expect(await owes(room, stay.id)).toBe(800_000);
    expect(await held(stay.deposit_object)).toBe(3_000_000);
    const months = (await call('GET', `/api/general/charge-rooms/months?building=MA&room_id=${room}`, { token })).body;
    expect(months).toMatchObject({ stay: { stay_id: stay.id, status: 'active' }, owed: 800_000, credit: 0, stays: [] });
    expect(months.months.map((m: { bill_no: string; owed: number }) => [m.bill_no, m.owed])).toEqual([[`BT-MA2609-${room}`, 800_000]]);
    await expectBalanced();
  });

  it("a departed stay owing after its deposit is paid by a receipt naming it; the new tenant's first bill is untouched", async () => {
    const token = await staff();
    const room = await newRoom();
    const first = await checkIn(room, { deposit_held: 500_000 });
    const out = await call('POST', '/api/check-outs', { token, body: checkOut(first.id) });
    expect(out.status, JSON.stringify(out.body)).toBe(201);
    const left = BILL - 500_000;
    expect(out.body).toMatchObject({ deposit_applied: 500_000, refund: 0, receivable: left });

    const next = await checkIn(room, {
      contract_no: `HD-${room}-2`,
      start_date: '2026-10-20',
      deposit_held: 0,
      wallet: undefined,
      occupants: [{ name: 'Phạm Văn Mới', phone: '0987 654 321', id_number: '079099887766', birth_date: '1990-01-01', hometown: 'Đà Nẵng' }],
      vehicles: [],
      start_readings: { electricity: 1_120, water: 58 },
    });
    adoptStay({ ...next, building: 'MA', room_id: room, contract_no: `HD-${room}-2`, start_date: '2026-10-20' });
    await bill('MA', room, '2026-11', 1_000_000, true); // the new tenant's first bill

    // the room's receipt form: the new tenant's stay, and the departed one still owing beside it
    const before = (await call('GET', `/api/general/charge-rooms/months?building=MA&room_id=${room}`, { token })).body;
    expect(before).toMatchObject({ stay: { stay_id: next.id, status: 'active' }, owed: 1_000_000 });
    expect(before.stays).toEqual([expect.objectContaining({ stay_id: first.id, status: 'checked_out', leave_date: '2026-10-16', owed: left, balance: left })]);

    const paid = await call('POST', '/api/receipt-rooms', {
      token,
      body: { building: 'MA', room_id: room, stay_id: first.id, date: '2026-10-20', wallet: 10, amount: left },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body).toMatchObject({ stay_id: first.id, contract_no: `HD-${room}`, left_credit: 0, stay_credit: 0 });
    expect(paid.body.allocations).toEqual([{ kind: 'final_bill', bill_no: `HD-${room}`, month: '2026-10', amount: left }]);
    const receiptLines = await journal({ voucher_id: paid.body.id });
    expect(receiptLines.find((l) => l.account === '1311')).toMatchObject({ credit: left, object: stayObject(room, first.id) });

    expect(await owes(room, first.id)).toBe(0);
    expect(await owes(room, next.id)).toBe(1_000_000);
    const bill11 = await findBill(room, '2026-11');
    expect(bill11.status).toBe('open');
    expect(bill11.paid ?? 0).toBe(0);
    const after = (await call('GET', `/api/general/charge-rooms/months?building=MA&room_id=${room}`, { token })).body;
    expect(after).toMatchObject({ stay: { stay_id: next.id }, owed: 1_000_000, credit: 0, stays: [] });
    await expectBalanced();
  });
});

describe('GET /api/check-outs/search', () => {
  it('lists check-outs of a building by leave date and status', async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room);
    const co = (await call('POST', '/api/check-outs', { token, body: checkOut(stay.id, { leave_date: '2026-10-20' }) })).body;
    const r = await call('GET', '/api/check-outs/search?building=MA&from=2026-10-20&to=2026-10-20', { token });
    expect(r.status).toBe(200);
    expect(r.body.map((c: { id: string }) => c.id)).toContain(co.id);
    expect(
      (await call('GET', '/api/check-outs/search?building=MA&from=2026-10-20&to=2026-10-20&status=cancelled', { token })).body.map((c: { id: string }) => c.id),
    ).not.toContain(co.id);
    expect((await call('GET', '/api/check-outs/search?building=MA&from=2026-10-20', { token })).status).toBe(400);
    expect((await call('GET', '/api/check-outs/search?building=MA&from=2026-10-20&to=2026-10-20&status=lost', { token })).status).toBe(400);
  });
});

describe('POST /api/check-outs/cancel-check-out', () => {
  it('reverses the check-out: stay, customers, contract and room (0 → 2) back, refund cancelled, ledger back', async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room);
    const co = (await call('POST', '/api/check-outs', { token, body: checkOut(stay.id) })).body;
    const r = await call('POST', '/api/check-outs/cancel-check-out', { token, body: { id: co.id, reason: 'Khách ở tiếp' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.status).toBe('cancelled');
    expect(await roomStatus(room)).toBe(2);
    expect(await held(stay.deposit_object)).toBe(3_000_000);
    const lines = await journal({ voucher_id: co.id });
    for (const a of ['1311', '5111', '5212'])
      expect(
        lines.filter((l) => l.account === a).reduce((s, l) => s + l.debit - l.credit, 0),
        a,
      ).toBe(0);
    await expectBalanced();
    const stays = await call('GET', `/api/check-ins/search?building=MA&room_id=${room}`, { token });
    expect(stays.body[0]).toMatchObject({ status: 'active' });
    expect(stays.body[0].check_out_id).toBeUndefined();
    expect(await everyRow(`/api/customers?building=MA&room_id=${room}`, token)).toHaveLength(1);
    const refunds = await call('GET', '/api/return-deposits/search?building=MA&from=2026-10-16&to=2026-10-16&status=cancelled', { token });
    expect(refunds.body.map((x: { id: string }) => x.id)).toContain(co.return_deposit_id);

    // Cancelled once; and the stay can check out again.
    const again = await call('POST', '/api/check-outs/cancel-check-out', { token, body: { id: co.id } });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(room);
    expect((await call('POST', '/api/check-outs', { token, body: checkOut(stay.id) })).status).toBe(201);
  });

  it('is refused once the refund was paid, when the room moved on (409 naming the room), and for unknown ids', async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room);
    const co = (await call('POST', '/api/check-outs', { token, body: checkOut(stay.id) })).body;
    // The room took a new deposit after the check-out: 0 → 1.
    const d = await newDeposit(room, { date: '2026-10-17', expected_move_in_date: '2026-10-20' });
    const moved = await call('POST', '/api/check-outs/cancel-check-out', { token, body: { id: co.id } });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toContain(`Phòng ${room} (MA)`);
    expect((await call('POST', '/api/deposits/delete', { token, body: { id: d.id, reason: 'thử' } })).status).toBeLessThan(500);

    const room2 = await newRoom();
    const stay2 = await checkIn(room2);
    const co2 = (await call('POST', '/api/check-outs', { token, body: checkOut(stay2.id) })).body;
    const paid = await call('POST', '/api/return-deposits/update-return-deposit', {
      token,
      body: { id: co2.return_deposit_id, wallet: 10, date: '2026-10-18' },
    });
    expect(paid.status).toBe(200);
    const refused = await call('POST', '/api/check-outs/cancel-check-out', { token, body: { id: co2.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(room2);
    expect(await roomStatus(room2)).toBe(0);

    expect((await call('POST', '/api/check-outs/cancel-check-out', { token, body: { id: '01JNOSUCH' } })).status).toBe(404);
    expect((await call('POST', '/api/check-outs/cancel-check-out', { token, body: { id: co2.id, undo: 1 } })).status).toBe(400);
  });
});

describe('return deposits', () => {
  it('pays a pending refund once: Dr 5212 (deposit) / Cr wallet; concurrent payments → one 200, the rest 409', async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room);
    const co = (await call('POST', '/api/check-outs', { token, body: checkOut(stay.id) })).body;
    const pending = await call('GET', '/api/return-deposits/search?building=MA&from=2026-10-16&to=2026-10-16&status=pending', { token });
    const rd = pending.body.find((x: { id: string }) => x.id === co.return_deposit_id);
    expect(rd).toMatchObject({ amount: 3_000_000 - BILL, room_id: room, customer_name: 'Trần Thị Thuê', version: 1 });

    const bad: [Record<string, unknown>, string][] = [
      [{ id: rd.id, wallet: 10, date: '2026-10-32' }, 'date'],
      [{ id: rd.id, wallet: 10, date: '2026-10-10' }, 'date'],
      [{ id: rd.id, wallet: 99, date: '2026-10-18' }, 'wallet'],
      [{ id: rd.id, wallet: 6, date: '2026-10-18' }, 'wallet'],
      [{ id: rd.id, date: '2026-10-18' }, 'wallet'],
      [{ id: rd.id, wallet: 10, date: '2026-10-18', amount: 1 }, 'amount'],
    ];
    for (const [body, field] of bad) {
      const r = await call('POST', '/api/return-deposits/update-return-deposit', { token, body });
      expect(r.status, field).toBe(400);
      expect(
        r.body.errors.map((e: { path: string }) => e.path),
        field,
      ).toContain(field);
    }
    expect(
      (await call('POST', '/api/return-deposits/update-return-deposit', { token, body: { id: rd.id, wallet: 10, date: '2026-10-18', version: 7 } })).status,
    ).toBe(409);

    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call('POST', '/api/return-deposits/update-return-deposit', { token, body: { id: rd.id, wallet: i % 2 ? 10 : 2, date: '2026-10-18' } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    const lines = await journal({ voucher_id: rd.id });
    expect(lines).toHaveLength(2);
    expect(lines.find((l) => l.account === '5212')).toMatchObject({ debit: 3_000_000 - BILL, object: stay.deposit_object });
    expect(await held(stay.deposit_object)).toBe(0);
    await expectBalanced();
    const returned = await call('GET', '/api/return-deposits/search?building=MA&from=2026-10-16&to=2026-10-16&status=returned', { token });
    expect(returned.body.find((x: { id: string }) => x.id === rd.id)).toMatchObject({ status: 'returned', returned_date: '2026-10-18', version: 2 });
    expect(
      (await call('POST', '/api/return-deposits/update-return-deposit', { token, body: { id: '01JNOSUCH', wallet: 10, date: '2026-10-18' } })).status,
    ).toBe(404);
  });

  it('lists the cash movements of deposit money: received at check-in and refunded, per wallet', async () => {
    const token = await staff();
    const room = await newRoom();
    const stay = await checkIn(room, { start_date: '2026-09-20', wallet: 3 });
    const co = (await call('POST', '/api/check-outs', { token, body: checkOut(stay.id, { notice_date: '2026-09-20', leave_date: '2026-10-25' }) })).body;
    expect(
      (await call('POST', '/api/return-deposits/update-return-deposit', { token, body: { id: co.return_deposit_id, wallet: 3, date: '2026-10-26' } })).status,
    ).toBe(200);
    // Paged (issue 23 §13): every page of the wallet's book, in key order; the screen totals them itself.
    const lines: Line[] = await everyRow('/api/general/cash/deposit/search?from=2026-09-20&to=2026-10-26&building=MA&wallet=3', token);
    const mine = lines.filter((l: Line) => l.voucher_id === stay.id || l.voucher_id === co.return_deposit_id);
    expect(mine.map((l: Line) => [l.account, l.debit, l.credit])).toEqual([
      ['1122', 3_000_000, 0],
      ['1122', 0, co.refund],
    ]);
    expect(
      lines.every(
        (l: Line) => l.wallet === 3 && l.building === 'MA' && ['deposit', 'check_in', 'return_deposit', 'additional_deposit_receipt'].includes(l.voucher_type),
      ),
    ).toBe(true);
    // Every building: the same lines of wallet 3 among the others.
    const everywhere: Line[] = await everyRow('/api/general/cash/deposit/search?from=2026-09-20&to=2026-10-26&wallet=3', token);
    expect(everywhere.filter((l) => l.voucher_id === stay.id || l.voucher_id === co.return_deposit_id)).toEqual(mine);
    expect((await call('GET', '/api/general/cash/deposit/search?from=2026-10-26&to=2026-09-20', { token })).status).toBe(400);
  });
});

interface Line {
  account: string;
  debit: number;
  credit: number;
  wallet?: number;
  building?: string;
  voucher_type: string;
  voucher_id: string;
}
