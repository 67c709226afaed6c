import { SHEETS, type SheetDef, type SheetKey } from '../../../shared/go-live/sheets';
import { checkBalances } from './balances-rules';
import { roomKey, type Known } from './context';
import { checkDebts } from './debts-rules';
import { checkDeposits } from './deposits-rules';
import { accountTotals, openingEntries, type AccountTotal, type OpeningEntry } from './opening-entries';
import { checkReadings, meterOf } from './readings-rules';
import { checkRooms } from './rooms-rules';
import { sheetRows, type Problem, type RawSheet, type SheetRow } from './sheet-rows';
import { checkStays, checkTenants, checkVehicles, staysWithTenants, type StayPlan } from './stays-rules';
import { checkTotals, sumsOf, type Sums } from './totals-rules';

/** What one row will create, in words. */
export interface RowPlan {
  sheet: SheetKey;
  row: number;
  creates: string;
}

export interface DryRun {
  counts: Record<'rooms' | 'rooms_existing' | 'stays' | 'customers' | 'vehicles' | 'deposits' | 'readings' | 'debts' | 'balances' | 'opening_entries', number>;
  plan: RowPlan[];
  entries: OpeningEntry[];
  accounts: AccountTotal[];
  totals: { debit: number; credit: number };
  sums: Sums;
  problems: Problem[];
  /** The rows that passed, as the commit writes them (rooms to create, stays with their people, …). */
  accepted: Accepted;
}

export interface Accepted {
  rooms: SheetRow[];
  stays: StayPlan[];
  deposits: SheetRow[];
  readings: SheetRow[];
  debts: SheetRow[];
  balances: SheetRow[];
}

const where = (r: SheetRow) => roomKey(r.v.building, r.v.room);

/**
 * The whole dry run (pure): every sheet read, every rule applied in the order the records depend on
 * one another (rooms, then stays and what hangs on them, deposits, readings, debts, balances, the
 * control totals), and what the import would create from the rows that passed.
 */
export function dryRun(sheets: ReadonlyMap<SheetKey, RawSheet | undefined>, known: Known): DryRun {
  const problems: Problem[] = [];
  const read = {} as Record<SheetKey, SheetRow[]>;
  for (const def of SHEETS) {
    const r = sheetRows(def as SheetDef, sheets.get(def.key));
    read[def.key] = r.rows;
    problems.push(...r.problems);
  }
  const take = <T extends { problems: Problem[] }>(x: T): T => (problems.push(...x.problems), x);
  const rooms = take(checkRooms(read.rooms, known)).checked;
  const staysOk = take(checkStays(read.stays, rooms, known)).ok;
  const stayRooms = new Set(staysOk.map(where));
  const tenants = take(checkTenants(read.tenants, stayRooms, known)).ok;
  const vehicles = take(checkVehicles(read.vehicles, stayRooms)).ok;
  const stays = take(staysWithTenants(staysOk, tenants, vehicles)).plans;
  const liveStays = stays.map((p) => p.stay);
  const deposits = take(checkDeposits(read.deposits, rooms, known, stayRooms)).ok;
  const readings = take(checkReadings(read.readings, rooms)).ok;
  const debts = take(checkDebts(read.debts, liveStays, known, rooms)).ok;
  const balances = take(checkBalances(read.balances)).ok;
  const sums = sumsOf({ stays: liveStays, deposits, debts, balances });
  problems.push(...checkTotals(read.totals, sums));

  const entries = openingEntries(known.cutOver, { stays: liveStays, deposits, debts, balances });
  const accounts = accountTotals(entries);
  const plan: RowPlan[] = [
    ...rooms.create.map((r) => ({ sheet: 'rooms' as const, row: r.row, creates: `Phòng ${where(r)} (trống)` })),
    ...rooms.same.map((r) => ({ sheet: 'rooms' as const, row: r.row, creates: `Phòng ${where(r)} đã có, giữ nguyên` })),
    ...stays.map((p) => ({
      sheet: 'stays' as const,
      row: p.stay.row,
      creates: `Nhận phòng ${where(p.stay)} từ ${String(p.stay.v.start_date)}, hợp đồng ${String(p.stay.v.contract_no)}, ${p.tenants.length} khách, ${p.vehicles.length} xe`,
    })),
    ...tenants
      .filter((t) => stayRooms.has(where(t)))
      .map((r) => ({ sheet: 'tenants' as const, row: r.row, creates: `Khách hàng ${String(r.v.name)} (phòng ${where(r)})` })),
    ...vehicles.map((r) => ({ sheet: 'vehicles' as const, row: r.row, creates: `Xe ${String(r.v.plate ?? 'xe đạp')} (phòng ${where(r)})` })),
    ...deposits.map((r) => ({ sheet: 'deposits' as const, row: r.row, creates: `Phiếu cọc phòng ${where(r)}: ${String(r.v.name)}` })),
    ...readings.map((r) => ({
      sheet: 'readings' as const,
      row: r.row,
      creates: `Chỉ số đầu ${meterOf(r)}: điện ${String(r.v.electricity)}, nước ${String(r.v.water)}`,
    })),
    ...entries.map((e) => ({
      sheet: e.sheet,
      row: e.row,
      creates: `Bút toán số dư đầu: Nợ ${e.debit_account} / Có ${e.credit_account} ${e.amount.toLocaleString('vi-VN')} đ`,
    })),
  ].sort((a, b) => SHEETS.findIndex((s) => s.key === a.sheet) - SHEETS.findIndex((s) => s.key === b.sheet) || a.row - b.row);
  const total = entries.reduce((s, e) => s + e.amount, 0);
  return {
    counts: {
      rooms: rooms.create.length,
      rooms_existing: rooms.same.length,
      stays: stays.length,
      customers: stays.reduce((n, p) => n + p.tenants.length, 0) + deposits.length,
      vehicles: stays.reduce((n, p) => n + p.vehicles.length, 0),
      deposits: deposits.length,
      readings: readings.length,
      debts: debts.length,
      balances: balances.length,
      opening_entries: entries.length,
    },
    plan,
    entries,
    accounts,
    totals: { debit: total, credit: total },
    sums,
    problems: problems.sort(byPlace),
    accepted: { rooms: rooms.create, stays, deposits, readings, debts, balances },
  };
}

const sheetIndex = (p: Problem) => (p.sheet === null ? -1 : SHEETS.findIndex((s) => s.key === p.sheet));
const columnIndex = (p: Problem) =>
  p.sheet === null || p.column === null
    ? -1
    : (SHEETS.find((s) => s.key === p.sheet)!.columns as readonly { key: string }[]).findIndex((c) => c.key === p.column);
/** Mistakes in the workbook's order: sheet, row, column (a stable sort keeps one cell's in the order found). */
const byPlace = (a: Problem, b: Problem) => sheetIndex(a) - sheetIndex(b) || (a.row ?? 0) - (b.row ?? 0) || columnIndex(a) - columnIndex(b);
