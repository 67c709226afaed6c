import type { BuildingCode } from '../../../shared/catalog/buildings';
import { roomKey } from './context';
import type { Accepted } from './dry-run';
import type { SheetRow } from './sheet-rows';
import type { StayPlan } from './stays-rules';

/** Rooms created per transaction: each is one item, beside the log line, the batch's mark and the kept count. */
export const ROOMS_PER_BATCH = 40;
/** Debt rows posted per transaction: each is a journal line pair (the rollups they move are shared). */
export const DEBTS_PER_BATCH = 20;
/** Balances posted per transaction. */
export const BALANCES_PER_BATCH = 10;

/** A departed tenant who still owes: their room, name and leave date, and the debt rows of theirs. */
export interface DepartedPlan {
  building: BuildingCode;
  room: string;
  name: string;
  leave_date: string;
  /** The row their stay is named after (the first of their rows). */
  row: number;
}

export type Batch =
  | { kind: 'rooms'; key: string; building: BuildingCode; rows: SheetRow[] }
  | { kind: 'stay'; key: string; building: BuildingCode; plan: StayPlan }
  | { kind: 'debts'; key: string; building: BuildingCode; plan: StayPlan; rows: SheetRow[] }
  | { kind: 'departed'; key: string; building: BuildingCode; departed: DepartedPlan; rows: SheetRow[]; all: SheetRow[]; first: boolean }
  | { kind: 'deposit'; key: string; building: BuildingCode; row: SheetRow }
  | { kind: 'readings'; key: string; building: BuildingCode; meter: 'E' | 'W'; internal: boolean; rows: SheetRow[] }
  | { kind: 'balances'; key: string; rows: SheetRow[] };

/** One lane of batches written one after the other (a building's, or the company's balances). */
export interface Lane {
  name: string;
  batches: Batch[];
}

const chunks = <T>(xs: readonly T[], n: number): T[][] => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, (i + 1) * n));
const buildingOf = (r: SheetRow) => String(r.v.building) as BuildingCode;
const whoLeft = (r: SheetRow) => `${roomKey(r.v.building, r.v.room)}|${String(r.v.departed_name).trim().toLowerCase()}|${String(r.v.leave_date)}`;

/**
 * The import's batches (pure), from the rows the dry run accepted, in lanes: one per building, whose
 * batches depend on one another (its rooms, then the stays in them, their debts, the departed
 * tenants, the deposits, the readings) and so are written in that order; and one for the balances.
 * Lanes touch different rooms and rollups, so they may be written side by side. A batch's key names
 * the rows it comes from: the same file always makes the same batches with the same keys.
 */
export function commitPlan(a: Accepted): Lane[] {
  const lanes = new Map<string, Batch[]>();
  const lane = (name: string) => lanes.get(name) ?? lanes.set(name, []).get(name)!;
  const byBuilding = new Map<BuildingCode, SheetRow[]>();
  for (const r of a.rooms) (byBuilding.get(buildingOf(r)) ?? byBuilding.set(buildingOf(r), []).get(buildingOf(r))!).push(r);
  for (const [building, rows] of byBuilding)
    for (const part of chunks(rows, ROOMS_PER_BATCH)) lane(building).push({ kind: 'rooms', key: `rooms-${part[0]!.row}`, building, rows: part });

  const current = a.debts.filter((d) => !d.v.departed_name);
  for (const plan of a.stays) {
    const building = buildingOf(plan.stay);
    const where = roomKey(plan.stay.v.building, plan.stay.v.room);
    lane(building).push({ kind: 'stay', key: `stay-${plan.stay.row}`, building, plan });
    const mine = current.filter((d) => roomKey(d.v.building, d.v.room) === where);
    for (const part of chunks(mine, DEBTS_PER_BATCH)) lane(building).push({ kind: 'debts', key: `debts-${part[0]!.row}`, building, plan, rows: part });
  }

  const departed = new Map<string, SheetRow[]>();
  for (const d of a.debts.filter((x) => x.v.departed_name)) (departed.get(whoLeft(d)) ?? departed.set(whoLeft(d), []).get(whoLeft(d))!).push(d);
  for (const rows of departed.values()) {
    const first = rows[0]!;
    const building = buildingOf(first);
    const who: DepartedPlan = {
      building,
      room: String(first.v.room),
      name: String(first.v.departed_name).trim(),
      leave_date: String(first.v.leave_date),
      row: first.row,
    };
    chunks(rows, DEBTS_PER_BATCH).forEach((part, i) =>
      lane(building).push({ kind: 'departed', key: `departed-${part[0]!.row}`, building, departed: who, rows: part, all: rows, first: i === 0 }),
    );
  }

  for (const row of a.deposits) lane(buildingOf(row)).push({ kind: 'deposit', key: `deposit-${row.row}`, building: buildingOf(row), row });

  const meters = new Map<string, SheetRow[]>();
  for (const r of a.readings) {
    const k = `${buildingOf(r)}|${r.v.consumer ? 'internal' : 'rooms'}`;
    (meters.get(k) ?? meters.set(k, []).get(k)!).push(r);
  }
  for (const [k, rows] of meters) {
    const [building, what] = k.split('|') as [BuildingCode, string];
    for (const meter of ['E', 'W'] as const)
      lane(building).push({ kind: 'readings', key: `readings-${building}-${what}-${meter}`, building, meter, internal: what === 'internal', rows });
  }

  for (const part of chunks(a.balances, BALANCES_PER_BATCH)) lane('balances').push({ kind: 'balances', key: `balances-${part[0]!.row}`, rows: part });
  return [...lanes].map(([name, batches]) => ({ name, batches }));
}

export const batchCount = (lanes: readonly Lane[]) => lanes.reduce((n, l) => n + l.batches.length, 0);
