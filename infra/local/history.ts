import { BUILDINGS, type BuildingCode } from '../../shared/catalog/buildings';
import { addMonths } from '../../shared/dates';
import { BillingCycle, type Timings } from './history-billing';
import { FinanceCycle } from './history-finance';
import { UtilitiesCycle, type UtilityCounts } from './history-utilities';
import { emptyCounts, rng, type Counts, type Event, type Post, type RoomPlan, type Span } from './history-kit';
import { planAnomalies, type PlantedAnomaly } from './history-anomalies';

export type { Counts, Post } from './history-kit';

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
  /**
   * Sends a PUT as an admin: the expense payees are set with it once, before the first slip. Without
   * it the history writes no expense slips (its other finance vouchers still).
   */
  admin?: Post;
  log?: (s: string) => void;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const monthsBack = (to: string, months: number) => {
  const [y, m] = to.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - months, 1));
  return d.toISOString().slice(0, 10);
};

/** Floors a building may have (the room contract: 0–50). */
const MAX_FLOOR = 50;
/**
 * Room numbers as staff write them (floor, then two digits): 10 a floor, more when a building at the
 * bench's scale 10 (600 rooms) would need more floors than a building may have.
 */
export const roomIdsFor = (perBuilding: number) => {
  const perFloor = Math.max(10, Math.ceil(perBuilding / MAX_FLOOR));
  return Array.from({ length: perBuilding }, (_, i) => `${Math.floor(i / perFloor) + 1}${String((i % perFloor) + 1).padStart(2, '0')}`);
};

export interface ExistingRoom {
  building: BuildingCode;
  room_id: string;
  rent: number;
}

/**
 * Every room's whole history is planned up front from its own seeded random stream and played in date
 * order; at each month's end the billing cycle (history-billing.ts) saves the readings, runs the bills
 * and plans the payments into the rooms' money queues. A run for month M locks the dates before M, so
 * the history is written month by month: every write dated in M, then M's readings and runs, then M+1.
 * It can be written in steps (`runUntil`) and measured part-way.
 */
export class History {
  private readonly plans: RoomPlan[] = [];
  /** The order rooms are played in. */
  private readonly order: RoomPlan[];
  readonly counts: Counts = emptyCounts();
  readonly start: string;
  private readonly billing: BillingCycle;
  private readonly finance: FinanceCycle;
  private readonly utilities: UtilitiesCycle;
  /** The last month closed (read and billed); before the first step, the month before the history. */
  private closed: string;
  /** The rooms with a known anomaly (history-anomalies.ts), planted from the month before `anomalyMonth`. */
  readonly planted: readonly PlantedAnomaly[];
  /** The history's last full month: the month whose analyses show every planted anomaly. */
  readonly anomalyMonth: string;
  private begun = false;

  constructor(
    private readonly o: GenerateOptions,
    agents: string[],
  ) {
    this.start = monthsBack(o.to, o.months);
    this.closed = addMonths(this.start.slice(0, 7), -1);
    const wallet = (code: BuildingCode) => BUILDINGS.find((b) => b.code === code)!.cashWalletId;
    const add = (building: BuildingCode, room_id: string, n: number, existingRent?: number) => {
      const stays: Span[] = [];
      const events = this.plan(building, wallet(building), room_id, n, agents, stays, existingRent);
      this.plans.push({ building, room_id, n: this.plans.length, events, next: 0, money: [], nextMoney: 0, stays, ctx: { owed: 0 } });
    };
    if (o.rooms) for (const [n, r] of o.rooms.entries()) add(r.building, r.room_id, n, r.rent);
    else for (const b of BUILDINGS) for (const [n, room_id] of roomIdsFor(o.roomsPerBuilding ?? 60).entries()) add(b.code, room_id, n);
    // Rooms of different buildings side by side: writes at the same time then move different wallets' and rooms' rollups.
    const rank = new Map<string, number>();
    this.order = this.plans
      .map((p) => ({ p, i: rank.set(p.building, (rank.get(p.building) ?? -1) + 1).get(p.building)! }))
      .sort((a, b) => a.i - b.i)
      .map((x) => x.p);
    this.anomalyMonth = addMonths(o.to.slice(0, 7), -1);
    this.planted = planAnomalies(this.plans, this.anomalyMonth);
    this.finance = new FinanceCycle([...new Set(this.plans.map((p) => p.building))], { seed: o.seed }, this.counts);
    this.billing = new BillingCycle(this.plans, { seed: o.seed, to: o.to, anomalies: this.planted }, this.counts, (b, date, amount) =>
      this.finance.addCash(b, date, amount),
    );
    for (const p of this.plans) this.billing.planInternet(p, this.start.slice(0, 7));
    this.utilities = new UtilitiesCycle([...new Set(this.plans.map((p) => p.building))], this.plans, { seed: o.seed, to: o.to });
  }

