import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../functions/stays/final-bill';
import { call, type Call, everyRow, journalLines } from './helpers';
import { newRoom, staff } from './stays-fixtures';

/**
 * Property: random sequences of deposits, cancels, transfers, check-ins (and their removal), notices,
 * check-outs (and their cancel) and refunds over three fresh rooms. After every step the trial balance
 * balances, every room's status is what its records say, no object holds a negative deposit, and each
 * wallet's movement in the trial balance equals the sum of its journal lines.
 */

type Op =
  | { kind: 'deposit'; r: number; paid: number }
  | { kind: 'cancelDeposit'; r: number }
  | { kind: 'transfer'; r: number; to: number }
  | { kind: 'checkIn'; r: number; extra: number }
  | { kind: 'removeCheckIn'; r: number }
  | { kind: 'notice'; r: number }
  | { kind: 'checkOut'; r: number; noticeDays: number; waive: boolean; kwh: number }
  | { kind: 'refund'; r: number }
  | { kind: 'cancelCheckOut'; r: number };

const room = fc.integer({ min: 0, max: 2 });
const kinds: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('deposit' as const), r: room, paid: fc.integer({ min: 1, max: 6 }).map((n) => n * 500_000) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancelDeposit' as const), r: room }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('transfer' as const), r: room, to: room }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('checkIn' as const), r: room, extra: fc.integer({ min: 0, max: 4 }).map((n) => n * 500_000) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('removeCheckIn' as const), r: room }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('notice' as const), r: room }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('checkOut' as const),
      r: room,
      noticeDays: fc.integer({ min: 0, max: 45 }),
      waive: fc.boolean(),
      kwh: fc.integer({ min: 0, max: 300 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('refund' as const), r: room }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancelCheckOut' as const), r: room }) },
);
/** Mostly aimed at a room where the operation applies (so long lifecycles happen), sometimes not (409s). */
const op = fc.tuple(kinds, fc.integer({ min: 0, max: 9 })).map(([o, d]): Op & { aimed: boolean } => ({ ...o, aimed: d < 8 }));

const applies: Record<Op['kind'], (m: RoomModel) => boolean> = {
  deposit: (m) => m.status === 0 || m.status === 3,
  cancelDeposit: (m) => !!m.deposit,
  transfer: (m) => !!m.deposit,
  checkIn: (m) => m.status === 0 || (m.status === 1 && !!m.deposit),
  removeCheckIn: (m) => !!m.stay && m.status === 2,
  notice: (m) => m.status === 2,
  checkOut: (m) => !!m.stay,
  refund: (m) => !!m.lastCheckOut?.refund && !m.lastCheckOut.paid,
  cancelCheckOut: (m) => !!m.lastCheckOut,
};

/** The room an operation acts on: its `r`-th room where it applies, if aimed and there is one. */
function aim(o: Op & { aimed: boolean }, model: RoomModel[]): Op {
  if (!o.aimed) return o;
  const fits = model.map((m, i) => [m, i] as const).filter(([m]) => applies[o.kind](m));
  if (!fits.length) return o;
  const r = fits[o.r % fits.length]![1];
  if (o.kind !== 'transfer') return { ...o, r };
  const targets = model.map((m, i) => [m, i] as const).filter(([m, i]) => i !== r && (m.status === 0 || m.status === 3));
  return { ...o, r, to: targets.length ? targets[o.to % targets.length]![1] : o.to };
}

interface Stay {
  id: string;
  start: string;
  deposit?: string;
  depositHeld?: number;
}

interface RoomModel {
  id: string;
  status: number;
  /** The active deposit holding the room (status 1 or 4), and the money it holds. */
  deposit?: string;
  depositHeld?: number;
  stay?: Stay;
  lastCheckOut?: { id: string; before: number; after: number; refund?: string; paid: boolean; stay: Stay };
}

let agent: string | undefined;

