import { ANALYSIS_FIRST_MONTH } from '../../shared/api/utilities';
import type { BuildingCode } from '../../shared/catalog/buildings';
import type { DeviceCode } from '../../shared/catalog/devices';
import { internalConsumersOf, type InternalConsumerKind } from '../../shared/catalog/internal-consumers';
import { addMonths, lastDayOf } from '../../shared/dates';
import { hash, rng, type Post, type RoomPlan } from './history-kit';
import { stayOn, stayProfile } from './history-profile';

/**
 * The history's utilities beyond the rooms (issue 12), written through the real API at each month's
 * end once the rooms' readings and billing run are in, so the utilities screens open on real months:
 * per building and type (E, W) the internal consumers' readings (washing machines, security) — one
 * save, which posts the internal-use expense — then the state bill, whose units are the rooms' usage
 * (as the month's reading save answered it) + the internal usage (as its save answered) + a loss of
 * 3–9 % (MA every other month 12–15 %, above the 10 % threshold: its loss flag shows), priced like the
 * state's bills; and, from 06/2025 (the analysis screens' first month), the devices of two occupied
 * rooms per building, as their household has them (history-profile.ts). The analyses are left
 * unfinalized: the month-end job and the staff close them. Seeded per building and month: the same
 * seed writes the same utilities.
 */

type Type = 'E' | 'W';
const TYPES: readonly Type[] = ['E', 'W'];

/** What one internal consumer uses in a month: kWh (E) and m³ (W). */
const MONTHLY_USE: Record<InternalConsumerKind, Record<Type, [number, number]>> = {
  MG: { E: [40, 80], W: [3, 6] },
  BV: { E: [60, 150], W: [2, 5] },
};
/** The state's average price with VAT (đồng per kWh or m³). */
const STATE_PRICE: Record<Type, [number, number]> = { E: [2_900, 3_100], W: [15_000, 18_000] };
/** Loss as a share of the state bill (%): usual, and the leaky building's bad months. */
const LOSS = { usual: [3, 9], high: [12, 15] } as const;
const LEAKY: BuildingCode = 'MA';
/** How many rooms get their devices recorded per building and month. */
const DEVICE_ROOMS = 2;

const dmy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

export interface UtilityCounts {
  /** Internal reading sheets saved (one per building, type and month, the baseline month included). */
  internalSheets: number;
  stateBills: number;
  /** Device assignments (one room of one month each). */
  devices: number;
  /** Wall time spent writing them (ms): what the utilities add to the history's time. */
  ms: number;
}

export class UtilitiesCycle {
  readonly counts: UtilityCounts = { internalSheets: 0, stateBills: 0, devices: 0, ms: 0 };
  /** Each internal meter's reading (`E#MG-BN-1`). */
  private readonly meters = new Map<string, number>();
  /** The rooms' total usage per building, type and month (`BN#E#2026-10`), as the reading saves answered. */
  private readonly roomsUsage = new Map<string, number>();
  /** Months closed so far: the leaky building and the off-calendar periods alternate with it. */
  private closed = 0;

  constructor(
    private readonly buildings: readonly BuildingCode[],
    private readonly rooms: readonly RoomPlan[],
    private readonly o: { seed: number; to: string },
  ) {
    for (const b of buildings)
      for (const c of internalConsumersOf(b))
        for (const t of TYPES) this.meters.set(`${t}#${c.id}`, t === 'E' ? 1_000 + (hash(`${t}${c.id}`) % 6_000) : 100 + (hash(`${t}${c.id}`) % 400));
  }

  /** The same `post`, keeping each reading save's total usage: the rooms' part of the state bill. */
  tap(post: Post): Post {
    return async (path, body) => {
      const answer = await post(path, body);
      if (path === '/api/bills/electric-water-count') {
        const b = body as { building: string; type: Type; month: string };
        this.roomsUsage.set(`${b.building}#${b.type}#${b.month}`, Number(answer.total_usage ?? 0));
      }
      return answer;
    };
  }

