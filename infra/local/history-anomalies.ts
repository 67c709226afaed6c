import type { AnalysisRow, FlagCode } from '../../shared/api/utilities';
import type { BuildingCode } from '../../shared/catalog/buildings';
import { addMonths, lastDayOf } from '../../shared/dates';
import { hash, type RoomPlan } from './history-kit';

/**
 * Rooms with known anomalies planted in the history (issue 21 §7), so the consumption analysis can be
 * judged on what it should find: per building one room, the kinds in turn —
 * - `leak` (water): a running toilet from month `from` on, 20–29 m³ a month more, staying high;
 * - `unreported_tenant` (water): a room registered for 1 person where 4 live from `from` on;
 * - `broken_meter` (electricity): the meter stops at `from`: the same reading month after month.
 * Each is planted in a room lived in by one household from before M−2 to past M (M: the history's last
 * full month, `from` = M−1), so M's analysis has a full month before it. The bench and a test read M's
 * analyses and count how many planted rooms are flagged and how many flagged rooms are not planted.
 */

export type AnomalyKind = 'leak' | 'unreported_tenant' | 'broken_meter';

export interface PlantedAnomaly {
  building: BuildingCode;
  room_id: string;
  kind: AnomalyKind;
  /** The analysis that should flag it. */
  type: 'E' | 'W';
  /** Its first month. */
  from: string;
}

const KINDS: readonly AnomalyKind[] = ['leak', 'unreported_tenant', 'broken_meter'];
const TYPE_OF: Record<AnomalyKind, 'E' | 'W'> = { leak: 'W', unreported_tenant: 'W', broken_meter: 'E' };
/** Persons who live in the unreported tenant's room besides the one registered. */
const UNREPORTED = 3;

/** One anomaly per building in the rooms given, for the history whose last full month is `last`. */
export function planAnomalies(rooms: readonly RoomPlan[], last: string): PlantedAnomaly[] {
  const from = addMonths(last, -1);
  // Occupied at M−2's reading (so M−1 is a full month) and still at M's.
  const since = lastDayOf(addMonths(last, -2));
  const until = `${addMonths(last, 1)}-01`;
  const buildings = [...new Set(rooms.map((r) => r.building))];
  return buildings.flatMap((building, i) => {
    const kind = KINDS[i % KINDS.length]!;
    const fits = rooms.filter((r) => {
      if (r.building !== building) return false;
      const stay = r.stays.find((s) => s.start < since && (!s.leave || s.leave > until));
      if (!stay) return false;
      return kind === 'unreported_tenant' ? stay.persons === 1 : kind === 'leak' ? stay.persons <= 2 : true;
    });
    if (!fits.length) return [];
    const room = fits[hash(`${building}${kind}`) % fits.length]!;
    return [{ building, room_id: room.room_id, kind, type: TYPE_OF[kind], from }];
  });
}

/**
 * A month's use of a room as the anomaly planted in it makes it (kWh or m³), from what the household
 * would have used (`normal`, `persons` registered); `frozen`: the meter did not move.
 */
export function plantedUse(a: PlantedAnomaly | undefined, type: 'E' | 'W', month: string, normal: number, persons: number): number | 'frozen' {
  if (!a || month < a.from) return normal;
  switch (a.kind) {
    case 'leak':
      return type === 'W' ? normal + 20 + (hash(`${a.building}${a.room_id}${month}`) % 10) : normal;
    case 'unreported_tenant':
      return Math.round((normal * (persons + UNREPORTED)) / Math.max(1, persons));
    case 'broken_meter':
      return type === 'E' ? 'frozen' : normal;
  }
}

export interface AnomalyReport {
  month: string;
  rooms: number;
  /** Each planted room with what its analysis row says: the flag (null: missed) and the figures it judged. */
  planted: (PlantedAnomaly & {
    flag: FlagCode | null;
    consumption: number | null;
    previous_month_consumption: number | null;
    customer_count: number | null;
    devices: string[];
  })[];
  /** Planted anomalies flagged by the analysis of their type. */
  caught: number;
  /** caught ÷ planted (1 when every one is caught). */
  recall: number;
  /** Rooms flagged per analysis, and of those the rooms where nothing was planted. */
  flagged: { E: number; W: number };
  false_flags: { E: number; W: number };
  /** Rooms flagged ÷ rooms × 100, per analysis (2 decimals). */
  flag_rate: { E: number; W: number };
  by_flag: Partial<Record<FlagCode, number>>;
  target: { recall: number; flag_rate_max: number };
  pass: boolean;
}

/** Target of issue 21 §7: every planted anomaly caught, at most 10 % of the rooms flagged in a month. */
export const ANOMALY_TARGET = { recall: 1, flag_rate_max: 10 };

type Row = Pick<AnalysisRow, 'building' | 'room_id' | 'flag' | 'consumption' | 'previous_month_consumption' | 'customer_count' | 'devices'>;

/** How M's two analyses fare against the anomalies planted. */
export function anomalyReport(month: string, planted: readonly PlantedAnomaly[], rows: { E: readonly Row[]; W: readonly Row[] }): AnomalyReport {
  const key = (r: { building: string; room_id: string }) => `${r.building}#${r.room_id}`;
  const plantedKeys = new Set(planted.map(key));
  const found = planted.map((a) => {
    const row = rows[a.type].find((r) => key(r) === key(a));
    return {
      ...a,
      flag: row?.flag ?? null,
      consumption: row?.consumption ?? null,
      previous_month_consumption: row?.previous_month_consumption ?? null,
      customer_count: row?.customer_count ?? null,
      devices: row?.devices ?? [],
    };
  });
  const caught = found.filter((a) => a.flag !== null).length;
  const flaggedOf = (type: 'E' | 'W') => rows[type].filter((r) => r.flag !== null);
  const rooms = Math.max(rows.E.length, rows.W.length);
  const rate = (n: number) => (rooms === 0 ? 0 : Math.round((n / rooms) * 10_000) / 100);
  const by_flag: Partial<Record<FlagCode, number>> = {};
  for (const r of [...flaggedOf('E'), ...flaggedOf('W')]) by_flag[r.flag!] = (by_flag[r.flag!] ?? 0) + 1;
  const flagged = { E: flaggedOf('E').length, W: flaggedOf('W').length };
  const flag_rate = { E: rate(flagged.E), W: rate(flagged.W) };
  const recall = planted.length ? caught / planted.length : 0;
  return {
    month,
    rooms,
    planted: found,
    caught,
    recall,
    flagged,
    false_flags: { E: flaggedOf('E').filter((r) => !plantedKeys.has(key(r))).length, W: flaggedOf('W').filter((r) => !plantedKeys.has(key(r))).length },
    flag_rate,
    by_flag,
    target: ANOMALY_TARGET,
    pass: planted.length > 0 && recall >= ANOMALY_TARGET.recall && flag_rate.E <= ANOMALY_TARGET.flag_rate_max && flag_rate.W <= ANOMALY_TARGET.flag_rate_max,
  };
}
