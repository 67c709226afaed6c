import { describe, expect, it } from 'vitest';
import './helpers';
import { useOwnTable } from './own-table';
import { invoke, ok, type Answer } from './in-process';
import { checkPages, everyItem, keyOf, made, partitionOf, recordedRead, refusedCursor } from './paging';
import { adoptStay, bill as billOf, fixtureStay } from './receipt-fixtures';

// Adjustments move a stay's 1311 and its bills: a table of its own (the demo rooms), so other files'
// runs and the global edit lock do not disturb it; the handlers are called in-process as the gateway would.
const B = 'GB';
useOwnTable('adjustments-test');

/** A month's bill for a room, written as the run writes it (`posted`: with its entry). */
const bill = (room_id: string, month: string, total: number, posted = false) => billOf(B, room_id, month, total, posted);
const months = async (room_id: string) => ok(await invoke('GET', '/api/general/charge-rooms/months', { query: { building: B, room_id } }));
const findBill = async (room_id: string, month: string) => ok(await invoke('GET', '/api/payments/find', { query: { building: B, month, room_id } }));

const adjust = (room_id: string, direction: 'credit' | 'debit', amount: number, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  invoke('POST', '/api/adjustment', {
    body: { building: B, room_id, type: 'payment_adjustment', direction, date: '2026-11-20', amount, reason: 'Giảm giá do sửa chữa', ...extra },
    headers,
  });
const debt = async (room_id: string, month = '2026-11') =>
  ((await everyItem('/api/debt/search', { building: B, month })) as { room_id: string; unpaid: number }[]).find((r) => r.room_id === room_id);
/** The 1311 object of the room's stay (the fixture stay, or the one checked in and adopted). */
const stayObj = (room_id: string) => `stay:${B}-${room_id}:${fixtureStay(B, room_id).stay_id}`;
type Line = { voucher_no?: string; account: string; debit: number; credit: number; object?: string; object_name?: string };
const linesOf = async (voucherNo: string) =>
  (ok(await invoke('GET', '/api/journal', { query: { from: '2026-11-01', to: '2026-11-30', building: B, limit: '2000' } })).items as Line[]).filter(
    (l) => l.voucher_no === voucherNo,
  );

describe('room money adjustments (POST /api/adjustment, GET /api/adjustment/search)', () => {
  it('a credit note lowers what the stay owes (Dr 5211 / Cr 1311), settles its bills and the unpaid report follows', async () => {
    await bill('101', '2026-09', 2_000_000, true);
    await bill('101', '2026-10', 3_000_000, true);
    expect((await debt('101'))?.unpaid).toBe(5_000_000);
    const note = ok(await adjust('101', 'credit', 2_500_000, { month: '2026-10' }), 201);
    expect(note.adjustment_no).toMatch(/^DCGB2611-\d{3}$/);
    expect(note).toMatchObject({ stay_id: fixtureStay(B, '101').stay_id, contract_no: 'HD-101', left_credit: 0, stay_credit: 0 });
    expect(note.allocations).toEqual([
      { kind: 'bill', month: '2026-09', bill_no: 'BT-GB2609-101', amount: 2_000_000 },
      { kind: 'bill', month: '2026-10', bill_no: 'BT-GB2610-101', amount: 500_000 },
    ]);
    expect((await findBill('101', '2026-09')).status).toBe('paid');
    expect((await months('101')).owed).toBe(2_500_000);
    expect((await debt('101'))?.unpaid).toBe(2_500_000);
    const lines = await linesOf(note.adjustment_no);
    expect(lines.map((l) => [l.account, l.debit, l.credit, l.object ?? null])).toEqual(
      expect.arrayContaining([
        ['5211', 2_500_000, 0, null],
        ['1311', 0, 2_500_000, stayObj('101')],
      ]),
    );
    expect(lines.find((l) => l.object === stayObj('101'))?.object_name).toBe('Khách 101 · HĐ HD-101 · Phòng 101 (GB)');
    // a credit beyond the bills stays this note's credit on the stay
    const more = ok(await adjust('101', 'credit', 3_000_000), 201);
    expect(more).toMatchObject({ left_credit: 500_000, stay_credit: 500_000 });
    expect(more.allocations).toEqual([{ kind: 'bill', month: '2026-10', bill_no: 'BT-GB2610-101', amount: 2_500_000 }]);
    expect(await months('101')).toMatchObject({ months: [], owed: 0, credit: 500_000, balance: -500_000 });
    expect(await debt('101')).toBeUndefined();
  });

  it('a debit note raises what the stay owes (Dr 1311 / Cr 5211) as an open item, paid at once from its credit; a correction is a new note', async () => {
    await bill('102', '2026-10', 1_000_000, true);
    expect((await debt('102'))?.unpaid).toBe(1_000_000);
    const note = ok(await adjust('102', 'debit', 400_000, { reason: 'Thu thiếu tiền nước' }), 201);
    expect(note).toMatchObject({ allocations: [], left_credit: 0, stay_credit: 0 });
    expect((await debt('102'))?.unpaid).toBe(1_400_000);
    // the note is an open item of the stay of its own, after the bill
    expect((await months('102')).months.map((m: { kind: string; bill_no: string; owed: number }) => [m.kind, m.bill_no, m.owed])).toEqual([
      ['bill', 'BT-GB2610-102', 1_000_000],
      ['debit_note', note.adjustment_no, 400_000],
    ]);
    const lines = await linesOf(note.adjustment_no);
    expect(lines.map((l) => [l.account, l.debit, l.credit, l.object ?? null])).toEqual(
      expect.arrayContaining([
        ['1311', 400_000, 0, stayObj('102')],
        ['5211', 0, 400_000, null],
      ]),
    );
    // wrong by 100,000: a credit note of the difference, the first note stays as it was
    const fix = ok(await adjust('102', 'credit', 100_000, { reason: `Sửa phiếu ${note.adjustment_no}` }), 201);
    expect(fix.adjustment_no).not.toBe(note.adjustment_no);
    expect((await debt('102'))?.unpaid).toBe(1_300_000);
    // paid ahead, a debit note is paid at once from the stay's credit: nothing owed, the credit smaller
    const ahead = ok(await adjust('102', 'credit', 1_500_000, { reason: 'Trả trước' }), 201);
    expect(ahead).toMatchObject({ left_credit: 200_000, stay_credit: 200_000 });
    const small = ok(await adjust('102', 'debit', 150_000, { reason: 'Thu thiếu tiền rác' }), 201);
    expect(small).toMatchObject({ left_credit: 0, stay_credit: 50_000 });
    expect(await months('102')).toMatchObject({ months: [], owed: 0, credit: 50_000, balance: -50_000 });
    expect(await debt('102')).toBeUndefined();
    const found = await everyItem('/api/adjustment/search', { building: B, from: '2026-11-01', to: '2026-11-30', room_id: '102' });
    expect(found.map((a: { adjustment_no: string; amount: number }) => [a.adjustment_no, a.amount]).sort()).toEqual(
      [
        [note.adjustment_no, 400_000],
        [fix.adjustment_no, 100_000],
        [ahead.adjustment_no, 1_500_000],
        [small.adjustment_no, 150_000],
      ].sort(),
    );
  });

  it('searches a building by date range (≤ 12 months); replays an idempotent write; refuses bad input, unknown rooms and guards', async () => {
    await bill('103', '2026-10', 1_000_000, true);
    const key = { 'idempotency-key': 'adj-103-1' };
    const one = ok(await adjust('103', 'credit', 200_000, {}, key), 201);
    const again = ok(await adjust('103', 'credit', 200_000, {}, key), 201);
    expect(again).toEqual(one);
    expect((await debt('103'))?.unpaid).toBe(800_000);
    const all = await everyItem('/api/adjustment/search', { building: B, from: '2026-11-01', to: '2026-11-30' });
    expect(all.filter((a: { room_id: string }) => a.room_id === '103')).toHaveLength(1);
    expect(all.every((a: { building: string; date: string }) => a.building === B && a.date >= '2026-11-01' && a.date <= '2026-11-30')).toBe(true);
    expect(ok(await invoke('GET', '/api/adjustment/search', { query: { building: B, from: '2026-10-01', to: '2026-10-31' } }))).toEqual({ items: [] });
    expect((await invoke('GET', '/api/adjustment/search', { query: { building: B, from: '2025-01-01', to: '2026-11-30' } })).status).toBe(400);

    const field = (r: Answer) => r.body.field ?? r.body.errors?.[0]?.path;
    const neg = await adjust('103', 'credit', -5);
    expect(neg.status).toBe(400);
    expect(field(neg)).toBe('amount');
    const noReason = await adjust('103', 'credit', 1_000, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(field(noReason)).toBe('reason');
    expect(noReason.body.message).toMatch(/lý do/i);
    const badType = await adjust('103', 'credit', 1_000, { type: 'edit' });
    expect(badType.status).toBe(400);
    expect(field(badType)).toBe('type');
    const badDirection = await adjust('103', 'sideways' as 'credit', 1_000);
    expect(badDirection.status).toBe(400);
    expect(field(badDirection)).toBe('direction');
    const missing = await adjust('9999', 'credit', 1_000);
    expect(missing.status).toBe(404);
    expect(missing.body.field).toBe('room_id');
    expect(
      (
        await invoke('POST', '/api/adjustment', {
          body: { building: B, room_id: '103', type: 'payment_adjustment', direction: 'credit', date: '2026-11-20', amount: 1, reason: 'x' },
          groups: '[SECURITY]',
        })
      ).status,
    ).toBe(403);
    expect((await invoke('GET', '/api/adjustment/search', { query: { building: B, from: '2026-11-01', to: '2026-11-30' }, groups: '[SECURITY]' })).status).toBe(
      403,
    );
    expect((await debt('103'))?.unpaid).toBe(800_000);
  });

  it('keeps the trial balance balanced', async () => {
    const tb = ok(await invoke('GET', '/api/journal/tb', { query: { from: '2026-01-01', to: '2026-12-31', building: B } }));
    expect(tb.balanced).toBe(true);
    const r5211 = tb.rows.find((r: { account: string }) => r.account === '5211');
    expect(r5211).toBeDefined();
  });

  it('answers a page at a time (issue 23 §13): a bounded Query per page, one room from its own timeline, cursors checked', async () => {
    const PATH = '/api/adjustment/search';
    const q = { building: B, from: '2026-10-01', to: '2026-11-30' };
    // the notes of the tests above: 101 (2), 102 (4), 103 (1), every one in November
    const { whole } = await checkPages(PATH, q, 2);
    expect(whole.length).toBeGreaterThanOrEqual(7);
    const order = whole.map((a: { date: string; id: string }) => `${a.date}#${a.id}`);
    expect(order).toEqual([...order].sort());
    const room = await checkPages(PATH, { ...q, room_id: '102' }, 2);
    expect(room.whole.map((a: { room_id: string }) => a.room_id)).toEqual(['102', '102', '102', '102']);

    // A page reads only what it answers: each Query asks DynamoDB for at most the page's limit, and
    // the items read are the page's, however many notes the building's month holds.
    const building = await recordedRead(PATH, { ...q, limit: '2' });
    expect(building.page.items).toHaveLength(2);
    expect(building.calls.every((c) => c.command === 'QueryCommand' && Number(c.input.Limit) <= 2)).toBe(true);
    expect(building.calls.reduce((n, c) => n + c.items, 0)).toBe(2);
    // one room: its byRoom timeline, never the building's months filtered down to it
    const one = await recordedRead(PATH, { ...q, room_id: '102', limit: '2' });
    expect(one.calls.map(partitionOf)).toEqual([`ROOM#${B}#102`]);
    expect(one.calls.reduce((n, c) => n + c.items, 0)).toBe(2);

    const cursor = building.page.cursor as string;
    await refusedCursor(PATH, { ...q, building: 'BN', cursor });
    await refusedCursor(PATH, { ...q, from: '2026-10-01', to: '2026-10-31', cursor });
    await refusedCursor(PATH, { ...q, cursor: made({ ...keyOf(cursor), GSI1SK: '2027-01-01#X' }) });
    await refusedCursor(PATH, { ...q, room_id: '102', cursor });
    await refusedCursor(PATH, { ...q, cursor: 'abc' });
    const tooMany = await invoke('GET', PATH, { query: { ...q, limit: '501' } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.field ?? tooMany.body.errors?.[0]?.path).toBe('limit');
  });
});

describe('deposit notes (return_deposit_adjustment: Dr 5212 deposit / Cr 1311 stay and back)', () => {
  const held = async (objects: string[]) => {
    const lines = ok(await invoke('GET', '/api/journal', { query: { from: '2026-09-01', to: '2026-12-31', building: B, limit: '2000' } })).items as Line[];
    return lines
      .filter((l) => l.account === '5112' || l.account === '5212')
      .filter((l) => objects.includes(l.object ?? ''))
      .reduce((s, l) => s + l.credit - l.debit, 0);
  };
  const deposit = (room_id: string, stay_id: string, direction: 'credit' | 'debit', amount: number, headers?: Record<string, string>) =>
    adjust(room_id, direction, amount, { type: 'return_deposit_adjustment', stay_id, reason: 'Trừ cọc vào tiền phòng còn nợ' }, headers);

  /** A new GB room checked in on 2026-09-05 with 3,000,000 of deposit received into bank wallet 2; the room's fixture bills go to this stay. */
  async function stayIn(room_id: string) {
    ok(await invoke('POST', '/api/rooms', { body: { building: B, room_id, floor: 9, rent: 3_000_000, deposit: 3_000_000, max_occupants: 2 } }), 201);
    const stay = ok(
      await invoke('POST', '/api/check-ins', {
        body: {
          building: B,
          room_id,
          contract_no: `HD-${room_id}`,
          start_date: '2026-09-05',
          rent: 3_000_000,
          deposit_held: 3_000_000,
          wallet: 2,
          occupants: [{ name: 'Lê Văn Cọc', phone: '0912 345 678', id_number: `07900000${room_id}`.slice(-12), birth_date: '1995-01-02', hometown: 'Huế' }],
          vehicles: [],
          start_readings: { electricity: 1_000, water: 50 },
          internet: false,
        },
      }),
      201,
    );
    adoptStay(stay);
    return stay as { id: string; deposit_object: string; version: number };
  }
  const objectsOf = (stay: { id: string; deposit_object: string }) => [...new Set([stay.deposit_object, `stay:${stay.id}`])];

  it('applies part of the deposit held to the stay debt: 1311 and the unpaid report drop, bills settle oldest first; never beyond what is held', async () => {
    const stay = await stayIn('D1');
    await bill('D1', '2026-10', 2_000_000, true);
    await bill('D1', '2026-11', 2_000_000, true);
    expect((await debt('D1'))?.unpaid).toBe(4_000_000);
    expect(await held(objectsOf(stay))).toBe(3_000_000);

    const note = ok(await deposit('D1', stay.id, 'credit', 2_500_000), 201);
    expect(note).toMatchObject({ type: 'return_deposit_adjustment', stay_id: stay.id, contract_no: 'HD-D1', deposit_held: 500_000 });
    expect(note.allocations).toEqual([
      { kind: 'bill', month: '2026-10', bill_no: 'BT-GB2610-D1', amount: 2_000_000 },
      { kind: 'bill', month: '2026-11', bill_no: 'BT-GB2611-D1', amount: 500_000 },
    ]);
    expect((await debt('D1'))?.unpaid).toBe(1_500_000);
    expect((await months('D1')).owed).toBe(1_500_000);
    expect(await held(objectsOf(stay))).toBe(500_000);
    const lines = await linesOf(note.adjustment_no);
    expect(lines.map((l) => [l.account, l.debit, l.credit, l.object])).toEqual(
      expect.arrayContaining([
        ['5212', 2_500_000, 0, stay.deposit_object],
        ['1311', 0, 2_500_000, `stay:GB-D1:${stay.id}`],
      ]),
    );

    const over = await deposit('D1', stay.id, 'credit', 600_000);
    expect(over.status).toBe(409);
    expect(over.body.field).toBe('amount');
    expect(over.body.message).toContain('500.000');
    expect(await held(objectsOf(stay))).toBe(500_000);
  });

  it('a debit note gives back no more than notes applied for the stay; at check-out the deposit pays it too; a refund after check-out pays exactly what is left', async () => {
    const stay = await stayIn('D2');
    await bill('D2', '2026-10', 1_000_000, true);
    const tooEarly = await deposit('D2', stay.id, 'debit', 1);
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.field).toBe('amount');
    ok(await deposit('D2', stay.id, 'credit', 1_000_000), 201);
    expect(await debt('D2')).toBeUndefined();
    const tooMuch = await deposit('D2', stay.id, 'debit', 1_000_001);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toContain('1.000.000');
    const back = ok(await deposit('D2', stay.id, 'debit', 400_000), 201);
    expect(back.deposit_held).toBe(2_400_000);
    expect((await debt('D2'))?.unpaid).toBe(400_000);
    // what it gave back is an open item of the stay
    expect((await months('D2')).months.map((m: { kind: string; bill_no: string; owed: number }) => [m.kind, m.bill_no, m.owed])).toEqual([
      ['deposit_return', back.adjustment_no, 400_000],
    ]);
    const lines = await linesOf(back.adjustment_no);
    expect(lines.map((l) => [l.account, l.debit, l.credit, l.object])).toEqual(
      expect.arrayContaining([
        ['1311', 400_000, 0, `stay:GB-D2:${stay.id}`],
        ['5212', 0, 400_000, stay.deposit_object],
      ]),
    );

    // check-out: the deposit pays every open item of the stay, oldest first (the final bill dated the
    // 10th, the 400,000 given back dated the 20th); the rest waits as a pending refund
    const co = ok(
      await invoke('POST', '/api/check-outs', {
        body: { stay_id: stay.id, leave_date: '2026-11-10', final_readings: { electricity: 1_050, water: 52 }, notice_date: '2026-10-01' },
      }),
      201,
    );
    expect(co.settled_items).toEqual([
      { id: co.id, kind: 'final_bill', bill_no: 'HD-D2', month: '2026-11', owed: co.bill.total, deposit_applied: co.bill.total, left: 0 },
      { id: back.id, kind: 'deposit_return', bill_no: back.adjustment_no, month: '2026-11', owed: 400_000, deposit_applied: 400_000, left: 0 },
    ]);
    expect(co).toMatchObject({ receivable: 0, deposit_applied: 400_000 + co.bill.total });
    const pending = co.return_deposit as { id: string; amount: number; version: number };
    expect(pending.amount).toBe(2_400_000 - 400_000 - co.bill.total);
    expect(await held(objectsOf(stay))).toBe(pending.amount);
    expect(await debt('D2')).toBeUndefined();

    // after the check-out a note moves the refund: given back, the refund grows and the departed stay owes it; applied, both go back
    const more = ok(await deposit('D2', stay.id, 'debit', 100_000), 201);
    expect(more.refund).toEqual({ id: pending.id, amount: pending.amount + 100_000, status: 'pending' });
    expect((await debt('D2'))?.unpaid).toBe(100_000);
    const less = ok(await deposit('D2', stay.id, 'credit', 100_000), 201);
    expect(less.refund).toEqual({ id: pending.id, amount: pending.amount, status: 'pending' });
    expect(await debt('D2')).toBeUndefined();
    // the whole rest applied sets the refund aside (nothing to pay): nothing is owed, so it is the stay's credit
    const rest = pending.amount;
    const zeroing = ok(await deposit('D2', stay.id, 'credit', rest), 201);
    expect(zeroing.refund).toEqual({ id: pending.id, amount: 0, status: 'cancelled' });
    expect(zeroing).toMatchObject({ allocations: [], left_credit: rest, stay_credit: rest });
    expect(await held(objectsOf(stay))).toBe(0);
    // meanwhile the check-out cannot be cancelled, and says which note took the deposit
    const cancel = await invoke('POST', '/api/check-outs/cancel-check-out', { body: { id: co.id } });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toContain(`phiếu điều chỉnh ${zeroing.adjustment_no}`);
    // giving it back brings the refund back, paid at once from that credit: the stay owes nothing
    const undo = ok(await deposit('D2', stay.id, 'debit', rest), 201);
    expect(undo.refund).toEqual({ id: pending.id, amount: rest, status: 'pending' });
    expect(undo.stay_credit).toBe(0);
    expect(await months('D2')).toMatchObject({ owed: 0, credit: 0, balance: 0 });

    const refunds = ok(await invoke('GET', '/api/return-deposits/search', { query: { building: B, from: '2026-11-01', to: '2026-11-30' } })) as {
      id: string;
      amount: number;
      version: number;
      parts: { amount: number }[];
    }[];
    const rd = refunds.find((r) => r.id === pending.id)!;
    expect(rd.amount).toBe(pending.amount);
    expect(rd.parts.reduce((s, p) => s + p.amount, 0)).toBe(rd.amount);
    const paid = ok(
      await invoke('POST', '/api/return-deposits/update-return-deposit', { body: { id: rd.id, wallet: 2, date: '2026-11-25', version: rd.version } }),
    );
    expect(paid).toMatchObject({ status: 'returned', amount: pending.amount });
    expect(await held(objectsOf(stay))).toBe(0);
    // paid out: nothing left to move
    const after = await deposit('D2', stay.id, 'debit', 100_000);
    expect(after.status).toBe(409);
    expect(after.body.field).toBe('stay_id');
  });

  it('asks for the stay on deposit notes (optional on rent notes); guards, replays and keeps the books balanced', async () => {
    const stay = await stayIn('D3');
    const field = (r: Answer) => r.body.field ?? r.body.errors?.[0]?.path;
    const noStay = await adjust('D3', 'credit', 1_000, { type: 'return_deposit_adjustment' });
    expect(noStay.status).toBe(400);
    expect(field(noStay)).toBe('stay_id');
    // a rent note may name its stay: the note is that stay's
    const stayOnRent = ok(await adjust('D3', 'credit', 1_000, { stay_id: stay.id }), 201);
    expect(stayOnRent).toMatchObject({ type: 'payment_adjustment', stay_id: stay.id, contract_no: 'HD-D3', left_credit: 1_000, stay_credit: 1_000 });
    expect(await months('D3')).toMatchObject({ credit: 1_000 });
    // a stay of another room is not this room's (nothing written)
    const otherRoom = await adjust('D1', 'credit', 1_000, { type: 'return_deposit_adjustment', stay_id: stay.id });
    expect(otherRoom.status).toBe(404);
    expect(field(otherRoom)).toBe('stay_id');
    const rentOtherRoom = await adjust('D1', 'credit', 1_000, { stay_id: stay.id });
    expect(rentOtherRoom.status).toBe(404);
    expect(field(rentOtherRoom)).toBe('stay_id');
    const malformed = await adjust('D3', 'credit', 1_000, { type: 'return_deposit_adjustment', stay_id: 'NOPE' });
    expect(malformed.status).toBe(400);
    expect(field(malformed)).toBe('stay_id');
    const unknown = await adjust('D3', 'credit', 1_000, { type: 'return_deposit_adjustment', stay_id: '01JZZZZZZZZZZZZZZZZZZZZZZZ' });
    expect(unknown.status).toBe(404);
    expect(
      (
        await invoke('POST', '/api/adjustment', {
          body: {
            building: B,
            room_id: 'D3',
            type: 'return_deposit_adjustment',
            stay_id: stay.id,
            direction: 'credit',
            date: '2026-11-20',
            amount: 1,
            reason: 'x',
          },
          groups: '[SECURITY]',
        })
      ).status,
    ).toBe(403);

    const key = { 'idempotency-key': 'adj-dep-D3' };
    const one = ok(await deposit('D3', stay.id, 'credit', 300_000, key), 201);
    expect(ok(await deposit('D3', stay.id, 'credit', 300_000, key), 201)).toEqual(one);
    expect(await held(objectsOf(stay))).toBe(2_700_000);
    const found = await everyItem('/api/adjustment/search', { building: B, from: '2026-11-01', to: '2026-11-30', room_id: 'D3' });
    expect(found).toHaveLength(2);
    expect(found.find((a: { type: string }) => a.type === 'return_deposit_adjustment')).toMatchObject({ stay_id: stay.id, amount: 300_000 });

    const tb = ok(await invoke('GET', '/api/journal/tb', { query: { from: '2026-01-01', to: '2026-12-31', building: B } }));
    expect(tb.balanced).toBe(true);
  });
});