  /** The month before the history: every internal meter as it stands, so the first month has a usage (no expense: nothing used yet). */
  async baseline(month: string, post: Post) {
    const t0 = performance.now();
    await Promise.all(
      this.buildings.map(async (b) => {
        for (const type of TYPES) await this.saveInternal(b, type, month, post, () => 0);
      }),
    );
    this.counts.ms += Math.round(performance.now() - t0);
  }

  /** `month`'s internal readings and state bills of every building (buildings side by side), then its devices (`put`: without it, none). */
  async closeMonth(month: string, post: Post, put?: Post) {
    const i = this.closed++;
    const t0 = performance.now();
    await Promise.all(
      this.buildings.map(async (building, b) => {
        const { rand, pick } = this.stream(`utilities${building}${month}`);
        for (const type of TYPES) {
          const internal = await this.saveInternal(building, type, month, post, (kind) => pick(...MONTHLY_USE[kind][type]));
          const used = (this.roomsUsage.get(`${building}#${type}#${month}`) ?? 0) + internal;
          const [lo, hi] = building === LEAKY && i % 2 === 0 ? LOSS.high : LOSS.usual;
          const loss = (lo + rand() * (hi - lo)) / 100;
          const units = Math.round(used / (1 - loss));
          const price = STATE_PRICE[type][0] + rand() * (STATE_PRICE[type][1] - STATE_PRICE[type][0]);
          // The state reads some meters from the 5th to the 4th: the month's days all the same, but another period (the screen says so).
          const next = addMonths(month, 1);
          const shifted = (i + b) % 4 === 1 && `${next}-04` < this.o.to;
          const [period_start, period_end] = shifted ? [`${month}-05`, `${next}-04`] : [`${month}-01`, lastDayOf(month)];
          const who = type === 'E' ? 'Điện lực' : 'Cấp nước';
          await post('/api/state-electricity-water', {
            building,
            type,
            month,
            units,
            amount: Math.round(units * price),
            period_start,
            period_end,
            note: `${who} kỳ ${dmy(period_start)} – ${dmy(period_end)}`,
          });
          this.counts.stateBills++;
        }
        if (put && month >= ANALYSIS_FIRST_MONTH) await this.assignDevices(building, month, put);
      }),
    );
    this.counts.ms += Math.round(performance.now() - t0);
  }

  /** One building's internal sheet of a month: each consumer's meter moved on by what `use` draws; the usage the save answered. */
  private async saveInternal(building: BuildingCode, type: Type, month: string, post: Post, use: (kind: InternalConsumerKind) => number): Promise<number> {
    const readings = internalConsumersOf(building).map((c) => {
      const key = `${type}#${c.id}`;
      const value = this.meters.get(key)! + use(c.kind);
      this.meters.set(key, value);
      return { consumer_id: c.id, value };
    });
    const sheet = await post('/api/internal-utility-bill', { building, type, month, readings });
    this.counts.internalSheets++;
    return Number(sheet.total_usage ?? 0);
  }

  /** A few occupied rooms' devices of the month, as their household has them (history-profile.ts: what its use follows). */
  private async assignDevices(building: BuildingCode, month: string, put: Post) {
    const { pick } = this.stream(`devices${building}${month}`);
    const last = lastDayOf(month);
    const occupied = this.rooms.filter((r) => r.building === building && stayOn(r.stays, last));
    const chosen = new Set<RoomPlan>();
    while (chosen.size < Math.min(DEVICE_ROOMS, occupied.length)) chosen.add(occupied[pick(0, occupied.length - 1)]!);
    for (const room of chosen) {
      const devices: DeviceCode[] = stayProfile(this.o.seed, room, stayOn(room.stays, last)!).devices;
      await put('/api/utility-consumption-analysis-device', { month, building, room_id: room.room_id, devices });
      this.counts.devices++;
    }
  }

  /** A seeded stream per purpose, building and month, so what one draws never shifts another. */
  private stream(purpose: string) {
    const rand = rng(this.o.seed * 7_368_787 + hash(purpose));
    return { rand, pick: (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1)) };
  }
}