async function invariants(model: RoomModel[], token: string) {
  const rooms = (await everyRow('/api/rooms?building=MA', token)) as { room_id: string; status: number }[];
  for (const m of model) expect(rooms.find((r) => r.room_id === m.id)?.status, `status of ${m.id}`).toBe(m.status);

  const tb = await call('GET', '/api/journal/tb?from=2026-01-01&to=2026-12-31&building=MA', { token });
  expect(tb.body.balanced).toBe(true);
  expect((await call('GET', '/api/journal/tb?from=2026-01-01&to=2026-12-31', { token })).body.balanced).toBe(true);

  const lines = (await journalLines('from=2026-01-01&to=2026-12-31&building=MA', token)) as {
    account: string;
    debit: number;
    credit: number;
    object?: string;
  }[];
  const heldBy = new Map<string, number>();
  for (const l of lines) if (l.object && (l.account === '5112' || l.account === '5212')) heldBy.set(l.object, (heldBy.get(l.object) ?? 0) + l.credit - l.debit);
  for (const [object, held] of heldBy) expect(held, `deposit held on ${object}`).toBeGreaterThanOrEqual(0);

  // The cash book (rollups, through the trial balance) equals the sum of its lines.
  for (const row of tb.body.rows as { account: string; opening_debit: number; opening_credit: number; closing_debit: number; closing_credit: number }[]) {
    if (!/^11[12]/.test(row.account)) continue;
    const fromLines = lines.filter((l) => l.account === row.account).reduce((s, l) => s + l.debit - l.credit, 0);
    expect(row.closing_debit - row.closing_credit - (row.opening_debit - row.opening_credit), `wallet account ${row.account}`).toBe(fromLines);
  }
}

