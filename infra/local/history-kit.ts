import type { BuildingCode } from '../../shared/catalog/buildings';

/** What the history generator's parts share: the seeded randomness, the room plans and the counts. */

/** Small deterministic PRNG (mulberry32): the same seed writes the same history. */
export const rng = (seed: number) => () => {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** A small deterministic number per text (FNV-1a). */
export const hash = (s: string) => [...s].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16_777_619), 2_166_136_261) >>> 0;

export type Post = (path: string, body: unknown) => Promise<Record<string, unknown>>;

export interface Counts {
  rooms: number;
  deposits: number;
  cancelled: number;
  checkIns: number;
  checkOuts: number;
  refunds: number;
  /** Check-outs that left the departed stay owing after its deposit, and those debts paid later by the departed tenant. */
  leftOwing: number;
  departedPaid: number;
  /** Reading tables saved (one per building, type and month). */
  readings: number;
  meterChanges: number;
  /** Billing runs (one per building and month) and the bills they made. */
  runs: number;
  bills: number;
  receipts: number;
  /** Receipts that paid less than the room owed, more (a credit), or a month or more after the bill's month ended. */
  partial: number;
  overpaid: number;
  late: number;
  adjustments: number;
  internet: number;
  internetCuts: number;
  internetCancelled: number;
  /** Finance vouchers (history-finance.ts): expense slips, cash carried to the bank, landlady rows, loan rows. */
  expenses: number;
  cashTransfers: number;
  landlady: number;
  loans: number;
}

export const emptyCounts = (): Counts => ({
  rooms: 0,
  deposits: 0,
  cancelled: 0,
  checkIns: 0,
  checkOuts: 0,
  refunds: 0,
  leftOwing: 0,
  departedPaid: 0,
  readings: 0,
  meterChanges: 0,
  runs: 0,
  bills: 0,
  receipts: 0,
  partial: 0,
  overpaid: 0,
  late: 0,
  adjustments: 0,
  internet: 0,
  internetCuts: 0,
  internetCancelled: 0,
  expenses: 0,
  cashTransfers: 0,
  landlady: 0,
  loans: 0,
});

export interface Ctx {
  deposit?: Record<string, unknown>;
  stay?: Record<string, unknown>;
  checkOut?: Record<string, unknown>;
  /** The room's internet service, as the last answer about it said. */
  internet?: { id: string; version: number; status: string };
  /** What the room's current stay owes (negative: a credit), as the history's own writes moved it. */
  owed: number;
  /** The last departed stay of the room and what it still owed when it left (its own debt, never the next tenant's). */
  departed?: { stay_id: string; owed: number };
}

export interface Event {
  date: string;
  run: (post: Post, ctx: Ctx, counts: Counts) => Promise<void>;
}

/** A stay as the billing run sees it: from its check-in to its check-out (not counted), open if it has not left. */
export interface Span {
  start: string;
  leave?: string;
  /** The occupants registered at check-in: what the readings' persons say while it lasts. */
  persons: number;
}

export interface RoomPlan {
  building: BuildingCode;
  room_id: string;
  /** Index among all rooms: seeds the room's own random streams. */
  n: number;
  /** Deposits, check-ins, notices, check-outs, refunds: planned up front. */
  events: Event[];
  next: number;
  /** Receipts, adjustments and internet changes: planned as the bills are made, kept in date order. */
  money: Event[];
  nextMoney: number;
  stays: Span[];
  ctx: Ctx;
}

/** Adds an event to the room's money queue, after the events of the same date already in it. */
export function queueMoney(room: RoomPlan, e: Event) {
  let i = room.money.length;
  while (i > room.nextMoney && room.money[i - 1]!.date > e.date) i--;
  room.money.splice(i, 0, e);
}
