import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import './helpers';
import { invoke, ok } from './in-process';
import { everyItem } from './paging';
import { sequencesOnFreshTables } from './fresh-tables';
import { addMonths, lastDayOf } from '../../shared/dates';

/**
 * Property (issue 19): random lifecycles of many tenants through the same rooms of TT, on a fresh
 * table each — check-ins (with or without a deposit), meter readings and the billing run, rent
 * receipts (partial, exact, over; for the current tenant by default or for a departed one by
 * stay_id), bank lines matched by the room's code, credit and debit notes, deposit notes, receipt
 * edits and removals, check-outs that leave a debt after the deposit, their cancellation, a new
 * tenant in the same month. The model knows each stay's balance only from what the vouchers answered.
 * After EVERY step:
 * - each stay's 1311 in the journal = the model = its open items − its credit (months owed by stay_id);
 * - each room's views equal the sum of its stays: the months-owed answer (the stay and `stays`), the
 *   unpaid report's rows (one per owing stay, under its tenant), the debt summary's closings, the
 *   dashboard's unpaid;
 * - every receipt: allocations + left_credit = amount, and no allocation pays another stay's item;
 * - the trial balance balances and 1311's Dư Nợ − Dư Có = its net.
 */

const B = 'TT';
const ROOMS = ['101', '102'] as const;
const RENT = 2_000_000;
const WALLET = 2; // a bank wallet: fits every building
const FIRST = '2026-01';

type Op =
  | { kind: 'checkIn'; r: number; deposit: number }
  | { kind: 'month'; kwh: [number, number] }
  | { kind: 'receipt'; r: number; share: number; departed: boolean }
  | { kind: 'bank'; r: number; share: number }
  | { kind: 'note'; r: number; direction: 'credit' | 'debit'; amount: number }
  | { kind: 'depositNote'; r: number; amount: number }
  | { kind: 'editReceipt'; pick: number; share: number }
  | { kind: 'removeReceipt'; pick: number }
  | { kind: 'checkOut'; r: number; kwh: number; charge: number; waive: boolean }
  | { kind: 'cancelCheckOut'; r: number };

