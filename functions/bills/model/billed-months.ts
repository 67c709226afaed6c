import type { BillRun } from '../../../shared/api/bills';
import { BUILDING_CODES, type BuildingCode } from '../../../shared/catalog/buildings';
import { keys } from '../../platform/db/keys';
import { conditionCheck, updateItem, type TxItem } from '../../platform/db/transact';
import { Conflict } from '../../platform/errors';
import { newestRunFrom } from '../../kernel/model/bill-run';

/**
 * A building's billed months (business rules §5, issue 21): once a building has run month M, the
 * inputs its bills were made from are frozen for THAT building — its readings and meter changes of M
 * and before (the month before is where M's usage starts; a reading further back is the start of a
 * room read again only in M), and any price in force on M's last day. Another building's run closes
 * nothing here: each building's months stay open until its own run. Vouchers keep the spec's global
 * edit lock (ledger/edit-lock.ts), which these inputs also respect.
 *
 * Reads use the runs themselves (`BILLRUN#<b>` / `<month>`), so data billed before this lock existed
 * is covered; a write's transaction checks `BILLEDTHRU` / `<b>` (moved by every run in its own
 * transaction), so a run landing meanwhile makes the write fail instead of leaving bill and input apart.
 */

/** `MM-YYYY`, as a person reads a month. */
export const monthDash = (month: string): string => `${month.slice(5, 7)}-${month.slice(0, 4)}`;
/** `DD-MM-YYYY`, as a person reads a date (shared/dates.ts). */
export { dayText as dayDash } from '../../../shared/dates';

export { newestRunFrom };

export interface BuildingRun {
  building: BuildingCode;
  month: string;
}

/** Of the buildings given (all when none), those that have run `month` or later, each with its newest run. */
export async function runsFrom(month: string, buildings: readonly BuildingCode[] = BUILDING_CODES): Promise<BuildingRun[]> {
  const newest = await Promise.all(buildings.map((b) => newestRunFrom(b, month)));
  return buildings.flatMap((building, i) => (newest[i] ? [{ building, month: newest[i] }] : []));
}

/** "Kỳ 11-2026 của toà MA, GB" (runs grouped by month, newest first): who has billed, for a refusal. */
export function runsText(runs: readonly BuildingRun[]): string {
  const months = [...new Set(runs.map((r) => r.month))].sort().reverse();
  const text = months
    .map(
      (m) =>
        `kỳ ${monthDash(m)} của toà ${runs
          .filter((r) => r.month === m)
          .map((r) => r.building)
          .join(', ')}`,
    )
    .join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A month mark a run moves forward only (the edit lock, a building's billed-through): 409 `period_locked` if it would go back. */
export const monthMarkItem = (key: Record<string, string>, entity: string, month: string): TxItem =>
  updateItem(key, {
    expression: 'SET entity = :e, #m = :m',
    condition: 'attribute_not_exists(PK) OR #m <= :m',
    names: { '#m': 'month' },
    values: { ':e': entity, ':m': month },
    conflict: 'Kỳ đã khoá sổ',
    field: 'month',
    code: 'period_locked',
  });

/** The run moves its building's mark in its own transaction (runs only move forward: the global edit lock sees to it). */
export const billedThroughItem = (run: Pick<BillRun, 'building' | 'month'>): TxItem =>
  monthMarkItem(keys.billedThrough(run.building), 'billed_through', run.month);

/** In a write's transaction: the building has still billed nothing of `month` or later. */
export const notBilledCheck = (building: BuildingCode, month: string, o: { conflict: string; field: string }): TxItem =>
  conditionCheck(keys.billedThrough(building), {
    expression: 'attribute_not_exists(PK) OR #m < :m',
    names: { '#m': 'month' },
    values: { ':m': month },
    conflict: o.conflict,
    field: o.field,
    code: 'period_locked',
  });

/**
 * Readings and meter changes of `month` are what the building's bills of `month` (and, as their start,
 * of the months after) were made from: refused (409 `period_locked` on `field`) once it has run `month`
 * or later. The accountant corrects a billed amount with a room money adjustment instead.
 */
export async function assertReadingsOpen(building: BuildingCode, month: string, field: string): Promise<void> {
  const ran = await newestRunFrom(building, month);
  if (ran) throw new Conflict(readingsLockedText(building, month, ran), field, 'period_locked');
}

const readingsLockedText = (building: BuildingCode, month: string, ran: string) =>
  `Kỳ ${monthDash(ran)} của toà ${building} đã tính tiền: chỉ số và lần thay đồng hồ đến hết tháng ${monthDash(ran)} đã khoá, không sửa được tháng ${monthDash(month)} (tiền sai thì lập phiếu điều chỉnh)`;

/** The same in the write's transaction (a run of the building landing meanwhile). */
export const readingsOpenCheck = (building: BuildingCode, month: string, field: string): TxItem =>
  notBilledCheck(building, month, { conflict: `Toà ${building} vừa tính tiền: không sửa được chỉ số, lần thay đồng hồ tháng ${monthDash(month)}`, field });
