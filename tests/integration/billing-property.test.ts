import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import './helpers';
import { invoke, ok } from './in-process';
import { sequencesOnFreshTables } from './fresh-tables';
import { addMonths, lastDayOf } from '../../shared/dates';

/**
 * Property (issue 10): random sequences of the monthly cycle over three rooms of BN — meter readings
 * and the billing run of a month, rent receipts (partial, exact, over), credit and debit notes, and
 * internet registrations. After every step: the trial balance balances; each room's stay's 1311 in
 * the journal = its bills − receipts − credit notes + debit notes of the model; the unpaid report
 * shows exactly the stays whose 1311 is positive, with that amount; the open items a stay owes less
 * its standing credit equal its 1311, and it never has both; and every bill's paid amount is what its
 * stay's account says of it. Each bill is rent + electricity at 2,618 đ/kWh + water per person
 * + the room's internet. A run moves the global edit lock, so every generated sequence gets a fresh
 * table of its own (the demo rooms), and the handlers are called in-process as the gateway would.
 *
 * Issue 21, bill = readings: readings and meter changes of the open month are entered and corrected
 * before its run (the run bills what they say then), and after a run every reading and meter change of
 * a billed month, or of the month before one, is refused (409 `period_locked`). After every step each
 * bill's kWh is its room's usage in that month's reading table, and each billed month's readings are
 * what the model entered before its run.
 */

const B = 'BN';
const ROOMS = ['101', '102', '103'] as const;
const RENT = [3_000_000, 2_500_000, 2_000_000];
const KWH_PRICE = 2_618;
const WATER_PER_PERSON = 100_000;
const WALLET = 2; // a bank wallet: fits every building
const FIRST = '2026-01';

type Op =
  | { kind: 'month'; kwh: [number, number, number] }
  | { kind: 'read'; r: number; kwh: number }
  | { kind: 'swap'; r: number; used: number }
  | { kind: 'editClosed'; r: number; back: number; what: 'reading' | 'change' | 'remove' }
  | { kind: 'receipt'; r: number; share: number }
  | { kind: 'note'; r: number; direction: 'credit' | 'debit'; amount: number }
  | { kind: 'internet'; r: number; price: number }
  | { kind: 'removeReceipt'; pick: number }
  | { kind: 'editReceipt'; pick: number; share: number };