const room = fc.integer({ min: 0, max: ROOMS.length - 1 });
const ops: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('checkIn' as const), r: room, deposit: fc.constantFrom(0, 1_000_000, 2_500_000) }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('month' as const), kwh: fc.tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 300 })) }),
  },
  // share: tenths of what the stay owes (3 partial … 10 exact … 15 over); at least 100,000 đ.
  // Half the receipts pay exactly what the stay owes (a stay settled to nil), the rest more or less.
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('receipt' as const),
      r: room,
      share: fc.oneof(fc.constant(10), fc.integer({ min: 3, max: 15 })),
      departed: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('bank' as const), r: room, share: fc.integer({ min: 3, max: 15 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('note' as const),
      r: room,
      direction: fc.constantFrom('credit' as const, 'debit' as const),
      amount: fc.integer({ min: 1, max: 10 }).map((n) => n * 100_000),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('depositNote' as const), r: room, amount: fc.integer({ min: 1, max: 5 }).map((n) => n * 100_000) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('editReceipt' as const), pick: fc.nat(), share: fc.integer({ min: 1, max: 30 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('removeReceipt' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('checkOut' as const),
      r: room,
      kwh: fc.integer({ min: 0, max: 200 }),
      charge: fc.constantFrom(0, 500_000, 3_000_000),
      waive: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancelCheckOut' as const), r: room }) },
);

interface Stay {
  id: string;
  r: number;
  contract_no: string;
  /** 1311 of the stay as the vouchers' answers say. */
  balance: number;
  active: boolean;
  /** Deposit still held (for deposit notes), while active. */
  held: number;
}

interface Model {
  month: string;
  day: number;
  meter: number[];
  stays: Stay[];
  receipts: { id: string; version: number; stay: Stay; date: string; amount: number }[];
  /** The newest check-out of each room, while it may still be cancelled (no one moved in since). */
  lastOut: ({ id: string; stay: Stay; effect: number } | undefined)[];
  lockedBefore: string;
  seq: number;
  /** Whether anyone stayed in the room during the month (an empty room's reading must show no use). */
  occupied: boolean[];
}

/** What a payment pays of what the stay owes: tenths of it rounded to 1,000 đ, exactly all of it at 10 (a stay settled to nil), at least 100,000. */
const payment = (balance: number, share: number) =>
  share === 10 && balance > 0 ? balance : Math.max(100_000, Math.round((Math.max(0, balance) * share) / 10 / 1000) * 1000);
const activeOf = (m: Model, r: number) => m.stays.find((s) => s.r === r && s.active);
const stayObject = (s: Stay) => `stay:${B}-${ROOMS[s.r]}:${s.id}`;
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const bad = (r: { status: number; body: unknown }) => expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);

async function invariants(m: Model) {
  const from = `${FIRST}-01`;
  const to = lastDayOf(m.month);
  const tb = ok(await invoke('GET', '/api/journal/tb', { query: { from, to, building: B } }));
  expect(tb.balanced, 'trial balance balanced').toBe(true);
  const r1311 = (tb.rows as { account: string; closing_debit: number; closing_credit: number; by_object?: boolean }[]).find((r) => r.account === '1311');
  const net = sum(m.stays.map((s) => s.balance));
  if (r1311) {
    expect(r1311.by_object, '1311 read per object').toBe(true);
    expect(r1311.closing_debit - r1311.closing_credit, '1311 Dư Nợ − Dư Có = net').toBe(net);
    expect(r1311.closing_debit, 'Dư Nợ = Σ stays owing').toBe(sum(m.stays.map((s) => Math.max(0, s.balance))));
    expect(r1311.closing_credit, 'Dư Có = Σ stays paid ahead').toBe(sum(m.stays.map((s) => Math.max(0, -s.balance))));
  } else expect(net).toBe(0);

  // The unpaid report and the debt summary a page at a time (issue 23 §13), in small pages: every page put together is the list.
  const reportRows = await everyItem('/api/debt/search', { building: B, month: m.month, limit: '1' });
  const report = { rows: reportRows, total: sum(reportRows.map((r: { unpaid: number }) => r.unpaid)) };
  const summary = { rows: await everyItem('/api/debt', { building: B, month: m.month, limit: '1' }) };
  // A past month's views read only the stays open now or settled since: each stay as the journal had it then.
  const past = addMonths(m.month, -1);
  const pastEnd = lastDayOf(past);
  const pastReport = { rows: await everyItem('/api/debt/search', { building: B, month: past, limit: '1' }) };
  const pastSummary = { rows: await everyItem('/api/debt', { building: B, month: past, limit: '1' }) };
  const dashboard = ok(await invoke('GET', '/api/dashboard', { query: { building: B } }));
  for (const s of m.stays) {
    const lines = ok(await invoke('GET', '/api/journal', { query: { from, to, building: B, account: '1311', object: stayObject(s), limit: '2000' } }));
    const items = lines.items as { date: string; debit: number; credit: number }[];
    const journal = items.reduce((t, l) => t + l.debit - l.credit, 0);
    expect(journal, `1311 of ${s.contract_no} in the journal`).toBe(s.balance);
    const then = items.filter((l) => l.date <= pastEnd).reduce((t, l) => t + l.debit - l.credit, 0);
    const pastRow = (pastReport.rows as { stay_id: string | null; unpaid: number }[]).find((x) => x.stay_id === s.id);
    expect(pastRow?.unpaid ?? 0, `unpaid report of ${past}: ${s.contract_no}`).toBe(Math.max(0, then));
    const pastSrow = (pastSummary.rows as { stay_id: string | null; closing: number }[]).find((x) => x.stay_id === s.id);
    expect(pastSrow?.closing ?? 0, `debt summary of ${past}: ${s.contract_no}`).toBe(then);
    const owed = ok(await invoke('GET', '/api/general/charge-rooms/months', { query: { building: B, room_id: ROOMS[s.r], stay_id: s.id } }));
    expect(owed.stay?.stay_id).toBe(s.id);
    expect(owed.owed - owed.credit, `open items − credit of ${s.contract_no}`).toBe(s.balance);
    expect(owed.balance).toBe(s.balance);
    expect(sum((owed.months as { owed: number }[]).map((x) => x.owed)), `its items add up to what it owes (${s.contract_no})`).toBe(owed.owed);
    const row = (
      report.rows as { stay_id: string | null; unpaid: number; customer_name?: string; months: { owed: number }[]; aging: Record<string, number> }[]
    ).find((x) => x.stay_id === s.id);
    if (s.balance > 0) {
      expect(row?.unpaid, `unpaid report row of ${s.contract_no}`).toBe(s.balance);
      expect(row?.customer_name, 'the row names its tenant').toBe(`Khách ${s.contract_no}`);
      expect(sum(row!.months.map((x) => x.owed))).toBe(s.balance);
      expect(sum(Object.values(row!.aging)), `age buckets of ${s.contract_no} add up to what it owes`).toBe(s.balance);
    } else expect(row, `${s.contract_no} owes nothing: no row`).toBeUndefined();
    const srow = (summary.rows as { stay_id: string | null; closing: number }[]).find((x) => x.stay_id === s.id);
    expect(srow?.closing ?? 0, `debt summary closing of ${s.contract_no}`).toBe(s.balance);
  }
  expect(report.total, 'report total').toBe(sum(m.stays.map((s) => Math.max(0, s.balance))));
  const building = (dashboard.buildings as { building: string; unpaid: { total: number } }[]).find((b) => b.building === B)!;
  expect(building.unpaid.total, 'dashboard unpaid = the report').toBe(report.total);

  for (const [r, roomId] of ROOMS.entries()) {
    const owed = ok(await invoke('GET', '/api/general/charge-rooms/months', { query: { building: B, room_id: roomId } }));
    const mine = m.stays.filter((s) => s.r === r);
    const shown = [...(owed.stay ? [owed.balance] : []), ...(owed.stays as { stay_id: string; balance: number }[]).map((x) => x.balance)];
    expect(sum(shown), `room ${roomId}: the form's stays add up to its stays`).toBe(sum(mine.map((s) => s.balance)));
    const active = activeOf(m, r);
    if (active) expect(owed.stay?.stay_id, `room ${roomId} defaults to its current tenant`).toBe(active.id);
  }

  const receipts = (await everyItem('/api/receipt-rooms/search', { building: B, from, to })) as {
    id: string;
    status: string;
    amount: number;
    stay_id: string;
    contract_no: string;
    left_credit: number;
    allocations: { kind: string; bill_no: string; month: string; amount: number }[];
  }[];
  for (const rc of receipts.filter((x) => x.status === 'active')) {
    expect(sum(rc.allocations.map((a) => a.amount)) + rc.left_credit, `receipt ${rc.id}: allocations + left_credit = amount`).toBe(rc.amount);
    for (const a of rc.allocations) {
      if (a.kind === 'final_bill') expect(a.bill_no, 'a final bill paid is its own stay’s').toBe(rc.contract_no);
      if (a.kind === 'bill') {
        const stay = m.stays.find((s) => s.id === rc.stay_id)!;
        const bill = ok(await invoke('GET', '/api/payments/find', { query: { building: B, month: a.month, room_id: ROOMS[stay.r] } }));
        expect(bill.stay_id, `bill ${a.bill_no} paid by ${rc.id} is its own stay’s`).toBe(rc.stay_id);
      }
    }
  }
}

function nextDate(m: Model): string {
  m.day = Math.min(m.day + 1, 27);
  return `${m.month}-${String(m.day).padStart(2, '0')}`;
}

async function step(o: Op, m: Model) {
  switch (o.kind) {
    case 'checkIn': {
      if (activeOf(m, o.r)) return;
      const date = nextDate(m);
      const contract_no = `HD${++m.seq}`;
      const r = await invoke('POST', '/api/check-ins', {
        body: {
          building: B,
          room_id: ROOMS[o.r],
          contract_no,
          start_date: date,
          rent: RENT,
          deposit_held: o.deposit,
          ...(o.deposit ? { wallet: WALLET } : {}),
          occupants: [{ name: `Khách ${contract_no}`, phone: `09000000${String(m.seq).padStart(2, '0')}` }],
          start_readings: { electricity: m.meter[o.r], water: 10 },
          internet: false,
        },
      });
      bad(r);
      m.stays.push({ id: r.body.id, r: o.r, contract_no, balance: 0, active: true, held: o.deposit });
      m.lastOut[o.r] = undefined;
      m.occupied[o.r] = true;
      return;
    }
    case 'month': {
      const readings = ROOMS.map((room_id, i) => ({ room_id, value: m.meter[i]! + (m.occupied[i] ? o.kwh[i]! : 0) }));
      bad(await invoke('POST', '/api/bills/electric-water-count', { body: { building: B, month: m.month, type: 'E', readings } }));
      const run = await invoke('POST', '/api/payments', { body: { building: B, month: m.month } });
      bad(run);
      for (const b of run.body.bills as { stay_id: string; total: number; month: string }[]) {
        if (b.month !== m.month) continue;
        const s = m.stays.find((x) => x.id === b.stay_id)!;
        s.balance += b.total;
      }
      m.meter = readings.map((x) => x.value);
      m.lockedBefore = `${m.month}-01`;
      m.month = addMonths(m.month, 1);
      m.day = 1;
      m.lastOut = m.lastOut.map(() => undefined); // a cancel would be dated in a closed month
      m.occupied = ROOMS.map((_, i) => !!activeOf(m, i));
      return;
    }
    case 'receipt': {
      const departed = m.stays.filter((s) => s.r === o.r && !s.active && s.balance > 0);
      const stay = o.departed && departed.length ? departed[departed.length - 1]! : activeOf(m, o.r);
      if (!stay) return;
      const amount = payment(stay.balance, o.share);
      const date = nextDate(m);
      const body = { building: B, room_id: ROOMS[o.r], ...(stay.active ? {} : { stay_id: stay.id }), date, wallet: WALLET, amount };
      const r = await invoke('POST', '/api/receipt-rooms', { body });
      bad(r);
      expect(r.body.stay_id, 'the receipt is the stay’s').toBe(stay.id);
      stay.balance -= amount;
      m.receipts.push({ id: r.body.id, version: r.body.version, stay, date, amount });
      return;
    }
    case 'bank': {
      const stay = activeOf(m, o.r);
      if (!stay) return;
      const amount = payment(stay.balance, o.share);
      const date = nextDate(m);
      const [y, mo, d] = date.split('-');
      const csv = [
        'Ngay giao dich,So tham chieu,Ghi no,Ghi co,So du,Mo ta',
        `${d}/${mo}/${y},PROP-${++m.seq},,${amount},${amount},chuyen tien ${B}${ROOMS[o.r]} T${mo}${y!.slice(2)}`,
      ].join('\n');
      const r = await invoke('POST', '/api/bank-transactions/import', {
        body: { wallet: WALLET, file_name: 'sao-ke.csv', content_base64: Buffer.from(csv).toString('base64'), layout: 'vcb' },
      });
      bad(r);
      expect(r.body.matched, 'the coded line became a receipt').toBe(1);
      stay.balance -= amount;
      return;
    }
    case 'note': {
      const stay = activeOf(m, o.r);
      if (!stay) return;
      bad(
        await invoke('POST', '/api/adjustment', {
          body: {
            building: B,
            room_id: ROOMS[o.r],
            type: 'payment_adjustment',
            direction: o.direction,
            date: nextDate(m),
            amount: o.amount,
            reason: 'Thử điều chỉnh',
          },
        }),
      );
      stay.balance += o.direction === 'credit' ? -o.amount : o.amount;
      return;
    }
    case 'depositNote': {
      const stay = activeOf(m, o.r);
      if (!stay || stay.held < o.amount) return;
      bad(
        await invoke('POST', '/api/adjustment', {
          body: {
            building: B,
            room_id: ROOMS[o.r],
            stay_id: stay.id,
            type: 'return_deposit_adjustment',
            direction: 'credit',
            date: nextDate(m),
            amount: o.amount,
            reason: 'Trừ cọc',
          },
        }),
      );
      stay.balance -= o.amount;
      stay.held -= o.amount;
      return;
    }
    case 'removeReceipt':
    case 'editReceipt': {
      if (!m.receipts.length) return;
      const at = o.pick % m.receipts.length;
      const rc = m.receipts[at]!;
      const amount = o.kind === 'editReceipt' ? o.share * 100_000 : 0;
      const r =
        o.kind === 'removeReceipt'
          ? await invoke('POST', '/api/receipt-rooms/remove', { body: { id: rc.id, version: rc.version, reason: 'Thử xoá' } })
          : await invoke('PUT', '/api/receipt-rooms/{id}', { params: { id: rc.id }, body: { version: rc.version, date: rc.date, wallet: WALLET, amount } });
      if (rc.date < m.lockedBefore) {
        expect(r.status, `${o.kind} of a receipt in a closed period`).toBe(409);
        return;
      }
      bad(r);
      rc.stay.balance += rc.amount - amount;
      if (o.kind === 'removeReceipt') m.receipts.splice(at, 1);
      else m.receipts[at] = { ...rc, version: r.body.version, amount };
      return;
    }
    case 'checkOut': {
      const stay = activeOf(m, o.r);
      if (!stay) return;
      const date = nextDate(m);
      const final = m.meter[o.r]! + o.kwh;
      const r = await invoke('POST', '/api/check-outs', {
        body: {
          stay_id: stay.id,
          leave_date: date,
          final_readings: { electricity: final, water: 10 },
          waive_forfeit: o.waive,
          ...(o.waive ? { waive_reason: 'Thử miễn' } : {}),
          other_charges: o.charge ? [{ label: 'Hư hỏng', amount: o.charge }] : [],
        },
      });
      bad(r);
      // What the check-out moved on the stay's 1311: its final bill less the deposit it applied.
      const effect = r.body.bill.total - r.body.deposit_applied;
      expect(r.body.receivable, 'what the stay still owes after the deposit').toBe(Math.max(0, stay.balance + effect));
      expect(r.body.refund + r.body.forfeited + r.body.deposit_applied, 'the deposit is paid out, kept or applied, no more').toBe(r.body.deposit_held);
      if (r.body.refund + r.body.forfeited > 0) expect(r.body.receivable, 'nothing is refunded or forfeited while the stay owes').toBe(0);
      stay.balance += effect;
      stay.active = false;
      m.meter[o.r] = final;
      m.lastOut[o.r] = { id: r.body.id, stay, effect };
      return;
    }
    case 'cancelCheckOut': {
      const out = m.lastOut[o.r];
      if (!out) return;
      const r = await invoke('POST', '/api/check-outs/cancel-check-out', { body: { id: out.id, reason: 'Thử huỷ' } });
      bad(r);
      out.stay.balance -= out.effect;
      out.stay.active = true;
      m.lastOut[o.r] = undefined;
      return;
    }
  }
}

/** What every sequence starts from (a fresh table with the demo rooms): TT's two rooms read the month before, nobody staying. */
async function setUp(): Promise<Model> {
  ok(
    await invoke('POST', '/api/bills/electric-water-count', {
      body: { building: B, month: addMonths(FIRST, -1), type: 'E', readings: ROOMS.map((room_id) => ({ room_id, value: 1_000 })) },
    }),
  );
  return {
    month: FIRST,
    day: 1,
    meter: ROOMS.map(() => 1_000),
    stays: [],
    receipts: [],
    lastOut: ROOMS.map(() => undefined),
    lockedBefore: '',
    seq: 0,
    occupied: ROOMS.map(() => false),
  };
}

const property = sequencesOnFreshTables('receivables-property', { ops, length: { min: 8, max: 22 }, runs: 5, setUp, step, invariants });

describe('who owes what, per stay, through many tenants of one room (property)', () => {
  it('every view of who owes what equals the journal, per stay and per room, after every step', property, 600_000);
});
