import { BUILDINGS, type BuildingCode } from '../../shared/catalog/buildings';
import { addDays, addMonths, daysBetween, daysInMonth, lastDayOf } from '../../shared/dates';
import { hash, queueMoney, rng, type Counts, type Event, type Post, type RoomPlan } from './history-kit';
import { plantedUse, type PlantedAnomaly } from './history-anomalies';
import { monthlyUse, stayOn, stayProfile } from './history-profile';

/**
 * The history's monthly cycle, written through the real API like the rest of it: internet services in
 * about half the rooms; at each month's end the electricity and water readings of every building
 * (monotonic meters, usage only while someone stays, a meter changed now and then) and the billing run
 * of every building; then, from the bills the run made, each room's payments in the months after —
 * most in full within the first ten days, some in part, some a month or two late (their internet cut
 * meanwhile), a few paying more (a credit the next bill uses), a few settled in part by a credit note.
 * Everything is drawn from seeded streams per room and month, so the same seed writes the same history.
 */

const BANK_WALLET = 2;
const PROVIDERS = ['VNPT', 'FPT', 'Viettel'] as const;
const ADJUST_REASONS = ['Giảm trừ tiền điện do đồng hồ chạy sai', 'Giảm trừ do mất nước nhiều ngày', 'Giảm tiền phòng do sửa chữa trong phòng'] as const;

export interface Timing {
  building: BuildingCode;
  month: string;
  rooms: number;
  ms: number;
}

export interface Timings {
  /** Each reading table saved (one building, type and month). */
  readings: (Timing & { type: 'E' | 'W' })[];
  /** Each billing run (one building and month). */
  runs: Timing[];
  /** Wall time of all the buildings' runs of a month, and whether they ran at once or one after another. */
  months: { month: string; parallel: boolean; buildings: number; ms: number }[];
}

interface Bill {
  room_id: string;
  bill_no: string;
  total: number;
}

const dayOf = (month: string, day: number) => `${month}-${String(day).padStart(2, '0')}`;

/** Days of `month` someone stayed in the room (the check-out day not counted). */
function daysStayed(stays: RoomPlan['stays'], month: string): number {
  const first = `${month}-01`;
  const end = addDays(lastDayOf(month), 1);
  return stays.reduce((n, s) => {
    const from = s.start > first ? s.start : first;
    const to = s.leave && s.leave < end ? s.leave : end;
    return n + Math.max(0, daysBetween(from, to));
  }, 0);
}

export class BillingCycle {
  private readonly meters = new Map<string, number>();
  readonly timings: Timings = { readings: [], runs: [], months: [] };
  private readonly buildings: BuildingCode[];
  private readonly anomalies: Map<string, PlantedAnomaly>;

  constructor(
    private readonly rooms: readonly RoomPlan[],
    private readonly o: { seed: number; to: string; anomalies?: readonly PlantedAnomaly[] },
    private readonly counts: Counts,
    /** Told of each receipt paid in cash (the finance vouchers spend only what a box took). */
    private readonly onCash: (building: BuildingCode, date: string, amount: number) => void = () => {},
  ) {
    for (const r of rooms)
      for (const t of ['E', 'W'] as const) {
        const key = `${t}${r.building}${r.room_id}`;
        this.meters.set(key, t === 'E' ? 1_000 + (hash(key) % 8_000) : 100 + (hash(key) % 800));
      }
    this.buildings = [...new Set(rooms.map((r) => r.building))];
    this.anomalies = new Map((o.anomalies ?? []).map((a) => [`${a.building}#${a.room_id}`, a]));
  }

  /** What the room's households used in `month` (each its share of the month's days), before any anomaly. */
  private usualUse(room: RoomPlan, type: 'E' | 'W', month: string, noise: number): number {
    return room.stays.reduce((sum, stay) => {
      const days = daysStayed([stay], month);
      return days === 0 ? sum : sum + (monthlyUse(stayProfile(this.o.seed, room, stay), type, noise) * days) / daysInMonth(month);
    }, 0);
  }