  /** How long each reading save and billing run took while the history was written. */
  get timings(): Timings {
    return this.billing.timings;
  }

  /** The internal sheets, state bills and device assignments the history wrote (history-utilities.ts). */
  get utilityCounts(): UtilityCounts {
    return this.utilities.counts;
  }

  /** One room's events; `existingRent` means the room exists already and is not created. */
  private plan(building: BuildingCode, wallet: number, room_id: string, n: number, agents: string[], stays: Span[], existingRent?: number): Event[] {
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
            building,
            room_id,
            customer_name: `Khách ${building}${room_id}-${k}`,
            phone,
            amount_agreed: rent,
            amount_paid: paid,
            wallet,
            agent_user_id: agent,
            date: depositDate,
            expected_move_in_date: addDays(depositDate, 5),
          });
          c.deposits++;
        },
      });
      if (rand() < 0.08) {
        const d = addDays(t, 3);
        events.push({
          date: d,
          run: async (post, ctx, c) => void (await post('/api/deposits/cancel', { id: ctx.deposit!.id, date: d, reason: 'Khách đổi ý' }), c.cancelled++),
        });
        t = addDays(d, pick(2, 20));
        continue;
      }
      const start = addDays(t, pick(2, 7));
      if (start >= to) break;
      const e0 = pick(1000, 9000);
      const w0 = pick(100, 900);
      const occupants = Array.from({ length: pick(1, 3) }, (_, i) => ({
        name: `Người ở ${i + 1} ${building}${room_id}`,
        phone: `03${String(pick(10_000_000, 99_999_999))}`,
      }));
      const internet = rand() < 0.6;
      const plate = `59X1-${pick(10000, 99999)}`;
      events.push({
        date: start,
        run: async (post, ctx, c) => {
          ctx.stay = await post('/api/check-ins', {
            building,
            room_id,
            deposit_id: ctx.deposit!.id,
            contract_no: `HD-${building}${room_id}-${start.replaceAll('-', '')}`,
            start_date: start,
            rent,
            occupants,
            vehicles: [{ type: 'motorbike', plate }],
            start_readings: { electricity: e0, water: w0 },
            internet,
            notice_days: 30,
          });
          c.checkIns++;
        },
      });
      const leave = addDays(start, pick(4, 12) * 30);
      const span: Span = { start, persons: occupants.length };
      stays.push(span);
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
      span.leave = leave;
      events.push(notice);
      events.push({
        date: leave,
        run: async (post, ctx, c) => {
          ctx.checkOut = await post('/api/check-outs', {
            stay_id: ctx.stay!.id,
            leave_date: leave,
            notice_date: noticeDate,
            waive_forfeit: false,
            final_readings: final,
          });
          c.checkOuts++;
          // The deposit paid what the stay owed; what it could not cover is this departed stay's own debt.
          const owed = Number(ctx.checkOut.receivable ?? 0);
          ctx.departed = { stay_id: String(ctx.stay!.id), owed };
          ctx.owed = 0;
          if (owed > 0) c.leftOwing++;
        },
      });
      // About half the tenants who leave owing come back to pay it: a receipt for their own stay.
      const paysLater = rand() < 0.5;
      const comesBack = addDays(leave, 2);
      if (paysLater && comesBack <= to)
        events.push({
          date: comesBack,
          run: async (post, ctx, c) => {
            if (!ctx.departed || ctx.departed.owed <= 0) return;
            await post('/api/receipt-rooms', {
              building,
              room_id,
              stay_id: ctx.departed.stay_id,
              date: comesBack,
              wallet,
              amount: ctx.departed.owed,
              note: 'Khách đã trả phòng trả nốt tiền còn nợ',
            });
            ctx.departed.owed = 0;
            c.receipts++;
            c.departedPaid++;
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

  /**
   * Writes the history dated before `limit`: month by month, every room's events of the month (rooms in
   * parallel, each room in date order), then the month's readings and billing runs once the month is
   * over; the month `to` falls in is not billed (closeMonth does it on demand).
   */
  async runUntil(limit: string, post: Post): Promise<void> {
    if (!this.begun) {
      await this.play(this.start, post); // the rooms the history creates
      await this.billing.baseline(this.closed, post);
      await this.utilities.baseline(this.closed, post);
      if (this.o.admin) await this.finance.setUp(this.o.admin);
      this.begun = true;
    }
    for (let month = addMonths(this.closed, 1); `${addMonths(month, 1)}-01` <= limit && month < this.o.to.slice(0, 7); month = addMonths(month, 1)) {
      await this.play(`${addMonths(month, 1)}-01`, post);
      await this.finance.closeMonth(month, post, !!this.o.admin);
      // The rooms' usage the reading saves answer is the state bills' base (history-utilities.ts): kept as they go by.
      await this.closeMonth(month, this.utilities.tap(post));
      await this.utilities.closeMonth(month, post, this.o.admin);
    }
    await this.play(limit, post);
  }

  /** Readings and billing runs of `month` for every building (all at once with `parallel`), then its payments planned. */
  async closeMonth(month: string, post: Post, parallel = false): Promise<void> {
    await this.billing.closeMonth(month, post, parallel);
    this.closed = month;
    this.o.log?.(`  ${month} billed: ${this.counts.bills} bills, ${this.counts.receipts} receipts so far`);
  }

  /** Plays every room's events dated before `limit` (rooms in parallel, each room in date order). */
  private async play(limit: string, post: Post): Promise<void> {
    let next = 0;
    await Promise.all(
      Array.from({ length: this.o.concurrency }, async () => {
        while (next < this.order.length) {
          const p = this.order[next++]!;
          for (;;) {
            const life = p.events[p.next];
            const money = p.money[p.nextMoney];
            // A room's own writes in date order; on the same day its tenancy first (a check-in before its first payment).
            const e =
              life && life.date < limit && (!money || life.date <= money.date)
                ? (p.next++, life)
                : money && money.date < limit
                  ? (p.nextMoney++, money)
                  : undefined;
            if (!e) break;
            await e.run(post, p.ctx, this.counts);
          }
        }
      }),
    );
  }

  /** The rooms someone stays in on `date` and what each owes now (its bills less its payments, as the history wrote them). */
  occupied(date: string): { building: BuildingCode; room_id: string; owed: number }[] {
    return this.plans
      .filter((p) => p.stays.some((s) => s.start <= date && (!s.leave || s.leave > date)))
      .map((p) => ({ building: p.building, room_id: p.room_id, owed: p.ctx.owed }));
  }
}

const sender =
  (method: 'POST' | 'PUT') =>
  (api: string, token: string): Post =>
  async (path, body) => {
    const r = await fetch(api + path, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const json = (await r.json()) as Record<string, unknown>;
    if (!r.ok) throw new Error(`${path} ${r.status}: ${JSON.stringify(json).slice(0, 300)} for ${JSON.stringify(body).slice(0, 300)}`);
    return json;
  };

/** POST with the bench user's token; any refusal stops the bench (the history must be all real). */
export const poster = sender('POST');
/** PUT, for the settings an admin saves (the admin's token). */
export const putter = sender('PUT');
