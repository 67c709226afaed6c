import type { StateBill } from '../../../shared/api/utilities';
import type { BuildingCode } from '../../../shared/catalog/buildings';
import { addMonths, monthText } from '../../../shared/dates';
import { METER_TYPE_NAMES, type MeterType } from '../../../shared/readings/usage';
import { keys } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';
import { publicFields } from '../../platform/db/records';
import { about, conditionCheck, putItem, type TxItem } from '../../platform/db/transact';
import type { Entry } from '../../kernel/ledger/entry';
import { storedPrices } from '../../admin';
import { LOOK_AHEAD, LOOK_BACK } from '../../readings';
import { chargeIfPriced } from './room-usage';
import { stateBillsBetween } from './state-bill';
import type { InternalStoredSheet } from '../rules/internal-sheet-rules';
import { EARLIER_BILL_MONTHS, unitCostOf, type UnitCost } from '../rules/utility-balance-rules';

/**
 * The internal readings record: one sheet per building, type and month (`INTREAD#<b>#<type>` / `<month>`),
 * the rooms' sheet shape keyed by consumer id, plus the valuation and the expense voucher it posted
 * (`unit_cost`, `voucher_id`, `posted_amount`, `entry`). A save puts the whole sheet back on the version
 * it read, in the same transaction as its voucher.
 */

export const toInternalSheet = (i: Record<string, unknown>): InternalStoredSheet => {
  const s = publicFields<InternalStoredSheet>(i);
  return {
    ...s,
    rooms: s.rooms ?? {},
    meter_changes: {},
    version: Number(s.version ?? 0),
    unit_cost: Number(s.unit_cost ?? 0),
    // A sheet saved before the exact price was kept: its 2-decimal unit cost is the price it was posted at.
    unit_cost_basis: s.unit_cost_basis
      ? { amount: Number(s.unit_cost_basis.amount), units: Number(s.unit_cost_basis.units) }
      : { amount: Math.round(Number(s.unit_cost ?? 0) * 100), units: 100 },
    posted_amount: Number(s.posted_amount ?? 0),
    voucher_id: s.voucher_id ?? null,
    ...(i.entry ? { entry: i.entry as Entry } : {}),
  };
};

export const emptyInternalSheet = (building: BuildingCode, type: MeterType, month: string, cost: UnitCost): InternalStoredSheet => ({
  building,
  type,
  month,
  rooms: {},
  meter_changes: {},
  version: 0,
  voucher_id: null,
  posted_amount: 0,
  ...cost,
});

/** The valuation a stored sheet carries. */
export const costOf = (s: UnitCost): UnitCost => ({ unit_cost: s.unit_cost, unit_cost_source: s.unit_cost_source, unit_cost_basis: s.unit_cost_basis });

/** The same exact price from the same source (a bill re-entered with the same figures moves nothing). */
export const sameCost = (a: UnitCost, b: UnitCost): boolean =>
  a.unit_cost_source === b.unit_cost_source && a.unit_cost_basis.amount === b.unit_cost_basis.amount && a.unit_cost_basis.units === b.unit_cost_basis.units;

export const internalLabel = (building: string, type: MeterType, month: string) =>
  `bảng số ${METER_TYPE_NAMES[type]} nội bộ tháng ${monthText(month)} toà ${building}`;

/** A building's internal sheets of one type from `from` to `to` (months), oldest first: one strongly consistent Query. */
export async function internalSheetsBetween(building: BuildingCode, type: MeterType, from: string, to: string): Promise<InternalStoredSheet[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
    ExpressionAttributeValues: { ':pk': keys.internalSheets(building, type), ':lo': from, ':hi': to },
    ConsistentRead: true,
  });
  return items.map(toInternalSheet);
}

/** The sheets a read (or, `ahead`, a write) of `month` needs: previous readings before, the next ones after. */
export const internalSheetsAround = (building: BuildingCode, type: MeterType, month: string, ahead = false) =>
  internalSheetsBetween(building, type, addMonths(month, -LOOK_BACK), ahead ? addMonths(month, LOOK_AHEAD) : month);

/**
 * What internal use of the month costs per unit now: the state bills of the month and 12 before (one
 * Query), else the rooms' price. `saving`: the month's bill as it is being written (its save re-values
 * the month's sheet in the same transaction), in place of the one stored.
 */
export async function unitCostNow(
  building: BuildingCode,
  type: MeterType,
  month: string,
  saving?: Pick<StateBill, 'month' | 'units' | 'amount'>,
): Promise<UnitCost> {
  const [stored, prices] = await Promise.all([stateBillsBetween(building, type, addMonths(month, -EARLIER_BILL_MONTHS), month), storedPrices()]);
  const bills = saving ? [...stored.filter((b) => b.month !== saving.month), saving] : stored;
  return unitCostOf(month, bills, chargeIfPriced(building, type, month, prices));
}

const conflictText = (s: Pick<InternalStoredSheet, 'building' | 'type' | 'month'>) =>
  `${internalLabel(s.building, s.type, s.month)} vừa được người khác thay đổi, vui lòng tải lại`;

/** The sheet as written: conditioned on the version it was read at (0: not there yet); 409 `stale` on `version`. */
export function putInternalSheet(next: InternalStoredSheet, readVersion: number): TxItem {
  const { entry, meter_changes: _none, ...rest } = next;
  const conflict = conflictText(next);
  return about(
    putItem(
      { ...keys.internalSheet(next.building, next.type, next.month), entity: 'internal_sheet', ...rest, ...(entry ? { entry } : {}) },
      readVersion === 0
        ? { expression: 'attribute_not_exists(PK)', conflict }
        : { expression: '#version = :v', names: { '#version': 'version' }, values: { ':v': readVersion }, conflict },
    ),
    'version',
  );
}

/** The other months a save relied on (previous and next readings): each sheet unchanged since read, or still absent. */
export function internalSheetsUnchanged(building: BuildingCode, type: MeterType, months: readonly string[], sheets: readonly InternalStoredSheet[]): TxItem[] {
  return months.map((month) => {
    const read = sheets.find((s) => s.month === month);
    return conditionCheck(keys.internalSheet(building, type, month), {
      ...(read
        ? { expression: '#version = :v', names: { '#version': 'version' }, values: { ':v': read.version } }
        : { expression: 'attribute_not_exists(PK)' }),
      conflict: conflictText({ building, type, month }),
      field: 'version',
      code: 'stale',
    });
  });
}