async function step(o: Op, model: RoomModel[], today: string, token: string): Promise<void> {
  const m = model[o.r]!;
  const expectStatus = (r: Call, status: number) => expect(r.status, `${o.kind} on ${m.id}: ${JSON.stringify(r.body)}`).toBe(status);
  switch (o.kind) {
    case 'deposit': {
      const r = await call('POST', '/api/deposits', {
        token,
        body: {
          building: 'MA',
          room_id: m.id,
          customer_name: 'Khách Thử',
          phone: '0909000222',
          amount_agreed: 3_000_000,
          amount_paid: o.paid,
          wallet: 10,
          agent_user_id: agent,
          date: today,
          expected_move_in_date: today,
        },
      });
      if (m.status === 0 || m.status === 3) {
        expectStatus(r, 201);
        m.deposit = r.body.id;
        m.depositHeld = o.paid;
        m.status = m.status === 0 ? 1 : 4;
      } else expectStatus(r, 409);
      return;
    }
    case 'cancelDeposit': {
      if (!m.deposit) return;
      expectStatus(await call('POST', '/api/deposits/cancel', { token, body: { id: m.deposit, date: today, reason: 'Khách huỷ' } }), 200);
      m.deposit = undefined;
      m.status = m.status === 1 ? 0 : 3;
      return;
    }
    case 'transfer': {
      const to = model[o.to]!;
      if (!m.deposit || to === m) return;
      const r = await call('POST', '/api/deposits/transfer', { token, body: { id: m.deposit, date: today, building: 'MA', room_id: to.id } });
      if (to.status === 0 || to.status === 3) {
        expectStatus(r, 200);
        m.deposit = undefined;
        m.status = m.status === 1 ? 0 : 3;
        to.deposit = r.body.to.id;
        to.depositHeld = m.depositHeld;
        to.status = to.status === 0 ? 1 : 4;
      } else expectStatus(r, 409);
      return;
    }
    case 'checkIn': {
      const useDeposit = m.status === 1 && m.deposit;
      const body = {
        building: 'MA',
        room_id: m.id,
        contract_no: `P-${m.id}-${today}`,
        start_date: today,
        rent: 3_000_000,
        // With a deposit, `extra` more deposit money is received at check-in (a top-up).
        ...(useDeposit ? { deposit_id: m.deposit, deposit_held: m.depositHeld! + o.extra } : { deposit_held: o.extra }),
        wallet: 10,
        occupants: [{ name: 'Người Thuê' }],
        start_readings: { electricity: 100, water: 10 },
        internet: false,
      };
      const r = await call('POST', '/api/check-ins', { token, body });
      if (m.status === 0 || useDeposit) {
        expectStatus(r, 201);
        m.stay = { id: r.body.id, start: today, ...(useDeposit ? { deposit: m.deposit, depositHeld: m.depositHeld } : {}) };
        m.deposit = undefined;
        m.status = 2;
      } else expectStatus(r, 409);
      return;
    }
    case 'removeCheckIn': {
      if (!m.stay) return;
      const r = await call('POST', '/api/check-ins/remove', { token, body: { id: m.stay.id } });
      if (m.status === 2) {
        expectStatus(r, 200);
        m.deposit = m.stay.deposit;
        m.depositHeld = m.stay.depositHeld;
        m.status = m.stay.deposit ? 1 : 0;
        m.stay = undefined;
      } else expectStatus(r, 409);
      return;
    }
    case 'notice': {
      const r = await call('POST', '/api/room-states/update', {
        token,
        body: { building: 'MA', room_id: m.id, event: 'notice', date: today, expected_leave_date: addDays(today, 30) },
      });
      if (m.status === 2) {
        expectStatus(r, 200);
        m.status = 3;
      } else expectStatus(r, 409);
      return;
    }
    case 'checkOut': {
      if (!m.stay) return;
      const noticeDate = addDays(today, -o.noticeDays) < m.stay.start ? m.stay.start : addDays(today, -o.noticeDays);
      const r = await call('POST', '/api/check-outs', {
        token,
        body: {
          stay_id: m.stay.id,
          leave_date: today,
          final_readings: { electricity: 100 + o.kwh, water: 10 },
          notice_date: noticeDate,
          ...(o.waive ? { waive_forfeit: true, waive_reason: 'Thử miễn' } : {}),
        },
      });
      expectStatus(r, 201);
      const after = m.status === 4 ? 1 : 0;
      m.lastCheckOut = { id: r.body.id, before: m.status, after, refund: r.body.return_deposit_id, paid: false, stay: m.stay };
      m.stay = undefined;
      m.status = after;
      return;
    }
    case 'refund': {
      const co = m.lastCheckOut;
      if (!co?.refund || co.paid) return;
      expectStatus(await call('POST', '/api/return-deposits/update-return-deposit', { token, body: { id: co.refund, wallet: 10, date: today } }), 200);
      co.paid = true;
      return;
    }
    case 'cancelCheckOut': {
      const co = m.lastCheckOut;
      if (!co) return;
      const r = await call('POST', '/api/check-outs/cancel-check-out', { token, body: { id: co.id } });
      if (!co.paid && m.status === co.after) {
        expectStatus(r, 200);
        m.status = co.before;
        m.stay = co.stay;
        m.lastCheckOut = undefined;
      } else expectStatus(r, 409);
      return;
    }
  }
}

describe('room lifecycle on the ledger (property)', () => {
  it('keeps the books balanced, statuses true and deposits held non-negative after every step', async () => {
    const token = await staff();
    agent ??= (await call('GET', '/api/users?role=SECURITY', { token })).body[0].user_id as string;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 8, maxLength: 20 }), async (ops) => {
        const model: RoomModel[] = [];
        for (let i = 0; i < 3; i++) model.push({ id: await newRoom(), status: 0 });
        for (const [i, o] of ops.entries()) {
          await step(aim(o, model), model, addDays('2026-09-01', i * 2), token);
          await invariants(model, token);
        }
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 10), endOnFailure: true },
    );
  }, 240_000);
});
