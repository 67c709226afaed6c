import { BUILDINGS, type BuildingCode } from '../../shared/catalog/buildings';

/**
 * A realistic history, written through the real API (so every posting, status change and log line is
 * the product's own): per room, tenancies one after another — deposit, sometimes a forfeit, check-in,
 * months of stay, notice, check-out and the deposit refund. The benchmark writes years of it into
 * rooms it creates; `npm start` writes a few months into the demo rooms (demo-history.ts).
 */
export interface GenerateOptions {
  months: number;
  /** Rooms the history creates per building (room ids 101, 102...)... */
  roomsPerBuilding?: number;
  /** ...or rooms that already exist, let at their own rent. */
  rooms?: readonly ExistingRoom[];
  to: string;
  seed: number;
  concurrency: number;
  log?: (s: string) => void;
}

/** Small deterministic PRNG (mulberry32): the same seed writes the same history. */
const rng = (seed: number) => () => {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const monthsBack = (to: string, months: number) => {
  const [y, m] = to.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - months, 1));
  return d.toISOString().slice(0, 10);
};

export const roomIdsFor = (perBuilding: number) =>
  Array.from({ length: perBuilding }, (_, i) => `${Math.floor(i / 10) + 1}${String((i % 10) + 1).padStart(2, '0')}`);

export interface Counts {
  rooms: number;
  deposits: number;
  cancelled: number;
  checkIns: number;
  checkOuts: number;
  refunds: number;
}

export interface ExistingRoom {
  building: BuildingCode;
  room_id: string;
  rent: number;
}

export type Post = (path: string, body: unknown) => Promise<Record<string, unknown>>;
interface Ctx {
  deposit?: Record<string, unknown>;
  stay?: Record<string, unknown>;
  checkOut?: Record<string, unknown>;
}
interface Event {
  date: string;
  run: (post: Post, ctx: Ctx, counts: Counts) => Promise<void>;
}

/**
 * Every room's whole history is planned up front from its own seeded random stream, then played in
 * date order, so the history can be written in steps (`runUntil`) and measured part-way.
 */
export class History {
  private readonly plans: { events: Event[]; next: number; ctx: Ctx }[] = [];
  readonly counts: Counts = { rooms: 0, deposits: 0, cancelled: 0, checkIns: 0, checkOuts: 0, refunds: 0 };
  readonly start: string;

  constructor(private readonly o: GenerateOptions, agents: string[]) {
    this.start = monthsBack(o.to, o.months);
    const wallet = (code: BuildingCode) => BUILDINGS.find((b) => b.code === code)!.cashWalletId;
    if (o.rooms)
      for (const [n, r] of o.rooms.entries()) this.plans.push({ events: this.plan(r.building, wallet(r.building), r.room_id, n, agents, r.rent), next: 0, ctx: {} });
    else
      for (const b of BUILDINGS)
        for (const [n, room_id] of roomIdsFor(o.roomsPerBuilding ?? 60).entries())
          this.plans.push({ events: this.plan(b.code, b.cashWalletId, room_id, n, agents), next: 0, ctx: {} });
  }