const room = fc.integer({ min: 0, max: 2 });
const kwh = fc.integer({ min: 0, max: 400 });
const ops: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('month' as const), kwh: fc.tuple(kwh, kwh, kwh) }) },
  // share: what part of the room's debt the receipt pays, in tenths (0.3 partial … 1.5 over); at least 100,000 đ.
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('receipt' as const), r: room, share: fc.integer({ min: 3, max: 15 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('note' as const),
      r: room,
      direction: fc.constantFrom('credit' as const, 'debit' as const),
      amount: fc.integer({ min: 1, max: 20 }).map((n) => n * 50_000),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('internet' as const), r: room, price: fc.integer({ min: 1, max: 4 }).map((n) => n * 50_000) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('removeReceipt' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('editReceipt' as const), pick: fc.nat(), share: fc.integer({ min: 1, max: 20 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('read' as const), r: room, kwh }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('swap' as const), r: room, used: fc.integer({ min: 0, max: 100 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('editClosed' as const),
      r: room,
      back: fc.integer({ min: 1, max: 3 }),
      what: fc.constantFrom('reading' as const, 'change' as const, 'remove' as const),
    }),
  },
);

/** A room's meter in one month as entered: its reading and its meter change (the server's id and version). */
interface RoomMonth {
  reading?: number;
  swap?: { id: string; version: number; old_final: number; new_start: number };
}
const noneRead = (): RoomMonth[] => ROOMS.map(() => ({}));

interface Model {
  /** The month whose readings and run come next; receipts and notes are dated in it. */
  month: string;
  /** Each room's reading of the month before `month` (where its usage starts). */
  meter: number[];
  /** What the open month has read so far, before its run. */
  open: RoomMonth[];
  /** What each month up to the last run read (the month before FIRST too), as its bills were made from. */
  read: Record<string, RoomMonth[]>;
  /** The newest month run: it and every month before are closed to readings and meter changes. */
  lastRun?: string;
  internet: (number | undefined)[];
  /** Each room's 1311 as the model sees it: bills − receipts − credit notes + debit notes. */
  owes: number[];
  /** The receipts standing, as the model knows them. */
  receipts: { id: string; version: number; r: number; date: string; amount: number }[];
  /** After a run for month M, writes dated before M's first day are refused. */
  lockedBefore: string;
  /** Each room's stay (one tenant per room all along). */
  stays: string[];
}

/** Every bill of the building from FIRST up to the month before `month`, in ranges of ≤ 12 months. */
async function billsUpTo(month: string) {
  const out: {
    room_id: string;
    month: string;
    bill_no: string;
    total: number;
    paid?: number;
    status: string;
    lines: { kind: string; quantity: number | null }[];
  }[] = [];
  for (let from = FIRST; from < month; from = addMonths(from, 12)) {
    const last = addMonths(from, 11);
    const to = last < month ? last : addMonths(month, -1);
    // One page holds this test's bills (a handful of rooms a month): no cursor means none is left out.
    const page = ok(await invoke('GET', '/api/payments/search', { query: { building: B, from, to, limit: '500' } }));
    expect(page.cursor).toBeUndefined();
    out.push(...page.items);
  }
  return out;
}

async function invariants(model: Model) {
  const from = `${FIRST}-01`;
  const to = lastDayOf(model.month);
  const tb = ok(await invoke('GET', '/api/journal/tb', { query: { from, to, building: B } }));
  expect(tb.balanced, 'trial balance balanced').toBe(true);
  const report = ok(await invoke('GET', '/api/debt/search', { query: { building: B, month: model.month, limit: '500' } }));
  expect(report.cursor).toBeUndefined();
  expect(
    report.items.every((r: { stay_id: string }) => model.stays.includes(r.stay_id)),
    'the report lists only the stays',
  ).toBe(true);
  const bills = await billsUpTo(model.month);
  for (const [i, roomId] of ROOMS.entries()) {
    const stayId = model.stays[i]!;
    const lines = ok(
      await invoke('GET', '/api/journal', { query: { from, to, building: B, account: '1311', object: `stay:${B}-${roomId}:${stayId}`, limit: '2000' } }),
    );
    const balance = (lines.items as { debit: number; credit: number }[]).reduce((s, l) => s + l.debit - l.credit, 0);
    expect(balance, `1311 of ${roomId}`).toBe(model.owes[i]);
    const unpaid = (report.items as { stay_id: string; unpaid: number }[]).find((r) => r.stay_id === stayId);
    expect(unpaid?.unpaid ?? 0, `unpaid report of ${roomId}`).toBe(Math.max(0, model.owes[i]!));
    const owed = ok(await invoke('GET', '/api/general/charge-rooms/months', { query: { building: B, room_id: roomId } }));
    expect(owed.stay?.stay_id, `the stay of ${roomId}`).toBe(stayId);
    expect(owed.owed - owed.credit, `months owed less credit of ${roomId}`).toBe(model.owes[i]);
    expect(owed.owed === 0 || owed.credit === 0, `${roomId} never both owes and holds a credit`).toBe(true);
    const items = owed.months as { kind: string; bill_no: string; owed: number }[];
    expect(
      items.reduce((s, m) => s + m.owed, 0),
      `open items of ${roomId}`,
    ).toBe(owed.owed);
    // every bill's paid amount and status as its stay's account has it
    for (const b of bills.filter((x) => x.room_id === roomId)) {
      const open = items.find((m) => m.kind === 'bill' && m.bill_no === b.bill_no)?.owed ?? 0;
      expect(b.total - (b.paid ?? 0), `open on ${b.bill_no}`).toBe(open);
      expect(b.status, `status of ${b.bill_no}`).toBe(open > 0 ? 'open' : 'paid');
    }
  }
  // Bill = readings: each billed month's table reads what was entered before its run, and each bill's
  // kWh is its room's usage there.
  for (const [month, read] of Object.entries(model.read).filter(([m]) => m >= FIRST)) {
    const t = ok(await invoke('GET', '/api/bills/get-two-newest-bills', { query: { building: B, month, type: 'E', limit: '500' } }));
    expect(t.cursor).toBeUndefined();
    for (const [i, roomId] of ROOMS.entries()) {
      const row = (t.items as { room_id: string; current: number | null; usage: number | null }[]).find((x) => x.room_id === roomId);
      expect(row?.current, `reading of ${roomId} in ${month}`).toBe(read[i]!.reading);
      const bill = bills.find((b) => b.room_id === roomId && b.month === month);
      expect(bill?.lines.find((l) => l.kind === 'electricity')?.quantity, `kWh billed to ${roomId} for ${month}`).toBe(row?.usage);
    }
  }
}

/** The open month's readings and meter changes, each answered as the server must. */
async function readOpen(o: Extract<Op, { kind: 'read' | 'swap' }>, model: Model) {
  const room_id = ROOMS[o.r]!;
  const now = model.open[o.r]!;
  if (o.kind === 'read') {
    // On the new meter once it is changed this month, else on from last month's reading.
    const value = (now.swap?.new_start ?? model.meter[o.r]!) + o.kwh;
    ok(await invoke('POST', '/api/bills/electric-water-count', { body: { building: B, month: model.month, type: 'E', readings: [{ room_id, value }] } }));
    now.reading = value;
    return;
  }
  const change = { date: `${model.month}-10`, old_final: model.meter[o.r]! + o.used, new_start: 0, reason: 'Đồng hồ hỏng' };
  const r = now.swap
    ? ok(await invoke('PUT', '/api/meter-change/{id}', { params: { id: now.swap.id }, body: { ...change, version: now.swap.version } }))
    : ok(await invoke('POST', '/api/meter-change', { body: { building: B, type: 'E', room_id, ...change } }), 201);
  now.swap = { id: r.id, version: r.version, old_final: change.old_final, new_start: change.new_start };
}

/** A reading or meter change of a month already run (or of the month before one): refused, whatever it is. */
async function editClosed(o: Extract<Op, { kind: 'editClosed' }>, model: Model) {
  const month = addMonths(model.month, -o.back);
  const read = model.read[month]?.[o.r];
  if (!model.lastRun || month > model.lastRun || !read) return;
  const room_id = ROOMS[o.r]!;
  const change = { date: `${month}-20`, old_final: (read.swap?.old_final ?? read.reading ?? 0) + 1, new_start: 0, reason: 'Sửa sau khi tính tiền' };
  const r =
    o.what === 'reading'
      ? await invoke('POST', '/api/bills/electric-water-count', {
          body: { building: B, month, type: 'E', readings: [{ room_id, value: (read.reading ?? 0) + 5 }] },
        })
      : !read.swap
        ? await invoke('POST', '/api/meter-change', { body: { building: B, type: 'E', room_id, ...change } })
        : o.what === 'change'
          ? await invoke('PUT', '/api/meter-change/{id}', {
              params: { id: read.swap.id },
              body: { ...change, date: `${month}-11`, version: read.swap.version },
            })
          : await invoke('DELETE', '/api/meter-change/{id}', { params: { id: read.swap.id }, body: { reason: 'Nhập nhầm', version: read.swap.version } });
  expect(r.status, `${o.what} of ${room_id} in ${month} after its run: ${JSON.stringify(r.body).slice(0, 300)}`).toBe(409);
  expect(r.body.code).toBe('period_locked');
}

async function step(o: Op, model: Model) {
  const date = `${model.month}-15`;
  switch (o.kind) {
    case 'month': {
      // The rooms not read yet this month are read now; the others keep what was entered (and corrected).
      const unread = ROOMS.flatMap((room_id, i) =>
        model.open[i]!.reading === undefined ? [{ room_id, value: (model.open[i]!.swap?.new_start ?? model.meter[i]!) + o.kwh[i]!, i }] : [],
      );
      if (unread.length)
        ok(
          await invoke('POST', '/api/bills/electric-water-count', {
            body: { building: B, month: model.month, type: 'E', readings: unread.map(({ room_id, value }) => ({ room_id, value })) },
          }),
        );
      for (const u of unread) model.open[u.i]!.reading = u.value;
      const run = ok(await invoke('POST', '/api/payments', { body: { building: B, month: model.month } }));
      for (const [i, room_id] of ROOMS.entries()) {
        const { reading, swap } = model.open[i]!;
        const used = swap ? swap.old_final - model.meter[i]! + (reading! - swap.new_start) : reading! - model.meter[i]!;
        const bill = (run.bills as { room_id: string; total: number }[]).find((b) => b.room_id === room_id);
        const expected = RENT[i]! + used * KWH_PRICE + WATER_PER_PERSON + (model.internet[i] ?? 0);
        expect(bill?.total, `bill of ${room_id} for ${model.month}`).toBe(expected);
        model.owes[i]! += expected;
        model.meter[i] = reading!;
      }
      model.read[model.month] = model.open;
      model.open = noneRead();
      model.lastRun = model.month;
      model.lockedBefore = `${model.month}-01`;
      model.month = addMonths(model.month, 1);
      return;
    }
    case 'read':
    case 'swap':
      return readOpen(o, model);
    case 'editClosed':
      return editClosed(o, model);
    case 'receipt': {
      const amount = Math.max(100_000, Math.round((Math.max(0, model.owes[o.r]!) * o.share) / 10 / 1000) * 1000);
      const r = ok(await invoke('POST', '/api/receipt-rooms', { body: { building: B, room_id: ROOMS[o.r], date, wallet: WALLET, amount } }), 201);
      expect(r.amount).toBe(amount);
      model.owes[o.r]! -= amount;
      model.receipts.push({ id: r.id, version: r.version, r: o.r, date, amount });
      return;
    }
    case 'note': {
      ok(
        await invoke('POST', '/api/adjustment', {
          body: { building: B, room_id: ROOMS[o.r], type: 'payment_adjustment', direction: o.direction, date, amount: o.amount, reason: 'Thử điều chỉnh' },
        }),
        201,
      );
      model.owes[o.r]! += o.direction === 'credit' ? -o.amount : o.amount;
      return;
    }
    case 'removeReceipt':
    case 'editReceipt': {
      if (!model.receipts.length) return;
      const at = o.pick % model.receipts.length;
      const receipt = model.receipts[at]!;
      const amount = o.kind === 'editReceipt' ? o.share * 100_000 : 0;
      const r =
        o.kind === 'removeReceipt'
          ? await invoke('POST', '/api/receipt-rooms/remove', { body: { id: receipt.id, version: receipt.version, reason: 'Thử xoá' } })
          : await invoke('PUT', '/api/receipt-rooms/{id}', {
              params: { id: receipt.id },
              body: { version: receipt.version, date: receipt.date, wallet: WALLET, amount },
            });
      if (receipt.date < model.lockedBefore) {
        expect(r.status, `${o.kind} of a receipt in a closed period`).toBe(409);
        return;
      }
      ok(r);
      model.owes[receipt.r]! += receipt.amount - amount;
      if (o.kind === 'removeReceipt') model.receipts.splice(at, 1);
      else model.receipts[at] = { ...receipt, version: r.body.version, amount };
      return;
    }
    case 'internet': {
      const r = await invoke('POST', '/api/internet', {
        body: { building: B, room_id: ROOMS[o.r], provider: 'FPT', account: `fpt-${ROOMS[o.r]}`, monthly_price: o.price, start_date: `${model.month}-01` },
      });
      if (model.internet[o.r] === undefined) {
        ok(r, 201);
        model.internet[o.r] = o.price;
      } else expect(r.status, 'a second internet service for the room').toBe(409);
      return;
    }
  }
}

/** What every sequence starts from (a fresh table with the demo rooms): the three rooms let from the first month, their meters read the month before. */
async function setUp(): Promise<Model> {
  const stays: string[] = [];
  for (const [i, room_id] of ROOMS.entries())
    stays.push(
      ok(
        await invoke('POST', '/api/check-ins', {
          body: {
            building: B,
            room_id,
            contract_no: `HD-P${room_id}`,
            start_date: `${FIRST}-01`,
            rent: RENT[i],
            deposit_held: 0,
            occupants: [{ name: `Khách ${room_id}` }],
            start_readings: { electricity: 1_000, water: 10 },
            internet: false,
          },
        }),
        201,
      ).id,
    );
  const before = addMonths(FIRST, -1);
  ok(
    await invoke('POST', '/api/bills/electric-water-count', {
      body: { building: B, month: before, type: 'E', readings: ROOMS.map((room_id) => ({ room_id, value: 1_000 })) },
    }),
  );
  return {
    month: FIRST,
    meter: [1_000, 1_000, 1_000],
    open: noneRead(),
    read: { [before]: ROOMS.map(() => ({ reading: 1_000 })) },
    internet: [undefined, undefined, undefined],
    owes: [0, 0, 0],
    receipts: [],
    lockedBefore: '',
    stays,
  };
}

const property = sequencesOnFreshTables('billing-property', { ops, length: { min: 6, max: 16 }, runs: 6, setUp, step, invariants });

describe('the monthly cycle on the ledger (property)', () => {
  it('keeps the books balanced and each stay’s 1311 = bills − receipts ± notes = the unpaid report, after every step', property, 300_000);
});