  /** A stream of its own per room and purpose, so what one room draws never shifts another's. */
  private rand(room: RoomPlan, purpose: string) {
    const rand = rng(this.o.seed * 104_729 + hash(`${purpose}${room.building}${room.room_id}`));
    return { rand, pick: (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1)) };
  }

  private queue(room: RoomPlan, e: Event) {
    // What would fall after the history's last day is not written: bills still open today stay owed.
    if (e.date < this.o.to) queueMoney(room, e);
  }

  /**
   * Internet in about half the rooms, registered once in the history's first month; a third of those
   * are cancelled when a tenant leaves. Cuts and re-openings follow late payments (planPayments).
   */
  planInternet(room: RoomPlan, startMonth: string) {
    const { rand, pick } = this.rand(room, 'internet');
    if (rand() >= 0.5) return;
    const { building, room_id } = room;
    const provider = PROVIDERS[room.n % PROVIDERS.length]!;
    const date = dayOf(startMonth, pick(1, 25));
    const monthly_price = 150_000 + pick(0, 4) * 25_000;
    this.queue(room, {
      date,
      run: async (post, ctx, c) => {
        const s = await post('/api/internet', {
          building,
          room_id,
          provider,
          account: `${provider.toLowerCase()}-${building.toLowerCase()}${room_id}`,
          monthly_price,
          start_date: date,
        });
        ctx.internet = { id: String(s.id), version: Number(s.version), status: String(s.status) };
        c.internet++;
      },
    });
    const leave = room.stays.find((s) => s.leave && s.leave > date)?.leave;
    if (leave && rand() < 0.33)
      this.queue(room, {
        date: leave,
        run: async (post, ctx, c) => {
          if (!ctx.internet || ctx.internet.status === 'cancelled') return;
          const s = await post('/api/internet/cancel-internet-room', {
            building,
            id: ctx.internet.id,
            version: ctx.internet.version,
            date: leave,
            reason: 'Khách trả phòng, huỷ internet',
          });
          ctx.internet = { id: String(s.id), version: Number(s.version), status: String(s.status) };
          c.internetCancelled++;
        },
      });
  }

  /**
   * Closes `month`: every building's readings, then every building's billing run (one after another,
   * or all at once with `parallel`), then the payments of each bill planned into the rooms' queues.
   */
  async closeMonth(month: string, post: Post, parallel = false) {
    const each = async (f: (b: BuildingCode) => Promise<void>) => {
      if (parallel) await Promise.all(this.buildings.map(f));
      else for (const b of this.buildings) await f(b);
    };
    await each((b) => this.saveReadings(b, month, post, false));
    const t0 = performance.now();
    await each((b) => this.runBilling(b, month, post));
    this.timings.months.push({ month, parallel, buildings: this.buildings.length, ms: Math.round(performance.now() - t0) });
  }

  /** The month before the history: every meter as it stands, so the first month's usage has a previous reading. */
  async baseline(month: string, post: Post) {
    for (const b of this.buildings) await this.saveReadings(b, month, post, true);
  }

  private async saveReadings(building: BuildingCode, month: string, post: Post, baseline: boolean) {
    const rooms = this.rooms.filter((r) => r.building === building);
    for (const type of ['E', 'W'] as const) {
      const readings: { room_id: string; value: number }[] = [];
      for (const r of rooms) {
        const key = `${type}${building}${r.room_id}`;
        const days = baseline ? 0 : daysStayed(r.stays, month);
        const h = hash(`${key}${month}${this.o.seed}`);
        const anomaly = this.anomalies.get(`${building}#${r.room_id}`);
        // The households' own use (history-profile.ts), pro-rated by the days someone stayed; nothing in an empty room.
        const planted =
          days === 0
            ? 0
            : plantedUse(anomaly, type, month, this.usualUse(r, type, month, (h % 1_000) / 1_000), stayOn(r.stays, lastDayOf(month))?.persons ?? 0);
        const used = planted === 'frozen' ? 0 : days === 0 ? 0 : Math.max(1, Math.round(planted));
        let value = this.meters.get(key)! + used;
        const swapDate = dayOf(month, 12);
        // One electricity meter in two hundred is replaced in a month: the old one stopped halfway, the new one starts at 0.
        if (type === 'E' && !anomaly && used > 1 && (h >>> 8) % 200 === 0 && swapDate < this.o.to) {
          const half = Math.floor(used / 2);
          await post('/api/meter-change', {
            building,
            type,
            room_id: r.room_id,
            date: swapDate,
            old_final: this.meters.get(key)! + half,
            new_start: 0,
            reason: 'Đồng hồ cũ hỏng',
          });
          this.counts.meterChanges++;
          value = used - half;
        }
        this.meters.set(key, value);
        readings.push({ room_id: r.room_id, value });
      }
      const t0 = performance.now();
      // A save takes at most 300 rooms (as the screen sends them); a bigger building (bench --scale 10) is saved in parts, each merged into the month's sheet.
      for (let i = 0; i < readings.length; i += 300)
        await post('/api/bills/electric-water-count', { building, month, type, readings: readings.slice(i, i + 300) });
      this.timings.readings.push({ building, month, type, rooms: readings.length, ms: Math.round(performance.now() - t0) });
      this.counts.readings++;
    }
  }

  private async runBilling(building: BuildingCode, month: string, post: Post) {
    const t0 = performance.now();
    // A building too large for one call (bench --scale 10) is billed over several: each answers with the rooms left.
    let answer = (await post('/api/payments', { building, month })) as unknown as { bills: Bill[]; remaining: number };
    for (let calls = 1; answer.remaining > 0; calls++) {
      if (calls >= 20) throw new Error(`Billing run of ${building} ${month}: ${answer.remaining} rooms left after ${calls} calls`);
      answer = (await post('/api/payments', { building, month })) as unknown as { bills: Bill[]; remaining: number };
    }
    this.timings.runs.push({ building, month, rooms: answer.bills.length, ms: Math.round(performance.now() - t0) });
    this.counts.runs++;
    this.counts.bills += answer.bills.length;
    const bills = new Map(answer.bills.map((b) => [b.room_id, b]));
    for (const room of this.rooms.filter((r) => r.building === building)) {
      const bill = bills.get(room.room_id);
      if (!bill) continue;
      room.ctx.owed += bill.total;
      this.planPayments(room, month, bill);
    }
  }

  /** How the room pays the bill of `month`: amounts are taken from what it owes when it pays. */
  private planPayments(room: RoomPlan, month: string, bill: Bill) {
    const { rand, pick } = this.rand(room, `pay${month}`);
    const { building, room_id } = room;
    const next = addMonths(month, 1);
    const wallet = rand() < 0.5 ? BANK_WALLET : BUILDINGS.find((b) => b.code === building)!.cashWalletId;
    const period = `${month.slice(5)}/${month.slice(0, 4)}`;
    const receipt = (date: string, kind: 'full' | 'part' | 'over' | 'late') => {
      const share = 0.3 + rand() * 0.4;
      const extra = pick(1, 5) * 100_000;
      this.queue(room, {
        date,
        run: async (post, ctx, c) => {
          if (ctx.owed <= 0) return;
          const amount = kind === 'part' ? Math.max(1_000, Math.round((ctx.owed * share) / 1_000) * 1_000) : kind === 'over' ? ctx.owed + extra : ctx.owed;
          const note = kind === 'part' ? `Trả trước một phần tiền phòng tháng ${period}` : kind === 'over' ? 'Khách chuyển dư, trừ vào tháng sau' : undefined;
          await post('/api/receipt-rooms', { building, room_id, date, wallet, amount, ...(note ? { note } : {}) });
          ctx.owed -= amount;
          if (wallet !== BANK_WALLET) this.onCash(building, date, amount);
          c.receipts++;
          if (ctx.owed > 0) c.partial++;
          else if (ctx.owed < 0) c.overpaid++;
          if (kind === 'late') c.late++;
        },
      });
    };
    const internet = (date: string, op: 'cut-internet' | 'activate', from: string) =>
      this.queue(room, {
        date,
        run: async (post, ctx, c) => {
          if (ctx.internet?.status !== from || (op === 'cut-internet' && ctx.owed <= 0)) return;
          const reason = op === 'cut-internet' ? `Chưa đóng tiền tháng ${period}` : 'Đã đóng tiền, mở lại';
          const s = await post(`/api/internet/${op}`, { building, id: ctx.internet.id, version: ctx.internet.version, date, reason });
          ctx.internet = { id: String(s.id), version: Number(s.version), status: String(s.status) };
          if (op === 'cut-internet') c.internetCuts++;
        },
      });

    const r = rand();
    if (r < 0.7) receipt(dayOf(next, pick(1, 10)), 'full');
    else if (r < 0.82) {
      receipt(dayOf(next, pick(1, 10)), 'part');
      receipt(dayOf(addMonths(month, 2), pick(1, 10)), 'full');
    } else if (r < 0.92) {
      const late = dayOf(addMonths(month, pick(2, 3)), pick(1, 25));
      internet(dayOf(next, 20), 'cut-internet', 'active');
      receipt(late, 'late');
      internet(late, 'activate', 'cut');
    } else if (r < 0.97) receipt(dayOf(next, pick(1, 10)), 'over');
    else {
      const date = dayOf(next, pick(1, 4));
      const cap = pick(1, 4) * 50_000;
      const reason = ADJUST_REASONS[pick(0, ADJUST_REASONS.length - 1)]!;
      this.queue(room, {
        date,
        run: async (post, ctx, c) => {
          const amount = Math.min(cap, ctx.owed);
          if (amount <= 0) return;
          await post('/api/adjustment', {
            building,
            room_id,
            type: 'payment_adjustment',
            direction: 'credit',
            date,
            amount,
            reason,
            month,
            bill_no: bill.bill_no,
          });
          ctx.owed -= amount;
          c.adjustments++;
        },
      });
      receipt(dayOf(next, pick(5, 10)), 'full');
    }
  }
}