  /** One room's events; `existingRent` means the room exists already and is not created. */
  private plan(building: BuildingCode, wallet: number, room_id: string, n: number, agents: string[], existingRent?: number): Event[] {
    const rand = rng(this.o.seed * 7919 + n * 31 + building.charCodeAt(0) * 131 + building.charCodeAt(1));
    const pick = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
    const drawnRent = 2_800_000 + pick(0, 20) * 100_000;
    const rent = existingRent ?? drawnRent;
    const to = this.o.to;
    const events: Event[] = [];
    if (existingRent === undefined)
      events.push({
        date: '0000-00-00',
        run: async (post, _ctx, c) => {
          await post('/api/rooms', { building, room_id, floor: Number(room_id.slice(0, -2)), rent, deposit: rent, max_occupants: 3 });
          c.rooms++;
        },
      });
    let t = addDays(this.start, pick(0, 20));
    let tenancy = 0;
    while (t < addDays(to, -10)) {
      const k = ++tenancy;
      const depositDate = t;
      const paid = rand() < 0.8 ? rent : Math.round(rent / 2 / 1000) * 1000;
      const agent = agents[pick(0, agents.length - 1)]!;
      const phone = `09${String(pick(10_000_000, 99_999_999))}`;
      events.push({
        date: depositDate,
        run: async (post, ctx, c) => {
          ctx.deposit = await post('/api/deposits', {
            building, room_id, customer_name: `Khách ${building}${room_id}-${k}`, phone, amount_agreed: rent, amount_paid: paid,
            wallet, agent_user_id: agent, date: depositDate, expected_move_in_date: addDays(depositDate, 5),
          });
          c.deposits++;
        },
      });
      if (rand() < 0.08) {
        const d = addDays(t, 3);
        events.push({ date: d, run: async (post, ctx, c) => void (await post('/api/deposits/cancel', { id: ctx.deposit!.id, date: d, reason: 'Khách đổi ý' }), c.cancelled++) });
        t = addDays(d, pick(2, 20));
        continue;
      }
      const start = addDays(t, pick(2, 7));
      if (start >= to) break;
      const e0 = pick(1000, 9000);
      const w0 = pick(100, 900);
      const occupants = Array.from({ length: pick(1, 3) }, (_, i) => ({ name: `Người ở ${i + 1} ${building}${room_id}`, phone: `03${String(pick(10_000_000, 99_999_999))}` }));
      const internet = rand() < 0.6;
      const plate = `59X1-${pick(10000, 99999)}`;
      events.push({
        date: start,
        run: async (post, ctx, c) => {
          ctx.stay = await post('/api/check-ins', {
            building, room_id, deposit_id: ctx.deposit!.id, contract_no: `HD-${building}${room_id}-${start.replaceAll('-', '')}`, start_date: start, rent,
            occupants, vehicles: [{ type: 'motorbike', plate }], start_readings: { electricity: e0, water: w0 }, internet, notice_days: 30,
          });
          c.checkIns++;
        },
      });
      const leave = addDays(start, pick(4, 12) * 30);
      const noticeDate = addDays(leave, -pick(20, 40));
      const notice: Event = {
        date: noticeDate,
        run: async (post) => void (await post('/api/room-states/update', { building, room_id, event: 'notice', date: noticeDate, expected_leave_date: leave })),
      };
      if (leave >= to) {
        // A tenant leaving soon has already given notice: the room ends the history "noticed".
        if (noticeDate < to) events.push(notice);
        break;
      }
      const final = { electricity: e0 + pick(100, 400), water: w0 + pick(5, 30) };
      events.push(notice);
      events.push({
        date: leave,
        run: async (post, ctx, c) => {
          ctx.checkOut = await post('/api/check-outs', { stay_id: ctx.stay!.id, leave_date: leave, notice_date: noticeDate, waive_forfeit: false, final_readings: final });
          c.checkOuts++;
        },
      });
      const paidOn = addDays(leave, 2);
      // A refund is paid two days after the check-out, never in the future.
      if (paidOn <= to)
        events.push({
          date: paidOn,
          run: async (post, ctx, c) => {
            const refund = ctx.checkOut!.return_deposit as { id: string; status: string } | undefined;
            if (refund?.status !== 'pending') return;
            await post('/api/return-deposits/update-return-deposit', { id: refund.id, wallet, date: paidOn });
            c.refunds++;
          },
        });
      t = addDays(leave, pick(3, 25));
    }
    return events;
  }

  /** Plays every room's events dated before `limit` (rooms in parallel, each room in order). */
  async runUntil(limit: string, post: Post): Promise<void> {
    let next = 0;
    let done = 0;
    await Promise.all(
      Array.from({ length: this.o.concurrency }, async () => {
        while (next < this.plans.length) {
          const p = this.plans[next++]!;
          while (p.next < p.events.length && p.events[p.next]!.date < limit) await p.events[p.next++]!.run(post, p.ctx, this.counts);
          if (++done % 90 === 0) this.o.log?.(`  ${done}/${this.plans.length} rooms up to ${limit}`);
        }
      }),
    );
  }
}

/** POST with the bench user's token; any refusal stops the bench (the history must be all real). */
export const poster =
  (api: string, token: string): Post =>
  async (path, body) => {
    const r = await fetch(api + path, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const json = (await r.json()) as Record<string, unknown>;
    if (!r.ok) throw new Error(`${path} ${r.status}: ${JSON.stringify(json).slice(0, 300)} for ${JSON.stringify(body).slice(0, 300)}`);
    return json;
  };
