/**
 * The pure rules of meter readings (business rules §5), used by the server when it saves and answers
 * readings and by the web while a reading is typed, so both say the same thing.
 *
 * A room's usage between two readings is the sum of its meter's segments: from the previous reading to
 * the old meter's final reading, from each new meter's start to the next change's final reading, and
 * from the last new meter's start to the current reading. No segment may be negative.
 */

export const METER_TYPES = ['E', 'W'] as const;
export type MeterType = (typeof METER_TYPES)[number];
export const METER_TYPE_NAMES: Record<MeterType, string> = { E: 'điện', W: 'nước' };
export const METER_UNITS: Record<MeterType, string> = { E: 'kWh', W: 'm³' };

/** A meter change between two readings: the old meter's final reading, the new meter's start. */
export interface MeterSwap {
  old_final: number;
  new_start: number;
}

export type UsageProblem =
  /** No meter change: the reading is below the previous one. */
  | 'below_previous'
  /** A meter change's old final reading is below the reading before it. */
  | 'old_below_previous'
  /** The reading is below the new meter's start reading. */
  | 'below_new_start';

export type UsageResult =
  | { ok: true; usage: number | null }
  | {
      ok: false;
      problem: UsageProblem;
      /** the reading the segment started from */ floor: number;
      /** index of the change at fault, for old_below_previous */ swap?: number;
    };

/**
 * Usage from `previous` to `current` across `swaps` (oldest first). Without a previous reading the room
 * has no usage yet (its first reading is a baseline), except what the new meter counted since a change;
 * without a current reading only the changes' own segments are checked (usage null).
 */
export function usageBetween(previous: number | undefined, current: number | undefined, swaps: readonly MeterSwap[] = []): UsageResult {
  let start = previous;
  let usage = 0;
  let counted = previous !== undefined;
  for (const [i, s] of swaps.entries()) {
    if (start !== undefined) {
      if (s.old_final < start) return { ok: false, problem: 'old_below_previous', floor: start, swap: i };
      usage += s.old_final - start;
    }
    start = s.new_start;
    counted = true;
  }
  if (current === undefined) return { ok: true, usage: null };
  if (start !== undefined && current < start) return { ok: false, problem: swaps.length ? 'below_new_start' : 'below_previous', floor: start };
  if (!counted || start === undefined) return { ok: true, usage: null };
  return { ok: true, usage: usage + current - start };
}

/** What a refused reading's field says, in the interface's words. */
export function usageProblemText(r: Extract<UsageResult, { ok: false }>): string {
  switch (r.problem) {
    case 'below_previous':
      return `Chỉ số nhỏ hơn chỉ số kỳ trước (${r.floor}); nếu đã thay đồng hồ, hãy nhập phiếu thay đồng hồ trước`;
    case 'below_new_start':
      return `Chỉ số nhỏ hơn chỉ số đầu của đồng hồ mới (${r.floor})`;
    case 'old_below_previous':
      return `Chỉ số cuối đồng hồ cũ nhỏ hơn chỉ số kỳ trước (${r.floor})`;
  }
}

/** The average of the usages that are known, rounded to 2 decimals; null when none is. */
export function averageUsage(usages: readonly (number | null | undefined)[]): number | null {
  const known = usages.filter((u): u is number => typeof u === 'number');
  if (!known.length) return null;
  return Math.round((known.reduce((a, b) => a + b, 0) / known.length) * 100) / 100;
}

/** A usage this many times the room's recent average deserves a second look before it is saved. */
export const SPIKE_FACTOR = 3;
/** Room status 0: empty (business rules §2). */
const EMPTY_ROOM = 0;

export type SecondLook = 'spike' | 'empty_room';

/** Why a reading should be looked at again before saving (a confirm, not a refusal), or undefined. */
export function secondLook(usage: number | null | undefined, average: number | null | undefined, roomStatus: number): SecondLook | undefined {
  if (usage === null || usage === undefined) return undefined;
  if (roomStatus === EMPTY_ROOM && usage > 0) return 'empty_room';
  if (average !== null && average !== undefined && average > 0 && usage > SPIKE_FACTOR * average) return 'spike';
  return undefined;
}

export const SECOND_LOOK_TEXT: Record<SecondLook, string> = {
  spike: `Số dùng lớn hơn ${SPIKE_FACTOR} lần trung bình 3 tháng`,
  empty_room: 'Phòng trống nhưng có số dùng',
};

/** How a month's usage is charged: per kWh, per m³, or a water price per person. */
export type ChargeMode = 'per_kwh' | 'per_m3' | 'per_person';

/**
 * The amount of a room's month in đồng: usage × unit price, or persons × price for water charged per
 * person (whatever the meter says). Nothing without a usage, except the per-person charge.
 */
export function amountOf(mode: ChargeMode, unitPrice: number, usage: number | null, persons: number): number | null {
  if (mode === 'per_person') return persons * unitPrice;
  return usage === null ? null : usage * unitPrice;
}
